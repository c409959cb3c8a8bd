'use client';

import { useEffect, useRef, useState } from 'react';
import { schedulingUrl, type Booking, type SchedulingTheme } from '@/lib/scheduling';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { CalendarIcon } from '@/components/ui/icons';
import { loadThirdPartyScript } from '@/lib/third-party-script';

declare global {
  interface Window {
    Calendly?: {
      initInlineWidget(options: {
        url: string;
        parentElement: HTMLElement;
        prefill?: { name?: string; email?: string };
        utm?: Record<string, string>;
      }): void;
    };
  }
}

/** Wait this long after the last keystroke in name or email before re-initialising the widget. */
export const REINIT_DEBOUNCE_MS = 600;
/** Give up on the provider's script after this long and show the plain booking link. */
const SCRIPT_TIMEOUT_MS = 10_000;

/** Colours come from the theme tokens in globals.css, so the widget always matches the site. */
function themeFromCss(): SchedulingTheme {
  const css = getComputedStyle(document.documentElement);
  const token = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    primary: token('--color-accent-600', '#c2410c'),
    text: token('--color-ink', '#0f172a'),
    background: token('--color-paper', '#ffffff'),
  };
}

type State = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The inline booking widget for the 30-minute consultation (700 px high, min 320 px wide). Calendly's
 * script sets its own cookies, so it loads only when the visitor asks for the calendar (a facade that
 * says so): no third party's script runs on the page before then. It re-initialises, debounced, when
 * name or email change; if the script cannot load, the slot offers the plain booking link instead.
 */
export function SchedulingWidget({ name, email, booking }: { name: string; email: string; booking: Booking }) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('idle');
  const [asked, setAsked] = useState(false);
  const bookingUrl = booking.url;

  useEffect(() => {
    if (!asked) return;
    let cancelled = false;
    const timer = window.setTimeout(
      () => {
        setState((s) => (s === 'ready' ? s : 'loading'));
        loadThirdPartyScript(booking.scriptUrl, () => Boolean(window.Calendly), SCRIPT_TIMEOUT_MS)
          .then(() => {
            if (cancelled || !host.current || !window.Calendly) return;
            host.current.innerHTML = '';
            window.Calendly.initInlineWidget({
              url: schedulingUrl({ name, email, theme: themeFromCss(), booking }),
              parentElement: host.current,
              prefill: { name: name || undefined, email: email || undefined },
              utm: {
                utmCampaign: booking.utm.campaign,
                utmSource: booking.utm.source,
                utmMedium: booking.utm.medium,
              },
            });
            setState('ready');
          })
          .catch(() => {
            if (!cancelled) setState('failed');
          });
      },
      state === 'idle' ? 0 : REINIT_DEBOUNCE_MS,
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
    // `state` only picks the delay; re-running on it would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked, name, email, booking]);

  return (
    <div data-state={state} className="relative h-[700px] min-w-[min(320px,100%)] overflow-hidden rounded-card border border-line bg-white">
      {/* The provider renders its iframe here; React never touches this node's children. */}
      <div ref={host} className="h-full w-full" data-testid="scheduler-host" />
      {state !== 'ready' && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-8 text-center">
          <CalendarIcon width={40} height={40} className="text-accent-600" />
          <p className="text-lg font-bold text-navy-900">Book a {booking.eventLength} consultation</p>
          <p className="max-w-sm text-muted">
            {state === 'failed'
              ? 'The booking calendar could not load here. Open it directly to pick a time:'
              : state === 'loading'
                ? 'Loading the booking calendar…'
                : <>Pick a time that suits you with our estimating team. The calendar is {booking.provider}’s: showing it here loads their script, which sets cookies (<Link href="/cookie-policy/" className="underline">cookie policy</Link>).</>}
          </p>
          {state === 'idle' ? (
            // A link to the booking page, so it works before and without the scripts; once they run, a
            // plain click shows the calendar here instead (a click meant for a new tab still opens one).
            <a
              href={bookingUrl}
              target="_blank"
              rel="noopener"
              onClick={(e) => {
                if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                e.preventDefault();
                setAsked(true);
              }}
              className={buttonClasses('primary')}
            >
              Show the booking calendar
            </a>
          ) : (
            <a href={bookingUrl} target="_blank" rel="noopener" className={buttonClasses('primary')}>
              Open the booking page<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </div>
      )}
    </div>
  );
}
