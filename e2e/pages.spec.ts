import sharp from 'sharp';
import { test, expect } from './fixtures';
import { allProjects } from '@/lib/content/projects';

/**
 * Content pages in a browser. What their HTML holds (the brief's special blocks, every field of a
 * project and a post, the company pages' items) is checked on the export: tests/export/pages.test.ts.
 */

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
