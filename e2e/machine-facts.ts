import { execFileSync } from 'node:child_process';
import { statfsSync } from 'node:fs';
import { freemem, loadavg, tmpdir, totalmem } from 'node:os';
import { chromiumExecutable } from '../tools/chromium.mjs';

const GB = 1024 ** 3;

function freeSpace(path: string): string {
  try {
    const { bavail, bsize } = statfsSync(path);
    return `${((bavail * bsize) / GB).toFixed(1)} GB free on ${path}`;
  } catch (error) {
    return `${path}: ${(error as Error).message}`;
  }
}

function chromiumVersion(): string {
  const executable = chromiumExecutable();
  if (!executable) return "Chromium: Playwright's own";
  try {
    return execFileSync(executable, ['--version'], { timeout: 10_000, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch (error) {
    return `${executable} --version failed: ${(error as Error).message.split('\n')[0]}`;
  }
}

/**
 * What a failed run on another machine needs to be read: the browser, the room on disk and in memory,
 * and how busy the machine was. Printed when the suite cannot start a browser and after a failed run,
 * where CI's log ends.
 */
export function machineFacts(): string {
  return [
    chromiumVersion(),
    freeSpace(process.cwd()),
    freeSpace(tmpdir()),
    freeSpace('/dev/shm'),
    `memory ${(freemem() / GB).toFixed(1)} of ${(totalmem() / GB).toFixed(1)} GB free; load ${loadavg().map((n) => n.toFixed(1)).join(' ')}`,
  ].join('\n');
}
