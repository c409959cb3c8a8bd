import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import firmJson from '@/content/firm.json' with { type: 'json' };
import type { Provenance } from '@/content/types';
import { ContentFileError, parseDataFile } from '@/lib/collections/files';
import { firstProblem } from '@/lib/collections/fields';
import { FACTS_FILE, FIRM_FILE, factsFile, firmFile } from '@/lib/collections/facts';

/**
 * The firm's facts as the build reads them: content/facts.yml and content/firm.json, checked against
 * the fields the editor's forms are made from (lib/collections/facts.ts). A mistake stops the build,
 * naming the file and the field. content/ reads these; nothing else states them.
 */

type DaySpan = readonly [number, number];
type Group<T> = T & { provenance: Provenance };

export interface Facts {
  certificate: Group<{ standard: string; body?: string; number?: string }>;
  insurance: Group<{ professionalIndemnity: { limit?: string; basis?: string; insurer?: string; territory?: string; runOffYears?: string }; usCover: string }>;
  delivery: Group<{
    cutoff: string;
    progressUpdateHours: number;
    revisionRounds: number;
    turnaround: { service: string; standard: DaySpan; rush: DaySpan; scope: string }[];
    scheduleBaseline: DaySpan;
    scopePackage: DaySpan;
    safetyReview: DaySpan;
    inspectionChecklist: DaySpan;
    temporaryWorksDesign: DaySpan;
    commentResponse: DaySpan;
    addendumUpdate: DaySpan;
  }>;
  figures: Group<{
    yearsExperience: number;
    teamMembers: number;
    projectsDelivered: number;
    happyClients: number;
    takeoffAccuracy: number;
    bimClashReduction: number;
    bimTimeSavings: number;
    bimCostReduction: number;
    bimBasisProjects?: string;
  }>;
  data: Group<{ hostedIn: string; deleteWithinDays: number; keepDeliverablesYears: number }>;
  payment: Group<{ dueDays: number; depositPercent: number; depositAbove: string }>;
  contracts: { market: 'us' | 'uk' | 'eu'; law: string; disputes: string; invoicing: string; provenance: Provenance }[];
  liability: Group<{ defaultCap?: string }>;
  gdpr: Group<{ ukRepresentative?: string; euRepresentative?: string }>;
  terms: { id: string; heading: string; paragraphs: string[]; provenance: Provenance }[];
}

/** The same value listed twice in one list is a mistake: each needs its own. */
function unique(file: string, list: string, key: string, values: string[]): void {
  values.forEach((value, index) => {
    const first = values.indexOf(value);
    if (first !== index) throw new ContentFileError(file, `${list}[${index}].${key} "${value}" is used twice (also ${list}[${first}].${key})`);
  });
}

export function parseFacts(file: string, source: string): Facts {
  const facts = parseDataFile(file, source, factsFile) as unknown as Facts;
  unique(file, 'delivery.turnaround', 'service', facts.delivery.turnaround.map((t) => t.service));
  unique(file, 'contracts', 'market', facts.contracts.map((c) => c.market));
  unique(file, 'terms', 'id', facts.terms.map((t) => t.id));
  facts.delivery.turnaround.forEach((t, i) => {
    if (t.rush[1] > t.standard[0]) throw new ContentFileError(file, `delivery.turnaround[${i}].rush must be no longer than the shortest standard turnaround (${t.standard[0]} days)`);
  });
  return facts;
}

export const facts: Facts = parseFacts(FACTS_FILE, readFileSync(path.resolve(process.cwd(), FACTS_FILE), 'utf8'));

export type FirmFacts = typeof firmJson;

/** content/firm.json checked as the editor would save it; the pages read the same import (content/firm.ts). */
export function checkFirm(file: string, data: unknown): void {
  const checked = v.safeParse(firmFile, data);
  if (!checked.success) {
    const { field, problem } = firstProblem(checked.issues, '');
    throw new ContentFileError(file, field ? `${field} ${problem}` : problem);
  }
  const desks = (data as FirmFacts).desks.list;
  unique(file, 'desks.list', 'id', desks.map((d) => d.id));
}

checkFirm(FIRM_FILE, firmJson);
