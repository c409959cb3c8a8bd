import { Link } from '@/components/ui/link';
import { RUSH_MULTIPLIER, rateCards } from '@/content/pricing';
import { rateText } from '@/lib/pricing';
import { Cell, RowHeading, TableFrame } from '@/components/ui/table-frame';
import { servicePath } from '@/lib/routes';

const STANDARD = 'Standard';
const RUSH = `Rush (×${RUSH_MULTIPLIER} fee)`;
const RATE = 'Rate';

/** Standard and rush turnaround and the published rate for every priced service. */
export function TurnaroundTable({ caption = 'Turnaround and rates by service' }: { caption?: string }) {
  return (
    <TableFrame caption={caption} columns={['Service', STANDARD, RUSH, RATE]} minWidth="min-w-[36rem]">
      {rateCards.map((card) => (
        <tr key={card.id}>
          <RowHeading>
            <Link href={servicePath(card.slug)} className="text-accent-700 underline-offset-4 hover:underline">{card.label}</Link>
          </RowHeading>
          <Cell label={STANDARD}>{card.turnaround.standard}</Cell>
          <Cell label={RUSH}>{card.turnaround.rush}</Cell>
          <Cell label={RATE}>
            {rateText(card)}
            {card.basis !== 'tonnage' && <span className="block text-sm text-muted">minimum ${card.minimum.toLocaleString('en-US')}</span>}
          </Cell>
        </tr>
      ))}
    </TableFrame>
  );
}
