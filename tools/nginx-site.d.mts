/** Types for nginx-site.mjs. */
export function nginxBinary(): string | null;
export function startNginx(options: { root: string; port: number; csp?: boolean; conf?: string }): Promise<{ base: string; stop: () => void }>;
