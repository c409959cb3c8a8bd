import type { Policy } from '@/content/types';
import { prepareHtml } from '@/lib/html';
import { PageHero } from '@/components/ui/page-hero';
import { Container } from '@/components/ui/container';

export function formatLongDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** One template for the privacy, terms and cookie pages: date, table of contents, sections. */
export function PolicyPage({ policy }: { policy: Policy }) {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={policy.title}
        lede={
          <p>
            Last updated <time dateTime={policy.updated}>{formatLongDate(policy.updated)}</time>
          </p>
        }
        crumbs={[{ name: policy.title, path: `/${policy.slug}` }]}
      />
      <Container className="grid gap-12 py-14 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-28 lg:self-start">
          <h2 id="toc-heading" className="text-sm font-bold uppercase tracking-widest text-navy-900">Contents</h2>
          <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm">
            {policy.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-muted underline-offset-4 hover:text-accent-700 hover:underline">{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl">
          {policy.sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-28 [&+&]:mt-12">
              <h2 id={`${s.id}-heading`} className="text-2xl font-bold text-navy-900">
                {i + 1}. {s.heading}
              </h2>
              <div className="prose-site mt-4" dangerouslySetInnerHTML={{ __html: prepareHtml(s.html) }} />
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
