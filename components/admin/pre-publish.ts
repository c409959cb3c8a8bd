/**
 * Before the editor publishes a draft (merges its pull request), it reads the two statuses the pipeline
 * posts on the draft's commit (.github/workflows/site.yml): the "Content check" (tools/check-content.mjs,
 * the build's own checks on the draft, in a minute) and the "Cloudflare preview" (the whole test suite,
 * then the preview: pending for about fifteen minutes, then success or failure). A draft is published
 * only once both passed. A draft the check refused: the marketer is told the rule in the check's own
 * words, with the form's label for the field, and what to do; while the tests run, she is told that
 * they are running; if they failed, that a developer must look. The branch is protected as well, so a
 * merge GitHub would refuse anyway is explained here first: that includes a draft that changes any file
 * the editor does not write (lib/editor-paths.ts), which GitHub merges only once a developer, its code
 * owner (.github/CODEOWNERS), has approved it.
 */

import { outsideEditorPaths } from '@/lib/editor-paths';
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

type Status = { context: string; state: string; description: string | null };

/** The most files GitHub's compare lists; a change that reaches it may hold more. */
const COMPARE_LIMIT = 300;

/**
 * Why a draft may not be published yet, or null: from its commit's statuses and the files it changes
 * against main (null when GitHub did not list them). The whole decision, without GitHub, for its test.
 */
export function decide({ collection, slug, statuses, files }: { collection: string; slug: string; statuses: Status[]; files: string[] | null }): string | null {
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
  if (!files) return 'GitHub did not say which files this draft changes, so it cannot be published from here yet. Try again in a minute.';
  const outside = files.length >= COMPARE_LIMIT ? files : outsideEditorPaths(files);
  if (outside.length) {
    const named = outside.slice(0, 3).join(', ') + (outside.length > 3 ? ` and ${outside.length - 3} more` : '');
    return `This draft changes more than the site's content (${named}), so a developer must review and approve it before it can be published: the editor never writes those files. Send them the draft's name, and do not publish it until they have.`;
  }
  return null;
}

/** GitHub's answer at `path` of the editor's repository, or why there is none. */
async function github<T>(path: string): Promise<{ ok: true; body: T } | { ok: false; why: string }> {
  try {
    const response = await fetch(`https://api.github.com/repos/${EDITOR_REPO}/${path}`, {
      headers: { Accept: 'application/vnd.github+json', Authorization: `token ${token()}` },
      cache: 'no-store',
    });
    if (!response.ok) return { ok: false, why: `GitHub did not say whether the site's check of this draft passed (it answered ${response.status}). Try again in a minute.` };
    return { ok: true, body: (await response.json()) as T };
  } catch {
    return { ok: false, why: 'GitHub could not be reached to see whether the site\'s check of this draft passed. Try again in a minute.' };
  }
}

/** Why this draft may not be published yet, or null when its check and the whole run passed and it changes only content. */
async function refusal(collection: string, slug: string): Promise<string | null> {
  const branch = branchOf(collection, slug);
  const status = await github<{ statuses: Status[] }>(`commits/${encodeURIComponent(branch)}/status`);
  if (!status.ok) return status.why;
  // The files the draft changes since it left main: the editor's own, or something a developer must see.
  // The branch's slashes stay as they are: compare's BASE...HEAD is the rest of the path.
  const compare = await github<{ files?: { filename: string; previous_filename?: string }[] }>(`compare/main...${encodeURI(branch)}`);
  // A renamed file counts by both names: a file moved into content/ leaves its old place changed.
  const files = compare.ok ? (compare.body.files ?? []).flatMap((f) => [f.filename, ...(f.previous_filename ? [f.previous_filename] : [])]) : null;
  return decide({ collection, slug, statuses: status.body.statuses, files });
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
