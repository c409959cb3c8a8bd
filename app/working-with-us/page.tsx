import type { Metadata } from 'next';
import { marketOf } from '@/lib/markets';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { marketTerms, workingFacts } from '@/lib/content/working-with-us';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { CtaBand } from '@/components/ui/cta-band';
import { Cell, RowHeading, TableFrame } from '@/components/ui/table-frame';
import { ButtonLink } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { quoteCta } from '@/content/navigation';
import { ProvenanceLabel } from '@/components/ui/provenance-label';
import { namesQualityStandard, qualityCertificate } from '@/lib/content/figures';

export const metadata: Metadata = fixedPageMetadata(pages.workingWithUs, {
  title: 'Working With Us: Contracts and Insurance',
  description: 'Who you contract with and under which law in the US, UK and Europe, insurance, liability, ownership, data protection, CDM, payment and the NDA before drawings.',
});

const COLUMNS = ['Market', 'You contract with', 'Governing law', 'Disputes', 'Invoicing'];

/** What a careful buyer checks before sending drawings (lib/content/working-with-us.ts). */
export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Working with us"
        title="Before you send drawings"
        lede={
          <p>
            Contracts, insurance, liability, confidentiality, data protection, where your files are kept and who works on them: the terms a quantity surveyor, an estimator or a procurement team checks before engaging us. An answer marked “To be confirmed by the firm” is our standing position, not yet confirmed for publication: the proposal states it for your job, and it binds only once it is there.
          </p>
        }
        crumbs={[{ name: 'Working with us', path: pages.workingWithUs.path }]}
      />
      <Section id="contracts" title="Who you contract with, and under which law" intro={<p>One firm in every market; the law and the currency follow yours. The proposal repeats them above the signature.</p>}>
        <TableFrame caption="Contract terms by market" columns={COLUMNS} minWidth="min-w-[48rem]">
          {marketTerms.map((t) => (
            <tr key={t.market}>
              <RowHeading>
                {marketOf(t.market).name}
                <ProvenanceLabel status={t.status} kind="term" item={`contracts-${t.market}`} className="mt-1 block w-fit" />
              </RowHeading>
              <Cell label={COLUMNS[1]!}>{t.contractWith}</Cell>
              <Cell label={COLUMNS[2]!}>{t.law}</Cell>
              <Cell label={COLUMNS[3]!}>{t.disputes}</Cell>
              <Cell label={COLUMNS[4]!}>{t.invoicing}</Cell>
            </tr>
          ))}
        </TableFrame>
      </Section>
      {workingFacts.map((fact, i) => (
        <Section key={fact.id} id={fact.id} title={fact.heading} tone={i % 2 === 0 ? 'mist' : undefined}>
          <ProvenanceLabel status={fact.status} kind="term" item={fact.id} className="mb-4" />{' '}
          {fact.paragraphs.some(namesQualityStandard) && <ProvenanceLabel status={qualityCertificate.provenance} kind="certificate" item="certificate" className="mb-4" />}
          <div className="max-w-3xl space-y-4 text-lg leading-8">
            {fact.paragraphs.map((p) => <p key={p.slice(0, 40)}>{p}</p>)}
          </div>
          {fact.links && (
            <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
              {fact.links.map((l, j) =>
                j === 0 && fact.id === 'confidentiality' ? (
                  <ButtonLink key={l.href} href={l.href} variant="secondary">{l.label}</ButtonLink>
                ) : (
                  <Link key={l.href} href={l.href} className="font-semibold text-accent-700 underline underline-offset-4">{l.label}</Link>
                ),
              )}
            </div>
          )}
        </Section>
      ))}
      <CtaBand heading="Ready to send the drawings?" text="Send them with your deadline, or ask for the NDA first. We confirm scope, fee and delivery date before any work starts." primary={quoteCta} />
    </>
  );
}
