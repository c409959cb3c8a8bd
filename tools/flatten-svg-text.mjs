#!/usr/bin/env node
// @ts-check
/**
 * The drawings in public/images write their labels in a small stroke font: each character is a
 * `<use href="#_…">` of a glyph path in `<defs>`. Chrome builds a shadow tree for every `<use>` and
 * styles it on the main thread, so a drawing with 140 characters cost ~15 ms of main-thread work on a
 * fast machine (60 ms on a phone) when it loaded. This joins each run of glyph uses into one `<path>`
 * with the glyphs moved into place, and drops the glyph definitions nothing uses any more: the same
 * picture with a third of the elements and no shadow trees.
 *
 *   node tools/flatten-svg-text.mjs [files…]    default: every SVG under public/images
 *
 * A test (lib/svg-text.test.ts) fails while any drawing still has a glyph `<use>`.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Glyph ids start with an underscore (`#_A`, `#_2d`); other `<use>`s are whole symbols and stay. */
const GLYPH_USE = /<use href="#(_[\w-]+)"((?:\s+[xy]="-?[\d.]+")*)\s*\/>/g;
const GLYPH_RUN = /(?:<use href="#_[\w-]+"(?:\s+[xy]="-?[\d.]+")*\s*\/>\s*)+/g;

/** A number as short as it can be written. @param {number} value */
function formatNumber(value) {
  const text = String(Math.round(value * 1000) / 1000);
  return text.replace(/^(-?)0\./, '$1.');
}

/**
 * Moves a path by (dx, dy). The glyphs use only M, L, H, V (absolute, moved) and m, l, h, v, z
 * (relative, unchanged); any other command is refused rather than drawn wrong.
 * @param {string} d @param {number} dx @param {number} dy
 */
export function translatePath(d, dx, dy) {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const out = [];
  let command = '';
  let axis = 0; // which coordinate of the command's pair comes next
  for (const token of tokens) {
    if (/[A-Za-z]/.test(token)) {
      if (!/[MLHVmlhvZz]/.test(token)) throw new Error(`Path command ${token} is not supported: ${d}`);
      command = token;
      axis = 0;
      out.push(token);
      continue;
    }
    let value = Number(token);
    if (command === 'M' || command === 'L') value += axis === 0 ? dx : dy;
    else if (command === 'H') value += dx;
    else if (command === 'V') value += dy;
    if (command === 'M' || command === 'L' || command === 'm' || command === 'l') axis = 1 - axis;
    const text = formatNumber(value);
    const previous = out[out.length - 1] ?? '';
    // A separator only where the number would otherwise run into the previous one.
    out.push(/[A-Za-z]$/.test(previous) || text.startsWith('-') ? text : ` ${text}`);
  }
  return out.join('');
}

/**
 * The SVG with every run of glyph uses joined into one path, and unused glyph definitions removed.
 * @param {string} svg
 */
export function flattenSvgText(svg) {
  const glyphs = new Map();
  for (const match of svg.matchAll(/<path id="(_[\w-]+)" d="([^"]*)"\s*\/>/g)) glyphs.set(match[1], match[2]);
  const joined = svg.replace(GLYPH_RUN, (run) => {
    const parts = [...run.matchAll(GLYPH_USE)].map(([, id, attributes]) => {
      const d = glyphs.get(id);
      if (d === undefined) throw new Error(`Glyph #${id} is used but not defined`);
      const x = Number(/x="(-?[\d.]+)"/.exec(attributes)?.[1] ?? 0);
      const y = Number(/y="(-?[\d.]+)"/.exec(attributes)?.[1] ?? 0);
      return translatePath(d, x, y);
    });
    return `<path d="${parts.join('')}"/>`;
  });
  // Drop glyph definitions nothing refers to any more.
  return joined.replace(/<path id="(_[\w-]+)" d="[^"]*"\s*\/>/g, (definition, id) =>
    joined.includes(`#${id}"`) ? definition : '',
  );
}

/** Every SVG file under `dir`. @param {string} dir @returns {string[]} */
export function svgFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? svgFiles(path) : name.endsWith('.svg') ? [path] : [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : svgFiles(join('public', 'images'));
  for (const file of files) {
    const before = readFileSync(file, 'utf8');
    const after = flattenSvgText(before);
    if (after === before) continue;
    writeFileSync(file, after);
    const count = (/** @type {string} */ text) => (text.match(/<[a-zA-Z]/g) ?? []).length;
    console.log(`${file}: ${count(before)} -> ${count(after)} elements, ${before.length} -> ${after.length} bytes`);
  }
}
