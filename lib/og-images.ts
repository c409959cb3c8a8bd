import type { Registrations } from '@/lib/pages';

/**
 * The Open Graph pictures, one for each service group, project and post of the registrations
 * (lib/pages.ts), each made from the entry's own picture by tools/make-og-images.mjs as a step of
 * `npm run build`: a project or post added in the editor gets its picture with no list to edit. Pages
 * name them through `ogImagePath`, the same paths the tool writes.
 */

export const ogImagePath = {
  serviceGroup: (group: string) => `/og/services/${group}.png`,
  project: (id: string) => `/og/projects/${id}.png`,
  post: (id: string) => `/og/blog/${id}.png`,
} as const;

/** The folders under public/ the tool owns: a picture there that no entry names any more is removed. */
export const OG_FOLDERS = ['/og/services/', '/og/projects/', '/og/blog/'] as const;

export interface OgImage {
  /** Where it is served, under public/. */
  path: string;
  /** The picture it is made from, under public/: a drawing (SVG) or an uploaded photo. */
  art: string;
}

/** Every Open Graph picture the registrations need, and what each is made from. */
export function ogImages(r: Pick<Registrations, 'services' | 'projects' | 'posts'>): OgImage[] {
  const groups = [...new Set(r.services.map((s) => s.group))];
  return [
    ...groups.map((group) => ({ path: ogImagePath.serviceGroup(group), art: `/images/services/${group}.svg` })),
    ...r.projects.map((p) => ({ path: ogImagePath.project(p.id), art: p.image.src })),
    ...r.posts.map((p) => ({ path: ogImagePath.post(p.id), art: p.image.src })),
  ];
}
