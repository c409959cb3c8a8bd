import { Link } from '@/components/ui/link';
import { RUSH_MULTIPLIER, rateCards } from '@/content/pricing';
import { rateText } from '@/lib/pricing';
import { servicePath } from '@/lib/services';
import { TableFrame } from '@/components/ui/table-frame';

/** Standard and rush turnaround and the published rate for every priced service. */
export function TurnaroundTable({ caption = 'Turnaround and rates by service' }: { caption?: string }) {
  return (
    <TableFrame caption={caption} minWidth="min-w-[36rem]">
      <thead>
        <tr className="border-b border-line text-navy-900">
          <th scope="col" className="px-5 py-3">Service</th>
          <th scope="col" className="px-5 py-3">Standard</th>
          <th scope="col" className="px-5 py-3">Rush (×{RUSH_MULTIPLIER} fee)</th>
          <th scope="col" className="px-5 py-3">Rate</th>
        </tr>
      </thead>
      <tbody>
        {rateCards.map((card) => (
          <tr key={card.id} className="border-b border-line last:border-0">
            <th scope="row" className="px-5 py-3 font-semibold">
              <Link href={servicePath(card.slug)} className="text-accent-700 underline-offset-4 hover:underline">{card.label}</Link>
            </th>
            <td className="px-5 py-3">{card.turnaround.standard}</td>
            <td className="px-5 py-3">{card.turnaround.rush}</td>
            <td className="px-5 py-3">
              {rateText(card)}
              {card.basis !== 'tonnage' && <span className="block text-sm text-muted">minimum ${card.minimum.toLocaleString('en-US')}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
