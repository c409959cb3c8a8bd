import { PRIVATE_PAGES } from '../../lib/security-headers';
import type { Env } from '../_shared/endpoint';
import { servePrivatePage } from '../_shared/private-page';

/** The editor at /admin/ (Sveltia CMS, tools/build-admin.mjs), signed in only; GitHub then signs in to commit. */
export const onRequest: PagesFunction<Env> = ({ request, env }) => servePrivatePage(request, env, { name: 'Editor', headers: PRIVATE_PAGES['/admin/'] });
