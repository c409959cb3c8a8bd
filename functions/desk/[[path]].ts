import { PRIVATE_PAGES } from '../../lib/security-headers';
import type { Env } from '../_shared/endpoint';
import { servePrivatePage } from '../_shared/private-page';

/** The lead desk's page, script and stylesheet (out/desk/, built from components/desk/), signed in only. */
export const onRequest: PagesFunction<Env> = ({ request, env }) => servePrivatePage(request, env, { name: 'Lead desk', headers: PRIVATE_PAGES['/desk/'] });
