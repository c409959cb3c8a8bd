import type { FullResult, Reporter, TestCase, TestError, TestResult } from '@playwright/test/reporter';
import { machineFacts } from './machine-facts';

const SHOWN = 6;
const LINES = 8;

const stripColours = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');
const firstLines = (text: string) => stripColours(text).split('\n').filter((line) => line.trim()).slice(0, LINES).join('\n    ');

/**
 * A short account of a failed run, printed last: the first failures with the start of their errors,
 * and the machine's state. CI shows only the end of its log, where the list reporter has put the
 * names of every failed test; with a whole class of tests failing, their reasons were off screen.
 */
export default class FailureDigest implements Reporter {
  private failures: string[] = [];
  private failed = 0;

  onError(error: TestError): void {
    this.failed += 1;
    if (this.failures.length < SHOWN) this.failures.push(`outside any test\n    ${firstLines(error.message ?? String(error.value))}`);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (test.outcome() !== 'unexpected' || result.retry < test.retries) return;
    this.failed += 1;
    if (this.failures.length < SHOWN) {
      this.failures.push(`${test.titlePath().filter(Boolean).join(' › ')}\n    ${firstLines(result.error?.message ?? result.status)}`);
    }
  }

  onEnd(result: FullResult): void {
    if (result.status === 'passed' && this.failed === 0) return;
    console.log(`\nWhy the run failed (${result.status}; the first ${this.failures.length} of ${this.failed} failures):`);
    for (const failure of this.failures) console.log(`  ${failure}`);
    console.log(`\nThe machine:\n  ${machineFacts().split('\n').join('\n  ')}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
