import { CHALLENGE_SCRIPT } from '@/lib/challenge';
import { loadThirdPartyScript } from '@/lib/third-party-script';

/**
 * The quote form's challenge (lib/challenge.ts), loaded by the form on the visitor's first focus in it,
 * never with the page: nothing comes from another host until then. Resolves with the token ('' if the
 * challenge could not run: the request is then sent without one, and the Worker keeps it as suspected
 * spam rather than losing it).
 */

declare global {
  interface Window {
    turnstile?: {
      render(container: HTMLElement, options: Record<string, unknown>): string;
      reset(widget: string): void;
    };
  }
}

/** Renders the challenge into `container` (shown only if it needs the visitor: interaction-only). */
export async function startChallenge(container: HTMLElement, siteKey: string): Promise<string> {
  try {
    await loadThirdPartyScript(CHALLENGE_SCRIPT, () => Boolean(window.turnstile));
    return await new Promise<string>((resolve) => {
      window.turnstile!.render(container, {
        sitekey: siteKey,
        appearance: 'interaction-only',
        action: 'quote',
        callback: (token: string) => resolve(token),
        'error-callback': () => resolve(''),
        'unsupported-callback': () => resolve(''),
      });
    });
  } catch {
    return '';
  }
}
