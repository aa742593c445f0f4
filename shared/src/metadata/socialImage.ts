import { journal } from '../journal.ts';

/**
 * The journal's social images, drawn at build time by the shell (shell/scripts/socialImages.ts) and
 * served from the site: the link-preview card every page names in og:image and twitter:image (the
 * works carry no images of their own), and the publisher logo of the JSON-LD.
 */
export const SOCIAL_IMAGE = {
  path: '/social/ijcri-card.png',
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: `${journal.name} (${journal.shortName}): open-access, peer-reviewed computer science research`,
} as const;

/** Square, as search engines ask of an organization logo. */
export const PUBLISHER_LOGO = { path: '/social/ijcri-logo.png', width: 512, height: 512, type: 'image/png' } as const;
