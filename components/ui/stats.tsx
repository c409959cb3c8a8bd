import { figuresProvenance, headlineStats } from '@/lib/content/figures';
import { Counter } from './counter';
import { ProvenanceLabel } from '@/components/ui/provenance-label';

/** The three headline figures (projects, clients, years) as counters, shared by home and about. */
export function Stats({ tone = 'navy' }: { tone?: 'navy' | 'light' }) {
  const dark = tone === 'navy';
  return (
    <>
    <dl className="grid gap-8 sm:grid-cols-3">
      {headlineStats.map((stat) => (
        <div key={stat.label} className={`flex flex-col rounded-card p-6 text-center ${dark ? 'bg-navy-800' : 'border border-line bg-white shadow-card'}`}>
          <dt className={`text-sm font-semibold uppercase tracking-widest ${dark ? 'text-navy-100' : 'text-muted'}`}>{stat.label}</dt>
          <dd className={`order-first mt-2 text-5xl font-extrabold tracking-tight ${dark ? 'text-accent-400' : 'text-accent-600'}`}>
            <Counter value={stat.value} suffix={stat.suffix} />
          </dd>
        </div>
      ))}
    </dl>
    <ProvenanceLabel status={figuresProvenance} kind="figures" className="mt-4" />
    </>
  );
}
