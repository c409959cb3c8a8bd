import { VISIT_ENDPOINT_PATH } from '@/lib/visit-source';
import { site } from '@/lib/content/site';
import { toHref } from '@/lib/routes';
import { redirectPages } from '@/lib/pages';
import { HOSTILE_PATH_PATTERN } from '@/lib/request-screen';
import { PRIVATE_PAGES, PRIVATE_PREFIXES, SECURITY_HEADERS } from '@/lib/security-headers';

/**
 * What every host must send with the site, from one definition, and the files each host reads:
 * `_headers` and `_redirects` (Cloudflare Pages, Netlify; written to out/ by app/%5Fheaders and
 * app/%5Fredirects), `vercel.json` and `deploy/nginx.conf` (committed; `npm run host-files` writes
 * them, a unit test checks they are up to date).
 */

/**
 * The inline scripts the Content-Security-Policy allows, as CSP hash sources ('sha256-…'). The caller
 * knows them: with the build adapter, `site` is its one loader on every page; in plain Next output
 * (paint-first/README.md), `pages` holds each page's own inline scripts by path ('/about/') and `site` the
 * not-found page's, which a host serves at any path.
 */
export interface InlineScripts {
  site: string[];
  pages?: Record<string, string[]>;
}

/** Origin of a form endpoint on another host (build-time env), so the CSP allows exactly that host. */
export function contactEndpointOrigin(endpoint = process.env.NEXT_PUBLIC_CONTACT_ENDPOINT): string | null {
  if (!endpoint) return null;
  try {
    return new URL(endpoint).origin;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy. No 'unsafe-inline' or 'unsafe-eval' for scripts: inline scripts are
 * allowed by their hashes. Styles stay 'unsafe-inline' (the inlined stylesheet and React's style
 * attributes), which cannot run code. The scheduling provider only where its widget is: /contact/.
 */
export function contentSecurityPolicy({ scripts, scheduling = false }: { scripts: string[]; scheduling?: boolean }): string {
  const endpoint = contactEndpointOrigin();
  const provider = scheduling ? [site.scheduling.scriptOrigin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets site search compile Pagefind's WebAssembly; it allows no JavaScript eval.
    'script-src': ["'self'", ...new Set(scripts), "'wasm-unsafe-eval'", ...provider],
    'style-src': ["'self'", "'unsafe-inline'", ...provider],
    'img-src': ["'self'", 'data:', ...provider],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(endpoint ? [endpoint] : [])],
    'frame-src': scheduling ? [site.scheduling.origin] : ["'none'"],
    'form-action': ["'self'", ...(endpoint ? [endpoint] : [])],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(inline: InlineScripts): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy({ scripts: inline.site }), ...SECURITY_HEADERS };
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A path pattern and the headers it adds. Patterns are the `_headers` kind: an exact path, or one `*`
 * that matches anything. `replaces` names headers this rule sets instead of an earlier rule's (on
 * Cloudflare `! Name` detaches the earlier value; without it the two would be joined by a comma).
 */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
  replaces?: string[];
  /** Only on successful responses: a 404 for a missing hashed file must not be cached for a year. */
  successOnly?: boolean;
}

export function headerRules(inline: InlineScripts): HeaderRule[] {
  const contact = toHref('/contact');
  const pageScripts = (path: string) => [...inline.site, ...(inline.pages?.[path] ?? [])];
  return [
    { path: '/*', headers: securityHeaders(inline) },
    {
      path: contact,
      headers: { 'Content-Security-Policy': contentSecurityPolicy({ scripts: pageScripts(contact), scheduling: true }) },
      replaces: ['Content-Security-Policy'],
    },
    // Plain Next output only: each page's policy lists the inline scripts that page has.
    ...Object.keys(inline.pages ?? {})
      .filter((path) => path !== contact)
      .map((path) => ({
        path,
        headers: { 'Content-Security-Policy': contentSecurityPolicy({ scripts: pageScripts(path) }) },
        replaces: ['Content-Security-Policy'],
      })),
    // The private pages: where a host serves them as files (they are meant for their functions: the
    // desk and editor behind Cloudflare Access, the sender's page), still never cached or indexed, under their own policy.
    // A header the site-wide rule sets too (the policy; the editor's opener policy) replaces it.
    ...PRIVATE_PREFIXES.map((prefix) => ({
      path: `${prefix}*`,
      headers: { ...PRIVATE_PAGES[prefix] },
      replaces: ['Content-Security-Policy', ...Object.keys(PRIVATE_PAGES[prefix]).filter((name) => name in SECURITY_HEADERS)],
    })),
    // Hashed file names: a new build writes new names, so these never change under their URL.
    { path: '/_next/static/*', headers: { 'Cache-Control': IMMUTABLE }, successOnly: true },
    // Next's per-page data files (index.txt, __next.*.txt) hold each page's full text for hydration:
    // useful to browsers, noise in search results.
    { path: '/*.txt', headers: { 'X-Robots-Tag': 'noindex' } },
  ];
}

export interface Redirect {
  from: string;
  to: string;
  status: 301;
}

/** Old addresses kept working (the /blog page is also a static redirect page for hosts without rules). */
export function redirects(): Redirect[] {
  return redirectPages.flatMap(({ from, to }) => [
    { from, to: toHref(to), status: 301 as const },
    { from: toHref(from), to: toHref(to), status: 301 as const },
  ]);
}

/** Cloudflare Pages / Netlify `_headers`. */
export function headersFile(inline: InlineScripts): string {
  const lines = ['# Generated by lib/hosting.ts during next build.'];
  for (const rule of headerRules(inline)) {
    lines.push(rule.path);
    for (const name of rule.replaces ?? []) lines.push(`  ! ${name}`);
    for (const [name, value] of Object.entries(rule.headers)) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Cloudflare Pages / Netlify `_redirects`. */
export function redirectsFile(): string {
  return `${redirects()
    .map((r) => `${r.from} ${r.to} ${r.status}`)
    .join('\n')}\n`;
}

/** A `_headers` pattern as a Vercel `source` (path-to-regexp). */
function vercelSource(pattern: string): string {
  if (pattern === '/*') return '/(.*)';
  if (pattern.startsWith('/*.')) return `/(.*)\\.${pattern.slice(3)}`;
  return pattern.replace(/\*$/, '(.*)');
}

/** Vercel reads vercel.json from the repository before it builds, so this one is committed. */
export function vercelJson(inline: InlineScripts): string {
  const config = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: 'npm run build',
    outputDirectory: 'out',
    trailingSlash: true,
    redirects: redirects().map((r) => ({ source: r.from, destination: r.to, statusCode: r.status })),
    // Later entries override earlier ones for the same header, as `replaces` asks.
    headers: headerRules(inline).map((rule) => ({
      source: vercelSource(rule.path),
      headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
    })),
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** A `_headers` pattern as an nginx location. Pages are served from `path/index.html`. */
function nginxLocation(pattern: string): string {
  if (pattern.startsWith('/*.')) return `~ \\.${pattern.slice(3)}$`;
  if (pattern.endsWith('*')) return `^~ ${pattern.slice(0, -1)}`;
  if (pattern.endsWith('/')) return `= ${pattern}index.html`;
  return `= ${pattern}`;
}

/**
 * An nginx server block for out/. nginx gives a location none of the server's add_header lines when
 * it has its own, so each location repeats the full set.
 */
export function nginxConf(inline: InlineScripts, { root = '/var/www/stratum/out', listen = '80' } = {}): string {
  const [base, ...rest] = headerRules(inline);
  const addHeaders = (headers: Record<string, string>, always = true) =>
    Object.entries(headers).map(([name, value]) => `    add_header ${name} "${value}"${always ? ' always' : ''};`);
  const block = (location: string, body: string[]) => [`  location ${location} {`, ...body, '  }'];
  const lines = [
    '# Generated by lib/hosting.ts (npm run host-files). Serves the static export in out/.',
    'server {',
    `  listen ${listen};`,
    `  root ${root};`,
    '  index index.html;',
    '  # Relative Location headers: /about -> /about/ stays on whatever host and scheme the visitor used.',
    '  absolute_redirect off;',
    '  server_tokens off;',
    '  charset utf-8;',
    // Level 6 rather than nginx's default 1: the scripts every page loads come out ~15% smaller, and
    // the CPU that costs is the server's, not the visitor's. Vary tells caches the body depends on it.
    '  gzip on;',
    '  gzip_comp_level 6;',
    '  gzip_vary on;',
    '  gzip_types text/css application/javascript application/json image/svg+xml application/xml text/plain application/manifest+json;',
    '  error_page 404 /404.html;',
    '  # What no page of this site looks like: an encoded separator, NUL or dot segment (lib/request-screen.ts).',
    `  if ($request_uri ~* "${HOSTILE_PATH_PATTERN}") { return 400; }`,
    '',
    ...redirects().flatMap((r) => block(`= ${r.from}`, [...addHeaders(base!.headers), `    return ${r.status} ${r.to};`])),
    // nginx runs no functions, so nothing there could check a sign-in or a sender's link: the private pages are not served.
    ...PRIVATE_PREFIXES.flatMap((prefix) => block(`^~ ${prefix}`, [...addHeaders(base!.headers), '    return 404;'])),
    // Nor count visits: the pages' beacon (components/layout/visit-source-tracker.tsx) is answered as the
    // Worker answers one it does not count, 204, so no visitor's console shows an error for it.
    ...block(`= ${VISIT_ENDPOINT_PATH}`, [...addHeaders(base!.headers), '    return 204;']),
    ...rest.filter((rule) => !PRIVATE_PREFIXES.some((prefix) => rule.path.startsWith(prefix))).flatMap((rule) => {
      const own = Object.fromEntries(Object.entries(rule.headers));
      return block(nginxLocation(rule.path), [
        ...addHeaders({ ...base!.headers, ...(rule.successOnly ? {} : own) }),
        ...(rule.successOnly ? addHeaders(own, false) : []),
        '    try_files $uri $uri/ =404;',
      ]);
    }),
    ...block('/', [...addHeaders(base!.headers), '    try_files $uri $uri/ =404;']),
    '}',
  ];
  return `${lines.join('\n')}\n`;
}
