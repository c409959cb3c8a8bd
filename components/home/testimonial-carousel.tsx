'use client';

import { memo, useState, type KeyboardEvent } from 'react';
import type { Testimonial } from '@/content/types';
import { CAROUSEL_HEIGHT, cardTransform, positionAfter } from '@/lib/carousel';
import { TestimonialBody } from '@/components/ui/testimonial-card';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';

/** A card's words never change as the carousel turns: React skips them and updates only the card's place. */
const Body = memo(TestimonialBody);

/**
 * Testimonials fanned out around a centre card. Clicking a card, the previous/next buttons, or the
 * arrow keys (when the carousel has focus) rotate the list so the chosen card is centred. The centre
 * card is what assistive technology reads; /testimonials lists all of them as plain text.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  // Steps the list has turned in all; the cards keep their DOM order and move on screen, so a CSS
  // transition animates them (and the global reduced-motion rule turns it off).
  const [offset, setOffset] = useState(0);
  const n = testimonials.length;
  const current = testimonials.find((_, index) => positionAfter(index, offset, n) === 0);
  const move = (steps: number) => setOffset((o) => o + steps);

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
      role="region"
      aria-roledescription="carousel"
      aria-label="Client testimonials"
      tabIndex={0}
      onKeyDown={onKeyDown}
      // --card-step is CARD_SIZE_NARROW and CARD_SIZE_WIDE times CARD_STEP_RATIO (lib/carousel.ts).
      className="relative w-full overflow-hidden rounded-card bg-mist [--card-step:calc(290px/1.5)] focus-visible:outline-offset-4 sm:[--card-step:calc(365px/1.5)]"
      style={{ height: CAROUSEL_HEIGHT }}
      data-testid="testimonial-carousel"
    >
      {testimonials.map((t, index) => {
        const position = positionAfter(index, offset, n);
        const isCentre = position === 0;
        return (
          <div
            key={t.tempId}
            data-tempid={t.tempId}
            data-position={position}
            aria-hidden={isCentre ? undefined : true}
            onClick={() => move(position)}
            // The size is CSS (CARD_SIZE_NARROW below 640 px, CARD_SIZE_WIDE from there) so that the
            // static HTML is right on a phone before React knows the viewport; only offsets need JS.
            className={`absolute left-1/2 top-1/2 flex size-[290px] cursor-pointer flex-col border-2 p-5 transition-[transform,background-color,color,border-color] duration-500 ease-in-out sm:size-[365px] sm:p-8 ${
              isCentre
                ? 'z-10 border-accent-600 bg-navy-900 text-white shadow-raised'
                : 'z-0 border-line bg-white text-navy-900 hover:border-accent-500'
            }`}
            style={{
              transform: cardTransform(position),
              clipPath: 'polygon(50px 0%, calc(100% - 50px) 0%, 100% 50px, 100% 100%, calc(100% - 50px) 100%, 50px 100%, 0 100%, 0 0)',
            }}
          >
            {/* Only the centre card's words are shown: the cards beside it lie under it or past the
                carousel's edges, where their text could only show as cut fragments. They keep their
                shape (a tap brings one to the centre) and are hidden from assistive technology. */}
            <figure
              className={`flex h-full flex-col overflow-hidden text-sm transition-[visibility] duration-500 sm:text-base ${isCentre ? 'visible' : 'invisible'}`}
            >
              <Body t={t} fitted />
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
      <p className="sr-only" aria-live="polite">
        {current ? `Showing testimonial from ${current.by.name}, ${current.by.company}` : ''}
      </p>
    </div>
  );
}
