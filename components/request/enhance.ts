/**
 * The one script of the sender's request page (functions/routes/request-page.ts; built by tools/build-request-page.mjs).
 * The page works without it: its form posts up to 25 MB of drawings. With it, drawings go up in parts
 * through the contact form's own uploader (lib/chunked-upload.ts: the same endpoint, types, sizes and
 * byte checks), so a whole set fits, with progress; the form then names the uploads, as the contact form
 * does. It talks only to this site, and the page's policy sends no Referer with anything.
 */
import { uploadFiles, UploadRefused, UploadServerError } from '@/lib/chunked-upload';
import { ELAPSED_FIELD, HONEYPOT_FIELD, UPLOADS_FIELD, checkFiles } from '@/lib/quote-schema';
import { sendWithResends } from '@/lib/resend';
import { SendFailed, send } from '@/lib/send';

/** As on the contact form: how long an upload may stand still, or the answer take, before the sender is told. */
const STALL_TIMEOUT_MS = 30_000;

function enhance(form: HTMLFormElement) {
  const endpoint = form.dataset.uploads;
  const input = form.querySelector<HTMLInputElement>('input[type="file"]');
  const status = form.querySelector<HTMLElement>('[data-progress]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const hint = form.querySelector<HTMLElement>('[data-in-parts]');
  if (!endpoint || !input || !status || !button) return;
  // The limits that apply now: a set in parts, not one post.
  if (hint?.dataset.inParts) hint.textContent = hint.dataset.inParts;

  const say = (text: string, problem = false) => {
    // A live region from the first thing it says (an empty one beside the page's notice would be a second status).
    status.setAttribute('role', 'status');
    status.replaceChildren();
    const line = document.createElement('p');
    line.textContent = text;
    line.className = problem ? 'mt-2 font-semibold text-accent-700' : 'mt-2 text-muted';
    status.append(line);
  };

  form.addEventListener('submit', (event) => {
    const files = [...(input.files ?? [])].filter((f) => f.size > 0);
    if (!files.length) return;
    event.preventDefault();
    if (button.disabled) return;
    const problem = checkFiles(files, true);
    if (problem) {
      say(problem.message, true);
      input.focus();
      return;
    }
    button.disabled = true;
    const progress = document.createElement('progress');
    progress.max = 1;
    progress.value = 0;
    progress.className = 'mt-2 block h-2 w-full accent-accent-600';
    progress.setAttribute('aria-label', 'Upload progress');
    void (async () => {
      try {
        say('Uploading: 0%');
        status.append(progress);
        // Each upload names this request as it starts (by the link in the form's address), so that a
        // withdrawal while it goes up takes it too (functions/routes/uploads.ts).
        const token = new URL(form.action).pathname.split('/')[3] ?? '';
        const ids = await uploadFiles(
          endpoint,
          files,
          STALL_TIMEOUT_MS,
          ({ sent, total }) => {
            progress.value = Math.min(sent / total, 0.999);
            status.firstElementChild!.textContent = `Uploading: ${Math.round(progress.value * 100)}%`;
          },
          { request: token },
        );
        say('Uploaded: adding the files to your request…');
        const honeypot = form.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)?.value ?? '';
        const body = JSON.stringify({ [UPLOADS_FIELD]: ids.join(','), [HONEYPOT_FIELD]: honeypot, [ELAPSED_FIELD]: String(Math.round(performance.now())) });
        const answer = await sendWithResends(() => send<{ ok?: boolean; added?: number; message?: string }>('POST', form.action, body, STALL_TIMEOUT_MS));
        if (answer.status === 200) {
          // The page as the server writes it now, with the files listed (a page of the function, not of Next).
          // eslint-disable-next-line @next/next/no-location-assign-relative-destination
          window.location.assign(`${window.location.pathname}?added=${answer.body?.added ?? files.length}`);
          return;
        }
        say(answer.body?.message ?? `Your files were not added (${answer.status}). Please try again.`, true);
      } catch (error) {
        const message =
          error instanceof UploadRefused || error instanceof UploadServerError
            ? error.message
            : error instanceof SendFailed && error.reason !== 'network'
              ? 'The upload stopped moving. Check your connection and try again.'
              : 'The connection failed. Check it and try again.';
        say(`Your files were not added. ${message}`, true);
      }
      button.disabled = false;
    })();
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-add-files]')) enhance(form);
