/** Pages built from the API's content: home, topics, blog, editorial board, contact. */
import type { SectionRoute } from '@journal/shared';
import { BlogListPage } from './features/blog/BlogListPage.tsx';
import { BlogPostPage } from './features/blog/BlogPostPage.tsx';
import { TagPage } from './features/blog/TagPage.tsx';
import { ContactPage } from './features/contact/ContactPage.tsx';
import { EditorialBoardPage } from './features/editorial-board/EditorialBoardPage.tsx';
import { EditorialMemberPage } from './features/editorial-board/EditorialMemberPage.tsx';
import { HomePage } from './features/home/HomePage.tsx';
import { TopicPage } from './features/topics/TopicPage.tsx';
import { TopicsPage } from './features/topics/TopicsPage.tsx';

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
