import type { Rng } from './prng.ts';
import { memo } from './text.ts';

/**
 * Fictional people and institutions for generated papers. Given and family names are paired within
 * a naming tradition so that authors read like real people; the pool spans many regions because the
 * journal is international. Institutions are fictional but shaped like real departments.
 */
export interface Person {
  given: string;
  family: string;
}

const NAME_TRADITIONS: ReadonlyArray<{ given: readonly string[]; family: readonly string[] }> = [
  // South Asia
  {
    given: [
      'Priya',
      'Arjun',
      'Kavya',
      'Rohan',
      'Ananya',
      'Vikram',
      'Meera',
      'Siddharth',
      'Aditi',
      'Karthik',
      'Neha',
      'Rahul',
      'Divya',
      'Aravind',
      'Shreya',
      'Harish',
    ],
    family: [
      'Raman',
      'Iyer',
      'Nair',
      'Kulkarni',
      'Deshpande',
      'Menon',
      'Reddy',
      'Sharma',
      'Banerjee',
      'Patel',
      'Chatterjee',
      'Joshi',
      'Krishnan',
      'Gupta',
      'Bhat',
      'Pillai',
    ],
  },
  {
    given: ['Farhan', 'Ayesha', 'Tanvir', 'Nusrat', 'Imran', 'Sadia', 'Kasun', 'Nimali', 'Bikash', 'Sunita'],
    family: [
      'Rahman',
      'Hossain',
      'Chowdhury',
      'Perera',
      'Fernando',
      'Jayasuriya',
      'Shrestha',
      'Thapa',
      'Ahmed',
      'Karim',
    ],
  },
  // East and South-East Asia
  {
    given: ['Wei', 'Li', 'Xiaoming', 'Yuxin', 'Hao', 'Jing', 'Zhiwei', 'Mei', 'Qiang', 'Lingyun'],
    family: ['Chen', 'Wang', 'Zhang', 'Liu', 'Huang', 'Zhao', 'Xu', 'Sun', 'Lin', 'Guo'],
  },
  {
    given: ['Haruto', 'Yui', 'Kenji', 'Aiko', 'Takumi', 'Sakura', 'Ren', 'Misaki'],
    family: ['Tanaka', 'Suzuki', 'Watanabe', 'Takahashi', 'Kobayashi', 'Yamamoto', 'Nakamura', 'Ito'],
  },
  {
    given: ['Minjun', 'Seoyeon', 'Jiho', 'Hyunwoo', 'Jisoo', 'Dongha'],
    family: ['Kim', 'Park', 'Lee', 'Choi', 'Jung', 'Kang'],
  },
  {
    given: ['Minh', 'Linh', 'Tuan', 'Thao', 'Budi', 'Siti', 'Arif', 'Putri'],
    family: ['Nguyễn', 'Trần', 'Phạm', 'Lê', 'Santoso', 'Wijaya', 'Hidayat', 'Pratama'],
  },
  // Africa
  {
    given: ['Chinedu', 'Amara', 'Oluwaseun', 'Ngozi', 'Emeka', 'Folake', 'Tunde', 'Adaeze'],
    family: ['Okafor', 'Adeyemi', 'Eze', 'Okonkwo', 'Balogun', 'Nwosu', 'Adebayo', 'Obi'],
  },
  {
    given: ['Wanjiru', 'Kamau', 'Achieng', 'Otieno', 'Thandiwe', 'Sipho', 'Amina', 'Kwame', 'Abena', 'Yaw'],
    family: ['Mwangi', 'Odhiambo', 'Kariuki', 'Ndlovu', 'Dlamini', 'Mensah', 'Boateng', 'Asante', 'Mutua', 'Nkosi'],
  },
  // Middle East and North Africa
  {
    given: ['Omar', 'Layla', 'Yusuf', 'Fatima', 'Karim', 'Nour', 'Hassan', 'Mariam', 'Reza', 'Shirin', 'Elif', 'Emre'],
    family: [
      'Haddad',
      'Mansour',
      'Khalil',
      'Saleh',
      'Farouk',
      'Hosseini',
      'Karimi',
      'Tehrani',
      'Yılmaz',
      'Demir',
      'Aydın',
      'Benali',
    ],
  },
  // Europe
  {
    given: ['Lukas', 'Anna', 'Jonas', 'Katrin', 'Matthias', 'Sophie', 'Felix', 'Lena'],
    family: ['Müller', 'Schneider', 'Fischer', 'Becker', 'Hoffmann', 'Wagner', 'Schulz', 'Krüger'],
  },
  {
    given: ['Camille', 'Julien', 'Élodie', 'Mathieu', 'Giulia', 'Marco', 'Chiara', 'Luca'],
    family: ['Moreau', 'Lefèvre', 'Girard', 'Dubois', 'Rossi', 'Bianchi', 'Romano', 'Colombo'],
  },
  {
    given: ['Javier', 'Lucía', 'Pablo', 'Marta', 'João', 'Inês', 'Tiago', 'Beatriz'],
    family: ['García', 'Martínez', 'López', 'Fernández', 'Silva', 'Costa', 'Pereira', 'Oliveira'],
  },
  {
    given: ['Piotr', 'Katarzyna', 'Tomasz', 'Agnieszka', 'Dmitri', 'Olga', 'Andrei', 'Elena', 'Nikos', 'Eleni'],
    family: [
      'Nowak',
      'Kowalski',
      'Wiśniewska',
      'Ivanov',
      'Petrova',
      'Popescu',
      'Ionescu',
      'Papadopoulos',
      'Georgiou',
      'Novák',
    ],
  },
  {
    given: ['Erik', 'Ingrid', 'Lars', 'Sofia', 'Mikael', 'Astrid', 'Aino', 'Jussi'],
    family: ['Lindqvist', 'Andersson', 'Johansen', 'Nielsen', 'Berg', 'Virtanen', 'Korhonen', 'Halvorsen'],
  },
  // Americas and Oceania
  {
    given: ['Emily', 'James', 'Sarah', 'Michael', 'Olivia', 'Daniel', 'Grace', 'Nathan', 'Hannah', 'Ethan'],
    family: ['Thompson', 'Walker', 'Mitchell', 'Bennett', 'Hughes', 'Foster', 'Campbell', 'Reid', 'Morgan', 'Clarke'],
  },
  {
    given: ['Mateo', 'Valentina', 'Santiago', 'Camila', 'Diego', 'Isabela', 'Rafael', 'Gabriela'],
    family: ['Hernández', 'Ramírez', 'Torres', 'Flores', 'Souza', 'Almeida', 'Castillo', 'Vargas'],
  },
];

/** Academic designations, weighted towards the people who write most papers. */
const DESIGNATIONS = [
  'Research Scholar',
  'Research Scholar',
  'PhD Candidate',
  'PhD Candidate',
  'M.Tech. Student',
  'Assistant Professor',
  'Assistant Professor',
  'Associate Professor',
  'Professor',
  'Postdoctoral Researcher',
  'Senior Research Engineer',
  'Lecturer',
] as const;

/** Fictional institutions, shaped like real departments: "department, institution, city, country". */
export const INSTITUTIONS = [
  {
    department: 'Department of Computer Science and Engineering',
    name: 'Deccan Institute of Technology',
    city: 'Pune',
    country: 'India',
  },
  { department: 'School of Computing', name: 'Coromandel University', city: 'Chennai', country: 'India' },
  {
    department: 'Department of Information Technology',
    name: 'Narmada Valley Engineering College',
    city: 'Vadodara',
    country: 'India',
  },
  {
    department: 'Department of Computer Applications',
    name: 'Malabar College of Engineering',
    city: 'Kozhikode',
    country: 'India',
  },
  {
    department: 'Centre for Artificial Intelligence',
    name: 'Indraprastha Institute of Applied Sciences',
    city: 'New Delhi',
    country: 'India',
  },
  {
    department: 'Department of Electronics and Communication Engineering',
    name: 'Kaveri Institute of Science and Technology',
    city: 'Bengaluru',
    country: 'India',
  },
  { department: 'Department of Computer Science', name: 'Hooghly University', city: 'Kolkata', country: 'India' },
  {
    department: 'Department of Computer Science and Engineering',
    name: 'Bengal Bay University of Engineering',
    city: 'Dhaka',
    country: 'Bangladesh',
  },
  {
    department: 'Faculty of Information Technology',
    name: 'Kelani Valley University',
    city: 'Colombo',
    country: 'Sri Lanka',
  },
  {
    department: 'School of Computer Science',
    name: 'Pearl River University of Technology',
    city: 'Guangzhou',
    country: 'China',
  },
  {
    department: 'Graduate School of Informatics',
    name: 'Kansai Institute of Science',
    city: 'Osaka',
    country: 'Japan',
  },
  {
    department: 'School of Electrical Engineering and Computer Science',
    name: 'Hangang National University',
    city: 'Seoul',
    country: 'Republic of Korea',
  },
  {
    department: 'Faculty of Computer Science',
    name: 'Mekong University of Technology',
    city: 'Ho Chi Minh City',
    country: 'Vietnam',
  },
  {
    department: 'School of Computing',
    name: 'Straits Institute of Technology',
    city: 'Singapore',
    country: 'Singapore',
  },
  {
    department: 'Department of Informatics',
    name: 'Java Tengah Institute of Technology',
    city: 'Semarang',
    country: 'Indonesia',
  },
  { department: 'Department of Computer Science', name: 'Lagoon City University', city: 'Lagos', country: 'Nigeria' },
  {
    department: 'School of Computing and Informatics',
    name: 'Rift Valley University',
    city: 'Nairobi',
    country: 'Kenya',
  },
  {
    department: 'Department of Computer Science',
    name: 'Highveld University',
    city: 'Johannesburg',
    country: 'South Africa',
  },
  {
    department: 'Department of Computer Engineering',
    name: 'Volta Technical University',
    city: 'Accra',
    country: 'Ghana',
  },
  {
    department: 'Department of Computer Engineering',
    name: 'Anatolian Technical University',
    city: 'Ankara',
    country: 'Türkiye',
  },
  {
    department: 'College of Computing and Informatics',
    name: 'Gulf Coast University',
    city: 'Sharjah',
    country: 'United Arab Emirates',
  },
  {
    department: 'Faculty of Computer Engineering',
    name: 'Zagros University of Technology',
    city: 'Isfahan',
    country: 'Iran',
  },
  {
    department: 'Institute for Software Systems',
    name: 'Rhine-Main Technical University',
    city: 'Darmstadt',
    country: 'Germany',
  },
  {
    department: 'Laboratory of Distributed Computing',
    name: 'Université de la Loire',
    city: 'Nantes',
    country: 'France',
  },
  {
    department: 'Department of Information Engineering',
    name: 'Adriatic Polytechnic University',
    city: 'Bologna',
    country: 'Italy',
  },
  {
    department: 'Department of Computer Science',
    name: 'Iberian Institute of Technology',
    city: 'Valencia',
    country: 'Spain',
  },
  {
    department: 'Faculty of Electronics and Information Technology',
    name: 'Vistula University of Technology',
    city: 'Warsaw',
    country: 'Poland',
  },
  { department: 'Department of Computer Science', name: 'Nordic Fjord University', city: 'Bergen', country: 'Norway' },
  {
    department: 'Department of Information and Computing Sciences',
    name: 'Lowlands University',
    city: 'Utrecht',
    country: 'Netherlands',
  },
  { department: 'School of Computer Science', name: 'Pennine University', city: 'Leeds', country: 'United Kingdom' },
  {
    department: 'Department of Computer Science',
    name: 'Great Lakes Institute of Technology',
    city: 'Toronto',
    country: 'Canada',
  },
  {
    department: 'School of Computing and Augmented Intelligence',
    name: 'Sonoran State University',
    city: 'Tucson',
    country: 'United States',
  },
  {
    department: 'Department of Electrical and Computer Engineering',
    name: 'Chesapeake University',
    city: 'Baltimore',
    country: 'United States',
  },
  { department: 'Institute of Computing', name: 'Universidade do Planalto', city: 'Campinas', country: 'Brazil' },
  {
    department: 'Department of Computer Science',
    name: 'Universidad de los Andes del Sur',
    city: 'Santiago',
    country: 'Chile',
  },
  {
    department: 'School of Information Technology',
    name: 'Tasman University',
    city: 'Melbourne',
    country: 'Australia',
  },
] as const;

export type Institution = (typeof INSTITUTIONS)[number];

export interface Author extends Person {
  designation: string;
  institution: Institution;
}

export function fullName(person: Person): string {
  return `${person.given} ${person.family}`;
}

export function randomPerson(rng: Rng): Person {
  const tradition = rng.pick(NAME_TRADITIONS);
  return { given: rng.pick(tradition.given), family: rng.pick(tradition.family) };
}

/**
 * Authors of one paper: distinct names; co-authors often share the first author's institution,
 * as they do in practice (a student and a supervisor, a lab group).
 */
export function randomAuthors(rng: Rng, count: number): Author[] {
  const authors: Author[] = [];
  const seen = new Set<string>();
  let institution: Institution = rng.pick(INSTITUTIONS);
  while (authors.length < count) {
    const person = randomPerson(rng);
    const name = fullName(person);
    if (seen.has(name)) continue;
    seen.add(name);
    if (authors.length > 0 && rng.chance(0.4)) institution = rng.pick(INSTITUTIONS);
    authors.push({ ...person, designation: rng.pick(DESIGNATIONS), institution });
  }
  return authors;
}

export function institutionLine(institution: Institution): string {
  return `${institution.department}, ${institution.name}, ${institution.city}, ${institution.country}`;
}

/** "Priya Raman, Assistant Professor, Department of ..., Pune, India" — one line per author. */
export function designationLines(authors: readonly Author[]): string {
  return authors.map((a) => `${fullName(a)}, ${a.designation}, ${institutionLine(a.institution)}`).join('\n');
}

/** "P." / "J.-P." style initials for citations. */
export const initials = memo((given: string): string =>
  given
    .split(/\s+/)
    .filter(Boolean)
    .map((part) =>
      part
        .split('-')
        .map((p) => `${p.charAt(0)}.`)
        .join('-'),
    )
    .join(' '),
);
