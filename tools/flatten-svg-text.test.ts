import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flattenSvgText, svgFiles, translatePath } from './flatten-svg-text.mjs';

describe('drawing labels as paths (tools/flatten-svg-text.mjs)', () => {
  it('moves absolute commands and leaves relative ones', () => {
    expect(translatePath('M6 2L5 1H1L0 2v2l1 1h4z', 10, 100)).toBe('M16 102L15 101H11L10 102v2l1 1h4z');
    expect(translatePath('M3 -.5v11M1 0 2 3', 1, 1)).toBe('M4 .5v11M2 1 3 4');
    expect(() => translatePath('M0 0C1 1 2 2 3 3', 1, 1)).toThrow(/not supported/);
  });

  it('joins a run of glyph uses into one path and drops the glyphs nothing uses', () => {
    const svg =
      '<svg><defs><path id="_A" d="M0 0v8"/><path id="_B" d="M0 0h4"/><path id="cm" d="M0 0h1"/></defs>' +
      '<g class="t"><use href="#_A"/><use href="#_B" x="8"/></g><use href="#cm" x="5" y="5"/></svg>';
    expect(flattenSvgText(svg)).toBe(
      '<svg><defs><path id="cm" d="M0 0h1"/></defs><g class="t"><path d="M0 0v8M8 0h4"/></g><use href="#cm" x="5" y="5"/></svg>',
    );
  });

  it('no drawing in public/images still spells its labels with <use> glyphs (run the script)', () => {
    const files = svgFiles(join('public', 'images'));
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((file) => /<use href="#_/.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
