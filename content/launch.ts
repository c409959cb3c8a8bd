import { clientLogos, clientLogosProvenance } from './clients';
import { figuresProvenance, isoCertified, qualityCertificate } from './figures';
import { ratesProvenance } from './pricing';
import { projectsProvenance } from './projects';
import { site } from './site';
import { teamProvenance } from './team';
import { testimonialsProvenance } from './testimonials';
import type { Provenance } from './types';
import { marketTerms, workingFacts } from './working-with-us';
import { vatProvenance } from './markets';
// The counts come from the files the build reads (content/projects/, content/team.yml, content/testimonials.yml).
import { allProjects } from '@/lib/projects';
import { people } from '@/lib/team';
import { testimonials } from '@/lib/testimonials';

/**
 * What the firm must replace or confirm before the site goes live: everything in content/ whose
 * Provenance is not 'confirmed'. A build for a real domain (SITE_URL set to anything but the example
 * default) prints this list as a warning (next.config.mjs, through lib/launch-check.mjs), so a launch
 * never ships fictional testimonials or unconfirmed insurance by accident. The flags live beside the
 * content they describe; this file only gathers them.
 */
export interface LaunchItem {
  what: string;
  /** Where to change it. */
  where: string;
  status: Exclude<Provenance, 'confirmed'>;
}

function item(status: Provenance, what: string, where: string): LaunchItem[] {
  return status === 'confirmed' ? [] : [{ what, where, status }];
}

export function launchItems(): LaunchItem[] {
  return [
    ...item(testimonialsProvenance, `${testimonials.length} testimonials and the quotes on service pages (fictional people and firms, labelled as illustrative)`, 'content/testimonials.yml, content/services/, content/service-markets.ts'),
    ...item(clientLogosProvenance, `${clientLogos.length} client logos (fictional firms, labelled as illustrative)`, 'content/clients.ts, public/images/clients/'),
    ...item(site.provenance.phones, `Phone numbers of the client desks (${site.desks.map((d) => d.phone.display).join(', ')}: drama ranges)`, 'content/site.ts'),
    ...item(site.provenance.address, 'Office address and legal name', 'content/site.ts'),
    ...item(site.provenance.social, 'Social profile addresses', 'content/site.ts'),
    ...item(site.provenance.scheduling, 'Calendly booking page', 'content/site.ts'),
    ...item(vatProvenance, 'VAT and sales tax lines under every price (who accounts for VAT on site-related services; new dwellings)', 'content/markets.ts vatNote'),
    ...item(ratesProvenance, 'Rates, minimum fees and bar bending package prices in all three markets', 'content/pricing.ts, content/bbs-packages.ts'),
    ...item(teamProvenance, `${people.length} people on /team/ and the authors of posts (fictional)`, 'content/team.yml'),
    ...item(projectsProvenance, `${allProjects.length} projects and case studies, their clients and outcomes (fictional)`, 'content/projects/'),
    ...item(figuresProvenance, 'Counted figures (years, team, projects, clients) and the BIM percentages with their basis', 'content/figures.ts'),
    ...(isoCertified ? [] : [{ what: `${qualityCertificate.standard} certificate: certification body and number (until then no page says "certified")`, where: 'content/figures.ts qualityCertificate', status: 'confirm' as const }]),
    ...marketTerms.flatMap((t) => item(t.status, `Contracting entity, governing law and disputes for ${t.market.toUpperCase()} clients`, 'content/working-with-us.ts marketTerms')),
    ...workingFacts.flatMap((f) => item(f.status, `Working with us: ${f.heading}`, `content/working-with-us.ts (${f.id})`)),
  ];
}

/** The build's warning: one line per item, or null when everything is confirmed. */
export function launchWarning(items: LaunchItem[] = launchItems()): string | null {
  if (items.length === 0) return null;
  const lines = items.map((i) => `  - [${i.status === 'illustrative' ? 'replace' : 'confirm'}] ${i.what} (${i.where})`);
  return [`This build is for a real domain, but content/ still holds ${items.length} items the firm must replace or confirm before launch:`, ...lines].join('\n');
}
