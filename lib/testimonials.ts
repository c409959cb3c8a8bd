import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Testimonial } from '@/content/types';
import { parseDataFile } from '@/lib/collections/files';
import { TESTIMONIALS_FILE, testimonialsFile } from '@/lib/collections/testimonials';

/**
 * Client testimonials for the home carousel and /testimonials/, in content/testimonials.yml (checked by
 * lib/collections/testimonials.ts). Whether they are real, and how pages introduce them, is in
 * content/testimonials.ts. Each keeps its place in the file as its key (`tempId`).
 */
export function parseTestimonials(file: string, source: string): Testimonial[] {
  const { testimonials } = parseDataFile(file, source, testimonialsFile) as { testimonials: Omit<Testimonial, 'tempId'>[] };
  return testimonials.map((t, tempId) => ({ tempId, ...t }));
}

export function loadTestimonials(file: string = TESTIMONIALS_FILE): Testimonial[] {
  return parseTestimonials(file, readFileSync(path.resolve(process.cwd(), file), 'utf8'));
}

export const testimonials: Testimonial[] = loadTestimonials();
