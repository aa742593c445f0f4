import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

let outboxDir = '';
afterEach(() => fs.rmSync(outboxDir, { recursive: true, force: true }));

function messageIds(): string[] {
  return fs
    .readdirSync(outboxDir)
    .map((name) => /^Message-ID: (.+)$/m.exec(fs.readFileSync(path.join(outboxDir, name), 'utf8'))?.[1] ?? 'none')
    .sort();
}

it('gives a keyed message the Message-ID <key@sender domain> each time it is sent, others their own', async () => {
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-mailer-'));
  const mailer = createMailer({ outboxDir, from: 'IJCRI newsletter <editor@ijcri.org>' });
  const mail = { to: 'reader@example.org', subject: 'Confirm', text: 'Open the link.' };
  await mailer.send({ ...mail, key: 'outbox-7-mf3k2' });
  await mailer.send({ ...mail, key: 'outbox-7-mf3k2' });
  expect(messageIds()).toEqual(['<outbox-7-mf3k2@ijcri.org>', '<outbox-7-mf3k2@ijcri.org>']);
  await mailer.send(mail);
  await mailer.send(mail);
  const unkeyed = messageIds().filter((id) => !id.startsWith('<outbox-7-'));
  expect(unkeyed).toHaveLength(2);
  expect(new Set(unkeyed).size).toBe(2);
});
