import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { Link } from '@/components/ui/link';
import { samples } from '@/content/samples';
import { quoteCta } from '@/content/navigation';
import { requireService, serviceLabel } from '@/lib/services';
import { servicePath } from '@/lib/routes';
import { localPath } from '@/lib/markets';
import { marketOf } from '@/lib/price-books';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { CtaBand } from '@/components/ui/cta-band';
import { SampleDownload } from '@/components/services/sample-download';

export const metadata: Metadata = fixedPageMetadata(pages.samples, {
  title: 'Sample Deliverables to Download',
  description: 'Download samples of our work: a cost estimate by CSI division, a quantity takeoff, a BS 8666 bar bending schedule, a clash report and a shop drawing.',
});

/** /samples: each sample deliverable, what it shows, and its PDF. */
export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Sample deliverables"
        title="See the work before you send a drawing"
        lede={
          <p>
            Six documents in the format we deliver them: a US estimate and takeoff, a UK bill of quantities to
            NRM2, a bar bending schedule, a clash report and a shop drawing. The projects are fictional; the
            layout, units and standards are the ones your team will receive.
          </p>
        }
        crumbs={[{ name: 'Sample Deliverables', path: pages.samples.path }]}
      />
      <Section>
        <ul className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          {samples.map((sample) => {
            // A sample for one market links to that market's variants of its service pages.
            const only = sample.markets?.length === 1 && sample.markets[0] !== 'us' ? sample.markets[0] : undefined;
            return (
            <li key={sample.id} id={sample.id} className="card flex flex-col p-6 sm:p-8">
              <h2 className="text-2xl font-bold text-navy-900">{sample.title}</h2>
              <p className="mt-3 leading-7">{sample.summary}</p>
              <h3 className="mt-5 font-bold text-navy-900">What it shows</h3>
              <ul className="mt-2 list-disc space-y-1.5 pl-5 text-muted">
                {sample.shows.map((line) => <li key={line}>{line}</li>)}
              </ul>
              <p className="mt-5 text-sm text-muted">
                The deliverable of{only ? ` our ${marketOf(only).name} pages for` : ''}{' '}
                {sample.services.map((slug, i) => (
                  <span key={slug}>
                    {i > 0 && (i === sample.services.length - 1 ? ' and ' : ', ')}
                    <Link href={only ? localPath(only, servicePath(slug)) : servicePath(slug)} className="font-medium text-navy-800 underline underline-offset-4 hover:text-accent-700">
                      {serviceLabel(requireService(slug))}
                    </Link>
                  </span>
                ))}
                .
              </p>
              <SampleDownload id={sample.id} className="mt-6" />
            </li>
            );
          })}
        </ul>
      </Section>
      <CtaBand
        heading="Want to see it on your own project?"
        text="Send one level or one trade of your drawings and we will price or detail it, so you can judge the work on your own job."
        primary={quoteCta}
      />
    </>
  );
}
