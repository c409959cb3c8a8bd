/**
 * Before the editor publishes a draft (merges its pull request), it reads the two statuses the pipeline
 * posts on the draft's commit (.github/workflows/site.yml): the "Content check" (tools/check-content.mjs,
 * the build's own checks on the draft, in a minute) and the "Cloudflare preview" (the whole test suite,
 * then the preview: pending for about fifteen minutes, then success or failure). A draft is published
 * only once both passed. A draft the check refused: the marketer is told the rule in the check's own
 * words, with the form's label for the field, and what to do; while the tests run, she is told that
 * they are running; if they failed, that a developer must look. The branch is protected as well, so a
 * merge GitHub would refuse anyway is explained here first.
 */

import { CONTENT_CHECK, PREVIEW_STATUS } from '@/lib/pipeline';

/** The repository and the form's labels by collection and field (tools/build-admin.mjs writes them in from lib/editor-config.ts). */
declare const EDITOR_REPO: string;
declare const FIELD_LABELS: Record<string, Record<string, string>>;


interface HookEntry {
  get: (key: string) => unknown;
}

/** Sveltia's workflow branch for an entry: cms/<collection>/<slug> (its src/lib/services/workflow/branch.js). */
const branchOf = (collection: string, slug: string) => `cms/${collection}/${slug.replaceAll('%', '%25').replaceAll('/', '%2F')}`;

/** The signed-in person's GitHub token, where Sveltia keeps it. */
function token(): string {
  try {
    return (JSON.parse(localStorage.getItem('sveltia-cms.user') ?? '{}') as { token?: string }).token ?? '';
  } catch {
    return '';
  }
}

/** The check's line with the form's label for the field: `frontmatter field "description"` → `"Excerpt" (description)`. */
function inHerWords(line: string, form: string): string {
  const labels = FIELD_LABELS[form] ?? {};
  return line.replace(/(?:frontmatter field )?"?\b([\w.[\]]+)"?(?= (?:must|is|names|gives|\())/, (whole, path: string) => {
    const label = labels[path.replace(/\[\d+\]/g, '[]')];
    return label ? `"${label}" (${path})` : whole;
  });
}

/** Why this draft may not be published yet, or null when its check and the whole run passed. */
async function refusal(collection: string, slug: string): Promise<string | null> {
  const branch = branchOf(collection, slug);
  let statuses: { context: string; state: string; description: string | null }[];
  try {
    const response = await fetch(`https://api.github.com/repos/${EDITOR_REPO}/commits/${encodeURIComponent(branch)}/status`, {
      headers: { Accept: 'application/vnd.github+json', Authorization: `token ${token()}` },
      cache: 'no-store',
    });
    if (!response.ok) return `GitHub did not say whether the site's check of this draft passed (it answered ${response.status}). Try again in a minute.`;
    ({ statuses } = (await response.json()) as { statuses: typeof statuses });
  } catch {
    return 'GitHub could not be reached to see whether the site\'s check of this draft passed. Try again in a minute.';
  }
  const check = statuses.find((s) => s.context === CONTENT_CHECK);
  if (!check || check.state === 'pending') return 'The site is still checking this draft. Publish again in a minute or two, once its preview is ready.';
  if (check.state !== 'success') {
    // A file of the "Testimonials, FAQs and team" collection has its own form, named by its slug.
    const form = collection in FIELD_LABELS ? collection : slug;
    return `The site's check found a problem: ${inHerWords(check.description ?? 'see the pipeline\'s log', form)}. Correct it in the form, save, and publish again once the check has passed.`;
  }
  const run = statuses.find((s) => s.context === PREVIEW_STATUS);
  if (!run || run.state === 'pending') return 'The check passed, and the whole site is now being tested with this draft; its preview follows (about 15 minutes from the save). Publish once View Preview opens it.';
  if (run.state !== 'success') return 'The site\'s tests failed with this draft, so it has no preview and cannot be published. This needs a developer: send them the draft\'s name.';
  return null;
}

/** Shows the marketer why the draft stays a draft, in a dialog she closes. */
function tell(message: string) {
  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-labelledby', 'pre-publish-title');
  dialog.style.cssText = 'max-width: 36rem; padding: 1.5rem; border-radius: 8px; border: 1px solid #b42318; font: 16px/1.5 system-ui, sans-serif';
  const title = document.createElement('h2');
  title.id = 'pre-publish-title';
  title.textContent = 'This draft is not published yet';
  title.style.cssText = 'margin: 0 0 0.75rem; font-size: 1.25rem';
  const text = document.createElement('p');
  text.textContent = message;
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'OK';
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => dialog.remove());
  dialog.append(title, text, close);
  document.body.append(dialog);
  dialog.showModal();
}

/** Sveltia's prePublish hook: a thrown error stops the merge. */
export async function beforePublish({ entry }: { entry: HookEntry }): Promise<void> {
  const why = await refusal(String(entry.get('collection')), String(entry.get('slug')));
  if (!why) return;
  tell(why);
  throw new Error(why);
}
