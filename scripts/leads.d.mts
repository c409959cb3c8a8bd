/** Types for leads.mjs. */
export function readLeads(where?: { remote?: boolean; state?: string }): Array<Record<string, unknown> & { files: Array<{ name: string; size: number }> }>;
