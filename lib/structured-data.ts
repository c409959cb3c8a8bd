import type {
  BlogPosting,
  BreadcrumbList,
  CreativeWork,
  FAQPage,
  Offer,
  OfferCatalog,
  Place,
  PostalAddress,
  ProfessionalService,
  Service as ServiceSchema,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts';
import { site } from '@/lib/content/site';
import type { Faq, Service } from '@/content/types';
import type { BlogPost } from '@/lib/content/posts';
import type { Project } from '@/lib/content/projects';
import { absoluteUrl, blogPath, projectPath, servicePath } from '@/lib/routes';
import type { Market, MarketId } from '@/content/markets';
import { priceBook } from '@/lib/price-books';
import { localPath, marketOf, marketPath } from '@/lib/markets';
import { wordCount } from '@/lib/post-text';
import { ogImagePath } from '@/lib/og-images';

/** JSON-LD builders, all from the same typed content the pages render. */

const ORG_ID = `${site.url}/#organization`;

/** The firm's postal address, the one form every node uses. */
function postalAddress(): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.locality,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.countryCode,
  };
}

/**
 * Where the firm works: the markets every page names (lib/content/site.ts serviceAreas) and the three
 * cities of its home market, which /contact/ names.
 */
function areaServed(): Place[] {
  return [
    ...site.serviceAreas.map((a) => ({ '@type': a.type, name: a.name }) as Place),
    ...site.homeMarket.cities.map((name) => ({ '@type': 'City' as const, name, containedInPlace: { '@type': 'Country' as const, name: site.homeMarket.country } })),
  ];
}

/** A market variant serves its own market. */
function marketArea(market: Market): Place[] {
  return [site.serviceAreas.find((a) => a.name === market.name) ?? site.serviceAreas[0]].map((a) => ({ '@type': a.type, name: a.name }) as Place);
}

/**
 * The firm as other nodes name it (provider, creator, publisher): the same @id as the full node on
 * home and /contact/, with enough fields (name, URL, logo, address) to stand alone on any page.
 */
export function firmReference() {
  return {
    '@type': 'ProfessionalService' as const,
    '@id': ORG_ID,
    name: site.name,
    url: absoluteUrl('/'),
    logo: { '@type': 'ImageObject' as const, url: absoluteUrl('/icon-512.png'), width: '512', height: '512' },
    address: postalAddress(),
  } satisfies ProfessionalService;
}

/** The full firm node (home and /contact/): the reference plus contacts, areas and profiles. */
export function organizationJsonLd(): WithContext<ProfessionalService> {
  return {
    '@context': 'https://schema.org',
    ...firmReference(),
    legalName: site.legalName,
    description: site.description,
    image: absoluteUrl('/og/default.png'),
    email: site.email,
    telephone: site.phone.tel,
    areaServed: areaServed(),
    contactPoint: site.desks.map((desk) => ({
      '@type': 'ContactPoint' as const,
      contactType: 'sales',
      name: desk.name,
      email: site.email,
      telephone: desk.phone.tel,
      availableLanguage: ['English'],
      areaServed: desk.countryCode === 'US' ? [...site.contactCountryCodes].filter((c) => c === 'US') : [...site.contactCountryCodes].filter((c) => c !== 'US'),
      description: `${desk.name}: ${desk.hours}, answered from our ${site.address.locality} office. ${site.replyTime}`,
    })),
    sameAs: site.social.map((s) => s.href).filter(Boolean),
  };
}

export function websiteJsonLd(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: absoluteUrl('/'),
    inLanguage: site.language,
    publisher: { '@id': ORG_ID },
  };
}

/**
 * A page with market variants: the WebPage node carries the variant's language and region
 * (`inLanguage`, which schema.org gives to pages, not to services or offer catalogs).
 */
export function marketPageJsonLd(input: { name: string; path: string; market: Market }): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: input.name,
    url: absoluteUrl(input.path),
    inLanguage: input.market.locale,
    isPartOf: { '@type': 'WebSite', url: absoluteUrl('/'), name: site.name },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.path),
    })),
  };
}

export function faqPageJsonLd(faqs: Faq[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

/**
 * A service page's Service node. On a market variant (`market` given) the URL is the variant's, the
 * area is that market and the offers are in its currency.
 */
export function serviceJsonLd(service: Service, groupTitle: string, market?: Market, path = servicePath(service.slug)): WithContext<ServiceSchema> {
  const url = absoluteUrl(path);
  const offers: Offer[] | undefined = service.pricing?.map((p) => ({
    '@type': 'Offer',
    name: p.name,
    price: p.price.toFixed(2),
    priceCurrency: p.currency,
    priceSpecification: { '@type': 'PriceSpecification', price: p.price.toFixed(2), priceCurrency: p.currency, valueAddedTaxIncluded: false },
    description: p.features.join('; '),
    url,
    availability: 'https://schema.org/InStock',
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.summary,
    serviceType: groupTitle,
    url,
    provider: firmReference(),
    areaServed: market ? marketArea(market) : areaServed(),
    ...(offers ? { offers } : {}),
  };
}

export function blogPostingJsonLd(post: BlogPost): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.published,
    dateModified: post.updated,
    // Structured data is read as fact, with no label beside it: a person the firm has not confirmed is
    // not named there, and the post is the firm's (the page's byline carries the label).
    author:
      post.author.provenance === 'confirmed'
        ? {
            '@type': 'Person',
            '@id': absoluteUrl(`/team#${post.author.id}`),
            name: post.author.name,
            jobTitle: post.author.role,
            url: absoluteUrl(`/team#${post.author.id}`),
            worksFor: { '@id': ORG_ID },
          }
        : firmReference(),
    publisher: firmReference(),
    image: absoluteUrl(post.ogImage),
    mainEntityOfPage: absoluteUrl(blogPath(post.id)),
    wordCount: wordCount(post.body),
  };
}

/** A case study on /case-studies/: the problem, our scope and the measured outcomes, about the project. */
export function caseStudyJsonLd(project: Project): WithContext<CreativeWork> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: `${project.title}: case study`,
    abstract: project.caseStudy.problem,
    description: project.caseStudy.outcomes.map((o) => `${o.value} ${o.label}`).join('; '),
    url: absoluteUrl(`/case-studies#${project.id}`),
    image: absoluteUrl(ogImagePath.project(project.id)),
    about: { '@type': 'CreativeWork', name: project.title, url: absoluteUrl(projectPath(project.id)) },
    creator: firmReference(),
    keywords: project.services.join(', '),
  };
}

export function projectJsonLd(project: Project): WithContext<CreativeWork> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    description: project.description,
    genre: project.category,
    dateCreated: String(project.year),
    locationCreated: { '@type': 'Place', name: project.location },
    image: absoluteUrl(ogImagePath.project(project.id)),
    url: absoluteUrl(projectPath(project.id)),
    creator: firmReference(),
    keywords: project.services.join(', '),
  };
}

/**
 * /pricing and its market variants: each published rate as an Offer with its price range, from that
 * market's price book, in its currency and units, with the tonnage price above the largest package.
 */
export function pricingJsonLd(marketId: MarketId = 'us'): WithContext<OfferCatalog> {
  const market = marketOf(marketId);
  const currency = market.currency;
  const areaUnit = market.area.word;
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: marketId === 'us' ? `${site.name} pricing` : `${site.name} pricing: ${market.name}`,
    url: absoluteUrl(marketPath(market, '/pricing')),
    itemListElement: priceBook(marketId).cards.map((card) => {
      const url = absoluteUrl(localPath(market, servicePath(card.slug)));
      const itemOffered = { '@type': 'Service' as const, name: card.label, url, areaServed: marketArea(market) };
      if (card.basis === 'tonnage') {
        const largest = card.packages[card.packages.length - 1]!;
        return {
          '@type': 'Offer' as const,
          itemOffered,
          availability: 'https://schema.org/InStock' as const,
          priceSpecification: [
            ...card.packages.map((p) => ({
              '@type': 'PriceSpecification' as const,
              name: p.name,
              price: p.price.toFixed(2),
              priceCurrency: currency,
              valueAddedTaxIncluded: false,
              eligibleQuantity: { '@type': 'QuantitativeValue' as const, maxValue: p.maxTons, unitText: market.mass.one },
            })),
            {
              '@type': 'UnitPriceSpecification' as const,
              name: `Above ${largest.maxTons} ${market.mass.many}`,
              minPrice: card.overRate.low,
              maxPrice: card.overRate.high,
              priceCurrency: currency,
              valueAddedTaxIncluded: false,
              unitText: market.mass.one,
              eligibleQuantity: { '@type': 'QuantitativeValue' as const, minValue: largest.maxTons, unitText: market.mass.one },
            },
          ],
        };
      }
      return {
        '@type': 'Offer' as const,
        itemOffered,
        availability: 'https://schema.org/InStock' as const,
        priceSpecification: {
          '@type': 'UnitPriceSpecification' as const,
          minPrice: card.rate.low,
          maxPrice: card.rate.high,
          priceCurrency: currency,
          valueAddedTaxIncluded: false,
          unitText: card.basis === 'sheets' ? 'sheet' : areaUnit,
        },
      };
    }),
  };
}
