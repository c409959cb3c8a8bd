import type { Provenance } from '@/lib/content/facts';

/**
 * Illustrative: wordmarks of fictional firms drawn for this site (public/images/clients). The home page
 * says so above them; replace them with real clients' logos (with permission) and set 'confirmed'.
 */
export const clientLogosProvenance: Provenance = 'illustrative';

export const clientLogosHeading = (clientLogosProvenance as Provenance) === 'confirmed' ? 'Trusted by Leading Contractors' : 'Sample client logos: illustrative, fictional firms';

/** Trusted-by wordmarks (illustrative: see above). */
export interface ClientLogo {
  name: string;
  url: string;
}

export const clientLogos: ClientLogo[] = [
  { name: 'Halden Build', url: '/images/clients/halden-build.svg' },
  { name: 'Northgate Developments', url: '/images/clients/northgate-developments.svg' },
  { name: 'Arcline Construction', url: '/images/clients/arcline-construction.svg' },
  { name: 'Meridian Structures', url: '/images/clients/meridian-structures.svg' },
  { name: 'Corbel Civil', url: '/images/clients/corbel-civil.svg' },
  { name: 'Vantage Contractors', url: '/images/clients/vantage-contractors.svg' },
  { name: 'Keystone Partners', url: '/images/clients/keystone-partners.svg' },
  { name: 'Ironbridge Group', url: '/images/clients/ironbridge-group.svg' },
];

/** How many times the marquee repeats the list (spec). */
export const CLIENT_MARQUEE_REPEAT = 5;
