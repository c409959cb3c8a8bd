import fc from 'fast-check';
import { anyText, holds, timed } from '../tests/fuzz';
import { HOSTILE_PATH_PATTERN, MAX_PATH_LENGTH, screenRequest } from './request-screen';

/** The path screen, given any method and any raw path: it passes only plain paths of the site's kind. */

const piece = fc.oneof(
  fc.constantFrom('', '.', '..', 'api', 'request', 'contact', 'index.html', '%2e', '%2E%2e', '%2f', '%5C', '%00', '%', '%zz', '%e0%a4', '%20', '%7e', '\\', '?', '#', '?a=..//'),
  fc.string({ unit: fc.constantFrom(...'abc./%2fF5cC0e-_~'), maxLength: 12 }),
  anyText(20),
);
const rawPath = fc.oneof(fc.array(piece, { maxLength: 8 }).map((parts) => `/${parts.join('/')}`), anyText(100), fc.string({ minLength: MAX_PATH_LENGTH - 2, maxLength: MAX_PATH_LENGTH + 2 }).map((s) => `/${s}`));
const method = fc.oneof(fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'get'), anyText(10));

describe('the path screen', () => {
  it('never throws, and passes only short, plain, ASCII paths without dot segments or empty ones, writes only at the API', async () => {
    await holds(
      fc.property(method, rawPath, (m, path) => {
        const screen = timed(() => screenRequest(m, path));
        if (!screen.ok) return expect([400, 405, 414]).toContain(screen.status);
        expect(path.length).toBeLessThanOrEqual(MAX_PATH_LENGTH);
        expect(path.startsWith('/')).toBe(true);
        expect(new RegExp(HOSTILE_PATH_PATTERN, 'i').test(path)).toBe(false);
        const decoded = decodeURIComponent(path);
        expect(/^[\x20-\x7e]*$/.test(decoded) && !decoded.includes('\\') && !decoded.includes('//')).toBe(true);
        expect(/(^|\/)\.\.?(\/|$)/.test(decoded)).toBe(false);
        if (!decoded.startsWith('/api/')) expect(['GET', 'HEAD']).toContain(m);
      }),
      300,
    );
  });
});
