import { checkedService, services } from './services';

/** Every service entry is checked against the services' schema when the site builds (lib/content/services.ts). */
describe('the services\' schema', () => {
  const entry = services[0]!;

  it('passes every entry, and hands the entry itself on, not a copy', () => {
    expect(services.length).toBeGreaterThan(10);
    expect(checkedService(entry)).toBe(entry);
  });

  it('refuses an entry that breaks it, naming the service and the field', () => {
    const broken = { ...entry, closing: { ...entry.closing, cta: { label: 'Contact us' } } } as unknown as typeof entry;
    expect(() => checkedService(broken)).toThrow(`content/services/: "${entry.slug}" closing.cta.href`);
    const unknownField = { ...entry, subtitle: 'A field the page does not know' } as typeof entry;
    expect(() => checkedService(unknownField)).toThrow(`"${entry.slug}" subtitle`);
  });
});
