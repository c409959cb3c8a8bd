import { headersFile } from '@/lib/hosting';

// Written to out/_headers at build time (the %5F prefix makes a URL segment that starts with '_').
export const dynamic = 'force-static';

export function GET() {
  return new Response(headersFile(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
