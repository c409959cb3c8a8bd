import { absoluteUrl, isCurrentPath, toHref } from './routes';

describe('routes', () => {
  it('formats internal paths in the served trailing-slash form', () => {
    expect(toHref('/')).toBe('/');
    expect(toHref('/about')).toBe('/about/');
    expect(toHref('/about/')).toBe('/about/');
    expect(toHref('/services/planning-scheduling#monitoring-control')).toBe('/services/planning-scheduling/#monitoring-control');
    expect(toHref('/contact?topic=x')).toBe('/contact/?topic=x');
  });

  it('leaves files, external and special links alone', () => {
    expect(toHref('/feed.xml')).toBe('/feed.xml');
    expect(toHref('https://calendly.com/x')).toBe('https://calendly.com/x');
    expect(toHref('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(toHref('#faq')).toBe('#faq');
  });

  it('builds absolute URLs on the configured host', () => {
    expect(absoluteUrl('/about')).toBe('https://www.example.com/about/');
    expect(absoluteUrl('/')).toBe('https://www.example.com/');
  });

  it('marks Blogs current for every path under /blogs', () => {
    expect(isCurrentPath('/blogs/some-post/', '/blogs', { prefix: true })).toBe(true);
    expect(isCurrentPath('/blogs', '/blogs')).toBe(true);
    expect(isCurrentPath('/about/', '/blogs', { prefix: true })).toBe(false);
    expect(isCurrentPath('/about/', '/', { prefix: true })).toBe(false);
  });
});
