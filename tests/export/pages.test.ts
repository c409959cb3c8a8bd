import type { HTMLElement } from 'node-html-parser';
import { allProjects } from '@/lib/content/projects';
import { blogPosts } from '@/lib/content/posts';
import { testimonials } from '@/lib/content/testimonials';
import { readPage, requireExport } from './out';

/**
 * What the content pages' HTML holds, read from the export: the brief's special blocks, every field of
 * a project and a post, the company pages' items. Behaviour stays in the browser (e2e/pages.spec.ts).
 */

beforeAll(requireExport);

const text = (el: HTMLElement | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const main = (path: string) => readPage(path).root.querySelector('main')!;
const linkTo = (root: HTMLElement, name: string | RegExp) =>
  root.querySelectorAll('a').find((a) => (typeof name === 'string' ? text(a) === name : name.test(text(a))))?.getAttribute('href');
/** The section headed by a heading with this text. */
const sectionHeaded = (root: HTMLElement, heading: string) =>
  root.querySelectorAll('section').find((s) => s.querySelectorAll('h2').some((h) => text(h) === heading));

test('portfolio lists every project with its first two services, and Discuss Your Project goes to /contact/', () => {
  const cards = main('/portfolio/').querySelectorAll('article');
  expect(cards.map((card) => text(card.querySelector('h2, h3')))).toEqual(allProjects.map((p) => p.title));
  cards.forEach((card, i) => expect(card.querySelectorAll('ul[aria-label="Services"] li').map(text)).toEqual(allProjects[i]!.services.slice(0, 2)));
  expect(linkTo(main('/portfolio/'), 'Discuss Your Project')).toBe('/contact/');
});

test('each project page shows every field', () => {
  for (const p of allProjects) {
    const page = main(`/projects/${p.id}/`);
    expect(text(page.querySelector('h1'))).toBe(p.title);
    const facts = text(page.querySelector('dl'));
    for (const value of [p.category, p.location, String(p.year), p.client, p.budget, p.duration]) expect(facts).toContain(value);
    expect(text(page)).toContain(p.description);
    expect(page.querySelector('.prose-site h2')).not.toBeNull();
    const services = text(sectionHeaded(page, 'Services provided'));
    for (const s of p.services) expect(services).toContain(s);
    expect(page.querySelector('img')?.getAttribute('src')).toBe(p.image.src);
  }
});

test('the blog list links every post, and each post shows its image, byline, date, read time, text and older related posts', () => {
  for (const post of blogPosts) expect(linkTo(main('/blogs/'), post.title)).toBe(`/blogs/${post.id}/`);
  for (const post of blogPosts) {
    const page = main(`/blogs/${post.id}/`);
    expect(text(page.querySelector('h1'))).toBe(post.title);
    expect(text(page)).toContain(post.author.name);
    expect(text(page)).toMatch(/\d+ min read/);
    expect(page.querySelector('time')?.getAttribute('datetime')).toBe(post.published);
    expect(page.querySelector('img')?.getAttribute('src')).toBe(post.image.src);
    expect(text(page.querySelector('.prose-site')).split(' ').length).toBeGreaterThan(600);
    // Related posts are older posts only (a page never links to a newer article): up to three.
    const older = blogPosts.filter((p) => Date.parse(p.published) < Date.parse(post.published)).length;
    const related = sectionHeaded(page, 'Related articles');
    expect(related ? related.querySelectorAll('article').length : 0).toBe(Math.min(3, older));
  }
});

test('bar bending schedule shows both packages with their prices and limits, its process, FAQs and Offer data', () => {
  const { root } = readPage('/services/bar-bending-schedule/');
  const pricing = text(root.querySelector('#pricing'));
  for (const words of ['Standard Package', '$499', 'Up to 50 tons', '2 revisions', 'Premium Package', '$799', 'Up to 100 tons', 'DWG + PDF', '4 revisions']) {
    expect(pricing).toContain(words);
  }
  expect(root.querySelectorAll('#process ol li')).toHaveLength(4);
  expect(root.querySelectorAll('#faqs details').length).toBeGreaterThan(0);
  expect(root.querySelectorAll('script[type="application/ld+json"]').map((s) => s.rawText).join()).toContain('"Offer"');
});

test('clash detection shows its benefits, four-step process, testimonial and three FAQs', () => {
  const { root } = readPage('/services/clash-detection-coordination/');
  for (const b of ['Fewer RFIs', 'Risk Mitigation', 'Aligned Teams']) expect(text(root.querySelector('#benefits'))).toContain(b);
  expect(root.querySelectorAll('#process ol li h3').map(text)).toEqual(['Model aggregation', 'Conflict analysis', 'Coordination meetings', 'Issue tracking']);
  expect(root.querySelector('#testimonial blockquote')).not.toBeNull();
  expect(root.querySelectorAll('#faqs details')).toHaveLength(3);
});

test('landing pages link to their sub-services; BIM shows its figures; takeoff its buttons', () => {
  const group = (path: string) => readPage(path).root.querySelectorAll('#services-in-group a').map((a) => a.getAttribute('href'));
  expect(group('/services/construction-cost-estimation/')).toEqual(expect.arrayContaining(['/services/material-takeoff/', '/services/cost-estimation/', '/services/quantity-surveying/']));
  expect(group('/services/design-services/')).toEqual(expect.arrayContaining(['/services/architectural-design/', '/services/structural-design/', '/services/temporary-works-design/']));
  expect(group('/services/project-management/')).toContain('/services/planning-scheduling/');
  const bim = readPage('/services/bim/').root;
  for (const v of ['95%', '30%', '20%']) expect(text(bim.querySelector('#benefits'))).toContain(v);
  expect(linkTo(bim.querySelector('main')!, 'View Our Work')).toBe('/portfolio/');
  const takeoff = main('/services/material-takeoff/');
  expect(linkTo(takeoff, 'Get Quote')).toBe('/contact/');
  expect(linkTo(takeoff, 'View Examples')).toBe('/portfolio/');
  expect(linkTo(takeoff, 'Request Takeoff Quote')).toBe('/contact/');
  expect(text(takeoff)).toContain('99%');
});

test('each policy page shows its date and a table of contents; the terms name New York law', () => {
  for (const slug of ['privacy-policy', 'terms-of-service', 'cookie-policy']) {
    const page = main(`/${slug}/`);
    expect(text(page.querySelector('time'))).toBe('October 30, 2024');
    const contents = page.querySelectorAll('nav').find((nav) => text(nav.querySelector(`#${nav.getAttribute('aria-labelledby')}`)) === 'Contents');
    expect(contents?.querySelectorAll('a').length).toBeGreaterThan(0);
  }
  expect(text(main('/terms-of-service/'))).toContain('New York');
});

test('company pages: every testimonial, grouped FAQs, careers and about figures', () => {
  expect(main('/testimonials/').querySelectorAll('figure')).toHaveLength(testimonials.length);
  expect(main('/faqs/').querySelectorAll('section[id] details').length).toBeGreaterThan(50);
  expect(linkTo(main('/careers/'), /^Apply for/)).toMatch(/^mailto:/);
  for (const v of ['500+', '120+', '15+', '50+', 'ISO 9001:2015']) expect(text(main('/about/'))).toContain(v);
});
