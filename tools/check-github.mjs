#!/usr/bin/env node
// @ts-check
/**
 * Checks, through GitHub's API, that the repository is set up as the editor and the pipeline need
 * (docs/deploying.md, "From nothing"; docs/editor.md), and names each thing that is not:
 *
 * - the repository can be read with the token given;
 * - draft pull requests, protection and environments are available: a public repository, or a plan that
 *   has them for private ones (GitHub Free refuses the editor's first draft with 422, and has neither);
 * - `main` takes changes only by pull request, with review from Code Owners (.github/CODEOWNERS: code needs
 *   a developer, content does not), approval of the most recent push, and the checks "Content check" and
 *   "Test" required from GitHub Actions as their source, so no commit status can stand in for them;
 *   on a classic branch protection rule or a ruleset (`/rules/branches/main`), either one;
 * - CODEOWNERS has no errors GitHub reports;
 * - the environments `production` (deployed from main only) and `preview` exist;
 * - the editor's GitHub App (GITHUB_CLIENT_ID) is installed: read for an organisation's repository from
 *   the organisation's installations (an owner's token can list them; the App's own endpoints need its key).
 *
 * Where the token cannot see a setting (GitHub answers 403 or 404), it says "could not check" and what
 * token would, never "missing".
 *
 *   GITHUB_TOKEN=<a repository admin's token> CMS_GITHUB_REPO=owner/name GITHUB_CLIENT_ID=Iv1.… npm run check:github
 *
 * GITHUB_API_URL points it at another API (the test suite's stand-in: e2e/check-github.spec.ts).
 * Exit 0 when nothing is missing, 1 with one line per missing item, 2 when it was not told what to check.
 */

import { pathToFileURL } from 'node:url';

/** The checks the pipeline's jobs report (.github/workflows/site.yml), which `main` must require. */
export const REQUIRED_CHECKS = ['Content check', 'Test'];
/** GitHub Actions' app id: the source a required check is pinned to, so only a workflow's job can pass it. */
export const GITHUB_ACTIONS_APP_ID = 15368;
/** The environments whose secrets the deploy jobs read. */
export const ENVIRONMENTS = ['production', 'preview'];

/** @typedef {{ status: number, body: any }} Answer */
/** @typedef {boolean | 'unknown'} Seen  true: set; false: known not set; 'unknown': the token cannot see */

/**
 * @param {{ api: string, token: string, repo: string, clientId: string, fetch?: typeof globalThis.fetch }} options
 * @returns {Promise<{ ok: string[], missing: string[], unknown: string[] }>}
 */
export async function checkGitHub({ api, token, repo, clientId, fetch = globalThis.fetch }) {
  /** @param {string} path @returns {Promise<Answer>} */
  const get = async (path) => {
    const answer = await fetch(`${api}${path}`, { headers: { Accept: 'application/vnd.github+json', Authorization: `Bearer ${token}`, 'X-GitHub-Api-Version': '2022-11-28' } });
    return { status: answer.status, body: /** @type {any} */ (await answer.json().catch(() => ({}))) };
  };
  const said = (/** @type {Answer} */ answer) => `GitHub answered ${answer.status}${answer.body?.message ? `: "${answer.body.message}"` : ''}`;
  /** @type {string[]} */
  const ok = [];
  /** @type {string[]} */
  const missing = [];
  /** @type {string[]} */
  const unknown = [];

  const repository = await get(`/repos/${repo}`);
  if (repository.status !== 200) return { ok, missing: [`The repository ${repo} cannot be read with this token (${said(repository)}): check CMS_GITHUB_REPO and the token's access.`], unknown };
  ok.push(`The repository ${repo} is readable (${repository.body.private ? 'private' : 'public'}).`);
  const branch = repository.body.default_branch ?? 'main';

  // The classic rule: 404 "Branch not protected" means none; any other 403/404 means this token cannot read it (it needs admin).
  const protection = await get(`/repos/${repo}/branches/${branch}/protection`);
  const upgrade = protection.status === 403 && /upgrade|make this repository public/i.test(String(protection.body.message));
  if (upgrade) {
    missing.push(`Draft pull requests, branch protection and environments are not available on this private repository's plan (GitHub: "${protection.body.message}"): make the repository public, or move to a plan that has them.`);
    return { ok, missing, unknown };
  }
  ok.push(repository.body.private ? 'The plan has draft pull requests and branch protection for private repositories.' : 'A public repository: draft pull requests, branch protection and environments are available.');
  const noClassic = protection.status === 404 && /not protected/i.test(String(protection.body.message));
  const classic = protection.status === 200 ? protection.body : null;
  const classicSeen = classic !== null || noClassic;
  if (!classicSeen) unknown.push(`could not check main's classic branch protection rule (${said(protection)}): reading it needs a repository admin's token. The ruleset's rules below were read.`);

  const rulesAnswer = await get(`/repos/${repo}/rules/branches/${branch}`);
  /** @type {{ type: string, parameters?: any }[] | null} */
  const rules = rulesAnswer.status === 200 && Array.isArray(rulesAnswer.body) ? rulesAnswer.body : null;
  if (!rules) unknown.push(`could not check the rulesets that apply to main (${said(rulesAnswer)}).`);

  if (classicSeen && !classic && rules && !rules.length) {
    missing.push(`main is not protected: Settings → Rules → Rulesets (or Branches) → a rule for main that requires a pull request, review from Code Owners, approval of the most recent push, and the checks ${REQUIRED_CHECKS.map((c) => `"${c}"`).join(' and ')} from GitHub Actions.`);
  } else {
    const reviews = classic?.required_pull_request_reviews;
    const pullRule = rules?.find((r) => r.type === 'pull_request')?.parameters;
    const checksRule = rules?.filter((r) => r.type === 'required_status_checks').flatMap((r) => r.parameters?.required_status_checks ?? []) ?? [];
    const classicChecks = [...(classic?.required_status_checks?.checks ?? [])];
    const classicContexts = classic?.required_status_checks?.contexts ?? [];
    /**
     * A setting holds when the classic rule or a ruleset sets it; it is missing only when both were read.
     * @param {string} what @param {Seen} inClassic @param {Seen} inRules @param {string} fix
     */
    const setting = (what, inClassic, inRules, fix) => {
      if (inClassic === true || inRules === true) ok.push(`main ${what}${inClassic === true ? ' (branch protection rule)' : ' (ruleset)'}.`);
      else if (inClassic === 'unknown' || inRules === 'unknown') unknown.push(`could not check that main ${what}: the token could not read ${inClassic === 'unknown' ? 'the classic rule' : 'the rulesets'}, and ${inClassic === 'unknown' ? 'the rulesets do' : 'the classic rule does'} not set it.`);
      else missing.push(`main does not ${what.replace(/^(\w+)s\b/, '$1')}: ${fix}`);
    };
    /** @param {(v: any) => boolean} test @param {any} value @param {boolean} seen @returns {Seen} */
    const seen = (test, value, seen) => (seen ? test(value) : 'unknown');
    setting('takes changes only by pull request', seen(Boolean, reviews, classicSeen), seen(Boolean, pullRule, Boolean(rules)), 'turn on "Require a pull request before merging" in main\'s rule.');
    setting('requires review from Code Owners', seen((r) => r?.require_code_owner_reviews === true, reviews, classicSeen), seen((p) => p?.require_code_owner_review === true, pullRule, Boolean(rules)), 'turn on "Require review from Code Owners" in main\'s rule (with 0 required approvals: content drafts need none).');
    setting('requires approval of the most recent push', seen((r) => r?.require_last_push_approval === true, reviews, classicSeen), seen((p) => p?.require_last_push_approval === true, pullRule, Boolean(rules)), 'turn on "Require approval of the most recent reviewable push" in main\'s rule.');
    for (const name of REQUIRED_CHECKS) {
      const fromActions = (/** @type {number | null | undefined} */ id) => id === GITHUB_ACTIONS_APP_ID;
      const inClassic = seen((c) => c.some((/** @type {any} */ x) => x.context === name && fromActions(x.app_id)), classicChecks, classicSeen);
      const inRules = seen((c) => c.some((/** @type {any} */ x) => x.context === name && fromActions(x.integration_id)), checksRule, Boolean(rules));
      const anySource = classicChecks.some((x) => x.context === name) || classicContexts.includes(name) || checksRule.some((x) => x.context === name);
      setting(`requires the check "${name}" from GitHub Actions`, inClassic, inRules, anySource ? `it is required from any source, so a commit status of that name passes it: choose "GitHub Actions" as its source in main's rule.` : `add it under "Require status checks to pass", with GitHub Actions as its source.`);
    }
    const approvals = Math.max(reviews?.required_approving_review_count ?? 0, pullRule?.required_approving_review_count ?? 0);
    if (approvals > 0) missing.push(`main asks ${approvals} approving review${approvals === 1 ? '' : 's'} of every change, so the editor's content drafts wait for a developer too: set required approvals to 0 (Code Owners' review still holds for code).`);
  }

  const codeowners = await get(`/repos/${repo}/codeowners/errors`);
  if (codeowners.status === 200 && !(codeowners.body.errors ?? []).length) ok.push('.github/CODEOWNERS has no errors.');
  else if (codeowners.status === 200) for (const error of codeowners.body.errors) missing.push(`.github/CODEOWNERS line ${error.line}: ${error.message ?? error.kind}.`);
  else unknown.push(`could not check .github/CODEOWNERS (${said(codeowners)}${codeowners.status === 404 ? ': is it on main?' : ''}).`);

  const environments = await get(`/repos/${repo}/environments`);
  if (environments.status === 200) {
    /** @type {{ name: string, deployment_branch_policy?: unknown }[]} */
    const list = environments.body.environments ?? [];
    for (const name of ENVIRONMENTS) {
      const found = list.find((e) => e.name === name);
      if (!found) missing.push(`The environment "${name}" does not exist: Settings → Environments → New environment "${name}", with its secrets (docs/deploying.md).`);
      else if (name === 'production' && !found.deployment_branch_policy) missing.push('The environment "production" can be deployed from any branch: Settings → Environments → production → Deployment branches → main only.');
      else ok.push(`The environment "${name}" exists${name === 'production' ? ', deployed from chosen branches only' : ''}.`);
    }
  } else unknown.push(`could not check the environments ${ENVIRONMENTS.map((e) => `"${e}"`).join(' and ')} (${said(environments)}).`);

  // The App's installation: an organisation's list answers an owner's token; a personal account's list only the App's own sign-in.
  const owner = repository.body.owner ?? {};
  if (owner.type === 'Organization') {
    const installations = await get(`/orgs/${owner.login}/installations?per_page=100`);
    if (installations.status === 200) {
      /** @type {{ client_id?: string, repository_selection?: string }[]} */
      const list = installations.body.installations ?? [];
      const app = list.find((i) => i.client_id === clientId);
      if (!app) missing.push(`The editor's GitHub App (${clientId}) is not installed on ${owner.login}: the App's page → Install App → ${owner.login} → this repository.`);
      else if (app.repository_selection === 'all') ok.push(`The editor's GitHub App (${clientId}) is installed on ${owner.login}, for all its repositories.`);
      else unknown.push(`could not check that the editor's GitHub App (${clientId}), installed on ${owner.login} for selected repositories, includes ${repo}: only the App's own tokens list them. Look under ${owner.login}'s Settings → GitHub Apps → the App → Repository access.`);
    } else unknown.push(`could not check that the editor's GitHub App (${clientId}) is installed (${said(installations)}): listing ${owner.login}'s installations needs an organisation owner's token (read:org).`);
  } else {
    unknown.push(`could not check that the editor's GitHub App (${clientId}) is installed: on a personal account's repository only the App's own sign-in can list its installations. Look under Settings → Applications → Installed GitHub Apps.`);
  }
  return { ok, missing, unknown };
}

/** The command: its environment in, its lines and exit code out. */
async function main() {
  const { GITHUB_TOKEN: token = '', CMS_GITHUB_REPO: repo = '', GITHUB_CLIENT_ID: clientId = '', GITHUB_API_URL: api = 'https://api.github.com' } = process.env;
  const unset = Object.entries({ GITHUB_TOKEN: token, CMS_GITHUB_REPO: repo, GITHUB_CLIENT_ID: clientId }).filter(([, value]) => !value).map(([name]) => name);
  if (unset.length) {
    console.error(`Set ${unset.join(', ')} (docs/editor.md, "For the person who sets it up").`);
    process.exit(2);
  }
  const { ok, missing, unknown } = await checkGitHub({ api: api.replace(/\/$/, ''), token, repo, clientId });
  for (const line of ok) console.log(`ok       ${line}`);
  for (const line of unknown) console.log(`unknown  ${line}`);
  for (const line of missing) console.log(`missing  ${line}`);
  const notChecked = unknown.length ? ` ${unknown.length} thing${unknown.length === 1 ? '' : 's'} could not be checked with this token.` : '';
  console.log(missing.length ? `${missing.length} thing${missing.length === 1 ? '' : 's'} to set up on GitHub.${notChecked}` : `GitHub is set up for the editor and the pipeline.${notChecked}`);
  process.exit(missing.length ? 1 : 0);
}

// No top-level await: the tests import this module through Jest's CommonJS transform.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
