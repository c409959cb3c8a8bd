import type { Service } from '@/content/types';
import { featureAnchor } from '@/lib/content/services';

/**
 * What makes a set of service entries whole: unique slugs, each reachable from a menu or its parent,
 * complete, not repeating another page's words, and every link in it resolving. A function, so the
 * same checks run on the real content and on a fixture that adds an entry the way the README says.
 */
export function serviceProblems(services: readonly Service[], menuHrefs: readonly string[], resolves: (href: string) => boolean): string[] {
  const problems: string[] = [];
  const slugs = services.map((s) => s.slug);
  const known = new Set(slugs);
  for (const slug of slugs.filter((s, i) => slugs.indexOf(s) !== i)) problems.push(`${slug}: slug used twice`);

  const menuSlugs = menuHrefs.filter((h) => h.startsWith('/services/')).map((h) => h.split('#')[0]!.replace('/services/', '').replace(/\/$/, ''));
  for (const slug of menuSlugs) if (!known.has(slug)) problems.push(`menu links /services/${slug}, which has no entry`);
  const children = new Set(services.flatMap((s) => s.children ?? []));
  for (const s of services) if (!menuSlugs.includes(s.slug) && !children.has(s.slug)) problems.push(`${s.slug}: no menu or parent links to it`);

  const repeated = (label: string, values: string[]) => {
    for (const value of values.filter((v, i) => values.indexOf(v) !== i)) problems.push(`${label} repeated: ${value.slice(0, 60)}`);
  };
  repeated('summary', services.map((s) => s.summary));
  repeated('description paragraph', services.flatMap((s) => s.description));
  repeated('FAQ answer', services.flatMap((s) => s.faqs.map((f) => f.answer)));

  for (const s of services) {
    if (s.summary.length < 90 || s.summary.length > 165) problems.push(`${s.slug}: summary of ${s.summary.length} characters (90-165)`);
    if (s.features.length < 4) problems.push(`${s.slug}: fewer than four capabilities`);
    if (s.process.length < 3) problems.push(`${s.slug}: a process of fewer than three steps`);
    if (s.faqs.length < 2) problems.push(`${s.slug}: fewer than two FAQs`);
    if (s.description.join(' ').split(/\s+/).length <= 120) problems.push(`${s.slug}: description of 120 words or fewer`);
    for (const slug of [...s.related, ...(s.children ?? [])]) if (!known.has(slug)) problems.push(`${s.slug}: links to ${slug}, which has no entry`);
    for (const cta of [s.cta, s.closing.cta, ...(s.secondaryCta ? [s.secondaryCta] : [])]) if (!resolves(cta.href)) problems.push(`${s.slug}: ${cta.href} does not resolve`);
    const anchors = s.features.map((f) => featureAnchor(f.title));
    for (const anchor of anchors.filter((a, i) => anchors.indexOf(a) !== i)) problems.push(`${s.slug}: two capabilities share the anchor #${anchor}`);
  }
  return problems;
}
