import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { listOutbox, retryFailedMail } from '../mail/outbox.ts';

/**
 * `npm run outbox -- list [--all] [--db PATH|URL]` shows the mail waiting, retrying or failed (with
 * --all the delivered too); `npm run outbox -- retry ID` makes a failed message due again. The outbox
 * is the database's `mail_outbox` table, shared by every API instance (docs/reliability.md, "One outbox").
 */
const usage = 'Usage: npm run outbox -- list [--all] [--db PATH|URL]   |   npm run outbox -- retry ID [--db PATH|URL]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    all: { type: 'boolean', default: false },
    db: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
const [command, argument] = positionals;
if (values.help || !command) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}
const id = Number(argument);
if (!['list', 'retry'].includes(command) || (command === 'retry' && !(Number.isInteger(id) && id > 0))) {
  console.error(
    `${usage}\n${command === 'retry' ? 'retry needs the id of a failed message.' : `Unknown command: ${command}`}`,
  );
  process.exit(2);
}

const config = readConfig();
const db = await openDatabase(values.db ?? config.databaseUrl ?? config.dbPath);
try {
  if (command === 'retry') {
    const done = await retryFailedMail(db, id);
    console.log(done ? `Message ${id} is due again.` : `Message ${id} is not a failed message: nothing changed.`);
    process.exitCode = done ? 0 : 1;
  } else {
    const rows = await listOutbox(db, { all: values.all });
    if (rows.length === 0) console.log(values.all ? 'The outbox is empty.' : 'No mail is waiting or failed.');
    for (const row of rows) {
      const state = row.sent_at
        ? `sent ${row.sent_at}`
        : row.failed_at
          ? `FAILED ${row.failed_at}`
          : `waiting, next attempt ${row.next_attempt_at}`;
      console.log(
        `#${row.id}  ${state}  attempts ${row.attempts}  queued ${row.created_at}  to ${row.recipient}  "${row.subject}"` +
          (row.last_error ? `\n      last error: ${row.last_error}` : ''),
      );
    }
  }
} finally {
  await db.close();
}
