import type { APIRequestContext, APIResponse } from '@playwright/test';

/**
 * `wrangler pages dev` puts a proxy of its own in front of our functions. On a busy machine the hop
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
        let answer: APIResponse = await value.apply(target, args);
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
