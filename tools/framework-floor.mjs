// @ts-check
/**
 * The framework's floor, for the interaction table (`npm run bench -- --interaction-only --floor`):
 * the same pages' HTML built as a Next.js app with none of our code. Each measured path becomes one
 * server page whose body is the exported page's body (its scripts removed) set as inner HTML, under a
 * layout with the exported stylesheet and one client effect that marks the page hydrated. Next.js and
 * React then run as on any App Router page, with their own defaults (scripts in the head, the page data
 * inline, React's listeners on the document), and nothing of ours: no loader, no islands, no gates.
 *
 * Measured beside its own copy without scripts, it says what the framework alone costs a tap on these
 * very pages; what the site costs over it is ours (docs/interaction.md). React finds no components
 * inside the inner HTML, so this is a floor: the site's React has more of its tree to walk per event.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { withoutScripts } from './interaction.mjs';

/**
 * The parts of an exported page the floor keeps: its stylesheet, the attributes of <html> and <body>,
 * and the body's HTML without scripts.
 * @param {string} html
 */
export function floorParts(html) {
  const body = /<body([^>]*)>([\s\S]*)<\/body>/.exec(html);
  const htmlTag = /<html([^>]*)>/.exec(html);
  if (!body || !htmlTag) throw new Error('framework floor: a page without <html> or <body>');
  const lang = /\blang="([^"]*)"/.exec(htmlTag[1] ?? '')?.[1] ?? 'en';
  const bodyClass = /\bclass="([^"]*)"/.exec(body[1] ?? '')?.[1] ?? '';
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
  return { lang, bodyClass, css, body: withoutScripts(body[2] ?? '') };
}

/**
 * Writes and builds the floor app for `paths` of the export in `outDir`; returns its export's folder.
 * Takes a minute or two (a `next build`).
 * @param {string} outDir
 * @param {string[]} paths
 * @returns {{ root: string, remove: () => void }}
 */
export function buildFloor(outDir, paths) {
  const dir = mkdtempSync(join(tmpdir(), 'stratum-floor-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const pages = paths.map((path) => ({ path, ...floorParts(readFileSync(join(outDir, path, 'index.html'), 'utf8')) }));
    const first = pages[0];
    if (!first) throw new Error('framework floor: no pages');
    mkdirSync(join(dir, 'app'));
    writeFileSync(join(dir, 'package.json'), '{ "name": "framework-floor", "private": true }\n');
    // Turbopack resolves only under its root: the filesystem's, so that the repository's node_modules
    // (linked, not copied) is found.
    writeFileSync(
      join(dir, 'next.config.mjs'),
      "export default { output: 'export', trailingSlash: true, images: { unoptimized: true }, typescript: { ignoreBuildErrors: true }, turbopack: { root: '/' } };\n",
    );
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { target: 'ES2022', lib: ['dom', 'esnext'], skipLibCheck: true, strict: false, noEmit: true, module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', isolatedModules: true, esModuleInterop: true, resolveJsonModule: true }, include: ['**/*.tsx'] }),
    );
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
    writeFileSync(
      join(dir, 'app', 'marker.tsx'),
      "'use client';\nimport { useEffect } from 'react';\nexport function Marker() {\n  useEffect(() => {\n    document.documentElement.dataset.hydrated = 'true';\n  }, []);\n  return null;\n}\n",
    );
    writeFileSync(
      join(dir, 'app', 'layout.tsx'),
      `import { Marker } from './marker';\nexport default function Layout({ children }: { children: React.ReactNode }) {\n  return (\n    <html lang=${JSON.stringify(first.lang)}>\n      <body className=${JSON.stringify(first.bodyClass)}>\n        {children}\n        <Marker />\n      </body>\n    </html>\n  );\n}\n`,
    );
    for (const page of pages) {
      const folder = join(dir, 'app', ...page.path.split('/').filter(Boolean));
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'page.json'), JSON.stringify({ css: page.css, body: page.body }));
      // display: contents, so the wrapper React needs for the inner HTML changes no layout.
      writeFileSync(
        join(folder, 'page.tsx'),
        "import page from './page.json';\nexport default function Page() {\n  return (\n    <>\n      <style dangerouslySetInnerHTML={{ __html: page.css }} />\n      <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: page.body }} />\n    </>\n  );\n}\n",
      );
    }
    execFileSync(process.execPath, [resolve('node_modules/next/dist/bin/next'), 'build'], {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return { root: join(dir, 'out'), remove };
  } catch (error) {
    remove();
    throw error;
  }
}
