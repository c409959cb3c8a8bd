#!/usr/bin/env node
/**
 * Writes lib/fonts/inter-subset.woff2: Inter (from the npm package inter-ui) cut down to the characters
 * and weights the site uses, so the one font file on the first-paint path is ~13 kB instead of ~48 kB
 * (README, Performance). Also writes lib/fonts/inter-subset.json, the characters the file really
 * contains, which the test suite compares with the text of every exported page.
 *
 *   npm run fonts      after adding a character the test says is missing
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import * as hb from 'harfbuzzjs';

const require = createRequire(import.meta.url);
const SOURCE = 'inter-ui/variable/InterVariable.woff2';
const OUT = new URL('../lib/fonts/inter-subset.woff2', import.meta.url);
const MANIFEST = new URL('../lib/fonts/inter-subset.json', import.meta.url);

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/**
 * Printable ASCII, typographic punctuation, and the few other characters our content uses. Each one
 * costs bytes on every page's first paint: add a character only when the test asks for it.
 */
const CHARACTERS = [range(0x20, 0x7e), '\u00a0‘’“”–—…•·', '€£©×²³→◆', 'çéøł'].join('');

/**
 * Weights 400-800 are the ones the design uses (normal to extrabold); the optical-size axis is pinned at
 * text size. No OpenType features are kept, kerning included: they would take the file past ~14 kB,
 * the most a new connection delivers in its first round trip, and cost every page's first paint a
 * round trip on a slow network (README, Performance). Inter's spacing reads well without them.
 */
const OPTIONS = {
  variationAxes: { wght: { min: 400, max: 800 }, opsz: 14 },
  keepFeatures: [],
  noHinting: true,
};

const source = readFileSync(require.resolve(SOURCE));
const woff2 = await subsetFont(source, CHARACTERS, { ...OPTIONS, targetFormat: 'woff2' });
const sfnt = await subsetFont(source, CHARACTERS, { ...OPTIONS, targetFormat: 'sfnt' });

const face = new hb.Face(new hb.Blob(sfnt));
const covered = [...face.collectUnicodes()].map((code) => String.fromCodePoint(code)).join('');
const missing = [...CHARACTERS].filter((c) => !covered.includes(c));
if (missing.length) console.warn(`Not in ${SOURCE}, left to the fallback font: ${missing.join(' ')}`);

writeFileSync(OUT, woff2);
writeFileSync(
  MANIFEST,
  `${JSON.stringify({ source: SOURCE, options: OPTIONS, bytes: woff2.length, characters: covered }, null, 2)}\n`,
);
console.log(`lib/fonts/inter-subset.woff2: ${woff2.length} bytes, ${covered.length} characters`);
