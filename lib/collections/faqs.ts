import * as v from 'valibot';
import { faqFacts } from '@/content/faqs';
import { KEBAB, listOfObjectsField, matching, objectOf, ruled, text, type CollectionField } from './fields';

export const FAQS_FILE = 'content/faqs.yml';

/** `{name}` in a question or answer: a shared fact, filled in when the site builds. */
const PLACEHOLDER = /\{([^{}]*)\}/g;
export const FACT_NAMES = Object.keys(faqFacts);
const known = (name: string): name is keyof typeof faqFacts => Object.hasOwn(faqFacts, name);

/** Text with its `{fact}` placeholders filled in; an unknown name is the field's problem. */
export const withFacts = () =>
  v.pipe(
    text(),
    ruled<string>(
      { beforePublish: 'a shared fact\'s name in braces is looked up in content/faqs.ts when the site builds; the hint lists the names' },
      (value) => [...value.matchAll(PLACEHOLDER)].every((m) => known(m[1] ?? '')),
      (issue) => {
        const unknown = [...String(issue.input).matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').find((name) => !known(name));
        return `names {${unknown}}, which is not a shared fact (known: ${FACT_NAMES.map((n) => `{${n}}`).join(', ')})`;
      },
    ),
    v.transform((value) => value.replace(PLACEHOLDER, (_, name: string) => faqFacts[name as keyof typeof faqFacts])),
  );

const FACTS_HINT = `A shared fact goes in braces and is filled in when the site builds, so it is written once: ${FACT_NAMES.map((n) => `{${n}}`).join(', ')}.`;

/** One question and its answer. Its `id` is its anchor on the page. */
export const faqFields: CollectionField[] = [
  {
    name: 'id',
    label: 'Id',
    widget: 'string',
    required: true,
    hint: 'A few words in lower case with hyphens, e.g. file-formats; unique among all questions.',
    pattern: { regex: KEBAB, message: 'Lower case words joined by hyphens, e.g. file-formats' },
    schema: matching(KEBAB, 'lower case words joined by hyphens, e.g. file-formats'),
  },
  { name: 'question', label: 'Question', widget: 'string', required: true, hint: FACTS_HINT, schema: withFacts() },
  { name: 'answer', label: 'Answer', widget: 'text', required: true, hint: FACTS_HINT, schema: withFacts() },
];

const questions = (name: string, label: string, hint: string, min = 1) =>
  listOfObjectsField({ name, label, labelSingular: 'question', required: true, min, summary: '{{fields.question}}', hint, fields: faqFields });

export const faqsFileFields: CollectionField[] = [
  questions('home', 'Home page questions', 'The four on the home page; /faqs/ shows them first, as "Services and turnaround".'),
  listOfObjectsField({
    name: 'topics',
    label: 'Topics on /faqs/',
    labelSingular: 'topic',
    required: true,
    min: 1,
    summary: '{{fields.title}}',
    hint: 'Shown after the home page questions, before each service group\'s questions.',
    fields: [
      {
        name: 'id',
        label: 'Id',
        widget: 'string',
        required: true,
        pattern: { regex: KEBAB, message: 'Lower case words joined by hyphens, e.g. pricing-and-quotes' },
        schema: matching(KEBAB, 'lower case words joined by hyphens, e.g. pricing-and-quotes'),
      },
      { name: 'title', label: 'Title', widget: 'string', required: true, schema: text() },
      questions('faqs', 'Questions', 'The topic\'s questions, in order.'),
    ],
  }),
];

export const faqsFile = objectOf(faqsFileFields);
