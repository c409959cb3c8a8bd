/**
 * Shapes of the pieces of content that have no schema of their own (policies, the firm's pages'
 * disciplines, roles and process stages: code-written entries, checked by tests). A collection's type
 * is its schema's, in lib/content/<collection>.ts; `content/` holds entries and imports only types.
 */

// A service page's shapes are its schema's (lib/content/services.ts); entries here name them as before.
import type { Cta, Faq, Feature, PricingPackage, ProcessStep, Quote, Service, ServiceGroupId } from '@/lib/content/services';

export type { Cta, Faq, Feature, PricingPackage, ProcessStep, Quote, Service, ServiceGroupId };

export interface PolicySection {
  /** Anchor id for the table of contents, kebab-case. */
  id: string;
  heading: string;
  /** HTML: only p, h3, ul, ol, li, strong, em, a. */
  html: string;
}

export interface Policy {
  slug: 'privacy-policy' | 'terms-of-service' | 'cookie-policy';
  title: string;
  /** Meta description, 110-160 characters. */
  description: string;
  /** ISO date of the last update. */
  updated: string;
  sections: PolicySection[];
}

export interface TeamDiscipline {
  title: string;
  description: string;
  /** Software and standards the discipline works in. */
  tools: string[];
}

export interface CareerRole {
  id: string;
  title: string;
  location: string;
  type: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
}

export interface ProcessStage {
  title: string;
  description: string;
}
