import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { Link } from '@/components/ui/link';
import { serviceGroups } from '@/content/navigation';
import { groupLanding, servicesInGroup } from '@/lib/content/services';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { SiteImage } from '@/components/ui/site-image';
import { CtaBand } from '@/components/ui/cta-band';
import { ArrowLink } from '@/components/ui/arrow-link';
import { quoteCta } from '@/content/navigation';
import { TurnaroundTable } from '@/components/services/turnaround-table';
import { SoftwareTable } from '@/components/services/software-table';
import { servicePath } from '@/lib/routes';

export const metadata: Metadata = fixedPageMetadata(pages.services, {
  title: 'Preconstruction Services',
  description:
    'Every preconstruction service we offer: estimating, shop drawings, rebar detailing, BIM, project management and design, grouped so you can find the right one.',
});

/** /services: the six groups with every page in each, so no service is more than two clicks away. */
export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Preconstruction services, under one roof"
        lede={
          <p>
            Estimating, detailing, modeling, planning and design: pick a discipline below, or send us your drawings and we will tell you which service fits.
            {' '}Want to see the output first? <Link href="/samples" className="font-semibold text-accent-400 underline underline-offset-4 hover:text-white">Download sample deliverables</Link>.
          </p>
        }
        crumbs={[{ name: 'Services', path: pages.services.path }]}
      />
      <Section>
        <ul className="grid gap-8 md:grid-cols-2">
          {serviceGroups.map((group, index) => {
            const landing = groupLanding(group.id);
            const others = servicesInGroup(group.id).filter((s) => s.slug !== landing.slug);
            return (
              <li key={group.id} className="card overflow-hidden">
                {/* On a phone the first card's picture is in the first screen, as large as the lede: it can be the largest paint, so it is not fetched late. */}
                <SiteImage src={group.image} alt="" width={800} height={500} className="h-44 w-full" load={index === 0 ? 'now' : 'lazy'} />
                <div className="p-6">
                  <h2 className="text-2xl font-bold text-navy-900">
                    <Link href={group.href} className="hover:text-accent-700">{group.title}</Link>
                  </h2>
                  <p className="mt-2 text-muted">{landing.summary}</p>
                  <ul className="mt-4 grid gap-x-6 gap-y-1.5 sm:grid-cols-2">
                    {others.map((s) => (
                      <li key={s.slug}>
                        <Link href={servicePath(s.slug)} className="text-sm font-medium text-navy-800 underline-offset-4 hover:text-accent-700 hover:underline">
                          {s.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                  <ArrowLink href={group.href} className="mt-5">{group.title} overview</ArrowLink>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section
        id="turnaround"
        tone="mist"
        title="Turnaround, rates and software"
        intro={<p>How fast each priced service comes back, what it costs, and the tools and formats we work in. <Link href="/pricing" className="font-semibold text-accent-700 underline">Size your fee with the calculator</Link>.</p>}
      >
        <TurnaroundTable />
        <div className="mt-8">
          <SoftwareTable />
        </div>
      </Section>
      <CtaBand
        heading="Not sure which service you need?"
        text="Send us the drawings and a line about the deadline. We reply with a scope, a price and a delivery date."
        primary={quoteCta}
      />
    </>
  );
}
