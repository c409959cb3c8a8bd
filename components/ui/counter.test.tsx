import { act, render } from '@testing-library/react';
import { Counter } from './counter';
import { COUNTER_DURATION_MS, COUNTER_VISIBILITY_THRESHOLD } from '@/lib/counter';
import { loadMotion } from '@/lib/motion';

/** An IntersectionObserver the test drives: `report(ratio)` says how much of the counter is visible. */
class FakeObserver {
  static last: FakeObserver | null = null;
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(ratio: number) {
    act(() => this.callback([{ intersectionRatio: ratio } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
}

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

/** Let time pass a frame's worth at a time, as a browser would (framer-motion steps by frames). */
function advance(ms: number) {
  for (let t = 0; t < ms; t += 100) act(() => jest.advanceTimersByTime(100));
}

const shown = (container: HTMLElement) => container.querySelector('[data-counter]')?.getAttribute('data-shown');

// One fake clock for the whole file: framer-motion keeps the frame timer it found when it first loaded.
beforeAll(() => jest.useFakeTimers());
afterAll(() => jest.useRealTimers());
beforeEach(() => {
  FakeObserver.last = null;
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  setReducedMotion(false);
});

describe('Counter', () => {
  it('renders the final value first, and screen readers only ever get the final value', () => {
    const { container, getByText } = render(<Counter value={500} suffix="+" />);
    expect(shown(container)).toBe('500');
    FakeObserver.last!.report(0);
    expect(shown(container)).toBe('0');
    expect(getByText('500+', { selector: '.sr-only' })).toBeInTheDocument();
  });

  it('resets off screen, then counts up to the value over the duration once half of it is visible (framer-motion, loaded on the way)', async () => {
    const { container } = render(<Counter value={500} suffix="+" />);
    const observer = FakeObserver.last!;
    observer.report(0);
    expect(shown(container)).toBe('0');
    observer.report(COUNTER_VISIBILITY_THRESHOLD / 2);
    act(() => jest.advanceTimersByTime(200));
    expect(shown(container)).toBe('0');
    observer.report(COUNTER_VISIBILITY_THRESHOLD);
    expect(observer.disconnected).toBe(true);
    // The animation starts once framer-motion has arrived.
    await act(async () => {
      await loadMotion();
      await Promise.resolve();
    });
    advance(COUNTER_DURATION_MS / 2);
    const halfway = Number(shown(container));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(500);
    // Ease-out: well past half the value at half the time.
    expect(halfway).toBeGreaterThan(250);
    advance(COUNTER_DURATION_MS / 2 + 100);
    expect(shown(container)).toBe('500');
  });

  it('keeps the final value when it is already on screen', () => {
    const { container } = render(<Counter value={120} />);
    FakeObserver.last!.report(1);
    expect(FakeObserver.last!.disconnected).toBe(true);
    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS));
    expect(shown(container)).toBe('120');
  });

  it('never moves under reduced motion', () => {
    setReducedMotion(true);
    const { container } = render(<Counter value={15} />);
    expect(FakeObserver.last).toBeNull();
    expect(shown(container)).toBe('15');
  });
});
