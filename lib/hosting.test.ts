import { contentSecurityPolicy, headerRules, headersFile, nginxConf, redirectsFile, vercelJson } from './hosting';
import { PRIVATE_PAGES, SECURITY_HEADERS } from './security-headers';

/** What the build adapter passes: its loader's hash, on every page (paint-first/inline-scripts.mjs). */
const inline = { site: ["'sha256-loader'"] };
const scripts = inline.site;

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => {
    const [name = '', ...values] = part.trim().split(/\s+/);
    return [name, values];
  }));
}

describe('Content-Security-Policy', () => {
  it.each([false, true])('has no unsafe keyword in script-src (scheduling %s)', (scheduling) => {
    const sources = directives(contentSecurityPolicy({ scripts, scheduling })).get('script-src')!;
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
    expect(sources).toContain("'sha256-loader'");
  });

  it('allows the scheduling provider only where the widget is', () => {
    expect(contentSecurityPolicy({ scripts })).not.toContain('calendly');
    expect(directives(contentSecurityPolicy({ scripts, scheduling: true })).get('frame-src')).toEqual(['https://calendly.com']);
  });

  it('allows a form endpoint on another host, and only its origin', () => {
    const before = process.env.NEXT_PUBLIC_CONTACT_ENDPOINT;
    process.env.NEXT_PUBLIC_CONTACT_ENDPOINT = 'https://forms.example.org/f/abc?x=1';
    try {
      const policy = directives(contentSecurityPolicy({ scripts }));
      expect(policy.get('form-action')).toEqual(["'self'", 'https://forms.example.org']);
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://forms.example.org']);
    } finally {
      if (before === undefined) delete process.env.NEXT_PUBLIC_CONTACT_ENDPOINT;
      else process.env.NEXT_PUBLIC_CONTACT_ENDPOINT = before;
    }
  });
});

describe('host files', () => {
  it('carry the security headers on every path, and no policy lets the site be framed', () => {
    const file = headersFile(inline);
    for (const name of ['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']) {
      expect(file).toMatch(new RegExp(`^/\\*\n(  .*\n)*  ${name}: `, 'm'));
    }
    const policies = [...file.matchAll(/Content-Security-Policy: (.*)/g)].map((m) => directives(m[1]!));
    expect(policies.length).toBeGreaterThanOrEqual(2);
    for (const policy of policies) expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // The public pages allow the loader; the firm's private pages run no inline script at all (below).
    const publicPolicies = policies.filter((policy) => policy.get('script-src')?.join(' ') !== "'self'");
    expect(publicPolicies.length).toBe(policies.length - Object.keys(PRIVATE_PAGES).length);
    for (const policy of publicPolicies) expect(policy.get('script-src')).toContain("'sha256-loader'");
  });

  it('_headers replaces the site-wide policy on /contact/ instead of adding a second one', () => {
    expect(headersFile(inline)).toMatch(/\n\/contact\/\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: [^\n]*calendly/);
  });

  it('_redirects sends both forms of /blog to /blogs/ with a 301', () => {
    expect(redirectsFile()).toBe('/blog /blogs/ 301\n/blog/ /blogs/ 301\n');
  });

  it('vercel.json lists the same rules in the same order, so /contact/\'s policy wins there too', () => {
    const config = JSON.parse(vercelJson(inline));
    expect(config.headers.map((h: { source: string }) => h.source)).toEqual(['/(.*)', '/contact/', '/desk/(.*)', '/admin/(.*)', '/request/(.*)', '/_next/static/(.*)', '/(.*)\\.txt']);
    expect(config.redirects).toContainEqual({ source: '/blog', destination: '/blogs/', statusCode: 301 });
  });

  it.each(['/desk/', '/admin/', '/request/'])('the private page %s: never cached or indexed, its own policy with no unsafe script source, and not served by nginx, which cannot check a sign-in', (prefix) => {
    const rule = headerRules(inline).find((r) => r.path === `${prefix}*`)!;
    // Every header the site-wide rule also sets is replaced, never joined to it with a comma.
    expect(rule.replaces).toEqual(['Content-Security-Policy', ...Object.keys(rule.headers).filter((name) => name !== 'Content-Security-Policy' && name in SECURITY_HEADERS)]);
    expect(headersFile(inline)).toContain(`${prefix}*\n${rule.replaces!.map((name) => `  ! ${name}\n`).join('')}`);
    expect(rule.headers).toMatchObject({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
    const policy = directives(rule.headers['Content-Security-Policy']!);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(nginxConf(inline)).toMatch(new RegExp(`location \\^~ ${prefix.replace(/\//g, '\\/')} \\{\\n(?: {4}add_header .*\\n)+ {4}return 404;\\n`));
  });

  it('keeps every window cut off from others but the editor\'s GitHub sign-in window, which must keep its opener', () => {
    const opener = (path: string) => headerRules(inline).filter((rule) => rule.path === path).at(-1)!.headers['Cross-Origin-Opener-Policy'];
    expect(opener('/*')).toBe('same-origin');
    expect(opener('/admin/*')).toBe('same-origin-allow-popups');
    expect(PRIVATE_PAGES['/desk/']['Cross-Origin-Opener-Policy']).toBeUndefined();
  });

  it('nginx repeats the security headers in every location that adds its own', () => {
    const conf = nginxConf(inline);
    const locations = conf.split(/\n {2}location /).slice(1);
    expect(locations.length).toBe(headerRules(inline).length + 2 /* two redirects */ + 1 /* the visit beacon, answered 204 */);
    for (const location of locations) expect(location).toContain('add_header X-Content-Type-Options "nosniff" always;');
    // Long caching only on success: a missing hashed file's 404 must not be cached for a year.
    expect(conf).toMatch(/add_header Cache-Control "public, max-age=31536000, immutable";\n/);
  });

  it('plain Next output: each page\'s policy lists that page\'s inline scripts, the not-found page\'s on every page', () => {
    const plain = { site: ["'sha256-notfound'"], pages: { '/about/': ["'sha256-about'"], '/contact/': ["'sha256-contact'"] } };
    const rules = headerRules(plain);
    const policy = (path: string) => directives(rules.filter((rule) => rule.path === path).at(-1)!.headers['Content-Security-Policy']!).get('script-src');
    expect(policy('/*')).toEqual(["'self'", "'sha256-notfound'", "'wasm-unsafe-eval'"]);
    expect(policy('/about/')).toEqual(["'self'", "'sha256-notfound'", "'sha256-about'", "'wasm-unsafe-eval'"]);
    expect(policy('/contact/')).toContain("'sha256-contact'");
    expect(rules.find((rule) => rule.path === '/about/')!.replaces).toEqual(['Content-Security-Policy']);
    expect(nginxConf(plain)).toMatch(/location = \/about\/index\.html \{[^}]*'sha256-about'/);
  });
});
