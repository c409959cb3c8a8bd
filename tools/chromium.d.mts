/** Types for chromium.mjs. */
export function chromiumExecutable(): string | undefined;
export function testChromiumExecutable(): string | undefined;
export const chromiumArgs: string[];
