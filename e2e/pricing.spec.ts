import { test, expect, holdScripts, hydrated } from './fixtures';
import { rateCards } from '@/lib/content/pricing';
// (The UK and Europe calculators: e2e/markets.spec.ts.)
import { software } from '../content/software';

/** /pricing: rates complete without JavaScript, the calculator island, and the quote form it fills in. */


test('without JavaScript the rate table is complete and the calculator shows a worked example', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/pricing/');
  const rates = page.getByRole('table', { name: 'Turnaround and rates by service' });
  await expect(rates.getByRole('row')).toHaveCount(rateCards.length + 1);
  await expect(rates.getByRole('row', { name: /Bar bending schedule/ })).toContainText('$499 up to 50 tons; $799 up to 100 tons');
  await expect(page.getByRole('table', { name: 'Software we work in' }).getByRole('row')).toHaveCount(software.length + 1);
  // 40,000 ft² of cost estimation at $0.035-$0.06.
  await expect(page.locator('output')).toHaveText('$1,400-$2,400');
  await context.close();
});

test('the calculator turns service, size, trades and turnaround into a range, and carries them into the quote form', async ({ page }) => {
  await page.goto('/pricing/');
  await hydrated(page.getByRole('button', { name: 'Request a quote with these details' }));
  await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Quantity takeoff' });
  await page.getByLabel('Gross floor area').fill('60000');
  await page.getByLabel('Trades measured').fill('3');
  await expect(page.locator('output')).toHaveText('$1,440-$2,700');
  await page.getByLabel(/^Rush/).check();
  await expect(page.locator('output')).toHaveText('$2,160-$4,050');

  await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Bar bending schedule' });
  await expect(page.getByLabel('Reinforcement (tons)')).toHaveValue('35');
  await expect(page.locator('output')).toHaveText('$749');
  await page.getByLabel(/^Standard/).check();
  await expect(page.locator('output')).toHaveText('$499');
  await expect(page.getByText('The Standard Package covers this tonnage.')).toBeVisible();

  await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Quantity takeoff' });
  await page.getByLabel('Gross floor area').fill('60000');
  await page.getByLabel('Trades measured').fill('3');
  await page.getByRole('button', { name: 'Request a quote with these details' }).click();
  await expect(page).toHaveURL(/\/contact\/\?service=estimation&topic=/);
  await hydrated(page.getByRole('button', { name: 'Send Message' }));
  await expect(page.getByLabel('Service of Interest')).toHaveValue('estimation');
  await expect(page.getByLabel('Project Details')).toHaveValue(
    /Quantity takeoff, 60,000 ft², 3 trades measured, standard turnaround, United States rates \(fee calculator: \$1,440-\$2,700\)/,
  );
});

test('a size typed before the scripts start is what the calculator prices', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/pricing/');
  await page.getByLabel('Gross floor area').fill('80000');
  // Typed into the page's HTML: no script has run.
  await expect(page.locator('html')).not.toHaveAttribute('data-shell-hydrated');
  release();
  await hydrated(page.getByRole('button', { name: 'Request a quote with these details' }));
  await expect(page.getByLabel('Gross floor area')).toHaveValue('80000');
  await expect(page.locator('output')).toHaveText('$2,800-$4,800');
});

test('service pages show their turnaround, rate and software where they apply', async ({ page }) => {
  await page.goto('/services/bar-bending-schedule/');
  const block = page.locator('#turnaround-software');
  await expect(block).toContainText('Standard turnaround');
  await expect(block).toContainText('$499 up to 50 tons');
  await expect(block.getByRole('table', { name: 'Software for this service' })).toContainText('Tekla Structures');
  await expect(block.getByRole('link', { name: 'Size your fee' })).toHaveAttribute('href', '/pricing/');
  await page.goto('/services/feasibility-studies/');
  await expect(page.locator('#turnaround-software')).toHaveCount(0);
});
