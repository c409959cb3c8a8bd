/** Types for flight-data.mjs (plain JavaScript, checked with @ts-check, because Next loads the build adapter uncompiled). */
export class FlightFormatError extends Error {}
export function readFlight(flight: string, page?: string): number;
export function sendTextOnce(flight: string, page?: string): string;
export function checkPageData(flight: string, page: string, limitMs?: number): Promise<void>;
