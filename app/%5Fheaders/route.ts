import { headersFile } from '@/lib/hosting';
import { adapterInlineScripts } from '@/paint-first/index.mjs';

// Written to out/_headers at build time (the %5F prefix makes a URL segment that starts with '_').
// In plain Next output the build adapter rewrites it with each page's own inline scripts.
export const dynamic = 'force-static';

export function GET() {
  return new Response(headersFile(adapterInlineScripts()), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
