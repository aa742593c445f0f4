import type { Rng } from './prng.ts';
import { capitalise, fill, gapClause, joinList, lowerPhrase } from './text.ts';
import type { ArticleType, PaperTopic } from './titles.ts';

/**
 * The full text of a seeded article, section by section, written the way the journal's articles read:
 * each type has its own outline (a research article's introduction, related work, design, evaluation
 * with a results table, discussion and conclusion; a review's method, taxonomy and agenda; a short
 * communication's preliminary results; a case study's deployment and lessons). Paragraphs are composed
 * from the research area's phrase bank (its motivations, gaps, mechanisms, datasets, baselines and
 * results) and from the sentences below, and cite the paper's own references by number ([3]), which
 * the JATS writer turns into links. The seed writes this as the article's JATS <body> (docs/content.md).
 */
export interface TextTable {
  label: string;
  caption: string;
  head: string[];
  rows: string[][];
}

export type TextBlock = string | { list: string[] } | { table: TextTable };

export interface TextSection {
  title: string;
  blocks: TextBlock[];
  sections?: TextSection[];
}

export interface FullText {
  body: TextSection[];
  /** Back matter (declarations), after the body and before the references. */
  back: TextSection[];
}

export interface Composer {
  rng: Rng;
  topic: PaperTopic;
  /** Placeholder values: {S}, {method}, {subject}, {context}, {data}, {baselines}, {family1..3}, numbers. */
  v: Record<string, string>;
  /** "[3], [11]": `count` distinct references of the paper, in order. */
  cite: (count?: number) => string;
  /** One of several phrasings, filled in. */
  say: (options: readonly string[], extra?: Record<string, string>) => string;
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

const NUMBER_KEYS = { p1: 1, p2: 1, p3: 1, pp: 1, pp2: 1, x: 1 } as const;

/** `work` names the text in its own sentences: "this article", "this thesis". */
export function composer(rng: Rng, topic: PaperTopic, referenceCount: number, work = 'article'): Composer {
  const area = topic.area;
  const [family1, family2, family3] = rng.sample(area.methods, 3).map(lowerPhrase);
  const baselines = rng.sample(area.baselines, Math.min(3, area.baselines.length));
  const v: Record<string, string> = {
    S: topic.system,
    method: lowerPhrase(topic.method),
    subject: lowerPhrase(topic.subject),
    context: lowerPhrase(topic.context),
    area: lowerPhrase(area.name),
    data: rng.pick(area.datasets),
    data2: rng.pick(area.datasets),
    baselines: joinList(baselines),
    baseline1: baselines[0] ?? 'the strongest baseline',
    family1: family1 ?? '',
    family2: family2 ?? '',
    family3: family3 ?? '',
    runs: String(rng.pick([3, 5, 10])),
    months: String(rng.int(6, 24)),
    work,
    ...numbers(rng),
  };
  const cite = (count = 1) =>
    rng
      .sample(
        Array.from({ length: referenceCount }, (_, i) => i + 1),
        Math.min(count, referenceCount),
      )
      .sort((a, b) => a - b)
      .map((n) => `[${n}]`)
      .join(', ');
  // Citations and numbers are drawn only for the placeholders a sentence has.
  const say = (options: readonly string[], extra: Record<string, string> = {}) => {
    let drawn: Record<string, string> | undefined;
    return rng.pick(options).replace(/\{(\w+)\}/g, (match, key: string) => {
      if (key === 'c' || key === 'c2' || key === 'c3') return cite(key === 'c' ? 1 : Number(key.slice(1)));
      if (key in NUMBER_KEYS) return (drawn ??= numbers(rng))[key] ?? match;
      return extra[key] ?? v[key] ?? match;
    });
  };
  return { rng, topic, v, cite, say };
}

/** An area sentence with its placeholders filled ({S} and numbers included). */
export function areaSentence(c: Composer, bank: readonly string[]): string {
  return capitalise(fill(c.rng.pick(bank), { ...c.v, ...numbers(c.rng) }));
}

export function paragraph(...sentences: string[]): string {
  return sentences.filter(Boolean).join(' ');
}

// ---------------------------------------------------------------- shared sections

function declarations(c: Composer, authors: number): TextSection {
  const contributions =
    authors === 1
      ? 'The author conceived the study, carried out the work and wrote the article.'
      : c.say([
          'All authors contributed to the design of the study. The first author implemented {S} and ran the experiments; all authors analysed the results, wrote the article and approved its final version.',
          'The first author led the design and implementation of {S}; the co-authors contributed to the evaluation and the analysis. All authors wrote and approved the final manuscript.',
        ]);
  return {
    title: 'Declarations',
    blocks: [
      `Author contributions. ${contributions}`,
      `Conflict of interest. ${authors === 1 ? 'The author declares' : 'The authors declare'} that they have no competing interests.`,
      c.say([
        'Funding. This work received no specific grant from any funding agency in the public, commercial or not-for-profit sectors.',
        'Funding. The work was supported by the institutional research funds of the authors’ departments; the funders had no role in the design of the study or the decision to publish.',
      ]),
      c.say([
        'Data availability. The data supporting the findings of this study are available from the corresponding author on reasonable request.',
        'Data availability. The configurations, scripts and aggregated measurements behind every figure and table are available from the corresponding author.',
      ]),
    ],
  };
}

function resultsTable(c: Composer, label: string): TextTable {
  const baselines = c.v.baselines!.split(/, | and /);
  const ours = c.rng.int(820, 960) / 10;
  const rows = baselines.map((name) => {
    const score = (ours - c.rng.int(15, 110) / 10).toFixed(1);
    const cost = (c.rng.int(70, 260) / 100).toFixed(2);
    return [name, score, cost];
  });
  rows.push([c.v.S!, ours.toFixed(1), '1.00']);
  return {
    label,
    caption: fill(
      'Results on {data}, averaged over {runs} runs. Score is normalised so that 100 is the best possible; running time is relative to {S}.',
      c.v,
    ),
    head: ['Method', 'Score (higher is better)', 'Running time (relative)'],
    rows,
  };
}

/** The design of the system: the same chapter in a research article and in a thesis (its Chapter 3). */
export function designSection(c: Composer, mech1?: string, mech2?: string, mech3?: string): TextSection {
  const { topic } = c;
  return {
    title: `Design of ${topic.system}`,
    blocks: [
      c.say([
        '{S} is organised as a pipeline of three stages: an observation stage that summarises the input, a decision stage based on {method}, and a feedback stage that adjusts the decision stage from what it observes.',
        'The system has a small core that implements {method} and two supporting components, one that prepares its input and one that monitors its output and triggers adaptation.',
      ]),
    ],
    sections: [
      {
        title: 'Overview',
        blocks: [
          paragraph(
            `At its core, ${c.v.S} ${mech1 ?? ''}.`,
            c.say([
              'This choice keeps the per-input cost bounded and makes the behaviour of the system predictable for operators.',
              'We chose this structure because it separates what must be fast from what must be accurate, so that each can be tuned on its own.',
            ]),
          ),
          c.say([
            'The inputs of {S} are the observations available in {context} at the time of each decision; it needs no information about the future and no global view of the system.',
            'We assume only the information that is routinely available in {context}; no component relies on labels or measurements that would be unavailable in deployment.',
          ]),
        ],
      },
      {
        title: capitalise(c.v.method!),
        blocks: [
          paragraph(
            mech2 ? `The second component ${mech2}.` : '',
            c.say([
              'Its parameters are estimated online from a sliding window of recent observations, so that the component follows gradual changes without being thrown off by single outliers.',
              'Its parameters are fitted once on historical data and then refined incrementally, which avoids a costly retraining step whenever conditions change.',
            ]),
          ),
          c.say([
            'Two details matter in practice. First, the window length trades reaction time against stability; we use a default that worked across all our data and study its effect in Section 4.3. Second, all state is kept per input class, so that one busy class cannot dominate the decisions for the others.',
            'Two design decisions deserve comment. Decisions are made with a margin, so that the system does not oscillate between alternatives whose estimated benefit is nearly equal. And every estimate is accompanied by a confidence, which the feedback stage uses to decide when to fall back to a conservative default.',
          ]),
        ],
      },
      {
        title: 'Implementation',
        blocks: [
          paragraph(
            mech3 ? `Finally, the implementation ${mech3}.` : '',
            c.say([
              '{S} is implemented in about {p2} thousand lines of code, with a narrow interface that lets it be embedded in existing systems without changes to their structure.',
              'The prototype consists of a library that implements the decision logic and a thin integration layer; porting it to a new environment took us less than a week in each case.',
            ]),
            c.say([
              'Configuration is limited to a handful of parameters, each with a default chosen on data that is disjoint from the evaluation data.',
              'All parameters have defaults, and none of the results in this {work} required changing them for a particular data set.',
            ]),
          ),
        ],
      },
    ],
  };
}

/** The evaluation, sections 4.1 to 4.4 (the design refers to 4.3): the same in a research article and a thesis. */
export function evaluationSection(c: Composer, result1?: string, result2?: string, result3?: string): TextSection {
  return {
    title: 'Evaluation',
    blocks: [
      c.say([
        'The evaluation answers three questions: how {S} compares with the state of the art, which of its components account for the difference, and what it costs to run.',
        'We evaluate {S} to answer three questions. Does it improve on {baselines}? Where do the gains come from? And what overhead does it add?',
      ]),
    ],
    sections: [
      {
        title: 'Experimental Setup',
        blocks: [
          c.say([
            'We use {data}, which we chose because it covers the range of conditions met in {context}. As a second setting we use {data2}. Baselines are {baselines}, each run with the configuration recommended by its authors {c2}.',
            'Experiments use {data}; results on {data2} are consistent and summarised at the end of Section 4.2. We compare against {baselines} {c2}, tuning each with the same budget as {S}.',
          ]),
          c.say([
            'Every configuration is run {runs} times with different random seeds, and we report means with 95% confidence intervals. Differences are tested with a paired test at the 0.05 level.',
            'Each experiment is repeated {runs} times; the tables report the mean, and the text gives the spread where it matters for the conclusion.',
          ]),
        ],
      },
      {
        title: 'Main Results',
        blocks: [
          paragraph(
            areaSentence(c, [result1 ?? '']),
            c.say([
              'Table 1 summarises the comparison. The advantage of {S} is largest under the most demanding conditions, and it never performs worse than {baseline1}.',
              'As Table 1 shows, {S} outperforms every baseline on the aggregate score while its running time stays within the range of the faster baselines.',
            ]),
          ),
          { table: resultsTable(c, 'Table 1') },
          paragraph(
            result2 ? areaSentence(c, [result2]) : '',
            c.say([
              'On {data2} the ranking of the methods is unchanged, and the margin of {S} over the best baseline is {pp} points.',
              'The second setting confirms these results: {S} again ranks first, with a margin of {pp} points over the best alternative.',
            ]),
          ),
        ],
      },
      {
        title: 'Ablation and Sensitivity',
        blocks: [
          c.say([
            'Removing the feedback stage reduces the score by {pp} points on average, and removing the decision margin makes results noticeably less stable across runs. Each component therefore contributes to the overall gain.',
            'We disable each component in turn. Without adaptation, the score drops by {pp} points; without the per-class state, it drops by {pp2} points, and the variance across runs doubles.',
          ]),
          c.say([
            'Varying the main parameters by a factor of two in either direction changes the score by less than {pp2} points, so the defaults need not be tuned for a new deployment.',
            'The results are stable over a wide range of parameter values; only a window shorter than a tenth of the default degrades them noticeably.',
          ]),
        ],
      },
      {
        title: 'Overhead',
        blocks: [
          paragraph(
            result3 ? areaSentence(c, [result3]) : '',
            c.say([
              'The additional computation introduced by {S} adds less than {pp2}% to end-to-end running time in every configuration we measured, and its memory use grows linearly with the number of tracked input classes.',
              'Its overhead is modest: under {pp2}% of running time, and a memory footprint that stays below {p1} MB in our largest configuration.',
            ]),
          ),
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------- research article

function researchArticle(c: Composer, authors: number): FullText {
  const { rng, topic } = c;
  const area = topic.area;
  const [mech1, mech2, mech3] = rng.sample(area.mechanisms, 3);
  const [gap1, gap2] = rng.sample(area.gaps, 2);
  const [result1, result2, result3] = rng.sample(area.results, 3);
  const introduction: TextSection = {
    title: 'Introduction',
    blocks: [
      paragraph(
        areaSentence(c, area.motivations),
        c.say([
          'Work on {subject} has grown quickly over the past decade {c2}, and the techniques in use today differ widely in what they assume about the setting in which they run.',
          'A sizeable literature addresses {subject} {c2}, yet much of it was developed and evaluated under conditions that are easier than those met in {context}.',
          'Research on {subject} has produced a range of techniques {c2}, but practitioners in {context} still report that few of them work as well outside the laboratory.',
        ]),
      ),
      paragraph(
        gap1 ?? '',
        gap2 ? `Moreover, ${gapClause(gap2)}` : '',
        c.say([
          'These limitations matter most in {context}, where the cost of a wrong decision is high and conditions change without notice.',
          'Both problems become acute in {context}, which is the setting this paper targets.',
        ]),
      ),
      paragraph(
        c.say([
          'In this paper we present {S}, an approach to {subject} based on {method}.',
          'This paper introduces {S}, which applies {method} to {subject}.',
        ]),
        `${c.v.S} ${mech1 ?? ''}.`,
        mech2 ? `In addition, it ${mech2}.` : '',
        c.say([
          'The design keeps the common case simple and pays for generality only when the input demands it.',
          'The approach is deliberately modular, so that each component can be replaced as better techniques appear.',
        ]),
      ),
      c.say(['Our contributions are the following:', 'In summary, this paper makes three contributions:']),
      {
        list: [
          fill('the design of {S}, which brings {method} to {subject} in {context};', c.v),
          fill('an implementation that is evaluated on {data} against {baselines};', c.v),
          c.say([
            'an ablation and sensitivity analysis that shows which parts of the design account for the gains, and where they stop.',
            'a discussion of the limits of the approach and of the evaluation, with the conditions under which simpler techniques suffice.',
          ]),
        ],
      },
      'The rest of the article is organised as follows. Section 2 reviews related work, Section 3 describes the design, Section 4 reports the evaluation, Section 5 discusses limitations and implications, and Section 6 concludes.',
    ],
  };
  const relatedWork: TextSection = {
    title: 'Related Work',
    blocks: [
      c.say([
        'A first line of work relies on {family1} {c3}. These methods are well understood and come with useful guarantees, but they were designed for settings that change slowly, and their cost grows quickly with the size of the problem.',
        'Early approaches to {subject} are built on {family1} {c3}. They perform well when their assumptions hold, and degrade when the input departs from them, which is common in {context}.',
      ]),
      c.say([
        'A second family uses {family2} {c2}. It adapts better to changing conditions, at the price of more tuning and of results that are harder to explain to operators. Recent refinements {c} reduce the tuning effort but still evaluate on a single kind of data.',
        'Methods based on {family2} {c2} address some of these shortcomings. Their main weakness is the amount of data and configuration they need before they outperform simpler alternatives {c}.',
      ]),
      c.say([
        'Closest to our work are systems that combine {family3} with {method} {c2}. {S} differs from them in two respects: it does not require the conditions of deployment to be known in advance, and it is evaluated against {baselines} on the same data.',
        'The work most closely related to ours applies {family3} to a narrower version of the problem {c2}. We build on its insights but target {context}, which none of these systems considers.',
      ]),
      c.say([
        'Surveys of the area {c2} identify realistic evaluation as the main open problem; our evaluation follows their recommendations where the available data allow it.',
        'Several benchmark studies {c2} have shown that reported gains often shrink under a common protocol, which is why we compare all methods on the same data and budget.',
      ]),
    ],
  };
  const design = designSection(c, mech1, mech2, mech3);
  const evaluation = evaluationSection(c, result1, result2, result3);
  const discussion: TextSection = {
    title: 'Discussion',
    blocks: [
      c.say([
        'Our evaluation has limits. The data, although realistic, come from a small number of sources, and the baselines were run with their published configurations rather than tuned exhaustively. We also have not studied adversarial inputs, which could be constructed to defeat the adaptation mechanism.',
        'Several threats to validity remain. The chosen workloads may not represent every deployment, results depend on the quality of the available observations, and the comparison uses the published configurations of the baselines.',
      ]),
      paragraph(
        areaSentence(c, area.implications),
        c.say([
          'More broadly, the results suggest that modest, well-understood components, combined carefully, can go a long way in {context}.',
          'We expect the same structure to apply to neighbouring problems in {area}, which we leave to future work.',
        ]),
      ),
    ],
  };
  const conclusion: TextSection = {
    title: 'Conclusion',
    blocks: [
      paragraph(
        c.say([
          'This article presented {S}, an approach to {subject} based on {method}.',
          'We have described {S}, which applies {method} to {subject} in {context}.',
        ]),
        c.say([
          'On {data} it outperforms {baselines} at a small additional cost, and its behaviour is stable across parameter settings.',
          'Its evaluation shows consistent gains over {baselines}, with an overhead small enough for deployment.',
        ]),
        c.say([
          'Future work will extend the evaluation to further settings and study how the approach behaves when several instances interact.',
          'Next, we plan to release a hardened version of the implementation and to evaluate it with practitioners in {context}.',
        ]),
      ),
    ],
  };
  return {
    body: [introduction, relatedWork, design, evaluation, discussion, conclusion],
    back: [declarations(c, authors)],
  };
}

// ---------------------------------------------------------------- review article

/** One family of methods as a review (and a thesis's background chapter) describes it. */
export function familySection(c: Composer, family: string, mechanism: string | undefined): TextSection {
  return {
    title: capitalise(family),
    blocks: [
      c.say(
        [
          'Studies in this family {c3} apply {family} to {subject}. They share an emphasis on predictable behaviour, and most report results on a small number of public data sets.',
          'The largest group of surveyed studies {c3} uses {family}. Their common assumption is that the conditions of deployment can be characterised in advance.',
          'A growing number of studies {c3} adopt {family}, often in combination with techniques from neighbouring areas.',
        ],
        { family },
      ),
      paragraph(
        mechanism ? `The most effective systems in this family ${mechanism} ${c.cite(2)}.` : '',
        c.say([
          'Reported gains range from modest to large, but the protocols differ enough that the numbers cannot be compared directly.',
          'Where studies share a protocol, the differences between them are smaller than the differences between protocols.',
        ]),
      ),
    ],
  };
}

/** How the literature evaluates: data sets, baselines, reporting (a review's section, a thesis's 2.4). */
export function evaluationPractice(c: Composer): TextSection {
  return {
    title: 'Data Sets and Evaluation Practice',
    blocks: [
      c.say([
        'Most studies evaluate on {data}; fewer than a third use more than one kind of data, and only a handful report results in {context}.',
        'The most common evaluation data are {data}. Baselines vary widely; {baselines} are the most frequently used.',
      ]),
      c.say([
        'Only {p1}% of the studies release code, and fewer still release the exact configurations used, which limits reproducibility.',
        'Reporting is uneven: {p1}% of studies give confidence intervals, and {p2}% compare against at least one baseline from another family.',
      ]),
    ],
  };
}

function reviewArticle(c: Composer, authors: number): FullText {
  const { rng, topic } = c;
  const area = topic.area;
  const studies = rng.int(64, 212);
  const screened = studies * rng.int(4, 9);
  const from = rng.int(2012, 2017);
  const to = rng.int(2021, 2024);
  const [gap1, gap2, gap3] = rng.sample(area.gaps, 3);
  const [m1, m2, m3] = rng.sample(area.mechanisms, 3);
  return {
    body: [
      {
        title: 'Introduction',
        blocks: [
          paragraph(
            areaSentence(c, area.motivations),
            c.say([
              'The literature on {subject} has grown to the point where newcomers and reviewers alike find it hard to see which ideas have been established and which are still open {c2}.',
              'Research on {subject} is spread over several communities that rarely cite each other {c2}, which makes the state of the art hard to judge.',
            ]),
          ),
          fill(
            `This review synthesises ${studies} studies published between ${from} and ${to} on {subject}, with particular attention to {context}. It asks which families of methods exist, how they are evaluated, and what remains open.`,
            c.v,
          ),
          'Section 2 describes the review method, Section 3 presents the taxonomy, Section 4 examines data sets and evaluation practice, Section 5 discusses open challenges, Section 6 proposes a research agenda and Section 7 concludes.',
        ],
      },
      {
        title: 'Review Method',
        blocks: [
          fill(
            `We searched four bibliographic databases for studies published between ${from} and ${to}, using the names of the problem and of its main methods as search terms, and complemented the search by following the references of the included studies.`,
            c.v,
          ),
          `The review follows the PRISMA guidelines: ${screened} records were screened by title and abstract, ${Math.round(studies * 1.8)} full texts were assessed, and ${studies} studies met the inclusion criteria, which required an empirical evaluation and a description of the method detailed enough to classify it.`,
          'Two authors classified every study independently; disagreements were resolved by discussion. For each study we recorded the setting, the method family, the data sets, the baselines and the headline metrics.',
        ],
      },
      {
        title: 'A Taxonomy of Methods',
        blocks: [fill('We organise the surveyed work into three families: {family1}, {family2} and {family3}.', c.v)],
        sections: [
          familySection(c, c.v.family1!, m1),
          familySection(c, c.v.family2!, m2),
          familySection(c, c.v.family3!, m3),
        ],
      },
      evaluationPractice(c),
      {
        title: 'Open Challenges',
        blocks: [
          `A recurring observation across the surveyed work is that ${gapClause(gap1)}`,
          gap2 ? `A second is that ${gapClause(gap2)}` : '',
          gap3 ? `Finally, ${gapClause(gap3)}` : '',
        ].filter(Boolean),
      },
      {
        title: 'A Research Agenda',
        blocks: [
          c.say([
            'We see three priorities: shared benchmarks that reflect {context}, reporting standards that make results comparable, and closer collaboration with practitioners who can say which errors matter.',
            'Progress would come fastest from realistic, shared evaluation; from artefacts that let others reproduce results; and from studies that follow systems into deployment.',
          ]),
          areaSentence(c, area.implications),
        ],
      },
      {
        title: 'Conclusion',
        blocks: [
          fill(
            `This review classified ${studies} studies on {subject} into three families and examined how they are evaluated. We hope it helps newcomers navigate the literature and helps reviewers judge where a new contribution fits.`,
            c.v,
          ),
        ],
      },
    ],
    back: [declarations(c, authors)],
  };
}

// ---------------------------------------------------------------- short communication

function shortCommunication(c: Composer, authors: number): FullText {
  const area = c.topic.area;
  const [mech1, mech2] = c.rng.sample(area.mechanisms, 2);
  return {
    body: [
      {
        title: 'Introduction',
        blocks: [
          paragraph(areaSentence(c, area.motivations), c.rng.pick(area.gaps)),
          c.say([
            'This short communication reports preliminary results on {method} for {subject}. We present the idea and a first evaluation, so that others working on the problem can build on it or argue against it.',
            'We report early results of applying {method} to {subject}. The aim is to document an approach that appears promising before the full evaluation is complete.',
          ]),
        ],
      },
      {
        title: 'Approach',
        blocks: [
          paragraph(`Our prototype, ${c.v.S}, ${mech1 ?? ''}.`, mech2 ? `It also ${mech2}.` : ''),
          c.say([
            'The prototype is deliberately simple: it has no parameters that need tuning per data set, and it reuses standard components wherever possible {c2}.',
            'We kept the design minimal, reusing established components {c2}, so that the effect of the idea itself can be seen.',
          ]),
        ],
      },
      {
        title: 'Preliminary Results',
        blocks: [
          paragraph(
            c.say([
              'Initial experiments on {data}, against {baselines}, are encouraging.',
              'We ran {S} on {data} and compared it with {baselines}.',
            ]),
            areaSentence(c, area.results),
          ),
          { table: resultsTable(c, 'Table 1') },
        ],
      },
      {
        title: 'Outlook',
        blocks: [
          'These early results need confirmation at larger scale, and we outline the experiments required to establish them: more varied data, tuned baselines and an analysis of the failure cases.',
          areaSentence(c, area.implications),
        ],
      },
    ],
    back: [declarations(c, authors)],
  };
}

// ---------------------------------------------------------------- case study

function caseStudy(c: Composer, authors: number): FullText {
  const area = c.topic.area;
  const [mech1, mech2] = c.rng.sample(area.mechanisms, 2);
  const [result1, result2] = c.rng.sample(area.results, 2);
  return {
    body: [
      {
        title: 'Introduction',
        blocks: [
          paragraph(areaSentence(c, area.motivations), c.rng.pick(area.gaps)),
          c.say([
            'This case study reports on the deployment of {S}, which applies {method} to {subject} in {context}, over a period of {months} months. We describe the setting, the system, how it was introduced and what it achieved, and the lessons we drew.',
            'We describe how {S}, a system for {subject} based on {method}, was deployed and operated in {context} for {months} months, and what it changed.',
          ]),
        ],
      },
      {
        title: 'Setting',
        blocks: [
          c.say([
            'The organisation in which the study took place operates in {context}. Before the deployment, {subject} was handled with a combination of fixed rules and manual intervention, which worked in normal conditions but needed constant attention at peaks.',
            'The deployment took place in {context}, where {subject} had previously been handled by a rule-based process maintained by a small team.',
          ]),
          c.say([
            'Stakeholders agreed on three goals for the project: fewer manual interventions, a measurable improvement in the main quality indicator, and no increase in operating cost.',
            'The project had a clear brief: improve the main indicator without adding staff, and keep every decision explainable to the people responsible for it.',
          ]),
        ],
      },
      {
        title: 'The System',
        blocks: [
          paragraph(
            `${c.v.S} ${mech1 ?? ''}.`,
            mech2 ? `It also ${mech2}.` : '',
            c.say([
              'We adapted published techniques {c2} rather than inventing new ones, and spent most of the effort on integration with the existing tools.',
              'The design follows established work {c2}; the novelty lies in the integration and in the operating procedures around it.',
            ]),
          ),
        ],
      },
      {
        title: 'Deployment and Operation',
        blocks: [
          c.say([
            'The system was introduced in three phases: a shadow phase in which its decisions were logged but not applied, a pilot covering a fifth of the workload, and full operation. Drawing on {data}, we monitored the main indicators daily.',
            'Deployment proceeded gradually, from a shadow mode through a limited pilot to full operation, with a rollback procedure rehearsed before each step. Monitoring drew on {data}.',
          ]),
        ],
      },
      {
        title: 'Outcomes',
        blocks: [
          paragraph(areaSentence(c, [result1 ?? '']), result2 ? areaSentence(c, [result2]) : ''),
          { table: resultsTable(c, 'Table 1') },
        ],
      },
      {
        title: 'Lessons Learned',
        blocks: [
          'The main obstacles were organisational rather than technical: data access agreements and staff training took longer than building the system itself.',
          'We also learned that monitoring must be designed together with the system. Several problems surfaced only because the dashboards showed the system’s confidence next to its decisions.',
          areaSentence(c, area.implications),
        ],
      },
      {
        title: 'Conclusion',
        blocks: [
          c.say([
            'The deployment of {S} in {context} met its goals, and the system remains in operation. We hope the account of what it took will help others planning similar projects.',
            'After {months} months, {S} is part of normal operations in {context}. The lessons above are, we believe, transferable to similar organisations.',
          ]),
        ],
      },
    ],
    back: [declarations(c, authors)],
  };
}

const OUTLINES: Record<ArticleType, (c: Composer, authors: number) => FullText> = {
  'Research Article': researchArticle,
  'Review Article': reviewArticle,
  'Short Communication': shortCommunication,
  'Case Study': caseStudy,
};

export function composeFullText(
  rng: Rng,
  topic: PaperTopic,
  type: ArticleType,
  referenceCount: number,
  authors: number,
): FullText {
  return OUTLINES[type](composer(rng, topic, referenceCount), authors);
}
