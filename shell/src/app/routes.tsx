import { sectionNames, sections } from '@journal/shared';
import { useRoutes, type RouteObject } from '@journal/shared/router';
import { Layout } from '../layout/Layout.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { SectionPage } from '../sections/SectionPage.tsx';

/**
 * The site's routes, mounted in declarative mode (`BrowserRouter` + `useRoutes`, see
 * shared/src/router.ts for why not the data router). An error the section boundaries do not catch
 * reaches the app-level boundary around the router (main.tsx), which shows Something Went Wrong.
 */
const routes = siteRoutes();

export function SiteRoutes() {
  return useRoutes(routes);
}

/** Every route of the route table, each mounted from its section's remote, under one layout. */
export function siteRoutes(): RouteObject[] {
  const sectionRoutes: RouteObject[] = sectionNames.flatMap((section) =>
    sections[section].paths.map((path) =>
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
