import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * axe-core run in the page, without @axe-core/playwright (it needs Node 22). The source is evaluated
 * through the DevTools protocol (page.evaluate), which a Content-Security-Policy does not govern, so
 * the check keeps working on a site that forbids inline and foreign scripts.
 */

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** WCAG 2.0 to 2.2, levels A and AA, plus best practices: what the article pages are held to. */
export const WCAG22_TAGS = [...AXE_TAGS, 'wcag22a', 'wcag22aa'];
/** Impacts that fail a test; minor and moderate ones are reported, not failed. */
export const FAILING_IMPACTS = ['serious', 'critical'];

export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: unknown[]; html: string }>;
}

/** Runs axe on the whole document as it is now (or only the parts `include` selects) and answers its violations. */
export function axeViolations(page: Page, include?: string[]): Promise<AxeViolation[]> {
  return runAxe(page, { type: 'tag', values: AXE_TAGS }, include);
}

/** Runs axe with WCAG 2.2's rules too (target size among them) on the document or the parts `include` selects. */
export function axeWcag22Violations(page: Page, include?: string[]): Promise<AxeViolation[]> {
  return runAxe(page, { type: 'tag', values: WCAG22_TAGS }, include);
}

/**
 * Runs only the named axe rules, whatever their WCAG version: target-size (WCAG 2.2) is not among
 * AXE_TAGS, which every page passes, so a page checks it by name where it has been fixed.
 */
export function axeRuleViolations(page: Page, rules: string[], include?: string[]): Promise<AxeViolation[]> {
  return runAxe(page, { type: 'rule', values: rules }, include);
}

async function runAxe(
  page: Page,
  runOnly: { type: 'tag' | 'rule'; values: string[] },
  include?: string[],
): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(
    async ([only, parts]) => {
      const axe = (
        window as unknown as {
          axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const result = await axe.run(parts ? { include: parts.map((part) => [part]) } : document, {
        runOnly: only,
        resultTypes: ['violations'],
      });
      // Only what the report needs crosses back (nodes carry whole HTML snippets otherwise).
      return result.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
        id,
        impact,
        help,
        helpUrl,
        nodes: nodes.map(({ target, html }) => ({ target, html: html.length > 120 ? `${html.slice(0, 120)}…` : html })),
      }));
    },
    [runOnly, include] as const,
  );
}

export function isFailing(violation: AxeViolation): boolean {
  return FAILING_IMPACTS.includes(violation.impact ?? '');
}

/** One line per violation: where, impact, rule, help, then at most five elements (selector and the start of their HTML). */
export function describeViolations(where: string, violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.map(String).join(' >> ')}  ${node.html}`);
      const more = violation.nodes.length > 5 ? ` (+${violation.nodes.length - 5} more)` : '';
      return `${where}: [${violation.impact}] ${violation.id}: ${violation.help}\n    ${targets.join('\n    ')}${more}\n    ${violation.helpUrl}`;
    })
    .join('\n');
}
