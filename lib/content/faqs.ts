import * as v from 'valibot';
import path from 'node:path';
import { claimMeasures, claims, isoEvidence, isoPhrase } from '@/lib/content/figures';
import { businessDays, progressUpdateText, revisionsPolicy, rush, standardTurnaround } from '@/lib/content/commitments';
import { site } from '@/lib/content/site';
import { softwareStatement } from '@/content/software';
import { deskHoursText, gdprRepresentatives, legalEntity, liabilityCap, paymentTerms, professionalIndemnity, projectFiles, projectFilesRetention, requestRetention, contractRecordRetention, usCover } from '@/lib/content/terms';
import { type CollectionField, KEBAB, listOfObjectsField, matching, objectOf, ruled, text } from '@/lib/content/fields';
import { readFileSync } from 'node:fs';
import { serviceGroups } from '@/content/navigation';
import type { Cta, Faq } from '@/content/types';
import { ContentFileError, parseDataFile } from '@/lib/content/files';
import { servicesInGroup } from '@/lib/content/services';
import { servicePath } from '@/lib/routes';

/**
 * The questions themselves are in content/faqs.yml, and the working terms in content/facts.yml (the
 * editor at /admin/ edits both). A question, an answer or a term that states a shared fact names it in
 * braces, e.g. `{estimateTurnaround}`, and the build fills it in from here, so each fact is still
 * written once: in the facts registry (content/facts.yml, content/firm.json) and the sentences built
 * from it (figures.ts, commitments.ts, terms.ts, site.ts). These are the only names a text may use;
 * any other fails the build, naming the file and the field.
 */
export const faqFacts = {
  siteName: site.name,
  email: site.email,
  markets: site.markets,
  clientDeskHours: site.hours.display,
  responseTime: site.responseTime,
  estimateTurnaround: claims.estimateTurnaround,
  takeoffTurnaround: standardTurnaround('material-takeoff'),
  businessDays: businessDays.short,
  progressUpdate: claims.progressUpdate,
  progressUpdateText,
  takeoffAccuracy: claims.takeoffAccuracy,
  takeoffAccuracyMeasure: claimMeasures.takeoffAccuracy,
  revisionsPolicy,
  isoPhrase,
  isoEvidence,
  officeCity: site.address.locality,
  deskHours: deskHoursText,
  businessDaysDefinition: businessDays.definition,
  rush: rush.what,
  legalEntity,
  professionalIndemnity,
  usCover,
  liabilityCap,
  projectFiles,
  projectFilesRetention,
  requestRetention,
  contractRecordRetention,
  gdprRepresentatives,
  paymentTerms,
  software: softwareStatement,
} as const satisfies Record<string, string>;

export const FAQS_FILE = 'content/faqs.yml';

/** `{name}` in a question or answer: a shared fact, filled in when the site builds. */
const PLACEHOLDER = /\{([^{}]*)\}/g;
export const FACT_NAMES = Object.keys(faqFacts);
const known = (name: string): name is keyof typeof faqFacts => Object.hasOwn(faqFacts, name);

/** Text with its `{fact}` placeholders filled in; an unknown name is the field's problem. */
export const withFacts = () =>
  v.pipe(
    text(),
    ruled<string>(
      { beforePublish: 'a shared fact\'s name in braces is looked up in lib/content/faqs.ts when the site builds; the hint lists the names' },
      (value) => [...value.matchAll(PLACEHOLDER)].every((m) => known(m[1] ?? '')),
      (issue) => {
        const unknown = [...String(issue.input).matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').find((name) => !known(name));
        return `names {${unknown}}, which is not a shared fact (known: ${FACT_NAMES.map((n) => `{${n}}`).join(', ')})`;
      },
    ),
    v.transform((value) => value.replace(PLACEHOLDER, (_, name: string) => faqFacts[name as keyof typeof faqFacts])),
  );

const FACTS_HINT = `A shared fact goes in braces and is filled in when the site builds, so it is written once: ${FACT_NAMES.map((n) => `{${n}}`).join(', ')}.`;

/** One question and its answer. Its `id` is its anchor on the page. */
const faqFields = [
  {
    name: 'id',
    label: 'Id',
    widget: 'string',
    required: true,
    hint: 'A few words in lower case with hyphens, e.g. file-formats; unique among all questions.',
    pattern: { regex: KEBAB, message: 'Lower case words joined by hyphens, e.g. file-formats' },
    schema: matching(KEBAB, 'lower case words joined by hyphens, e.g. file-formats'),
  },
  { name: 'question', label: 'Question', widget: 'string', required: true, hint: FACTS_HINT, schema: withFacts() },
  { name: 'answer', label: 'Answer', widget: 'text', required: true, hint: FACTS_HINT, schema: withFacts() },
] as const satisfies readonly CollectionField[];

const questions = <const N extends string>(name: N, label: string, hint: string, min = 1) =>
  listOfObjectsField({ name, label, labelSingular: 'question', required: true, min, summary: '{{fields.question}}', hint, fields: faqFields });

const faqsFileFields = [
  questions('home', 'Home page questions', 'The four on the home page; /faqs/ shows them first, as "Services and turnaround".'),
  listOfObjectsField({
    name: 'topics',
    label: 'Topics on /faqs/',
    labelSingular: 'topic',
    required: true,
    min: 1,
    summary: '{{fields.title}}',
    hint: 'Shown after the home page questions, before each service group\'s questions.',
    fields: [
      {
        name: 'id',
        label: 'Id',
        widget: 'string',
        required: true,
        pattern: { regex: KEBAB, message: 'Lower case words joined by hyphens, e.g. pricing-and-quotes' },
        schema: matching(KEBAB, 'lower case words joined by hyphens, e.g. pricing-and-quotes'),
      },
      { name: 'title', label: 'Title', widget: 'string', required: true, schema: text() },
      questions('faqs', 'Questions', 'The topic\'s questions, in order.'),
    ],
  }),
] as const satisfies readonly CollectionField[];

export const faqsFile = objectOf(faqsFileFields);

export interface FaqTopic {
  id: string;
  title: string;
  faqs: SourcedFaq[];
  /** Whether this page is the one place the topic is marked up as FAQPage (search engines want one). */
  markup: boolean;
}

/** The file: the four questions on the home page (/faqs shows them as its first topic), then the topics of /faqs. */
type FaqsFile = v.InferOutput<typeof faqsFile>;
/** A question of content/faqs.yml; its `id` is its anchor. */
export type TopicFaq = FaqsFile['home'][number];
/** An FAQ shown away from its page (the /faqs collection), with a link back to where it comes from. */
export type SourcedFaq = Faq & { source?: Cta };

/**
 * The general questions, in content/faqs.yml (checked by lib/content/faqs.ts, shared facts filled in
 * from lib/content/faqs.ts). Every question's id is its anchor, so no two may share one.
 */
export function parseFaqs(file: string, source: string): FaqsFile {
  const faqs = parseDataFile(file, source, faqsFile);
  const places = [
    ...faqs.home.map((f, i) => ({ id: f.id, where: `home[${i}].id` })),
    ...faqs.topics.flatMap((t, ti) => [{ id: t.id, where: `topics[${ti}].id` }, ...t.faqs.map((f, i) => ({ id: f.id, where: `topics[${ti}].faqs[${i}].id` }))]),
  ];
  faqs.topics.forEach((topic, index) => {
    // /faqs/ names its own topics so: the home page's questions and each service group's.
    if (topic.id.startsWith('services-')) throw new ContentFileError(file, `topics[${index}].id "${topic.id}" must not start with "services-": /faqs/ uses those ids for the service groups' questions`);
  });
  places.forEach(({ id, where }, index) => {
    const first = places.findIndex((p) => p.id === id);
    if (first !== index) throw new ContentFileError(file, `${where} "${id}" is used twice (also ${places[first]!.where}): each question and topic needs its own`);
  });
  return faqs;
}

export function loadFaqs(file: string = FAQS_FILE): FaqsFile {
  return parseFaqs(file, readFileSync(path.resolve(process.cwd(), file), 'utf8'));
}

const { home, topics } = loadFaqs();
export const homeFaqs: TopicFaq[] = home;
export const faqTopics: FaqsFile['topics'] = topics;

/**
 * Every FAQ on the site, grouped: the home page's four, the general topics, then each service group's
 * questions with a link to the page they come from.
 */
export function allFaqTopics(): FaqTopic[] {
  const serviceTopics: FaqTopic[] = serviceGroups.map((group) => ({
    id: `services-${group.id}`,
    title: group.title,
    faqs: servicesInGroup(group.id).flatMap((s) =>
      s.faqs.map((f) => ({ ...f, source: { label: s.title, href: servicePath(s.slug) } })),
    ),
    markup: false,
  }));
  return [
    { id: 'services-and-turnaround', title: 'Services and turnaround', faqs: homeFaqs, markup: false },
    ...faqTopics.map((t) => ({ ...t, markup: true })),
    ...serviceTopics,
  ];
}
