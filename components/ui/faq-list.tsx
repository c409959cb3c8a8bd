import { Link } from '@/components/ui/link';
import type { SourcedFaq } from '@/lib/content/faqs';
import { namesQualityStandard, qualityCertificate } from '@/lib/content/figures';
import { ChevronDownIcon } from './icons';
import { ProvenanceLabel } from './provenance-label';

/**
 * FAQ accordion on native <details name>: the browser keeps one item open at a time, a click on the
 * open one collapses it, keyboard and screen readers work, and the answers are in the HTML.
 */
export function FaqList({ faqs, group }: { faqs: SourcedFaq[]; group: string }) {
  return (
    <div className="divide-y divide-line rounded-card border border-line bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} name={group} className="group px-5 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <ChevronDownIcon className="shrink-0 text-accent-600 transition-transform duration-200 group-open:rotate-180" />
          </summary>
          <p className="pb-5 leading-7 text-muted">{faq.answer}</p>
          {namesQualityStandard(faq.answer) && <ProvenanceLabel status={qualityCertificate.provenance} kind="certificate" item="certificate" className="mb-5" />}
          {faq.source && (
            <p className="-mt-2 pb-5 text-sm">
              From <Link href={faq.source.href} className="font-medium text-accent-700 underline-offset-4 hover:underline">{faq.source.label}</Link>
            </p>
          )}
        </details>
      ))}
    </div>
  );
}
