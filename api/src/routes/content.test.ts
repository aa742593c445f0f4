import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BlogDetailsAnswer,
  BlogListingAnswer,
  BlogsByTagAnswer,
  EditorialBoardAnswer,
  EditorialMemberAnswer,
  TopicsAnswer,
} from '@journal/shared/contract';
import { PAGINATION_KEYS, createTestApp, keysOf, type TestApp } from '../test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /topics', () => {
  it('answers data.data: topics grouped by category, with HTML content and slugs', async () => {
    const res = await t.post('/topics');
    expect(res.statusCode).toBe(200);
    const body = res.json<TopicsAnswer>();
    expect(keysOf(body)).toEqual(['data']);
    expect(keysOf(body.data)).toEqual(['data']);
    const categories = Object.entries(body.data.data);
    expect(categories.length).toBeGreaterThanOrEqual(3);
    const topics = categories.flatMap(([, list]) => list);
    expect(topics.length).toBeGreaterThanOrEqual(20);
    for (const [category, list] of categories) {
      for (const topic of list) {
        expect(keysOf(topic)).toEqual(['category', 'content', 'meta_description', 'meta_title', 'slug', 'title']);
        expect(topic.category).toBe(category);
        expect(topic.content).toMatch(/<(p|h2|ul)>/);
        expect(topic.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
    expect(new Set(topics.map((x) => x.slug)).size).toBe(topics.length);
  });

  it('accepts an empty JSON body and an absent body alike', async () => {
    const empty = await t.post('/topics', '', { 'content-type': 'application/json' });
    const absent = await t.post('/topics');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe(absent.body);
  });
});

describe('blog calls', () => {
  it('POST /blogListing answers blogs newest first with tags, 10 per page at most', async () => {
    const res = await t.post('/blogListing', { page: 1, per_page: 10 });
    expect(res.statusCode).toBe(200);
    const body = res.json<BlogListingAnswer>();
    expect(keysOf(body)).toEqual(['blogs', ...PAGINATION_KEYS].sort());
    expect(body.total_items).toBeGreaterThanOrEqual(8);
    for (const blog of body.blogs)
      expect(keysOf(blog)).toEqual(['author', 'excerpt', 'published_at', 'slug', 'tags', 'title']);
    const dates = body.blogs.map((b) => b.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.blogs.every((b) => b.tags.length > 0)).toBe(true);
    expect((await t.post('/blogListing', { per_page: 11 })).statusCode).toBe(400);
  });

  it('POST /blogDetails answers the post with content and related posts sharing a tag', async () => {
    const { blogs } = (await t.post('/blogListing', {})).json<BlogListingAnswer>();
    const slug = blogs[0]?.slug ?? '';
    const res = await t.post('/blogDetails', { slug });
    expect(res.statusCode).toBe(200);
    const body = res.json<BlogDetailsAnswer>();
    expect(keysOf(body)).toEqual(['blog', 'related']);
    expect(body.blog.slug).toBe(slug);
    expect(body.blog.content).toMatch(/<p>/);
    expect(body.related.length).toBeLessThanOrEqual(3);
    for (const r of body.related) {
      expect(r.slug).not.toBe(slug);
      expect(r.tags.some((tag) => body.blog.tags.includes(tag))).toBe(true);
    }
    const missing = await t.post('/blogDetails', { slug: 'no-such-post' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Blog post not found' });
  });

  it('POST /blogsByTag answers the posts with that tag', async () => {
    const { blogs } = (await t.post('/blogListing', {})).json<BlogListingAnswer>();
    const tag = blogs[0]?.tags[0] ?? '';
    const body = (await t.post('/blogsByTag', { tag, page: 1, per_page: 10 })).json<BlogsByTagAnswer>();
    expect(keysOf(body)).toEqual(['blogs', 'tag', ...PAGINATION_KEYS].sort());
    expect(body.tag).toBe(tag);
    expect(body.blogs.length).toBeGreaterThan(0);
    expect(body.blogs.every((b) => b.tags.includes(tag))).toBe(true);
    const none = (await t.post('/blogsByTag', { tag: 'no-such-tag' })).json<BlogsByTagAnswer>();
    expect(none).toMatchObject({ blogs: [], total_items: 0, tag: 'no-such-tag' });
  });
});

describe('editorial board calls', () => {
  it('POST /editorialBoard answers members, the Editor-in-Chief first', async () => {
    const res = await t.post('/editorialBoard', {});
    expect(res.statusCode).toBe(200);
    const { members } = res.json<EditorialBoardAnswer>();
    expect(members.length).toBeGreaterThanOrEqual(12);
    expect(members[0]?.role).toBe('Editor-in-Chief');
    for (const m of members) {
      expect(keysOf(m)).toEqual([
        'affiliation',
        'bio',
        'country',
        'expertise',
        'member_id',
        'name',
        'orcid',
        'role',
        'slug',
      ]);
      expect(Array.isArray(m.expertise)).toBe(true);
      if (m.orcid !== null) expect(m.orcid).toMatch(/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/);
    }
  });

  it('POST /editorialMember answers one member by slug, 404 otherwise', async () => {
    const { members } = (await t.post('/editorialBoard', {})).json<EditorialBoardAnswer>();
    const slug = members[3]?.slug ?? '';
    const res = await t.post('/editorialMember', { slug });
    expect(res.json<EditorialMemberAnswer>().member).toEqual(members[3]);
    const missing = await t.post('/editorialMember', { slug: 'nobody-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Editorial board member not found' });
  });
});
