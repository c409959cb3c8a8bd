import { whenIdle } from './idle';

describe('whenIdle', () => {
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('waits for an idle period where the browser has them, with the deadline given, and can be cancelled', () => {
    const idle: Array<{ run: () => void; timeout?: number }> = [];
    window.requestIdleCallback = ((run: () => void, options?: { timeout?: number }) => idle.push({ run, timeout: options?.timeout })) as typeof window.requestIdleCallback;
    const cancelled: number[] = [];
    window.cancelIdleCallback = (handle: number) => void cancelled.push(handle);
    const work = jest.fn();
    const cancel = whenIdle(work, 500);
    expect(work).not.toHaveBeenCalled();
    expect(idle[0]!.timeout).toBe(500);
    idle[0]!.run();
    expect(work).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it('falls back to a task of its own where there are none', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.advanceTimersByTime(10);
    expect(cancelled).not.toHaveBeenCalled();
    jest.useRealTimers();
  });
});
