import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { careerRoles, careersHowToApply } from '@/lib/content/company';
import { site } from '@/lib/content/site';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { buttonClasses } from '@/components/ui/button';

export const metadata: Metadata = fixedPageMetadata(pages.careers, {
  title: 'Careers in Preconstruction',
  description: 'Join our estimators, detailers, BIM modelers and planners. See the roles we hire for and how to apply by email with your CV and portfolio.',
});

export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Build your career in preconstruction"
        lede={<p>We hire people who care about getting the numbers and the drawings right. These are the roles we recruit for throughout the year.</p>}
        crumbs={[{ name: 'Careers', path: pages.careers.path }]}
      />
      <Section>
        <ul className="space-y-6">
          {careerRoles.map((role) => (
            <li key={role.id} id={role.id} className="card p-6 sm:p-8">
              <h2 className="text-2xl font-bold text-navy-900">{role.title}</h2>
              <p className="mt-1 text-sm font-medium text-accent-700">{role.location} · {role.type}</p>
              <p className="mt-4 max-w-3xl leading-7">{role.summary}</p>
              <div className="mt-6 grid gap-8 md:grid-cols-2">
                <div>
                  <h3 className="font-bold text-navy-900">What you will do</h3>
                  <ul className="mt-3 list-disc space-y-1.5 pl-5 text-muted">
                    {role.responsibilities.map((r) => <li key={r}>{r}</li>)}
                  </ul>
                </div>
                <div>
                  <h3 className="font-bold text-navy-900">What you bring</h3>
                  <ul className="mt-3 list-disc space-y-1.5 pl-5 text-muted">
                    {role.requirements.map((r) => <li key={r}>{r}</li>)}
                  </ul>
                </div>
              </div>
              <a
                href={`mailto:${site.email}?subject=${encodeURIComponent(`Application: ${role.title}`)}`}
                className={`${buttonClasses('secondary')} mt-6`}
              >
                Apply for {role.title}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="apply" eyebrow="How to apply" title="Send us your CV" tone="mist">
        <p className="max-w-3xl text-lg leading-8">{careersHowToApply}</p>
        <a href={`mailto:${site.email}?subject=${encodeURIComponent('Job application')}`} className={`${buttonClasses('primary', 'lg')} mt-8`}>
          Email {site.email}
        </a>
      </Section>
    </>
  );
}
