/**
 * docs/sections.md: conference list and search failures are logged with this message (the reader sees
 * a notice with a retry, never a crash). 404 answers are not failures: they mean "no such conference".
 */
export const CONFERENCE_FAILURE_LOG = 'Error fetching conference data';
