import type { BlogSummary } from '../api/types.ts';
import { journal } from '../journal.ts';
import { blogPostLink } from '../routing/links.ts';
import {
  absoluteUrl,
  basicHead,
  publisherJsonLd,
  shortHeadline,
  socialImageObject,
  type PageHeadData,
} from './head.ts';

/** What a post's head needs: the API's blog summary (a full post carries it too). */
export type BlogPostForHead = BlogSummary;

/** A blog post: BlogPosting JSON-LD and Open Graph, and deliberately no citation_* tags (not scholarly work). */
export function blogPostHead(post: BlogPostForHead, origin: string): PageHeadData {
  const head = basicHead(
    {
      title: `${post.title} | ${journal.name}`,
      description: post.excerpt,
      path: blogPostLink(post.slug),
      type: 'article',
    },
    origin,
  );
  head.tags.push({ tag: 'meta', property: 'article:published_time', content: post.published_at });
  for (const tag of post.tags) head.tags.push({ tag: 'meta', property: 'article:tag', content: tag });
  head.jsonLd.push({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': head.canonical,
    url: head.canonical,
    headline: shortHeadline(post.title),
    description: post.excerpt,
    datePublished: post.published_at,
    author: { '@type': 'Person', name: post.author },
    keywords: post.tags.join(', '),
    inLanguage: 'en',
    mainEntityOfPage: head.canonical,
    isPartOf: { '@type': 'Blog', name: `Blog | ${journal.name}`, url: absoluteUrl(origin, '/blogs') },
    image: socialImageObject(origin),
    publisher: publisherJsonLd(origin),
  });
  return head;
}
