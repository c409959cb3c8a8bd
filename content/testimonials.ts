import { testimonials } from '@/lib/testimonials';
import { leastConfirmed } from '@/lib/provenance';
import type { Provenance } from './types';

/**
 * Illustrative: written for this site to show the kind of feedback the work earns. The people and
 * firms are fictional, so no page presents these as clients' words: they are labelled as samples
 * wherever they appear. Replace them with real clients' words (with their written permission), then
 * set each one's provenance to 'confirmed' and the labels go. The testimonials themselves are in content/testimonials.yml
 * (lib/testimonials.ts reads it; the editor at /admin/ edits it).
 */
export const testimonialsProvenance: Provenance = leastConfirmed(testimonials);

/** How the testimonials are introduced, according to whether they are real. */
export const testimonialsFraming =
  (testimonialsProvenance as Provenance) === 'confirmed'
    ? { eyebrow: 'Testimonials', title: 'What our clients say', lede: 'Contractors, developers and architects on the work we delivered for them, in their own words.', note: null }
    : {
        eyebrow: 'Illustrative testimonials',
        title: 'The feedback we work for',
        lede: 'Illustrative samples written for this site to show the kind of feedback our work earns. They are not quotes from real clients: the people and firms named are fictional.',
        note: 'Illustrative sample, not a real client’s words',
      };
