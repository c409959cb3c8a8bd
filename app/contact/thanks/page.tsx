import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { claims } from '@/lib/content/figures';
import { site } from '@/lib/content/site';
import { PageHero } from '@/components/ui/page-hero';
import { Container } from '@/components/ui/container';
import { ButtonLink } from '@/components/ui/button';

// Where a compatible endpoint on another host (NEXT_PUBLIC_CONTACT_ENDPOINT) may send a browser that posted the
// form without JavaScript; our own endpoint sends it to the request's private page instead (docs/request-page.md).
export const metadata: Metadata = fixedPageMetadata(pages.quoteThanks, {
  title: 'Thank you: your quote request has arrived',
  description: 'We have your project details and drawings. Our estimating team reviews every request and replies with scope, price and turnaround.',
});

/** After a quote request sent without JavaScript: what happens next, and where to go from here. */
export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Quote request received"
        title="Thank you: your request has arrived"
        lede={<p>Your project details and any drawings you attached are with our estimating team.</p>}
        crumbs={[{ name: 'Contact', path: pages.contact.path }, { name: 'Thank you', path: pages.quoteThanks.path }]}
      />
      <Container className="py-14">
        <div className="max-w-2xl space-y-4 text-lg text-ink">
          <h2 className="text-2xl font-bold text-navy-900">What happens next</h2>
          <ol className="list-decimal space-y-2 pl-6">
            <li>An estimator reads your scope and drawings and checks what is needed to price it.</li>
            <li>We reply with the scope we will cover, a fixed fee and a delivery date. Estimates are typically delivered in {claims.estimateTurnaround}.</li>
            <li>If anything is missing, we ask for it before we quote, not after.</li>
          </ol>
          <p>
            Forgot a file? Reply to our email when it arrives, or write to{' '}
            <a href={`mailto:${site.email}`} className="font-semibold text-accent-700 underline">{site.email}</a>.
          </p>
        </div>
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink href="/portfolio">See our recent projects</ButtonLink>
          <ButtonLink href="/" variant="secondary">Return Home</ButtonLink>
        </div>
      </Container>
    </>
  );
}
