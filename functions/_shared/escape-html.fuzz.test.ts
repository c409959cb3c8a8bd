/** @jest-environment node */
import fc from 'fast-check';
import { anyText, holds, timed } from '../../tests/fuzz';
import { escapeHtml } from './escape-html';

/** The one HTML escaping of the pages the functions build: nothing that ends a text node or an attribute survives, and the text reads back whole. */
it('leaves no < > " \' or bare &, and reads back to the text', async () => {
  await holds(
    fc.property(anyText(200), (text) => {
      const out = timed(() => escapeHtml(text));
      expect(/[<>"']/.test(out)).toBe(false);
      expect(/&(?!#(38|60|62|34|39);)/.test(out)).toBe(false);
      expect(out.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))).toBe(text);
    }),
    200,
  );
});
