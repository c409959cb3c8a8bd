import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serviceGroups } from '@/content/navigation';
import type { SourcedFaq, TopicFaq } from '@/content/types';
import { ContentFileError, parseDataFile } from '@/lib/collections/files';
import { FAQS_FILE, faqsFile } from '@/lib/collections/faqs';
import { servicesInGroup } from '@/lib/services';
import { servicePath } from '@/lib/routes';

export interface FaqTopic {
  id: string;
  title: string;
  faqs: SourcedFaq[];
  /** Whether this page is the one place the topic is marked up as FAQPage (search engines want one). */
  markup: boolean;
}

interface FaqsFile {
  /** The four questions on the home page; /faqs shows them as its first topic. */
  home: TopicFaq[];
  /** Topics for /faqs, shown after the home questions. */
  topics: { id: string; title: string; faqs: TopicFaq[] }[];
}

/**
 * The general questions, in content/faqs.yml (checked by lib/collections/faqs.ts, shared facts filled in
 * from content/faqs.ts). Every question's id is its anchor, so no two may share one.
 */
export function parseFaqs(file: string, source: string): FaqsFile {
  const faqs = parseDataFile(file, source, faqsFile) as unknown as FaqsFile;
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
