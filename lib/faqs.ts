import { faqTopics, homeFaqs } from '@/content/faqs';
import { serviceGroups } from '@/content/navigation';
import type { SourcedFaq } from '@/content/types';
import { servicesInGroup } from '@/lib/services';
import { servicePath } from '@/lib/routes';

export interface FaqTopic {
  id: string;
  title: string;
  faqs: SourcedFaq[];
  /** Whether this page is the one place the topic is marked up as FAQPage (search engines want one). */
  markup: boolean;
}

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
