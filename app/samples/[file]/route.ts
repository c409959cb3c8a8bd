import { samples } from '@/lib/content/samples';
import { sampleByFile } from '@/lib/samples';
import { samplePdf } from '@/lib/sample-pdfs';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return samples.map((s) => ({ file: s.file }));
}

/** Each sample PDF, drawn from lib/content/samples.ts at build time and written to out/samples/<file>. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const sample = sampleByFile((await params).file);
  if (!sample) return new Response('Not found', { status: 404 });
  const { bytes } = await samplePdf(sample.id);
  return new Response(Buffer.from(bytes), { headers: { 'Content-Type': 'application/pdf' } });
}
