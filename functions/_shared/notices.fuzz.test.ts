/** @jest-environment node */
import fc from 'fast-check';
import { anyText, holds, timed } from '../../tests/fuzz';
import { slackText, teamsText } from './notices';

/** The chat escaping, given whatever a lead typed: no control sequence survives, and the text reads back whole. */

const typed = fc.oneof(anyText(200), fc.constantFrom('<!channel>', '<@U123>', '<https://evil.example|Open drawings>', '&lt;', '[click](https://x.example)', '**bold**', '`code`', '<at>Estimator</at>', '\\*', '![i](x)', '~~s~~', '# h', 'a|b'));
const TEAMS_SPECIAL = '\\`*_[]()<>~#|!';

describe('the chat escaping', () => {
  it('Slack: no < or > left, every & an entity, and the entities read back to the text', async () => {
    await holds(
      fc.property(typed, (text) => {
        const out = timed(() => slackText(text));
        expect(/[<>]/.test(out)).toBe(false);
        expect(/&(?!amp;|lt;|gt;)/.test(out)).toBe(false);
        expect(out.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')).toBe(text);
      }),
      200,
    );
  });

  it('Teams: every character that opens a construct is backslash-escaped, and unescaping gives the text', async () => {
    await holds(
      fc.property(typed, (text) => {
        const out = timed(() => teamsText(text));
        let plain = '';
        for (let i = 0; i < out.length; i++) {
          if (out[i] === '\\') {
            expect(TEAMS_SPECIAL).toContain(out[i + 1]);
            plain += out[++i];
          } else {
            expect(TEAMS_SPECIAL.includes(out[i]!)).toBe(false);
            plain += out[i];
          }
        }
        expect(plain).toBe(text);
      }),
      200,
    );
  });
});
