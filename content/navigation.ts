import type { Cta, ServiceGroupId } from './types';

/**
 * Every menu on the site reads from here: header, mega-menu, mobile menu, footer and the sitemap's
 * page list. A link here must resolve to an exported page (a test checks it).
 */

export interface ServiceGroup {
  id: ServiceGroupId;
  title: string;
  /** Landing page of the group. */
  href: string;
  /** Short badge on the home card, e.g. "2D & 3D". */
  label?: string;
  image: string;
  /** The three links of the mega-menu and mobile accordion. */
  links: Cta[];
}

export const serviceGroups: ServiceGroup[] = [
  {
    id: 'estimation',
    title: 'Construction Cost Estimation',
    href: '/services/construction-cost-estimation',
    image: '/images/services/estimation.svg',
    links: [
      { label: 'Material Takeoff', href: '/services/material-takeoff' },
      { label: 'Cost Estimation', href: '/services/cost-estimation' },
      { label: 'Quantity Surveying', href: '/services/quantity-surveying' },
    ],
  },
  {
    id: 'shop-drawings',
    title: 'Shop Drawings',
    href: '/services/shop-drawings',
    label: '2D & 3D',
    image: '/images/services/shop-drawings.svg',
    links: [
      { label: 'MEP Shop Drawings', href: '/services/mep-shop-drawings' },
      { label: 'Rebar Shop Drawings', href: '/services/rebar-shop-drawings' },
      { label: 'Structural Steel Shop Drawings', href: '/services/structural-steel-shop-drawings' },
    ],
  },
  {
    id: 'rebar-detailing',
    title: 'Rebar Detailing',
    href: '/services/rebar-detailing',
    label: '2D & 3D',
    image: '/images/services/rebar-detailing.svg',
    links: [
      { label: 'Rebar 3D Model', href: '/services/rebar-3d-model' },
      { label: 'Rebar 2D Shop Drawings', href: '/services/rebar-2d-shop-drawings' },
      { label: 'Bar Bending Schedule', href: '/services/bar-bending-schedule' },
    ],
  },
  {
    id: 'bim',
    title: 'BIM Services',
    href: '/services/bim',
    image: '/images/services/bim.svg',
    links: [
      { label: '3D Revit Modeling', href: '/services/3d-revit-modeling' },
      { label: '2D Documentation Extraction', href: '/services/2d-documentation-extraction' },
      { label: 'Clash Detection & Coordination', href: '/services/clash-detection-coordination' },
    ],
  },
  {
    id: 'project-management',
    title: 'Project Management',
    href: '/services/project-management',
    image: '/images/services/project-management.svg',
    links: [
      { label: 'Planning & Scheduling', href: '/services/planning-scheduling' },
      // Resource management and monitoring & control are covered on the planning page.
      { label: 'Resource Management', href: '/services/planning-scheduling#resource-management' },
      { label: 'Monitoring & Control', href: '/services/planning-scheduling#monitoring-control' },
    ],
  },
  {
    id: 'design',
    title: 'Design Services',
    href: '/services/design-services',
    image: '/images/services/design.svg',
    links: [
      { label: 'Architectural Design', href: '/services/architectural-design' },
      { label: 'Structural Design', href: '/services/structural-design' },
      { label: 'Temporary Works Design', href: '/services/temporary-works-design' },
    ],
  },
];

/** Header links, in order; Services opens the mega-menu and also links to the services index. */
export const mainNav: Cta[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Blogs', href: '/blogs' },
  { label: 'Contact', href: '/contact' },
];

export const quoteCta: Cta = { label: 'Get Quote', href: '/contact' };

/** The scrolling strip in the top bar. */
export const serviceStrip = [
  'Estimation',
  'Shop Drawings (2D and 3D)',
  'Rebar Detailing (2D and 3D)',
  'BIM Services',
  'Design Services',
];

export const footerColumns: { heading: string; links: Cta[] }[] = [
  {
    heading: 'Services',
    links: serviceGroups.map((g) => ({ label: g.title, href: g.href })),
  },
  {
    heading: 'Preconstruction',
    links: [
      { label: 'Feasibility Studies', href: '/services/feasibility-studies' },
      { label: 'Phasing & Site Logistics', href: '/services/scheduling-phasing' },
      { label: 'Value Engineering', href: '/services/value-engineering' },
      { label: 'Procurement & Bidding', href: '/services/procurement-bidding' },
      { label: 'Contractor Coordination', href: '/services/contractor-coordination' },
      { label: 'Quality & Safety', href: '/services/quality-safety' },
      { label: 'Final Inspections', href: '/services/final-inspections' },
      { label: 'Closeout Documentation', href: '/services/closeout-documentation' },
      { label: 'Maintenance & Warranty', href: '/services/maintenance-warranty' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Our Team', href: '/team' },
      { label: 'Case Studies', href: '/case-studies' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'Working With Us', href: '/working-with-us' },
      { label: 'Testimonials', href: '/testimonials' },
      { label: 'Careers', href: '/careers' },
      { label: 'FAQs', href: '/faqs' },
      { label: 'Blog', href: '/blogs' },
      { label: 'Contact', href: '/contact' },
    ],
  },
];

export const policyLinks: Cta[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Cookie Policy', href: '/cookie-policy' },
];
