/**
 * The frame as the site server draws it into the first HTML (`@journal/shell/layout`): the same
 * components and class rules the app renders, so the first paint and the app agree. The site server
 * (site-server/) imports the shell only through this entry.
 */
export { FirstHtmlContext, type FirstHtmlParts } from './firstHtml.tsx';
export { Footer } from './footer/Footer.tsx';
export { Layout } from './Layout.tsx';
export { contentRowClass, FRAME_CLASS, HEADER_SLOT_CLASS, MAIN_CLASS } from './frame.ts';
export { layoutModeFor } from './layoutMode.ts';
export { CURRENT_ISSUE, mainNavigation, type MenuLink } from './menus.ts';
export { Navbar } from './navbar/Navbar.tsx';
export { SiteMenuLinks } from './navbar/SiteMenuLinks.tsx';
