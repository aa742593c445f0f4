// The performance targets (docs/performance.md), in one place, and the shape of a result row.
// A row is measured in the run; `met` and the margin are computed here, never typed in.

export const TARGETS = {
  performanceScore: { min: 95 },
  lcpMs: { max: 2000 },
  tbtMs: { max: 100 },
  cls: { max: 0.02 },
  categoryScore: { min: 100 },
  // Compressed, headers included, with axios, RTK Query and react-router-dom in the stack.
  firstLoadJsKb: { max: 185 },
  // The composed site's first-load JS over the same pages built as one bundle.
  federationJsRatio: { max: 1.15 },
  reactRenderers: { max: 1 },
  federationRuntimes: { max: 1 },
  navigationMs: { max: 300 },
  lcpRatio: { max: 1.5 },
  listingP99Ms: { max: 5 },
  searchP99Ms: { max: 25 },
  // p99 over a Fastify sending a prebuilt answer of the same size, and search's SQLite
  // time per request at 100k papers over 1k.
  listCeilingRatio: { max: 2 },
  searchCeilingRatio: { max: 3 },
  searchSqliteGrowth: { max: 1.5 },
  errors: { max: 0 },
  workersSpeedup: { min: 1.6 },
  hashedFromNetwork: { max: 0 },
};

/**
 * One line of the table. `target` is { max } or { min }; without one the row is informative.
 * `value` null means the measurement could not be taken (reported as missed, with the note saying why).
 */
export function row(group, check, value, { target, unit = '', note = '', digits = 0 } = {}) {
  let met = null;
  let margin = '';
  if (target && value === null) {
    met = false;
    margin = 'not measured';
  } else if (target) {
    const limit = target.max ?? target.min;
    met = target.max !== undefined ? value <= target.max : value >= target.min;
    const gap = target.max !== undefined ? limit - value : value - limit;
    margin = `${gap >= 0 ? 'by' : 'missed by'} ${format(Math.abs(gap), digits)}${unit}`;
  }
  const targetText = target ? `${target.max !== undefined ? '<=' : '>='} ${target.max ?? target.min}${unit}` : '';
  return {
    group,
    check,
    value,
    shown: value === null ? 'n/a' : `${format(value, digits)}${unit}`,
    target: targetText,
    met,
    margin,
    note,
  };
}

export function format(value, digits) {
  return typeof value === 'number' ? value.toFixed(digits) : String(value);
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
