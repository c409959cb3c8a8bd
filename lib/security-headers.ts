import { site } from '@/content/site';

/**
 * Security headers for every static host, from one definition. `app/%5Fheaders/route.ts` writes them
 * to out/_headers (Netlify, Cloudflare Pages) and scripts/serve.mjs applies that same file locally.
 */

/** Origin of the optional form endpoint (build-time env), so CSP allows exactly that host. */
export function contactEndpointOrigin(endpoint = process.env.NEXT_PUBLIC_CONTACT_ENDPOINT): string | null {
  if (!endpoint) return null;
  try {
    return new URL(endpoint).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(): string {
  const endpoint = contactEndpointOrigin();
  const calendly = site.scheduling.origin;
  const calendlyAssets = site.scheduling.scriptOrigin;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next's static export inlines its flight data as <script> tags whose contents differ per page,
    // so inline scripts cannot be hashed in a static header file; everything else is locked to self.
    'script-src': ["'self'", "'unsafe-inline'", calendlyAssets],
    'style-src': ["'self'", "'unsafe-inline'", calendlyAssets],
    'img-src': ["'self'", 'data:', calendlyAssets],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(endpoint ? [endpoint] : [])],
    'frame-src': [calendly],
    'form-action': ["'self'", ...(endpoint ? [endpoint] : [])],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'manifest-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Netlify / Cloudflare Pages `_headers` file. */
export function headersFile(): string {
  const lines = ['/*'];
  for (const [name, value] of Object.entries(securityHeaders())) lines.push(`  ${name}: ${value}`);
  lines.push('', '/_next/static/*', '  Cache-Control: public, max-age=31536000, immutable', '');
  return lines.join('\n');
}

/** Redirects for hosts that support them (the /blog page is also a static redirect page). */
export function redirectsFile(): string {
  return ['/blog /blogs/ 301', '/blog/ /blogs/ 301', ''].join('\n');
}
