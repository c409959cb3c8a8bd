#!/usr/bin/env node
// @ts-check
/**
 * Builds the lead desk into out/desk/ after `next build` (package.json "build"): the React app in
 * components/desk/ bundled by esbuild into one script, its stylesheet by Tailwind, and a page that
 * loads both. It is not a Next.js route, so none of it reaches the public pages, their JavaScript,
 * the sitemap, the search index or the feed; functions/desk serves it only to a signed-in person, under
 * a policy of its own (no inline script: the page has none).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import postcss from 'postcss';
import tailwind from '@tailwindcss/postcss';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'out', 'desk');

const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Lead desk · Stratum Precon</title>
<link rel="icon" href="/icon-48.png" type="image/png" sizes="48x48">
<link rel="stylesheet" href="/desk/desk.css">
<script type="module" src="/desk/desk.js"></script>
</head>
<body>
<div id="desk"><p class="px-4 py-3">Loading the lead desk…</p></div>
<noscript><p class="px-4 py-3">The lead desk needs JavaScript.</p></noscript>
</body>
</html>
`;

/** What a new fee proposal starts from (components/desk/proposal-facts.ts): content/facts.yml as the build checked it. */
function proposalFacts() {
  const { delivery, payment } = parse(readFileSync(join(root, 'content', 'facts.yml'), 'utf8'));
  return {
    revisionRounds: delivery.revisionRounds,
    turnaround: delivery.turnaround.map((/** @type {{ service: string; standard: [number, number] }} */ t) => ({ service: t.service, standard: t.standard })),
    payment: { dueDays: payment.dueDays, depositPercent: payment.depositPercent, depositAbove: payment.depositAbove },
  };
}

/** @param {string} [dir] */
export async function buildDesk(dir = outDir) {
  mkdirSync(dir, { recursive: true });
  await build({
    entryPoints: [join(root, 'components', 'desk', 'main.tsx')],
    outfile: join(dir, 'desk.js'),
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', __PROPOSAL_FACTS__: JSON.stringify(proposalFacts()) },
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
  const cssFrom = join(root, 'components', 'desk', 'desk.css');
  const css = await postcss([tailwind({ base: join(root, 'components', 'desk'), optimize: { minify: true } })]).process(readFileSync(cssFrom, 'utf8'), { from: cssFrom });
  writeFileSync(join(dir, 'desk.css'), css.css);
  writeFileSync(join(dir, 'index.html'), PAGE);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!readFileSync(join(root, 'out', 'index.html'), 'utf8')) throw new Error('Run next build first.');
  await buildDesk();
  console.log('Lead desk written to out/desk/');
}
