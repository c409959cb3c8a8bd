import { test, expect, hydrated, CALENDLY_SCRIPT } from './fixtures';
import type { Page } from '@playwright/test';
import { BASE_URL } from './server';
import { SPEC } from '../tests/spec-facts';

/** The contact page: fields and native validation, draft, scheduler. Sending is in quote.spec.ts. */


async function fill(page: Page) {
  await hydrated(page.getByRole('button', { name: 'Send Message' }));
  await page.getByLabel('Full Name').fill('Morgan Reyes');
  await page.getByLabel('Email Address').fill('morgan@reyes-build.test');
  await page.getByLabel('Company').fill('Reyes Build');
  await page.getByLabel('Phone Number').fill('+44 20 7946 0000');
  await page.getByLabel('Service of Interest').selectOption('bim');
  await page.getByLabel('Project Details').fill('Clash detection for a 12-story hotel, model due in 3 weeks.');
}

test('the form has the spec fields, labels and native constraints', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByLabel('Full Name')).toHaveAttribute('required', '');
  await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Project Details')).toHaveAttribute('rows', '8');
  await expect(page.getByLabel('Company')).not.toHaveAttribute('required', '');
  const values = await page.getByLabel('Service of Interest').locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(values).toEqual(SPEC.serviceOptionValues);
});

test('native validation blocks an empty submit and says why beside the field, not only in a bubble', async ({ page }) => {
  await page.goto('/contact');
  await hydrated(page.getByRole('button', { name: 'Send Message' }));
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect(await page.getByLabel('Full Name').evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
  // Every missing field says so at once, not one bubble at a time.
  for (const label of ['Full Name', 'Email Address', 'Project Details']) {
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
  }
  await page.getByLabel('Full Name').fill('A');
  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect(await page.getByLabel('Email Address').evaluate((el) => (el as HTMLInputElement).validity.typeMismatch)).toBe(true);
  expect(logs.filter((l) => l.includes('Contact form submission'))).toEqual([]);
  await expect(page.getByRole('status')).toBeEmpty();
  const email = page.getByLabel('Email Address');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/.+/);
  // The required marker is not read out as "star": required is conveyed by the field itself.
  await expect(page.getByLabel('Full Name')).toHaveAccessibleName('Full Name');
});

test('a focused field shows a 2 px indicator at 3:1 or more against the page', async ({ page }) => {
  await page.goto('/contact');
  const name = page.getByLabel('Full Name');
  await name.focus();
  const style = await name.evaluate((el) => {
    const s = getComputedStyle(el);
    return { width: s.outlineWidth, style: s.outlineStyle, color: s.outlineColor };
  });
  expect(style.width).toBe('2px');
  expect(style.style).toBe('solid');
  // navy-900 on white: far above 3:1.
  const [r, g, b] = style.color.match(/\d+/g)!.map(Number);
  const lum = [r!, g!, b!].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * lum[0]! + 0.7152 * lum[1]! + 0.0722 * lum[2]!;
  expect((1.05) / (luminance + 0.05)).toBeGreaterThanOrEqual(3);
});

test('the draft survives a reload', async ({ page }) => {
  await page.goto('/contact');
  await fill(page);
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Morgan Reyes');
  await expect(page.getByLabel('Service of Interest')).toHaveValue('bim');
  await expect(page.getByLabel('Project Details')).toHaveValue(/12-story hotel/);
});

test('on a 390 px phone every field, hint and limit reads whole, the file field included', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
  // Text that would need scrolling sideways, or is clipped by its box.
  const cut = await form.evaluate((f) =>
    [...f.querySelectorAll('label, legend, p, input, select, textarea, button')]
      .filter((el) => (el as HTMLElement).offsetParent && el.scrollWidth > el.clientWidth + 1 && (el as HTMLInputElement).type !== 'file')
      .map((el) => `${el.tagName} ${(el.textContent ?? '').slice(0, 40)}`),
  );
  expect(cut).toEqual([]);
  expect(await form.evaluate((f) => f.scrollWidth <= f.clientWidth)).toBe(true);
  // The native file control truncates its "No file chosen" / file count to fit beside the button
  // ("No fi…osen"); on a phone the button takes a line of its own, so the text has the field's width.
  const file = page.getByLabel('Attach drawings or models');
  expect(await file.evaluate((el) => getComputedStyle(el, '::file-selector-button').display)).toBe('block');
  const box = (await file.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

test('a pricing button prefills the message topic', async ({ page }) => {
  await page.goto('/services/bar-bending-schedule');
  await page.getByRole('link', { name: 'Choose Premium Package' }).click();
  await expect(page.getByLabel('Project Details')).toHaveValue(/Premium Package/);
});

/** Ask for the calendar, as a visitor does: Calendly's script loads only then. */
async function showCalendar(page: Page) {
  await hydrated(page);
  await page.getByRole('link', { name: 'Show the booking calendar' }).click();
}

test.describe('scheduler', () => {
  test('nothing is requested from another host, and no cookie set, until the visitor asks for the calendar; without the scripts its link opens the booking page', async ({ page, context }) => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(BASE_URL) && !/^(data|blob):/.test(request.url())) elsewhere.push(request.url());
    });
    await page.goto('/contact');
    await hydrated(page);
    await fill(page);
    await page.locator('#book').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect(page.locator('[data-state="idle"]')).toBeVisible();
    await expect(page.locator('[data-state="idle"]')).toContainText('loads their script, which sets cookies');
    expect(elsewhere).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    const show = page.getByRole('link', { name: 'Show the booking calendar' });
    await expect(show).toHaveAttribute('href', 'https://calendly.com/stratum-precon/30min');
    await show.click();
    await expect(page.getByTestId('calendly-stub')).toBeVisible();
    expect(elsewhere.some((url) => CALENDLY_SCRIPT.test(url))).toBe(true);
  });

  test('loads when asked, with every query value and the prefilled name and email', async ({ page }) => {
    await page.goto('/contact');
    await fill(page);
    await page.locator('#book').scrollIntoViewIfNeeded();
    await showCalendar(page);
    await expect(page.getByTestId('calendly-stub')).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __calendlyCalls: { url: string }[] }).__calendlyCalls.at(-1)?.url)).toContain('name=Morgan+Reyes');
    const url = new URL(await page.evaluate(() => (window as unknown as { __calendlyCalls: { url: string }[] }).__calendlyCalls.at(-1)!.url));
    expect(url.origin + url.pathname).toBe('https://calendly.com/stratum-precon/30min');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      hide_event_type_details: '1',
      hide_gdpr_banner: '1',
      primary_color: 'c2410c',
      text_color: '0f172a',
      background_color: 'ffffff',
      name: 'Morgan Reyes',
      email: 'morgan@reyes-build.test',
      utm_campaign: 'website',
      utm_source: 'stratum-precon-site',
      utm_medium: 'contact-page',
    });
    const box = await page.locator('[data-state="ready"]').boundingBox();
    expect(box?.height).toBe(700);
  });

  test('re-initialises, debounced, when the name changes', async ({ page }) => {
    await page.goto('/contact');
    await page.locator('#book').scrollIntoViewIfNeeded();
    await showCalendar(page);
    await expect(page.getByTestId('calendly-stub')).toBeVisible();
    const calls = () => page.evaluate(() => (window as unknown as { __calendlyCalls: { url: string }[] }).__calendlyCalls.length);
    const before = await calls();
    await page.getByLabel('Full Name').pressSequentially('Jo Kim', { delay: 30 });
    await expect.poll(calls).toBe(before + 1);
    expect(await page.evaluate(() => (window as unknown as { __calendlyCalls: { url: string }[] }).__calendlyCalls.at(-1)!.url)).toContain('name=Jo+Kim');
  });

  test('shows the plain booking link when the script cannot load', async ({ page }) => {
    await page.route(CALENDLY_SCRIPT, (route) => route.abort('blockedbyclient'));
    await page.goto('/contact');
    await page.locator('#book').scrollIntoViewIfNeeded();
    await showCalendar(page);
    await expect(page.locator('[data-state="failed"]')).toBeVisible();
    await expect(page.getByText('The booking calendar could not load here.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Open the booking page/ })).toHaveAttribute('href', 'https://calendly.com/stratum-precon/30min');
  });
});
