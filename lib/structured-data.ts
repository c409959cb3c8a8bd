import type {
  BlogPosting,
  BreadcrumbList,
  CreativeWork,
  FAQPage,
  Offer,
  OfferCatalog,
  ProfessionalService,
  Service as ServiceSchema,
  WebSite,
  WithContext,
} from 'schema-dts';
import { site, formatAddress } from '@/content/site';
import type { BlogPost, Faq, Project, Service } from '@/content/types';
import { absoluteUrl } from '@/lib/routes';
import type { RateCard } from '@/content/pricing';
import { htmlToText } from '@/lib/html';

/** JSON-LD builders, all from the same typed content the pages render. */

const ORG_ID = `${site.url}/#organization`;

export function organizationJsonLd(): WithContext<ProfessionalService> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': ORG_ID,
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon-512.png'),
    image: absoluteUrl('/og/default.png'),
    email: site.email,
    telephone: site.phone.tel,
    openingHours: site.hours.schema,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    areaServed: [
      ...site.serviceAreas.cities.map((name) => ({ '@type': 'City' as const, name })),
      ...site.serviceAreas.countries.map((name) => ({ '@type': 'Place' as const, name })),
    ],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: site.email,
      telephone: site.phone.tel,
      availableLanguage: ['English'],
      areaServed: ['GB', 'US', 'EU'],
    },
    sameAs: site.social.map((s) => s.href).filter(Boolean),
  };
}

/** A reference to the firm for use inside other nodes. */
function provider() {
  return { '@type': 'ProfessionalService' as const, '@id': ORG_ID, name: site.name, address: formatAddress() };
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

export function serviceJsonLd(service: Service, groupTitle: string): WithContext<ServiceSchema> {
  const offers: Offer[] | undefined = service.pricing?.map((p) => ({
    '@type': 'Offer',
    name: p.name,
    price: p.price.toFixed(2),
    priceCurrency: p.currency,
    description: p.features.join('; '),
    url: absoluteUrl(`/services/${service.slug}`),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.summary,
    serviceType: groupTitle,
    url: absoluteUrl(`/services/${service.slug}`),
    provider: provider(),
    areaServed: [...site.serviceAreas.countries, ...site.serviceAreas.cities],
    ...(offers ? { offers } : {}),
  };
}

export function blogPostingJsonLd(post: BlogPost): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.role },
    publisher: { '@id': ORG_ID },
    image: absoluteUrl(`/og/blog/${post.id}.png`),
    mainEntityOfPage: absoluteUrl(`/blogs/${post.id}`),
    wordCount: htmlToText(post.content).split(/\s+/).length,
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
    image: absoluteUrl(`/og/projects/${project.id}.png`),
    url: absoluteUrl(`/projects/${project.id}`),
    creator: { '@id': ORG_ID },
    keywords: project.services.join(', '),
  };
}

/** /pricing: each published rate as an Offer with its price range, from the same rate cards. */
export function pricingJsonLd(cards: RateCard[]): WithContext<OfferCatalog> {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: `${site.name} pricing`,
    url: absoluteUrl('/pricing'),
    itemListElement: cards.map((card) => {
      const url = absoluteUrl(`/services/${card.slug}`);
      const itemOffered = { '@type': 'Service' as const, name: card.label, url };
      if (card.basis === 'tonnage') {
        return {
          '@type': 'Offer' as const,
          itemOffered,
          priceSpecification: card.packages.map((p) => ({
            '@type': 'PriceSpecification' as const,
            name: p.name,
            price: p.price.toFixed(2),
            priceCurrency: 'USD',
            eligibleQuantity: { '@type': 'QuantitativeValue' as const, maxValue: p.maxTons, unitText: 'ton' },
          })),
        };
      }
      return {
        '@type': 'Offer' as const,
        itemOffered,
        priceSpecification: {
          '@type': 'UnitPriceSpecification' as const,
          minPrice: card.rate.low,
          maxPrice: card.rate.high,
          priceCurrency: 'USD',
          unitText: card.basis === 'sheets' ? 'sheet' : 'square foot',
        },
      };
    }),
  };
}
