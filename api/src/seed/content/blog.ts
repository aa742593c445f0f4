import type { BlogPostSeed } from './types.ts';

/**
 * Editorial blog posts shown on /blogs, /blogs/{slug} and /tag/{slug}. Written by the editors for
 * authors and readers: writing, reproducibility, peer review, metadata, ethics and licensing.
 */
export const blogPosts: BlogPostSeed[] = [
  {
    slug: 'how-to-write-an-abstract-reviewers-read',
    title: 'How to Write an Abstract Reviewers Actually Read',
    excerpt:
      'The abstract decides whether an editor can find the right reviewers and whether those reviewers start your paper well disposed. Here is a structure that works for computer-science papers.',
    author: 'Prof. Ananya Raghavan, Editor-in-Chief',
    published_at: '2022-04-12',
    tags: ['writing-tips', 'peer-review'],
    content: `<p>Every submission to IJCRI is read first through its abstract. The editor uses it to decide whether the paper is in scope and which reviewers to invite; invited reviewers use it to decide whether they are qualified to accept. An abstract that is vague costs you time at both steps. An abstract that is precise gets your paper to the right people quickly, and those people begin reading with a clear idea of what you claim.</p>
<h2>Five sentences, five jobs</h2>
<p>Most good abstracts in computer science do five things, often in roughly one sentence each:</p>
<ol>
<li><strong>The problem.</strong> State the concrete problem, not the general field. "Cardinality estimation errors cause poor join orders in analytical queries" is a problem; "Databases are important in the modern world" is not.</li>
<li><strong>Why existing approaches fall short.</strong> Name the gap specifically: they are too slow for streaming data, they assume labelled data that is unavailable, they have no guarantee under adversarial input.</li>
<li><strong>What you did.</strong> Describe your approach in terms a reader in the area will recognise. Give the method a name only if the name helps.</li>
<li><strong>How you evaluated it.</strong> Say what kind of evidence you provide: a proof, experiments on named benchmarks, a deployment, a user study with a stated number of participants.</li>
<li><strong>What you found.</strong> Give the main result with a number and a comparison point: "reduces median query latency by 31% relative to PostgreSQL's default estimator on the Join Order Benchmark".</li>
</ol>
<h2>Be specific about numbers</h2>
<p>"Significantly improves accuracy" tells a reviewer nothing, and in many papers "significantly" is not backed by a significance test. Report the size of the improvement, the baseline it is measured against and the dataset. If the improvement is small but the method is much cheaper, say that instead; an honest trade-off is more persuasive than an inflated headline.</p>
<h2>Common problems we see</h2>
<ul>
<li><strong>Background that fills half the abstract.</strong> Two sentences on why machine learning matters in agriculture leave too little room for what you actually did.</li>
<li><strong>Claims the paper does not support.</strong> If the abstract says "robust", the paper must test robustness. Reviewers check abstract claims against the results section, and a mismatch is one of the most common reasons for a request to revise.</li>
<li><strong>Undefined abbreviations.</strong> An abstract is often read on its own, in search results or indexing services. Spell out every abbreviation the first time, or avoid it.</li>
<li><strong>Citations and equations.</strong> These do not survive in metadata records. Describe the idea in words.</li>
<li><strong>An abstract written before the paper was finished.</strong> Results change during writing. Rewrite the abstract last, with the final tables in front of you.</li>
</ul>
<h2>Length and keywords</h2>
<p>Our <a href="/instruction-for-author">instructions for authors</a> give the length limit for abstracts. Aim to use most of it, but do not pad. Choose keywords that a reviewer would type into a search engine to find work like yours: "federated learning" and "non-IID data" are useful; "novel approach" and "efficiency" are not. Keywords also help the editorial office match your paper to reviewers in the Editorial Management System, so avoid keywords that are so broad they match half the reviewer pool.</p>
<h2>A quick test</h2>
<p>Give your abstract to a colleague in a neighbouring area and ask them three questions: What problem does this paper solve? What is the main evidence? What is the main result? If they cannot answer all three without opening the paper, revise the abstract before you submit. It is the cheapest improvement you can make to your chances in review, and it takes an hour.</p>
<p>A well-written abstract also serves you after publication. It is what appears in search results, in citation databases and in the email alerts that readers receive. The people who decide whether to read and cite your paper will, in most cases, read nothing else first.</p>`,
  },
  {
    slug: 'preparing-a-reproducibility-artefact',
    title: 'Preparing a Reproducibility Artefact That Reviewers Can Use',
    excerpt:
      "Code and data that accompany a paper make it easier to review and more likely to be built on. A practical checklist for packaging an artefact that works on someone else's machine.",
    author: 'Prof. Katharina Brandt, Associate Editor',
    published_at: '2022-09-20',
    tags: ['reproducibility', 'research-methods'],
    content: `<p>A reproducibility artefact is the code, data, configuration and instructions that let another researcher obtain the results reported in your paper. At IJCRI we do not require an artefact for every paper, since theoretical work and some industrial studies cannot provide one, but reviewers are asked to comment on reproducibility, and a usable artefact answers many of their questions before they are asked. This post describes what a good artefact looks like.</p>
<h2>Start from the claims</h2>
<p>Before packaging anything, list the claims in your paper that depend on computation: each table, each figure, each number quoted in the text. For each, note the script that produces it, the input data it needs and the approximate running time. This list becomes the core of your README. An artefact that contains all your code but does not say which script produces Table 3 is of limited use to a reviewer with two days to write a report.</p>
<h2>What to include</h2>
<ul>
<li><strong>Source code</strong> at the exact version used for the paper. Tag the commit in your repository and cite the tag, not just the repository.</li>
<li><strong>Dependencies with versions.</strong> A requirements file with pinned versions, a lock file, or better, a container image definition such as a Dockerfile. "Requires PyTorch" is not enough; results can change between minor versions.</li>
<li><strong>Data</strong>, or instructions and scripts to obtain it. If the data is public, give the exact source and version and, where possible, a checksum. If you created the data, deposit it in a repository that issues DOIs so it can be cited independently.</li>
<li><strong>Configuration files</strong> for every experiment, including hyperparameters and random seeds.</li>
<li><strong>Trained models or intermediate results</strong> when regenerating them would take days. A reviewer may reasonably check your evaluation without retraining.</li>
<li><strong>A README</strong> with hardware requirements, installation steps, the claim-to-script mapping, expected running times and expected outputs.</li>
</ul>
<h2>Make it run somewhere else</h2>
<p>The most common failure is an artefact that works only on the author's machine. Hard-coded absolute paths, an environment variable set in a forgotten shell profile, a dataset downloaded by hand two years ago: each will stop a reviewer. The remedy is simple. Ask a colleague who did not work on the project to follow your README on a clean machine or a fresh container, and fix everything they stumble on. Budget a full day for this; it is always longer than expected.</p>
<h2>Provide a small version</h2>
<p>If your full experiments need a GPU cluster for a week, provide a reduced configuration that runs in under an hour on a laptop and exercises the same code paths: fewer epochs, a subset of the data, a smaller model. State clearly that the small run will not reproduce the paper's numbers exactly, but show what output it should produce. This lets reviewers confirm that the pipeline works and inspect intermediate results, which is often all they need.</p>
<h2>When you cannot share</h2>
<p>Some data cannot be released: patient records, proprietary logs, personal data collected under a consent form that forbids sharing. Say so in the paper and explain the restriction. Then share what you can: the code, a synthetic dataset with the same schema, the evaluation scripts, or aggregate statistics. A clear and honest data availability statement is received much better by reviewers than silence.</p>
<h2>Licences and archiving</h2>
<p>Attach a licence to your code; without one, others cannot legally reuse it. Permissive licences such as MIT or Apache 2.0 are common choices in computer science. Archive the tagged release in a repository that issues a persistent identifier, such as Zenodo or an institutional repository, so the artefact remains available even if you later reorganise your project page. Cite the archived artefact in your paper, with its DOI, exactly as you would cite another publication.</p>
<p>Preparing an artefact takes effort, but the effort is repaid. Reviewers can check your work rather than take it on trust, errors are found before publication rather than after, and other researchers can build on your work, which is the surest route to it being cited.</p>`,
  },
  {
    slug: 'choosing-baselines-and-reporting-variance',
    title: 'Choosing Baselines and Reporting Variance in Experimental Papers',
    excerpt:
      'Weak baselines and single-run results are among the most frequent reasons experimental papers are sent back for revision. What reviewers expect, and how to meet the expectation without unlimited compute.',
    author: 'Dr. Sophie Tremblay, Editorial Board Member',
    published_at: '2023-02-14',
    tags: ['research-methods', 'reproducibility'],
    content: `<p>An experimental result means something only in comparison. A new method that reaches 87% accuracy is impressive if the best previous method reached 80% under identical conditions, and unremarkable if a well-tuned logistic regression reaches 86%. Choosing the comparison, and reporting how much the numbers move from run to run, is therefore as important as the method itself. These are also the two points on which IJCRI reviewers most often ask for revisions in experimental papers.</p>
<h2>What makes a good baseline set</h2>
<p>A convincing comparison usually includes three kinds of baseline:</p>
<ul>
<li><strong>A simple baseline.</strong> Majority class, linear model, nearest neighbour, round-robin scheduling, BM25: whatever a competent practitioner would try first. Simple baselines are often stronger than papers admit, and a method that cannot beat them has no case.</li>
<li><strong>The standard approach.</strong> The method that is widely used in practice or most commonly cited as the reference point in your area.</li>
<li><strong>The strongest recent methods.</strong> The best published results on the same task, ideally from the last two or three years. If you leave out a well-known recent method, explain why: no code available, a different problem setting, or prohibitive cost.</li>
</ul>
<h2>Tune baselines as carefully as your own method</h2>
<p>The most common unfair comparison is not a missing baseline but an untuned one. If your method received a hyperparameter search over fifty configurations and the baselines ran with default settings, the comparison measures tuning effort, not method quality. Give every method the same tuning budget and report it. If you copy baseline numbers from another paper rather than running them yourself, confirm that the data split, preprocessing and evaluation metric are identical, and say in the paper that the numbers are copied.</p>
<h2>Report variance, not just the best run</h2>
<p>Training neural networks, running randomised algorithms and measuring system performance all produce results that vary between runs. A single number hides that variation, and the difference between two methods may be smaller than the difference between two seeds of the same method. As a minimum:</p>
<ol>
<li>Run each configuration several times with different random seeds. Five runs is a reasonable floor for most machine learning experiments; reinforcement learning often needs more.</li>
<li>Report the mean together with the standard deviation, a confidence interval, or the minimum and maximum. Say which one you are reporting and how many runs it is based on.</li>
<li>For systems measurements, report the number of repetitions, discard warm-up runs explicitly, and show tail percentiles such as the 99th percentile latency as well as the median.</li>
<li>When claiming that one method is better than another, use an appropriate statistical test, or at least show that the intervals do not overlap. For comparisons across many datasets, consider tests designed for that setting, such as the Wilcoxon signed-rank test.</li>
</ol>
<h2>Working within a limited compute budget</h2>
<p>Many of our authors work without access to large GPU clusters, and reviewers know this. It is better to run fewer configurations several times each than many configurations once. If you cannot afford multiple runs of the largest model, run the full protocol on a smaller model and state the limitation plainly. Reviewers respond well to papers that are honest about what was and was not measured; they respond badly to papers that report a single run as if it were definitive.</p>
<h2>Ablations</h2>
<p>If your method has several components, show what each contributes by removing them one at a time. An ablation study answers the reviewer's natural question of whether the complicated part of your method is actually doing the work, and it frequently reveals that a simpler version performs almost as well, which is itself a useful finding to report.</p>
<p>None of this requires exotic statistics. It requires planning experiments before running them, keeping the seeds and configurations, and writing down what was done. Those same records also form the core of a <a href="/blogs/preparing-a-reproducibility-artefact">reproducibility artefact</a>.</p>`,
  },
  {
    slug: 'how-our-two-day-review-works',
    title: 'How Our Two-Day Review Works, and What Reviewers Check',
    excerpt:
      'IJCRI aims to return reviews within two days and a first decision within three. This post explains how the timeline is achieved, what each reviewer checks, and what happens when a paper needs longer.',
    author: 'Dr. Meera Kulkarni, Managing Editor',
    published_at: '2023-06-07',
    tags: ['peer-review', 'publishing-process'],
    content: `<p>Authors often ask how a journal can review a paper in two days when many take months. The short answer is that most of the delay in peer review is waiting, not reading: waiting for an editor to look at a submission, for invited reviewers to reply, for reports to arrive. We have organised our process to remove as much waiting as we can, without removing any of the reading. This post describes each step.</p>
<h2>Step 1: Initial response within 12 hours</h2>
<p>When you submit through our Editorial Management System, the editorial office checks the manuscript within 12 hours. This first screening covers four things: whether the paper falls within the journal's <a href="/topics">topics</a>; whether it follows the formatting requirements in the <a href="/instruction-for-author">instructions for authors</a>; whether the similarity report is below our 20% threshold; and whether required statements, such as ethics approval for studies with human participants, are present. You will receive either confirmation that the paper has gone to review or a message explaining what needs to change before it can.</p>
<h2>Step 2: Review in 2 days</h2>
<p>We keep a pool of reviewers in each topic area who have told us in advance which days they are available. Instead of sending invitations and waiting a week for replies, the handling editor assigns the paper to reviewers who have already committed time for that period and whose expertise matches the paper's keywords and references. Reviewers with a conflict of interest, such as a recent co-author or a colleague at the same institution, are excluded. Each reviewer receives the paper with a structured report form and returns the report within two days.</p>
<h2>What reviewers check</h2>
<p>The report form asks reviewers to assess the paper on the following points, with comments on each:</p>
<ul>
<li><strong>Scope and contribution:</strong> is the problem clearly stated, and is the contribution new relative to the work the paper cites and to work it should have cited?</li>
<li><strong>Correctness:</strong> are proofs complete, are methods described accurately, and do the conclusions follow from the evidence?</li>
<li><strong>Evaluation:</strong> are baselines appropriate and fairly tuned, are datasets and metrics suitable, and is variance reported?</li>
<li><strong>Reproducibility:</strong> is there enough detail, code or data for another researcher to repeat the work?</li>
<li><strong>Presentation:</strong> is the paper clearly organised, are figures readable, and is the language clear enough not to obscure the content?</li>
<li><strong>Ethics and integrity:</strong> are there concerns about data use, consent, duplicate publication or citation practices?</li>
</ul>
<p>Reviewers finish with a recommendation: accept, minor revision, major revision or reject. The recommendation is advice to the editor, not a vote.</p>
<h2>Step 3: Decision in 3 days</h2>
<p>The handling editor reads the paper and the reports, resolves disagreements between reviewers, and sends you a decision with the full reports normally within three days of submission. If reviewers disagree sharply or a report is too brief to be useful, the editor may invite an additional reviewer. When that happens we tell you, and the decision takes longer. We would rather send a late decision than a poorly founded one.</p>
<h2>Revisions</h2>
<p>Most papers that are eventually accepted go through at least one revision. The time you take to revise is yours, and the clock for the journal's timeline restarts when you resubmit. Revised papers usually return to the original reviewers, who check whether their points have been addressed. A response letter that answers each comment in turn, with page and line numbers for every change, makes that check quick.</p>
<h2>Step 4: Publication 5 to 10 days after final approval</h2>
<p>Once the editor approves the final version and the article processing charge has been paid, the production team prepares the typeset article, sends you proofs, registers the DOI where applicable and publishes the paper online. This takes 5 to 10 days, most of which is the proof check. Replying to proof queries promptly is the best way to keep it short.</p>
<h2>Speed is not a shortcut</h2>
<p>A fast timeline is only worth having if the review is real. Reviewers are not rewarded for speed, the editor is free to reject papers that reviewers recommend accepting, and a paper that needs more time gets more time. Our full <a href="/peer-review-policy">peer review policy</a> describes these principles in detail, and you can follow your own submission on the <a href="/paper-status">paper status</a> page.</p>`,
  },
  {
    slug: 'responding-to-reviewer-comments',
    title: 'Responding to Reviewer Comments: A Practical Guide',
    excerpt:
      'A revision is judged as much by the response letter as by the revised paper. How to structure a point-by-point response, handle comments you disagree with, and make the second round quick.',
    author: 'Dr. Oliver Pemberton, Section Editor',
    published_at: '2023-11-21',
    tags: ['peer-review', 'writing-tips'],
    content: `<p>When a decision letter asks for revisions, the paper is not rejected: the editor is telling you what it would take to accept it. How you respond determines whether the second round is a quick confirmation or another long exchange. In my experience handling theory and algorithms papers, the quality of the response letter predicts the outcome of a revision better than almost anything else.</p>
<h2>Read everything, then wait a day</h2>
<p>Critical reviews are unpleasant to read, and the first reaction is often that the reviewer has misunderstood the paper. Sometimes that is true. More often, the misunderstanding shows where the paper is unclear, and a reader who misunderstood it in review will misunderstand it after publication too. Read all the reports and the editor's letter, then put them aside before you start writing a response.</p>
<h2>Make a list of every point</h2>
<p>Copy each reviewer's comments into a document and split them into individual points, numbered by reviewer: R1.1, R1.2, R2.1 and so on. Include small points such as typographical errors and unclear figure labels. Then classify each point:</p>
<ul>
<li>changes you will make as requested;</li>
<li>changes you will make in a different way from what was suggested;</li>
<li>requests you cannot meet, for example because the data is unavailable;</li>
<li>points you disagree with.</li>
</ul>
<p>If the editor's letter identifies particular points as essential, deal with those first and most thoroughly.</p>
<h2>Structure of the response letter</h2>
<p>A good response letter has a short opening paragraph thanking the reviewers and summarising the main changes, followed by the point-by-point responses. For each point:</p>
<ol>
<li>Quote the reviewer's comment in full.</li>
<li>State what you did, in a sentence or two.</li>
<li>Say exactly where the change is: section, page and line numbers in the revised manuscript.</li>
<li>Where the change is short, quote the new text in the letter, so the reviewer can see it without searching.</li>
</ol>
<p>Also submit a version of the manuscript with changes highlighted. Reviewers on a two-day schedule appreciate being able to go straight to the changes.</p>
<h2>When you disagree</h2>
<p>You do not have to accept every suggestion. If a reviewer asks for a comparison that is not meaningful, or misreads a proof, explain why politely and with evidence. Avoid "the reviewer is wrong"; write instead "We believe the bound holds as stated, because..." and give the argument. Then ask whether the paper could be clearer on the point, and usually revise it anyway. A reviewer who misread the proof may be the first of many readers to do so.</p>
<blockquote>A useful rule: every comment should lead either to a change in the paper or to an explanation in the letter of why no change was made. "Done" on its own is not enough, and silence is never acceptable.</blockquote>
<h2>When you cannot do what was asked</h2>
<p>Reviewers sometimes ask for experiments that would need resources you do not have: a larger dataset, a cluster you cannot access, a user study that would require a new ethics approval. Say so honestly, do what you can, such as a smaller-scale experiment or a discussion of the expected effect, and add the limitation to the paper's threats to validity or limitations section. Editors can accept a paper with acknowledged limitations; they cannot accept one that ignores a reviewer's central concern.</p>
<h2>Keep the tone professional</h2>
<p>Reviewers volunteer their time. Thank them once at the start, not in every response, and keep the rest factual. Do not speculate about who the reviewers are, and do not contact them directly. If you believe a review was unfair or showed a conflict of interest, write to the editor separately, giving specific reasons.</p>
<h2>Check before you resubmit</h2>
<p>Before resubmitting, read the letter and the revised paper side by side. Check that every line reference is correct, that new text does not contradict old text elsewhere, and that the abstract and conclusions still match the results if the results changed. Update the reference list for any new citations. A careful revision often takes a week; rushing it to save two days usually costs a third round.</p>`,
  },
  {
    slug: 'understanding-dois-crossref-and-crossmark',
    title: 'Understanding DOIs, Crossref and Crossmark',
    excerpt:
      'What a DOI is, what Crossref does with the metadata we deposit for your article, how Crossmark tells readers about corrections, and how to choose between our publication options with and without a DOI.',
    author: 'Dr. Meera Kulkarni, Managing Editor',
    published_at: '2024-03-05',
    tags: ['doi-and-metadata', 'publishing-process', 'open-access'],
    content: `<p>Authors frequently ask what a DOI is for, and Indian authors in particular ask whether to choose our publication option with a DOI or without one. This post explains what DOIs are, how Crossref uses the metadata we deposit, and what Crossmark adds.</p>
<h2>What a DOI is</h2>
<p>A Digital Object Identifier is a permanent identifier for a piece of scholarly content. It has two parts separated by a slash: a prefix that identifies the registrant, and a suffix that identifies the item. Every DOI that IJCRI registers begins with our prefix, <strong>10.59638</strong>, followed by a suffix assigned to the individual article.</p>
<p>The value of a DOI is that it resolves through a central service. Anyone who visits https://doi.org/ followed by the DOI is redirected to the article's current location. If the journal's website is reorganised, or a page address changes, we update the record and the DOI keeps working. A plain web address offers no such guarantee, which is why reference styles and many funders ask for DOIs wherever they exist.</p>
<h2>What Crossref does</h2>
<p>Crossref is the not-for-profit registration agency through which most scholarly publishers register DOIs. When we register a DOI for your article, we deposit a metadata record with Crossref that includes:</p>
<ul>
<li>the title, authors, affiliations and ORCID iDs where authors have provided them;</li>
<li>the journal name, e-ISSN 2957-8430, volume, issue and publication date;</li>
<li>the abstract;</li>
<li>the reference list, which allows citation links to be counted in both directions;</li>
<li>the licence under which the article is published, so that services can recognise it as open access.</li>
</ul>
<p>This record is what search engines, library discovery systems, reference managers and citation services read. Errors in it spread quickly, so please check author names, spellings and ORCID iDs carefully at proof stage. A misspelled name in the metadata can separate a paper from the rest of its author's work in citation profiles.</p>
<h2>Why your references matter</h2>
<p>Because we deposit reference lists, Crossref can match your references to the DOIs of the works you cite. Accurate, complete references in a consistent style, with DOIs included, make this matching reliable. Our <a href="/instruction-for-author">instructions for authors</a> describe the reference style we use.</p>
<h2>Crossmark: is this the current version?</h2>
<p>Articles sometimes change after publication. A figure may be corrected, an author's affiliation fixed, or, rarely, an article retracted because of a serious error or misconduct. Readers who downloaded a PDF months earlier have no way of knowing. Crossmark is a Crossref service that addresses this: a button on the article page and in the PDF that, when clicked, checks the current status of the article and shows any corrections, retractions or other updates linked to it.</p>
<p>Whatever interface a reader uses, the principle in our <a href="/cross-mark-policy">Crossmark policy</a> is the same: we never silently alter a published article. Corrections are published as separate, dated notices linked to the original, and the original remains accessible with a clear indication of its status.</p>
<h2>With or without a DOI</h2>
<p>For Indian authors we offer two options: publication without DOI registration at Rs 1200 plus 18% GST, and publication with a DOI at Rs 1400 plus 18% GST. For international authors, publication includes a DOI at $60. Full details are on the <a href="/article-processing-charges">article processing charges</a> page.</p>
<p>Both options receive the same peer review, the same editing and the same permanent place in our <a href="/archives">archives</a>. The difference is discoverability and citation tracking. An article without a DOI can still be found and cited, but it has no Crossref metadata record, its citations are harder to count, and some institutions and funders ask for DOIs when researchers report their publications. If you are unsure which option suits you, check the requirements of your institution or funder before final approval, or write to the editorial office.</p>`,
  },
  {
    slug: 'avoiding-plagiarism-and-self-plagiarism',
    title: 'Avoiding Plagiarism and Self-Plagiarism: What Our Below-20% Rule Means',
    excerpt:
      'Every submission is screened for textual similarity, and the overall score must be below 20%. What the score measures, what it does not, and how to avoid problems with your own earlier work.',
    author: 'Prof. Margaret Holloway, Advisory Board Member',
    published_at: '2024-08-19',
    tags: ['research-ethics', 'writing-tips'],
    content: `<p>Every manuscript submitted to IJCRI is checked with similarity detection software before it goes to review. The software compares the text with published articles, preprints, theses and web pages, and produces a report showing which passages match which sources, together with an overall percentage. Our rule is that this overall similarity must be below 20%. Authors reasonably ask what that number means and how to stay within it. This post explains both, and why the number is only the beginning of the assessment.</p>
<h2>What the similarity score measures</h2>
<p>The score is the proportion of the manuscript's text that matches text found elsewhere. It does not distinguish between legitimate and illegitimate matches. Standard phrases ("the remainder of this paper is organised as follows"), names of algorithms and datasets, properly quoted passages and the reference list all produce matches. For this reason the editorial office reviews the report itself, not only the number, and excludes the bibliography and correctly quoted and attributed material when interpreting it.</p>
<h2>Why the number alone is not enough</h2>
<p>A score below 20% does not mean a paper is free of plagiarism. If a single paragraph of a results discussion is copied from another paper without attribution, that is plagiarism even if it is only 3% of the manuscript. Conversely, a score slightly above 20% made up of many short common phrases spread across dozens of sources usually indicates no misconduct at all; we return such papers to the authors with the report and ask them to revise the affected passages. What the editors look for is concentration: substantial blocks of text from one source, or matched passages that present someone else's ideas, results or figures as the authors' own.</p>
<h2>Plagiarism in computer-science papers</h2>
<p>The forms we see most often are:</p>
<ul>
<li>related-work sections assembled from sentences in the papers being described;</li>
<li>method descriptions copied from the paper that introduced the method, rather than summarised and cited;</li>
<li>figures and architecture diagrams reproduced from other papers without permission or attribution;</li>
<li>text translated from a paper in another language and presented as original;</li>
<li>text run through paraphrasing tools to hide its source, which reviewers usually notice because the result reads strangely and technical terms are replaced by incorrect synonyms.</li>
</ul>
<p>The last of these is treated as deliberate misconduct, not as a formatting problem. Write your related work from your own notes, in your own words, with citations.</p>
<h2>Self-plagiarism and text recycling</h2>
<p>Reusing your own published text is also a concern, for two reasons. The earlier publisher may hold rights in that text, and readers and evaluators are misled if the same results appear as new in two places. We distinguish between:</p>
<ol>
<li><strong>Duplicate publication</strong>: submitting a paper whose results have already been published, or submitting the same paper to two journals at once. This is not permitted.</li>
<li><strong>Extended conference papers</strong>: a journal version of a paper that appeared at a conference. This is welcome provided the earlier paper is cited and disclosed in the cover letter, and the journal version contains substantial new material, such as new experiments, proofs or analysis, not just a longer introduction.</li>
<li><strong>Limited text recycling</strong>: reusing a few sentences describing a standard experimental setup or a dataset from your earlier paper. This is generally acceptable when the earlier paper is cited, though rewriting is better practice.</li>
</ol>
<p>Text from your own thesis or a preprint of the same paper is not self-plagiarism, but it will appear in the similarity report. Mention the thesis or preprint in your cover letter so the editor can interpret the matches.</p>
<h2>Generative AI tools</h2>
<p>If you use a language model to help with wording, you remain responsible for every sentence, including its accuracy and its originality. Such tools can reproduce passages from their training data and invent references that do not exist. Check every citation against the original source, and disclose substantive use of these tools as our <a href="/publication-ethics-policy">publication ethics policy</a> requires.</p>
<h2>Practical advice</h2>
<p>Keep notes in your own words while reading, so that your drafts are not built from copied sentences. Put quotation marks around any text you take verbatim, even temporarily. Cite the source of every idea, method, dataset and figure. If your institution gives you access to similarity checking software, run your draft through it before submitting; it is far easier to fix a passage before review than after.</p>`,
  },
  {
    slug: 'preparing-references-in-ieee-style',
    title: 'Preparing References in IEEE Style',
    excerpt:
      'IJCRI uses IEEE reference style. A compact guide to numbered citations and the formats for journal articles, conference papers, books, preprints, datasets and software, with worked examples.',
    author: 'Dr. Meera Kulkarni, Managing Editor',
    published_at: '2025-01-28',
    tags: ['writing-tips', 'doi-and-metadata'],
    content: `<p>IJCRI asks authors to format references in IEEE style, the most widely used style in computer science and engineering. Consistent references matter for more than appearance: we deposit reference lists with Crossref when we register DOIs, and references that follow a consistent format are matched to the cited works far more reliably. This guide covers the cases that appear most often in our submissions.</p>
<h2>Citations in the text</h2>
<p>IEEE style uses numbers in square brackets, assigned in the order in which sources are first cited. The first source you cite is [1], the next new source [2], and so on. If you cite [1] again later, it keeps the number 1. Some practical points:</p>
<ul>
<li>Place the citation inside the sentence, before the full stop: "as shown in [4]."</li>
<li>Cite several sources as [2], [5], [9] and a consecutive range as [3]–[6].</li>
<li>The number can stand in for a noun ("as described in [7]"), but a sentence such as "[7] proposed" reads poorly; prefer "Lee et al. [7] proposed".</li>
<li>Every cited number must appear in the reference list, and every entry in the list must be cited in the text.</li>
</ul>
<h2>The reference list</h2>
<p>List references in numerical order. Authors' given names are reduced to initials placed before the surname. List up to six authors in full; for more than six, give the first author followed by <em>et al.</em> Titles of articles and conference papers go in quotation marks with only the first word and proper nouns capitalised; titles of journals and books are in italics. Include the DOI at the end whenever one exists.</p>
<h3>Journal article</h3>
<p>Y. LeCun, Y. Bengio, and G. Hinton, "Deep learning," <em>Nature</em>, vol. 521, no. 7553, pp. 436–444, May 2015, doi: 10.1038/nature14539.</p>
<h3>Conference paper</h3>
<p>K. He, X. Zhang, S. Ren, and J. Sun, "Deep residual learning for image recognition," in <em>Proc. IEEE Conf. Comput. Vis. Pattern Recognit. (CVPR)</em>, Las Vegas, NV, USA, 2016, pp. 770–778, doi: 10.1109/CVPR.2016.90.</p>
<h3>Book</h3>
<p>T. H. Cormen, C. E. Leiserson, R. L. Rivest, and C. Stein, <em>Introduction to Algorithms</em>, 4th ed. Cambridge, MA, USA: MIT Press, 2022.</p>
<h3>Paper with more than six authors</h3>
<p>A. Vaswani <em>et al.</em>, "Attention is all you need," in <em>Proc. Adv. Neural Inf. Process. Syst. (NeurIPS)</em>, vol. 30, 2017, pp. 5998–6008.</p>
<h2>Preprints</h2>
<p>Many computer-science papers first appear on arXiv. If a preprint has since been published in a journal or conference, cite the published version, as in the example above, which also exists as an arXiv preprint. If it has not been published, give the authors, the title in quotation marks, the arXiv identifier (a four-digit year-and-month code, a full stop and a sequence number, prefixed by "arXiv:") and the year, and add the version number if you relied on a specific version. Reviewers notice when the evidence for a central claim rests on unreviewed preprints, so use them with care.</p>
<h2>Datasets and software</h2>
<p>Datasets and software deserve citations in their own right. Give the creators, the title, the version, the repository or publisher, the year and the DOI or persistent address. When you cite a code repository, cite the archived release you used rather than the changing main branch. A citation of the form "code available on GitHub" in a footnote does not give readers enough information to find the exact version.</p>
<h2>Web pages and standards</h2>
<p>Cite web pages only when no formal publication exists, and include the date you accessed them, since web content changes. For standards, give the issuing body, the standard's number and title, and the year, for example an IEEE, ISO or IETF RFC document.</p>
<h2>Common errors</h2>
<ol>
<li>Mixing styles, for example author-year citations in the text with a numbered list.</li>
<li>Missing volume, issue or page numbers for journal articles.</li>
<li>Conference papers listed without the name of the proceedings.</li>
<li>References generated by a reference manager and never checked. Automatically imported records often contain titles in capital letters, duplicated entries and missing DOIs.</li>
<li>References to works the authors have not read. Cite the source you actually consulted.</li>
</ol>
<p>Reference managers such as Zotero, JabRef and Mendeley all provide an IEEE output style, and LaTeX users can use the IEEEtran bibliography style. These tools do most of the formatting, but the data they work from is only as good as what was imported. Check every entry before you submit; it is part of the paper.</p>`,
  },
  {
    slug: 'organising-a-conference-proceedings-collaboration',
    title: 'Organising a Conference Proceedings Collaboration with IJCRI',
    excerpt:
      'Conference organisers can publish selected peer-reviewed papers through IJCRI. How the collaboration works, what we need in a proposal, and the steps from approval to publication.',
    author: 'Prof. Ananya Raghavan, Editor-in-Chief',
    published_at: '2025-06-10',
    tags: ['announcements', 'publishing-process'],
    content: `<p>IJCRI works with conferences organised by universities and professional bodies to publish their peer-reviewed papers in our <a href="/conference-procedings">conference proceedings</a> section. This gives authors a permanent, citable publication and gives organisers a publishing partner without the cost of producing proceedings themselves. This post explains how a collaboration works and what we ask of organisers.</p>
<h2>Who can apply</h2>
<p>We collaborate with academic conferences, workshops and symposia in computer science and closely related fields whose scope overlaps with the <a href="/topics">topics</a> the journal covers. The conference must have its own programme committee and its own peer review process, and it must expect to publish at least 10 papers through the collaboration. Events that accept papers without review, or whose main purpose is to sell publication, are not eligible.</p>
<h2>What to include in a proposal</h2>
<p>Send a proposal to the editorial office with:</p>
<ul>
<li>the name, dates, venue and format of the conference, and the organising institution or society;</li>
<li>the conference scope and call for papers;</li>
<li>the names and affiliations of the general chairs, programme chairs and programme committee;</li>
<li>a description of the review process: how many reviewers each paper receives, whether review is single-blind or double-blind, how conflicts of interest are handled and how decisions are made;</li>
<li>the expected number of submissions and of papers to be published;</li>
<li>the timeline from submission deadline to the camera-ready deadline.</li>
</ul>
<p>We respond to complete proposals within 1 to 3 working days, with an approval, a request for more information, or an explanation of why we cannot proceed.</p>
<h2>What the organisers are responsible for</h2>
<p>The conference programme committee is responsible for the scientific review of its papers. We ask that each paper receive at least two independent reviews, that reviews be retained and made available to the editors on request, and that papers by the organisers themselves be handled by someone without a conflict of interest. The organisers also collect camera-ready versions in our template and confirm that each paper was presented at the event.</p>
<h2>What the journal does</h2>
<p>Accepted papers are submitted to IJCRI through the Editorial Management System, grouped under the conference. The editorial office then:</p>
<ol>
<li>checks each paper for scope and formatting against our <a href="/instruction-for-author">instructions for authors</a>;</li>
<li>runs a similarity check on each paper, applying the same below-20% rule as for regular submissions;</li>
<li>audits a sample of the conference reviews to confirm the agreed process was followed;</li>
<li>copy-edits and typesets the papers, registers DOIs where applicable, and publishes them online under the conference's name.</li>
</ol>
<p>The editors may decline to publish an individual paper that fails the similarity check, falls outside scope, or shows evidence of misconduct, even if the conference accepted it. We tell the organisers the reasons, and the authors may revise and resubmit where the problem can be fixed.</p>
<h2>Charges</h2>
<p>Article processing charges for proceedings papers are agreed with the organisers when the proposal is approved, and depend on the number of papers and whether DOIs are to be registered. Organisers may collect the charge as part of the registration fee or ask authors to pay directly. Our standard charges are listed on the <a href="/article-processing-charges">article processing charges</a> page.</p>
<h2>Planning the timeline</h2>
<p>The most common problem in proceedings collaborations is a compressed final stage. Allow at least two weeks between the camera-ready deadline and the date you want the proceedings published, so that papers failing formatting or similarity checks can be corrected. Send us the proposal before you publish your call for papers if possible, so that the call can state where accepted papers will be published, which helps attract submissions.</p>
<p>If you are organising an event and would like to discuss a collaboration, write to the editorial office with a short description of the conference. We are happy to answer questions before you prepare a full proposal.</p>`,
  },
  {
    slug: 'call-for-papers-special-issue-efficient-trustworthy-edge-ai',
    title: 'Call for Papers: Special Issue on Efficient and Trustworthy Machine Learning at the Edge',
    excerpt:
      'IJCRI invites submissions for a special issue on machine learning that runs on phones, sensors and edge servers and can be relied on there. Submissions close on 31 March 2026.',
    author: 'Prof. Lim Wei Jie, Associate Editor',
    published_at: '2025-11-03',
    tags: ['announcements', 'peer-review'],
    content: `<p>Machine learning models are increasingly deployed not in data centres but on phones, cameras, agricultural sensors, vehicles and small edge servers. These settings bring constraints that benchmark papers rarely face: a few hundred kilobytes of memory, batteries that must last a season, intermittent connectivity, and input data that drifts away from the training distribution. They also raise questions of trust: how can a model on a device be updated securely, audited, or prevented from leaking the data it sees? IJCRI invites original research papers for a special issue on efficient and trustworthy machine learning at the edge.</p>
<h2>Guest editors</h2>
<p>The special issue is edited by <a href="/editorial-board/lim-wei-jie">Prof. Lim Wei Jie</a> (National University of Singapore) and <a href="/editorial-board/efua-boateng">Dr. Efua Boateng</a> (Kwame Nkrumah University of Science and Technology), with <a href="/editorial-board/ingrid-solberg">Dr. Ingrid Solberg</a> (Norwegian University of Science and Technology) advising on privacy.</p>
<h2>Topics</h2>
<p>We welcome submissions on topics including, but not limited to:</p>
<ul>
<li>model compression, quantisation and distillation for microcontrollers and mobile processors;</li>
<li>partitioning and offloading of inference between devices, edge servers and the cloud;</li>
<li>on-device and federated training under energy and bandwidth limits;</li>
<li>detection of and adaptation to distribution shift after deployment;</li>
<li>privacy protection for data processed on devices, including differential privacy and secure aggregation;</li>
<li>robustness of edge models to adversarial and physical-world perturbations;</li>
<li>secure model updates and integrity verification for deployed models;</li>
<li>measurement studies and datasets from real edge deployments, for example in agriculture, health or transport.</li>
</ul>
<p>Papers must make a computing contribution. We particularly encourage work evaluated on real hardware, with measured latency, memory and energy, and work from deployments in resource-constrained regions.</p>
<h2>Important dates</h2>
<ul>
<li>Submissions open: 10 November 2025</li>
<li>Submission deadline: 31 March 2026</li>
<li>Planned publication: the second issue of 2026</li>
</ul>
<p>Papers are reviewed as they arrive, so early submission is encouraged. Accepted papers will be published online as soon as they are ready and collected in the special issue.</p>
<h2>Review process</h2>
<p>Special issue papers go through the same peer review as every other IJCRI submission, with the same standards described in our post on <a href="/blogs/how-our-two-day-review-works">how our review works</a>. The guest editors act as handling editors, but final decisions rest with the Editor-in-Chief. A guest editor does not handle any paper with which they have a conflict of interest, and papers submitted by the guest editors themselves are handled by another member of the editorial board. Reviewers will pay particular attention to hardware details, measured rather than estimated resource figures, and comparison against standard compressed models.</p>
<h2>How to submit</h2>
<p>Prepare your manuscript according to our <a href="/instruction-for-author">instructions for authors</a> and submit it through the Editorial Management System, following the steps in our <a href="/guidance-for-ems">guidance for EMS</a>. In the cover letter, state that the paper is submitted to the special issue on Efficient and Trustworthy Machine Learning at the Edge. Extended versions of conference papers are welcome if the earlier version is disclosed and the journal version contains substantial new material.</p>
<p>The standard <a href="/article-processing-charges">article processing charges</a> apply to accepted papers. Articles are published open access under the journal's licence.</p>
<p>Questions about whether a paper fits the special issue can be sent to the editorial office, marked for the attention of the guest editors. We look forward to your submissions.</p>`,
  },
  {
    slug: 'open-access-and-cc-by-licensing-explained',
    title: 'Open Access and CC BY 4.0 Licensing Explained',
    excerpt:
      'All IJCRI articles are free to read and published under the Creative Commons Attribution 4.0 International licence. What that allows readers and authors to do, and what it asks of them.',
    author: 'Dr. Meera Kulkarni, Managing Editor',
    published_at: '2026-04-15',
    tags: ['open-access', 'research-ethics'],
    content: `<p>IJCRI is an open-access journal. Every article we publish is free to read, download and share from the moment of publication, with no subscription or registration. The costs of review, production and hosting are covered by article processing charges paid on acceptance, not by readers. This post explains the licence under which articles are published and what it means in practice.</p>
<h2>The licence</h2>
<p>Our <a href="/terms-and-conditions">terms and conditions</a> state that articles are published under the <a href="https://creativecommons.org/licenses/by/4.0/">Creative Commons Attribution 4.0 International licence</a>, abbreviated CC BY 4.0. Creative Commons licences are standard public licences: rather than asking the journal for permission, anyone can rely on the licence terms directly. The same licence is stated on every article page, in every PDF, in the metadata we send to indexing services and in the copyright form authors sign.</p>
<h3>BY: attribution</h3>
<p>CC BY has a single condition. Anyone who shares or adapts the article must give appropriate credit: the authors, the title, the journal and, where available, the DOI, together with a link to the licence and an indication of whether anything was changed. A normal scholarly citation with a link usually satisfies this. They must not suggest that the authors or the journal endorse them or their use.</p>
<h3>What CC BY allows</h3>
<p>Within that condition, anyone may copy, redistribute, translate, adapt and build upon the article for any purpose, including commercial use. A textbook may reproduce a figure with credit, a translator may publish a translation that says it is one, and a text-mining project may process the full text of every article in the archive.</p>
<h2>What this means for readers</h2>
<ul>
<li>You may read, download, print and store any article.</li>
<li>You may share copies by email, on course websites and in repositories, with attribution.</li>
<li>You may reuse figures and tables, translate and adapt articles, with attribution and a note of what you changed.</li>
<li>You may quote and cite articles in your own research, as with any publication.</li>
</ul>
<h2>What this means for authors</h2>
<p>You keep the copyright. You may deposit the published version of your article in your institutional repository and on your personal web page, and share it with colleagues, without asking us. Please link to the article's page or DOI so that readers can find the version of record and any later corrections.</p>
<p>Many research funders require publications to carry CC BY, because it allows the widest reuse. Articles in IJCRI meet that requirement without any extra step or charge.</p>
<h2>Why licences matter for integrity</h2>
<p>A clear licence protects authors as well as readers. The attribution requirement means your name stays attached to your work wherever it is shared, and anyone who adapts it must say so. When we register a DOI, the licence is recorded in the article's Crossref metadata, so repositories and search services can identify the article as open access and display the correct terms. This is one reason accurate metadata matters, as described in our post on <a href="/blogs/understanding-dois-crossref-and-crossmark">DOIs, Crossref and Crossmark</a>.</p>
<h2>Third-party material</h2>
<p>The licence covers the authors' own work. If your article includes a figure, photograph or table taken from another publication, the licence does not apply to that item unless its owner has agreed. Obtain permission before submission, and state the source and its terms in the caption. Reviewers and the editorial office check captions for this, and unresolved permissions will delay publication.</p>
<p>Open access is only useful if readers know what they may do with what they read. We hope this summary helps, and we are glad to answer specific questions through the <a href="/contact-us">contact page</a>.</p>`,
  },
];
