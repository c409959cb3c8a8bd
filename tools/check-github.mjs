#!/usr/bin/env node
// @ts-check
/**
 * Checks, through GitHub's API, that the repository is set up as the editor and the pipeline need
 * (docs/editor.md, "For the person who sets it up"), and names each thing that is not:
 *
 * - the repository can be read with the token given;
 * - draft pull requests and branch protection are available: a public repository, or a plan that has
 *   them for private ones (GitHub Free refuses the editor's first draft with 422, and has no protection);
 * - `main` is protected: changes only by pull request, with the checks "Content check" and "Test" required;
 * - the editor's GitHub App (GITHUB_CLIENT_ID) is installed on the repository.
 *
 *   GITHUB_TOKEN=<a repository admin's token> CMS_GITHUB_REPO=owner/name GITHUB_CLIENT_ID=Iv1.… npm run check:github
 *
 * GITHUB_API_URL points it at another API (the test suite's stand-in: e2e/check-github.spec.ts).
 * Exit 0 when everything holds, 1 with one line per missing item, 2 when it was not told what to check.
 */

import { pathToFileURL } from 'node:url';

/** The statuses the pipeline posts, which `main`'s protection must require (.github/workflows/site.yml). */
export const REQUIRED_CHECKS = ['Content check', 'Test'];

/**
 * @param {{ api: string, token: string, repo: string, clientId: string }} options
 * @returns {Promise<{ ok: string[], missing: string[] }>}
 */
export async function checkGitHub({ api, token, repo, clientId }) {
  /** @param {string} path */
  const get = async (path) => {
    const answer = await fetch(`${api}${path}`, { headers: { Accept: 'application/vnd.github+json', Authorization: `Bearer ${token}`, 'X-GitHub-Api-Version': '2022-11-28' } });
    return { status: answer.status, body: /** @type {any} */ (await answer.json().catch(() => ({}))) };
  };
  /** @type {string[]} */
  const ok = [];
  /** @type {string[]} */
  const missing = [];

  const repository = await get(`/repos/${repo}`);
  if (repository.status !== 200) return { ok, missing: [`The repository ${repo} cannot be read with this token (GitHub answered ${repository.status}): check CMS_GITHUB_REPO and the token's access.`] };
  ok.push(`The repository ${repo} is readable (${repository.body.private ? 'private' : 'public'}).`);

  const protection = await get(`/repos/${repo}/branches/${repository.body.default_branch ?? 'main'}/protection`);
  const upgrade = protection.status === 403 && /upgrade|make this repository public/i.test(String(protection.body.message));
  if (upgrade) missing.push(`Draft pull requests and branch protection are not available on this private repository's plan (GitHub: "${protection.body.message}"): make the repository public, or move to a plan that has both.`);
  else ok.push(repository.body.private ? 'The plan has draft pull requests and branch protection for private repositories.' : 'A public repository: draft pull requests and branch protection are available.');

  if (protection.status === 200) {
    const reviews = protection.body.required_pull_request_reviews;
    if (reviews) ok.push('main takes changes only by pull request.');
    else missing.push('main does not require a pull request: Settings → Branches → the rule for main → "Require a pull request before merging".');
    const checks = protection.body.required_status_checks;
    const required = new Set([...(checks?.contexts ?? []), ...(checks?.checks ?? []).map((/** @type {{ context: string }} */ c) => c.context)]);
    for (const name of REQUIRED_CHECKS) {
      if (required.has(name)) ok.push(`main requires the check "${name}".`);
      else missing.push(`main does not require the check "${name}": add it under "Require status checks to pass before merging".`);
    }
  } else if (!upgrade) {
    missing.push(`main is not protected (GitHub answered ${protection.status}${protection.body.message ? `: "${protection.body.message}"` : ''}): Settings → Branches → add a rule for main that requires a pull request and the checks ${REQUIRED_CHECKS.map((c) => `"${c}"`).join(' and ')}.`);
  }

  const installations = await get('/user/installations');
  const app = (installations.body.installations ?? []).find((/** @type {{ client_id?: string }} */ i) => i.client_id === clientId);
  const repos = app ? await get(`/user/installations/${app.id}/repositories`) : null;
  const onRepo = app && (app.repository_selection === 'all' || (repos?.body.repositories ?? []).some((/** @type {{ full_name: string }} */ r) => r.full_name.toLowerCase() === repo.toLowerCase()));
  if (onRepo) ok.push(`The editor's GitHub App (${clientId}) is installed on ${repo}.`);
  else missing.push(`The editor's GitHub App (${clientId}) is not installed on ${repo}: the app's page → Install App → choose this repository.`);
  return { ok, missing };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { GITHUB_TOKEN: token = '', CMS_GITHUB_REPO: repo = '', GITHUB_CLIENT_ID: clientId = '', GITHUB_API_URL: api = 'https://api.github.com' } = process.env;
  const unset = Object.entries({ GITHUB_TOKEN: token, CMS_GITHUB_REPO: repo, GITHUB_CLIENT_ID: clientId }).filter(([, value]) => !value).map(([name]) => name);
  if (unset.length) {
    console.error(`Set ${unset.join(', ')} (docs/editor.md, "For the person who sets it up").`);
    process.exit(2);
  }
  const { ok, missing } = await checkGitHub({ api: api.replace(/\/$/, ''), token, repo, clientId });
  for (const line of ok) console.log(`ok       ${line}`);
  for (const line of missing) console.log(`missing  ${line}`);
  console.log(missing.length ? `${missing.length} thing${missing.length === 1 ? '' : 's'} to set up on GitHub.` : 'GitHub is set up for the editor and the pipeline.');
  process.exit(missing.length ? 1 : 0);
}
