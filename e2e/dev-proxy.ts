import type { APIRequestContext, APIResponse, Route } from '@playwright/test';

/**
 * The local runtime (`wrangler dev`) puts a proxy of its own in front of our functions. On a busy machine the hop
 * from that proxy to the functions sometimes loses its connection (a keep-alive race inside the local
 * runtime: cloudflare/workers-sdk#14641), and the proxy answers a POST with this 503 without our
 * function ever seeing the request. Cloudflare has no such hop, and the site's own form resends such
 * an answer (lib/resend.ts). A test that sends with Playwright's request client does what the form
 * does, but only for this exact answer: anything our functions say, 503s included, reaches the test.
 */
export const DEV_PROXY_DROP = /^Your worker restarted mid-request\./;
const RESENDS = 4;

const SENDS = new Set(['fetch', 'get', 'post', 'put', 'patch', 'delete', 'head']);

async function droppedByDevProxy(answer: APIResponse): Promise<boolean> {
  if (answer.status() !== 503 || answer.headers()['content-type']?.includes('json')) return false;
  return DEV_PROXY_DROP.test(await answer.text().catch(() => ''));
}

export function resendingDevProxyDrops(request: APIRequestContext): APIRequestContext {
  return new Proxy(request, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !SENDS.has(property) || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const send = () => value.apply(target, args) as Promise<APIResponse>;
        let answer = reads(property, args) ? await resentOnReset(send) : await send();
        for (let resend = 1; resend <= RESENDS && (await droppedByDevProxy(answer)); resend++) {
          // The proxy says Retry-After: 0; a short pause lets the connection it lost be replaced.
          await new Promise((resolve) => setTimeout(resolve, 100 * resend));
          answer = await value.apply(target, args);
        }
        return answer;
      };
    },
  });
}

/**
 * Playwright's HTTP client keeps connections open between requests, and Node's server closes an idle
 * one after five seconds: a request sent on a connection in the instant the server closes it fails
 * with ECONNRESET before the server reads it. A read (GET, HEAD) is safe to send
 * again; nothing else is resent.
 */
const RESET = /ECONNRESET|socket hang up/;

function reads(method: string, args: unknown[]): boolean {
  if (method === 'get' || method === 'head') return true;
  if (method !== 'fetch') return false;
  const [target, options] = args as [unknown, { method?: string } | undefined];
  const asked = (options?.method ?? (typeof target === 'object' && target && 'method' in target ? String((target as { method: () => string }).method()) : 'GET')).toUpperCase();
  return asked === 'GET' || asked === 'HEAD';
}

async function resentOnReset<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt > RESENDS || !RESET.test(String(error))) throw error;
    }
  }
}

/** `route.fetch()` for a page's read (GET, HEAD), sent again when the connection is reset as above. */
export function fetchForRoute(route: Route): Promise<APIResponse> {
  const method = route.request().method();
  return method === 'GET' || method === 'HEAD' ? resentOnReset(() => route.fetch()) : route.fetch();
}
