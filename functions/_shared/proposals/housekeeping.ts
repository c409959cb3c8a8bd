import type { Env } from '../endpoint';
import { sendDigest } from './notify';
import { eraseExpiredContracts } from '../../store/proposals';

/**
 * The proposals' part of the daily housekeeping (functions/_shared/housekeeping.ts): contract records
 * past the years the firm keeps them are erased, then the firm gets its digest of what waits (none
 * when nothing does). A failed digest is logged and does not stop the erasures.
 */
export async function proposalRules(env: Env, now: number): Promise<number> {
  let erased = 0;
  for (let round = 0, done = 1; round < 40 && done > 0; round += 1) erased += done = await eraseExpiredContracts(env, now);
  const digest = await sendDigest(env, now).catch((error) => {
    console.error('the daily digest failed', error);
    return false;
  });
  console.log(`housekeeping: ${erased} contract record(s) erased; digest ${digest ? 'sent' : 'not sent (nothing waits, or email is not configured)'}`);
  return erased;
}
