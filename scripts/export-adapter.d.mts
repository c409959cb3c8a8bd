/** Types for export-adapter.mjs: what the export tests check for. */
export const COMPILE_HINT: string;
declare const adapter: { name: string; onBuildComplete(context: { projectDir: string; config: { output?: string } }): void };
export default adapter;
