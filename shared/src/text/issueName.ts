/**
 * Continuous publication (docs/content.md, "Continuous publication"): an article published without an
 * issue belongs to its volume as a whole. It is stored under issue number 0, the volume's one
 * "continuous" issue, which readers always see as the volume itself, never as "Issue 0".
 */
export const CONTINUOUS_ISSUE = 0;

/** Whether an issue number stands for a volume published continuously. */
export function isContinuous(issue: number | null | undefined): boolean {
  return issue === CONTINUOUS_ISSUE;
}

/** "Volume 4, Issue 2", or "Volume 7" for a volume published continuously. */
export function issueName(place: { volume: number | null; issue: number | null }): string {
  return isContinuous(place.issue) ? `Volume ${place.volume}` : `Volume ${place.volume}, Issue ${place.issue}`;
}

/** "Volume 4, Issue 2 (2025)", or "Volume 7 (2018)" for a volume published continuously. */
export function issueNameWithYear(place: { year: number; volume: number | null; issue: number | null }): string {
  return `${issueName(place)} (${place.year})`;
}

/** How a volume's issue choices name an issue: "Issue 2", or "Articles" for the volume's continuous articles. */
export function issueChoiceName(issue: number): string {
  return isContinuous(issue) ? 'Articles' : `Issue ${issue}`;
}

/** The "4(2)" of a citation, or "7" for a volume published continuously. */
export function volumeAndIssue(place: { volume: number | string; issue: number | string | null | undefined }): string {
  return place.issue === undefined || place.issue === null || isContinuous(Number(place.issue))
    ? String(place.volume)
    : `${place.volume}(${place.issue})`;
}
