/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { CONTENT_CHECK, PREVIEW_STATUS } from '@/lib/pipeline';
import pkg from '../package.json';

/**
 * The pipeline does what the editor and the firm rely on, and no branch can bend it
 * (.github/workflows/site.yml; its schema and expressions are checked by tools/check-workflows.mjs in
 * `npm run lint`): the jobs that run a branch's code hold no secret, the jobs that hold the deploy
 * token run none of it, previews are honest about their state, production deploys only from main, and
 * a failed production run is told to the firm's chat.
 */
type Step = { name?: string; id?: string; run?: string; uses?: string; if?: string; with?: Record<string, string>; env?: Record<string, string> };
type Job = { name?: string; if?: string; needs?: string | string[]; environment?: string; permissions?: Record<string, string>; env?: Record<string, string>; outputs?: Record<string, string>; steps: Step[] };
type Workflow = { on: Record<string, unknown>; env: Record<string, string>; permissions: Record<string, string>; jobs: Record<string, Job> };

const text = readFileSync('.github/workflows/site.yml', 'utf8');
const workflow = parse(text) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

/** Whether a job can see a deploy secret: it names one, or runs in an environment (whose secrets it may name). */
const seesSecrets = (job: Job) => Boolean(job.environment) || JSON.stringify(job).includes('secrets.');

/** What would run the branch's own code: its install scripts, its tests, its tools, a checkout to run them from. */
const BRANCH_CODE = [/\bnpm\s/, /\bnpx\s+(?!--yes "\$WRANGLER")/, /\byarn\b|\bpnpm\b/, /\.ci\/run\b/, /\bnode\s+(?!-)[\w./-]+\.(?:m?js|ts)\b/, /(?:^|\s)\.\/\S+/, /\bmake\b/];

/** Each way a job that can see a secret would run a branch's code, as `job: what`. */
function trustViolations(flow: Workflow): string[] {
  return Object.entries(flow.jobs).flatMap(([name, job]) =>
    !seesSecrets(job)
      ? []
      : job.steps.flatMap((step) => [
          ...(step.uses?.startsWith('actions/checkout') ? [`${name}: checks out the branch`] : []),
          ...BRANCH_CODE.filter((pattern) => pattern.test(step.run ?? '')).map((pattern) => `${name}: runs ${pattern} in "${step.name ?? step.run}"`),
        ]),
  );
}

test('runs on every pull request, on main, and every morning', () => {
  expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['pull_request', 'push', 'schedule']));
  expect(workflow.on.schedule).toEqual([{ cron: expect.stringMatching(/^\d+ \d+ \* \* \*$/) }]);
});

test('the jobs that run the branch\'s code hold no secret and may only read', () => {
  expect(workflow.permissions).toEqual({ contents: 'read' });
  const test = workflow.jobs.test!;
  expect(seesSecrets(test)).toBe(false);
  expect(test.permissions).toEqual({ contents: 'read' });
  expect(test.steps.some((s) => s.run?.includes('bash .ci/run'))).toBe(true);
  expect(seesSecrets(workflow.jobs['content-check']!)).toBe(false);
  // No checkout leaves the job's token on disk for the branch's scripts.
  for (const step of steps.filter((s) => s.uses?.startsWith('actions/checkout'))) expect(step.with?.['persist-credentials']).toBe(false);
});

test('no job that can see a deploy secret runs the branch\'s code: it deploys the tested build with a wrangler pinned here', () => {
  expect(trustViolations(workflow)).toEqual([]);
  const deployers = Object.entries(workflow.jobs).filter(([, job]) => JSON.stringify(job).includes('CLOUDFLARE_API_TOKEN'));
  expect(deployers.map(([name]) => name).sort()).toEqual(['deploy', 'deploy-preview']);
  for (const [, job] of deployers) {
    expect(job.needs).toBe('test');
    expect(job.steps.some((s) => s.uses?.startsWith('actions/download-artifact'))).toBe(true);
    expect(job.steps.some((s) => s.run?.includes("grep -nE '^[[:space:]]*(\\[([^]]*\\.)?build\\]|build[[:space:]]*[.=])' wrangler.toml"))).toBe(true);
  }
  expect(workflow.env.WRANGLER).toBe(`wrangler@${pkg.devDependencies.wrangler}`);
});

test('the trust rule fails a deploy job that runs the branch\'s install, tests or tools', () => {
  for (const run of ['npm ci', 'npm install --no-audit', 'bash .ci/run', 'npx wrangler deploy', 'node tools/check-content.mjs', './scripts/deploy.sh']) {
    const copy = structuredClone(workflow);
    copy.jobs.deploy!.steps.push({ name: 'branch code', run });
    expect([run, trustViolations(copy).length > 0]).toEqual([run, true]);
  }
  const checkout = structuredClone(workflow);
  checkout.jobs['deploy-preview']!.steps.unshift({ uses: 'actions/checkout@v4' });
  expect(trustViolations(checkout)).toEqual(['deploy-preview: checks out the branch']);
});

test('every action is pinned by its commit', () => {
  const uses = steps.flatMap((s) => (s.uses ? [s.uses] : []));
  expect(uses.length).toBeGreaterThan(5);
  for (const action of uses) expect(action).toMatch(/^[\w-]+\/[\w-]+@[0-9a-f]{40}$/);
});

test('production deploys only from main, after the launch gate and the tests, database first', () => {
  const deploy = workflow.jobs.deploy!;
  expect(deploy.environment).toBe('production');
  expect(deploy.if).toContain("github.ref == 'refs/heads/main'");
  expect(deploy.if).toContain("github.event_name != 'pull_request'");
  const run = deploy.steps.find((s) => s.name === 'Deploy')!.run!;
  expect(run.indexOf('d1 migrations apply DB --remote')).toBeLessThan(run.indexOf(' deploy dist/worker/worker.js'));
  expect(run).toContain('--env private');
  const gate = workflow.jobs.test!.steps.find((s) => s.name === 'Launch gate')!;
  expect(gate.if).toBe("github.event_name != 'pull_request'");
  expect(gate.run).toContain('node tools/launch-list.mjs --gate');
});

test('posts the draft\'s check under the name the editor reads before it publishes', () => {
  const check = steps.find((s) => s.run?.includes('node tools/check-content.mjs'))!;
  expect(check.run).toContain(`context='${CONTENT_CHECK}'`);
  expect(workflow.jobs['content-check']!.if).toBe("github.event_name == 'pull_request'");
});

test('a draft\'s preview status is pending while the run goes on, failure with the run\'s link, success with its own address', () => {
  // Sveltia takes a status whose name says preview, pages or cloudflare for the deployment (its shared/deployment.js).
  expect(workflow.env.PREVIEW_STATUS).toBe(PREVIEW_STATUS);
  const statusOf = (job: string) => workflow.jobs[job]!.steps.find((s) => s.run?.includes('context="$PREVIEW_STATUS"'))!;
  expect(statusOf('preview-pending').run).toContain('state=pending');
  expect(workflow.jobs['preview-pending']!.needs).toBeUndefined();
  expect(statusOf('preview-failed').run).toContain('state=failure');
  expect(statusOf('preview-failed').env!.RUN_URL).toContain('actions/runs/${{ github.run_id }}');
  expect(workflow.jobs['preview-failed']!.needs).toEqual(['test', 'deploy-preview']);
  expect(workflow.jobs['preview-failed']!.if).toContain('failure()');
  const success = statusOf('deploy-preview');
  expect(success.run).toContain('state=success');
  expect(success.env!.PREVIEW_URL).toBe('${{ steps.upload.outputs.url }}');
  // The version's own address (wrangler's "Version Preview URL"), unique to this upload; the alias only names it.
  const upload = workflow.jobs['deploy-preview']!.steps.find((s) => s.id === 'upload')!.run!;
  expect(upload).toContain('versions upload dist/worker/worker.js --no-bundle --env preview --preview-alias "$ALIAS"');
  expect(upload).toMatch(/\^\[a-z\]\[a-z0-9-\]\{0,39\}\$/);
});

test('a failed production run is told to the firm\'s chat, through the webhook the quote form uses', () => {
  const job = workflow.jobs['tell-the-firm']!;
  expect(job.if).toBe("failure() && github.event_name != 'pull_request'");
  expect(job.needs).toEqual(['test', 'deploy']);
  const notice = job.steps.find((s) => s.env?.LEAD_WEBHOOK_URL)!;
  expect(notice.env!.LEAD_WEBHOOK_URL).toBe('${{ secrets.LEAD_WEBHOOK_URL }}');
  expect(notice.run).toContain('"$LEAD_WEBHOOK_URL"');
});

test('a scheduled post goes live within the hour: an hourly look on main starts the site\'s pipeline only when one came due', () => {
  const hourly = parse(readFileSync('.github/workflows/scheduled-posts.yml', 'utf8')) as Workflow;
  expect(hourly.on.schedule).toEqual([{ cron: expect.stringMatching(/^\d+ \* \* \* \*$/) }]);
  const job = Object.values(hourly.jobs)[0]!;
  expect(seesSecrets(job)).toBe(false);
  expect(job.permissions).toEqual({ contents: 'read', actions: 'write' });
  expect(job.steps.find((s) => s.uses?.startsWith('actions/checkout'))!.with).toMatchObject({ ref: 'main', 'persist-credentials': false });
  const look = job.steps.find((s) => s.run?.includes('node tools/posts-due.mjs'))!;
  const start = job.steps.find((s) => s.run?.includes('gh workflow run site.yml --ref main'))!;
  expect(start.if).toBe(`steps.${look.id}.outputs.due == 'true'`);
  expect(Object.keys(workflow.on)).toContain('workflow_dispatch');
  // And a draft's preview shows its scheduled posts, with their note; main's build does not.
  expect(workflow.jobs.test!.env!.SCHEDULED_POSTS).toBe("${{ github.event_name == 'pull_request' && 'show' || 'hide' }}");
});
