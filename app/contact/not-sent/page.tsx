import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { site } from '@/lib/content/site';
import { PageHero } from '@/components/ui/page-hero';
import { Container } from '@/components/ui/container';
import { ButtonLink } from '@/components/ui/button';

// What the quote endpoint shows a browser that posted the form without JavaScript when it refuses it.
export const metadata: Metadata = fixedPageMetadata(pages.quoteNotSent, {
  title: 'Your quote request was not sent',
  description: 'Our server could not accept your quote request as it was sent. Go back to the form, where everything you typed is kept, and send it again.',
});

/** Where the quote endpoint writes what went wrong (functions/routes/quote.ts fills it in for each refusal). */
const PROBLEM_SLOT_ID = 'quote-problem';

/**
 * The page a visitor who sent the form without JavaScript sees when the endpoint refuses the request
 * (a 4xx or 5xx with the reason): the site's own header and footer, what went wrong, and the way back
 * to the form they filled in. The endpoint serves this page's HTML with the reason in the slot; the
 * slot's own markup is React's to ignore (its content is set as HTML), so hydration leaves it alone.
 */
export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Quote request"
        title="Your request was not sent"
        lede={<p>Nothing you typed is lost: the form you filled in is one step back.</p>}
        crumbs={[{ name: 'Contact', path: pages.contact.path }, { name: 'Not sent', path: pages.quoteNotSent.path }]}
      />
      <Container className="py-14">
        <div className="max-w-2xl space-y-4 text-lg text-ink">
          <h2 className="text-2xl font-bold text-navy-900">What happened</h2>
          <div
            id={PROBLEM_SLOT_ID}
            className="rounded-card border border-accent-600/40 bg-accent-100 p-5"
            dangerouslySetInnerHTML={{ __html: '<p>Our server could not accept the request as it was sent.</p>' }}
          />
          <h2 className="pt-4 text-2xl font-bold text-navy-900">How to go on</h2>
          <ol className="list-decimal space-y-2 pl-6">
            <li>Use your browser&apos;s <strong>Back</strong> button: the contact form comes back with everything you typed still in it. Attached files may need attaching again.</li>
            <li>Change what the message above asks for, and send it again.</li>
            <li>
              Or email your request and drawings to{' '}
              <a href={`mailto:${site.email}`} className="font-semibold text-accent-700 underline">{site.email}</a>.
            </li>
          </ol>
        </div>
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink href="/contact">Open the contact form</ButtonLink>
          <ButtonLink href="/" variant="secondary">Return Home</ButtonLink>
        </div>
      </Container>
    </>
  );
}
