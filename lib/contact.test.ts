import { mailtoLink, parseDraft, EMPTY_CONTACT } from './contact';
import { SERVICE_OPTIONS } from './quote-schema';
import { site } from '@/lib/content/site';
import { SPEC } from '@/tests/spec-facts';

describe('contact helpers', () => {
  it('offers exactly the service values the spec lists', () => {
    expect(SERVICE_OPTIONS.map((o) => o.value)).toEqual(SPEC.serviceOptionValues);
  });

  it('puts the whole message into the mailto link', () => {
    const link = mailtoLink({ ...EMPTY_CONTACT, name: 'Sam Hill', email: 's@h.io', company: 'Hill & Co', service: 'bim', message: 'Two towers, 24 floors.' }, site.email);
    expect(link.startsWith(`mailto:${site.email}?subject=`)).toBe(true);
    const body = decodeURIComponent(link.split('&body=')[1] ?? '');
    expect(body).toContain('Name: Sam Hill');
    expect(body).toContain('Service of interest: BIM Services');
    expect(body).toContain('Two towers, 24 floors.');
    expect(decodeURIComponent(link)).toContain('(Hill & Co)');
  });

  it('restores only well-formed drafts', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft(JSON.stringify({ name: 'A', email: 5 }))).toEqual({ ...EMPTY_CONTACT, name: 'A' });
  });
});
