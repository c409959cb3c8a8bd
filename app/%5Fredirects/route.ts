import { redirectsFile } from '@/lib/hosting';

// Written to out/_redirects at build time for Netlify and Cloudflare Pages.
export const dynamic = 'force-static';

export function GET() {
  return new Response(redirectsFile(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
