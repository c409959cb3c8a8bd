import type { Metadata } from 'next';
import { policies } from '@/content/policies';
import type { Policy } from '@/content/types';
import { pageMetadata } from '@/lib/metadata';

export function requirePolicy(slug: Policy['slug']): Policy {
  const policy = policies.find((p) => p.slug === slug);
  if (!policy) throw new Error(`Unknown policy: ${slug}`);
  return policy;
}

export function policyMetadata(slug: Policy['slug']): Metadata {
  const policy = requirePolicy(slug);
  return pageMetadata({ title: policy.title, description: policy.description, path: `/${policy.slug}` });
}
