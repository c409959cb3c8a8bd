/**
 * Testimonial carousel logic, kept pure for unit tests. The list is rotated so that the card the
 * visitor chose sits in the centre slot; next moves forward one, previous back one, wrapping round.
 */

/** Index of the centre slot in a list of `length` cards. */
export function centreIndex(length: number): number {
  return Math.floor(length / 2);
}

/** Rotate by `steps`: positive moves the list forward (the next card comes to the centre). */
export function rotate<T>(list: readonly T[], steps: number): T[] {
  const n = list.length;
  if (n === 0) return [];
  const shift = ((steps % n) + n) % n;
  return [...list.slice(shift), ...list.slice(0, shift)];
}

/**
 * Position relative to the centre slot (0 = centre, negative = left) of the card that started at
 * `index`, once the list has been rotated by `offset` steps in all: the same place `rotate` gives it,
 * so the cards can keep their order in the DOM and only move on screen.
 */
export function positionAfter(index: number, offset: number, length: number): number {
  return (((index - offset) % length) + length) % length - centreIndex(length);
}

/** Steps that bring the card at `index` to the centre. */
export function stepsToCentre(index: number, length: number): number {
  return index - centreIndex(length);
}

/** Card sizes from the spec: 365 px from 640 px wide viewports up, 290 px below (the carousel's CSS
 * classes `size-[290px] sm:size-[365px]` say the same, so the size is right before hydration). */
export const CARD_SIZE_WIDE = 365;
export const CARD_SIZE_NARROW = 290;
export const CAROUSEL_HEIGHT = 600;

/**
 * How long a step slides, in ms: framer-motion's duration once it has loaded, and the cards' CSS
 * transition (`duration-500`) before it has, so a step looks the same either way.
 */
export const STEP_DURATION_MS = 500;

/**
 * The horizontal step between neighbouring cards, two thirds of a card: the x of `cardPlacement` is
 * this times the position. The carousel sets it as the CSS variable `--card-step` per breakpoint.
 */
export const CARD_STEP_RATIO = 1 / 1.5;

/** A card's lift and tilt: the centre card raised and straight, the others alternately up and down. */
function cardTilt(position: number): { y: number; rotate: number } {
  if (position === 0) return { y: -65, rotate: 0 };
  return { y: position % 2 ? 15 : -15, rotate: position % 2 ? 2.5 : -2.5 };
}

/** Where a card sits relative to the centre: horizontal offset, lift and tilt. */
export function cardPlacement(position: number, cardSize: number): { x: number; y: number; rotate: number } {
  return { x: cardSize * CARD_STEP_RATIO * position, ...cardTilt(position) };
}

/**
 * Whether any of a card at `position` shows inside a carousel `width` px wide, with cards `cardSize` px
 * square: only those cards need to slide in a step; the others can simply take their new place. The
 * tilt widens a card's box by at most sin(2.5 deg) of its size on each side, which the 0.55 covers.
 */
export function inView(position: number, width: number, cardSize: number): boolean {
  return Math.abs(cardSize * CARD_STEP_RATIO * position) - cardSize * 0.55 < width / 2;
}

/**
 * The card's CSS transform, with the horizontal offset in units of `--card-step` rather than pixels:
 * the stylesheet picks the step for the viewport, so the HTML is placed right on any screen and React
 * never has to re-render fifteen cards once it learns the viewport width.
 */
export function cardTransform(position: number): string {
  const { y, rotate } = cardTilt(position);
  return `translate(calc(-50% + var(--card-step) * ${position}), calc(-50% + ${y}px)) rotate(${rotate}deg)`;
}
