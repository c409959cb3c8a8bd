/** Types for check-github.mjs. */
export const REQUIRED_CHECKS: string[];
export const GITHUB_ACTIONS_APP_ID: number;
export const ENVIRONMENTS: string[];
export function checkGitHub(options: { api: string; token: string; repo: string; clientId: string; fetch?: typeof globalThis.fetch }): Promise<{ ok: string[]; missing: string[]; unknown: string[] }>;
