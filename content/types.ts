import type { Currency } from './currencies';

/**
 * Shapes of every piece of static content on the site.
 * `content/` holds typed data and nothing else; pages and components read it through `lib/`.
 */

/**
 * Whether the firm has confirmed a piece of content. 'illustrative': written for this site to show the
 * kind of thing that goes there (fictional people, firms, quotes), never presented as real and replaced
 * before launch. 'confirm': plausible, but only the firm can say it is true (a rate, a certificate,
 * an insurer). 'confirmed': the firm has confirmed it. A build for a real domain lists everything that
 * is not 'confirmed' (content/launch.ts).
 */
export type Provenance = 'illustrative' | 'confirm' | 'confirmed';

/** A link inside the site or to a mailto/tel/external URL. */
export interface Cta {
  label: string;
  href: string;
}

/** A local image in `public/`, always with its intrinsic size so nothing shifts. */
export interface Artwork {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export type ServiceGroupId =
  | 'estimation'
  | 'shop-drawings'
  | 'rebar-detailing'
  | 'bim'
  | 'project-management'
  | 'design';

export interface Feature {
  title: string;
  description: string;
}

export interface ProcessStep {
  title: string;
  description: string;
}

export interface Faq {
  question: string;
  answer: string;
}

/** A headline figure on a service page, e.g. "95%" clash reduction on BIM. */
export interface Benefit {
  /** Short figure such as "95%"; taken from `content/figures.ts`, never typed twice. */
  value?: string;
  title: string;
  description: string;
}

export interface PricingPackage {
  name: string;
  /** Whole units of `currency`. */
  price: number;
  currency: Currency;
  /** What the price covers, e.g. "per schedule". */
  unit: string;
  features: string[];
}

export interface Quote {
  quote: string;
  name: string;
  role: string;
  company: string;
}

/** One service page: `/services/{slug}`. Blocks render only when present, in a fixed order. */
export interface Service {
  slug: string;
  /** Page heading and the name used in menus and breadcrumbs unless `navLabel` is set. */
  title: string;
  /** Shorter label for menus, cards and breadcrumbs when the title is long. */
  navLabel?: string;
  /** <title> when the title alone would make it shorter than 30 characters with the site suffix. */
  seoTitle?: string;
  group: ServiceGroupId;
  /** ISO date this page's content last changed: the sitemap's <lastmod>. */
  updated: string;
  /** Hero lede and meta description: one or two sentences, 110-160 characters. */
  summary: string;
  /** Body text: 2-4 paragraphs of plain text. */
  description: string[];
  /** Capability cards: at least four. */
  features: Feature[];
  /** Optional extra list, e.g. trades or building types a takeoff covers. */
  specializations?: { heading: string; items: string[] };
  benefits?: { heading: string; items: Benefit[] };
  /** "How it works": three to five steps. */
  process: ProcessStep[];
  pricing?: PricingPackage[];
  testimonial?: Quote;
  /** At least two. */
  faqs: Faq[];
  /** Child pages shown as link cards on a landing page (slugs of other services). */
  children?: string[];
  /** Two to four slugs of other services worth reading next. */
  related: string[];
  /** Primary call to action; href is '/contact' (optionally with a query). */
  cta: Cta;
  /** Optional second button, e.g. View Examples -> /portfolio. */
  secondaryCta?: Cta;
  /** Heading and line of the closing call-to-action band. */
  closing: { heading: string; text: string; cta: Cta };
}

/** What a project's drawing shows. Tests hold the drawing's alt text, its SVG title and the copy to it. */
export interface ProjectBuilding {
  /** Stories above ground of the tallest part; null for a structure without stories (a bridge). */
  stories: number | null;
  structure: 'concrete frame' | 'steel frame' | 'concrete bridge';
  /** Number of spans, for a bridge. */
  spans?: number;
  /** Uses the alt text and the copy both name, e.g. ['office', 'retail']. */
  uses: string[];
}

/** The /case-studies/ entry of a project: the problem, our scope and outcomes in numbers. */
export interface CaseStudy {
  problem: string;
  scope: string[];
  /** Three or four measured results, e.g. { value: '1.8%', label: 'pre-tender estimate against the contract sum' }. */
  outcomes: { value: string; label: string }[];
}

/**
 * A project: one file in content/projects/, `<id>.md`. Its frontmatter is checked by `lib/projects.ts`
 * when the site builds (fields in lib/collections/projects.ts); the body is the case study in Markdown.
 */
export interface Project {
  id: string;
  /** Its place in the portfolio, case studies and home (1 first). */
  order: number;
  title: string;
  category: 'Commercial' | 'Industrial' | 'Residential' | 'Healthcare' | 'Infrastructure' | 'Educational';
  location: string;
  year: number;
  /** ISO date this page's content last changed: the sitemap's <lastmod>. */
  updated: string;
  /** Service names as shown to the visitor; `lib/projects.ts` links the ones that have a page. */
  services: string[];
  image: Artwork;
  /** One-sentence summary for cards and the meta description (110-160 characters). */
  description: string;
  /** One-line measurable result shown on the case-studies page. */
  outcome: string;
  building: ProjectBuilding;
  caseStudy: CaseStudy;
  client: string;
  /** Whether the project, its client and outcomes are real: anything but 'confirmed' is labelled wherever it shows. */
  provenance: Provenance;
  /** Construction value of the whole project (not our fee). */
  budget: string;
  /** How long our engagement ran (not the construction period). */
  duration: string;
  /** The case study in Markdown: headings, lists, bold and links to the site's own pages. */
  body: string;
}

/**
 * A blog post: one file in content/blogs/, `<id>.md`. Its frontmatter is
 * checked by `lib/blog-frontmatter.ts` when the site builds; the body is MDX rendered on the server.
 */
export interface BlogPost {
  id: string;
  /** The headline (h1). */
  title: string;
  /** Shorter <title> for search results when the headline would make it longer than 60 characters. */
  seoTitle?: string;
  /** Card text and meta description (70-160 characters). */
  description: string;
  /** ISO 8601 date-time with zone, e.g. 2025-02-18T09:00:00Z. */
  published: string;
  /** ISO 8601 date-time with zone; equal to `published` until the post is revised. */
  updated: string;
  author: Person;
  /** Its own drawing, or the blog's default one. */
  image: Artwork;
  /** Its Open Graph picture: public/og/blog/<id>.png where `npm run og-images` made one, else the site's. */
  ogImage: string;
  /** The MDX source after the frontmatter. */
  body: string;
}

export interface Testimonial {
  tempId: number;
  testimonial: string;
  /** Where the client and project are: a UK or European client's words are held to their market's English. */
  market: 'us' | 'uk' | 'eu';
  by: { name: string; role: string; company: string };
  imgSrc: string;
  /** Whether these are a real client's words: anything but 'confirmed' is labelled wherever it shows. */
  provenance: Provenance;
}

/** An FAQ shown away from its page (the /faqs collection), with a link back to where it comes from. */
export interface SourcedFaq extends Faq {
  source?: Cta;
}

export interface TopicFaq extends Faq {
  id: string;
}

export interface PolicySection {
  /** Anchor id for the table of contents, kebab-case. */
  id: string;
  heading: string;
  /** HTML: only p, h3, ul, ol, li, strong, em, a. */
  html: string;
}

export interface Policy {
  slug: 'privacy-policy' | 'terms-of-service' | 'cookie-policy';
  title: string;
  /** Meta description, 110-160 characters. */
  description: string;
  /** ISO date of the last update. */
  updated: string;
  sections: PolicySection[];
}

/** A person on /team/; `id` is the element id there, so /team/#<id> is their URL. */
export interface Person {
  id: string;
  name: string;
  role: string;
  group: 'leadership' | 'leads';
  /** For discipline leads: the `title` of the TeamDiscipline they lead. */
  discipline?: string;
  credentials: readonly string[];
  bio: string;
  /** The English their articles are held to: US unless a UK or European author's (tests/editorial.test.ts). */
  market?: 'us' | 'uk' | 'eu';
  /** Whether the person (and their credentials) is real: anything but 'confirmed' is labelled wherever they show. */
  provenance: Provenance;
}

export interface TeamDiscipline {
  title: string;
  description: string;
  /** Software and standards the discipline works in. */
  tools: string[];
}

export interface CareerRole {
  id: string;
  title: string;
  location: string;
  type: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
}

export interface ProcessStage {
  title: string;
  description: string;
}
