import {
  areaSentence,
  composer,
  designSection,
  evaluationPractice,
  evaluationSection,
  familySection,
  paragraph,
  type FullText,
  type TextSection,
} from './fullText.ts';
import type { Rng } from './prng.ts';
import { fill, gapClause } from './text.ts';
import type { PaperTopic } from './titles.ts';

/**
 * The full text of a seeded thesis: six chapters (introduction, background and related work, design,
 * evaluation, discussion, conclusion and future work) with numbered sections, then acknowledgements and
 * the candidate's declaration. The design and evaluation chapters are the research article's (fullText.ts),
 * the background chapter is built from the review's family and evaluation-practice sections, and the rest
 * is written here for a thesis. Every phrase-bank sentence of the area (motivations, gaps, mechanisms,
 * results, implications) is drawn at most once, so no sentence repeats within a thesis: that is what
 * bounds a thesis's length (docs/content.md, "Theses and conference papers").
 */
export interface ThesisPeople {
  student: string;
  supervisor: string;
  /** "Department of ..., Institute ..., City, Country". */
  institution: string;
  degree: string;
}

export function composeThesisText(rng: Rng, topic: PaperTopic, referenceCount: number, people: ThesisPeople): FullText {
  const c = composer(rng, topic, referenceCount, 'thesis');
  const area = topic.area;
  const [motivation1, motivation2] = rng.sample(area.motivations, 2);
  const [gap1, gap2, gap3] = rng.sample(area.gaps, 3);
  // Six mechanisms: three for the design chapter, three for the families of related work.
  const [mech1, mech2, mech3, mech4, mech5, mech6] = rng.sample(area.mechanisms, 6);
  const [result1, result2, result3, result4] = rng.sample(area.results, 4);
  const [implication1, implication2] = rng.sample(area.implications, 2);

  const introduction: TextSection = {
    title: 'Introduction',
    blocks: [
      c.say([
        'This chapter introduces the problem studied in this thesis, states the research questions and contributions, and outlines the chapters that follow.',
        'This chapter sets out why {subject} matters in {context}, what is missing from current approaches, and what this thesis contributes.',
      ]),
    ],
    sections: [
      {
        title: 'Motivation',
        blocks: [
          paragraph(
            areaSentence(c, [motivation1 ?? '']),
            c.say([
              'Work on {subject} has grown quickly over the past decade {c2}, and the techniques in use today differ widely in what they assume about the setting in which they run.',
              'Research on {subject} has produced a range of techniques {c2}, but practitioners in {context} still report that few of them work as well outside the laboratory.',
            ]),
          ),
          paragraph(
            motivation2 ? areaSentence(c, [motivation2]) : '',
            c.say([
              'The problem is therefore not only of academic interest: improvements in {subject} translate directly into better service for the people who depend on these systems.',
              'For these reasons {subject} has become one of the central problems of {area}, and one on which progress is felt outside the research community.',
            ]),
          ),
        ],
      },
      {
        title: 'Problem Statement',
        blocks: [
          paragraph(
            gap1 ?? '',
            gap2 ? `Moreover, ${gapClause(gap2)}` : '',
            c.say([
              'Both limitations are most severe in {context}, the setting this thesis targets, where conditions change without notice and errors are costly.',
              'In {context}, which is the setting of this thesis, these limitations decide whether a technique can be used at all.',
            ]),
          ),
          c.say([
            'The problem addressed in this thesis is therefore how to make {subject} reliable in {context} without assuming that the conditions of deployment are known in advance.',
            'Stated briefly, this thesis asks how {method} can be used to make {subject} work in {context} at a cost that practitioners can accept.',
          ]),
        ],
      },
      {
        title: 'Research Questions',
        blocks: [
          'The work is organised around three research questions:',
          {
            list: [
              fill(
                'RQ1: Can {method} be adapted to {subject} so that it needs no knowledge of future conditions?',
                c.v,
              ),
              fill('RQ2: How does the resulting system compare with {baselines} on {data}?', c.v),
              fill('RQ3: Which components account for the difference, and what do they cost at run time?', c.v),
            ],
          },
        ],
      },
      {
        title: 'Contributions',
        blocks: [
          'This thesis makes the following contributions:',
          {
            list: [
              fill('a survey of the methods used for {subject}, organised into three families (Chapter 2);', c.v),
              fill(
                'the design and implementation of {S}, which brings {method} to {subject} in {context} (Chapter 3);',
                c.v,
              ),
              fill('an evaluation on {data} and {data2} against {baselines}, with an ablation study (Chapter 4);', c.v),
              'a discussion of the threats to validity and of what the results mean for practice (Chapter 5).',
            ],
          },
        ],
      },
      {
        title: 'Organisation of the Thesis',
        blocks: [
          'Chapter 2 reviews the background and related work. Chapter 3 describes the design of the proposed system, and Chapter 4 reports its evaluation. Chapter 5 discusses limitations and implications, and Chapter 6 concludes with directions for future work.',
        ],
      },
    ],
  };

  const background: TextSection = {
    title: 'Background and Related Work',
    blocks: [
      c.say([
        'This chapter reviews the work on which the thesis builds. It groups the literature on {subject} into three families of methods, {family1}, {family2} and {family3}, examines how the literature evaluates them, and identifies the gap that the following chapters address.',
        'Approaches to {subject} fall into three broad families: {family1}, {family2} and {family3}. This chapter reviews each in turn, then the data sets and evaluation practice of the field, and closes with the research gap.',
      ]),
    ],
    sections: [
      familySection(c, c.v.family1!, mech4),
      familySection(c, c.v.family2!, mech5),
      familySection(c, c.v.family3!, mech6),
      evaluationPractice(c),
      {
        title: 'Research Gap',
        blocks: [
          gap3
            ? `A recurring observation across this literature is that ${gapClause(gap3)}`
            : 'A recurring observation across this literature is that evaluations rarely reflect deployment.',
          c.say([
            'None of the surveyed approaches combines {method} with the kind of online adaptation that {context} requires. The next chapter describes a system designed to close this gap.',
            'The system presented in the next chapter is designed around this gap: it applies {method} to {subject} and adapts to {context} as it runs.',
          ]),
        ],
      },
    ],
  };

  const discussion: TextSection = {
    title: 'Discussion',
    blocks: [
      fill(
        'This chapter returns to the research questions, examines the limits of the evidence, and considers what the results mean for {area}.',
        c.v,
      ),
    ],
    sections: [
      {
        title: 'Answers to the Research Questions',
        blocks: [
          c.say([
            'RQ1 is answered by the design in Chapter 3: {S} relies only on observations available at decision time. RQ2 is answered by Section 4.2, where {S} ranks first on both data sets. RQ3 is answered by Sections 4.3 and 4.4: the feedback stage and the per-class state account for most of the gain, at a modest cost.',
            'The design of Chapter 3 shows that {method} can be applied without knowledge of future conditions (RQ1); the comparison of Section 4.2 shows a consistent advantage over {baselines} (RQ2); and the ablation and overhead measurements of Sections 4.3 and 4.4 show where the gain comes from and what it costs (RQ3).',
          ]),
        ],
      },
      {
        title: 'Threats to Validity',
        blocks: [
          c.say([
            'Our evaluation has limits. The data, although realistic, come from a small number of sources, and the baselines were run with their published configurations rather than tuned exhaustively. We also have not studied adversarial inputs, which could be constructed to defeat the adaptation mechanism.',
            'Several threats to validity remain. The chosen workloads may not represent every deployment, results depend on the quality of the available observations, and the comparison uses the published configurations of the baselines.',
          ]),
          'External validity is limited by the number of settings studied: the conclusions are stated for the data sets used, and Chapter 6 lists the experiments that would be needed to extend them.',
        ],
      },
      {
        title: 'Implications',
        blocks: [
          paragraph(areaSentence(c, [implication1 ?? '']), implication2 ? areaSentence(c, [implication2]) : ''),
          c.say([
            'More broadly, the results suggest that modest, well-understood components, combined carefully, can go a long way in {context}.',
            'We expect the same structure to apply to neighbouring problems in {area}.',
          ]),
        ],
      },
    ],
  };

  const conclusion: TextSection = {
    title: 'Conclusion and Future Work',
    blocks: [],
    sections: [
      {
        title: 'Summary',
        blocks: [
          paragraph(
            fill('This thesis studied {subject} in {context} and presented {S}, a system based on {method}.', c.v),
            result4 ? areaSentence(c, [result4]) : '',
            c.say([
              'Its evaluation shows consistent gains over {baselines}, with an overhead small enough for deployment.',
              'On {data} it outperforms {baselines} at a small additional cost, and its behaviour is stable across parameter settings.',
            ]),
          ),
        ],
      },
      {
        title: 'Future Work',
        blocks: [
          c.say([
            'Three directions follow from this work. The evaluation should be extended to further settings and to adversarial inputs; the behaviour of several interacting instances of {S} should be studied; and a hardened implementation should be evaluated with practitioners in {context}.',
            'The most immediate extension is an evaluation on more varied data with tuned baselines. Beyond that, the adaptation mechanism could be given guarantees, and the system could be studied in long-running deployments in {context}.',
          ]),
        ],
      },
    ],
  };

  return {
    body: [
      introduction,
      background,
      designSection(c, mech1, mech2, mech3),
      evaluationSection(c, result1, result2, result3),
      discussion,
      conclusion,
    ],
    back: [
      {
        title: 'Acknowledgements',
        blocks: [
          `I thank my supervisor, ${people.supervisor}, for guidance throughout this work, and the faculty and staff of the ${people.institution.split(', ')[0] ?? 'department'} for their support.`,
        ],
      },
      {
        title: 'Declaration',
        blocks: [
          `I, ${people.student}, declare that this thesis, submitted for the degree of ${people.degree}, is my own work, that it has not been submitted for any other degree, and that all sources used are acknowledged in the references.`,
        ],
      },
    ],
  };
}
