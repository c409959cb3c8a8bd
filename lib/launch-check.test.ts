import { launchCheckWarning } from './launch-check.mjs';
import { DEFAULT_SITE_URL, resolveSiteUrl } from './site-url.mjs';
import { launchItems, launchWarning } from '@/content/launch';

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

  it('names each kind of content the firm must replace: testimonials, logos, phone numbers, rates, people', () => {
    const warning = launchWarning()!;
    for (const what of [/testimonials/, /client logos/, /Phone numbers/, /Rates/, /people on \/team\//, /ISO 9001:2015 certificate/, /Insurance/]) expect(warning).toMatch(what);
    expect(launchItems().every((i) => i.status === 'illustrative' || i.status === 'confirm')).toBe(true);
  });

  it('is empty when everything is confirmed', () => {
    expect(launchWarning([])).toBeNull();
  });

  it('comes from content/ in a real build (the child process next.config.mjs runs)', () => {
    const printed = launchCheckWarning(resolveSiteUrl({ SITE_URL: 'https://www.stratumprecon.com' }), {});
    expect(printed).toBe(launchWarning());
  }, 30_000);
});
