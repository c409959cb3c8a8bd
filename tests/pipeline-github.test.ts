/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { checkGitHub } from '../tools/check-github.mjs';

/**
 * `npm run check:github` (tools/check-github.mjs) on GitHub's answers for four set-ups
 * (tests/fixtures/github/, in the shapes GitHub's REST reference documents): right on a classic
 * rule, right on a ruleset, a rule without Code Owners' review, and a token that cannot see some
 * settings, which it must call "could not check", never "missing". A path it asks that a fixture does
 * not hold fails the test, so every answer it relies on is in the fixture.
 */
const API = 'https://api.github.test';
const REPO = 'stratum-precon/website';
const CLIENT_ID = 'Iv1.0a1b2c3d4e5f6a7b';

type Answers = Record<string, { status: number; body: unknown }>;

/** A fetch that answers from the fixture (edited first, when `edit` is given), and the paths it was asked. */
function answersFrom(name: string, edit?: (answers: Answers) => void) {
  const { answers } = JSON.parse(readFileSync(`tests/fixtures/github/${name}.json`, 'utf8')) as { answers: Answers };
  edit?.(answers);
  const asked: string[] = [];
  const fetch = (async (url: string) => {
    const path = String(url).slice(API.length);
    asked.push(path);
    const answer = answers[path];
    if (!answer) throw new Error(`check:github asked ${path}, which the fixture ${name} does not hold`);
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}
const check = (name: string, clientId = CLIENT_ID) => checkGitHub({ api: API, token: 't', repo: REPO, clientId, fetch: answersFrom(name).fetch });

test('a classic branch protection rule set up right passes, every item named', async () => {
  const { ok, missing, unknown } = await check('classic');
  expect(missing).toEqual([]);
  expect(unknown).toEqual([]);
  expect(ok).toEqual(
    expect.arrayContaining([
      'main takes changes only by pull request (branch protection rule).',
      'main requires review from Code Owners (branch protection rule).',
      'main requires approval of the most recent push (branch protection rule).',
      'main requires the check "Content check" from GitHub Actions (branch protection rule).',
      'main requires the check "Test" from GitHub Actions (branch protection rule).',
      '.github/CODEOWNERS has no errors.',
      'The environment "production" exists, deployed from chosen branches only.',
      'The environment "preview" exists.',
      `The editor's GitHub App (${CLIENT_ID}) is installed on stratum-precon, for all its repositories.`,
    ]),
  );
});

test('a ruleset set up right passes, though no classic rule exists', async () => {
  const { ok, missing, unknown } = await check('ruleset');
  expect(missing).toEqual([]);
  expect(unknown).toEqual([]);
  expect(ok).toEqual(expect.arrayContaining(['main requires review from Code Owners (ruleset).', 'main requires the check "Test" from GitHub Actions (ruleset).']));
});

test('code owners\' review missing, and a check any commit status could pass, are named with what to do', async () => {
  const { missing, unknown } = await check('no-code-owners');
  expect(unknown).toEqual([]);
  expect(missing).toEqual([
    'main does not require review from Code Owners: turn on "Require review from Code Owners" in main\'s rule (with 0 required approvals: content drafts need none).',
    'main does not require the check "Test" from GitHub Actions: it is required from any source, so a commit status of that name passes it: choose "GitHub Actions" as its source in main\'s rule.',
  ]);
});

test('a token that cannot list installations, read the classic rule or the environments: "could not check", never "missing"', async () => {
  const { ok, missing, unknown } = await check('no-installations');
  expect(missing).toEqual([]);
  // The ruleset, readable to any token, still proves what it sets.
  expect(ok).toContain('main requires review from Code Owners (ruleset).');
  expect(unknown).toEqual([
    expect.stringMatching(/^could not check main's classic branch protection rule \(GitHub answered 403: "Resource not accessible by personal access token"\)/),
    expect.stringMatching(/^could not check the environments "production" and "preview" \(GitHub answered 404/),
    expect.stringMatching(/^could not check that the editor's GitHub App \(Iv1\.0a1b2c3d4e5f6a7b\) is installed \(GitHub answered 403[^)]*\): listing stratum-precon's installations needs an organisation owner's token/),
  ]);
});

test('an App not among the organisation\'s installations is missing; the App\'s own endpoint is never asked', async () => {
  const { fetch, asked } = answersFrom('classic');
  const { missing } = await checkGitHub({ api: API, token: 't', repo: REPO, clientId: 'Iv1.notinstalled', fetch });
  expect(missing).toEqual([expect.stringContaining("The editor's GitHub App (Iv1.notinstalled) is not installed on stratum-precon")]);
  expect(asked.filter((path) => path.startsWith('/user/installations') || path.endsWith('/installation'))).toEqual([]);
});

test('a ruleset whose check any commit status could pass is missing its source', async () => {
  const { fetch } = answersFrom('ruleset', (answers) => {
    const rules = answers[`/repos/${REPO}/rules/branches/main`]!.body as { type: string; parameters: { required_status_checks?: { context: string; integration_id?: number | null }[] } }[];
    rules.find((rule) => rule.type === 'required_status_checks')!.parameters.required_status_checks![0]!.integration_id = null;
  });
  const { missing } = await checkGitHub({ api: API, token: 't', repo: REPO, clientId: CLIENT_ID, fetch });
  expect(missing).toEqual([expect.stringMatching(/^main does not require the check "Content check" from GitHub Actions: it is required from any source/)]);
});
