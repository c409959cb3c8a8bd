import { pageMetadata } from './metadata';
import { site } from '@/lib/content/site';

describe('pageMetadata', () => {
  const meta = pageMetadata({ title: 'BIM Services', description: 'Coordinated models.', path: '/services/bim', image: '/og/services/bim.png' });

  it('always sets a self-referencing canonical in the served form', () => {
    expect(meta.alternates?.canonical).toBe('/services/bim/');
  });

  it('sets complete Open Graph and Twitter data', () => {
    expect(meta.openGraph).toMatchObject({
      url: '/services/bim/',
      title: `BIM Services | ${site.name}`,
      description: 'Coordinated models.',
      siteName: site.name,
      images: [{ url: '/og/services/bim.png', width: 1200, height: 630 }],
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: ['/og/services/bim.png'] });
  });

  it('keeps the RSS alternate that a page-level alternates would otherwise drop', () => {
    expect(meta.alternates?.types).toHaveProperty('application/rss+xml');
  });

  it('uses the default image and an absolute title when asked', () => {
    const home = pageMetadata({ title: 'Home title', description: 'd', path: '/', absoluteTitle: true });
    expect(home.title).toEqual({ absolute: 'Home title' });
    expect(home.alternates?.canonical).toBe('/');
    expect((home.openGraph?.images as { url: string }[])[0]?.url).toBe('/og/default.png');
  });

  it('can mark a page noindex', () => {
    expect(pageMetadata({ title: 't', description: 'd', path: '/x', noindex: true }).robots).toEqual({ index: false, follow: true });
  });
});
