import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { allHtmlFiles, OUT_DIR, requireExport } from './out';

/**
 * Every page of the export is valid HTML by the W3C Nu checker (npm vnu-jar, needs Java). A file of
 * its own, so Jest runs it beside the other export checks instead of after them.
 */

beforeAll(requireExport);

test('every page is valid HTML (W3C Nu checker)', () => {
  const vnu = createRequire(__filename).resolve('vnu-jar/build/dist/vnu.jar');
  let output = '';
  try {
    // Markup only: the inline stylesheet is Tailwind's output, and the checker's CSS grammar predates
    // rules every current browser supports (@property), so its CSS messages are filtered out.
    execFileSync('java', ['-jar', vnu, '--errors-only', '--filterpattern', 'CSS: .*', '--format', 'json', ...allHtmlFiles()], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    output = (error as { stderr?: string }).stderr ?? String(error);
  }
  const messages = output
    ? (JSON.parse(output) as { messages: { type: string; url: string; message: string; lastLine?: number }[] }).messages
    : [];
  const errors = messages
    .filter((m) => m.type === 'error')
    .map((m) => `${m.url.replace(`file:${OUT_DIR}`, '')}:${m.lastLine ?? '?'} ${m.message}`);
  expect(errors).toEqual([]);
}, 120_000);
