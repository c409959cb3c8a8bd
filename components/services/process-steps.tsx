import type { ProcessStep } from '@/content/types';

/** Numbered steps in an ordered list, so the order is announced as well as shown. */
export function ProcessSteps({ steps, tone = 'light' }: { steps: ProcessStep[]; tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${steps.length >= 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {steps.map((step, i) => (
        <li key={step.title} className="relative">
          <span
            aria-hidden="true"
            className={`flex h-11 w-11 items-center justify-center rounded-full text-lg font-bold ${dark ? 'bg-accent-500 text-navy-950' : 'bg-navy-900 text-white'}`}
          >
            {i + 1}
          </span>
          <h3 className={`mt-4 text-lg font-bold ${dark ? 'text-white' : 'text-navy-900'}`}>{step.title}</h3>
          <p className={`mt-2 leading-7 ${dark ? 'text-navy-100' : 'text-muted'}`}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
