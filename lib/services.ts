import { services } from '@/content/services';
import { serviceGroups, type ServiceGroup } from '@/content/navigation';
import type { Service, ServiceGroupId } from '@/content/types';

export const allServices: readonly Service[] = services;

export function serviceSlugs(): string[] {
  return services.map((s) => s.slug);
}

export function getService(slug: string): Service | undefined {
  return services.find((s) => s.slug === slug);
}

/** Like getService, for slugs that content guarantees (a test checks every reference). */
export function requireService(slug: string): Service {
  const service = getService(slug);
  if (!service) throw new Error(`Unknown service slug: ${slug}`);
  return service;
}

export function getGroup(id: ServiceGroupId): ServiceGroup {
  const group = serviceGroups.find((g) => g.id === id);
  if (!group) throw new Error(`Unknown service group: ${id}`);
  return group;
}

/** Name used in menus, cards and breadcrumbs. */
export function serviceLabel(service: Service): string {
  return service.navLabel ?? service.title;
}

/** The group's landing page entry (e.g. 'bim' for the BIM group). */
export function groupLanding(id: ServiceGroupId): Service {
  const slug = getGroup(id).href.replace('/services/', '');
  return requireService(slug);
}

export function servicesInGroup(id: ServiceGroupId): Service[] {
  return services.filter((s) => s.group === id);
}

/** Anchor id for a feature card, so menus can deep-link ('Monitoring & Control' -> 'monitoring-control'). */
export function featureAnchor(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Find the page for a service named in free text (project service lists), if one exists. */
export function findServiceByName(name: string): Service | undefined {
  const wanted = name.trim().toLowerCase();
  return services.find(
    (s) => s.title.toLowerCase() === wanted || (s.navLabel ?? '').toLowerCase() === wanted,
  );
}
