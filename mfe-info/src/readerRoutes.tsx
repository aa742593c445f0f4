/** Pages built from the API's content: home, topics, blog, editorial board, contact. */
import { lazyPage, type SectionRoute } from '@journal/shared';

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

export const readerRoutes: SectionRoute[] = [
  { path: '', Component: HomePage },
  { path: 'topics', Component: TopicsPage },
  { path: 'topics/:slug', Component: TopicPage },
  { path: 'blogs', Component: BlogListPage },
  { path: 'blogs/:slug', Component: BlogPostPage },
  { path: 'tag/:slug', Component: TagPage },
  { path: 'editorial-board', Component: EditorialBoardPage },
  { path: 'editorial-board/:slug', Component: EditorialMemberPage },
  { path: 'contact-us', Component: ContactPage },
];
