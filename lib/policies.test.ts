import { policiesOf } from '@/content/policies';
import { policyWords } from './policies';

/** The privacy policy's text with the words it is given. */
const privacyText = (words: typeof policyWords) =>
  policiesOf(words).policies.find((p) => p.slug === 'privacy-policy')!.sections.map((s) => s.html).join('\n');

test('the privacy policy states the limits and periods it is given, and none of its own', () => {
  const html = privacyText({
    ...policyWords,
    senderLimit: { window: 'fifteen minutes', most: 'eight' },
    spamKeepDays: 45,
    attachLimits: 'up to 7 files, 70 MB in total',
    clientRecordsRetention: 'proposals, signed agreements and invoices are kept for nine years after the engagement ends.',
  });
  expect(html).toContain('over fifteen minutes (eight at most)');
  expect(html).toContain('The counts are deleted after fifteen minutes;');
  expect(html).toContain('counted for fifteen minutes by the keyed hash');
  expect(html).toContain('are deleted after 45 days.');
  expect(html).toContain('(see "Protecting the form from abuse"): 45 days, then erased');
  expect(html).toContain('(up to 7 files, 70 MB in total)');
  expect(html).toContain('are kept for nine years after the engagement ends');
  expect(html).not.toMatch(/ten minutes|five at most|after 30 days|: 30 days|20 files|250 MB/);
});
