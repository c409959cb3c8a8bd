import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loaderScript, scriptHash } from '@/scripts/first-paint.mjs';
import { adapterInlineScripts } from '@/scripts/inline-scripts.mjs';
import { contentSecurityPolicy, headerRules, headersFile, nginxConf, redirectsFile, vercelJson } from './hosting';

const inline = adapterInlineScripts();
const scripts = inline.site;

/** The host files that live in the repository, and what generates them (scripts/host-files.mjs writes them). */
const COMMITTED: Record<string, () => string> = {
  'vercel.json': () => vercelJson(inline),
  'deploy/nginx.conf': () => nginxConf(inline),
};

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
    expect(sources).toContain(scriptHash(loaderScript()));
  });

  it('allows the scheduling provider only where the widget is', () => {
    expect(contentSecurityPolicy({ scripts })).not.toContain('calendly');
    expect(directives(contentSecurityPolicy({ scripts, scheduling: true })).get('frame-src')).toEqual(['https://calendly.com']);
  });

  it('hashes the way browsers do (sha256 of the script text, base64)', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
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
  it('_headers replaces the site-wide policy on /contact/ instead of adding a second one', () => {
    expect(headersFile(inline)).toMatch(/\n\/contact\/\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: [^\n]*calendly/);
  });

  it('_redirects sends both forms of /blog to /blogs/ with a 301', () => {
    expect(redirectsFile()).toBe('/blog /blogs/ 301\n/blog/ /blogs/ 301\n');
  });

  it('vercel.json lists the same rules in the same order, so /contact/\'s policy wins there too', () => {
    const config = JSON.parse(vercelJson(inline));
    expect(config.headers.map((h: { source: string }) => h.source)).toEqual(['/(.*)', '/contact/', '/_next/static/(.*)', '/(.*)\\.txt']);
    expect(config.redirects).toContainEqual({ source: '/blog', destination: '/blogs/', statusCode: 301 });
  });

  it('nginx repeats the security headers in every location that adds its own', () => {
    const conf = nginxConf(inline);
    const locations = conf.split(/\n {2}location /).slice(1);
    expect(locations.length).toBe(headerRules(inline).length + 2 /* two redirects */);
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

  // The committed copies are what hosts read before building; they must match this generator.
  // `npm run host-files` rewrites them after a change.
  it.each(Object.keys(COMMITTED))('%s is up to date (npm run host-files writes it)', (file) => {
    const path = join(process.cwd(), file);
    expect(existsSync(path) ? readFileSync(path, 'utf8') : '(missing)').toBe(COMMITTED[file]!());
  });
});
