import { readFileSync } from 'node:fs';
import { faqFacts } from '@/content/faqs';
import { homeFaqs, parseFaqs } from '@/lib/faqs';
import { getPerson, parseTeam, people } from '@/lib/team';
import { parseTestimonials, testimonials } from '@/lib/testimonials';
import { parsePost } from '@/lib/blog-frontmatter';

/** One occurrence of `from` in the real file replaced by `to` (the file must hold it). */
function edited(file: string, from: string | RegExp, to: string): string {
  const source = readFileSync(file, 'utf8');
  const next = source.replace(from, to);
  if (next === source) throw new Error(`${file} does not hold ${from}`);
  return next;
}

describe('testimonials (content/testimonials.yml)', () => {
  const file = 'content/testimonials.yml';

  it('reads every testimonial, keyed by its place in the file', () => {
    expect(parseTestimonials(file, readFileSync(file, 'utf8'))).toEqual(testimonials);
    expect(testimonials[3]).toMatchObject({ tempId: 3, by: { name: 'Hannah Whitfield', company: 'Ashdown Architects' }, imgSrc: '/images/avatars/3.svg' });
  });

  it.each([
    ['a missing name', /^ {6}name: Hannah Whitfield\n/m, '', 'content/testimonials.yml: testimonials[3].by.name is missing'],
    ['an empty quote', /^ {2}- testimonial: We brought them in.*\n/m, '  - testimonial: ""\n', 'content/testimonials.yml: testimonials[3].testimonial is missing'],
    ['a portrait that is not there', '/images/avatars/3.svg', '/images/avatars/nobody.svg', 'content/testimonials.yml: testimonials[3].imgSrc names no file in public/ (got "/images/avatars/nobody.svg")'],
    ['a field it does not know', /^ {6}company: Ashdown Architects\n/m, '      company: Ashdown Architects\n      email: h@example.com\n', 'content/testimonials.yml: testimonials[3].by.email is not a known field (allowed: name, role, company)'],
    ['broken YAML', /^ {6}role: Associate Director\n/m, '    role: Associate Director\n', 'content/testimonials.yml: is not valid YAML'],
  ])('fails on %s, naming the file and the field', (_, from, to, message) => {
    expect(() => parseTestimonials(file, edited(file, from, to))).toThrow(message);
  });
});

describe('FAQs (content/faqs.yml)', () => {
  const file = 'content/faqs.yml';

  it('fills in the shared facts, so each is still written once', () => {
    const turnaround = homeFaqs.find((f) => f.id === 'turnaround')!;
    expect(turnaround.answer).toContain(`A detailed cost estimate takes ${faqFacts.estimateTurnaround} and`);
    expect(homeFaqs[0]!.question).toBe(`What services does ${faqFacts.siteName} offer?`);
    expect(JSON.stringify(parseFaqs(file, readFileSync(file, 'utf8')))).not.toMatch(/\{[A-Za-z]+\}/);
  });

  it('fails on a name that is not a shared fact, naming the file, the field and the names it knows', () => {
    const source = edited(file, '{estimateTurnaround}', '{estimateTurnaroundDays}');
    expect(() => parseFaqs(file, source)).toThrow('content/faqs.yml: home[1].answer names {estimateTurnaroundDays}, which is not a shared fact (known: {siteName}, {email}');
  });

  it.each([
    ['a question without its answer', /^ {8}answer: Send your drawings.*\n/m, '', 'content/faqs.yml: topics[0].faqs[0].answer is missing'],
    ['an id that is not an anchor', 'id: file-formats', 'id: File formats', 'content/faqs.yml: topics[0].faqs[1].id must be lower case words joined by hyphens'],
    ['an id used twice', 'id: file-formats', 'id: how-to-start', 'content/faqs.yml: topics[0].faqs[1].id "how-to-start" is used twice (also topics[0].faqs[0].id)'],
    ['a topic id /faqs/ keeps for service groups', 'id: working-with-us', 'id: services-working', 'content/faqs.yml: topics[0].id "services-working" must not start with "services-"'],
    ['a topic without a title', /^ {4}title: Working with us\n/m, '', 'content/faqs.yml: topics[0].title is missing'],
  ])('fails on %s, naming the file and the field', (_, from, to, message) => {
    expect(() => parseFaqs(file, edited(file, from, to))).toThrow(message);
  });
});

describe('team (content/team.yml)', () => {
  const file = 'content/team.yml';

  it('reads every person; ids are the authors posts name and the /team/ anchors', () => {
    expect(parseTeam(file, readFileSync(file, 'utf8'))).toEqual(people);
    expect(getPerson('ayesha-malik')).toMatchObject({ name: 'Ayesha Malik', group: 'leads', discipline: 'Estimating & Quantity Surveying' });
    expect(getPerson('imran-siddiqui')).not.toHaveProperty('discipline');
  });

  it.each([
    ['a missing name', /^ {4}name: Bilal Chaudhry\n/m, '', 'content/team.yml: people[3].name is missing'],
    ['an id that is not an anchor', 'id: bilal-chaudhry', 'id: Bilal Chaudhry', 'content/team.yml: people[3].id must be lower case words joined by hyphens'],
    ['an id used twice', 'id: bilal-chaudhry', 'id: ayesha-malik', 'content/team.yml: people[3].id "ayesha-malik" is used twice (also people[2].id)'],
    ['an unknown section', /^ {4}group: leads\n {4}discipline: Shop/m, '    group: partners\n    discipline: Shop', 'content/team.yml: people[3].group must be one of "leadership", "leads" (got "partners")'],
    ['a lead without a discipline', /^ {4}discipline: Shop Drawings & Steel Detailing\n/m, '', 'content/team.yml: people[3].discipline is missing'],
    ['a discipline the firm does not have', 'discipline: Shop Drawings & Steel Detailing', 'discipline: Steel', 'content/team.yml: people[3].discipline must be one of the disciplines in content/company.ts'],
    ['no credentials', /^ {4}credentials:\n {6}- NISD Individual Detailer Certification\n {6}- BSc Civil Engineering\n/m, '    credentials: []\n', 'content/team.yml: people[3].credentials must have at least 1 entry (has 0)'],
  ])('fails on %s, naming the file and the field', (_, from, to, message) => {
    expect(() => parseTeam(file, edited(file, from, to))).toThrow(message);
  });

  it('a post whose author is not on the team fails, naming the post and its author field', () => {
    const post = readFileSync('content/blogs/material-takeoff-guide.md', 'utf8').replace(/^author: .*$/m, 'author: someone-new');
    expect(() => parsePost('content/blogs/material-takeoff-guide.md', post)).toThrow('content/blogs/material-takeoff-guide.md: frontmatter field "author" must be the id of a person in content/team.yml (got "someone-new")');
  });
});
