import type { Person, Provenance } from './types';

/** Illustrative: the people below are fictional. Replace them with the firm's own people (names, roles, credentials) before launch. */
export const teamProvenance: Provenance = 'illustrative';

/**
 * The people named on the site: leadership and the lead of each discipline. Blog posts name their
 * author by `id`, and each person's URL is /team/#<id>, so a byline, the team page and the BlogPosting
 * author always agree. (The firm and its people are fictional.)
 */
export const people = [
  {
    id: 'imran-siddiqui',
    name: 'Imran Siddiqui',
    role: 'Managing Director',
    group: 'leadership',
    credentials: ['MRICS', 'BSc (Hons) Quantity Surveying'],
    bio: 'Founded the firm after twelve years as a cost consultant on commercial and infrastructure work in the UK and the Gulf. Sets the review standards every deliverable passes before it is issued, and still reads the cover sheet of every major estimate.',
  },
  {
    id: 'laura-bennett',
    name: 'Laura Bennett',
    role: 'Preconstruction Director',
    group: 'leadership',
    credentials: ['MCIOB', 'MRICS', 'BSc Construction Management'],
    bio: 'Ran preconstruction for a UK main contractor for a decade, leading two-stage tenders and pre-construction services agreements. Now agrees scope, program and team with each client before work starts, and writes about early contractor involvement and risk.',
  },
  {
    id: 'ayesha-malik',
    name: 'Ayesha Malik',
    role: 'Senior Cost Estimator',
    group: 'leads',
    discipline: 'Estimating & Quantity Surveying',
    credentials: ['AACE Certified Cost Professional (CCP)', 'BSc Civil Engineering'],
    bio: 'Fourteen years estimating buildings and civil works for US and UK contractors, from Class 5 budgets to hard bids. Leads the estimating team and its second-method quantity checks, and writes our guides to takeoff, accuracy and embodied carbon.',
  },
  {
    id: 'bilal-chaudhry',
    name: 'Bilal Chaudhry',
    role: 'Detailing Manager',
    group: 'leads',
    discipline: 'Shop Drawings & Steel Detailing',
    credentials: ['NISD Individual Detailer Certification', 'BSc Civil Engineering'],
    bio: 'Has detailed structural steel in Tekla Structures since 2011, on industrial sheds, crane buildings and multi-story frames. Owns the connection checklist every steel and MEP shop drawing package is checked against before it goes to a fabricator.',
  },
  {
    id: 'hamza-rauf',
    name: 'Hamza Rauf',
    role: 'Rebar Detailing Manager',
    group: 'leads',
    discipline: 'Rebar Detailing',
    credentials: ['BSc Civil Engineering', 'MSc Structural Engineering'],
    bio: 'Detailed reinforcement for towers, bridges and water structures to ACI MNL-66, BS 8666 and Eurocode 2. Runs the pour-by-pour release process and the congestion checks that keep bars from being cut or bent twice on site.',
  },
  {
    id: 'daniel-okafor',
    name: 'Daniel Okafor',
    role: 'BIM Coordination Lead',
    group: 'leads',
    discipline: 'BIM & Coordination',
    credentials: ['Autodesk Certified Professional: Revit', 'ISO 19650 BIM practitioner training', 'MEng Building Services'],
    bio: 'Coordinated MEP-heavy hospitals, labs and schools before moving into BIM management. Writes the BIM execution plans, chairs the weekly clash meetings and writes about what model-based coordination can and cannot promise.',
  },
  {
    id: 'farah-javed',
    name: 'Farah Javed',
    role: 'Head of Project Controls',
    group: 'leads',
    discipline: 'Project Controls',
    credentials: ['PMP', 'PMI Scheduling Professional (PMI-SP)'],
    bio: 'Builds and maintains Primavera P6 schedules for contractors and owners, tested against the DCMA 14-point assessment. Leads planning, phasing and progress reporting for every project-controls engagement.',
  },
  {
    id: 'usman-tariq',
    name: 'Usman Tariq',
    role: 'Principal Design Engineer',
    group: 'leads',
    discipline: 'Design',
    credentials: ['CEng', 'MICE', 'MSc Structural Engineering'],
    bio: 'Chartered structural engineer with temporary works experience on bridges and deep basements. Leads structural and temporary works design and arranges the independent checks each design category requires.',
  },
] as const satisfies readonly Person[];

export function getPerson(id: string): Person | undefined {
  return people.find((p) => p.id === id);
}
