/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';

/**
 * The preview job's own shell steps (site.yml, deploy-preview), run with bash as GitHub runs them, on
 * artifacts a branch could make: a wrangler.toml that binds [env.preview] to production's database and
 * bucket, and one for each spelling of a build command. wrangler, npm and gh are a recorder on PATH that
 * logs its arguments and, as wrangler does (its getEntry runs runCustomBuild even with --no-bundle),
 * runs the build command of the configuration it is given (--config, else ./wrangler.toml). The
 * `uses:` steps are played by the test: the checkout of the base commit is this repository's files, the
 * artifact is the branch's build. What wrangler must be given is main's configuration, and no command
 * of the branch may run (the branch's build command touches a marker file).
 */
type Step = { name?: string; id?: string; run?: string; uses?: string; 'working-directory'?: string; with?: Record<string, string | boolean>; env?: Record<string, string> };
type Workflow = { env: Record<string, string>; jobs: Record<string, { steps: Step[] }> };

const ROOT = resolve('.');
const SITE = readFileSync('.github/workflows/site.yml', 'utf8');
const MAIN_CONFIG = readFileSync('wrangler.toml', 'utf8');
const PRODUCTION_DB = /^database_id = "([^"]+)"/m.exec(MAIN_CONFIG)![1]!;

const RECORDER = `#!/usr/bin/env node
const { appendFileSync, existsSync, readFileSync } = require('node:fs');
const { resolve, basename } = require('node:path');
const { execSync } = require('node:child_process');
const { parse } = require(${JSON.stringify(require.resolve('smol-toml'))});
const tool = basename(process.argv[1]);
const args = process.argv.slice(2);
const entry = { tool, args, cwd: process.cwd() };
if (tool === 'wrangler') {
  const at = args.indexOf('--config');
  const file = resolve(at >= 0 ? args[at + 1] : 'wrangler.toml');
  const envAt = args.indexOf('--env');
  const envName = envAt >= 0 ? args[envAt + 1] : '';
  entry.config = file;
  if (existsSync(file)) {
    const config = parse(readFileSync(file, 'utf8'));
    const env = envName ? (config.env || {})[envName] || {} : config;
    entry.database_id = ((env.d1_databases || [])[0] || {}).database_id;
    const build = (env.build || config.build || {}).command;
    if (build) execSync(build, { stdio: 'inherit', cwd: resolve(file, '..') });
  }
  if (args[0] === 'versions') console.log('Version Preview URL: https://0a1b2c3d-stratum-precon-preview.firm-previews.workers.dev');
}
appendFileSync(process.env.RECORD_FILE, JSON.stringify(entry) + '\\n');
`;

/** What each step's `${{ … }}` stands for in this run: a draft's pull request onto main. */
function expression(expr: string, outputs: Record<string, Record<string, string>>): string {
  const known: Record<string, string> = {
    'github.token': 'github-token',
    'github.event.pull_request.head.sha': 'f00dfeed',
    'github.event.pull_request.base.sha': 'ba5eba5e',
    'needs.test.outputs.alias': 'cms-posts-my-post',
    'secrets.CLOUDFLARE_PREVIEW_API_TOKEN': 'preview-token',
    'secrets.CLOUDFLARE_PREVIEW_ACCOUNT_ID': 'preview-account',
  };
  const step = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(expr);
  if (step) return outputs[step[1]!]?.[step[2]!] ?? '';
  if (!(expr in known)) throw new Error(`The preview job uses \${{ ${expr} }}, which this test does not play: add it.`);
  return known[expr]!;
}
const evaluate = (value: string, outputs: Record<string, Record<string, string>>) => value.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, expr: string) => expression(expr, outputs));

/** The branch's build: out/, the Worker, and whatever else it put in the artifact. */
function makeArtifact(dir: string, branchConfig: string) {
  mkdirSync(join(dir, 'out'), { recursive: true });
  mkdirSync(join(dir, 'dist/worker'), { recursive: true });
  writeFileSync(join(dir, 'out/index.html'), '<h1>Draft</h1>');
  writeFileSync(join(dir, 'dist/worker/worker.js'), 'export default { fetch() { return new Response("draft"); } };');
  // The old artifact's place for it, and two more a branch could try.
  writeFileSync(join(dir, 'wrangler.toml'), branchConfig);
  writeFileSync(join(dir, 'dist/worker/wrangler.toml'), branchConfig);
  writeFileSync(join(dir, 'out/wrangler.toml'), branchConfig);
}

/** Runs the preview job of `site` in a fresh workspace on that artifact: what wrangler was given, and whether the branch's command ran. */
function runPreviewJob(branchConfig: string, site = SITE) {
  const flow = parse(site) as Workflow;
  const workspace = mkdtempSync(join(tmpdir(), 'preview-job-'));
  const bin = join(workspace, '.bin');
  mkdirSync(bin);
  for (const tool of ['wrangler', 'npm', 'npx', 'gh']) {
    writeFileSync(join(bin, tool), RECORDER);
    chmodSync(join(bin, tool), 0o755);
  }
  const marker = join(workspace, '.branch-command-ran');
  const record = join(workspace, '.record');
  writeFileSync(record, '');
  const outputs: Record<string, Record<string, string>> = {};
  const ran: string[] = [];
  for (const step of flow.jobs['deploy-preview']!.steps) {
    if (step.uses?.startsWith('actions/setup-node')) continue;
    if (step.uses?.startsWith('actions/checkout')) {
      // The base commit's files, as the sparse checkout lists them.
      const into = join(workspace, String(step.with?.path ?? '.'));
      for (const path of String(step.with?.['sparse-checkout'] ?? '').split('\n').map((l) => l.trim().replace(/^\/|\/$/g, '')).filter(Boolean)) {
        mkdirSync(dirname(join(into, path)), { recursive: true });
        cpSync(join(ROOT, path), join(into, path), { recursive: true });
      }
      continue;
    }
    if (step.uses?.startsWith('actions/download-artifact')) {
      makeArtifact(join(workspace, String(step.with?.path ?? '.')), branchConfig.replaceAll('MARKER', marker));
      continue;
    }
    if (step.uses) throw new Error(`The preview job uses ${step.uses}, which this test does not play: add it.`);
    const output = join(workspace, `.output-${ran.length}`);
    writeFileSync(output, '');
    const env = Object.fromEntries(Object.entries({ ...flow.env, ...step.env }).map(([name, value]) => [name, evaluate(String(value), outputs)]));
    const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], {
      cwd: join(workspace, step['working-directory'] ?? '.'),
      env: { PATH: `${bin}:${process.env.PATH}`, HOME: workspace, GITHUB_OUTPUT: output, GITHUB_PATH: join(workspace, '.path'), GITHUB_REPOSITORY: 'stratum-precon/website', RECORD_FILE: record, NODE_ENV: 'test', ...env },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`Step "${step.name}" failed (${result.status}): ${result.stdout}${result.stderr}`);
    ran.push(step.name ?? step.run!);
    if (step.id) outputs[step.id] = Object.fromEntries(readFileSync(output, 'utf8').split('\n').filter(Boolean).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
  }
  const calls = readFileSync(record, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as { tool: string; args: string[]; cwd: string; config?: string; database_id?: string });
  const result = { workspace, ran, calls, branchCommandRan: existsSync(marker), outputs };
  return { ...result, cleanUp: () => rmSync(workspace, { recursive: true, force: true }) };
}

/** A branch's wrangler.toml: main's, with its preview bound to production's database and bucket. */
const REBOUND = MAIN_CONFIG.replace(/(\[\[env\.preview\.d1_databases\]\][\s\S]*?database_id = )"[^"]+"/, `$1"${PRODUCTION_DB}"`).replace('bucket_name = "stratum-drawings-preview"', 'bucket_name = "stratum-drawings"');
const BUILD_SPELLINGS = {
  '[build]': `[build]\ncommand = "touch MARKER"\n${MAIN_CONFIG}`,
  '"build" = { command = … }': MAIN_CONFIG.replace('[env.preview]\n', '[env.preview]\n"build" = { command = "touch MARKER" }\n'),
  '[ env.preview.build ]': `${MAIN_CONFIG}\n[ env.preview.build ]\ncommand = "touch MARKER"\n`,
};

test('the recorder plays wrangler truly: given the branch\'s configuration, it runs each spelling of its build command', () => {
  // Without this, a marker that never appears would prove nothing.
  for (const [spelling, config] of Object.entries(BUILD_SPELLINGS)) {
    const dir = mkdtempSync(join(tmpdir(), 'recorder-'));
    writeFileSync(join(dir, 'wrangler'), RECORDER);
    chmodSync(join(dir, 'wrangler'), 0o755);
    writeFileSync(join(dir, 'wrangler.toml'), config.replaceAll('MARKER', join(dir, 'ran')));
    spawnSync(join(dir, 'wrangler'), ['versions', 'upload', 'w.js', '--env', 'preview'], { cwd: dir, env: { ...process.env, RECORD_FILE: join(dir, 'record') } });
    expect([spelling, existsSync(join(dir, 'ran'))]).toEqual([spelling, true]);
    rmSync(dir, { recursive: true, force: true });
  }
  expect(REBOUND).not.toBe(MAIN_CONFIG);
  expect(REBOUND.match(new RegExp(PRODUCTION_DB, 'g'))).toHaveLength(3);
});

test.each([['binds [env.preview] to production\'s database and bucket', REBOUND], ...Object.entries(BUILD_SPELLINGS).map(([spelling, config]) => [`carries a build command as ${spelling}`, config])])(
  'a branch whose artifact %s: wrangler is given main\'s configuration, and no command of the branch runs',
  (_, branchConfig) => {
    const job = runPreviewJob(branchConfig);
    try {
      const wrangler = job.calls.filter((call) => call.tool === 'wrangler');
      expect(wrangler).toHaveLength(1);
      const [upload] = wrangler;
      expect(upload!.args.slice(0, 3)).toEqual(['versions', 'upload', 'main/dist/worker/worker.js']);
      // --config points into the base commit's checkout, and what it holds is main's file, byte for byte.
      expect(upload!.args[upload!.args.indexOf('--config') + 1]).toBe('main/wrangler.toml');
      expect(upload!.config).toBe(join(job.workspace, 'main/wrangler.toml'));
      expect(readFileSync(upload!.config!, 'utf8')).toBe(MAIN_CONFIG);
      expect(upload!.database_id).not.toBe(PRODUCTION_DB);
      expect(job.branchCommandRan).toBe(false);
      // The Worker and the pages are the branch's build; nothing else of the artifact is left.
      expect(readFileSync(join(job.workspace, 'main/dist/worker/worker.js'), 'utf8')).toContain('draft');
      expect(existsSync(join(job.workspace, 'main/out/index.html'))).toBe(true);
      expect(existsSync(join(job.workspace, 'artifact'))).toBe(false);
      // main's wrangler, from its lockfile, without install scripts.
      expect(job.calls.find((call) => call.tool === 'npm')).toMatchObject({ args: ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], cwd: join(job.workspace, 'main/.github/deploy') });
      expect(job.outputs.upload?.url).toBe('https://0a1b2c3d-stratum-precon-preview.firm-previews.workers.dev');
      expect(job.calls.find((call) => call.tool === 'gh')!.args).toContain('target_url=https://0a1b2c3d-stratum-precon-preview.firm-previews.workers.dev');
    } finally {
      job.cleanUp();
    }
  },
);

test('the same run on a preview job that copies the whole artifact over main\'s checkout shows the branch\'s command running', () => {
  const careless = SITE.replace('cp -R artifact/out main/out\n', 'cp -R artifact/. main/\n');
  expect(careless).not.toBe(SITE);
  const job = runPreviewJob(BUILD_SPELLINGS['[ env.preview.build ]'], careless);
  try {
    expect(job.branchCommandRan).toBe(true);
    expect(readFileSync(join(job.workspace, 'main/wrangler.toml'), 'utf8')).not.toBe(MAIN_CONFIG);
  } finally {
    job.cleanUp();
  }
});
