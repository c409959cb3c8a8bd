import type { Metadata } from 'next';
import { policiesOf } from '@/content/policies';
import { site } from '@/lib/content/site';
import { clientRecordsRetention, contractRecordRetention, projectFilesRetention, projectFilesWhere, requestRetention, words } from '@/lib/content/terms';
import { RATE_LIMIT, SPAM_RETENTION_DAYS } from '@/lib/lead-desk';
import { QUOTE_LIMITS, UPLOAD_LIMITS } from '@/lib/quote-schema';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
import { visitCountsKeepMonths } from '@/lib/content/firm';
import type { Policy } from '@/content/types';
import { pages } from '@/content/pages';
import { fixedPageMetadata } from '@/lib/metadata';

/** The facts the policies state: content/policies.ts receives them, so each is the facts' own. */
export const policyWords = {
  clientRecordsRetention,
  contractRecordRetention,
  projectFilesRetention,
  projectFilesWhere,
  requestRetention,
  site,
  visitCountsKeepMonths,
  // What the Worker enforces (lib/lead-desk.ts): the sender's limit and how long suspected spam is kept.
  senderLimit: { window: `${words(RATE_LIMIT.windowMinutes)} minutes`, most: words(RATE_LIMIT.requests) },
  spamKeepDays: SPAM_RETENTION_DAYS,
  // What the form accepts (lib/quote-schema.ts): in parts with the site's scripts, in one post without.
  attachLimits: `up to ${UPLOAD_LIMITS.maxFiles} files, ${megabytes(UPLOAD_LIMITS.maxTotalBytes)} in total; ${QUOTE_LIMITS.maxFiles} files and ${megabytes(QUOTE_LIMITS.maxTotalBytes)} if your browser does not run the site's scripts`,
};
export type PolicyWords = typeof policyWords;

export const { policies } = policiesOf(policyWords);

export function requirePolicy(slug: Policy['slug']): Policy {
  const policy = policies.find((p) => p.slug === slug);
  if (!policy) throw new Error(`Unknown policy: ${slug}`);
  return policy;
}

export function policyMetadata(slug: Policy['slug']): Metadata {
  const policy = requirePolicy(slug);
  // Its registry entry (content/pages.ts) holds its path and date, read from the policy itself.
  const page = Object.values(pages).find((p) => p.path === `/${policy.slug}`);
  if (!page || page.kind !== 'listed') throw new Error(`Policy ${slug} has no page in content/pages.ts`);
  return fixedPageMetadata(page, { title: policy.title, description: policy.description });
}
