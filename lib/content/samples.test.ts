/**
 * @jest-environment node
 */
import { samplesOf } from '@/content/samples';
import { firmName } from '@/lib/content/firm';
import * as loaded from '@/lib/content/samples';
import { checkSamples, SAMPLES_FILE, signatory, type Samples } from '@/lib/content/samples';

/** The sample deliverables' entries (content/samples.ts), checked by their schema: each malformed entry refused by name. */

const entries = () => structuredClone(samplesOf({ firmName, signatory }));

/** A copy of the entries with the value at `path` set to `value`, or removed when `value` is undefined. */
function broken(path: readonly (string | number)[], value: unknown): unknown {
  const data = entries();
  const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, data);
  const last = path[path.length - 1]!;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return data;
}

describe('sample deliverables (content/samples.ts)', () => {
  it('the site reads every entry as written', () => {
    const checked: Samples = checkSamples(entries());
    for (const [key, value] of Object.entries(checked)) expect(loaded[key as keyof Samples]).toEqual(value);
  });

  it.each([
    ['a bar size BS 8666 does not have', ['bbs', 'bars', 3, 'size'], 11, 'bbs.bars[3] (04) size must be one of 10, 12, 16, 20, 25 (got 11)'],
    ['a US bar without its length', ['barList', 'bars', 1, 'dims', 'A'], undefined, 'barList.bars[1] (F2B) dims.A is missing'],
    ['a bill item without its rate', ['boq', 'measured', 1, 'items', 5, 'rate'], undefined, 'boq.measured[1] (11) items[5] (F) rate is missing'],
    ['an estimate line at a negative cost', ['estimate', 'divisions', 1, 'lines', 0, 'unitCost'], -685, 'estimate.divisions[1] (03) lines[0].unitCost must be more than 0 (got -685)'],
    ['a takeoff line with negative waste', ['takeoff', 'trades', 0, 'lines', 2, 'waste'], -1, 'takeoff.trades[0] (Concrete) lines[2].waste must be 0 or more (got -1)'],
    ['a clash status the report does not count', ['clashReport', 'groups', 2, 'status'], 'Closed', 'clashReport.groups[2] (G03) status must be one of "New", "Active", "Reviewed", "Approved", "Resolved" (got "Closed")'],
    ['a market that is not one', ['samples', 2, 'markets'], ['gb'], 'samples[2] (boq) markets[0] must be one of "us", "uk", "eu" (got "gb")'],
    ['a field a steel piece does not have', ['shopDrawing', 'pieces', 0, 'grade'], 50, 'shopDrawing.pieces[0] (B2-14) grade is not a known field (allowed: mark, quantity, description, length, weightPerFoot, material)'],
    ['a unit mass missing for a bar size', ['bs8666UnitMass', 16], undefined, 'bs8666UnitMass.16 is missing'],
  ])('refuses %s, naming the document, the entry and the field', (_, path, value, message) => {
    expect(() => checkSamples(broken(path, value))).toThrow(`${SAMPLES_FILE}: ${message}`);
  });
});
