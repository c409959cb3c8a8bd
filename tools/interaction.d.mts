/** Types for interaction.mjs. */
export const CPU_SLOWDOWN: number;
export const VIEWPORT: { width: number; height: number };
export const RATIO_ALLOWED: number;
export const FRAME_MS: number;
export function withinAllowance(site: number, reference: number): boolean;
export function median(values: number[]): number;
export function withoutScripts(html: string): string;
export function referenceExport(outDir: string, paths: string[]): { root: string; remove: () => void };
export interface InteractionRow {
  id: string;
  label: string;
  when: 'early' | 'late';
  siteMs: number;
  referenceMs: number;
  siteRunsMs: number[];
  referenceRunsMs: number[];
  slowest: string;
  ok: boolean;
}
export const SCENARIOS: Array<{ id: string; path: string; label: string; when: Array<'early' | 'late'> }>;
export function measureInteractions(options: { site: string; reference: string; runs: number; only?: string[]; log?: (line: string) => void }): Promise<InteractionRow[]>;
export function interactionTable(rows: InteractionRow[], runs: number): string;
export interface FixedMomentRow {
  delayMs: number;
  label: string;
  ms: number;
  runsMs: number[];
}
export function measureMenuTapAt(options: {
  targets: Array<{ label: string; base: string; scripted: boolean }>;
  delaysMs: number[];
  runs: number;
  log?: (line: string) => void;
}): Promise<FixedMomentRow[]>;
export function fixedMomentTable(rows: FixedMomentRow[]): string;
