'use client';

import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { Testimonial } from '@/content/types';
import { CARD_SIZE_NARROW, CARD_SIZE_WIDE, CAROUSEL_HEIGHT, cardTransform, inView, positionAfter, STEP_DURATION_MS } from '@/lib/carousel';
import { loadAnimateMini } from '@/lib/motion';
import { TestimonialBody } from '@/components/ui/testimonial-card';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';

type Animate = Awaited<ReturnType<typeof loadAnimateMini>>;
type Controls = ReturnType<Animate>;

const liveText = (t: Testimonial) => `Showing testimonial from ${t.by.name}, ${t.by.company}`;

/**
 * Testimonials fanned out around a centre card. Clicking a card, the previous/next buttons, or the
 * arrow keys (when the carousel has focus) rotate the list so the chosen card is centred. The centre
 * card is what assistive technology reads; /testimonials lists all of them as plain text.
 *
 * React renders the cards once, in their first places (the static HTML). A step does not re-render
 * them: it slides the cards that show with framer-motion's `animateMini()` (its `animate()` for
 * elements, straight onto Web Animations: a transform the compositor runs, started within the tap),
 * puts the others in their new places, and changes only what must change: each card's
 * `data-position`, `data-centre` and `aria-hidden` on the old and new centre, and the live region's
 * text. React never renders the carousel again, so it never puts back what the step changed.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const liveRef = useRef<HTMLParagraphElement>(null);
  // Steps the list has turned in all; the cards keep their DOM order and move on screen.
  const offset = useRef(0);
  // framer-motion's animate once it has loaded (after hydration); until then a step sets the transform
  // and the cards' CSS transition slides them, as the carousel did before the library.
  const animateRef = useRef<Animate | null>(null);
  const running = useRef<(Controls | undefined)[]>([]);
  const reducedMotion = useRef<MediaQueryList | null>(null);
  const wide = useRef<MediaQueryList | null>(null);
  // The carousel's width, from a ResizeObserver, so that a step never has to ask for layout.
  const width = useRef(0);
  // New places of cards out of sight, written after the tap's frame (they stay out of sight till then).
  const deferred = useRef(new Map<HTMLElement, string>());
  const n = testimonials.length;
  const first = testimonials.find((_, index) => positionAfter(index, 0, n) === 0);

  useEffect(() => {
    reducedMotion.current = window.matchMedia('(prefers-reduced-motion: reduce)');
    wide.current = window.matchMedia('(min-width: 640px)');
    const resize = new ResizeObserver(([entry]) => {
      if (entry) width.current = entry.contentRect.width;
    });
    if (rootRef.current) resize.observe(rootRef.current);
    let cancelled = false;
    void loadAnimateMini().then((animate) => {
      if (cancelled) return;
      animateRef.current = animate;
      // From here framer-motion moves the cards and the centre's colours change at once (no CSS
      // transition: its events would each run through React's root listener within the tap).
      rootRef.current?.setAttribute('data-motion', '');
    });
    const animations = running.current;
    return () => {
      cancelled = true;
      resize.disconnect();
      animations.forEach((controls) => controls?.stop());
    };
  }, []);

  const move = (steps: number) => {
    const root = rootRef.current;
    if (!steps || !root) return;
    const before = offset.current;
    const after = (offset.current += steps);
    const cards = root.querySelectorAll<HTMLElement>(':scope > [data-tempid]');
    const animate = reducedMotion.current?.matches ? null : animateRef.current;
    const cardSize = wide.current?.matches ? CARD_SIZE_WIDE : CARD_SIZE_NARROW;
    // Until the width is known, every card slides.
    const shows = (position: number) => !width.current || inView(position, width.current, cardSize);
    cards.forEach((card, index) => {
      const from = positionAfter(index, before, n);
      const to = positionAfter(index, after, n);
      card.dataset.position = String(to);
      if (to === 0) {
        card.removeAttribute('aria-hidden');
        card.dataset.centre = '';
        if (liveRef.current) liveRef.current.textContent = liveText(testimonials[index]!);
      } else if (from === 0) {
        card.setAttribute('aria-hidden', 'true');
        delete card.dataset.centre;
      }
      const target = cardTransform(to);
      const previous = running.current[index];
      const sliding = previous?.state === 'running';
      deferred.current.delete(card);
      if (!sliding && !shows(from) && !shows(to)) {
        // Out of sight before and after the step: its new place can wait until this frame is painted.
        deferred.current.set(card, target);
        return;
      }
      if (!animate) {
        // Reduced motion (or the library not here yet): the card takes its new place; under reduced
        // motion it jumps, since the global rule cuts the CSS transition to nothing.
        previous?.stop();
        running.current[index] = undefined;
        card.style.transform = target;
        return;
      }
      // A step that interrupts a slide starts from where the card is now, not from where it was going.
      const current = sliding ? getComputedStyle(card).transform : cardTransform(from);
      previous?.stop();
      running.current[index] = animate(card, { transform: [current, target] }, { duration: STEP_DURATION_MS / 1000, ease: 'easeInOut' });
    });
    if (deferred.current.size) {
      // After the frame that answers the tap: a task of its own, so the tap is not kept waiting.
      requestAnimationFrame(() =>
        setTimeout(() => {
          deferred.current.forEach((transform, card) => (card.style.transform = transform));
          deferred.current.clear();
        }),
      );
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      move(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      move(-1);
    }
  };

  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription="carousel"
      aria-label="Client testimonials"
      tabIndex={0}
      onKeyDown={onKeyDown}
      // --card-step is CARD_SIZE_NARROW and CARD_SIZE_WIDE times CARD_STEP_RATIO (lib/carousel.ts).
      className="group/carousel relative w-full overflow-hidden rounded-card bg-mist [--card-step:calc(290px/1.5)] focus-visible:outline-offset-4 sm:[--card-step:calc(365px/1.5)]"
      style={{ height: CAROUSEL_HEIGHT }}
      data-testid="testimonial-carousel"
    >
      {testimonials.map((t, index) => {
        const position = positionAfter(index, 0, n);
        const isCentre = position === 0;
        return (
          <div
            key={t.tempId}
            data-tempid={t.tempId}
            data-position={position}
            data-centre={isCentre ? '' : undefined}
            aria-hidden={isCentre ? undefined : true}
            // The card's place now, read when it is clicked: the cards are not re-rendered as they move.
            onClick={() => move(positionAfter(index, offset.current, n))}
            // The size is CSS (CARD_SIZE_NARROW below 640 px, CARD_SIZE_WIDE from there) so that the
            // static HTML is right on a phone before React knows the viewport; only offsets need JS.
            // The centre card's look hangs on `data-centre`, so a step restyles two cards, not fifteen.
            className="group/card absolute left-1/2 top-1/2 z-0 flex size-[290px] cursor-pointer flex-col border-2 border-line bg-white p-5 text-navy-900 transition-[transform,background-color,color,border-color] duration-500 ease-in-out hover:border-accent-500 group-data-motion/carousel:transition-none sm:size-[365px] sm:p-8 data-centre:z-10 data-centre:border-accent-600 data-centre:bg-navy-900 data-centre:text-white data-centre:shadow-raised data-centre:hover:border-accent-600"
            style={{
              transform: cardTransform(position),
              clipPath: 'polygon(50px 0%, calc(100% - 50px) 0%, 100% 50px, 100% 100%, calc(100% - 50px) 100%, 50px 100%, 0 100%, 0 0)',
            }}
          >
            {/* Only the centre card's words are shown: the cards beside it lie under it or past the
                carousel's edges, where their text could only show as cut fragments. They keep their
                shape (a tap brings one to the centre) and are hidden from assistive technology. */}
            <figure className="invisible flex h-full flex-col overflow-hidden text-sm transition-[visibility] duration-500 group-data-centre/card:visible sm:text-base">
              <TestimonialBody t={t} fitted />
            </figure>
          </div>
        );
      })}
      {/* The arrows need the scripts: hidden (in place) until the page has hydrated. */}
      <div className="absolute bottom-4 left-1/2 z-20 flex -translate-x-1/2 gap-2 needs-scripts">
        <button
          type="button"
          onClick={() => move(-1)}
          aria-label="Previous testimonial"
          className="flex h-12 w-12 items-center justify-center border-2 border-line bg-white text-navy-900 hover:bg-navy-900 hover:text-white"
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          onClick={() => move(1)}
          aria-label="Next testimonial"
          className="flex h-12 w-12 items-center justify-center border-2 border-line bg-white text-navy-900 hover:bg-navy-900 hover:text-white"
        >
          <ChevronRightIcon />
        </button>
      </div>
      <p ref={liveRef} className="sr-only" aria-live="polite">
        {first ? liveText(first) : ''}
      </p>
    </div>
  );
}
