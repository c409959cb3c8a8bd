import { spawnSync } from 'node:child_process';
import { DEFAULT_SITE_URL, resolveSiteUrl } from '@/lib/site-url.mjs';
import { isLaunchBuild, launchBlockers, launchItems, launchWarning } from '@/lib/content/launch';
import { clientLogosProvenance } from '@/content/clients';
import { isoCertified, qualityCertificate } from '@/lib/content/figures';
import { ratesProvenance } from '@/lib/content/pricing';
import { site } from '@/lib/content/site';
import { teamProvenance } from '@/lib/content/team';
import { testimonialsProvenance } from '@/lib/content/testimonials';
import type { Provenance } from '@/lib/content/facts';
import { facts } from '@/lib/content/facts';

/** The build's last step (`npm run build`), in its own Node process with the TypeScript hooks, as the build runs it. */
const runTool = (env: Record<string, string>) => {
  return spawnSync(process.execPath, ['tools/launch-list.mjs'], { encoding: 'utf8', env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env } });
};

/**
 * A build for a real domain lists what content/ still marks as illustrative or to confirm
 * (lib/content/launch.ts); a build for the example default does not.
 */
describe('the launch list', () => {
  it('is printed for a build for a real domain', () => {
    expect(isLaunchBuild(resolveSiteUrl({ SITE_URL: 'https://www.stratumprecon.com' }))).toBe(true);
    expect(isLaunchBuild(resolveSiteUrl({ VERCEL: '1', VERCEL_PROJECT_PRODUCTION_URL: 'www.stratumprecon.com' }))).toBe(true);
  });

  it('is not printed for the example default, set or not', () => {
    expect(isLaunchBuild(resolveSiteUrl({}))).toBe(false);
    expect(isLaunchBuild(resolveSiteUrl({ SITE_URL: DEFAULT_SITE_URL }))).toBe(false);
  });

  it('names each kind of content the firm has still to replace or confirm: testimonials, logos, phone numbers, rates, people', () => {
    // The firm confirms them in the editor as it goes: each is named exactly while it is not confirmed.
    const kinds: [Provenance, RegExp][] = [
      [testimonialsProvenance, /testimonials/],
      [clientLogosProvenance, /client logos/],
      [site.provenance.phones, /Phone numbers/],
      [ratesProvenance, /Rates/],
      [teamProvenance, /people on \/team\//],
      [isoCertified ? qualityCertificate.provenance : 'confirm', /certificate: certification body and number/],
      [facts.insurance.provenance, /Insurance/],
    ];
    const warning = launchWarning() ?? '';
    expect(kinds.map(([, what]) => [String(what), what.test(warning)])).toEqual(kinds.map(([status, what]) => [String(what), status !== 'confirmed']));
    expect(launchItems().every((i) => i.status === 'illustrative' || i.status === 'confirm')).toBe(true);
    expect(launchWarning([{ what: '15 testimonials', where: 'content/testimonials.yml', status: 'illustrative' }])).toContain('[replace] 15 testimonials (content/testimonials.yml)');
  });

  it('is empty when everything is confirmed', () => {
    expect(launchWarning([])).toBeNull();
  });

  it("is what the build's step prints for a real domain, and nothing for the example default (tools/launch-list.mjs)", () => {
    const real = runTool({ SITE_URL: 'https://www.stratumprecon.com' });
    // The list of this build, for its own address (the mailbox is on the domain SITE_URL names).
    const lines = real.stderr.trim().split('\n');
    expect([real.status, lines[0], lines.length]).toEqual([0, `⚠ ${launchWarning()!.split('\n')[0]}`, launchWarning()!.split('\n').length]);
    expect(real.stderr).toContain('Public email mailbox (info@stratumprecon.com)');
    const example = runTool({});
    expect([example.status, example.stdout, example.stderr]).toEqual([0, '', '']);
  }, 30_000);
});

describe('the launch gate before a production deployment', () => {
  it('stops on the example address, and on contact details still placeholders, naming each', () => {
    const blockers = launchBlockers(DEFAULT_SITE_URL);
    expect(blockers[0]).toMatch(/example one .*SITE_URL/);
    expect(blockers.some((b) => b.includes('email mailbox'))).toBe(site.provenance.contact !== 'confirmed');
    expect(blockers.some((b) => b.includes('phone numbers'))).toBe(site.provenance.phones !== 'confirmed');
  });

  it('lets a real address through, and never stops on what is only labelled (testimonials, rates, people)', () => {
    const blockers = launchBlockers('https://www.stratumprecon.com');
    expect(blockers.some((b) => b.includes('example one'))).toBe(false);
    expect(blockers.length).toBe([site.provenance.contact, site.provenance.phones].filter((p) => p !== 'confirmed').length);
  });
});
