import { services as serviceEntries } from '@/content/services';
import { serviceVariantsOf } from '@/content/service-markets';
import { bimBasis, claimMeasures, claims, claimStatements, figures, figureText, isoPhrase } from '@/lib/content/figures';
import { businessDays, daysText, otherTurnaround, progressUpdateText, revisions, roundsText, standardTurnaround, weeksText, weeksTurnaround } from '@/lib/content/commitments';
import { bbsPackages, whichPackageFaq } from '@/lib/content/bbs-packages';
import { site } from '@/lib/content/site';
import { serviceGroups, type ServiceGroup } from '@/content/navigation';
import * as v from 'valibot';
import { currencies, type Currency } from '@/content/currencies';
import { issuePath } from '@/lib/content/fields';


/* What a service page holds: the schema each entry of content/services/ is checked against when the site builds. */

const line = v.string();
/** A link inside the site or to a mailto/tel/external URL. */
const cta = v.strictObject({ label: line, href: line });
const card = v.strictObject({ title: line, description: line });
const faq = v.strictObject({ question: line, answer: line });
/** A headline figure on a service page, e.g. "95%" clash reduction on BIM. */
const benefit = v.strictObject({
  /** Short figure such as "95%"; taken from `lib/content/figures.ts`, never typed twice. */
  value: v.optional(line),
  title: line,
  description: line,
});
/** A package with its price; a bar bending schedule package carries its limits too (lib/content/bbs-packages.ts). */
const pricingPackage = v.object({
  name: line,
  /** Whole units of `currency`. */
  price: v.number(),
  currency: v.custom<Currency>((value) => typeof value === 'string' && Object.hasOwn(currencies, value), 'must be a currency of content/currencies.ts'),
  /** What the price covers, e.g. "per schedule". */
  unit: line,
  features: v.array(line),
});
const quote = v.strictObject({ quote: line, name: line, role: line, company: line });
export const SERVICE_GROUPS = ['estimation', 'shop-drawings', 'rebar-detailing', 'bim', 'project-management', 'design'] as const;

/** One service page: `/services/{slug}`. Blocks render only when present, in a fixed order. */
export const serviceSchema = v.strictObject({
  slug: line,
  /** Page heading and the name used in menus and breadcrumbs unless `navLabel` is set. */
  title: line,
  /** Shorter label for menus, cards and breadcrumbs when the title is long. */
  navLabel: v.optional(line),
  /** <title> when the title alone would make it shorter than 30 characters with the site suffix. */
  seoTitle: v.optional(line),
  group: v.picklist(SERVICE_GROUPS),
  /** ISO date this page's content last changed: the sitemap's <lastmod>. */
  updated: line,
  /** Hero lede and meta description: one or two sentences, 110-160 characters. */
  summary: line,
  /** Body text: 2-4 paragraphs of plain text. */
  description: v.array(line),
  /** Capability cards: at least four. */
  features: v.array(card),
  /** Optional extra list, e.g. trades or building types a takeoff covers. */
  specializations: v.optional(v.strictObject({ heading: line, items: v.array(line) })),
  benefits: v.optional(v.strictObject({ heading: line, items: v.array(benefit) })),
  /** "How it works": three to five steps. */
  process: v.array(card),
  pricing: v.optional(v.array(pricingPackage)),
  testimonial: v.optional(quote),
  /** At least two. */
  faqs: v.array(faq),
  /** Child pages shown as link cards on a landing page (slugs of other services). */
  children: v.optional(v.array(line)),
  /** Two to four slugs of other services worth reading next. */
  related: v.array(line),
  /** Primary call to action; href is '/contact' (optionally with a query). */
  cta,
  /** Optional second button, e.g. View Examples -> /portfolio. */
  secondaryCta: v.optional(cta),
  /** Heading and line of the closing call-to-action band. */
  closing: v.strictObject({ heading: line, text: line, cta }),
});

export type Service = v.InferOutput<typeof serviceSchema>;
export type ServiceGroupId = Service['group'];
export type Cta = v.InferOutput<typeof cta>;
export type Feature = v.InferOutput<typeof card>;
export type ProcessStep = v.InferOutput<typeof card>;
export type Faq = v.InferOutput<typeof faq>;
export type PricingPackage = v.InferOutput<typeof pricingPackage>;
export type Quote = v.InferOutput<typeof quote>;

/** A service entry as written, checked: the first problem stops the build naming the service and the field. */
export function checkedService(service: Service): Service {
  const checked = v.safeParse(serviceSchema, service);
  if (!checked.success) throw new Error(`content/services/: "${service.slug}" ${issuePath(checked.issues[0]!)} ${checked.issues[0]!.message}`);
  // The entry itself, not valibot's copy: the pages are built from what content/services/ wrote.
  return service;
}

/**
 * The service pages: their words are content/services/ and content/service-markets.ts, each a function
 * of the facts and sentences it quotes (`ServiceWords`), which it imports only the type of. So the
 * words stay in content/ and every number on a service page is the facts'.
 */
const serviceWords = { bimBasis, claimMeasures, claims, claimStatements, figures, figureText, isoPhrase, businessDays, daysText, otherTurnaround, progressUpdateText, revisions, roundsText, standardTurnaround, weeksText, weeksTurnaround, bbsPackages, whichPackageFaq, site };
export type ServiceWords = typeof serviceWords;

/** Every service page, in menu order. */
export const services: readonly Service[] = serviceEntries(serviceWords).map(checkedService);
/** Each market's variant of a service page, by slug then market. */
export const { serviceVariants } = serviceVariantsOf(serviceWords);


export function serviceSlugs(): string[] {
  return services.map((s) => s.slug);
}

export function getService(slug: string): Service | undefined {
  return services.find((s) => s.slug === slug);
}

/** Like getService, for slugs that content guarantees (a test checks every reference). */
export function requireService(slug: string): Service {
  const service = getService(slug);
  if (!service) throw new Error(`Unknown service slug: ${slug}`);
  return service;
}

export function getGroup(id: ServiceGroupId): ServiceGroup {
  const group = serviceGroups.find((g) => g.id === id);
  if (!group) throw new Error(`Unknown service group: ${id}`);
  return group;
}

/** Name used in menus, cards and breadcrumbs. */
export function serviceLabel(service: Service): string {
  return service.navLabel ?? service.title;
}

/** The group's landing page entry (e.g. 'bim' for the BIM group). */
export function groupLanding(id: ServiceGroupId): Service {
  const slug = getGroup(id).href.replace('/services/', '');
  return requireService(slug);
}

export function servicesInGroup(id: ServiceGroupId): Service[] {
  return services.filter((s) => s.group === id);
}

/** Anchor id for a feature card, so menus can deep-link ('Monitoring & Control' -> 'monitoring-control'). */
export function featureAnchor(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Find the page for a service named in free text (project service lists), if one exists. */
export function findServiceByName(name: string): Service | undefined {
  const wanted = name.trim().toLowerCase();
  return services.find(
    (s) => s.title.toLowerCase() === wanted || (s.navLabel ?? '').toLowerCase() === wanted,
  );
}
