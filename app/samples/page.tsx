import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { Link } from '@/components/ui/link';
import { samples } from '@/lib/content/samples';
import { quoteCta } from '@/content/navigation';
import { requireService, serviceLabel } from '@/lib/content/services';
import { servicePath } from '@/lib/routes';
import { localPath, marketOf } from '@/lib/markets';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { CtaBand } from '@/components/ui/cta-band';
import { SampleDownload } from '@/components/services/sample-download';

export const metadata: Metadata = fixedPageMetadata(pages.samples, {
  title: 'Sample Deliverables to Download',
  description: 'Download samples of our work: a cost estimate by CSI division, a quantity takeoff, a BS 8666 bar bending schedule, a clash report and a shop drawing.',
});

const COUNT_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'];

/** "a cost estimate, … and a shop drawing": each sample's kind, from its title ("Sample Bar List (ACI and CRSI): …"). */
function sampleKinds(): string {
  const kinds = samples.map((s) => `a ${s.title.replace(/^Sample /, '').replace(/:.*$/, '').replace(/\b[A-Z][a-z]+\b/g, (w) => w.toLowerCase())}`);
  return kinds.length < 2 ? kinds.join('') : `${kinds.slice(0, -1).join(', ')} and ${kinds.at(-1)}`;
}

/** /samples: each sample deliverable, what it shows, and its PDF. */
export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Sample deliverables"
        title="See the work before you send a drawing"
        lede={
          <p>
            {/* The count and the kinds are the list's below, so a sample added or removed changes them too. */}
            {COUNT_WORDS[samples.length] ?? samples.length} documents in the format we deliver them: {sampleKinds()}. The projects are
            fictional; the layout, units and standards are the ones your team will receive.
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
