import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { TeamPage } from '@/components/pages/team-page';

export const metadata: Metadata = pageMetadata({
  title: 'Our Team and Disciplines',
  description: 'The six disciplines behind our work, from estimating and rebar detailing to BIM, project controls and design, and the senior roles that lead each one.',
  path: '/team',
});

export default function Page() {
  return <TeamPage />;
}
