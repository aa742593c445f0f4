/**
 * A research area's phrase bank. Generated titles and abstracts are composed from these, so each area
 * reads like its own literature: its problems, methods, datasets, baselines and typical results.
 *
 * Title parts are written in Title Case; the composer lower-cases them for use inside sentences (keeping
 * acronyms such as IoT or GPU). Sentences may use these placeholders:
 *   {S} system name · {method} · {subject} · {context} · {data} · {baselines}
 *   {p1} 10–45, {p2} 15–70, {p3} 70–97 (percentages) · {pp} 1.2–9.8 and {pp2} 0.5–4.9 (points) · {x} a factor such as 3.4
 */
export interface ResearchArea {
  key: string;
  /** Display name, e.g. "Federated Learning". */
  name: string;
  keywords: readonly string[];
  /** What a paper is about, fits "... for {subject}". */
  subjects: readonly string[];
  /** How, fits "{method} for ...". */
  methods: readonly string[];
  /** Where, fits "... in {context}". */
  contexts: readonly string[];
  /** Two syllable banks for system names, e.g. "Fed" + "Prism". */
  nameParts: readonly [readonly string[], readonly string[]];
  motivations: readonly string[];
  gaps: readonly string[];
  /** Continue "{S} ..." or "The method ..." with what the approach does. */
  mechanisms: readonly string[];
  /** Kinds of evaluation data, e.g. "three public medical imaging benchmarks". */
  datasets: readonly string[];
  baselines: readonly string[];
  results: readonly string[];
  implications: readonly string[];
}
