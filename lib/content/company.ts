import { companyOf } from '@/content/company';
import { figures, figureText, isoPhrase } from '@/lib/content/figures';
import { revisions } from '@/lib/content/commitments';
import { site } from '@/lib/content/site';

/**
 * The firm's own pages (about, team, careers, quality): their words are content/company.ts, a function
 * of the facts and sentences it quotes (`CompanyWords`), so each number there is the facts'.
 */
const companyWords = { figures, figureText, isoPhrase, revisions, site };
export type CompanyWords = typeof companyWords;

export const { mission, values, markets, processStages, teamDisciplines, careerRoles, careersHowToApply, qualityStatement, qualityCommitments } = companyOf(companyWords);
