import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nginxConf, vercelJson } from '@/lib/hosting';
import { adapterInlineScripts, loaderScript, scriptHash } from '@/paint-first/index.mjs';

describe('the host files', () => {
  it('allow the build adapter\'s loader by the hash browsers compute (sha256 of the script text, base64)', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(adapterInlineScripts()).toEqual({ site: [scriptHash(loaderScript())] });
  });

  // Hosts read these from the repository before they build: they must be what lib/hosting.ts makes
  // for the adapter's loader. `npm run host-files` (tools/host-files.mjs) writes them.
  it.each([
    ['vercel.json', () => vercelJson(adapterInlineScripts())],
    ['deploy/nginx.conf', () => nginxConf(adapterInlineScripts())],
  ])('%s is up to date (npm run host-files writes it)', (file, generate) => {
    const path = join(process.cwd(), file);
    expect(existsSync(path) ? readFileSync(path, 'utf8') : '(missing)').toBe(generate());
  });
});
