import type { Metadata } from 'next';
import { policies } from '@/content/policies';
import type { Policy } from '@/content/types';
import { pages } from '@/content/pages';
import { fixedPageMetadata } from '@/lib/metadata';

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
