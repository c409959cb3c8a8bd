import { fileFormats, software } from '@/content/software';

/** The software we work in (all of it, or what one service uses) and the file formats we take and deliver. */
export function SoftwareTable({ slug }: { slug?: string }) {
  const tools = slug ? software.filter((s) => s.services.includes(slug)) : software;
  if (tools.length === 0) return null;
  const caption = slug ? 'Software for this service' : 'Software we work in';
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-card border border-line bg-white focus-visible:outline-2 focus-visible:outline-navy-900">
        <table className="w-full min-w-[28rem] text-left text-sm sm:text-base">
          <caption className="px-5 pt-4 text-left font-semibold text-navy-900">{caption}</caption>
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
        </table>
      </div>
      <div className="overflow-x-auto rounded-card border border-line bg-white">
        <table className="w-full text-left text-sm sm:text-base">
          <caption className="px-5 pt-4 text-left font-semibold text-navy-900">File formats</caption>
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
        </table>
      </div>
    </div>
  );
}
