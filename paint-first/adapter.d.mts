/** Types for adapter.mjs (plain JavaScript, checked with @ts-check, because Next loads it uncompiled). */
import type { NextAdapter } from 'next';
export const COMPILE_HINT: string;
export const VERIFIED_NEXT: string[];
export class UnverifiedNextError extends Error {}
export function buildMode(nextVersion: string, env?: Record<string, string | undefined>): 'paint-first' | 'plain';
export function exportDir(context: { projectDir: string; distDir: string; config: { distDir?: string } }): string;
export function refuseUnsupported(config: { basePath?: string; assetPrefix?: string }): void;
export function rewritePageData(outDir: string, files: string[]): Promise<number>;
declare const adapter: NextAdapter;
export default adapter;
