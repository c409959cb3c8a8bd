import { launchCheckWarning } from './launch-check.mjs';
import { DEFAULT_SITE_URL, resolveSiteUrl } from './site-url.mjs';
import { launchBlockers, launchItems, launchWarning } from '@/content/launch';
import { clientLogosProvenance } from '@/content/clients';
import { isoCertified, qualityCertificate } from '@/content/figures';
import { ratesProvenance } from '@/content/pricing';
import { site } from '@/content/site';
import { teamProvenance } from '@/content/team';
import { testimonialsProvenance } from '@/content/testimonials';
import type { Provenance } from '@/content/types';
import { facts } from '@/lib/facts';

/**
 * A build for a real domain lists what content/ still marks as illustrative or to confirm
 * (content/launch.ts); a build for the example default does not.
 */
describe('the launch list', () => {
  const list = jest.fn(() => 'the list');
  beforeEach(() => list.mockClear());

  it('is printed for a build for a real domain', () => {
    expect(launchCheckWarning(resolveSiteUrl({ SITE_URL: 'https://www.stratumprecon.com' }), {}, list)).toBe('the list');
    expect(launchCheckWarning(resolveSiteUrl({ VERCEL: '1', VERCEL_PROJECT_PRODUCTION_URL: 'www.stratumprecon.com' }), {}, list)).toBe('the list');
  });

  it('is not printed for the example default, set or not, nor twice in one build', () => {
    expect(launchCheckWarning(resolveSiteUrl({}), {}, list)).toBeNull();
    expect(launchCheckWarning(resolveSiteUrl({ SITE_URL: DEFAULT_SITE_URL }), {}, list)).toBeNull();
    expect(launchCheckWarning(resolveSiteUrl({ SITE_URL: 'https://www.stratumprecon.com' }), { LAUNCH_LIST_SHOWN: '1' }, list)).toBeNull();
    expect(list).not.toHaveBeenCalled();
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

  it('comes from content/ in a real build (the child process next.config.mjs runs)', () => {
    const printed = launchCheckWarning(resolveSiteUrl({ SITE_URL: 'https://www.stratumprecon.com' }), {});
    expect(printed).toBe(launchWarning());
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
