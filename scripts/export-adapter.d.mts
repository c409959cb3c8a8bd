/** Types for export-adapter.mjs (plain JavaScript, checked with @ts-check, because Next loads it uncompiled). */
import type { NextAdapter } from 'next';
export const COMPILE_HINT: string;
export function exportDir(context: { projectDir: string; distDir: string; config: { distDir?: string } }): string;
export function refuseUnsupported(config: { basePath?: string; assetPrefix?: string }): void;
declare const adapter: NextAdapter;
export default adapter;
