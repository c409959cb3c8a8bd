import sharp from 'sharp';
import { test, expect } from './fixtures';
import { allProjects } from '../lib/projects';
import { blogPosts } from '../lib/blogs';

/** Page-specific content: service specials, portfolio, project and blog details, policies. */


test('portfolio lists six projects with two services each, and Discuss Your Project goes to /contact', async ({ page }) => {
  await page.goto('/portfolio');
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(6);
  for (let i = 0; i < 6; i++) await expect(cards.nth(i).getByRole('list', { name: 'Services' }).locator('li')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Discuss Your Project' }).first()).toHaveAttribute('href', '/contact/');
});

test('each project page shows every field', async ({ page }) => {
  for (const p of allProjects) {
    await page.goto(`/projects/${p.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title);
    const facts = page.locator('dl');
    for (const value of [p.category, p.location, String(p.year), p.client, p.budget, p.duration]) await expect(facts).toContainText(value);
    await expect(page.getByText(p.description).first()).toBeVisible();
    await expect(page.locator('.prose-site h2').first()).toBeVisible();
    for (const s of p.services) await expect(page.getByRole('region', { name: 'Services provided' })).toContainText(s);
    await expect(page.locator('main img').first()).toHaveAttribute('src', p.image.src);
  }
});

test('the blog list links all seven posts, and each post shows its image, byline, date, read time, text and related posts', async ({ page }) => {
  await page.goto('/blogs');
  for (const post of blogPosts) await expect(page.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blogs/${post.id}/`);
  for (const post of blogPosts) {
    await page.goto(`/blogs/${post.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.locator('main')).toContainText(post.author.name);
    await expect(page.locator('main')).toContainText(/\d+ min read/);
    await expect(page.locator('main time').first()).toHaveAttribute('datetime', post.published);
    await expect(page.locator('main img').first()).toHaveAttribute('src', post.image.src);
    expect((await page.locator('.prose-site').innerText()).split(/\s+/).length).toBeGreaterThan(600);
    // Related posts are older posts only (a page never links to a newer article): up to three.
    const older = blogPosts.filter((p) => Date.parse(p.published) < Date.parse(post.published)).length;
    await expect(page.getByRole('heading', { name: 'Related articles' })).toHaveCount(older > 0 ? 1 : 0);
    expect(await page.locator('section:has(h2:text("Related articles")) article').count()).toBe(Math.min(3, older));
  }
});

test('bar bending schedule shows both packages with their prices and limits', async ({ page }) => {
  await page.goto('/services/bar-bending-schedule');
  const pricing = page.locator('#pricing');
  await expect(pricing).toContainText('Standard Package');
  await expect(pricing).toContainText('$499');
  await expect(pricing).toContainText('Up to 50 tons');
  await expect(pricing).toContainText('2 revisions');
  await expect(pricing).toContainText('Premium Package');
  await expect(pricing).toContainText('$799');
  await expect(pricing).toContainText('Up to 100 tons');
  await expect(pricing).toContainText('DWG + PDF');
  await expect(pricing).toContainText('4 revisions');
  await expect(page.locator('#process ol li')).toHaveCount(4);
  await expect(page.locator('#faqs details').first()).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.join()).toContain('"Offer"');
});

test('clash detection shows its benefits, four-step process, testimonial and three FAQs', async ({ page }) => {
  await page.goto('/services/clash-detection-coordination');
  for (const b of ['Fewer RFIs', 'Risk Mitigation', 'Aligned Teams']) await expect(page.locator('#benefits')).toContainText(b);
  await expect(page.locator('#process ol li h3')).toHaveText(['Model aggregation', 'Conflict analysis', 'Coordination meetings', 'Issue tracking']);
  await expect(page.locator('#testimonial blockquote')).toBeVisible();
  await expect(page.locator('#faqs details')).toHaveCount(3);
});

test('landing pages link to their sub-services; BIM shows its figures; takeoff its buttons', async ({ page }) => {
  await page.goto('/services/construction-cost-estimation');
  for (const slug of ['material-takeoff', 'cost-estimation', 'quantity-surveying']) await expect(page.locator(`#services-in-group a[href="/services/${slug}/"]`)).toBeVisible();
  await page.goto('/services/design-services');
  for (const slug of ['architectural-design', 'structural-design', 'temporary-works-design']) await expect(page.locator(`#services-in-group a[href="/services/${slug}/"]`)).toBeVisible();
  await page.goto('/services/project-management');
  await expect(page.locator('#services-in-group a[href="/services/planning-scheduling/"]')).toBeVisible();
  await page.goto('/services/bim');
  for (const v of ['95%', '30%', '20%']) await expect(page.locator('#benefits')).toContainText(v);
  await expect(page.locator('main').getByRole('link', { name: 'View Our Work' })).toHaveAttribute('href', '/portfolio/');
  await page.goto('/services/material-takeoff');
  await expect(page.locator('main').getByRole('link', { name: 'Get Quote' }).first()).toHaveAttribute('href', '/contact/');
  await expect(page.locator('main').getByRole('link', { name: 'View Examples' })).toHaveAttribute('href', '/portfolio/');
  await expect(page.locator('main').getByRole('link', { name: 'Request Takeoff Quote' })).toHaveAttribute('href', '/contact/');
  await expect(page.locator('main')).toContainText('99%');
});

test('each policy page shows its date and a table of contents', async ({ page }) => {
  for (const slug of ['privacy-policy', 'terms-of-service', 'cookie-policy']) {
    await page.goto(`/${slug}`);
    await expect(page.locator('main time').first()).toHaveText('October 30, 2024');
    await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link').first()).toBeVisible();
  }
  await page.goto('/terms-of-service');
  await expect(page.locator('main')).toContainText('New York');
});

test('company pages: all 15 testimonials, grouped FAQs, careers and about figures', async ({ page }) => {
  await page.goto('/testimonials');
  await expect(page.locator('main figure')).toHaveCount(15);
  await page.goto('/faqs');
  expect(await page.locator('main section[id] details').count()).toBeGreaterThan(50);
  await page.goto('/careers');
  await expect(page.getByRole('link', { name: /^Apply for/ }).first()).toHaveAttribute('href', /^mailto:/);
  await page.goto('/about');
  for (const v of ['500+', '120+', '15+', '50+', 'ISO 9001:2015']) await expect(page.locator('main')).toContainText(v);
});

test('an image that fails to load falls back silently to its placeholder, keeping its description', async ({ page }) => {
  const project = allProjects[0]!;
  await page.route(`**${project.image.src}`, (route) => route.abort('failed'));
  await page.goto('/portfolio');
  const image = page.locator('main article').first().getByRole('img', { name: project.image.alt });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
  const box = await image.boundingBox();
  expect(box && Math.round((box.width / box.height) * 100)).toBe(Math.round((project.image.width / project.image.height) * 100));
  // Silently: what shows is the placeholder, as with no image in it at all (edges and grid lines
  // antialias by up to about 60 levels), not the browser's broken-image icon or alt text (over 200).
  const pixels = async () => (await sharp(await page.screenshot({ clip: box! })).raw().toBuffer({ resolveWithObject: true })).data;
  const failed = await pixels();
  await image.evaluate((img) => (img.style.visibility = 'hidden'));
  const empty = await pixels();
  expect(failed.reduce((worst, value, i) => Math.max(worst, Math.abs(value - empty[i]!)), 0)).toBeLessThan(128);
});
