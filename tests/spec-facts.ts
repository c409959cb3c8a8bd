/**
 * The facts the firm's brief and the product decisions fix (docs/product-rules.md), stated once, for
 * the tests to check the content against. The site never reads this file: content/ is the site's one source. A new page,
 * service or post needs no change here; only a change to what the spec itself fixes does.
 */
export const SPEC = {
  /** "Service slugs with pages" (the brief, Screens and routes). */
  serviceSlugs: [
    'construction-cost-estimation', 'material-takeoff', 'cost-estimation', 'quantity-surveying', 'shop-drawings', 'mep-shop-drawings',
    'rebar-shop-drawings', 'structural-steel-shop-drawings', 'rebar-detailing', 'rebar-3d-model', 'rebar-2d-shop-drawings',
    'bar-bending-schedule', 'bim', '3d-revit-modeling', '2d-documentation-extraction', 'clash-detection-coordination',
    'project-management', 'planning-scheduling', 'architectural-design', 'structural-design', 'temporary-works-design',
    'design-services', 'mechanical', 'electrical', 'plumbing',
  ],
  /** The footer-only slugs, real pages (docs/product-rules.md, "No dead internal link"). */
  footerServiceSlugs: [
    'feasibility-studies', 'scheduling-phasing', 'value-engineering', 'procurement-bidding', 'contractor-coordination',
    'quality-safety', 'final-inspections', 'closeout-documentation', 'maintenance-warranty',
  ],
  /** "Home shows 3 blogs and 3 projects" (the brief, Business constants): the fewest of each the content may have. */
  homePreviewCount: 3,
  /** Service of Interest option values, '' for none (the brief, Contact form state). */
  serviceOptionValues: ['', 'estimation', 'bim', 'design', 'shop-drawings', 'mep', 'structural', 'other'],
  /** Bar bending schedule packages in the US market (the brief, Business constants). */
  barBendingPackages: [['Standard Package', 499], ['Premium Package', 799]],
  /** Client logos (the brief, Entities). The spec's projects, posts, testimonials and FAQs are the
   * marketer's content now (the editor): their counts are hers, not facts to pin. */
  clientLogoCount: 8,
  /** The counters on home and /about/, in order (docs/product-rules.md, Identity and figures). Their
   * numbers are the firm's, in content/facts.yml, which it edits: not facts to pin. */
  headlineStats: ['Projects Delivered', 'Happy Clients', 'Years of Experience'],
  /** Policy pages (the brief, Business constants). */
  policiesUpdated: '2024-10-30',
} as const;
