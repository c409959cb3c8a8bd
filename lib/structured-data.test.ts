import { blogPostingJsonLd, breadcrumbJsonLd, faqPageJsonLd, firmReference, organizationJsonLd, projectJsonLd, serviceJsonLd, websiteJsonLd } from './structured-data';
import { requireService } from '@/lib/content/services';
import { blogPosts } from '@/lib/content/posts';
import { allProjects } from '@/lib/content/projects';
import { site } from '@/lib/content/site';

describe('JSON-LD builders', () => {
  it('describes the firm with address, service areas, contact point and profiles', () => {
    const org = organizationJsonLd() as unknown as Record<string, unknown>;
    expect(org['@type']).toBe('ProfessionalService');
    // areaServed names exactly the markets the pages name, nothing the visitor cannot read.
    expect(org.areaServed).toEqual([
      { '@type': 'Country', name: 'United Kingdom' },
      { '@type': 'Country', name: 'United States' },
      { '@type': 'Continent', name: 'Europe' },
      ...['Lahore', 'Karachi', 'Islamabad'].map((name) => ({ '@type': 'City', name, containedInPlace: { '@type': 'Country', name: 'Pakistan' } })),
    ]);
    expect(org).toHaveProperty('address.@type', 'PostalAddress');
    expect(org).not.toHaveProperty('openingHours');
    // One contact point per desk, each with its own number and its hours in its own time zone.
    const points = org.contactPoint as { areaServed: string[]; telephone: string; description: string }[];
    expect(points.map((p) => p.telephone)).toEqual(site.desks.map((d) => d.phone.tel));
    expect(points.map((p) => p.description)).toEqual(site.desks.map((d) => expect.stringContaining(`${d.name}: ${d.hours}, answered from our ${site.address.locality} office.`)));
    for (const d of site.desks) expect(d.hours).toMatch(/^Mon-Fri \d{1,2}:\d{2} [AP]M-\d{1,2}:\d{2} [AP]M \S/);
    for (const code of points.flatMap((p) => p.areaServed)) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(points.flatMap((p) => p.areaServed)).not.toContain('EU');
    expect(org.sameAs).toEqual(site.social.map((s) => s.href));
    for (const p of org.contactPoint as Record<string, unknown>[]) expect(p.email).toBe(site.email);
  });

  it('builds a Service with the firm as provider and Offers for priced packages', () => {
    const bbs = serviceJsonLd(requireService('bar-bending-schedule'), 'Rebar Detailing') as unknown as Record<string, unknown>;
    expect(bbs['@type']).toBe('Service');
    expect(bbs).toHaveProperty('provider.name', site.name);
    // The provider is the same firm node, address and all, as on home and /contact/.
    expect(bbs).toHaveProperty('provider.@id', organizationJsonLd()['@id' as never]);
    expect(bbs).toHaveProperty('provider.address.@type', 'PostalAddress');
    for (const offer of bbs.offers as Record<string, unknown>[]) expect(offer.availability).toBe('https://schema.org/InStock');
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
    expect(blogPostingJsonLd(post)).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: post.published,
      dateModified: post.updated,
      publisher: { name: site.name, logo: { url: `${site.url}/icon-512.png` } },
    });
    // A person the firm has confirmed is the author; one it has not is never named as fact: the firm is.
    const confirmed = { ...post, author: { ...post.author, provenance: 'confirmed' as const } };
    expect(blogPostingJsonLd(confirmed).author).toMatchObject({ '@type': 'Person', name: post.author.name, url: `${site.url}/team/#${post.author.id}` });
    const illustrative = { ...post, author: { ...post.author, provenance: 'illustrative' as const } };
    expect(blogPostingJsonLd(illustrative).author).toEqual(firmReference());
    expect(JSON.stringify(blogPostingJsonLd(illustrative))).not.toContain(post.author.name);
    expect(post.published).toMatch(/T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/);
    const project = allProjects[0]!;
    expect(projectJsonLd(project)).toMatchObject({ '@type': 'CreativeWork', name: project.title, creator: { name: site.name, address: { '@type': 'PostalAddress' } } });
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
