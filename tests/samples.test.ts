/**
 * @jest-environment node
 */
/**
 * Sample deliverables: the numbers printed in the sample PDFs are technically right (BS 8666 lengths
 * and weights, estimate arithmetic, takeoff quantities that agree with the estimate), and each PDF
 * builds within its limits.
 */
import { PDFDocument } from 'pdf-lib';
import { astmBars, barList, bbs, boq, bs8666MinRadius, bs8666UnitMass, clashReport, clashTests, estimate, mepDisciplines, samples, shopDrawing, takeoff, type BbsBar } from '@/lib/content/samples';
import { people } from '@/lib/content/team';
import { barMarkWeight, boqItemTotal, boqSectionTotal, boqSummary, clashCounts, divisionTotal, estimateTotals, feetInches, orderQuantity, sampleForService, samplePath, totalBars, usBarLength, usMarkWeight, usWeightBySize, weightBySize } from '@/lib/samples';
import { samplePdf } from '@/lib/sample-pdfs';
import { requireService } from '@/lib/content/services';

describe('bar bending schedule (BS 8666:2020)', () => {
  const bars = bbs.bars;

  test('unit masses are the BS 8666 Table 1 values, i.e. steel at 7850 kg/m3 over the nominal area', () => {
    expect(bs8666UnitMass).toEqual({ 10: 0.617, 12: 0.888, 16: 1.579, 20: 2.466, 25: 3.854 });
    for (const [d, mass] of Object.entries(bs8666UnitMass)) {
      const fromArea = ((Math.PI * Number(d) ** 2) / 4) * 1e-6 * 7850;
      expect(Math.abs(mass - fromArea)).toBeLessThan(0.0015);
    }
  });

  test('minimum bend radii are Table 2: 2d up to 16 mm, 3.5d from 20 mm', () => {
    for (const [d, r] of Object.entries(bs8666MinRadius)) {
      expect(r).toBe(Math.floor((Number(d) <= 16 ? 4 : 7) * Number(d) / 2));
    }
  });

  /** Length formula of each shape code, BS 8666:2020 Table 3, with the standard radius. */
  function formulaLength(bar: BbsBar): number {
    const { A, B = 0, C = 0 } = bar.dims;
    const d = bar.size;
    const r = bs8666MinRadius[bar.size];
    switch (bar.shape) {
      case '00': return A;
      case '11': return A + B - 0.5 * r - d;
      case '21': return A + B + C - r - 2 * d;
      case '51': return 2 * (A + B + C) - 2.5 * r - 5 * d;
    }
  }

  test.each(bars.map((b) => [b.mark, b] as const))('bar mark %s: scheduled length is the shape formula rounded up to 25 mm', (_mark, bar) => {
    expect(bar.length).toBe(Math.ceil(formulaLength(bar) / 25) * 25);
  });

  test('links (shape 51) have equal hooks C = D, at least 10 bar diameters', () => {
    for (const bar of bars.filter((b) => b.shape === '51')) {
      expect(bar.dims.C).toBe(bar.dims.D);
      expect(bar.dims.C!).toBeGreaterThanOrEqual(10 * bar.size);
    }
  });

  test('weight of each mark = number x length x unit mass', () => {
    const mark01 = bars.find((b) => b.mark === '01')!;
    expect(barMarkWeight(mark01)).toBe(279.4); // 20 x 3.625 m x 3.854 kg/m = 279.415
    for (const bar of bars) {
      expect(barMarkWeight(bar)).toBeCloseTo(totalBars(bar) * (bar.length / 1000) * bs8666UnitMass[bar.size], 1);
    }
  });

  test('weight by size adds up to the sum of the marks, and every mark is unique', () => {
    const bySize = weightBySize(bars).reduce((sum, w) => sum + w.weight, 0);
    const byMark = bars.reduce((sum, b) => sum + barMarkWeight(b), 0);
    expect(bySize).toBeCloseTo(byMark, 1);
    expect(new Set(bars.map((b) => b.mark)).size).toBe(bars.length);
  });
});

describe('cost estimate', () => {
  /** CSI MasterFormat 2018 division titles. */
  const masterFormat: Record<string, string> = {
    '01': 'General Requirements', '03': 'Concrete', '04': 'Masonry', '05': 'Metals', '06': 'Wood, Plastics, and Composites',
    '07': 'Thermal and Moisture Protection', '08': 'Openings', '09': 'Finishes', '10': 'Specialties', '14': 'Conveying Equipment',
    '21': 'Fire Suppression', '22': 'Plumbing', '23': 'Heating, Ventilating, and Air Conditioning (HVAC)', '26': 'Electrical',
    '27': 'Communications', '28': 'Electronic Safety and Security', '31': 'Earthwork', '32': 'Exterior Improvements', '33': 'Utilities',
  };

  test('divisions are MasterFormat divisions with their own titles, in order', () => {
    for (const d of estimate.divisions) expect(masterFormat[d.code]).toBe(d.title);
    const codes = estimate.divisions.map((d) => d.code);
    expect([...codes].sort()).toEqual(codes);
  });

  test('division totals, direct cost and markups add up', () => {
    const direct = estimate.divisions.flatMap((d) => d.lines).reduce((sum, l) => sum + l.quantity * l.unitCost, 0);
    const totals = estimateTotals();
    expect(totals.direct).toBeCloseTo(direct, 2);
    expect(estimate.divisions.reduce((sum, d) => sum + divisionTotal(d), 0)).toBeCloseTo(direct, 2);
    const compounded = estimate.markups.reduce((sum, m) => sum * (1 + m.percent / 100), direct);
    expect(Math.abs(totals.total - compounded)).toBeLessThan(0.05);
    expect(totals.direct + totals.markups.reduce((sum, m) => sum + m.amount, 0)).toBeCloseTo(totals.total, 2);
  });

  test('cost per square foot is plausible for a medical office building', () => {
    const perSf = estimateTotals().total / 46_500;
    expect(perSf).toBeGreaterThan(300);
    expect(perSf).toBeLessThan(550);
  });

  test('the takeoff measures what the estimate prices', () => {
    const takeoffSum = (pattern: RegExp, unit: string) =>
      takeoff.trades.flatMap((t) => t.lines).filter((l) => pattern.test(l.item) && l.unit === unit).reduce((s, l) => s + l.quantity, 0);
    const estimateQty = (pattern: RegExp) => estimate.divisions.flatMap((d) => d.lines).find((l) => pattern.test(l.description))!.quantity;
    expect(takeoffSum(/footings/, 'CY')).toBe(estimateQty(/footings/));
    expect(takeoffSum(/columns|beams|HSS/, 'TON')).toBe(estimateQty(/Structural steel frame/));
    expect(takeoffSum(/vinyl|Carpet|Porcelain/, 'SF')).toBe(estimateQty(/^Flooring/));
    expect(takeoffSum(/TPO/, 'SQ') * 100).toBe(estimateQty(/TPO/));
    expect(takeoffSum(/^Partitions/, 'SF')).toBe(estimateQty(/partitions/));
  });

  test('order quantities add waste and round up', () => {
    expect(orderQuantity({ item: 'x', reference: 'x', quantity: 286, unit: 'CY', waste: 3 })).toBe(295);
    expect(orderQuantity({ item: 'x', reference: 'x', quantity: 100, unit: 'SF', waste: 10 })).toBe(110);
  });
});

describe('NRM2 bill of quantities', () => {
  /** NRM2 (2nd edition) work section titles used in the sample. */
  const nrm2: Record<number, string> = {
    1: 'Preliminaries (main contract)', 5: 'Excavating and filling', 11: 'In-situ concrete works', 14: 'Masonry', 34: 'Drainage below ground',
  };

  test('work sections are NRM2 work sections with their own titles, in order, in NRM2 units', () => {
    for (const section of [boq.preliminaries, ...boq.measured]) expect(nrm2[section.number]).toBe(section.title);
    const numbers = boq.measured.map((section) => section.number);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    for (const item of boq.measured.flatMap((section) => section.items)) expect(['m³', 'm²', 'm', 'nr', 't']).toContain(item.unit);
    for (const section of [boq.preliminaries, ...boq.measured]) {
      expect(section.items.map((item) => item.ref)).toEqual(section.items.map((_, i) => String.fromCharCode(65 + i)));
    }
  });

  test('items, collection and summary add up to the penny', () => {
    const items = [boq.preliminaries, ...boq.measured].flatMap((section) => section.items);
    for (const item of items) expect(boqItemTotal(item)).toBeCloseTo(item.quantity * item.rate, 2);
    const summary = boqSummary();
    expect(summary.measured).toBeCloseTo(boq.measured.reduce((sum, section) => sum + boqSectionTotal(section), 0), 2);
    expect(summary.overheadsAndProfit).toBeCloseTo((summary.preliminaries + summary.measured) * 0.065, 2);
    expect(summary.total).toBeCloseTo(summary.preliminaries + summary.measured + summary.provisional + summary.dayworks + summary.overheadsAndProfit, 2);
  });

  test('reinforcement in the bill is in tonnes at a plausible UK rate, and preliminaries are a plausible share', () => {
    const bars = boq.measured.flatMap((section) => section.items).filter((item) => /^Reinforcement bars/.test(item.description));
    // NRM2 measures each nominal size apart: one item per diameter, never a band such as "16-25 mm".
    expect(bars.length).toBe(5);
    for (const bar of bars) {
      expect(bar.description).toMatch(/, \d+ mm, /);
      expect(bar.description).not.toMatch(/\d+-\d+ mm/);
      expect(bar.unit).toBe('t');
      expect(bar.rate).toBeGreaterThan(800);
      expect(bar.rate).toBeLessThan(1_600);
    }
    const { preliminaries, measured } = boqSummary();
    expect(preliminaries / measured).toBeGreaterThan(0.1);
    expect(preliminaries / measured).toBeLessThan(0.45);
  });
});

describe('clash report and shop drawing', () => {
  test('the report is what its stated tests find: every group is MEP against the discipline its test names', () => {
    for (const t of clashTests) expect(clashReport.scope).toContain(t.name);
    for (const group of clashReport.groups) {
      const test = clashTests.find((t) => t.id === group.test)!;
      const [a, b] = group.disciplines.split(' / ');
      const pair = [a!, b!];
      // One side is an MEP model; the other is what the test checks MEP against.
      const ok = pair.some((d, i) => mepDisciplines.includes(d) && test.against.includes(pair[1 - i]!));
      expect(`${group.id} ${group.disciplines} in ${test.name}: ${ok}`).toBe(`${group.id} ${group.disciplines} in ${test.name}: true`);
    }
    for (const t of clashTests) expect(clashReport.groups.some((g) => g.test === t.id)).toBe(true);
  });

  test('clash counts by status add up to the total', () => {
    const { byStatus, total } = clashCounts();
    expect(byStatus.reduce((n, s) => n + s.clashes, 0)).toBe(total);
    expect(byStatus.reduce((n, s) => n + s.groups, 0)).toBe(clashReport.groups.length);
    expect(new Set(clashReport.groups.map((g) => g.id)).size).toBe(clashReport.groups.length);
  });

  test('beam length and hole pattern agree with the connection', () => {
    expect(feetInches(shopDrawing.length)).toBe('24\'-6 1/4"');
    const { plate, holes } = shopDrawing;
    expect(plate.length).toBe(2 * plate.edge + (holes.rows - 1) * holes.pitch);
    expect(holes.fromEnd).toBe(plate.boltLine - plate.setback);
    expect(shopDrawing.bolts.reduce((n, b) => n + b.quantity, 0)).toBe(2 * holes.rows);
  });
});

describe('sample PDFs', () => {
  test('each service maps to its sample', () => {
    const expected: Record<string, string> = {
      'cost-estimation': 'estimate', 'construction-cost-estimation': 'estimate',
      'material-takeoff': 'takeoff', 'quantity-surveying': 'takeoff',
      'bar-bending-schedule': 'bar-list', 'rebar-detailing': 'bar-list',
      'clash-detection-coordination': 'clash-report', bim: 'clash-report',
      'shop-drawings': 'shop-drawing', 'structural-steel-shop-drawings': 'shop-drawing',
      'rebar-shop-drawings': 'shop-drawing', 'mep-shop-drawings': 'shop-drawing',
    };
    for (const [slug, id] of Object.entries(expected)) {
      expect(requireService(slug).slug).toBe(slug);
      expect(sampleForService(slug)?.id).toBe(id);
    }
    expect(sampleForService('architectural-design')).toBeUndefined();
  });

  test('a market variant links only a sample in its own currency and units', () => {
    for (const slug of ['quantity-surveying', 'cost-estimation', 'material-takeoff']) expect(sampleForService(slug, 'uk')?.id).toBe('boq');
    for (const slug of ['quantity-surveying', 'cost-estimation', 'material-takeoff']) expect(sampleForService(slug, 'eu')).toBeUndefined();
    // BS 8666 is the UK's (and Ireland's) standard, not Europe's; the US reads a bar list in #-sizes and pounds.
    expect(sampleForService('bar-bending-schedule', 'uk')?.id).toBe('bbs');
    expect(sampleForService('bar-bending-schedule', 'us')?.id).toBe('bar-list');
    expect(sampleForService('bar-bending-schedule', 'eu')).toBeUndefined();
  });

  test.each(samples.map((s) => [s.id] as const))('%s: 2-4 pages, titled, under 300 kB', async (id) => {
    const { bytes, pages } = await samplePdf(id);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(pages);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(4);
    expect(doc.getTitle()).toBe(samples.find((s) => s.id === id)!.title);
    expect(doc.getAuthor()).toBeTruthy();
    expect(bytes.length).toBeLessThan(300_000);
    expect(samplePath(id)).toMatch(/^\/samples\/[a-z-]+\.pdf$/);
  });
});

describe('US bar list', () => {
  test('weights are ASTM A615 nominal weights x length x number, in pounds and US tons', () => {
    expect(astmBars[6].weight).toBe(1.502);
    for (const bar of barList.bars) {
      expect(usMarkWeight(bar)).toBeCloseTo(bar.members * bar.barsEach * (usBarLength(bar) / 12) * astmBars[bar.size].weight, 0);
    }
    const total = usWeightBySize(barList.bars).reduce((n, w) => n + w.weight, 0);
    expect(total).toBeCloseTo(barList.bars.reduce((n, b) => n + usMarkWeight(b), 0), 1);
    expect(new Set(barList.bars.map((b) => b.mark)).size).toBe(barList.bars.length);
  });
});

describe('who signs the samples, and what they say', () => {
  const signatories = () => [estimate.preparedBy, estimate.checkedBy, takeoff.measuredBy, takeoff.checkedBy, boq.preparedBy, boq.checkedBy, bbs.preparedBy, bbs.checkedBy, barList.preparedBy, barList.checkedBy, shopDrawing.drawnBy, shopDrawing.checkedBy];

  test('every signatory is on the team page', () => {
    for (const name of signatories()) {
      const surname = name.replace(/ \(.*\)$/, '').split(',')[0]!.split(' ').slice(1).join(' ');
      expect(`${name}: ${people.some((p) => p.name.endsWith(surname))}`).toBe(`${name}: true`);
    }
  });

  test('a signatory the firm has not confirmed is labelled as the team page labels them', () => {
    for (const name of signatories()) {
      const surname = name.replace(/ \(.*\)$/, '').split(',')[0]!.split(' ').slice(1).join(' ');
      const person = people.find((p) => p.name.endsWith(surname))!;
      expect(`${name}: ${person.provenance !== 'confirmed' ? /\((?:fictional|to be confirmed)\)$/.test(name) : !name.includes('(')}`).toBe(`${name}: true`);
    }
  });

  test('the shop drawing’s top of steel is the level less the estimate’s slab (fill on deck)', () => {
    const lines = estimate.divisions.flatMap((d) => d.lines).map((l) => l.description);
    expect(lines).toContain('Lightweight concrete fill on metal deck, 3-1/4 in.');
    expect(lines).toContain('Composite floor deck, 2 in. 20 gauge');
    expect(shopDrawing.topOfSteel).toContain("115'-6 3/4\"");
    expect(shopDrawing.topOfSteel).toContain('5 1/4" slab');
  });

  test('the UK bill does not add VAT to zero-rated work on new dwellings', () => {
    expect(boq.notes.join(' ')).toMatch(/zero-rated/);
    expect(boq.notes.join(' ')).not.toMatch(/VAT, which is added/);
  });
});
