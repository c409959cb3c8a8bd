import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { teamDisciplines } from '@/lib/content/company';
import { people } from '@/lib/content/team';
import type { TeamDiscipline } from '@/content/types';
import type { Person } from '@/lib/content/team';
import { figures, figuresProvenance, figureText } from '@/lib/content/figures';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { CtaBand } from '@/components/ui/cta-band';
import { ProvenanceLabel } from '@/components/ui/provenance-label';
import { teamProvenance } from '@/lib/content/team';

export const metadata: Metadata = fixedPageMetadata(pages.team, {
  title: 'Our Team and Disciplines',
  description: 'The six disciplines behind our work, from estimating and rebar detailing to BIM, project controls and design, and the senior roles that lead each one.',
});

function PersonCard({ person, discipline }: { person: Person; discipline?: TeamDiscipline }) {
  return (
    <li id={person.id} className="card flex scroll-mt-28 flex-col p-6 target:ring-2 target:ring-accent-500">
      <h3 className="text-xl font-bold text-navy-900">{person.name}</h3>
      <ProvenanceLabel status={person.provenance} kind="person" item={person.id} className="mt-2 self-start" />
      <p className="mt-1 text-sm font-semibold text-accent-700">
        {person.role}
        {discipline && <span className="font-normal text-muted">, leads {discipline.title}</span>}
      </p>
      <p className="mt-2 text-sm text-navy-800">{person.credentials.join(' · ')}</p>
      <p className={`mt-3 leading-7 text-muted ${discipline ? '' : 'flex-1'}`}>{person.bio}</p>
      {discipline && (
        <>
          <p className="mt-4 flex-1 text-sm leading-6 text-muted">{discipline.description}</p>
          <h4 className="mt-5 text-xs font-bold uppercase tracking-widest text-navy-900">Works in</h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {discipline.tools.map((t) => (
              <li key={t} className="rounded-full bg-navy-50 px-3 py-1 text-xs font-medium text-navy-800">{t}</li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

export default function Page() {
  const leadership = people.filter((p) => p.group === 'leadership');
  const leads = people.filter((p) => p.group === 'leads');
  return (
    <>
      <PageHero
        eyebrow="Our team"
        title="Specialists in every preconstruction discipline"
        lede={
          <>
            <p>{figureText(figures.teamMembers)} estimators, quantity surveyors, detailers, modelers, planners and engineers, organized in six disciplines, each led by a senior specialist who reviews every deliverable before it reaches you.</p>
            <ProvenanceLabel status={figuresProvenance} kind="figures" className="mt-3" />
            {teamProvenance !== 'confirmed' && <p className="mt-3 text-base">The people below are illustrative: fictional names, roles and credentials that show how the firm is organized, labelled on each card until the firm publishes its own team.</p>}
          </>
        }
        crumbs={[{ name: 'Team', path: pages.team.path }]}
      />
      <Section id="leadership" eyebrow="Leadership" title="Who runs the firm">
        <ul className="grid gap-6 md:grid-cols-2">
          {leadership.map((p) => (
            <PersonCard key={p.id} person={p} />
          ))}
        </ul>
      </Section>
      <Section id="discipline-leads" eyebrow="Discipline leads" title="Who reviews your deliverables" tone="mist">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {leads.map((p) => (
            <PersonCard key={p.id} person={p} discipline={teamDisciplines.find((d) => d.title === p.discipline)} />
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
