'use client';

import { useEffect, useRef, useState } from 'react';
import { COUNTER_DURATION_MS, COUNTER_VISIBILITY_THRESHOLD, counterValue } from '@/lib/counter';

/**
 * A figure that counts up from 0 the first time half of it is visible. The server HTML holds the
 * final value; after hydration a counter that is off screen resets to 0 and waits. Under reduced
 * motion, or when already on screen, it simply keeps the final value. Screen readers get the final
 * value only.
 */
export function Counter({ value, suffix = '' }: { value: number; suffix?: string }) {
  const [shown, setShown] = useState(value);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    let armed = false;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const visible = entry.intersectionRatio >= COUNTER_VISIBILITY_THRESHOLD;
        if (!armed) {
          // First report: on screen already means no animation; off screen means reset and wait.
          if (visible) return observer.disconnect();
          armed = true;
          setShown(0);
          return;
        }
        if (!visible) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const elapsed = now - start;
          setShown(counterValue(value, elapsed));
          if (elapsed < COUNTER_DURATION_MS) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: [0, COUNTER_VISIBILITY_THRESHOLD] },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  return (
    <span ref={ref} data-counter={value} data-shown={shown}>
      <span aria-hidden="true" data-pagefind-ignore className="tabular-nums">
        {shown}
        {suffix}
      </span>
      <span className="sr-only">
        {value}
        {suffix}
      </span>
    </span>
  );
}
