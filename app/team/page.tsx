import type { Metadata } from 'next';
import { fixedPageMetadata } from '@/lib/metadata';
import { pages } from '@/content/pages';
import { TeamPage } from '@/components/pages/team-page';

export const metadata: Metadata = fixedPageMetadata(pages.team, {
  title: 'Our Team and Disciplines',
  description: 'The six disciplines behind our work, from estimating and rebar detailing to BIM, project controls and design, and the senior roles that lead each one.',
});

export default function Page() {
  return <TeamPage />;
}
