import { fileFormats, software } from '@/content/software';
import { TableFrame } from '@/components/ui/table-frame';

/** The software we work in (all of it, or what one service uses) and the file formats we take and deliver. */
export function SoftwareTable({ slug }: { slug?: string }) {
  const tools = slug ? software.filter((s) => s.services.includes(slug)) : software;
  if (tools.length === 0) return null;
  const caption = slug ? 'Software for this service' : 'Software we work in';
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <TableFrame caption={caption} minWidth="min-w-[28rem]">
        <thead>
          <tr className="border-b border-line text-navy-900">
            <th scope="col" className="px-5 py-3">Software</th>
            <th scope="col" className="px-5 py-3">What we use it for</th>
          </tr>
        </thead>
        <tbody>
          {tools.map((tool) => (
            <tr key={tool.name} className="border-b border-line last:border-0">
              <th scope="row" className="px-5 py-3 font-semibold">
                {tool.name}
                <span className="block text-sm font-normal text-muted">{tool.vendor}</span>
              </th>
              <td className="px-5 py-3">{tool.use}</td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      <TableFrame caption="File formats">
        <thead>
          <tr className="border-b border-line text-navy-900">
            <th scope="col" className="px-5 py-3">Format</th>
            <th scope="col" className="px-5 py-3">We take / deliver</th>
          </tr>
        </thead>
        <tbody>
          {fileFormats.map((f) => (
            <tr key={f.format} className="border-b border-line last:border-0">
              <th scope="row" className="px-5 py-3 font-semibold">
                {f.format}
                <span className="block text-sm font-normal text-muted">{f.what}</span>
              </th>
              <td className="px-5 py-3">{[f.accept && 'take', f.deliver && 'deliver'].filter(Boolean).join(' and ')}</td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </div>
  );
}
