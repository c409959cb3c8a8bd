import { act, render } from '@testing-library/react';
import { Counter } from './counter';
import { COUNTER_DURATION_MS, COUNTER_VISIBILITY_THRESHOLD } from '@/lib/counter';

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

const shown = (container: HTMLElement) => container.querySelector('[data-counter]')?.getAttribute('data-shown');

beforeEach(() => {
  jest.useFakeTimers();
  FakeObserver.last = null;
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  setReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

describe('Counter', () => {
  it('renders the final value first, and screen readers only ever get the final value', () => {
    const { container, getByText } = render(<Counter value={500} suffix="+" />);
    expect(shown(container)).toBe('500');
    FakeObserver.last!.report(0);
    expect(shown(container)).toBe('0');
    expect(getByText('500+', { selector: '.sr-only' })).toBeInTheDocument();
  });

  it('resets off screen, then counts up to the value over the duration once half of it is visible', () => {
    const { container } = render(<Counter value={500} suffix="+" />);
    const observer = FakeObserver.last!;
    observer.report(0);
    expect(shown(container)).toBe('0');
    observer.report(COUNTER_VISIBILITY_THRESHOLD / 2);
    act(() => jest.advanceTimersByTime(200));
    expect(shown(container)).toBe('0');
    observer.report(COUNTER_VISIBILITY_THRESHOLD);
    expect(observer.disconnected).toBe(true);
    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS / 2));
    const halfway = Number(shown(container));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(500);
    act(() => jest.advanceTimersByTime(COUNTER_DURATION_MS));
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
