import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

/**
 * wrangler.toml as the tests read it: the site's Worker and its environments (the private tools' and
 * the drafts' previews), with only the fields the tests check.
 */
export interface WorkerConfig {
  name: string;
  main?: string;
  compatibility_date: string;
  preview_urls?: boolean;
  workers_dev?: boolean;
  keep_vars?: boolean;
  observability?: { enabled: boolean };
  assets: { directory: string; run_worker_first?: boolean | string[]; not_found_handling?: string; html_handling?: string };
  triggers?: { crons: string[] };
  d1_databases: { binding: string; database_name: string; database_id: string }[];
  r2_buckets: { binding: string; bucket_name: string }[];
  ratelimits?: { name: string; namespace_id: string; simple: { limit: number; period: number } }[];
  vars?: Record<string, string>;
}

export function readWorkerConfig(file = 'wrangler.toml'): WorkerConfig & { env: Record<string, Partial<WorkerConfig>> } {
  return parse(readFileSync(file, 'utf8')) as unknown as WorkerConfig & { env: Record<string, Partial<WorkerConfig>> };
}

/** Whether a path matches one of run_worker_first's patterns (`/x/*` is /x/ and below; `!` excludes). */
export function runsWorkerFirst(patterns: boolean | string[] | undefined, path: string): boolean {
  if (typeof patterns === 'boolean' || !patterns) return Boolean(patterns);
  const matches = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);
  return patterns.some((p) => !p.startsWith('!') && matches(p)) && !patterns.some((p) => p.startsWith('!') && matches(p.slice(1)));
}
