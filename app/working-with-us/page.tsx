import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { marketTerms, workingFacts } from '@/content/working-with-us';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { CtaBand } from '@/components/ui/cta-band';
import { Cell, RowHeading, TableFrame } from '@/components/ui/table-frame';
import { ButtonLink } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { marketOf } from '@/lib/price-books';
import { quoteCta } from '@/content/navigation';

export const metadata: Metadata = fixedPageMetadata(pages.workingWithUs, {
  title: 'Working With Us: Contracts and Insurance',
  description: 'Who you contract with and under which law in the US, UK and Europe, insurance, the NDA before drawings, where files are kept, who works on them and AI tools.',
});

const COLUMNS = ['Market', 'You contract with', 'Governing law', 'Disputes', 'Invoicing'];

/** What a careful buyer checks before sending drawings (content/working-with-us.ts). */
export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Working with us"
        title="Before you send drawings"
        lede={<p>Contracts, insurance, confidentiality, where your files are kept and who works on them: the terms a quantity surveyor, an estimator or a procurement team checks before engaging us.</p>}
        crumbs={[{ name: 'Working with us', path: pages.workingWithUs.path }]}
      />
      <Section id="contracts" title="Who you contract with, and under which law" intro={<p>One firm in every market; the law and the currency follow yours. The proposal repeats them above the signature.</p>}>
        <TableFrame caption="Contract terms by market" columns={COLUMNS} minWidth="min-w-[48rem]">
          {marketTerms.map((t) => (
            <tr key={t.market}>
              <RowHeading>{marketOf(t.market).name}</RowHeading>
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
