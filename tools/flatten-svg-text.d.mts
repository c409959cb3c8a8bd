export function translatePath(d: string, dx: number, dy: number): string;
export function flattenSvgText(svg: string): string;
export function svgFiles(dir: string): string[];
