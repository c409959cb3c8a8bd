/** Types for flight-data.mjs (plain JavaScript, checked with @ts-check, because Next loads the build adapter uncompiled). */
export function sendTextOnce(flight: string): string;
