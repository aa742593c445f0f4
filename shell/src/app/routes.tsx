import type { RouteObject } from 'react-router';
import { sectionNames, sections } from '@journal/shared';
import { Layout } from '../layout/Layout.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { SectionPage } from '../sections/SectionPage.tsx';
import { AppErrorScreen } from './AppErrorScreen.tsx';

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
      errorElement: <AppErrorScreen />,
      children: [...sectionRoutes, { path: '*', element: <NotFoundPage /> }],
    },
  ];
}
