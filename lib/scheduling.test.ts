import { bareHex, schedulingUrl } from './scheduling';
import { site } from '@/lib/content/site';

describe('scheduling URL', () => {
  const theme = { primary: '#C2410C', text: '#0f172a', background: '#ffffff' };

  it('carries every query value the spec lists', () => {
    const url = new URL(schedulingUrl({ name: 'Ada Lovelace', email: 'ada@example.org', theme, booking: site.scheduling }));
    expect(url.origin + url.pathname).toBe(site.scheduling.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      hide_event_type_details: '1',
      hide_gdpr_banner: '1',
      primary_color: 'c2410c',
      text_color: '0f172a',
      background_color: 'ffffff',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      utm_campaign: site.scheduling.utm.campaign,
      utm_source: site.scheduling.utm.source,
      utm_medium: site.scheduling.utm.medium,
    });
  });

  it('expands short hex from minified CSS', () => {
    expect(bareHex('#FFF')).toBe('ffffff');
    expect(bareHex(' #c2410c ')).toBe('c2410c');
  });

  it('omits empty name and email', () => {
    const url = new URL(schedulingUrl({ name: ' ', email: '', theme, booking: site.scheduling }));
    expect(url.searchParams.has('name')).toBe(false);
    expect(url.searchParams.has('email')).toBe(false);
  });
});
