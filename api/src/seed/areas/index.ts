import { foundationAreas } from './foundations.ts';
import { learningAreas } from './learning.ts';
import { softwareAreas } from './software.ts';
import { systemsAreas } from './systems.ts';
import type { ResearchArea } from './types.ts';

export type { ResearchArea } from './types.ts';

/** Every research area the generated journal publishes in (14). */
export const researchAreas: readonly ResearchArea[] = [
  ...learningAreas,
  ...systemsAreas,
  ...softwareAreas,
  ...foundationAreas,
];

export function areaByKey(key: string): ResearchArea {
  const area = researchAreas.find((a) => a.key === key);
  if (!area) throw new Error(`Unknown research area: ${key}`);
  return area;
}
