/** Types for tools/og-render.mjs (the registration test draws a picture with it). */
export const OG_W: number;
export const OG_H: number;
export const NAVY: string;
export const LIGHT: string;
export const ACCENT: string;
export const MAX_BYTES: number;
export function groundSvg(w: number, h: number): Buffer;
export function frameSvg(): Buffer;
export function rasterise(file: string, width: number, height: number): Promise<Buffer>;
export function writePng(pipeline: import('sharp').Sharp, out: string): Promise<number>;
/** Draws `file` (an SVG or a photo) as a 1200 x 630 Open Graph PNG at `out`; resolves with its bytes. */
export function ogFromArtwork(file: string, out: string): Promise<number>;
