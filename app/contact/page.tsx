import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { Link } from '@/components/ui/link';
import { site, formatAddress } from '@/lib/content/site';
import { claims } from '@/lib/content/figures';
import { requestDrawingsKeepDays } from '@/lib/content/firm';
import { organizationJsonLd } from '@/lib/structured-data';
import { PageHero } from '@/components/ui/page-hero';
import { Container } from '@/components/ui/container';
import { JsonLd } from '@/components/ui/json-ld';
import { GlobeIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { ProvenanceLabel } from '@/components/ui/provenance-label';
import { ContactWorkspace } from '@/components/contact/contact-workspace';

export const metadata: Metadata = fixedPageMetadata(pages.contact, {
  title: 'Request a Quote or Book a Consultation',
  description: 'Send your drawings and deadline for a fixed quote, or book a 30-minute consultation with our estimating team by video call.',
});

/** "Lahore, Karachi and Islamabad". */
function listText(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function ContactInfo() {
  const rows = [
    { icon: MailIcon, label: 'Email', value: <a href={`mailto:${site.email}`} className="font-semibold text-accent-700 underline-offset-4 hover:underline">{site.email}</a> },
    ...site.desks.map((desk) => ({
      icon: PhoneIcon,
      label: desk.name,
      value: (
        <>
          <a href={`tel:${desk.phone.tel}`} className="font-semibold text-accent-700 underline-offset-4 hover:underline">{desk.phone.display}</a>
          <span className="block">
            {desk.hours}, answered from our {site.address.locality} office
          </span>
          <ProvenanceLabel status={site.provenance.phones} kind="phones" item="desks" className="mt-1" />
        </>
      ),
    })),
    { icon: MapPinIcon, label: 'Office', value: <address className="not-italic">{formatAddress()}</address> },
    {
      icon: GlobeIcon,
      label: 'Where we work',
      value: `Serving contractors, developers and architects in ${site.markets}, remotely and on your standards, and at home in ${site.homeMarket.country}: ${listText(site.homeMarket.cities)}.`,
    },
  ];
  return (
    <section aria-labelledby="info-heading" className="self-start rounded-card bg-navy-900 p-6 text-white sm:p-8">
      <h2 id="info-heading" className="text-2xl font-bold">Contact information</h2>
      <ul className="mt-6 space-y-5">
        {rows.map(({ icon: Icon, label, value }) => (
          <li key={label} className="flex gap-3.5">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-navy-800 text-accent-400">
              <Icon width={20} height={20} />
            </span>
            <div className="text-navy-100 [&_a]:text-accent-400">
              <p className="text-sm font-semibold uppercase tracking-wider text-white">{label}</p>
              <div className="mt-0.5">{value}</div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Page() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <PageHero
        eyebrow="Contact"
        title="Get a quote for your project"
        lede={
          <p>
            Send your drawings and deadline, or book a {site.scheduling.eventLength} call. Estimates are typically delivered in {claims.estimateTurnaround}.
            {' '}To see the format first, <Link href="/samples" className="font-semibold text-accent-400 underline underline-offset-4 hover:text-white">download our sample deliverables</Link>.
            {' '}Want an NDA before you send anything, or our insurance and contract terms? See <Link href={pages.workingWithUs.path} className="font-semibold text-accent-400 underline underline-offset-4 hover:text-white">working with us</Link>.
          </p>
        }
        crumbs={[{ name: 'Contact', path: pages.contact.path }]}
      />
      <Container className="py-14">
        <ContactWorkspace
          email={site.email}
          filesNote={
            <>
              Your files go to our own storage (Cloudflare R2, in our account), not a file-sharing service. Only our estimating team opens
              them, and we erase them {requestDrawingsKeepDays} days after our last contact about your request, or sooner if you ask.
              An NDA is available on request.
            </>
          }
          responseTime={site.replyTime}
          booking={{ provider: site.scheduling.provider, url: site.scheduling.url, scriptUrl: site.scheduling.scriptUrl, eventLength: site.scheduling.eventLength, utm: site.scheduling.utm }}
          info={<ContactInfo />}
          schedulerIntro={
            <>
              <h2 id="book-heading" className="text-2xl font-bold text-navy-900 sm:text-3xl">Prefer to talk it through?</h2>
              <p className="mt-2 max-w-2xl text-muted">
                Book a free {site.scheduling.eventLength} consultation with our estimating team. Fill in your name and
                email above and the booking form picks them up.
              </p>
            </>
          }
        />
      </Container>
    </>
  );
}
