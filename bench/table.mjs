// `node bench/table.mjs`: bench/results.json as a Markdown table, to paste into docs/performance.md.
import { readFileSync } from 'node:fs';
import { markdownTable } from './lib/table.mjs';

const results = JSON.parse(readFileSync(new URL('./results.json', import.meta.url), 'utf8'));
console.log(`Measured ${results.date} (${results.mode} run, load average ${results.machine.loadAverage.map((n) => n.toFixed(1)).join(' ')}):\n`);
console.log(markdownTable(results.rows));
