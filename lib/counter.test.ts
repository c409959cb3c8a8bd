import { COUNTER_DURATION_MS, counterValue, easeOutCubic } from './counter';

describe('counter easing', () => {
  it('starts at 0 and reaches the target exactly when the duration ends, not before', () => {
    expect(counterValue(500, 0)).toBe(0);
    expect(counterValue(500, COUNTER_DURATION_MS * 0.8)).toBeLessThan(500);
    expect(counterValue(500, COUNTER_DURATION_MS)).toBe(500);
    expect(counterValue(500, 2000)).toBe(500);
    expect(counterValue(500, 5000)).toBe(500);
  });

  it('rises monotonically and eases out', () => {
    let previous = -1;
    for (let t = 0; t <= 2000; t += 100) {
      const v = counterValue(120, t);
      expect(v).toBeGreaterThanOrEqual(previous);
      previous = v;
    }
    expect(counterValue(100, 1000)).toBeGreaterThan(50); // ease-out: past half-way at half time
  });

  it('clamps the easing input', () => {
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });

  it('shows the final value at once with no duration', () => {
    expect(counterValue(15, 0, 0)).toBe(15);
  });
});
