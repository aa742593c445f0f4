import type { TopicSeed } from './types.ts';

/**
 * Research topics the journal publishes in, grouped by category on /topics. Each page describes the
 * scope, the questions the journal welcomes, the contribution types accepted and what reviewers check.
 */
export const topics: TopicSeed[] = [
  // ---------------------------------------------------------------- Artificial Intelligence
  {
    title: 'Machine Learning Methods and Theory',
    category: 'Artificial Intelligence',
    meta_title: 'Machine Learning Methods and Theory | IJCRI Research Topics',
    meta_description:
      'IJCRI publishes research on learning algorithms, optimisation, generalisation and robustness. Scope, accepted paper types and what our reviewers check.',
    content: `<h2>Scope</h2>
<p>This topic covers the design and analysis of learning algorithms: supervised, self-supervised and semi-supervised learning, probabilistic models, kernel methods, deep architectures and the optimisation procedures that train them. We are interested both in methods that work better and in explanations of why they work, including generalisation bounds, sample complexity and the behaviour of learning under distribution shift.</p>
<h2>Questions we welcome</h2>
<p>Which inductive biases let a model learn from a few hundred labelled examples? How do we detect and adapt to shift between training and deployment data? When does overparameterisation help, and when does it merely hide overfitting? How should uncertainty be calibrated so that downstream decisions can rely on it? Can training cost be reduced by an order of magnitude without losing accuracy?</p>
<h2>Contributions we accept</h2>
<p>Empirical papers proposing new methods, theoretical papers with complete proofs, careful negative results, surveys that organise a fast-moving area, and benchmark or dataset papers with documented collection procedures and licences.</p>
<p><strong>Usually out of scope:</strong> Papers that apply an off-the-shelf classifier to a new dataset and report accuracy, without a methodological insight or a careful analysis of why the result holds, are usually declined. Applications are welcome when the application raises a new learning problem; otherwise they may fit better under the relevant applied topic.</p>
<h2>What reviewers look for</h2>
<p>Reviewers expect strong, correctly tuned baselines given the same hyperparameter search budget as the proposed method, results over several random seeds with variance or confidence intervals, and ablations that isolate each component. Theoretical claims must state their assumptions explicitly. Code, configuration files and trained checkpoints, or a clear statement of why they cannot be shared, make a paper far easier to accept. Claims of state-of-the-art performance should name the exact benchmark split and evaluation protocol.</p>
<h2>Example subtopics</h2>
<ul>
<li>Generalisation theory and PAC-Bayesian analysis</li>
<li>Robustness to distribution shift and domain adaptation</li>
<li>Uncertainty quantification and calibration</li>
<li>Efficient training: pruning, quantisation and distillation</li>
<li>Self-supervised and contrastive representation learning</li>
</ul>`,
  },
  {
    title: 'Natural Language Processing',
    category: 'Artificial Intelligence',
    meta_title: 'Natural Language Processing Research Topic | IJCRI Journal',
    meta_description:
      'Research on language models, machine translation, information extraction and low-resource languages in IJCRI: scope, paper types and reviewer expectations.',
    content: `<h2>Scope</h2>
<p>Natural language processing at IJCRI spans computational models of text and speech, from tokenisation and parsing to large language models, machine translation, summarisation, question answering and dialogue. We give particular attention to languages that are under-served by current tools, including the many languages of South Asia and Africa, and to the evaluation of language technology in real settings.</p>
<h2>Questions we welcome</h2>
<p>How can models be adapted to a language with a few thousand sentences of parallel data? What do automatic metrics miss that human evaluation catches? How can factual errors in generated text be detected and reduced? What are the costs, in compute and energy, of fine-tuning compared with retrieval-augmented approaches? How do code-mixed inputs, such as Hindi-English social media text, affect standard pipelines?</p>
<h2>Contributions we accept</h2>
<p>Method papers, empirical studies, annotated corpora and evaluation suites, reproducibility studies of published results, and surveys of a well-defined sub-area. Resource papers must describe annotation guidelines, annotator agreement and licensing of the source text.</p>
<p><strong>Usually out of scope:</strong> Sentiment classification on a single scraped dataset with a standard model, and prompt-engineering reports that do not generalise beyond one model version, are usually declined. Speech processing papers are welcome when the contribution concerns language rather than purely acoustic signal processing.</p>
<h2>What reviewers look for</h2>
<p>Reviewers check that test data could not have leaked into pretraining corpora, or that the risk is discussed; that prompts, decoding settings and model versions are reported in full; and that automatic metrics are complemented by human or task-based evaluation where claims concern quality. For multilingual work, results should be broken down per language rather than averaged. Papers that use commercial model APIs must record the model version and query dates.</p>
<h2>Example subtopics</h2>
<ul>
<li>Low-resource and multilingual machine translation</li>
<li>Information extraction and named entity recognition</li>
<li>Factuality and hallucination in text generation</li>
<li>Code-mixed and dialectal language processing</li>
<li>Evaluation methodology for language models</li>
</ul>`,
  },
  {
    title: 'Computer Vision & Image Analysis',
    category: 'Artificial Intelligence',
    meta_title: 'Computer Vision and Image Analysis Research | IJCRI Journal',
    meta_description:
      'IJCRI welcomes research on recognition, segmentation, 3D vision, video and medical imaging. Read the scope, accepted paper types and what reviewers check.',
    content: `<h2>Scope</h2>
<p>This topic covers algorithms that extract information from images and video: classification, detection, segmentation, tracking, 3D reconstruction, image generation and restoration. Application-driven work is welcome, including remote sensing, agriculture, document analysis, industrial inspection and medical imaging, provided the paper contributes something beyond applying an existing network to a new dataset.</p>
<h2>Questions we welcome</h2>
<p>How can detectors be trained when labels are sparse, noisy or expensive, as with satellite imagery or histopathology slides? How well do models trained in one geography or hospital transfer to another? Can accurate segmentation run on a low-power camera at the edge? How should generated images be evaluated beyond a single distributional score? What biases do face and person datasets encode, and how can they be measured?</p>
<h2>Contributions we accept</h2>
<p>New methods with thorough experiments, systems papers describing deployed vision pipelines, dataset and benchmark papers, reproducibility studies and focused surveys. Application papers should report the operational constraints that shaped their design.</p>
<p><strong>Usually out of scope:</strong> Papers that retrain a standard detector or classifier on a small new dataset, such as a few hundred leaf images, without a methodological contribution or an analysis of why existing methods fail, are usually declined. Pure image processing without a learning or inference component is considered only when it addresses a clearly stated open problem.</p>
<h2>What reviewers look for</h2>
<p>Reviewers expect standard benchmarks with official splits, comparison with recent baselines run under the same training schedule, and reporting of compute cost alongside accuracy. Qualitative figures should include failure cases, not only successes. Dataset papers must explain consent, licensing and how personally identifiable content was handled. For medical and safety-relevant applications, evaluation on an external test set from a different source is strongly preferred.</p>
<h2>Example subtopics</h2>
<ul>
<li>Object detection and semantic segmentation</li>
<li>Remote sensing and agricultural image analysis</li>
<li>Medical image analysis and computer-aided diagnosis</li>
<li>3D reconstruction and scene understanding</li>
<li>Efficient vision models for embedded hardware</li>
</ul>`,
  },
  {
    title: 'Reinforcement Learning and Autonomous Agents',
    category: 'Artificial Intelligence',
    meta_title: 'Reinforcement Learning and Autonomous Agents Research | IJCRI',
    meta_description:
      'Research on reinforcement learning, planning, multi-agent systems and robot learning in IJCRI: what the topic covers, accepted papers and reviewer checks.',
    content: `<h2>Scope</h2>
<p>This topic covers agents that learn to act: model-free and model-based reinforcement learning, offline learning from logged data, planning and search, multi-agent coordination, imitation learning and robot learning. We also welcome work on agents built around language models that call tools or act in software environments, where the evaluation questions are closely related.</p>
<h2>Questions we welcome</h2>
<p>How can a policy be learned from a fixed dataset without unsafe exploration? What makes a reward function robust to exploitation by the agent? How does a policy trained in simulation transfer to a physical robot or a live network? How should cooperating agents share information under bandwidth limits? Which benchmark environments actually predict performance on real control problems such as traffic signals, energy scheduling or warehouse routing?</p>
<h2>Contributions we accept</h2>
<p>Algorithmic papers, theoretical analyses of convergence and regret, empirical studies that re-examine accepted practice, systems papers on training infrastructure, and new environments or benchmarks with documented dynamics and evaluation protocols.</p>
<p><strong>Usually out of scope:</strong> Papers that apply a standard algorithm such as DQN or PPO to a new simulated task without analysing why the task is hard, or what the result teaches about the method, are usually declined. Pure control theory without a learning component is better suited to control engineering venues.</p>
<h2>What reviewers look for</h2>
<p>Reinforcement learning results are notoriously sensitive to seeds and implementation details, so reviewers expect at least five independent runs per configuration, confidence intervals or interquartile means rather than best-run figures, and learning curves rather than only final returns. Hyperparameters, environment versions and the number of environment steps must be reported. Safety-relevant applications should state what happens when the agent encounters states outside its training distribution.</p>
<h2>Example subtopics</h2>
<ul>
<li>Offline and batch reinforcement learning</li>
<li>Multi-agent reinforcement learning and coordination</li>
<li>Sim-to-real transfer for robotics</li>
<li>Reward design and safe exploration</li>
<li>Tool-using and language-model-based agents</li>
</ul>`,
  },

  // ---------------------------------------------------------------- Data Science and Databases
  {
    title: 'Database Systems and Query Processing',
    category: 'Data Science and Databases',
    meta_title: 'Database Systems and Query Processing Research | IJCRI Journal',
    meta_description:
      'IJCRI publishes research on query optimisation, storage engines, transactions and learned database components. Scope, paper types and reviewer expectations.',
    content: `<h2>Scope</h2>
<p>This topic covers the design, implementation and evaluation of systems that store and query data: relational and non-relational engines, query optimisation and execution, indexing, transaction processing and concurrency control, storage layouts for modern hardware, and the growing use of learned components such as cardinality estimators and learned indexes. Data integration, data cleaning and query languages also fall within scope.</p>
<h2>Questions we welcome</h2>
<p>How can cardinality estimation errors be bounded so that the optimiser avoids catastrophic plans? What storage layout suits mixed transactional and analytical workloads on flash and persistent memory? When do learned indexes outperform well-tuned B-trees, and what do they cost to maintain under updates? How can query engines exploit GPUs and vectorised execution without rewriting the whole system? How should vector similarity search be integrated with relational predicates?</p>
<h2>Contributions we accept</h2>
<p>Systems papers with a working implementation, experimental and analysis papers that compare existing systems fairly, theoretical work on query languages and complexity, and benchmark papers that introduce realistic workloads.</p>
<p><strong>Usually out of scope:</strong> Papers describing the schema of a single application database, or comparing two products with default settings on a small dataset, are usually declined. Work on data management for machine learning is welcome when it contributes a systems technique rather than a pipeline configuration.</p>
<h2>What reviewers look for</h2>
<p>Reviewers expect experiments on standard benchmarks such as TPC-H, TPC-DS or the Join Order Benchmark, together with at least one workload that motivates the work. Hardware, dataset scale factors, buffer sizes and configuration of competing systems must be reported, since untuned baselines are a common reason for rejection. Papers should separate warm-cache and cold-cache measurements and explain how many repetitions each reported number represents.</p>
<h2>Example subtopics</h2>
<ul>
<li>Cost-based and learned query optimisation</li>
<li>Indexing structures, including learned and vector indexes</li>
<li>Transaction processing and concurrency control</li>
<li>Data cleaning, integration and entity resolution</li>
<li>Query processing on GPUs and modern hardware</li>
</ul>`,
  },
  {
    title: 'Data Mining and Knowledge Discovery',
    category: 'Data Science and Databases',
    meta_title: 'Data Mining and Knowledge Discovery Research | IJCRI Journal',
    meta_description:
      'Research on pattern mining, clustering, anomaly detection and time-series analysis in IJCRI: scope, accepted contributions and what our reviewers check.',
    content: `<h2>Scope</h2>
<p>Data mining at IJCRI covers methods that find useful structure in large or complex data: frequent pattern and sequence mining, clustering, anomaly and fraud detection, time-series analysis, subgroup discovery, and mining of text, graphs and spatio-temporal data. We welcome work that connects algorithms to real decision problems, for example in retail, public health, transport or agriculture, when the analysis is rigorous and generalisable.</p>
<h2>Questions we welcome</h2>
<p>How can anomalies be detected in streams where the normal behaviour itself drifts? How can mined patterns be summarised so that domain experts can understand and act on them? How can clustering results be validated when no ground truth exists? Which forecasting methods remain reliable for short, noisy series such as crop yields or district-level case counts? How do sampling and missing data in administrative datasets distort mined patterns?</p>
<h2>Contributions we accept</h2>
<p>Algorithmic papers with complexity analysis and experiments, applied studies with transferable lessons, comparative evaluations of existing methods, and datasets or benchmarks with clear documentation of collection and preprocessing.</p>
<p><strong>Usually out of scope:</strong> Papers that run a handful of standard classifiers on a public dataset and report which scored best, without new methodology or domain insight, are usually declined. So are studies whose only contribution is a dashboard built on an existing mining library.</p>
<h2>What reviewers look for</h2>
<p>Reviewers check that data splits respect time order where relevant, so that no information from the future leaks into training; that evaluation metrics match the stated goal; and that scalability claims are supported by runtime and memory measurements on growing inputs. Applied papers must describe the data source, its licence or access conditions, and any ethics approval required for personal data. Reporting only a single dataset is rarely enough to support a general claim.</p>
<h2>Example subtopics</h2>
<ul>
<li>Anomaly, fraud and intrusion detection</li>
<li>Subgroup discovery and interpretable pattern mining</li>
<li>Time-series forecasting and classification</li>
<li>Frequent pattern and sequential pattern mining</li>
<li>Spatio-temporal data mining</li>
</ul>`,
  },
  {
    title: 'Big Data Analytics and Data Engineering',
    category: 'Data Science and Databases',
    meta_title: 'Big Data Analytics and Data Engineering Research | IJCRI',
    meta_description:
      'IJCRI welcomes research on data pipelines, stream processing, lakehouse architectures and data quality at scale. Scope, paper types and what reviewers expect.',
    content: `<h2>Scope</h2>
<p>This topic addresses the engineering of data at scale: batch and stream processing frameworks, data pipelines and workflow orchestration, lakehouse and warehouse architectures, data quality and lineage, and the infrastructure that supplies training data to machine learning systems. We are interested in measured evidence about how these systems behave in practice, not only in architecture diagrams.</p>
<h2>Questions we welcome</h2>
<p>How can exactly-once semantics be provided in stream processing without prohibitive latency? What causes silent data quality failures in production pipelines, and how can they be caught early? How should schema evolution be managed across hundreds of dependent jobs? What are the cost and performance trade-offs between open table formats on object storage and traditional warehouses? How can lineage metadata support auditing and the deletion requests required by data protection law?</p>
<h2>Contributions we accept</h2>
<p>Systems papers with implementations and benchmarks, experience reports from production deployments with quantitative evidence, empirical studies of pipeline failures, performance comparisons under controlled conditions, and surveys that clarify terminology in this fast-moving field.</p>
<p><strong>Usually out of scope:</strong> Tutorials on configuring a framework, and benchmarks run on a single laptop that make claims about cluster-scale behaviour, are usually declined. Analyses of a dataset that happen to use a big data framework belong under the topic matching the analysis, not here.</p>
<h2>What reviewers look for</h2>
<p>Reviewers expect the cluster configuration, data volumes, framework versions and tuning parameters to be reported so that results can be interpreted. Comparisons between frameworks must use equivalent configurations and explain any tuning applied to each. Experience reports should state what generalises beyond the authors' organisation. Where proprietary data cannot be released, authors should provide a synthetic workload generator or a public dataset with similar characteristics.</p>
<h2>Example subtopics</h2>
<ul>
<li>Stream processing and event-time semantics</li>
<li>Data quality validation and monitoring</li>
<li>Lakehouse architectures and open table formats</li>
<li>Data lineage, provenance and governance</li>
<li>Data pipelines for machine learning</li>
</ul>`,
  },

  {
    title: 'Information Retrieval and Recommender Systems',
    category: 'Data Science and Databases',
    meta_title: 'Information Retrieval and Recommender Systems Research | IJCRI',
    meta_description:
      'Research on search engines, ranking, retrieval-augmented generation, recommender systems and evaluation in IJCRI: scope, accepted papers and reviewer checks.',
    content: `<h2>Scope</h2>
<p>This topic covers systems that help people find information: indexing and ranking, dense and sparse retrieval, query understanding, conversational search, retrieval-augmented generation, recommender systems, and the evaluation of all of these with test collections and user studies. Search over scholarly literature, legal and government documents, and content in multiple Indian and other languages is of particular interest.</p>
<h2>Questions we welcome</h2>
<p>When does dense retrieval outperform well-tuned BM25, and at what cost in index size and latency? How can retrieval-augmented generation be evaluated so that both the retrieved evidence and the generated answer are judged? How can recommenders avoid reinforcing popularity bias and serve niche users? What relevance judgements are needed to build a reliable test collection for a new language? How do offline metrics relate to what users actually do?</p>
<h2>Contributions we accept</h2>
<p>Ranking and retrieval methods, evaluation methodology papers, test collections and benchmarks with documented judging procedures, user studies, reproducibility papers and efficiency-focused systems work.</p>
<p><strong>Usually out of scope:</strong> Papers that build a search interface on top of an existing engine without evaluating retrieval quality, and recommender studies evaluated only on a single small dataset with random splits, are usually declined. Work on question answering is welcome when retrieval plays a central role; purely generative question answering belongs under natural language processing. Papers on learning-to-rank theory without retrieval experiments should explain their practical relevance.</p>
<h2>What reviewers look for</h2>
<p>Reviewers expect evaluation on standard collections with standard metrics, comparison against strong lexical baselines as well as neural ones, and statistical significance testing with correction for multiple comparisons. Efficiency claims should report query latency, index size and hardware. Recommender system papers should avoid sampled metrics that are known to mislead and should explain how data was split in time.</p>
<h2>Example subtopics</h2>
<ul>
<li>Dense, sparse and hybrid retrieval</li>
<li>Retrieval-augmented generation and its evaluation</li>
<li>Multilingual and cross-language search</li>
<li>Fairness and diversity in recommendation</li>
<li>Test collection construction and IR evaluation</li>
</ul>`,
  },

  // ---------------------------------------------------------------- Systems and Networks
  {
    title: 'Edge, Fog and Cloud Computing',
    category: 'Systems and Networks',
    meta_title: 'Edge, Fog and Cloud Computing Research Topic | IJCRI Journal',
    meta_description:
      'Research on cloud resource management, serverless platforms, edge offloading and fog architectures in IJCRI: scope, accepted papers and reviewer expectations.',
    content: `<h2>Scope</h2>
<p>This topic covers computing infrastructure from large data centres to devices at the network edge: virtualisation and containers, serverless platforms, resource scheduling and autoscaling, task offloading between devices, edge nodes and the cloud, energy-aware computing, and the management of applications that span all three tiers. Both systems-building and modelling work are in scope.</p>
<h2>Questions we welcome</h2>
<p>How can cold-start latency in serverless platforms be reduced without keeping idle instances warm? When should an inference task run on the device, at a nearby edge server or in the cloud, given bandwidth, energy and privacy constraints? How can autoscaling policies react to bursty load without oscillation? What is the carbon cost of a workload, and can scheduling shift it to cleaner hours or regions? How should placement decisions adapt when edge nodes are intermittently connected?</p>
<h2>Contributions we accept</h2>
<p>Systems papers with prototypes, scheduling and optimisation algorithms with analysis and evaluation, measurement studies of real platforms, simulation studies with validated simulators, and surveys that compare architectures systematically.</p>
<p><strong>Usually out of scope:</strong> Architecture proposals with no implementation, simulation or analysis, and papers that describe deploying a standard web application on a commercial cloud, are usually declined. Offloading papers that assume perfect knowledge of future task arrivals should explain how their results carry over to realistic conditions.</p>
<h2>What reviewers look for</h2>
<p>Reviewers distinguish carefully between results from real deployments, emulation and simulation, and expect authors to say which they used and why. Simulation studies should use established tools or validate the simulator against measurements. Workloads should come from public traces where possible, and comparisons should include simple baselines such as round-robin or threshold-based scaling, which are often surprisingly strong. Tail latency, not only the mean, should be reported.</p>
<h2>Example subtopics</h2>
<ul>
<li>Serverless computing and function scheduling</li>
<li>Computation offloading in mobile edge computing</li>
<li>Container orchestration and autoscaling</li>
<li>Energy-efficient and carbon-aware data centres</li>
<li>Fog architectures for latency-sensitive applications</li>
</ul>`,
  },
  {
    title: 'Computer Networks and Wireless Communication',
    category: 'Systems and Networks',
    meta_title: 'Computer Networks and Wireless Communication Research | IJCRI',
    meta_description:
      'IJCRI publishes research on network protocols, 5G and 6G systems, software-defined networking and measurement. Scope, paper types and what reviewers check.',
    content: `<h2>Scope</h2>
<p>This topic covers the design, analysis and measurement of communication networks: transport and routing protocols, software-defined and programmable networks, wireless and cellular systems including 5G and emerging 6G designs, network function virtualisation, vehicular and satellite networks, and the measurement of Internet performance. Work on network management using machine learning is welcome when evaluated against conventional approaches.</p>
<h2>Questions we welcome</h2>
<p>How do congestion control algorithms behave on cellular links with rapidly varying capacity? How can programmable switches support in-network telemetry at line rate? What spectrum-sharing schemes are practical for dense deployments? How can low-earth-orbit satellite networks be integrated with terrestrial routing? What does measurement tell us about connectivity quality in rural areas, and how should protocols adapt to it?</p>
<h2>Contributions we accept</h2>
<p>Protocol and algorithm design papers, analytical performance models, testbed and simulation studies, Internet measurement papers with released datasets, and surveys of specific technical areas.</p>
<p><strong>Usually out of scope:</strong> Physical-layer work on antenna design, modulation hardware or signal propagation without a networking or computing contribution is better suited to communications engineering venues. Simulation-only protocol papers with a single topology and no sensitivity analysis are usually declined.</p>
<h2>What reviewers look for</h2>
<p>Reviewers expect simulation parameters, simulator versions and random seeds to be reported, and prefer results confirmed on a testbed or real network where feasible. Analytical models should be validated against simulation or measurement. Measurement papers must describe vantage points, time periods and ethical considerations such as the load imposed on third-party networks. New protocols should be compared with widely deployed ones, for example TCP CUBIC and BBR for congestion control, under identical conditions.</p>
<h2>Example subtopics</h2>
<ul>
<li>Congestion control and transport protocols</li>
<li>Software-defined and programmable networking</li>
<li>5G and 6G radio access and core networks</li>
<li>Vehicular and satellite networks</li>
<li>Internet measurement and network telemetry</li>
</ul>`,
  },
  {
    title: 'Internet of Things and Cyber-Physical Systems',
    category: 'Systems and Networks',
    meta_title: 'Internet of Things and Cyber-Physical Systems Research | IJCRI',
    meta_description:
      'Research on sensor networks, embedded systems, digital twins and IoT in agriculture, energy and health. IJCRI scope, paper types and reviewer checks.',
    content: `<h2>Scope</h2>
<p>This topic covers systems in which computation interacts with the physical world: wireless sensor networks, embedded and real-time systems, low-power wide-area networking, digital twins, industrial control, and IoT applications in agriculture, water management, energy grids, buildings and healthcare. We value papers that report real deployments, including what went wrong, as much as those that propose new designs.</p>
<h2>Questions we welcome</h2>
<p>How long can a battery-powered sensor node run under a given sampling and reporting schedule, and how can firmware extend it? How can machine learning models be compressed enough to run on microcontrollers with a few hundred kilobytes of memory? How should a digital twin be kept consistent with the system it models? What timing guarantees can be given when control loops run over shared wireless links? How can devices in the field be updated securely?</p>
<h2>Contributions we accept</h2>
<p>Deployment studies, hardware and firmware designs with measurements, architectures with prototype evaluation, real-time scheduling analyses, datasets collected from instrumented environments, and surveys of specific application domains.</p>
<p><strong>Usually out of scope:</strong> Descriptions of a single hobbyist prototype that combines a microcontroller board, a few sensors and a cloud dashboard are usually declined unless they report a measured result that others can reuse. Pure hardware design without a computing contribution is also out of scope.</p>
<h2>What reviewers look for</h2>
<p>Reviewers expect hardware platforms, radio configurations, duty cycles and measured energy consumption to be reported, and prefer measured figures to datasheet values. Deployment papers should state how long the system ran, the number of nodes and the failure rates observed. Application papers must go beyond connecting sensors to a dashboard: the contribution should be a technique, a measured insight or a design lesson that others can reuse.</p>
<h2>Example subtopics</h2>
<ul>
<li>Low-power wide-area networks such as LoRaWAN and NB-IoT</li>
<li>TinyML and on-device inference for microcontrollers</li>
<li>Digital twins for industrial and urban systems</li>
<li>Precision agriculture and environmental monitoring</li>
<li>Real-time scheduling for cyber-physical control</li>
</ul>`,
  },
  {
    title: 'Distributed Systems and High-Performance Computing',
    category: 'Systems and Networks',
    meta_title: 'Distributed Systems and High-Performance Computing | IJCRI',
    meta_description:
      'IJCRI welcomes research on consensus, fault tolerance, parallel programming, GPU computing and large-scale training. Scope, paper types and reviewer checks.',
    content: `<h2>Scope</h2>
<p>This topic covers systems that run across many machines or many cores: consensus and replication, distributed storage, fault tolerance, parallel programming models, GPU and accelerator computing, scientific workflows and the infrastructure used to train and serve large machine learning models. We welcome both principled designs and careful performance engineering.</p>
<h2>Questions we welcome</h2>
<p>How can consensus protocols tolerate partial network failures that the standard models ignore? What communication patterns limit the scaling of distributed training, and how can they be overlapped with computation? How should scientific workflows recover from node failures without restarting long jobs? How can heterogeneous clusters mixing CPUs, GPUs and other accelerators be scheduled fairly? What performance portability can be achieved across vendors without hand-tuning each kernel?</p>
<h2>Contributions we accept</h2>
<p>Systems papers with implementations and evaluations, algorithms with correctness proofs, performance studies and characterisations of real workloads, formal specifications of protocols, and experience reports from operating large systems.</p>
<p><strong>Usually out of scope:</strong> Papers that parallelise a single application with a standard library and report speedup on one machine, without insight that transfers to other applications, are usually declined. Blockchain consensus papers are welcome when they are evaluated with the same rigour as other agreement protocols, including analysis of the fault and network models they assume. Performance comparisons against deliberately weakened versions of competing systems will be returned for revision.</p>
<h2>What reviewers look for</h2>
<p>Reviewers expect strong and weak scaling experiments where scalability is claimed, with absolute performance numbers rather than only speedup relative to the authors' own baseline. Hardware, interconnect, compiler and library versions must be reported. Fault-tolerance claims should be supported by injected failures, and correctness claims for protocols by proofs, model checking or systematic testing. Making benchmarking scripts available is strongly encouraged.</p>
<h2>Example subtopics</h2>
<ul>
<li>Consensus, replication and Byzantine fault tolerance</li>
<li>Distributed training and inference of large models</li>
<li>GPU programming and performance portability</li>
<li>Scientific workflow management systems</li>
<li>Scheduling in heterogeneous clusters</li>
</ul>`,
  },

  // ---------------------------------------------------------------- Security and Privacy
  {
    title: 'Network and Systems Security',
    category: 'Security and Privacy',
    meta_title: 'Network and Systems Security Research Topic | IJCRI Journal',
    meta_description:
      'Research on intrusion detection, malware analysis, software vulnerabilities and system hardening in IJCRI: scope, accepted papers and what reviewers expect.',
    content: `<h2>Scope</h2>
<p>This topic covers the protection of computer systems and networks against attack: intrusion detection, malware analysis, vulnerability discovery, operating system and hardware security, web and mobile application security, and the security of machine learning systems themselves. Offensive research is in scope when it leads to defences and is conducted and disclosed responsibly.</p>
<h2>Questions we welcome</h2>
<p>Why do intrusion detection systems that score highly on benchmark datasets fail in operational networks? How can fuzzing reach deep program states in protocol implementations? What side channels exist in shared cloud hardware, and how much do mitigations cost? How can Android applications be analysed for privacy leaks at scale? How robust are machine-learning-based detectors against an adversary who adapts to them?</p>
<h2>Contributions we accept</h2>
<p>Attack and defence papers, measurement studies, tools and systems with evaluations, systematisation-of-knowledge papers that organise an area, and datasets with documented collection methods and labelling procedures.</p>
<p><strong>Usually out of scope:</strong> Papers that train a standard classifier on a dated intrusion dataset and report near-perfect accuracy, and security policy or awareness studies without a technical component, are usually declined. Surveys must go beyond listing attacks to compare defences on common criteria.</p>
<h2>What reviewers look for</h2>
<p>Every paper must state an explicit threat model: what the attacker knows, controls and wants. Reviewers check that defences are evaluated against adaptive attackers rather than only fixed attacks. Intrusion detection work should discuss the known flaws of older benchmark datasets and use recent, realistic traffic. Papers reporting vulnerabilities must describe the disclosure process and vendor response. Research involving real users or live systems needs ethics approval or a justification of why none was required.</p>
<h2>Example subtopics</h2>
<ul>
<li>Intrusion and anomaly detection in networks</li>
<li>Malware detection and analysis</li>
<li>Fuzzing and automated vulnerability discovery</li>
<li>Side-channel attacks and hardware security</li>
<li>Adversarial attacks on machine learning systems</li>
</ul>`,
  },
  {
    title: 'Applied Cryptography',
    category: 'Security and Privacy',
    meta_title: 'Applied Cryptography Research Topic | IJCRI Journal Scope',
    meta_description:
      'IJCRI publishes research on cryptographic protocols, post-quantum schemes, secure implementations and blockchains. Scope, paper types and reviewer checks.',
    content: `<h2>Scope</h2>
<p>This topic covers cryptography as it is built and deployed: protocol design and analysis, efficient and side-channel-resistant implementations, post-quantum migration, lightweight cryptography for constrained devices, secure multi-party computation, zero-knowledge proofs, and the cryptographic foundations of blockchains and digital identity systems. Purely theoretical constructions are welcome when their relevance to practice is made clear.</p>
<h2>Questions we welcome</h2>
<p>What does it cost to replace classical key exchange with post-quantum schemes in TLS or IoT protocols, in bandwidth, latency and code size? How can implementations on microcontrollers resist power analysis? Which zero-knowledge proof systems are practical for verifying computations of realistic size? How can authentication protocols for payment or identity systems be formally verified? What key management practices fail in real deployments, and why?</p>
<h2>Contributions we accept</h2>
<p>Protocol designs with security proofs, implementation and benchmarking papers, cryptanalysis of deployed schemes, formal verification of protocols, and surveys or systematisations of specific areas.</p>
<p><strong>Usually out of scope:</strong> Home-made encryption schemes for images or text based on chaotic maps or ad hoc substitution, without security proofs or analysis against standard attack models, are declined. Papers that only benchmark library functions with default settings also fall outside scope.</p>
<h2>What reviewers look for</h2>
<p>Reviewers expect security definitions and proofs under clearly stated assumptions, or formal analysis with established tools such as ProVerif or Tamarin. Performance comparisons must specify the platform, compiler flags and the parameter sets used, matched to the same security level. New primitives designed by the authors without extensive public cryptanalysis will be treated with caution, and reviewers will ask why existing standardised primitives are insufficient. Blockchain papers must explain why a distributed ledger is needed at all.</p>
<h2>Example subtopics</h2>
<ul>
<li>Post-quantum cryptography and migration</li>
<li>Lightweight cryptography for IoT devices</li>
<li>Secure multi-party computation and zero-knowledge proofs</li>
<li>Formal verification of security protocols</li>
<li>Side-channel-resistant implementations</li>
</ul>`,
  },
  {
    title: 'Privacy-Preserving Computation and Federated Learning',
    category: 'Security and Privacy',
    meta_title: 'Privacy-Preserving Computation and Federated Learning | IJCRI',
    meta_description:
      'Research on differential privacy, federated learning, anonymisation and privacy engineering in IJCRI: what the topic covers, paper types and reviewer checks.',
    content: `<h2>Scope</h2>
<p>This topic covers techniques that let data be used while limiting what is revealed about individuals: differential privacy, federated learning, secure aggregation, anonymisation and synthetic data, privacy risks of trained models, and the engineering of privacy requirements into systems. Work that connects technical measures to legal frameworks, such as India's Digital Personal Data Protection Act or the GDPR, is welcome.</p>
<h2>Questions we welcome</h2>
<p>How much accuracy is lost when a model is trained with a meaningful differential privacy guarantee, and how can the loss be reduced? How does federated learning behave when client data is highly non-identically distributed and clients drop out? Can membership inference reveal whether a patient's record was in a training set? Does synthetic data protect privacy in practice, and how can that be measured? How should privacy budgets be accounted across repeated data releases?</p>
<h2>Contributions we accept</h2>
<p>Algorithms with privacy proofs and utility evaluations, attacks that measure privacy leakage, federated learning systems and simulations, empirical studies of deployed privacy technologies, and surveys that clarify guarantees across methods.</p>
<p><strong>Usually out of scope:</strong> Papers that run federated averaging on a standard image dataset split evenly across simulated clients, without a new method or analysis, are usually declined, as are privacy policy commentaries without a technical contribution.</p>
<h2>What reviewers look for</h2>
<p>Reviewers check that privacy parameters such as epsilon and delta are stated, justified and accounted for correctly across all training steps, and that the unit of privacy (record, user or device) is explicit. Federated learning papers should report the data partitioning scheme, number of clients, participation rate and communication cost. Claims that a method is private without a formal guarantee must be supported by attack-based evaluation.</p>
<h2>Example subtopics</h2>
<ul>
<li>Differential privacy in machine learning and statistics</li>
<li>Federated learning with heterogeneous clients</li>
<li>Membership inference and model inversion attacks</li>
<li>Synthetic data generation and evaluation</li>
<li>Privacy engineering and data protection compliance</li>
</ul>`,
  },

  // ---------------------------------------------------------------- Software Engineering
  {
    title: 'Software Testing and Verification',
    category: 'Software Engineering',
    meta_title: 'Software Testing and Verification Research Topic | IJCRI',
    meta_description:
      'IJCRI welcomes research on automated testing, fuzzing, static analysis, program verification and testing of ML systems. Scope, paper types and reviewer checks.',
    content: `<h2>Scope</h2>
<p>This topic covers techniques for establishing that software behaves as intended: automated test generation, mutation testing, regression test selection, static analysis, model checking, deductive verification, runtime monitoring and the testing of systems that contain machine learning components. Tools that developers can adopt, and evidence of whether they do, are of particular interest.</p>
<h2>Questions we welcome</h2>
<p>Can test generation based on large language models find faults that search-based tools miss, and how often do its tests fail for spurious reasons? How can flaky tests be detected and repaired automatically? What false-positive rate makes a static analyser unusable in practice? How can deep learning components be tested when there is no precise specification? What verification effort is realistic for a safety-critical embedded controller?</p>
<h2>Contributions we accept</h2>
<p>New techniques with tool implementations and evaluations, empirical studies of testing practice, replication studies, formal verification case studies, and benchmark suites of real faults.</p>
<p><strong>Usually out of scope:</strong> Papers that report coverage achieved by an existing tool on a few toy programs, or that test one application manually and describe the bugs found, are usually declined. Formal methods papers should show the approach applied to software of realistic size.</p>
<h2>What reviewers look for</h2>
<p>Reviewers expect evaluation on established benchmarks of real faults, such as Defects4J for Java, together with open-source projects not chosen to favour the technique. Fault-detection claims should be supported by statistical tests that account for randomness in the tools, typically across repeated runs. Tools should be made available, with the exact versions of subject programs. Papers using language models for testing must address possible contamination of the benchmark in the model's training data.</p>
<h2>Example subtopics</h2>
<ul>
<li>Search-based and LLM-assisted test generation</li>
<li>Flaky test detection and repair</li>
<li>Static analysis and abstract interpretation</li>
<li>Testing and verification of machine learning systems</li>
<li>Formal verification of safety-critical software</li>
</ul>`,
  },
  {
    title: 'Empirical Software Engineering and Mining Software Repositories',
    category: 'Software Engineering',
    meta_title: 'Empirical Software Engineering and Repository Mining | IJCRI',
    meta_description:
      'Research on developer studies, code review, technical debt, DevOps and mining of software repositories in IJCRI: scope, paper types and reviewer expectations.',
    content: `<h2>Scope</h2>
<p>This topic covers evidence-based study of how software is built and maintained: analyses of version control histories, issue trackers and code review data; surveys, interviews and controlled experiments with developers; studies of technical debt, continuous integration, DevOps practice and open-source communities; and the effect of AI coding assistants on productivity and code quality.</p>
<h2>Questions we welcome</h2>
<p>What do developers actually accept from AI code completion tools, and what does accepted code cost in later maintenance? Which code review practices predict fewer post-release defects? How do open-source projects attract and retain newcomers from under-represented regions? What makes continuous integration builds slow or unreliable? How does technical debt accumulate in machine learning codebases compared with conventional software?</p>
<h2>Contributions we accept</h2>
<p>Quantitative repository studies, qualitative studies using interviews or grounded theory, surveys, controlled experiments, replication studies, curated datasets of software artefacts, and systematic literature reviews following established guidelines.</p>
<p><strong>Usually out of scope:</strong> Opinion surveys of students presented as evidence about professional practice, and mining studies of a handful of repositories chosen without justification, are usually declined. Effort estimation papers that tune a model on one historical dataset are rarely sufficient.</p>
<h2>What reviewers look for</h2>
<p>Reviewers check that research questions are stated before the method, that sampling of projects is justified and not limited to a convenience set, and that threats to validity are discussed specifically rather than generically. Mining studies should publish their extraction scripts and datasets. Studies with human participants need informed consent and, where the institution requires it, ethics approval. Systematic reviews should report search strings, databases searched and inclusion criteria in enough detail to be repeated.</p>
<h2>Example subtopics</h2>
<ul>
<li>AI-assisted programming and developer productivity</li>
<li>Code review and pull request dynamics</li>
<li>Technical debt and software maintenance</li>
<li>Continuous integration and DevOps practice</li>
<li>Open-source communities and sustainability</li>
</ul>`,
  },
  {
    title: 'Programming Languages and Compilers',
    category: 'Software Engineering',
    meta_title: 'Programming Languages and Compilers Research Topic | IJCRI',
    meta_description:
      'IJCRI publishes research on type systems, language design, compiler optimisation, program synthesis and domain-specific languages. Scope and reviewer checks.',
    content: `<h2>Scope</h2>
<p>This topic covers the design, semantics and implementation of programming languages: type systems, functional and logic programming, language-based security, compiler construction and optimisation, just-in-time compilation, program synthesis, and domain-specific languages for areas such as data processing, machine learning and hardware design. We welcome work ranging from formal semantics to practical tooling.</p>
<h2>Questions we welcome</h2>
<p>How can ownership and borrowing, as in Rust, be explained and taught to programmers coming from garbage-collected languages? What optimisations matter most for compiling tensor programs to diverse accelerators? Can gradual typing be added to a dynamic language without unacceptable runtime overhead? How can compilers be tested for miscompilation bugs? Which domain-specific language designs let scientists express computations that compile to efficient parallel code?</p>
<h2>Contributions we accept</h2>
<p>Language and type system designs with soundness proofs, compiler techniques with implementations and benchmarks, mechanised formalisations, empirical studies of language use, and tool papers with evaluations.</p>
<p><strong>Usually out of scope:</strong> Papers that describe a small interpreter built as a course project, or that compare the speed of two languages on a few microbenchmarks, are usually declined. Empirical studies of language use are welcome when they are based on a well-defined corpus and a clear research question. Work on language tooling such as editors and debuggers should evaluate the tool with real programmers or real codebases. Compiler papers evaluated only on benchmarks chosen by the authors will be asked for a standard suite.</p>
<h2>What reviewers look for</h2>
<p>Reviewers expect soundness claims to be backed by proofs, ideally mechanised in a proof assistant such as Coq, Isabelle or Lean, with the proof scripts made available. Performance claims need established benchmark suites, several runs with variance reported, and attention to warm-up effects for managed runtimes. Language design papers should show realistic programs, not only small examples, and compare expressiveness with existing languages.</p>
<h2>Example subtopics</h2>
<ul>
<li>Type systems and type inference</li>
<li>Compiler optimisation and code generation for accelerators</li>
<li>Program synthesis and repair</li>
<li>Domain-specific languages</li>
<li>Mechanised semantics and verified compilation</li>
</ul>`,
  },

  // ---------------------------------------------------------------- Theory and Algorithms
  {
    title: 'Algorithms and Computational Complexity',
    category: 'Theory and Algorithms',
    meta_title: 'Algorithms and Computational Complexity Research | IJCRI',
    meta_description:
      'Research on algorithm design, approximation, parameterised complexity, online algorithms and lower bounds in IJCRI: scope, paper types and reviewer checks.',
    content: `<h2>Scope</h2>
<p>This topic covers the design and analysis of algorithms and the study of computational limits: exact, approximation, randomised, online and streaming algorithms; parameterised and fine-grained complexity; combinatorial optimisation; and algorithm engineering, where theoretical ideas are implemented and tested on realistic inputs. Papers connecting algorithmic results to applications in scheduling, logistics or bioinformatics are welcome.</p>
<h2>Questions we welcome</h2>
<p>What approximation ratio is achievable in polynomial time for a scheduling or facility location variant, and is it tight? Which problems admit fixed-parameter tractable algorithms for parameters that are small in practice? How much memory does a streaming algorithm need to estimate a given statistic to within a stated error? Do algorithms with better worst-case bounds actually run faster on real instances, and if not, why not?</p>
<h2>Contributions we accept</h2>
<p>Theoretical papers with complete proofs, algorithm engineering papers with careful implementations and experiments, hardness results and lower bounds, and surveys that unify results across a family of problems.</p>
<p><strong>Usually out of scope:</strong> Heuristics evaluated on a few random instances without comparison to exact or established methods, and metaheuristic variants justified only by a natural metaphor, are usually declined. Known results rediscovered without reference to prior work are a common reason for rejection.</p>
<h2>What reviewers look for</h2>
<p>Reviewers check that proofs are complete and readable; long arguments may be placed in an appendix but must be present. The relation to prior results must be precise, stating which bounds are improved and under which model of computation. Experimental papers should use public instance collections where they exist, report hardware and implementation language, and compare with the best available implementations rather than textbook versions.</p>
<h2>Example subtopics</h2>
<ul>
<li>Approximation algorithms and hardness of approximation</li>
<li>Parameterised and fine-grained complexity</li>
<li>Streaming and sublinear algorithms</li>
<li>Online algorithms and competitive analysis</li>
<li>Algorithm engineering for combinatorial optimisation</li>
</ul>`,
  },
  {
    title: 'Graph Algorithms and Network Science',
    category: 'Theory and Algorithms',
    meta_title: 'Graph Algorithms and Network Science Research Topic | IJCRI',
    meta_description:
      'IJCRI welcomes research on graph algorithms, community detection, graph neural networks and social and biological networks. Scope and reviewer checks.',
    content: `<h2>Scope</h2>
<p>This topic covers algorithms on graphs and the study of networked systems: shortest paths, flows, matching and partitioning; dynamic and large-scale graph processing; community detection and centrality; random graph models; graph neural networks and graph representation learning; and empirical analysis of social, transport, citation and biological networks.</p>
<h2>Questions we welcome</h2>
<p>How can graph algorithms maintain their results efficiently as edges are inserted and deleted? Which community detection methods give stable, meaningful partitions on real networks, and how can stability be measured? What are the expressive limits of message-passing graph neural networks, and how can they be overcome? How does misinformation spread through a network with a given structure, and which interventions slow it? How can graphs with billions of edges be processed on a single machine?</p>
<h2>Contributions we accept</h2>
<p>Algorithmic papers with proofs and experiments, graph learning methods, empirical network studies with released data, models with analytical results, and graph processing systems with performance evaluations.</p>
<p><strong>Usually out of scope:</strong> Descriptive analyses of a single social media network that report degree distributions and centrality scores without a research question are usually declined. Graph neural network variants that change one layer and gain a fraction of a point on a single benchmark need a clear explanation of what the change teaches.</p>
<h2>What reviewers look for</h2>
<p>Reviewers expect evaluation on several graphs of different types and sizes, including standard collections such as SNAP or the Open Graph Benchmark. Graph neural network papers must use standard splits, report variance across seeds and compare against simple baselines, which are often competitive on node classification. Empirical network studies should describe how the network was constructed, since choices about edges and thresholds shape the conclusions.</p>
<h2>Example subtopics</h2>
<ul>
<li>Dynamic and streaming graph algorithms</li>
<li>Community detection and graph clustering</li>
<li>Graph neural networks and their expressiveness</li>
<li>Information diffusion and epidemic models on networks</li>
<li>Large-scale graph processing systems</li>
</ul>`,
  },
  {
    title: 'Quantum Computing',
    category: 'Theory and Algorithms',
    meta_title: 'Quantum Computing Research Topic | IJCRI Journal Scope',
    meta_description:
      'Research on quantum algorithms, circuit compilation, error mitigation and quantum software in IJCRI: what the topic covers, paper types and reviewer checks.',
    content: `<h2>Scope</h2>
<p>This topic covers the computer science of quantum computing: quantum algorithms and complexity, compilation and optimisation of quantum circuits, error correction and error mitigation, quantum programming languages and software tools, hybrid quantum-classical methods, and the classical simulation of quantum systems. Work on quantum communication protocols is also welcome.</p>
<h2>Questions we welcome</h2>
<p>For which practical problems can a quantum algorithm be shown to outperform the best classical method, once realistic overheads are included? How can circuits be mapped to hardware with limited qubit connectivity using fewer added gates? Which error mitigation techniques remain effective as circuits grow deeper? How should quantum programs be tested and debugged when measurement destroys state? How far can tensor-network methods push the classical simulation of noisy devices?</p>
<h2>Contributions we accept</h2>
<p>Algorithmic and complexity-theoretic papers, compiler and software tool papers, experimental studies on real quantum hardware or realistic noise models, benchmarking studies, and tutorial surveys aimed at computer scientists entering the field.</p>
<p><strong>Usually out of scope:</strong> Papers on quantum hardware physics, such as qubit fabrication, are better suited to physics venues. Variational circuits applied to a small classical dataset with accuracy compared only against other quantum circuits are usually declined.</p>
<h2>What reviewers look for</h2>
<p>Reviewers look for honest comparison with strong classical baselines; claims of quantum advantage without one will not be accepted. Experiments must specify the hardware or simulator, noise model, number of shots, qubit count and circuit depth, together with the software versions used. Variational algorithm papers should report how many optimiser runs were needed and how sensitive results are to initialisation. Resource estimates should state their assumptions about error rates.</p>
<h2>Example subtopics</h2>
<ul>
<li>Quantum algorithms for optimisation and simulation</li>
<li>Quantum circuit compilation and qubit mapping</li>
<li>Error correction and error mitigation</li>
<li>Quantum programming languages and testing</li>
<li>Classical simulation of quantum circuits</li>
</ul>`,
  },

  // ---------------------------------------------------------------- Human-Centred and Applied Computing
  {
    title: 'Human-Computer Interaction & Accessibility',
    category: 'Human-Centred and Applied Computing',
    meta_title: 'Human-Computer Interaction and Accessibility Research | IJCRI',
    meta_description:
      'IJCRI publishes research on interaction design, usability, accessibility, assistive technology and user studies. Scope, paper types and reviewer checks.',
    content: `<h2>Scope</h2>
<p>This topic covers how people use, experience and are affected by computing systems: interaction techniques, usability and user experience, accessibility and assistive technology, interfaces in local languages and for users with limited literacy, visualisation, and human interaction with AI systems. Work that includes disabled people, older adults and rural communities as participants and partners, not only as subjects, is especially welcome.</p>
<h2>Questions we welcome</h2>
<p>How can mobile interfaces serve users who read little or not at all? How well do screen readers handle mathematical content, charts and Indic scripts, and how can that be improved? When do explanations from an AI system help people make better decisions, and when do they create misplaced trust? How do voice interfaces perform for speakers of regional accents? What design practices make accessibility sustainable across product releases?</p>
<h2>Contributions we accept</h2>
<p>Controlled experiments, field studies, qualitative interview and observation studies, design and artefact papers with evaluation, accessibility audits at scale, and literature reviews.</p>
<p><strong>Usually out of scope:</strong> Usability evaluations of a single website or app using only a standard questionnaire and a handful of participants, without a design insight that transfers, are usually declined. Accessibility checks based only on automated validators are not sufficient on their own.</p>
<h2>What reviewers look for</h2>
<p>Reviewers check that participant numbers, recruitment, demographics and compensation are reported, that informed consent was obtained, and that ethics approval is stated where required. Statistical analyses should match the study design and report effect sizes, not only p-values. Qualitative studies should explain how coding was done and by whom. Accessibility work should involve people with the relevant disabilities; evaluation by sighted researchers using simulations alone is not sufficient.</p>
<h2>Example subtopics</h2>
<ul>
<li>Accessibility and assistive technologies</li>
<li>Interfaces for low-literacy and multilingual users</li>
<li>Human-AI interaction and explainable interfaces</li>
<li>Information visualisation</li>
<li>Usability evaluation methods</li>
</ul>`,
  },
  {
    title: 'Health Informatics and Biomedical Computing',
    category: 'Human-Centred and Applied Computing',
    meta_title: 'Health Informatics and Biomedical Computing Research | IJCRI',
    meta_description:
      'Research on clinical decision support, electronic health records, bioinformatics and digital health in IJCRI: scope, paper types and what reviewers expect.',
    content: `<h2>Scope</h2>
<p>This topic covers computing methods applied to health and biology: clinical decision support, analysis of electronic health records, medical signal processing, bioinformatics and genomics pipelines, mobile and telehealth systems, health data interoperability, and the evaluation of AI tools in clinical settings. We welcome work from low-resource health systems, where constraints on data, connectivity and staff shape what technology can do.</p>
<h2>Questions we welcome</h2>
<p>Does a diagnostic model trained on data from urban tertiary hospitals remain accurate in district hospitals and primary care? How can health records in different formats be linked while protecting patient privacy? What makes clinicians accept or ignore decision support alerts? How can ECG or sleep data from consumer wearables be processed reliably? How can genomic analysis pipelines be made reproducible across computing environments?</p>
<h2>Contributions we accept</h2>
<p>Method papers with clinical or biological validation, system and deployment papers, retrospective and prospective evaluation studies, datasets released under appropriate governance, and systematic reviews.</p>
<p><strong>Usually out of scope:</strong> Papers that train a classifier on a small public dataset, such as a widely used diabetes or heart disease table, and report accuracy without clinical context or external validation are usually declined. Hospital management software descriptions without evaluation are also out of scope.</p>
<h2>What reviewers look for</h2>
<p>Reviewers require a statement of ethics committee approval and patient consent, or the reason consent was waived, for any study using patient data. Prediction models should be reported following established guidance such as TRIPOD, with external validation where possible and calibration alongside discrimination. Claims of clinical usefulness need clinical input, and papers should avoid presenting retrospective accuracy as evidence of patient benefit. Data availability statements must explain how other researchers can obtain access.</p>
<h2>Example subtopics</h2>
<ul>
<li>Clinical decision support and risk prediction</li>
<li>Electronic health record analysis and interoperability</li>
<li>Biomedical signal processing and wearables</li>
<li>Bioinformatics and genomics pipelines</li>
<li>Telehealth and mobile health systems</li>
</ul>`,
  },
  {
    title: 'Computing Education',
    category: 'Human-Centred and Applied Computing',
    meta_title: 'Computing Education Research Topic | IJCRI Journal Scope',
    meta_description:
      'IJCRI welcomes research on programming education, assessment, curriculum design and AI tools in computing courses. Scope, paper types and what reviewers check.',
    content: `<h2>Scope</h2>
<p>This topic covers research on how computing is taught and learned, at school, undergraduate and postgraduate level and in professional training: introductory programming, curriculum design, assessment and automated feedback, academic integrity, broadening participation, and the effect of generative AI tools on learning. We are interested in studies from a wide range of institutions, including large public universities and engineering colleges where class sizes and resources differ greatly from those in much of the published literature.</p>
<h2>Questions we welcome</h2>
<p>How does the use of AI coding assistants change what students learn in a first programming course? Which forms of automated feedback improve performance on later, unassisted tasks? How can assessment remain valid when code can be generated on demand? What helps students whose first language is not English learn programming concepts taught in English? Which interventions improve retention of women in computing programmes?</p>
<h2>Contributions we accept</h2>
<p>Empirical studies with quantitative or qualitative evaluation, replication studies in new contexts, tool papers with classroom evaluation, curriculum design papers with evidence of outcomes, and systematic reviews.</p>
<p><strong>Usually out of scope:</strong> Course descriptions without evaluation, and opinion pieces on teaching practice that do not engage with evidence, are usually declined. Studies of a single cohort are welcome when they are honest about the limits of what they can show.</p>
<h2>What reviewers look for</h2>
<p>Reviewers expect a clear research question grounded in prior education research, not only a description of a course. Studies should describe the institutional context, participant numbers and how learning was measured, and should use comparison groups or pre- and post-measures where feasible. Student participation requires consent and, where the institution requires it, ethics approval; students must not be disadvantaged for declining. Self-reported satisfaction alone is not treated as evidence of learning.</p>
<h2>Example subtopics</h2>
<ul>
<li>Introductory programming pedagogy</li>
<li>Automated assessment and feedback</li>
<li>Generative AI in computing education</li>
<li>Curriculum design for data science and AI</li>
<li>Diversity and inclusion in computing programmes</li>
</ul>`,
  },
];
