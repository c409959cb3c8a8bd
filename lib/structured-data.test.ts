import { blogPostingJsonLd, breadcrumbJsonLd, faqPageJsonLd, organizationJsonLd, projectJsonLd, serviceJsonLd, websiteJsonLd } from './structured-data';
import { requireService } from './services';
import { blogPosts } from './blogs';
import { allProjects } from './projects';
import { site } from '@/content/site';

describe('JSON-LD builders', () => {
  it('describes the firm with address, service areas, contact point and profiles', () => {
    const org = organizationJsonLd() as unknown as Record<string, unknown>;
    expect(org['@type']).toBe('ProfessionalService');
    expect(JSON.stringify(org.areaServed)).toEqual(expect.stringContaining('Karachi'));
    for (const city of ['Lahore', 'Karachi', 'Islamabad', 'United Kingdom', 'United States', 'Europe']) {
      expect(JSON.stringify(org.areaServed)).toContain(city);
    }
    expect(org.sameAs).toEqual(site.social.map((s) => s.href));
    expect(org).toHaveProperty('contactPoint.email', site.email);
  });

  it('builds a Service with the firm as provider and Offers for priced packages', () => {
    const bbs = serviceJsonLd(requireService('bar-bending-schedule'), 'Rebar Detailing') as unknown as Record<string, unknown>;
    expect(bbs['@type']).toBe('Service');
    expect(bbs).toHaveProperty('provider.name', site.name);
    expect(bbs.offers).toEqual([
      expect.objectContaining({ '@type': 'Offer', price: '499.00', priceCurrency: 'USD' }),
      expect.objectContaining({ '@type': 'Offer', price: '799.00', priceCurrency: 'USD' }),
    ]);
    expect(serviceJsonLd(requireService('bim'), 'BIM Services')).not.toHaveProperty('offers');
  });

  it('builds FAQPage, BreadcrumbList, BlogPosting and CreativeWork', () => {
    const faq = faqPageJsonLd([{ question: 'Q?', answer: 'A.' }]) as unknown as Record<string, unknown>;
    expect(faq).toMatchObject({ '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { text: 'A.' } }] });
    const crumbs = breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'About', path: '/about' }]) as unknown as Record<string, unknown>;
    expect(crumbs).toMatchObject({ itemListElement: [{ position: 1 }, { position: 2, item: `${site.url}/about/` }] });
    const post = blogPosts[0]!;
    expect(blogPostingJsonLd(post)).toMatchObject({ '@type': 'BlogPosting', headline: post.title, datePublished: post.date, author: { name: post.author.name } });
    const project = allProjects[0]!;
    expect(projectJsonLd(project)).toMatchObject({ '@type': 'CreativeWork', name: project.title });
  });

  it('serialises to JSON without losing data: no undefined, function or non-finite value that JSON would drop', () => {
    const lost = (value: unknown, path: string): string[] => {
      if (value === undefined || typeof value === 'function' || (typeof value === 'number' && !Number.isFinite(value))) return [path];
      if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => lost(v, `${path}.${k}`));
      return [];
    };
    const all = {
      organization: organizationJsonLd(),
      website: websiteJsonLd(),
      faq: faqPageJsonLd([{ question: 'Q?', answer: 'A.' }]),
      post: blogPostingJsonLd(blogPosts[0]!),
      project: projectJsonLd(allProjects[0]!),
      service: serviceJsonLd(requireService('bar-bending-schedule'), 'Rebar Detailing'),
      breadcrumbs: breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'About', path: '/about' }]),
    };
    expect(lost(all, 'jsonld')).toEqual([]);
  });
});
