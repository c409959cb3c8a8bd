import { teamDisciplines } from '@/content/company';
import { figures, figureText } from '@/content/figures';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { CtaBand } from '@/components/ui/cta-band';

export function TeamPage() {
  return (
    <>
      <PageHero
        eyebrow="Our team"
        title="Specialists in every preconstruction discipline"
        lede={<p>{figureText(figures.teamMembers)} estimators, quantity surveyors, detailers, modelers, planners and engineers, organized in six disciplines, each led by a senior specialist who reviews every deliverable before it reaches you.</p>}
        crumbs={[{ name: 'Team', path: '/team' }]}
      />
      <Section>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {teamDisciplines.map((d) => (
            <li key={d.title} className="card flex flex-col p-6">
              <h2 className="text-xl font-bold text-navy-900">{d.title}</h2>
              <p className="mt-1 text-sm font-semibold text-accent-700">Led by our {d.lead}</p>
              <p className="mt-3 flex-1 leading-7 text-muted">{d.description}</p>
              <h3 className="mt-5 text-xs font-bold uppercase tracking-widest text-navy-900">Works in</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {d.tools.map((t) => (
                  <li key={t} className="rounded-full bg-navy-50 px-3 py-1 text-xs font-medium text-navy-800">{t}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        heading="Put our team on your project"
        text="Tell us which discipline you need and when. We will confirm a lead, a price and a delivery date."
        primary={{ label: 'Get Quote', href: '/contact' }}
        secondary={{ label: 'Join the Team', href: '/careers' }}
      />
    </>
  );
}
