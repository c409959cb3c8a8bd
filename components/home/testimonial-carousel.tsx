'use client';

import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CARD_SIZE_NARROW, CARD_SIZE_WIDE, CAROUSEL_HEIGHT, cardTransform, inView, positionAfter, STEP_DURATION_MS } from '@/lib/carousel';
import { loadAnimateMini } from '@/lib/motion';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';

type Animate = Awaited<ReturnType<typeof loadAnimateMini>>;
type Controls = ReturnType<Animate>;

/** One card: its testimonial, rendered on the server (components/ui/testimonial-card.tsx `testimonialSlides`). */
export interface Slide {
  id: string;
  /** "Name, Company", announced when the card comes to the centre. */
  person: string;
  body: ReactNode;
}

const liveText = (slide: Slide) => `Showing testimonial from ${slide.person}`;

/**
 * Testimonials fanned out around a centre card. Clicking a card, the previous/next buttons, or the
 * arrow keys (when the carousel has focus) rotate the list so the chosen card is centred. The centre
 * card is what assistive technology reads; /testimonials lists all of them as plain text.
 *
 * React renders everything: each card's place (`data-position`, its transform), the centre's
 * `data-centre` and `aria-hidden`, and the live region's text all come from one number, how many steps
 * the list has turned. A step stays cheap for three reasons:
 * - the cards' contents come rendered from the server as props that never change, so a step re-renders
 *   fifteen small boxes and no testimonial (and no testimonial's code is in the page's scripts);
 * - cards out of sight before and after a step take their new place in a render of their own, after
 *   the frame that answers the tap has been painted;
 * - framer-motion's `animateMini()` (Web Animations, on the compositor) slides the cards that show, from
 *   where they were to where React has just put them: the animation covers the new inline transform
 *   while it runs and writes that same value when it ends.
 */
export function TestimonialCarousel({ slides }: { slides: Slide[] }) {
  const n = slides.length;
  // Steps the list has turned in all; the cards keep their DOM order and move on screen.
  const [offset, setOffset] = useState(0);
  // Where the cards out of sight are: they take their new place after the frame that answers the tap
  // has been painted, in a task of their own, so the tap does not wait for them.
  const [settledOffset, setSettledOffset] = useState(0);
  // The carousel's width and card size, from a ResizeObserver; 0 until known (then every card slides).
  const [view, setView] = useState({ width: 0, cardSize: CARD_SIZE_WIDE });
  // framer-motion's animate, once it has loaded (after hydration). Until then the cards' CSS
  // transition slides them; from then on it is off (`data-motion`) and framer-motion slides them.
  const [animate, setAnimate] = useState<Animate | null>(null);
  const reducedMotion = useRef<MediaQueryList | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const running = useRef<(Controls | undefined)[]>([]);
  // The place each card was last rendered in, so a step knows where a card slides from.
  const rendered = useRef<number[]>(slides.map((_, index) => positionAfter(index, 0, n)));

  const shows = (position: number) => !view.width || inView(position, view.width, view.cardSize);
  const places = slides.map((_, index) => {
    const now = positionAfter(index, offset, n);
    const settled = positionAfter(index, settledOffset, n);
    return shows(now) || shows(settled) ? now : settled;
  });
  const centre = slides[places.indexOf(0)];

  useEffect(() => {
    reducedMotion.current = window.matchMedia('(prefers-reduced-motion: reduce)');
    const wide = window.matchMedia('(min-width: 640px)');
    const resize = new ResizeObserver(([entry]) => {
      if (entry) setView({ width: entry.contentRect.width, cardSize: wide.matches ? CARD_SIZE_WIDE : CARD_SIZE_NARROW });
    });
    if (rootRef.current) resize.observe(rootRef.current);
    let cancelled = false;
    void loadAnimateMini().then((loaded) => {
      if (!cancelled) setAnimate(() => loaded);
    });
    const animations = running.current;
    return () => {
      cancelled = true;
      resize.disconnect();
      animations.forEach((controls) => controls?.stop());
    };
  }, []);

  useEffect(() => {
    if (settledOffset === offset) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setSettledOffset(offset));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [offset, settledOffset]);

  // After React has put the cards in their new places and before the browser paints them there:
  // slide the ones that show from where they were.
  useLayoutEffect(() => {
    const slide = reducedMotion.current?.matches ? null : animate;
    const cards = rootRef.current?.querySelectorAll<HTMLElement>(':scope > [data-tempid]');
    places.forEach((to, index) => {
      const from = rendered.current[index]!;
      if (from === to) return;
      rendered.current[index] = to;
      const card = cards?.[index];
      const previous = running.current[index];
      const sliding = previous?.state === 'running';
      // Under reduced motion, before framer-motion has loaded, or out of sight before and after: the
      // card simply is where React put it (the CSS transition slides it until framer-motion is here).
      if (!slide || !card || (!sliding && !shows(from) && !shows(to))) return;
      // A step that interrupts a slide starts from where the card is now, not from where it was going.
      const current = sliding ? getComputedStyle(card).transform : cardTransform(from);
      previous?.stop();
      running.current[index] = slide(card, { transform: [current, cardTransform(to)] }, { duration: STEP_DURATION_MS / 1000, ease: 'easeInOut' });
    });
  });

  const move = (steps: number) => {
    if (steps) setOffset((turned) => turned + steps);
  };
  // A tapped card comes to the centre: as many steps as its place is from it.
  const select = useCallback((index: number) => setOffset((turned) => turned + positionAfter(index, turned, n)), [n]);

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
      data-motion={animate ? '' : undefined}
      // --card-step is CARD_SIZE_NARROW and CARD_SIZE_WIDE times CARD_STEP_RATIO (lib/carousel.ts).
      className="group/carousel relative w-full overflow-hidden rounded-card bg-mist [--card-step:calc(290px/1.5)] focus-visible:outline-offset-4 sm:[--card-step:calc(365px/1.5)]"
      style={{ height: CAROUSEL_HEIGHT }}
      data-testid="testimonial-carousel"
    >
      {slides.map((slide, index) => (
        <Card key={slide.id} slide={slide} index={index} position={places[index]!} onSelect={select} />
      ))}
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
      <p className="sr-only" aria-live="polite">
        {centre ? liveText(centre) : ''}
      </p>
    </div>
  );
}

/** CSS clip of a card's corners. */
const CARD_CLIP = 'polygon(50px 0%, calc(100% - 50px) 0%, 100% 50px, 100% 100%, calc(100% - 50px) 100%, 50px 100%, 0 100%, 0 0)';

/**
 * One card at its place. Memoised: a step renders only the cards whose place changes (those that show
 * at once, the rest in the deferred render), and never the testimonial inside.
 */
const Card = memo(function Card({ slide, index, position, onSelect }: { slide: Slide; index: number; position: number; onSelect: (index: number) => void }) {
  const isCentre = position === 0;
  return (
    <div
      data-tempid={slide.id}
      data-position={position}
      data-centre={isCentre ? '' : undefined}
      aria-hidden={isCentre ? undefined : true}
      onClick={() => onSelect(index)}
      // The size is CSS (CARD_SIZE_NARROW below 640 px, CARD_SIZE_WIDE from there) so that the
      // static HTML is right on a phone before React knows the viewport; only offsets need JS.
      // The centre card's look hangs on `data-centre`, so a step restyles two cards, not fifteen.
      className="group/card absolute left-1/2 top-1/2 z-0 flex size-[290px] cursor-pointer flex-col border-2 border-line bg-white p-5 text-navy-900 transition-[transform,background-color,color,border-color] duration-500 ease-in-out hover:border-accent-500 group-data-motion/carousel:transition-none sm:size-[365px] sm:p-8 data-centre:z-10 data-centre:border-accent-600 data-centre:bg-navy-900 data-centre:text-white data-centre:shadow-raised data-centre:hover:border-accent-600"
      style={{ transform: cardTransform(position), clipPath: CARD_CLIP }}
    >
      {/* Only the centre card's words are shown: the cards beside it lie under it or past the
          carousel's edges, where their text could only show as cut fragments. They keep their
          shape (a tap brings one to the centre) and are hidden from assistive technology. */}
      <figure className="invisible flex h-full flex-col overflow-hidden text-sm transition-[visibility] duration-500 group-data-centre/card:visible sm:text-base">
        {slide.body}
      </figure>
    </div>
  );
});
