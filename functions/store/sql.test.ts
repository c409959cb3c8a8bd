/** @jest-environment node */
import { numbered } from './sql';

it('numbers placeholders after those already bound', () => {
  expect(numbered(3, 2)).toBe('?4, ?5');
  expect(numbered(0, 4)).toBe('?1, ?2, ?3, ?4');
  expect(numbered(2, 0)).toBe('');
});
