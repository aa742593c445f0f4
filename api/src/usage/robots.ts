import robotsList from './COUNTER_Robots_list.json' with { type: 'json' };

/**
 * The COUNTER robots list (COUNTER_Robots_list.json, with its source and licence in README.md beside
 * it): user agents whose use never counts. One case-insensitive expression of every pattern, as the
 * list's maintainers advise, so a check is a single regular-expression test.
 */
const ROBOTS = new RegExp(robotsList.map((entry) => `(?:${entry.pattern})`).join('|'), 'i');

/** True for a robot or crawler, and for a request without a user agent (the list's "^.?$" pattern). */
export function isRobot(userAgent: string | undefined): boolean {
  return ROBOTS.test(userAgent ?? '');
}
