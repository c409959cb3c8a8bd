/** A post's picture slot: every blog drawing is drawn at this size (public/images/blog/*.svg), and a photo fills it. */
export const BLOG_IMAGE_SIZE = { width: 1200, height: 675 } as const;

/** The drawing a post without one of its own shows: the blog's own, a sheet of drawings on a desk. */
export const DEFAULT_POST_IMAGE = { src: '/images/blog/default.svg', alt: 'A drawing set on the desk: a floor plan, a section and a bar schedule under a scale rule' } as const;
