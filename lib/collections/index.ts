/**
 * What each content collection may hold (one file per collection) and the pieces they share. The build
 * checks every file against these (lib/blog-frontmatter.ts, lib/projects.ts, lib/testimonials.ts,
 * lib/faqs.ts, lib/team.ts) and the editor's forms are made from them (lib/editor-config.ts).
 */
export * from './fields';
export * from './files';
export * from './posts';
export * from './projects';
export * from './testimonials';
export * from './faqs';
export * from './team';
