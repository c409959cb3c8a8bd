/**
 * Content integrity: every slug, link and figure in content/ is consistent, so a page can never be
 * built from half-wired data.
 */
import { services } from '@/lib/content/services';
import { footerColumns, mainNav, policyLinks, serviceGroups } from '@/content/navigation';
import { allProjects as projects } from '@/lib/content/projects';
import { testimonials } from '@/lib/content/testimonials';
import { homeFaqs, faqTopics } from '@/lib/content/faqs';
import { policies } from '@/lib/policies';
import { figures, headlineStats } from '@/lib/content/figures';
import { facts } from '@/lib/content/facts';
import { clientLogos } from '@/content/clients';
import { siteRegistrations } from '@/lib/pages';
import { allPosts, blogPosts } from '@/lib/content/posts';
import { internalLinks as markdownLinks, readTimeMinutes, wordCount, WORDS_PER_MINUTE } from '@/lib/post-text';
import { featureAnchor, findServiceByName, requireService } from '@/lib/content/services';
import { SPEC } from './spec-facts';
import { serviceProblems } from './service-checks';
import { caseStudyProblems, linkResolver, postProblems } from '@/lib/post-checks';
import { htmlProblems, internalLinks } from '@/lib/html';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const resolves = linkResolver(siteRegistrations);
const imageExists = (src: string) => existsSync(join(process.cwd(), 'public', src));

const menuHrefs = [...serviceGroups.flatMap((g) => [g.href, ...g.links.map((l) => l.href)]), ...footerColumns.flatMap((c) => c.links.map((l) => l.href))];

describe('services', () => {
  it('has a page for every slug the spec names and every footer slug, once each', () => {
    const slugs = services.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toEqual(expect.arrayContaining([...SPEC.serviceSlugs, ...SPEC.footerServiceSlugs]));
  });

  it('every entry is whole: reachable, complete, its own words, every link resolving', () => {
    expect(serviceProblems(services, menuHrefs, resolves)).toEqual([]);
  });

  it('a service added the way the README says (an entry, and a link to it) passes the same checks; one nobody links to does not', () => {
    const bim = requireService('bim');
    const added = {
      ...bim,
      slug: 'scan-to-bim',
      title: 'Scan to BIM',
      summary: 'Point clouds from laser scans turned into coordinated Revit models of existing buildings, ready for refurbishment design and clash checks.',
      description: bim.description.map((p) => `${p} For existing buildings, we start from the laser scan.`),
      faqs: bim.faqs.map((f) => ({ ...f, answer: `${f.answer} Scans in E57 or RCP work the same way.` })),
    };
    expect(serviceProblems([...services, added], [...menuHrefs, '/services/scan-to-bim'], resolves)).toEqual([]);
    expect(serviceProblems([...services, added], menuHrefs, resolves)).toEqual(['scan-to-bim: no menu or parent links to it']);
  });

  it('the mega-menu anchors into planning-scheduling exist', () => {
    const anchors = requireService('planning-scheduling').features.map((f) => featureAnchor(f.title));
    expect(anchors).toEqual(expect.arrayContaining(['resource-management', 'monitoring-control']));
  });

  it('carries the special blocks the spec names', () => {
    expect(requireService('bar-bending-schedule').pricing?.map((p) => [p.name, p.price])).toEqual(SPEC.barBendingPackages);
    const clash = requireService('clash-detection-coordination');
    expect(clash.process.map((p) => p.title)).toEqual(['Model aggregation', 'Conflict analysis', 'Coordination meetings', 'Issue tracking']);
    expect(clash.benefits?.items.map((b) => b.title)).toEqual(['Fewer RFIs', 'Risk Mitigation', 'Aligned Teams']);
    expect(clash.faqs).toHaveLength(3);
    expect(clash.testimonial).toBeDefined();
    expect(requireService('bim').benefits?.items.map((b) => b.value)).toEqual(['95%', '30%', '20%']);
    expect(requireService('construction-cost-estimation').children).toEqual(['material-takeoff', 'cost-estimation', 'quantity-surveying']);
    expect(requireService('design-services').children).toEqual(['architectural-design', 'structural-design', 'temporary-works-design']);
    const takeoff = requireService('material-takeoff');
    expect(takeoff.secondaryCta).toEqual({ label: 'View Examples', href: '/portfolio' });
    expect(JSON.stringify(takeoff)).toContain('99%');
  });
});

describe('projects and blog', () => {
  // The marketer adds, replaces and removes projects and posts in the editor: the checks hold for any
  // number of them, as long as home has its row of each (a count pinned here would refuse her draft).
  it('has at least the projects home shows, each with its own id and position', () => {
    expect(projects.length).toBeGreaterThanOrEqual(SPEC.homePreviewCount);
    expect(new Set(projects.map((p) => p.id)).size).toBe(projects.length);
    expect(new Set(projects.map((p) => p.order)).size).toBe(projects.length);
  });

  it('every service named on a project has a page', () => {
    for (const p of projects) for (const name of p.services) expect([p.id, name, !!findServiceByName(name)]).toEqual([p.id, name, true]);
  });

  it('has at least the posts home shows, unique ids', () => {
    const ids = blogPosts.map((b) => b.id);
    expect(ids.length).toBeGreaterThanOrEqual(SPEC.homePreviewCount);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every post is whole, scheduled ones included: markdown and figures only, links resolving and never to a newer post, long enough, its drawing present', () => {
    expect(postProblems(allPosts, resolves, imageExists)).toEqual([]);
  });

  it('case studies are Markdown without HTML, and their links resolve', () => {
    for (const p of projects) {
      expect([p.id, /<[a-z/!]/i.test(p.body)]).toEqual([p.id, false]);
      expect(markdownLinks(p.body).length).toBeGreaterThan(0);
      for (const href of markdownLinks(p.body)) expect([p.id, href, resolves(href)]).toEqual([p.id, href, true]);
    }
    expect(resolves('/services/no-such-service')).toBe(false);
  });

  it('long-form HTML uses only allowed tags, and its links resolve', () => {
    const fields = policies.flatMap((p) => p.sections.map((s) => [`policy ${p.slug}#${s.id}`, s.html] as const));
    for (const [name, html] of fields) {
      expect([name, htmlProblems(html)]).toEqual([name, []]);
      for (const href of internalLinks(html)) expect([name, href, resolves(href)]).toEqual([name, href, true]);
    }
    expect(htmlProblems('<script>alert(1)</script><p onclick="x">a</p><a href="https://evil.test">b</a>')).toHaveLength(4);
  });

  it('case studies are long enough to be worth reading, Markdown, their links resolving', () => {
    expect(caseStudyProblems(projects, resolves)).toEqual([]);
  });

  it('read time is computed from length', () => {
    for (const b of blogPosts) expect(readTimeMinutes(b.body)).toBe(Math.ceil(wordCount(b.body) / WORDS_PER_MINUTE));
    expect(readTimeMinutes('one two')).toBe(1);
    expect(wordCount('## A heading\n\n- **Bold** [link text](/services/bim) in <Claim id="estimateTurnaround" />')).toBe(9);
  });
});

describe('shared content', () => {
  // Testimonials and FAQs are the marketer's (the editor's data files): any number that fills their
  // places, never a count pinned here. Client logos stay developers' content, as the spec counts them.
  it('has testimonials for the carousel, home FAQs for its accordion, unique FAQ ids, 8 client logos', () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(1);
    expect(testimonials.map((t) => t.tempId)).toEqual(testimonials.map((_, i) => i));
    // One answer open at a time needs more than one question.
    expect(homeFaqs.length).toBeGreaterThanOrEqual(2);
    expect(clientLogos).toHaveLength(SPEC.clientLogoCount);
    const ids = faqTopics.flatMap((t) => t.faqs.map((f) => f.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('publishes one number per fact', () => {
    // The spec's counters, in its order; their numbers are the firm's, in the facts registry it edits.
    expect(headlineStats.map((s) => s.label)).toEqual(SPEC.headlineStats);
    expect(headlineStats.map((s) => s.value)).toEqual([facts.figures.projectsDelivered, facts.figures.happyClients, facts.figures.yearsExperience]);
    expect(figures.teamMembers.value).toBe(facts.figures.teamMembers);
    const everything = JSON.stringify({ services, projects, blogPosts, testimonials, homeFaqs, faqTopics });
    expect(everything).not.toMatch(/\b250\+/);
  });

  it('policies are dated October 30, 2024 and terms name New York law', () => {
    for (const p of policies) expect(p.updated).toBe(SPEC.policiesUpdated);
    expect(JSON.stringify(policies.find((p) => p.slug === 'terms-of-service'))).toMatch(/New York/);
    expect(JSON.stringify(policies.find((p) => p.slug === 'cookie-policy'))).toContain('landingScrollY');
  });

  it('every menu and policy link resolves, and every local image exists', () => {
    for (const link of [...mainNav, ...footerColumns.flatMap((c) => c.links), ...policyLinks, ...serviceGroups.flatMap((g) => g.links)]) {
      expect([link.href, resolves(link.href)]).toEqual([link.href, true]);
    }
    const images = [
      ...serviceGroups.map((g) => g.image),
      ...projects.map((p) => p.image.src),
      ...testimonials.map((t) => t.imgSrc),
      ...clientLogos.map((c) => c.url),
    ];
    for (const src of images) expect([src, imageExists(src)]).toEqual([src, true]);
  });
});
