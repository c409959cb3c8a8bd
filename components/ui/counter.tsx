'use client';

import { useEffect, useRef, useState } from 'react';
import { COUNTER_DURATION_MS, COUNTER_VISIBILITY_THRESHOLD } from '@/lib/counter';
import { EASE_OUT_CUBIC, loadMotion } from '@/lib/motion';

/**
 * A figure that counts up from 0 over 2 s (framer-motion's `animate`) the first time half of it is
 * visible. The server HTML holds the final value; after hydration a counter that is off screen resets
 * to 0 and waits. Under reduced motion, or when already on screen, it simply keeps the final value.
 * Screen readers get the final value only.
 */
export function Counter({ value, suffix = '' }: { value: number; suffix?: string }) {
  const [shown, setShown] = useState(value);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let stop = () => {};
    let cancelled = false;
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
        if (!visible) {
          // Coming into view: fetch the animation code now, not at hydration, where running the library
          // (a 20-50 ms task on a phone) would hold up a tap that came at that moment.
          if (entry.intersectionRatio > 0) void loadMotion();
          return;
        }
        observer.disconnect();
        void loadMotion().then(({ animate }) => {
          if (cancelled) return;
          const controls = animate(0, value, {
            duration: COUNTER_DURATION_MS / 1000,
            ease: EASE_OUT_CUBIC,
            onUpdate: (latest) => setShown(Math.round(latest)),
            onComplete: () => setShown(value),
          });
          stop = () => controls.stop();
        });
      },
      { threshold: [0, COUNTER_VISIBILITY_THRESHOLD] },
    );
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
      stop();
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
