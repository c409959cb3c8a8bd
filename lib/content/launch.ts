import { clientLogos, clientLogosProvenance } from '@/content/clients';
import { figuresProvenance, isoCertified, qualityCertificate } from '@/lib/content/figures';
import { facts } from '@/lib/content/facts';
import { ratesProvenance } from '@/lib/content/pricing';
import { projectsProvenance } from '@/lib/content/projects';
import { site } from '@/lib/content/site';
import { DEFAULT_SITE_URL } from '@/lib/site-url.mjs';
import { teamProvenance } from '@/lib/content/team';
import { testimonialsProvenance } from '@/lib/content/testimonials';
import type { Provenance } from '@/lib/content/facts';
import { marketTerms, workingFacts } from '@/lib/content/working-with-us';
import { vatProvenance } from '@/content/markets';
// The counts come from the files the build reads (content/projects/, content/team.yml, content/testimonials.yml).
import { allProjects } from '@/lib/content/projects';
import { people } from '@/lib/content/team';
import { testimonials } from '@/lib/content/testimonials';

/**
 * What the firm must replace or confirm before the site goes live: everything in content/ whose
 * Provenance is not 'confirmed'. A build for a real domain (SITE_URL set to anything but the example
 * default) prints this list as a warning (tools/launch-list.mjs, the last step of `npm run build`), so a
 * launch never ships fictional testimonials or unconfirmed insurance by accident. The flags live beside the
 * content they describe; this file only gathers them.
 */
export interface LaunchItem {
  what: string;
  /** Where to change it. */
  where: string;
  status: Exclude<Provenance, 'confirmed'>;
}

/** How many of a collection's items the firm has not confirmed. */
const unconfirmed = (items: readonly { provenance: Provenance }[]) => items.filter((i) => i.provenance !== 'confirmed').length;

function item(status: Provenance, what: string, where: string): LaunchItem[] {
  return status === 'confirmed' ? [] : [{ what, where, status }];
}

export function launchItems(): LaunchItem[] {
  return [
    ...item(testimonialsProvenance, `${unconfirmed(testimonials)} testimonials and the quotes on service pages (fictional people and firms, labelled as illustrative)`, 'content/testimonials.yml, content/services/, content/service-markets.ts'),
    ...item(clientLogosProvenance, `${clientLogos.length} client logos (fictional firms, labelled as illustrative)`, 'content/clients.ts, public/images/clients/'),
    ...item(site.provenance.identity, 'Legal name, legal form, registration and tax numbers', 'content/firm.json identity'),
    ...item(site.provenance.contact, `Public email mailbox (${site.email}) and the reply time`, 'content/firm.json contact'),
    ...item(site.provenance.phones, `Phone numbers and hours of the client desks (${site.desks.map((d) => d.phone.display).join(', ')}: drama ranges)`, 'content/firm.json desks'),
    ...item(site.provenance.address, 'Office address', 'content/firm.json address'),
    ...item(site.provenance.social, 'Social profile addresses', 'content/firm.json social'),
    ...item(site.provenance.scheduling, 'Calendly booking page', 'content/firm.json scheduling'),
    ...item(site.provenance.requestRetention, 'How long quote requests and their drawings are kept (the privacy policy says it)', 'content/firm.json requests'),
    ...item(site.provenance.visitRetention, 'How long the daily visit totals are kept (the privacy policy says it)', 'content/firm.json visits'),
    ...item(site.provenance.proposals, 'Fee proposals: validity, reminder days, UK VAT rate and registration, working terms version, how long an accepted one is kept', 'content/firm.json proposals'),
    ...item(facts.insurance.provenance, 'Insurance: professional indemnity limit, basis, insurer, territory, run-off; US cover', 'content/facts.yml insurance'),
    ...item(facts.delivery.provenance, 'Delivery commitments: turnaround, revisions, progress updates', 'content/facts.yml delivery'),
    ...item(facts.data.provenance, 'Where project files are hosted and how long they are kept', 'content/facts.yml data'),
    ...item(facts.payment.provenance, 'Payment terms and the first-job deposit', 'content/facts.yml payment'),
    ...item(facts.liability.provenance, 'Default liability cap', 'content/facts.yml liability'),
    ...item(facts.gdpr.provenance, 'GDPR Article 27 representatives in the UK and the EU', 'content/facts.yml gdpr'),
    ...item(vatProvenance, 'VAT and sales tax lines under every price (who accounts for VAT on site-related services; new dwellings)', 'content/markets.ts vatNote'),
    ...item(ratesProvenance, 'Rates, minimum fees and bar bending package prices in all three markets', 'content/prices.yml, lib/content/bbs-packages.ts'),
    ...item(teamProvenance, `${unconfirmed(people)} people on /team/ and the authors of posts (fictional, labelled)`, 'content/team.yml'),
    ...item(projectsProvenance, `${unconfirmed(allProjects)} projects and case studies, their clients and outcomes (fictional, labelled)`, 'content/projects/'),
    ...item(figuresProvenance, 'Counted figures (years, team, projects, clients) and the BIM percentages with their basis', 'content/facts.yml figures'),
    ...(isoCertified && qualityCertificate.provenance === 'confirmed' ? [] : [{ what: `${qualityCertificate.standard} certificate: certification body and number (until then no page says "certified")`, where: 'content/facts.yml certificate', status: 'confirm' as const }]),
    ...marketTerms.flatMap((t) => item(t.status, `Governing law, disputes and invoicing for ${t.market.toUpperCase()} clients`, 'content/facts.yml contracts')),
    ...workingFacts.flatMap((f) => item(f.status, `Working with us: ${f.heading}`, `content/facts.yml terms (${f.id})`)),
  ];
}

/**
 * What stops a production deployment (the pipeline's launch gate, `node tools/launch-list.mjs --gate`):
 * the site's address still the example one, or contact details a buyer would use still placeholders.
 * Everything else launchItems() lists stays a warning: it is labelled on the pages that show it.
 */
export function launchBlockers(siteUrl: string = site.url, defaultUrl: string = DEFAULT_SITE_URL): string[] {
  return [
    ...(siteUrl === defaultUrl ? [`The site's address is the example one (${defaultUrl}): set SITE_URL (the repository's variable) to the firm's domain.`] : []),
    ...(site.provenance.contact === 'confirmed' ? [] : [`The public email mailbox (${site.email}) is not confirmed (content/firm.json contact).`]),
    ...(site.provenance.phones === 'confirmed' ? [] : [`The desks' phone numbers (${site.desks.map((d) => d.phone.display).join(', ')}) are placeholders (content/firm.json desks).`]),
  ];
}

/** Whether a build is for a real domain, so lists what is left: a build for the example default is no launch. */
export function isLaunchBuild(resolved: { url: string; source: string }, defaultUrl: string = DEFAULT_SITE_URL): boolean {
  return resolved.source !== 'default' && resolved.url !== defaultUrl;
}

/** The build's warning: one line per item, or null when everything is confirmed. */
export function launchWarning(items: LaunchItem[] = launchItems()): string | null {
  if (items.length === 0) return null;
  const lines = items.map((i) => `  - [${i.status === 'illustrative' ? 'replace' : 'confirm'}] ${i.what} (${i.where})`);
  return [`This build is for a real domain, but content/ still holds ${items.length} items the firm must replace or confirm before launch:`, ...lines].join('\n');
}
