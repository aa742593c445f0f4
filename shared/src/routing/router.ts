/**
 * `@journal/shared/router`: the routing every app of the site uses, shared as ONE federation singleton
 * (so the shell's router context is the one the remotes' links and hooks read).
 *
 * Why a facade instead of sharing react-router itself: a shared module is shared whole (nothing
 * tree-shakes across the federation boundary), and react-router whole is 62 KB compressed, most of it
 * the data router, server rendering and framework mode the site does not use. Re-exporting only what
 * the apps call lets the shell's build keep just those pieces (about 13 KB). The shell mounts routes
 * with `BrowserRouter` + `useRoutes` (declarative mode): no loaders, actions or `errorElement` are used
 * (the app-level error boundary wraps the router), and `createBrowserRouter` would pull the data router in.
 *
 * App code imports routing from here only (checked by a lint rule in eslint.config.js); tests may build
 * a memory router from react-router directly, since nothing is federated under Vitest.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavigationType,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
export { useCanonicalTitleSlug } from './useCanonicalTitleSlug.ts';
export { useStillShown } from './useStillShown.ts';
export { ReplaceAddress, useReplaceAddress } from './ReplaceAddress.tsx';
export { useListAddress } from './useListAddress.ts';
export { ListRequest } from './ListRequest.tsx';
