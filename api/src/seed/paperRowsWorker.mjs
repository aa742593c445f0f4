// A worker thread of the benchmark seed (paperRowsInParallel.ts): plain JavaScript that registers tsx
// itself (the seed runs from source) and hands each task to the TypeScript function that computes it.
import { register } from 'tsx/esm/api';

register();
const { groupRows } = await import('./bulkPapers.ts');

export default groupRows;
