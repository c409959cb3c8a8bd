export function translatePath(d: string, dx: number, dy: number): string;
export function flattenSvgText(svg: string): string;
