import { SCENARIOS, fixedMomentTable, interactionTable, median, withinAllowance, withoutScripts } from './interaction.mjs';

describe('interaction bench', () => {
  it('allows 1.3 times the no-script page, or one frame over it, whichever is larger', () => {
    expect(withinAllowance(72, 56)).toBe(true); // 56 + 16
    expect(withinAllowance(80, 56)).toBe(false);
    expect(withinAllowance(135, 104)).toBe(true); // 104 * 1.3 = 135.2
    expect(withinAllowance(136, 104)).toBe(false);
  });

  it('takes the median of the runs', () => {
    expect(median([168, 104, 224])).toBe(168);
    expect(median([56, 64])).toBe(60);
    expect(median([])).toBe(0);
  });

  it('removes every script and nothing else for the reference page', () => {
    const html =
      '<head><script>loader()</script><script type="application/json" id="d">{"a":"</p>"}</script></head>' +
      '<body><h1>Title</h1><script type="application/ld+json">{}</script><p>Text</p><script src="/x.js" async=""></script></body>';
    expect(withoutScripts(html)).toBe('<head></head><body><h1>Title</h1><p>Text</p></body>');
  });

  it('measures what the issue names: home (menu, FAQ, carousel), /contact/ (typing, a file), /pricing/ (the calculator)', () => {
    expect(SCENARIOS.map((s) => `${s.path} ${s.id} ${s.when.join('+')}`)).toEqual([
      '/ home-menu early+late',
      '/ home-faq early+late',
      '/ home-carousel late',
      '/contact/ contact-typing early+late',
      '/contact/ contact-file early+late',
      '/pricing/ pricing-input early+late',
    ]);
    const table = interactionTable(
      [{ id: 'home-menu', label: 'home: tap the menu button', when: 'early', siteMs: 80, referenceMs: 56, siteRunsMs: [80, 72, 88], referenceRunsMs: [56, 56, 64], slowest: 'pointerup', ok: false }],
      3,
    );
    expect(table).toContain('| home: tap the menu button | early | 80 (80, 72, 88) | 56 (56, 56, 64) | 72 | no | pointerup |');
  });
});

describe('fixedMomentTable', () => {
  it('gives a row a moment and a column a page, each cell the median and every run', () => {
    const rows = [
      { delayMs: 450, label: 'site', ms: 136, runsMs: [96, 136, 152] },
      { delayMs: 450, label: 'no script', ms: 104, runsMs: [72, 104, 128] },
      { delayMs: 1000, label: 'site', ms: 64, runsMs: [56, 64, 72] },
    ];
    expect(fixedMomentTable(rows).split('\n')).toEqual([
      '| menu tap sent after commit | site ms (median; each run) | no script ms (median; each run) |',
      '|---|---|---|',
      '| 450 ms | 136 (96, 136, 152) | 104 (72, 104, 128) |',
      '| 1000 ms | 64 (56, 64, 72) | - |',
    ]);
  });
});
