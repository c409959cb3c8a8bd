import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { test, expect } from './fixtures';
import { E2E_PORT } from './server';
import { GITHUB_APP, GitHubStandIn, OWNER, REPO } from './github-stand-in';

/**
 * `npm run check:github` (tools/check-github.mjs) asks GitHub's API, here the suite's stand-in on a port
 * of its own, whether the repository is set up as the editor and the pipeline need, and names each
 * missing item. Run as the firm's admin runs it: the command, its environment, its exit code and lines.
 */
const PORT = E2E_PORT + 103;

async function check(github: GitHubStandIn) {
  const env = { ...process.env, GITHUB_API_URL: `http://127.0.0.1:${PORT}`, GITHUB_TOKEN: github.issueToken(), CMS_GITHUB_REPO: `${OWNER}/${REPO}`, GITHUB_CLIENT_ID: GITHUB_APP.clientId };
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['tools/check-github.mjs'], { env });
    return { code: 0, lines: stdout.trim().split('\n') };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, lines: failed.stdout.trim().split('\n') };
  }
}

test('check:github passes on a repository set up right, and names each missing item on one set up wrong', async () => {
  const github = new GitHubStandIn(['content/faqs.yml']);
  await github.start(PORT);
  try {
    const right = await check(github);
    expect(right.code).toBe(0);
    expect(right.lines.filter((line) => line.startsWith('missing'))).toEqual([]);
    expect(right.lines.at(-1)).toBe('GitHub is set up for the editor and the pipeline.');

    // A public repository whose main asks for no pull request and only one of the checks, without the App.
    github.setup = { private: false, protection: { pullRequests: false, checks: ['Content check'] }, appInstalled: false };
    const wrong = await check(github);
    expect(wrong.code).toBe(1);
    expect(wrong.lines.filter((line) => line.startsWith('missing'))).toEqual([
      expect.stringContaining('main does not take changes only by pull request'),
      expect.stringContaining('main does not require review from Code Owners'),
      expect.stringContaining('main does not require approval of the most recent push'),
      expect.stringContaining('main does not require the check "Test" from GitHub Actions'),
      expect.stringContaining(`The editor's GitHub App (${GITHUB_APP.clientId}) is not installed`),
    ]);

    // A private repository on GitHub Free: no drafts, no protection, and it says why.
    github.setup = { private: true, protection: 'plan', appInstalled: true };
    const free = await check(github);
    expect(free.code).toBe(1);
    expect(free.lines.filter((line) => line.startsWith('missing'))).toEqual([expect.stringContaining('Draft pull requests, branch protection and environments are not available on this private repository')]);

    // Not protected at all.
    github.setup = { private: false, protection: null, appInstalled: true };
    expect((await check(github)).lines.filter((line) => line.startsWith('missing'))).toEqual([expect.stringContaining('main is not protected')]);
  } finally {
    await github.stop();
  }
});
