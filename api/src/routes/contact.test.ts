import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { query } from '../test/query.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';

const valid = {
  name: 'Asha Verma',
  email: 'asha.verma@example.org',
  subject: 'Question about APCs',
  message: 'Is there a waiver for students?',
};

let t: TestApp;
beforeAll(async () => {
  // Generous limits here; the rate-limit tests below build their own app with tight ones.
  t = await createTestApp({
    rateLimit: { contact: { max: 100, timeWindowMs: 60_000 }, newsletter: { max: 100, timeWindowMs: 60_000 } },
  });
});
afterAll(() => t.close());

async function rows(table: string): Promise<Array<Record<string, unknown>>> {
  return query(await t.db(), sql`SELECT * FROM ${sql.table(table)} ORDER BY id`).all();
}

describe('POST /contactUs', () => {
  it('stores the message and answers 201 with the confirmation and an id', async () => {
    const res = await t.post('/contactUs', valid);
    expect(res.statusCode).toBe(201);
    const body = res.json<{ message: string; id: number }>();
    expect(body.message).toBe('Thank you, your message has been received. We reply within 12 hours.');
    expect(Number.isInteger(body.id)).toBe(true);
    expect((await rows('contact_messages')).find((r) => r.id === body.id)).toMatchObject({
      name: valid.name,
      email: valid.email,
      subject: valid.subject,
    });
  });

  it.each([
    [{ ...valid, name: 'A' }, 'body/name must have at least 2 characters'],
    [{ ...valid, name: 'x'.repeat(101) }, 'body/name must have at most 100 characters'],
    [{ ...valid, email: 'not-an-email' }, 'body/email must be a valid email address'],
    // The contact form's rule: a domain without a dot is refused by both.
    [{ ...valid, email: 'priya@iitm' }, 'body/email must be a valid email address'],
    [{ ...valid, subject: 'Hi' }, 'body/subject must have at least 3 characters'],
    [{ ...valid, subject: 'x'.repeat(151) }, 'body/subject must have at most 150 characters'],
    [{ ...valid, message: 'Too short' }, 'body/message must have at least 10 characters'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'body/message must have at most 5000 characters'],
    [{ ...valid, message: ' '.repeat(20) }, 'body/message must not be blank'],
    [{ name: valid.name, email: valid.email, subject: valid.subject }, 'body/message is required'],
    [
      { ...valid, phone: '123' },
      'body/phone is not an allowed field (allowed: name, email, subject, message, website)',
    ],
    [{ ...valid, name: 42 }, 'body/name must be string'],
  ])('rejects %j with 400', async (payload, message) => {
    const res = await t.post('/contactUs', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });
});

describe('POST /newsletterSubscribe', () => {
  it('answers a new and a known address alike (202, same words), without a duplicate row', async () => {
    const first = await t.post('/newsletterSubscribe', { email: 'Reader@Example.org' });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({
      subscribed: true,
      message: expect.stringContaining('sent a confirmation link'),
    });
    const again = await t.post('/newsletterSubscribe', { email: 'Reader@Example.org' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(
      (await rows('newsletter_subscribers')).filter((r) => String(r.email).toLowerCase() === 'reader@example.org'),
    ).toHaveLength(1);
  });

  it('rejects an invalid email with 400', async () => {
    const res = await t.post('/newsletterSubscribe', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'body/email must be a valid email address' });
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      rateLimit: { contact: { max: 2, timeWindowMs: 600_000 }, newsletter: { max: 2, timeWindowMs: 600_000 } },
    });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After and a JSON message after the limit, per client IP', async () => {
    expect((await limited.post('/contactUs', valid)).statusCode).toBe(201);
    // Invalid payloads are rejected before the limiter and do not use up the allowance.
    expect((await limited.post('/contactUs', { ...valid, email: 'bad' })).statusCode).toBe(400);
    expect((await limited.post('/contactUs', valid)).statusCode).toBe(201);
    const blocked = await limited.post('/contactUs', valid);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ statusCode: 429, message: expect.stringContaining('Too many requests') });
    // Another client (through the local site server's X-Forwarded-For) still gets through.
    const other = await limited.post('/contactUs', valid, { 'x-forwarded-for': '203.0.113.9' });
    expect(other.statusCode).toBe(201);
  });

  it('limits newsletter subscriptions the same way', async () => {
    await limited.post('/newsletterSubscribe', { email: 'a@example.org' });
    await limited.post('/newsletterSubscribe', { email: 'b@example.org' });
    const blocked = await limited.post('/newsletterSubscribe', { email: 'c@example.org' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
