import { CARD_SIZE_NARROW, CARD_SIZE_WIDE, CARD_STEP_RATIO, CAROUSEL_HEIGHT, cardPlacement, cardTransform, centreIndex, inView, positionAfter, rotate, stepsToCentre } from './carousel';
import { readFileSync } from 'node:fs';

const list = ['a', 'b', 'c', 'd', 'e'];

describe('carousel rotation', () => {
  it('centres the middle slot', () => {
    expect(centreIndex(15)).toBe(7);
    expect(centreIndex(4)).toBe(2);
  });

  it('next moves forward by one, previous back by one', () => {
    expect(rotate(list, 1)).toEqual(['b', 'c', 'd', 'e', 'a']);
    expect(rotate(list, -1)).toEqual(['e', 'a', 'b', 'c', 'd']);
  });

  it('wraps round in both directions', () => {
    expect(rotate(list, 5)).toEqual(list);
    expect(rotate(list, -6)).toEqual(rotate(list, -1));
    expect(rotate(rotate(list, 1), -1)).toEqual(list);
  });

  it('brings a clicked card to the centre', () => {
    const clicked = 4; // 'e'
    const rotated = rotate(list, stepsToCentre(clicked, list.length));
    expect(rotated[centreIndex(list.length)]).toBe('e');
    const left = 0; // 'a'
    expect(rotate(list, stepsToCentre(left, list.length))[centreIndex(list.length)]).toBe('a');
  });

  it('places each card where rotating the list would put it, for any number of steps', () => {
    for (const length of [4, 5, 15]) {
      const cards = Array.from({ length }, (_, i) => i);
      for (let offset = -length - 2; offset <= length + 2; offset++) {
        const rotated = rotate(cards, offset);
        for (const card of cards) {
          expect(positionAfter(card, offset, length)).toBe(rotated.indexOf(card) - centreIndex(length));
        }
      }
    }
  });

  it('handles an empty list', () => {
    expect(rotate([], 3)).toEqual([]);
  });

  it('lifts the centre card and fans the others out by card size', () => {
    expect(cardPlacement(0, 365)).toEqual({ x: 0, y: -65, rotate: 0 });
    expect(cardPlacement(2, 300).x).toBe(400);
    expect(cardPlacement(-1, 300).x).toBe(-200);
  });

  it('keeps the lifted centre card inside the carousel and clear of its buttons, at both card sizes', () => {
    // The buttons sit 16 px from the bottom and are 48 px high.
    const buttonsTop = CAROUSEL_HEIGHT - 16 - 48;
    for (const size of [CARD_SIZE_WIDE, CARD_SIZE_NARROW]) {
      const { y } = cardPlacement(0, size);
      const top = CAROUSEL_HEIGHT / 2 + y - size / 2;
      const bottom = CAROUSEL_HEIGHT / 2 + y + size / 2;
      expect(top).toBeGreaterThanOrEqual(0);
      expect(bottom).toBeLessThanOrEqual(buttonsTop);
    }
  });

  it('leaves part of each neighbour visible beside the centre card', () => {
    for (const size of [CARD_SIZE_WIDE, CARD_SIZE_NARROW]) {
      const gap = cardPlacement(1, size).x - cardPlacement(0, size).x;
      expect(gap).toBeGreaterThan(size / 4);
      expect(gap).toBeLessThan(size);
      expect(cardPlacement(-1, size).x).toBe(-cardPlacement(1, size).x);
    }
  });

  it('writes the transform in --card-step units that the carousel sets to the same step at both breakpoints', () => {
    // Resolve the CSS the component writes with each breakpoint's step, and compare with cardPlacement.
    const source = readFileSync('components/home/testimonial-carousel.tsx', 'utf8');
    const narrow = /\[--card-step:calc\((\d+)px\/1\.5\)\]/.exec(source);
    const wide = /sm:\[--card-step:calc\((\d+)px\/1\.5\)\]/.exec(source);
    expect(Number(narrow?.[1])).toBe(CARD_SIZE_NARROW);
    expect(Number(wide?.[1])).toBe(CARD_SIZE_WIDE);
    expect(CARD_STEP_RATIO).toBe(1 / 1.5);
    for (const size of [CARD_SIZE_NARROW, CARD_SIZE_WIDE]) {
      for (const position of [-7, -1, 0, 1, 7]) {
        const css = cardTransform(position);
        const m = /^translate\(calc\(-50% \+ var\(--card-step\) \* (-?\d+)\), calc\(-50% \+ (-?\d+)px\)\) rotate\((-?[\d.]+)deg\)$/.exec(css);
        expect(m).not.toBeNull();
        const place = cardPlacement(position, size);
        expect((size / 1.5) * Number(m![1])).toBeCloseTo(place.x);
        expect(Number(m![2])).toBe(place.y);
        expect(Number(m![3])).toBe(place.rotate);
      }
    }
  });

  it('knows which cards show in the carousel: those a step must slide', () => {
    // A phone: the carousel is 358 px wide; the neighbours' edges show, the next ones are past the edge.
    expect([-2, -1, 0, 1, 2].map((p) => inView(p, 358, CARD_SIZE_NARROW))).toEqual([false, true, true, true, false]);
    // A laptop's 1200 px carousel shows three cards each side.
    expect([-4, -3, 0, 3, 4].map((p) => inView(p, 1200, CARD_SIZE_WIDE))).toEqual([false, true, true, true, false]);
    // Where the carousel's width is not yet known (0), only the centre counts as in view.
    expect(inView(1, 0, CARD_SIZE_WIDE)).toBe(false);
  });
});
