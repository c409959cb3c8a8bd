import { fileFormats, software } from '@/content/software';
import { Cell, RowHeading, TableFrame } from '@/components/ui/table-frame';
import { type MarketId } from '@/content/markets';
import { inMarketWords } from '@/lib/market-words';

/** The software we work in (all of it, or what one service uses) and the file formats we take and deliver. */
export function SoftwareTable({ slug, market = 'us' }: { slug?: string; market?: MarketId }) {
  const tools = inMarketWords(slug ? software.filter((s) => s.services.includes(slug)) : software, market);
  if (tools.length === 0) return null;
  const caption = slug ? 'Software for this service' : 'Software we work in';
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <TableFrame caption={caption} columns={['Software', 'What we use it for']} minWidth="min-w-[28rem]">
        {tools.map((tool) => (
          <tr key={tool.name}>
            <RowHeading detail={tool.vendor}>{tool.name}</RowHeading>
            <Cell>{tool.use}</Cell>
          </tr>
        ))}
      </TableFrame>
      <TableFrame caption="File formats" columns={['Format', 'We take / deliver']}>
        {fileFormats.map((f) => (
          <tr key={f.format}>
            <RowHeading detail={f.what}>{f.format}</RowHeading>
            <Cell label="We take / deliver">{[f.accept && 'take', f.deliver && 'deliver'].filter(Boolean).join(' and ')}</Cell>
          </tr>
        ))}
      </TableFrame>
    </div>
  );
}
