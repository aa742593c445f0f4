import { builtInRouteTable, sectionNames, type RouteTable } from '@journal/shared';
import { useRoutes, type RouteObject } from '@journal/shared/router';
import { Layout } from '../layout/Layout.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { initialRouteTable } from '../federation/remotes.ts';
import { SectionPage } from '../sections/SectionPage.tsx';
import { useAddressCatchUp } from './useAddressCatchUp.ts';

/**
 * The site's routes, mounted in declarative mode (`BrowserRouter` + `useRoutes`, see
 * shared/src/routing/router.ts for why not the data router). An error the section boundaries do not catch
 * reaches the app-level boundary around the router (main.tsx), which shows Something Went Wrong.
 */
// The pages each section published (in the page's copy of the site configuration), read once at start.
const routes = siteRoutes(initialRouteTable());

export function SiteRoutes() {
  useAddressCatchUp();
  return useRoutes(routes);
}

/** Every route of the route table, each mounted from its section's remote, under one layout. */
export function siteRoutes(table: RouteTable = builtInRouteTable): RouteObject[] {
  const sectionRoutes: RouteObject[] = sectionNames.flatMap((section) =>
    table[section].map(({ path }) =>
      path === ''
        ? { index: true, element: <SectionPage section={section} path={path} /> }
        : { path, element: <SectionPage section={section} path={path} /> },
    ),
  );
  return [
    {
      path: '/',
      element: <Layout />,
      children: [...sectionRoutes, { path: '*', element: <NotFoundPage /> }],
    },
  ];
}
