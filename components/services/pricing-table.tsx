import type { Cta, PricingPackage } from '@/content/types';
import { currencies } from '@/content/currencies';
import { ButtonLink } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';


export function formatPrice(p: PricingPackage): string {
  return new Intl.NumberFormat(currencies[p.currency].locale, { style: 'currency', currency: p.currency, maximumFractionDigits: 0 }).format(p.price);
}

/** `market` names a UK or European variant's packages in the quote topic, so the request says which price it means. */
export function PricingTable({ packages, cta, market }: { packages: PricingPackage[]; cta: Cta; market?: string }) {
  return (
    <ul className="grid max-w-4xl gap-6 md:grid-cols-2">
      {packages.map((p, i) => {
        const featured = i === packages.length - 1;
        return (
          <li
            key={p.name}
            className={`flex flex-col rounded-card border bg-white p-7 shadow-card ${featured ? 'border-accent-500 ring-1 ring-accent-500' : 'border-line'}`}
          >
            <h3 className="text-xl font-bold text-navy-900">{p.name}</h3>
            <p className="mt-3 flex items-baseline gap-2">
              <span className="text-4xl font-extrabold text-navy-900">{formatPrice(p)}</span>
              <span className="text-muted">{p.unit}</span>
            </p>
            <ul className="mt-6 flex-1 space-y-3">
              {p.features.map((f) => (
                <li key={f} className="flex gap-2.5">
                  <CheckIcon width={18} height={18} className="mt-1 shrink-0 text-accent-600" />
                  <span>{f}</span>
                </li>
              ))}
            </ul>
            <ButtonLink href={`${cta.href}?topic=${encodeURIComponent(market ? `${p.name} (${market}, ${formatPrice(p)})` : p.name)}`} variant={featured ? 'primary' : 'secondary'} className="mt-7">
              Choose {p.name}
            </ButtonLink>
          </li>
        );
      })}
    </ul>
  );
}
