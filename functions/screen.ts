import { screenRequest } from '../lib/request-screen';
import { SECURITY_HEADERS } from '../lib/security-headers';
import { SERVICE_VALUES } from '../lib/quote-schema';
import { accessAppOf } from './_shared/access';
import { asPrivateAnswer, privateGate, type PrivateHostEnv } from './_shared/private-routes';
import { challengeOn, policyWithChallenge, type ChallengeEnv } from './_shared/challenge';
import { CHALLENGE_META } from '../lib/challenge';
import type { Next } from './route';

/**
 * The Worker's middleware, run before every request the Worker sees (functions/worker.ts): malformed or
 * hostile paths and writes to pages get a 4xx here (lib/request-screen.ts says which and why); the
 * firm's private tools answer each only on its own host and only to its own pages
 * (functions/_shared/private-routes.ts); everything else goes on to its route or the static files. The
 * one page it touches is the quote form: reached from a price, and with the challenge's site key where
 * Turnstile is configured (below).
 */
export async function screen(request: Request, env: PrivateHostEnv & ChallengeEnv, next: Next): Promise<Response> {
  const rawPath = request.url.slice(request.url.indexOf('/', request.url.indexOf('//') + 2)).replace(/[?#].*$/, '') || '/';
  const verdict = screenRequest(request.method, rawPath);
  if (verdict.ok) {
    const refused = privateGate(request, env);
    if (refused) return refused;
    if (accessAppOf(new URL(request.url).pathname)) return asPrivateAnswer(await next());
    return rawPath === '/contact/' && request.method === 'GET' ? withChallenge(env, prefilled(request, await next())) : next();
  }
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  };
  if (verdict.allow) headers.Allow = verdict.allow;
  return new Response(`${verdict.status} ${verdict.reason}\n`, { status: verdict.status, headers });
}

/**
 * The quote form as a price links to it (`/contact/?service=…&topic=…`, from the pricing buttons and
 * the fee calculator), with the service chosen and the message begun in the HTML itself, so it arrives
 * filled in without JavaScript too. The form's script does the same from the address once it runs
 * (components/contact/contact-form.tsx), and leaves alone whatever the visitor changed meanwhile.
 */
function prefilled(request: Request, page: Response): Response {
  const params = new URL(request.url).searchParams;
  const service = SERVICE_VALUES.find((value) => value && value === params.get('service'));
  const topic = (params.get('topic') ?? '').replace(/[\p{Cc}\p{Cf}]/gu, ' ').trim().slice(0, 200);
  if ((!service && !topic) || !page.ok || !(page.headers.get('Content-Type') ?? '').includes('text/html')) return page;
  let rewriter = new HTMLRewriter();
  if (service) {
    rewriter = rewriter
      .on('select[name="service"] option[selected]', { element: (option) => void option.removeAttribute('selected') })
      .on(`select[name="service"] option[value="${service}"]`, { element: (option) => void option.setAttribute('selected', '') });
  }
  if (topic) rewriter = rewriter.on('textarea[name="message"]', { element: (field) => void field.setInnerContent(`I would like a quote for: ${topic}.\n\n`) });
  return rewriter.transform(page);
}

/**
 * The quote form where Turnstile is configured (lib/challenge.ts): the site key in a <meta> for the
 * form's script, which loads the challenge once the visitor starts on the form, and the page's policy
 * widened for the challenge's origin (its script and its frame), on this page only.
 */
function withChallenge(env: ChallengeEnv, page: Response): Response {
  if (!challengeOn(env) || !page.ok || !(page.headers.get('Content-Type') ?? '').includes('text/html')) return page;
  const key = env.TURNSTILE_SITE_KEY!.replace(/[^\w-]/g, '');
  const answer = new HTMLRewriter()
    .on('head', { element: (head) => void head.append(`<meta name="${CHALLENGE_META}" content="${key}">`, { html: true }) })
    .transform(page);
  const headers = new Headers(answer.headers);
  const policy = headers.get('Content-Security-Policy');
  if (policy) headers.set('Content-Security-Policy', policyWithChallenge(policy));
  return new Response(answer.body, { status: answer.status, headers });
}
