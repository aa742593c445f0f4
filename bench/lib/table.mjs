// The bench's table: one line per measured row, with met / missed and the margin.
export function printTable(rows) {
  const columns = [
    ['group', (entry) => entry.group],
    ['check', (entry) => entry.check],
    ['measured', (entry) => entry.shown],
    ['target', (entry) => entry.target],
    ['result', (entry) => (entry.met === null ? '' : entry.met ? 'met' : 'MISSED')],
    ['margin', (entry) => entry.margin],
    ['note', (entry) => entry.note],
  ];
  const cells = rows.map((entry) => columns.map(([, cell]) => String(cell(entry) ?? '')));
  const widths = columns.map(([title], index) =>
    Math.min(index === 6 ? 90 : 70, Math.max(title.length, ...cells.map((line) => line[index].length))),
  );
  const line = (values) =>
    values
      .map((value, index) => value.slice(0, widths[index]).padEnd(widths[index]))
      .join(' | ')
      .trimEnd();
  console.log('\n' + line(columns.map(([title]) => title)));
  console.log(widths.map((width) => '-'.repeat(width)).join('-+-'));
  for (const values of cells) console.log(line(values));
}

/** The same rows as a Markdown table (for docs/performance.md). */
export function markdownTable(rows) {
  const head = '| group | check | measured | target | result | margin | note |\n|---|---|---|---|---|---|---|';
  const result = (met) => (met === null ? '' : met ? 'met' : '**missed**');
  const escape = (text) => String(text ?? '').replace(/\|/g, '\\|');
  const body = rows.map(
    (entry) =>
      `| ${[entry.group, entry.check, entry.shown, entry.target, result(entry.met), entry.margin, entry.note].map(escape).join(' | ')} |`,
  );
  return [head, ...body].join('\n');
}
