import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { E2E_PORT } from './server';

/**
 * A stand-in for GitHub on another loopback origin, for the editor's sign-in and what it does after:
 * the OAuth consent page and token endpoint a GitHub App has (the site's function trades the code here,
 * GITHUB_URL in playwright.config.ts), and the REST and GraphQL calls Sveltia CMS makes on a repository
 * (the browser's requests to api.github.com are routed here by the test, so the editor's own policy
 * still has to allow them). It keeps a repository in memory: branches, commits, pull requests with their
 * labels, and commit statuses. It answers what Sveltia 0.221.1 asks (its GitHub backend's queries, read
 * from its source), not GraphQL in general. `onCommit` lets a test act as the pipeline on a new commit.
 */

export const GITHUB_STAND_IN_URL = `http://127.0.0.1:${E2E_PORT + 102}`;
export const GITHUB_APP = { clientId: 'Iv1.stand-in', clientSecret: 'stand-in-secret' };
export const OWNER = 'stratum-precon';
export const REPO = 'website';
export const MARKETER = { login: 'sam-marketing', name: 'Sam Rivera', id: 4242 };

type Tree = Map<string, string>;
interface Commit {
  sha: string;
  tree: Tree;
  parent?: string;
  message: string;
  date: string;
}
export interface PullRequest {
  number: number;
  nodeId: string;
  title: string;
  head: string;
  base: string;
  /** Where the head branch started, for the files it changes. */
  baseSha: string;
  state: 'open' | 'closed' | 'merged';
  draft: boolean;
  labels: string[];
  createdAt: string;
  updatedAt: string;
}
export interface Status {
  context: string;
  state: 'SUCCESS' | 'PENDING' | 'FAILURE' | 'ERROR';
  description: string;
  targetUrl: string | null;
}

const gitBlobSha = (bytes: Buffer) => createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
const now = () => new Date().toISOString();

export class GitHubStandIn {
  readonly blobs = new Map<string, Buffer>();
  readonly commits = new Map<string, Commit>();
  readonly refs = new Map<string, string>();
  readonly pulls: PullRequest[] = [];
  readonly statuses = new Map<string, Status[]>();
  /** Every merge, by pull request number. */
  readonly merged: number[] = [];
  /** The codes it handed out, and the tokens they became. */
  private codes = new Set<string>();
  private tokens = new Set<string>();
  /** When set, the consent page refuses the sign-in as a person who clicked "Cancel" would. */
  refuseNext = false;
  onCommit: (branch: string, commit: Commit) => void = () => undefined;
  /**
   * How the repository is set up, as `npm run check:github` reads it: visibility, `main`'s protection
   * ('plan' for a private repository on GitHub Free, which has none; with a pull request it asks Code
   * Owners' review and approval of the last push, and its checks from GitHub Actions), and whether the
   * editor's App is installed on the organisation.
   */
  setup: { private: boolean; protection: { pullRequests: boolean; checks: string[] } | null | 'plan'; appInstalled: boolean } = { private: false, protection: { pullRequests: true, checks: ['Content check', 'Test'] }, appInstalled: true };
  private server?: Server;

  /** The repository as committed: the files under the given folders, on main. */
  constructor(folders: string[]) {
    const tree: Tree = new Map();
    for (const path of execFileSync('git', ['ls-files', '-z', ...folders], { encoding: 'utf8' }).split('\0').filter(Boolean)) {
      tree.set(path, this.store(readFileSync(path)));
    }
    const commit: Commit = { sha: randomBytes(20).toString('hex'), tree, message: 'Initial commit', date: now() };
    this.commits.set(commit.sha, commit);
    this.refs.set('main', commit.sha);
  }

  private store(bytes: Buffer): string {
    const sha = gitBlobSha(bytes);
    this.blobs.set(sha, bytes);
    return sha;
  }

  /** A file's text on a branch, or undefined. */
  file(branch: string, path: string): string | undefined {
    const sha = this.head(branch)?.tree.get(path);
    return sha ? this.blobs.get(sha)?.toString('utf8') : undefined;
  }

  head(branch: string): Commit | undefined {
    const sha = this.refs.get(branch);
    return sha ? this.commits.get(sha) : undefined;
  }

  /** The files a branch changes since it started from `baseSha`: path, and its bytes or null when deleted. */
  changes(branch: string, baseSha: string): Map<string, Buffer | null> {
    const base = this.commits.get(baseSha)!.tree;
    const tip = this.head(branch)!.tree;
    const changed = new Map<string, Buffer | null>();
    for (const [path, sha] of tip) if (base.get(path) !== sha) changed.set(path, this.blobs.get(sha)!);
    for (const path of base.keys()) if (!tip.has(path)) changed.set(path, null);
    return changed;
  }

  /** Every status as it was set, in order, with its commit: what the pipeline said and when. */
  readonly statusLog: (Status & { sha: string })[] = [];

  setStatus(sha: string, status: Status) {
    this.statusLog.push({ ...status, sha });
    const list = (this.statuses.get(sha) ?? []).filter((s) => s.context !== status.context);
    this.statuses.set(sha, [...list, status]);
  }

  private commitOn(branch: string, changes: { additions: { path: string; contents: string }[]; deletions: { path: string }[] }, message: string): Commit {
    const parent = this.head(branch)!;
    const tree: Tree = new Map(parent.tree);
    for (const { path, contents } of changes.additions) tree.set(path, this.store(Buffer.from(contents, 'base64')));
    for (const { path } of changes.deletions) tree.delete(path);
    const commit: Commit = { sha: randomBytes(20).toString('hex'), tree, parent: parent.sha, message, date: now() };
    this.commits.set(commit.sha, commit);
    this.refs.set(branch, commit.sha);
    this.onCommit(branch, commit);
    return commit;
  }

  /** A token as GitHub hands one to a signed-in person (for a test that calls the API itself). */
  issueToken(): string {
    const token = `ghu_${randomBytes(12).toString('hex')}`;
    this.tokens.add(token);
    return token;
  }

  async start(port = Number(new URL(GITHUB_STAND_IN_URL).port)): Promise<void> {
    this.server = createServer(async (req, res) => {
      const body = await readBody(req);
      const answer = await this.answer(req.method ?? 'GET', req.url ?? '/', req.headers, body);
      res.writeHead(answer.status, answer.headers).end(answer.body);
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** One request to github.com or api.github.com, as the stand-in answers it. */
  async answer(method: string, rawUrl: string, headers: Record<string, string | string[] | undefined>, body: Buffer): Promise<{ status: number; headers: Record<string, string>; body: string | Buffer }> {
    const url = new URL(rawUrl, GITHUB_STAND_IN_URL);
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept', 'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE' };
    const json = (status: number, value: unknown) => ({ status, headers: { ...cors, 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(value) });
    if (method === 'OPTIONS') return { status: 204, headers: cors, body: '' };

    // github.com: the consent page and the token endpoint.
    if (url.pathname === '/login/oauth/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      if (url.searchParams.get('client_id') !== GITHUB_APP.clientId) return { status: 404, headers: {}, body: 'No such app' };
      if (this.refuseNext) {
        this.refuseNext = false;
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'The user has denied your application access.');
      } else {
        const code = randomBytes(10).toString('hex');
        this.codes.add(code);
        back.searchParams.set('code', code);
      }
      const page = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Authorize Stratum Precon editor</title></head><body><h1>Authorize Stratum Precon editor</h1><p>Signed in as ${MARKETER.login}.</p><a href="${back.toString().replace(/&/g, '&amp;')}">Authorize</a></body></html>`;
      return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: page };
    }
    if (url.pathname === '/login/oauth/access_token' && method === 'POST') {
      const grant = JSON.parse(body.toString() || '{}') as Record<string, string>;
      if (grant.client_id !== GITHUB_APP.clientId || grant.client_secret !== GITHUB_APP.clientSecret) return json(200, { error: 'incorrect_client_credentials', error_description: 'The client_id and/or client_secret passed are incorrect.' });
      if (!grant.code || !this.codes.delete(grant.code)) return json(200, { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
      const token = `ghu_${randomBytes(12).toString('hex')}`;
      this.tokens.add(token);
      return json(200, { access_token: token, expires_in: 28800, refresh_token: `ghr_${randomBytes(12).toString('hex')}`, refresh_token_expires_in: 15897600, token_type: 'bearer', scope: '' });
    }

    // api.github.com: only with a token it handed out.
    const token = String(headers.authorization ?? '').replace(/^(token|Bearer) /, '');
    if (!this.tokens.has(token)) return json(401, { message: 'Bad credentials' });
    const repoPath = `/repos/${OWNER}/${REPO}`;
    const path = url.pathname;
    const input = body.length ? (JSON.parse(body.toString()) as Record<string, unknown>) : {};

    if (path === '/user') return json(200, { login: MARKETER.login, id: MARKETER.id, name: MARKETER.name, email: null, html_url: `https://github.com/${MARKETER.login}`, avatar_url: '' });
    if (path === '/graphql') {
      try {
        return json(200, { data: this.graphql(String(input.query), (input.variables ?? {}) as Record<string, unknown>) });
      } catch (error) {
        return json(200, { data: null, errors: [{ message: (error as Error).message }] });
      }
    }
    // What `npm run check:github` reads: the organisation's App installations (an owner's token lists them).
    if (path === `/orgs/${OWNER}/installations`) {
      return json(200, { total_count: this.setup.appInstalled ? 1 : 0, installations: this.setup.appInstalled ? [{ id: 77, client_id: GITHUB_APP.clientId, app_slug: 'stratum-editor', repository_selection: 'all' }] : [] });
    }
    if (!path.startsWith(repoPath)) return json(404, { message: 'Not Found' });
    const rest = path.slice(repoPath.length);
    let m: RegExpExecArray | null;

    if (rest === '' && method === 'GET') return json(200, { full_name: `${OWNER}/${REPO}`, private: this.setup.private, visibility: this.setup.private ? 'private' : 'public', default_branch: 'main', owner: { login: OWNER, type: 'Organization' } });
    if (rest === '/rules/branches/main' && method === 'GET') return json(200, []);
    if (rest === '/codeowners/errors' && method === 'GET') return json(200, { errors: [] });
    if (rest === '/environments' && method === 'GET') {
      const environments = [{ name: 'preview', deployment_branch_policy: null }, { name: 'production', deployment_branch_policy: { protected_branches: false, custom_branch_policies: true } }];
      return json(200, { total_count: environments.length, environments });
    }
    if (rest === '/branches/main/protection' && method === 'GET') {
      const { protection } = this.setup;
      if (protection === 'plan') return json(403, { message: 'Upgrade to GitHub Pro or make this repository public to enable this feature.' });
      if (!protection) return json(404, { message: 'Branch not protected' });
      return json(200, {
        required_status_checks: { strict: false, contexts: protection.checks, checks: protection.checks.map((context) => ({ context, app_id: 15368 })) },
        ...(protection.pullRequests ? { required_pull_request_reviews: { required_approving_review_count: 0, require_code_owner_reviews: true, require_last_push_approval: true } } : {}),
      });
    }

    if ((m = /^\/collaborators\/([^/]+)$/.exec(rest))) return m[1] === MARKETER.login ? { status: 204, headers: cors, body: '' } : json(404, { message: 'Not Found' });
    if ((m = /^\/git\/trees\/(.+)$/.exec(rest))) {
      const commit = this.commits.get(m[1]!) ?? this.head(decodeURIComponent(m[1]!));
      if (!commit) return json(404, { message: 'Not Found' });
      return json(200, { sha: commit.sha, truncated: false, tree: [...commit.tree].map(([p, sha]) => ({ path: p, mode: '100644', type: 'blob', sha, size: this.blobs.get(sha)!.length })) });
    }
    if ((m = /^\/git\/blobs\/([0-9a-f]+)$/.exec(rest))) {
      const blob = this.blobs.get(m[1]!);
      return blob ? { status: 200, headers: { ...cors, 'Content-Type': 'application/octet-stream' }, body: blob } : json(404, { message: 'Not Found' });
    }
    if ((m = /^\/git\/refs\/heads\/(.+)$/.exec(rest))) {
      const branch = decodeURI(m[1]!);
      if (method === 'DELETE') {
        this.refs.delete(branch);
        return { status: 204, headers: cors, body: '' };
      }
      if (method === 'PATCH') {
        this.refs.set(branch, String(input.sha));
        return json(200, { ref: `refs/heads/${branch}`, object: { sha: input.sha } });
      }
    }
    if ((m = /^\/commits\/(.+)\/status$/.exec(rest))) {
      const sha = this.refs.get(decodeURIComponent(m[1]!)) ?? m[1]!;
      const list = this.statuses.get(sha) ?? [];
      const state = list.some((s) => s.state === 'FAILURE' || s.state === 'ERROR') ? 'failure' : list.length && list.every((s) => s.state === 'SUCCESS') ? 'success' : 'pending';
      return json(200, { state, sha, statuses: list.map((s) => ({ context: s.context, state: s.state.toLowerCase(), description: s.description, target_url: s.targetUrl })) });
    }
    // The editor's Publish reads which files a draft changes since it left main (components/admin/pre-publish.ts).
    if ((m = /^\/compare\/main\.\.\.(.+)$/.exec(rest)) && method === 'GET') {
      const branch = decodeURIComponent(m[1]!);
      if (!this.head(branch)) return json(404, { message: 'Not Found' });
      return json(200, { files: [...this.changes(branch, this.branchStarts.get(branch) ?? this.refs.get('main')!)].map(([p, bytes]) => ({ filename: p, status: bytes ? 'modified' : 'removed' })) });
    }
    if (rest === '/pulls' && method === 'POST') {
      const head = String(input.head);
      const number = this.pulls.length + 1;
      const pull: PullRequest = {
        number,
        nodeId: `PR_${number}`,
        title: String(input.title),
        head,
        base: String(input.base),
        baseSha: this.branchStarts.get(head) ?? this.refs.get(String(input.base))!,
        state: 'open',
        draft: Boolean(input.draft),
        labels: [],
        createdAt: now(),
        updatedAt: now(),
      };
      this.pulls.push(pull);
      return json(201, this.restPull(pull));
    }
    if ((m = /^\/pulls\/(\d+)(\/merge|\/files)?$/.exec(rest))) {
      const pull = this.pulls.find((p) => p.number === Number(m![1]));
      if (!pull) return json(404, { message: 'Not Found' });
      if (m[2] === '/merge' && method === 'PUT') {
        const changes = this.changes(pull.head, pull.baseSha);
        const additions = [...changes].filter(([, bytes]) => bytes).map(([p, bytes]) => ({ path: p, contents: bytes!.toString('base64') }));
        const deletions = [...changes].filter(([, bytes]) => !bytes).map(([p]) => ({ path: p }));
        const commit = this.commitOn(pull.base, { additions, deletions }, String(input.commit_title ?? pull.title));
        pull.state = 'merged';
        this.merged.push(pull.number);
        return json(200, { sha: commit.sha, merged: true, message: 'Pull Request successfully merged' });
      }
      if (m[2] === '/files') return json(200, [...this.changes(pull.head, pull.baseSha)].map(([p, bytes]) => ({ filename: p, status: bytes ? 'modified' : 'removed' })));
      if (method === 'PATCH') {
        if (input.state === 'closed') pull.state = 'closed';
        if (input.state === 'open') pull.state = 'open';
      }
      return json(200, this.restPull(pull));
    }
    if ((m = /^\/issues\/(\d+)(\/labels)?$/.exec(rest))) {
      const pull = this.pulls.find((p) => p.number === Number(m![1]));
      if (!pull) return json(404, { message: 'Not Found' });
      if (method === 'POST' && m[2]) pull.labels.push(...(input.labels as string[]));
      if (method === 'PATCH' && Array.isArray(input.labels)) pull.labels = input.labels as string[];
      pull.updatedAt = now();
      return json(200, { number: pull.number, labels: pull.labels.map((name) => ({ name })) });
    }
    return json(404, { message: `Not Found (the stand-in does not answer ${method} ${path})` });
  }

  /** Where each workflow branch started (createRef), for the files its pull request changes. */
  private branchStarts = new Map<string, string>();

  private restPull(pull: PullRequest) {
    return {
      number: pull.number,
      node_id: pull.nodeId,
      title: pull.title,
      html_url: `https://github.com/${OWNER}/${REPO}/pull/${pull.number}`,
      state: pull.state === 'open' ? 'open' : 'closed',
      merged: pull.state === 'merged',
      draft: pull.draft,
      head: { ref: pull.head, sha: this.refs.get(pull.head) },
      base: { ref: pull.base },
      created_at: pull.createdAt,
      updated_at: pull.updatedAt,
    };
  }

  private commitNode(commit: Commit | undefined) {
    return commit ? { oid: commit.sha, message: commit.message, committedDate: commit.date, author: { name: MARKETER.name, email: '', avatarUrl: '', user: { id: MARKETER.id, login: MARKETER.login } } } : undefined;
  }

  /** The queries and mutations of Sveltia's GitHub backend, told apart by what they ask for. */
  private graphql(query: string, variables: Record<string, unknown>): unknown {
    const branch = String(variables.branch ?? 'main');
    const input = (variables.input ?? {}) as Record<string, unknown>;

    if (query.includes('createCommitOnBranch')) {
      const target = (input.branch as { branchName: string }).branchName;
      // A protected branch takes changes only through a pull request, as GitHub refuses them.
      const { protection } = this.setup;
      if (target === 'main' && typeof protection === 'object' && protection?.pullRequests) throw new Error('Repository rule violations found\n\nChanges must be made through a pull request.');
      if (this.refs.get(target) !== input.expectedHeadOid) throw new Error(`expectedHeadOid ${String(input.expectedHeadOid)} is not the head of ${target}`);
      const commit = this.commitOn(target, input.fileChanges as { additions: { path: string; contents: string }[]; deletions: { path: string }[] }, (input.message as { headline: string }).headline);
      const files = Object.fromEntries([...query.matchAll(/(file_\d+): file\(path: ("(?:[^"\\]|\\.)*")\)/g)].map((f) => [f[1], { oid: commit.tree.get(JSON.parse(f[2]!) as string) }]));
      return { createCommitOnBranch: { commit: { oid: commit.sha, committedDate: commit.date, ...files } } };
    }
    if (query.includes('createRef')) {
      const name = String(input.name).replace(/^refs\/heads\//, '');
      if (this.refs.has(name)) throw new Error(`A ref named "${input.name}" already exists in the repository.`);
      this.refs.set(name, String(input.oid));
      this.branchStarts.set(name, String(input.oid));
      return { createRef: { ref: { name } } };
    }
    if (query.includes('convertPullRequestToDraft') || query.includes('markPullRequestReadyForReview')) {
      const pull = this.pulls.find((p) => p.nodeId === input.pullRequestId)!;
      pull.draft = query.includes('convertPullRequestToDraft');
      return { [query.includes('convertPullRequestToDraft') ? 'convertPullRequestToDraft' : 'markPullRequestReadyForReview']: { pullRequest: { isDraft: pull.draft } } };
    }
    if (query.includes('fork: repository')) {
      return { fork: { id: 'R_website' }, base: { ref: { target: { oid: this.refs.get(branch) } } } };
    }
    if (query.includes('defaultBranchRef')) return { repository: { defaultBranchRef: { name: 'main' } } };
    if (query.includes('pullRequests(headRefName')) {
      return { repository: { pullRequests: { totalCount: this.pulls.filter((p) => p.state === 'open' && p.head === branch).length } } };
    }
    if (query.includes('pullRequests(')) {
      const nodes = this.pulls
        .filter((p) => p.state === 'open')
        .map((p) => ({
          id: p.nodeId,
          number: p.number,
          title: p.title,
          url: `https://github.com/${OWNER}/${REPO}/pull/${p.number}`,
          isDraft: p.draft,
          isCrossRepository: false,
          createdAt: p.createdAt,
          updatedAt: p.updatedAt,
          headRefName: p.head,
          headRefOid: this.refs.get(p.head),
          author: { login: MARKETER.login, avatarUrl: '', name: MARKETER.name, email: '', databaseId: MARKETER.id },
          labels: { nodes: p.labels.map((name) => ({ name })) },
          files: { nodes: [...this.changes(p.head, p.baseSha)].map(([path, bytes]) => ({ path, changeType: bytes ? (this.commits.get(p.baseSha)!.tree.has(path) ? 'MODIFIED' : 'ADDED') : 'DELETED' })) },
        }));
      return { repository: { pullRequests: { nodes } } };
    }

    // Batches of aliased fields: `content_0: object(oid: "…")`, `commit_3: ref(qualifiedName: $branch)`, …
    const aliases = [...query.matchAll(/(\w+_\d+): /g)];
    if (aliases.length) {
      const repository: Record<string, unknown> = {};
      aliases.forEach((alias, i) => {
        const part = query.slice(alias.index! + alias[0].length, aliases[i + 1]?.index ?? query.length).trim();
        repository[alias[1]!] = this.aliased(part, branch);
      });
      return { repository };
    }
    if (/history\(first: 1\)/.test(query)) {
      const commit = this.head(branch);
      return { repository: { ref: commit ? { target: { history: { nodes: [this.commitNode(commit)] } } } : null } };
    }
    if (query.includes('ref(qualifiedName: $branch)')) {
      const commit = this.head(branch);
      return { repository: { ref: commit ? { target: { oid: commit.sha } } : null } };
    }
    throw new Error(`The stand-in does not know this query: ${query.slice(0, 200)}`);
  }

  private aliased(part: string, branch: string): unknown {
    let m: RegExpExecArray | null;
    if ((m = /^object\(oid: "([0-9a-f]+)"\)/.exec(part))) {
      if (part.includes('... on Blob')) {
        const blob = this.blobs.get(m[1]!);
        return blob ? { text: blob.toString('utf8'), isTruncated: false } : null;
      }
      const statuses = this.statuses.get(m[1]!) ?? [];
      return {
        status: statuses.length ? { contexts: statuses.map((s) => ({ context: s.context, state: s.state, targetUrl: s.targetUrl, description: s.description })) } : null,
        deployments: { nodes: [] },
        checkSuites: { nodes: [] },
      };
    }
    if ((m = /^object\(expression: ("(?:[^"\\]|\\.)*")\)/.exec(part))) {
      const expression = JSON.parse(m[1]!) as string;
      const [ref, ...rest] = expression.split(':');
      const sha = this.head(ref!)?.tree.get(rest.join(':'));
      const blob = sha ? this.blobs.get(sha) : undefined;
      return blob ? { oid: sha, byteSize: blob.length, isBinary: !/\.(md|ya?ml|json|svg)$/.test(expression), isTruncated: false, text: blob.toString('utf8') } : null;
    }
    if (part.startsWith('ref(qualifiedName: $branch)')) {
      const commit = this.head(branch);
      return commit ? { target: { history: { nodes: [this.commitNode(commit)] } } } : null;
    }
    throw new Error(`The stand-in does not know this field: ${part.slice(0, 200)}`);
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });
}
