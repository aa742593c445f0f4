import type { EditorialMemberSeed } from './types.ts';

/**
 * The editorial board shown on /editorial-board and /editorial-board/{slug}. The members are fictional.
 * ORCID iDs are syntactically valid (ISO 7064 MOD 11-2 check digit) and deliberately drawn from the
 * 0000-0000 block, which ORCID does not issue, so that none of them points at a real researcher's record.
 */
export const editorialBoard: EditorialMemberSeed[] = [
  {
    slug: 'ananya-raghavan',
    name: 'Prof. Ananya Raghavan',
    role: 'Editor-in-Chief',
    affiliation:
      'Department of Computer Science and Engineering, Indian Institute of Science Education and Research, Pune',
    country: 'India',
    expertise: [
      'Distributed systems',
      'Scientific workflow management',
      'Communication-efficient distributed training',
      'Energy-aware high-performance computing',
    ],
    bio:
      'Ananya Raghavan is a Professor in the Department of Computer Science and Engineering at the Indian Institute of Science Education and Research, Pune, where she leads a research group on systems for large-scale scientific computing. Her work addresses scheduling and fault tolerance in scientific workflows, reducing communication in distributed training of machine learning models, and measuring the energy cost of parallel applications. She has worked with climate modellers and structural biologists to build analysis pipelines that run across shared national computing facilities. Before her academic career she spent three years as a software engineer developing cluster schedulers. As Editor-in-Chief of IJCRI she sets editorial policy, appoints handling editors, and takes final responsibility for acceptance decisions and for the investigation of publication ethics concerns.',
    orcid: '0000-0000-2916-5133',
  },
  {
    slug: 'meera-kulkarni',
    name: 'Dr. Meera Kulkarni',
    role: 'Managing Editor',
    affiliation: 'Editorial Office, Meridian Scholarly Press, Pune',
    country: 'India',
    expertise: [
      'Scholarly communication',
      'Research metadata and persistent identifiers',
      'Digital libraries',
      'Publication ethics',
    ],
    bio:
      'Meera Kulkarni is the Managing Editor of IJCRI and runs the journal\'s editorial office in Pune. She holds a doctorate in library and information science, with a thesis on metadata quality in institutional repositories, and previously coordinated the digital library of an engineering university. At IJCRI she oversees the first screening of every submission, including the similarity check, manages reviewer assignment in the Editorial Management System, and supervises DOI registration and metadata deposit for published articles. She also handles author queries about charges, licensing and corrections, and coordinates the journal\'s conference proceedings collaborations. Her research interests include persistent identifiers, citation metadata, and the practical workflows that small open-access publishers need to meet community standards for transparency.',
  },
  {
    slug: 'lim-wei-jie',
    name: 'Prof. Lim Wei Jie',
    role: 'Associate Editor',
    affiliation: 'School of Computing, National University of Singapore',
    country: 'Singapore',
    expertise: [
      'Computer vision',
      'Remote sensing image analysis',
      'Label-efficient learning',
      'Efficient neural networks for embedded devices',
    ],
    bio:
      'Lim Wei Jie is a Professor in the School of Computing at the National University of Singapore. His research develops computer vision methods that learn from limited and noisy labels, with applications to satellite imagery of coastal and urban change and to visual inspection in manufacturing. A second strand of his work concerns compact vision models that run within the memory and power budgets of drones and field cameras. He has released several annotated aerial imagery datasets with documented labelling protocols and is an advocate of reporting compute cost alongside accuracy. At IJCRI he handles submissions in computer vision, image analysis and efficient machine learning, and he coordinates the reviewer pool for the Artificial Intelligence category.',
    orcid: '0000-0000-8475-5283',
  },
  {
    slug: 'katharina-brandt',
    name: 'Prof. Katharina Brandt',
    role: 'Associate Editor',
    affiliation: 'Department of Informatics, Technical University of Munich',
    country: 'Germany',
    expertise: [
      'Software verification',
      'Static analysis',
      'Automated test generation',
      'Safety-critical embedded software',
    ],
    bio:
      'Katharina Brandt is a Professor of Software Engineering in the Department of Informatics at the Technical University of Munich. Her group builds static analysis and verification tools for embedded C and Rust code, with an emphasis on keeping false-positive rates low enough for everyday industrial use. She has led collaborative projects with automotive and rail suppliers on verifying timing and memory-safety properties of control software, and more recently has studied how test generation with large language models compares with search-based techniques on real fault benchmarks. She is a proponent of artefact evaluation and regularly serves on artefact committees. At IJCRI she handles papers in software testing, verification and programming languages.',
    orcid: '0000-0000-1433-1231',
  },
  {
    slug: 'samuel-kiprono',
    name: 'Dr. Samuel Kiprono',
    role: 'Associate Editor',
    affiliation: 'Department of Computing and Informatics, University of Nairobi',
    country: 'Kenya',
    expertise: [
      'Wireless sensor networks',
      'Low-power wide-area networking',
      'IoT for agriculture and water management',
      'Rural connectivity measurement',
    ],
    bio:
      'Samuel Kiprono is a Senior Lecturer in the Department of Computing and Informatics at the University of Nairobi. His research concerns low-power wireless networks for environmental and agricultural monitoring, and he has led multi-year deployments of soil moisture and water-level sensors in the Rift Valley and around Lake Victoria. He studies how LoRaWAN networks behave under real terrain and weather conditions, how node firmware can extend battery life, and how connectivity quality in rural areas affects the design of data services. He also runs a measurement project on mobile broadband performance in Kenyan counties. At IJCRI he handles submissions in computer networks, the Internet of Things and cyber-physical systems.',
    orcid: '0000-0000-5185-0268',
  },
  {
    slug: 'jonathan-reyes',
    name: 'Prof. Jonathan Reyes',
    role: 'Associate Editor',
    affiliation: 'Department of Computer Science, University of Maryland, College Park',
    country: 'United States',
    expertise: [
      'Applied cryptography',
      'Post-quantum migration',
      'Network security',
      'Security of IoT firmware',
    ],
    bio:
      'Jonathan Reyes is an Associate Professor in the Department of Computer Science at the University of Maryland, College Park. His research examines how cryptography is deployed in practice, from the performance cost of post-quantum key exchange in constrained devices to the key management failures found in IoT firmware. His group has analysed the update mechanisms of several thousand firmware images and reported the resulting vulnerabilities to vendors through coordinated disclosure. He teaches graduate courses in network security and applied cryptography and mentors first-generation doctoral students. At IJCRI he handles submissions in applied cryptography, network and systems security, and privacy-preserving computation, and he advises the editors on the ethics of vulnerability research.',
    orcid: '0000-0000-1431-6939',
  },
  {
    slug: 'fernanda-albuquerque',
    name: 'Dr. Fernanda Albuquerque',
    role: 'Section Editor',
    affiliation: 'Institute of Computing, University of Campinas',
    country: 'Brazil',
    expertise: [
      'Query optimisation',
      'Data integration and cleaning',
      'Spatio-temporal data mining',
      'Open government data',
    ],
    bio:
      'Fernanda Albuquerque is an Assistant Professor at the Institute of Computing of the University of Campinas. Her research covers query optimisation for analytical workloads, entity resolution across heterogeneous public datasets, and the mining of spatio-temporal data such as urban mobility and epidemiological records. She has worked with Brazilian municipal governments to integrate health, transport and education data while respecting national data protection law, and she maintains an open benchmark of messy real-world records for evaluating data cleaning tools. As Section Editor for Data Science and Databases at IJCRI, she assigns handling editors in that category, monitors reviewing standards, and curates the topic descriptions that guide authors.',
    orcid: '0000-0000-8382-1074',
  },
  {
    slug: 'haruka-matsumoto',
    name: 'Dr. Haruka Matsumoto',
    role: 'Section Editor',
    affiliation: 'Graduate School of Informatics, Kyoto University',
    country: 'Japan',
    expertise: [
      'Human-computer interaction',
      'Accessibility and assistive technology',
      'Ageing and technology',
      'Voice user interfaces',
    ],
    bio:
      'Haruka Matsumoto is an Associate Professor in the Graduate School of Informatics at Kyoto University. She studies how older adults and people with visual impairments use smartphones and voice assistants, combining long-term field studies in homes and care facilities with controlled experiments on interaction techniques. Her recent projects examine how screen readers present charts and tables, and how voice interfaces cope with regional dialects and age-related changes in speech. She works with disability organisations as research partners throughout the design process. As Section Editor for Human-Centred and Applied Computing at IJCRI, she oversees the review of user studies and checks that submissions report participant recruitment, consent and ethics approval appropriately.',
    orcid: '0000-0000-5325-1816',
  },
  {
    slug: 'oliver-pemberton',
    name: 'Dr. Oliver Pemberton',
    role: 'Section Editor',
    affiliation: 'School of Computer Science, University of Bristol',
    country: 'United Kingdom',
    expertise: [
      'Approximation algorithms',
      'Parameterised complexity',
      'Scheduling theory',
      'Algorithm engineering',
    ],
    bio:
      'Oliver Pemberton is a Senior Lecturer in the School of Computer Science at the University of Bristol. His research is in algorithms and complexity, with particular interest in approximation and parameterised algorithms for scheduling and routing problems that arise in logistics and cloud resource allocation. He is equally interested in whether theoretical improvements survive contact with real instances, and his group maintains open-source implementations and instance collections for several scheduling variants. He has taught algorithms to undergraduate and master\'s students for over a decade. As Section Editor for Theory and Algorithms at IJCRI, he ensures that theoretical submissions receive reviewers able to check proofs in full and that experimental papers use meaningful baselines.',
    orcid: '0000-0000-9353-5637',
  },
  {
    slug: 'aisha-bello',
    name: 'Dr. Aisha Bello',
    role: 'Editorial Board Member',
    affiliation: 'Department of Computer Science, University of Lagos',
    country: 'Nigeria',
    expertise: [
      'Natural language processing',
      'Low-resource machine translation',
      'Speech corpora for African languages',
      'Evaluation of language models',
    ],
    bio:
      'Aisha Bello is a Lecturer in the Department of Computer Science at the University of Lagos. Her research focuses on natural language processing for Yoruba, Hausa and Igbo, including machine translation with limited parallel data, named entity recognition for news text, and the construction of speech corpora recorded with community participants. She has coordinated annotation projects involving more than forty native-speaker annotators and has written on fair compensation and consent in data collection. Her current work evaluates how well multilingual language models handle tone marking and code-switching in West African languages. She reviews for IJCRI in natural language processing and advises the editors on resource and dataset papers.',
    orcid: '0000-0000-6441-9856',
  },
  {
    slug: 'sophie-tremblay',
    name: 'Dr. Sophie Tremblay',
    role: 'Editorial Board Member',
    affiliation: 'Department of Computer Science and Operations Research, Université de Montréal',
    country: 'Canada',
    expertise: [
      'Reinforcement learning',
      'Offline reinforcement learning',
      'Energy systems optimisation',
      'Evaluation methodology',
    ],
    bio:
      'Sophie Tremblay is an Assistant Professor in the Department of Computer Science and Operations Research at the Université de Montréal. Her research concerns reinforcement learning from logged data, with applications to building energy management and the scheduling of hydroelectric reservoirs. She is interested in why reinforcement learning results are hard to reproduce and has published studies showing how implementation details and random seeds change the ranking of algorithms. She encourages authors to report interquartile means and confidence intervals rather than best runs. At IJCRI she reviews and handles papers in reinforcement learning, sequential decision-making and machine learning methodology.',
    orcid: '0000-0000-7837-8637',
  },
  {
    slug: 'emily-nguyen',
    name: 'Dr. Emily Nguyen',
    role: 'Editorial Board Member',
    affiliation: 'School of Computing and Information Systems, University of Melbourne',
    country: 'Australia',
    expertise: [
      'Empirical software engineering',
      'Mining software repositories',
      'Code review',
      'AI-assisted programming',
    ],
    bio:
      'Emily Nguyen is a Senior Lecturer in the School of Computing and Information Systems at the University of Melbourne. She studies how software teams work, using data from version control systems, code review platforms and continuous integration logs, combined with interviews and surveys of developers. Her recent projects examine how code suggested by AI assistants is reviewed, modified and maintained after it is accepted, and how review practices in open-source projects affect the retention of newcomers. She publishes her mining scripts and datasets with each paper and teaches a graduate course on research methods in software engineering. At IJCRI she handles empirical software engineering submissions.',
    orcid: '0000-0000-9881-7473',
  },
  {
    slug: 'arjun-mehta',
    name: 'Dr. Arjun Mehta',
    role: 'Editorial Board Member',
    affiliation: 'Department of Computer Science and Engineering, Indian Institute of Technology Madras',
    country: 'India',
    expertise: [
      'Quantum circuit compilation',
      'Quantum error mitigation',
      'Quantum software testing',
      'Classical simulation of quantum circuits',
    ],
    bio:
      'Arjun Mehta is an Assistant Professor in the Department of Computer Science and Engineering at the Indian Institute of Technology Madras. His research lies at the boundary of compilers and quantum computing: mapping quantum circuits onto hardware with restricted qubit connectivity, reducing gate counts through circuit rewriting, and testing quantum programs whose behaviour can only be observed statistically. He also works on tensor-network simulation methods that help researchers without hardware access evaluate their algorithms under realistic noise. He has developed introductory course material on quantum programming for undergraduate computer science students. At IJCRI he handles submissions in quantum computing and advises on the evaluation of claimed quantum speedups.',
    orcid: '0000-0000-3576-8707',
  },
  {
    slug: 'ingrid-solberg',
    name: 'Dr. Ingrid Solberg',
    role: 'Editorial Board Member',
    affiliation: 'Department of Computer Science, Norwegian University of Science and Technology',
    country: 'Norway',
    expertise: [
      'Differential privacy',
      'Federated learning in healthcare',
      'Health data interoperability',
      'Privacy engineering',
    ],
    bio:
      'Ingrid Solberg is an Associate Professor in the Department of Computer Science at the Norwegian University of Science and Technology. Her research develops privacy-preserving methods for health data, including federated learning across hospitals that cannot share patient records and differentially private release of registry statistics. She works closely with clinicians and hospital data protection officers, and her projects include the evaluation of risk prediction models that were trained in one region and deployed in another. She is interested in how privacy guarantees can be explained to ethics committees and patients. At IJCRI she handles submissions in privacy-preserving computation and health informatics.',
    orcid: '0000-0000-2600-3438',
  },
  {
    slug: 'efua-boateng',
    name: 'Dr. Efua Boateng',
    role: 'Editorial Board Member',
    affiliation: 'Department of Computer Science, Kwame Nkrumah University of Science and Technology',
    country: 'Ghana',
    expertise: [
      'Edge computing',
      'Computation offloading',
      'Serverless platforms',
      'Energy-aware scheduling',
    ],
    bio:
      'Efua Boateng is a Lecturer in the Department of Computer Science at Kwame Nkrumah University of Science and Technology in Kumasi. Her research addresses computation offloading and scheduling at the network edge, particularly for settings where connectivity to distant cloud regions is slow, expensive or intermittent. She has built an edge testbed using low-cost single-board computers to evaluate how inference workloads can be split between phones, local servers and the cloud, and she studies the energy cost of these choices. She also researches cold-start behaviour in serverless platforms. At IJCRI she reviews and handles papers in edge, fog and cloud computing and in distributed systems.',
  },
  {
    slug: 'rajiv-subramanian',
    name: 'Prof. Rajiv Subramanian',
    role: 'Advisory Board Member',
    affiliation: 'Department of Computer Science and Automation, Indian Institute of Science, Bengaluru',
    country: 'India',
    expertise: [
      'Database systems',
      'Query processing',
      'Transaction management',
      'Research mentoring',
    ],
    bio:
      'Rajiv Subramanian is Professor Emeritus in the Department of Computer Science and Automation at the Indian Institute of Science, Bengaluru. Over a career of more than thirty years he worked on query processing, transaction management and the testing of database engines, and supervised over twenty doctoral theses, many of whose authors now lead research groups in India and abroad. He has served on programme committees of major database conferences and on national committees for computing research funding. As a member of the IJCRI Advisory Board he advises the editors on editorial policy, reviewer standards and the journal\'s long-term direction, and he mentors early-career members of the editorial board in handling submissions.',
  },
  {
    slug: 'margaret-holloway',
    name: 'Prof. Margaret Holloway',
    role: 'Advisory Board Member',
    affiliation: 'School of Informatics, University of Edinburgh',
    country: 'United Kingdom',
    expertise: [
      'Programming language semantics',
      'Type systems',
      'Computing education',
      'Research integrity',
    ],
    bio:
      'Margaret Holloway is Professor Emerita in the School of Informatics at the University of Edinburgh. Her research concerned the semantics of programming languages and type systems for functional languages, and in later years she turned to research on how programming is taught and assessed at university level. She has chaired university committees on research integrity and academic misconduct, and has written guidance for early-career researchers on authorship, text recycling and the handling of reviewer conflicts of interest. As a member of the IJCRI Advisory Board she advises the editors on publication ethics cases, peer review policy and the fair treatment of authors from institutions with limited research funding.',
  },
];
