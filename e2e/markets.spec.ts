import { test, expect, hydrated } from './fixtures';

/**
 * Market variants in a browser: the calculator answers in each market's terms and carries them into
 * the quote form, and the market switch is a plain link. What each variant's files say (canonical,
 * hreflang, sitemap alternates, only its own currency and units, the switch's links):
 * tests/export/markets.test.ts.
 */

test.describe('calculator per market', () => {

  test('UK: pounds per m² and per tonne, a message above the largest size, and the quote form with the service', async ({ page }) => {
    await page.goto('/uk/pricing/');
    await hydrated(page.getByRole('button', { name: 'Request a quote with these details' }));
    const output = page.locator('output');
    // 4,000 m² of cost estimation at £0.30-£0.50, the worked example in the HTML.
    await expect(output).toHaveText('£1,200-£2,000');
    await page.getByLabel('Gross internal area (GIA) (m²)').fill('250000');
    await expect(output).toHaveText('Quoted from the drawings');
    await expect(page.getByText('The calculator sizes jobs up to 200,000 m².')).toBeVisible();
    await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Bar bending schedule' });
    await expect(page.getByLabel('Reinforcement (tonnes)')).toHaveValue('30');
    await expect(output).toHaveText('£395');
    await page.getByLabel('Reinforcement (tonnes)').fill('130');
    // £645 + 40 t at £6.50-£8.50, the rate the table publishes.
    await expect(output).toHaveText('£900-£990');
    await expect(page.getByRole('table', { name: 'Turnaround and rates by service' })).toContainText('£6.50-£8.50 per tonne above 90 tonnes');
    await page.getByRole('button', { name: 'Request a quote with these details' }).click();
    await expect(page).toHaveURL(/\/contact\/\?service=structural&topic=/);
    await hydrated(page.getByRole('button', { name: 'Send Message' }));
    await expect(page.getByLabel('Service of Interest')).toHaveValue('structural');
    await expect(page.getByLabel('Project Details')).toHaveValue(/Bar bending schedule, 130 tonnes of reinforcement, standard turnaround, United Kingdom rates \(fee calculator: £900-£990\)/);
  });

  test('Europe: euros per m², and the market switch is a plain link to the other markets', async ({ page }) => {
    await page.goto('/eu/pricing/');
    await hydrated(page.getByRole('button', { name: 'Request a quote with these details' }));
    await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Quantity take-off' });
    await page.getByLabel('Gross floor area (m²)').fill('6000');
    await page.getByLabel('Trades measured').fill('3');
    // 6,000 m² x 3 trades x €0.08-€0.14
    await expect(page.locator('output')).toHaveText('€1,440-€2,520');
    await page.getByRole('navigation', { name: 'Market' }).getByRole('link', { name: /United Kingdom/ }).click();
    await expect(page).toHaveURL(/\/uk\/pricing\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('UK');
  });

  test('a UK package button names the market and its price in the quote form', async ({ page }) => {
    await page.goto('/uk/services/bar-bending-schedule/');
    await page.getByRole('link', { name: 'Choose Standard Package' }).click();
    await hydrated(page.getByRole('button', { name: 'Send Message' }));
    await expect(page.getByLabel('Project Details')).toHaveValue(/Standard Package \(United Kingdom, £395\)/);
  });

  test('without JavaScript the calculator still opens the quote form with the service chosen', async ({ browser, page }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto('/uk/pricing/');
    await expect(noScript.locator('output')).toHaveText('£1,200-£2,000');
    await noScript.getByLabel('Service', { exact: true }).selectOption({ label: 'Bar bending schedule' });
    await noScript.getByRole('button', { name: 'Request a quote with these details' }).click();
    await expect(noScript).toHaveURL(/\/contact\/\?service=structural&/);
    // The page arrives with the service chosen in its HTML (functions/screen.ts)…
    await expect(noScript.getByLabel('Service of Interest')).toHaveValue('structural');
    const url = noScript.url();
    // …and a pricing button's topic begins the message the same way.
    await noScript.goto('/contact/?service=estimation&topic=NRM2%20bill%20of%20quantities');
    await expect(noScript.getByLabel('Service of Interest')).toHaveValue('estimation');
    await expect(noScript.getByLabel('Project Details')).toHaveValue('I would like a quote for: NRM2 bill of quantities.\n\n');
    await context.close();
    // …and with scripts the form picks the service up from the address as well.
    await page.goto(url);
    await hydrated(page.getByRole('button', { name: 'Send Message' }));
    await expect(page.getByLabel('Service of Interest')).toHaveValue('structural');
  });

  test('US: dollars per ft² and per ton, nothing larger than the published maximum', async ({ page }) => {
    await page.goto('/pricing/');
    await hydrated(page.getByRole('button', { name: 'Request a quote with these details' }));
    await expect(page.locator('output')).toHaveText('$1,400-$2,400');
    await expect(page.getByLabel('Area unit')).toHaveCount(0);
    await page.getByLabel('Gross floor area (ft²)').fill('2500000');
    await expect(page.getByText('The calculator sizes jobs up to 2,000,000 ft².')).toBeVisible();
    await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Bar bending schedule' });
    await page.getByLabel('Reinforcement (tons)').fill('140');
    await expect(page.locator('output')).toHaveText('$1,090-$1,180');
  });
});
