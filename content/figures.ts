/**
 * Every figure the firm claims, once. Pages and copy read these constants; none is typed twice.
 * (The old site said both 250+ and 500+ projects; we publish 500+.)
 */

export const figures = {
  yearsExperience: { value: 15, suffix: '+', label: 'Years of Experience' },
  teamMembers: { value: 50, suffix: '+', label: 'Team Members' },
  projectsDelivered: { value: 500, suffix: '+', label: 'Projects Delivered' },
  happyClients: { value: 120, suffix: '+', label: 'Happy Clients' },
  averageDeliveryHours: { value: 24, suffix: ' hrs', label: 'Average Delivery' },
} as const;

export type Figure = (typeof figures)[keyof typeof figures];

/** "500+", "24 hrs" */
export function figureText(f: Figure): string {
  return `${f.value}${f.suffix}`;
}

export const claims = {
  iso: 'ISO 9001:2015',
  bimClashReduction: '95%',
  bimTimeSavings: '30%',
  bimCostReduction: '20%',
  takeoffAccuracy: '99%',
  estimateTurnaround: '3-5 business days',
  averageDelivery: '24 hrs',
} as const;

/** The three counters on the home and about pages, in order. */
export const headlineStats = [figures.projectsDelivered, figures.happyClients, figures.yearsExperience] as const;
