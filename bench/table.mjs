// `node bench/table.mjs [file]`: bench/results.json (or the file given, e.g. bench/results-api.json)
// as a Markdown table, to paste into docs/performance.md.
import { readFileSync } from 'node:fs';
import { markdownTable } from './lib/table.mjs';

const file = process.argv[2] ?? new URL('./results.json', import.meta.url);
const results = JSON.parse(readFileSync(file, 'utf8'));
console.log(
  `Measured ${results.date} (${results.mode} run, load average ${results.machine.loadAverage.map((n) => n.toFixed(1)).join(' ')}):\n`,
);
console.log(markdownTable(results.rows));
