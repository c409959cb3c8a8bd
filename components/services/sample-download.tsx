import type { SampleId } from '@/lib/content/samples';
import { getSample, samplePath } from '@/lib/samples';
import { describePdf, samplePdf } from '@/lib/sample-pdfs';

/**
 * "Download a sample" link to a sample PDF, with its page count and size read from the file the build
 * writes. A server component: the PDF is drawn once per build and nothing runs in the browser.
 */
export async function SampleDownload({ id, className = '' }: { id: SampleId; className?: string }) {
  const sample = getSample(id);
  const pdf = await samplePdf(id);
  return (
    <a
      href={samplePath(id)}
      download
      type="application/pdf"
      className={`inline-flex items-center gap-2 font-semibold text-accent-700 underline-offset-4 hover:text-accent-600 hover:underline ${className}`}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 20h14" />
      </svg>
      <span>
        Download a sample<span className="sr-only">: {sample.title}</span>
        <span className="whitespace-nowrap text-muted"> (PDF, {describePdf(pdf)})</span>
      </span>
    </a>
  );
}
