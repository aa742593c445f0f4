import { sections, type SectionName } from './sections.ts';

/**
 * The site's route table: which section (remote) owns which path. Read by the shell to mount
 * remotes, by each remote to know what it must provide, and by the site server to answer 404 for
 * paths that are not routes. The sections and their patterns are declared once, in sections.ts.
 */
export { sections };
export type { PageAddress, PagePath, RoutePattern, SectionMeta, SectionName } from './sections.ts';
// The module-level calls below are marked pure: an app that imports only the link builders re-exported
// at the end (`@journal/shared/routes`, as the remotes do) then bundles neither them nor the sections
// (build-kit/speed/README.md).
export const sectionNames = /* @__PURE__ */ Object.keys(sections) as SectionName[];

/**
 * One page as a remote publishes it in the routes.json beside its manifest (build-kit/release.mjs).
 * Pages the team added on its own carry the title and description the site server puts into the
 * first HTML, and whether the page belongs in the sitemap.
 */
export interface PublishedPage {
  path: string;
  title?: string;
  description?: string;
  sitemap?: boolean;
}

/** The pages of every section at run time: what each remote published, else the paths above. */
export type RouteTable = Record<SectionName, PublishedPage[]>;

/** The table as this build of the shared package knows it: used until (or when) a remote's routes.json cannot be read. */
export const builtInRouteTable: RouteTable = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ sectionNames.map((section) => [section, sections[section].paths.map((path) => ({ path }))]),
) as RouteTable;

export interface RouteMatch {
  section: SectionName;
  /** The matched pattern as listed in the table, e.g. "topics/:slug" (a team's own page is no RoutePattern). */
  path: string;
  params: Record<string, string>;
  /** The page as published, with its head when its remote gave one. */
  page: PublishedPage;
}

/**
 * Matches a pathname against the table the way the router does: case-insensitive, a trailing slash
 * ignored, ":param" segments matching one non-empty segment.
 */
export function matchSiteRoute(pathname: string, table: RouteTable = builtInRouteTable): RouteMatch | null {
  const segments = splitPath(pathname);
  for (const section of sectionNames) {
    for (const page of table[section]) {
      const params = matchSegments(splitPath(page.path), segments);
      if (params) return { section, path: page.path, params, page };
    }
  }
  return null;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

function matchSegments(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const expected = pattern[i]!;
    const actual = segments[i]!;
    if (expected.startsWith(':')) {
      params[expected.slice(1)] = safeDecode(actual);
    } else if (expected.toLowerCase() !== actual.toLowerCase()) {
      return null;
    }
  }
  return params;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export * from './links.ts';
export * from './sectionRoutes.ts';
