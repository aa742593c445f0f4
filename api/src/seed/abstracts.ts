import type { Rng } from './prng.ts';
import { capitalise, countWords, fill, gapClause, joinList, lowerPhrase } from './text.ts';
import type { ArticleType, PaperTopic } from './titles.ts';

/**
 * Composes abstracts that read like real computer-science abstracts: motivation, gap, method,
 * evaluation on named kinds of data, a quantified result and the implication. Optional sentences are
 * added or left out until the abstract lands between 150 and 250 words, which also varies their shape.
 */
export const ABSTRACT_MIN_WORDS = 150;
export const ABSTRACT_MAX_WORDS = 250;

export type Voice = 'paper' | 'thesis';

/** Area-independent sentences that fit any empirical paper. */
const GENERIC_EXTRAS = [
  'Ablation experiments show that each component contributes to the overall gain, and that performance is stable across a wide range of hyperparameter settings.',
  'The additional computation introduced by {S} is modest, adding less than {pp2}% to end-to-end running time in every configuration we measured.',
  'All results are averaged over five independent runs, and the reported improvements are statistically significant at the 0.05 level.',
  'We also analyse the remaining failure cases and find that most arise from inputs that lie far outside the conditions seen during development.',
  'A sensitivity analysis confirms that the conclusions hold when the main design parameters are varied by a factor of two in either direction.',
  'Beyond aggregate metrics, we report per-condition results so that practitioners can judge where the approach is most and least effective.',
  'We discuss threats to the validity of the evaluation, including the representativeness of the chosen workloads and the sensitivity of results to tuning.',
  'Our analysis further characterises the conditions under which {S} offers the largest benefit and those in which simpler alternatives suffice.',
  'The study also documents practical difficulties met during implementation, which we expect to be useful to others building similar systems.',
] as const;

const ARTEFACT_SENTENCES = [
  'To support reproducibility, we release our implementation, configuration files and evaluation scripts under an open-source licence.',
  'The source code, trained models and raw measurements are available to reviewers and will be released publicly.',
  'All artefacts needed to reproduce the experiments, including data preparation scripts, accompany this article.',
] as const;

interface Sentence {
  /** Position in the abstract; optional sentences are slotted in by it. */
  order: number;
  text: string;
  optional: boolean;
}

function numbers(rng: Rng): Record<string, string> {
  return {
    p1: String(rng.int(10, 45)),
    p2: String(rng.int(15, 70)),
    p3: String(rng.int(70, 97)),
    pp: (rng.int(12, 98) / 10).toFixed(1),
    pp2: (rng.int(5, 49) / 10).toFixed(1),
    x: (rng.int(13, 65) / 10).toFixed(1),
  };
}

function vocabulary(rng: Rng, topic: PaperTopic): Record<string, string> {
  const baselines = rng.sample(topic.area.baselines, rng.int(2, 3));
  return {
    S: topic.system,
    method: lowerPhrase(topic.method),
    subject: lowerPhrase(topic.subject),
    context: lowerPhrase(topic.context),
    data: rng.pick(topic.area.datasets),
    baselines: joinList(baselines),
    ...numbers(rng),
  };
}

function researchSentences(rng: Rng, topic: PaperTopic, voice: Voice, v: Record<string, string>): Sentence[] {
  const area = topic.area;
  const [mech1, mech2] = rng.sample(area.mechanisms, 2);
  const [result1, result2] = rng.sample(area.results, 2);
  const [extra1, extra2] = rng.sample(GENERIC_EXTRAS, 2);
  const work = voice === 'thesis' ? 'this thesis' : 'this paper';
  const proposals =
    voice === 'thesis'
      ? [
          'This thesis develops {S}, an approach to {subject} based on {method}. {S} {mech}.',
          'In this thesis, we design and evaluate {S}, which applies {method} to {subject}; it {mech}.',
          'The central contribution of this thesis is {S}, a framework for {subject} built on {method} that {mech}.',
        ]
      : [
          'In this paper, we propose {S}, an approach to {subject} based on {method}. {S} {mech}.',
          'We present {S}, which applies {method} to {subject}; it {mech}.',
          'To address this, we introduce {S}, a framework for {subject} built on {method} that {mech}.',
          `In ${work}, we show how {method} can be adapted to {subject}: the resulting system, {S}, {mech}.`,
        ];
  const more = ['In addition, {S} {mech}.', 'The design further {mech}.', 'Beyond this, the approach {mech}.'];
  const evaluations = [
    'We evaluate {S} on {data}, comparing it against {baselines}.',
    'Experiments on {data} compare {S} with {baselines}.',
    'We conduct an extensive evaluation on {data}, using {baselines} as baselines.',
  ];
  const list: Sentence[] = [
    { order: 1, text: fill(rng.pick(area.motivations), v), optional: false },
    { order: 2, text: rng.pick(area.gaps), optional: false },
    { order: 3, text: fill(rng.pick(proposals), { ...v, mech: mech1 ?? '' }), optional: false },
    { order: 4, text: fill(rng.pick(more), { ...v, mech: mech2 ?? '' }), optional: true },
    { order: 5, text: fill(rng.pick(evaluations), v), optional: false },
    { order: 6, text: fill(result1 ?? '', v), optional: false },
    { order: 7, text: fill(result2 ?? '', numbers(rng)).replace(/\{S\}/g, topic.system), optional: true },
    { order: 8, text: fill(extra1 ?? '', v), optional: true },
    { order: 9, text: fill(extra2 ?? '', v), optional: true },
    { order: 10, text: rng.pick(area.implications), optional: false },
    { order: 11, text: rng.pick(ARTEFACT_SENTENCES), optional: true },
  ];
  return list;
}

function reviewSentences(rng: Rng, topic: PaperTopic, v: Record<string, string>): Sentence[] {
  const area = topic.area;
  const families = rng.sample(area.methods, 3).map(lowerPhrase);
  const [gap1, gap2] = rng.sample(area.gaps, 2);
  const studies = rng.int(64, 212);
  const from = rng.int(2012, 2017);
  const to = rng.int(2021, 2024);
  return [
    { order: 1, text: fill(rng.pick(area.motivations), v), optional: false },
    {
      order: 2,
      text: `This review synthesises ${studies} studies published between ${from} and ${to} on ${v.subject}, with particular attention to ${v.context}.`,
      optional: false,
    },
    {
      order: 3,
      text: `We organise existing work into three families, namely ${joinList(families)}, and compare them in terms of assumptions, computational cost and reported effectiveness.`,
      optional: false,
    },
    {
      order: 4,
      text: 'For each family we summarise the datasets, baselines and evaluation protocols in common use, and identify where reported results are not directly comparable.',
      optional: true,
    },
    { order: 5, text: `A recurring observation across the surveyed work is that ${gapClause(gap1)}`, optional: false },
    { order: 6, text: `A second is that ${gapClause(gap2)}`, optional: true },
    {
      order: 7,
      text: `The review follows the PRISMA guidelines: ${studies * rng.int(4, 9)} records were screened and ${studies} met the inclusion criteria.`,
      optional: true,
    },
    {
      order: 8,
      text: 'A companion table lists every surveyed study with its setting, method family, datasets and headline metrics, so that readers can locate comparable work quickly.',
      optional: true,
    },
    {
      order: 9,
      text: `We conclude with a research agenda that prioritises realistic evaluation, reproducible artefacts and closer collaboration with practitioners, particularly in settings such as ${v.context}.`,
      optional: false,
    },
    {
      order: 10,
      text: `We hope this synthesis helps newcomers navigate the literature on ${v.subject} and helps reviewers judge where a new contribution fits.`,
      optional: true,
    },
  ];
}

function shortSentences(rng: Rng, topic: PaperTopic, v: Record<string, string>): Sentence[] {
  const area = topic.area;
  const [mech1, mech2] = rng.sample(area.mechanisms, 2);
  const [extra1] = rng.sample(GENERIC_EXTRAS, 1);
  return [
    { order: 1, text: fill(rng.pick(area.motivations), v), optional: false },
    { order: 2, text: rng.pick(area.gaps), optional: false },
    {
      order: 3,
      text: `This short communication reports preliminary results on ${v.method} for ${v.subject}.`,
      optional: false,
    },
    { order: 4, text: `Our prototype, ${v.S}, ${mech1}.`, optional: false },
    { order: 5, text: `It also ${mech2}.`, optional: true },
    {
      order: 6,
      text: fill('Initial experiments on {data}, against {baselines}, are encouraging.', v),
      optional: false,
    },
    { order: 7, text: fill(rng.pick(area.results), v), optional: false },
    { order: 8, text: fill(extra1 ?? '', v), optional: true },
    {
      order: 9,
      text: 'These early results need confirmation at larger scale, and we outline the experiments required to establish them.',
      optional: false,
    },
    { order: 10, text: rng.pick(area.implications), optional: true },
  ];
}

function caseStudySentences(rng: Rng, topic: PaperTopic, v: Record<string, string>): Sentence[] {
  const area = topic.area;
  const [mech1] = rng.sample(area.mechanisms, 1);
  const [result1, result2] = rng.sample(area.results, 2);
  const months = rng.int(6, 24);
  return [
    { order: 1, text: fill(rng.pick(area.motivations), v), optional: false },
    { order: 2, text: rng.pick(area.gaps), optional: false },
    {
      order: 3,
      text: `This case study reports on the deployment of ${v.S}, which applies ${v.method} to ${v.subject} in ${v.context}, over a period of ${months} months.`,
      optional: false,
    },
    { order: 4, text: `The system ${mech1}.`, optional: false },
    {
      order: 5,
      text: `Drawing on ${v.data}, we document how the system was introduced, monitored and adjusted as conditions changed.`,
      optional: false,
    },
    { order: 6, text: fill(result1 ?? '', v), optional: false },
    { order: 7, text: fill(result2 ?? '', numbers(rng)).replace(/\{S\}/g, topic.system), optional: true },
    {
      order: 8,
      text: 'We also report lessons about stakeholder engagement, operational monitoring and the ongoing cost of maintaining the system, which are rarely discussed in research papers.',
      optional: true,
    },
    {
      order: 9,
      text: 'The main obstacles were organisational rather than technical: data access agreements and staff training took longer than building the system itself.',
      optional: true,
    },
    { order: 10, text: rng.pick(area.implications), optional: false },
  ];
}

/**
 * Picks optional sentences until the abstract reaches a randomly chosen length inside the allowed
 * range; retries (with fresh draws) in the rare case the bank cannot reach it.
 */
function assemble(rng: Rng, sentences: Sentence[]): string | null {
  const target = rng.int(ABSTRACT_MIN_WORDS + 10, ABSTRACT_MAX_WORDS - 15);
  const chosen = sentences.filter((s) => !s.optional);
  let words = chosen.reduce((n, s) => n + countWords(s.text), 0);
  for (const s of rng.sample(
    sentences.filter((x) => x.optional),
    sentences.length,
  )) {
    if (words >= target) break;
    const w = countWords(s.text);
    if (words + w > ABSTRACT_MAX_WORDS) continue;
    chosen.push(s);
    words += w;
  }
  if (words < ABSTRACT_MIN_WORDS || words > ABSTRACT_MAX_WORDS) return null;
  return chosen
    .sort((a, b) => a.order - b.order)
    .map((s) => capitalise(s.text.trim()))
    .join(' ');
}

export function composeAbstract(rng: Rng, topic: PaperTopic, type: ArticleType | 'Thesis'): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const v = vocabulary(rng, topic);
    const sentences =
      type === 'Review Article'
        ? reviewSentences(rng, topic, v)
        : type === 'Short Communication'
          ? shortSentences(rng, topic, v)
          : type === 'Case Study'
            ? caseStudySentences(rng, topic, v)
            : researchSentences(rng, topic, type === 'Thesis' ? 'thesis' : 'paper', v);
    const text = assemble(rng, sentences);
    if (text) return text;
  }
  throw new Error(
    `Could not compose an abstract of ${ABSTRACT_MIN_WORDS}-${ABSTRACT_MAX_WORDS} words for ${topic.area.key}`,
  );
}

/** 4 to 6 keywords: the area's vocabulary plus the paper's own method. */
export function composeKeywords(rng: Rng, topic: PaperTopic): string[] {
  const picked = rng.sample(topic.area.keywords, rng.int(3, 5));
  const method = lowerPhrase(topic.method);
  return picked.includes(method) ? picked : [...picked, method];
}
