import { readFileSync } from 'node:fs';
import { parsePrices, priceBooks, PRICES_FILE } from '@/lib/content/pricing';

/** The price books as data (content/prices.yml): read as the site reads them, and each malformed entry refused by name. */

const live = readFileSync(PRICES_FILE, 'utf8');

/** The live file with one occurrence of `from` replaced by `to` (the file must hold it). */
function edited(from: string | RegExp, to: string): string {
  const next = live.replace(from, to);
  if (next === live) throw new Error(`${PRICES_FILE} does not hold ${from}`);
  return next;
}

const UK_ESTIMATE = '- { id: cost-estimation, basis: area, rate: { low: 0.3, high: 0.5 }, minimum: 550 }';

describe('price books (content/prices.yml)', () => {
  it('the site reads every book, each card with its turnaround and, for tonnage, its packages joined', () => {
    expect(parsePrices(PRICES_FILE, live)).toEqual(priceBooks);
    expect(Object.keys(priceBooks)).toEqual(['us', 'uk', 'eu']);
    const bbs = priceBooks.uk.cards.find((c) => c.basis === 'tonnage')!;
    expect(bbs.basis === 'tonnage' && bbs.minimum).toBe(bbs.basis === 'tonnage' && bbs.packages[0]!.price);
    expect(priceBooks.uk.cards.find((c) => c.id === '3d-revit-modeling')!.label).toBe('3D Revit modelling');
    expect(priceBooks.us.cards.find((c) => c.id === '3d-revit-modeling')!.label).toBe('3D Revit modeling');
  });

  it.each([
    ['a rate below zero', UK_ESTIMATE, UK_ESTIMATE.replace('low: 0.3', 'low: -0.3'), 'books.uk.cards[0] (cost-estimation) rate.low must be more than 0 (got -0.3)'],
    ['a range upside down', UK_ESTIMATE, UK_ESTIMATE.replace('low: 0.3', 'low: 0.8'), 'books.uk.cards[0] (cost-estimation) rate must have low no higher than high'],
    ['a card without its minimum', UK_ESTIMATE, UK_ESTIMATE.replace(', minimum: 550', ''), 'books.uk.cards[0] (cost-estimation) minimum is missing'],
    ['a basis no card has', UK_ESTIMATE, UK_ESTIMATE.replace('basis: area', 'basis: hours'), 'books.uk.cards[0] (cost-estimation) basis must be one of "area", "sheets", "tonnage" (got "hours")'],
    ['a field a sheet card does not have', '- { id: shop-drawings, basis: sheets, rate: { low: 60, high: 90 }, minimum: 500 }', '- { id: shop-drawings, basis: sheets, rate: { low: 60, high: 90 }, perTrade: { label: Sheets, max: 4 }, minimum: 500 }', 'books.uk.cards[3] (shop-drawings) perTrade is not a known field (allowed: id, basis, rate, minimum)'],
    ['a service without a turnaround', UK_ESTIMATE, UK_ESTIMATE.replace('id: cost-estimation', 'id: cost-planning'), 'books.uk.cards[0] (cost-planning) id must be one of "cost-estimation"'],
    ['a service priced twice and one not at all', UK_ESTIMATE, UK_ESTIMATE.replace('id: cost-estimation', 'id: shop-drawings, basis: sheets').replace('basis: area, ', ''), 'books.uk must have one card for each of cost-estimation'],
    ['tonnage for a service without packages', '- { id: bar-bending-schedule, basis: tonnage, overRate: { low: 6.5, high: 8.5 } }', '- { id: shop-drawings, basis: tonnage, overRate: { low: 6.5, high: 8.5 } }', 'books.uk.cards[2] (shop-drawings) is priced by tonnage, which only the bar bending schedule is'],
    ['a typical job above the largest', 'typical: { area: 4000, sheets: 24, tonnage: 30 }', 'typical: { area: 4000, sheets: 500, tonnage: 30 }', 'books.uk has a typical size above its maximum'],
    ['a service without its drivers', /^ {4}drivers:\n(?: {6}- .*\n){3}(?= {4}british:)/m, '', 'services.cost-estimation.drivers is missing'],
    ['a market without a book', /^ {2}eu:\n[\s\S]*$/m, '', 'books.eu is missing'],
  ])('refuses %s, naming the file, the book and the card', (_, from, to, message) => {
    expect(() => parsePrices(PRICES_FILE, edited(from, to))).toThrow(`${PRICES_FILE}: ${message}`);
  });
});
