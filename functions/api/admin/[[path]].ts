import { editorAuth, type EditorAuthEnv } from '../../_shared/editor-auth';

/** The editor's GitHub sign-in: /api/admin/auth and /api/admin/callback (functions/_shared/editor-auth.ts). */
export const onRequest: PagesFunction<EditorAuthEnv> = ({ request, env, params }) => editorAuth(request, env, ([] as string[]).concat(params.path ?? []).join('/'));
