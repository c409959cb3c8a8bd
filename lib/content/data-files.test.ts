import { readFileSync } from 'node:fs';
import { faqFacts } from '@/lib/content/faqs';
import { faqTopics, homeFaqs, parseFaqs } from '@/lib/content/faqs';
import { parseTeam, people } from '@/lib/content/team';
import { parseTestimonials, testimonials } from '@/lib/content/testimonials';
import { parsePost } from '@/lib/content/posts';
import { fixture, readFixture } from '@/tests/content-fixtures';

/**
 * The data files the editor writes. The live files are read as the site reads them; the rules are shown
 * on the copies in tests/fixtures/content/, since the marketer may change or remove any entry of hers.
 */

/** The fixture copy with one occurrence of `from` replaced by `to` (the copy must hold it). */
function edited(path: string, from: string | RegExp, to: string): string {
  const source = readFixture(path);
  const next = source.replace(from, to);
  if (next === source) throw new Error(`${fixture(path)} does not hold ${from}`);
  return next;
}

describe('testimonials (content/testimonials.yml)', () => {
  const file = fixture('testimonials.yml');

  it('the site reads every live testimonial, keyed by its place in the file', () => {
    expect(parseTestimonials('content/testimonials.yml', readFileSync('content/testimonials.yml', 'utf8'))).toEqual(testimonials);
    expect(testimonials.map((t) => t.tempId)).toEqual(testimonials.map((_, i) => i));
  });

  it('reads a testimonial\'s fields, keyed by its place in the file', () => {
    expect(parseTestimonials(file, readFixture('testimonials.yml'))[1]).toMatchObject({ tempId: 1, by: { name: 'Jordan Fixture', company: 'Fixture Architects' }, imgSrc: '/images/avatars/1.svg' });
  });

  it.each([
    ['a missing name', /^ {6}name: Jordan Fixture\n/m, '', `${file}: testimonials[1].by.name is missing`],
    ['an empty quote', /^ {2}- testimonial: We brought them in.*\n/m, '  - testimonial: ""\n', `${file}: testimonials[1].testimonial is missing`],
    ['a portrait that is not there', '/images/avatars/1.svg', '/images/avatars/nobody.svg', `${file}: testimonials[1].imgSrc names no file in public/ (got "/images/avatars/nobody.svg")`],
    ['a field it does not know', /^ {6}company: Fixture Architects\n/m, '      company: Fixture Architects\n      email: j@example.com\n', `${file}: testimonials[1].by.email is not a known field (allowed: name, role, company)`],
    ['broken YAML', /^ {6}role: Associate Director\n/m, '    role: Associate Director\n', `${file}: is not valid YAML`],
  ])('fails on %s, naming the file and the field', (_, from, to, message) => {
    expect(() => parseTestimonials(file, edited('testimonials.yml', from, to))).toThrow(message);
  });
});

describe('FAQs (content/faqs.yml)', () => {
  const file = fixture('faqs.yml');

  it('the site fills in every live question\'s shared facts', () => {
    const live = parseFaqs('content/faqs.yml', readFileSync('content/faqs.yml', 'utf8'));
    expect(live).toEqual({ home: homeFaqs, topics: faqTopics });
    expect(JSON.stringify(live)).not.toMatch(/\{[A-Za-z]+\}/);
  });

  it('fills in the shared facts, so each is still written once', () => {
    const { home } = parseFaqs(file, readFixture('faqs.yml'));
    expect(home[0]!.question).toBe(`What services does ${faqFacts.siteName} offer?`);
    expect(home[1]!.answer).toContain(`A detailed cost estimate takes ${faqFacts.estimateTurnaround} and`);
  });

  it('fails on a name that is not a shared fact, naming the file, the field and the names it knows', () => {
    const source = edited('faqs.yml', '{estimateTurnaround}', '{estimateTurnaroundDays}');
    expect(() => parseFaqs(file, source)).toThrow(`${file}: home[1].answer names {estimateTurnaroundDays}, which is not a shared fact (known: {siteName}, {email}`);
  });

  it.each([
    ['a question without its answer', /^ {8}answer: Send your drawings.*\n/m, '', `${file}: topics[0].faqs[0].answer is missing`],
    ['an id that is not an anchor', 'id: fixture-file-formats', 'id: File formats', `${file}: topics[0].faqs[1].id must be lower case words joined by hyphens`],
    ['an id used twice', 'id: fixture-file-formats', 'id: fixture-how-to-start', `${file}: topics[0].faqs[1].id "fixture-how-to-start" is used twice (also topics[0].faqs[0].id)`],
    ['a topic id /faqs/ keeps for service groups', 'id: fixture-getting-started', 'id: services-working', `${file}: topics[0].id "services-working" must not start with "services-"`],
    ['a topic without a title', /^ {4}title: Fixture topic on starting\n/m, '', `${file}: topics[0].title is missing`],
  ])('fails on %s, naming the file and the field', (_, from, to, message) => {
    expect(() => parseFaqs(file, edited('faqs.yml', from, to))).toThrow(message);
  });
});

describe('team (content/team.yml)', () => {
  const file = fixture('team.yml');

  it('the site reads every live person', () => {
    expect(parseTeam('content/team.yml', readFileSync('content/team.yml', 'utf8'))).toEqual(people);
  });

  it('reads each person; a lead has a discipline, leadership none', () => {
    const team = parseTeam(file, readFixture('team.yml'));
    expect(team.find((p) => p.id === 'fixture-estimator')).toMatchObject({ name: 'Avery Fixture', group: 'leads', discipline: 'Estimating & Quantity Surveying' });
    expect(team.find((p) => p.id === 'fixture-director')).not.toHaveProperty('discipline');
  });

  it.each([
    ['a missing name', /^ {4}name: Casey Fixture\n/m, '', `${file}: people[2].name is missing`],
    ['an id that is not an anchor', 'id: fixture-detailer', 'id: Casey Fixture', `${file}: people[2].id must be lower case words joined by hyphens`],
    ['an id used twice', 'id: fixture-detailer', 'id: fixture-estimator', `${file}: people[2].id "fixture-estimator" is used twice (also people[1].id)`],
    ['an unknown section', /^ {4}group: leads\n {4}discipline: Shop/m, '    group: partners\n    discipline: Shop', `${file}: people[2].group must be one of "leadership", "leads" (got "partners")`],
    ['a lead without a discipline', /^ {4}discipline: Shop Drawings & Steel Detailing\n/m, '', `${file}: people[2].discipline is missing`],
    ['a discipline the firm does not have', 'discipline: Shop Drawings & Steel Detailing', 'discipline: Steel', `${file}: people[2].discipline must be one of the disciplines in content/company.ts`],
    ['no credentials', /^ {4}credentials:\n {6}- NISD Individual Detailer Certification\n {6}- BSc Civil Engineering\n/m, '    credentials: []\n', `${file}: people[2].credentials must have at least 1 entry (has 0)`],
  ])('fails on %s, naming the file and the field', (_, from, to, message) => {
    expect(() => parseTeam(file, edited('team.yml', from, to))).toThrow(message);
  });

  it('a post whose author is not on the team fails, naming the post and its author field', () => {
    const post = fixture('blogs/fixture-estimating-guide.md');
    const source = edited('blogs/fixture-estimating-guide.md', /^author: .*$/m, 'author: someone-new');
    expect(() => parsePost(post, source)).toThrow(`${post}: frontmatter field "author" must be the id of a person in content/team.yml (got "someone-new")`);
  });
});
