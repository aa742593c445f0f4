import { Link } from '@journal/shared/router';
import { blogCards } from '@journal/shared/widgets';
import type { BlogSummary } from './api.ts';
import { CallStatus } from './CallStatus.tsx';

// The blog's cards, the very components the site server draws the blog's first HTML with. Built with the
// shell's singletons: `@journal/shared/widgets` is bundled into this remote (shared/src/widgets/kit.ts).
export const { BlogCard, BlogCardList, PostByline, TagList } = blogCards({ Link });

/** A card's status, by the reader's clock: whether a call for papers still takes submissions. */
export const callStatusOf = (post: Pick<BlogSummary, 'excerpt'>) => <CallStatus excerpt={post.excerpt} />;
