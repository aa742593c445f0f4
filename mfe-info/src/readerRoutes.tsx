/** Pages built from the API's content: home, topics, blog, editorial board, contact. */
import { lazyPage } from '@journal/shared';
import type { SectionPages } from '@journal/shared/routes';

// Each page is its own chunk, fetched when a reader first opens it (lazyPage, docs/performance.md).
const BlogListPage = lazyPage(() => import('./features/blog/BlogListPage.tsx').then((m) => m.BlogListPage));
const BlogPostPage = lazyPage(() => import('./features/blog/BlogPostPage.tsx').then((m) => m.BlogPostPage));
const TagPage = lazyPage(() => import('./features/blog/TagPage.tsx').then((m) => m.TagPage));
const ContactPage = lazyPage(() => import('./features/contact/ContactPage.tsx').then((m) => m.ContactPage));
const EditorialBoardPage = lazyPage(() =>
  import('./features/editorial-board/EditorialBoardPage.tsx').then((m) => m.EditorialBoardPage),
);
const EditorialMemberPage = lazyPage(() =>
  import('./features/editorial-board/EditorialMemberPage.tsx').then((m) => m.EditorialMemberPage),
);
const HomePage = lazyPage(() => import('./features/home/HomePage.tsx').then((m) => m.HomePage));
const TopicPage = lazyPage(() => import('./features/topics/TopicPage.tsx').then((m) => m.TopicPage));
const TopicsPage = lazyPage(() => import('./features/topics/TopicsPage.tsx').then((m) => m.TopicsPage));

export const readerPages = {
  '': HomePage,
  topics: TopicsPage,
  'topics/:slug': TopicPage,
  blogs: BlogListPage,
  'blogs/:slug': BlogPostPage,
  'tag/:slug': TagPage,
  'editorial-board': EditorialBoardPage,
  'editorial-board/:slug': EditorialMemberPage,
  'contact-us': ContactPage,
} satisfies Partial<SectionPages<'info'>>;
