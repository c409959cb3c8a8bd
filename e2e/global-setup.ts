import { chromium } from '@playwright/test';
import { chromiumArgs, testChromiumExecutable } from '../tools/chromium.mjs';
import { machineFacts } from './machine-facts';
import { BASE_URL } from './server';

async function showHome(): Promise<void> {
  const browser = await chromium.launch({ executablePath: testChromiumExecutable(), args: chromiumArgs, timeout: 60_000 });
  try {
    const page = await browser.newPage();
    const response = await page.goto(`${BASE_URL}/`);
    if (response?.status() !== 200) throw new Error(`${BASE_URL}/ answered ${response?.status()}`);
  } finally {
    await browser.close();
  }
}

/**
 * Before any test, once: the suite's Chromium starts and shows the served home page. When it cannot,
 * the run stops here with the browser's own words and the machine's state, instead of every browser
 * test failing one by one with the reason scrolled out of CI's log. A second try covers a first start
 * on a fresh machine that is merely slow.
 */
export default async function globalSetup(): Promise<void> {
  try {
    await showHome();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    try {
      await showHome();
    } catch (error) {
      throw new Error(`The suite's Chromium could not show ${BASE_URL}/, twice: ${(error as Error).message}\n${machineFacts()}`);
    }
  }
}
