import { CARD_SIZE_NARROW, CARD_SIZE_WIDE, CAROUSEL_HEIGHT, cardPlacement, centreIndex, rotate, stepsToCentre } from './carousel';

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

  it('handles an empty list', () => {
    expect(rotate([], 3)).toEqual([]);
  });

  it('lifts the centre card and fans the others out by card size', () => {
    expect(cardPlacement(0, 365)).toEqual({ x: 0, y: -65, rotate: 0 });
    expect(cardPlacement(2, 300).x).toBe(400);
    expect(cardPlacement(-1, 300).x).toBe(-200);
  });

  it('keeps the spec sizes: cards 365 px from 640 px up, 290 px below, carousel 600 px high', () => {
    expect([CARD_SIZE_WIDE, CARD_SIZE_NARROW, CAROUSEL_HEIGHT]).toEqual([365, 290, 600]);
  });
});
