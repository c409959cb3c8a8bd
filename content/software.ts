/**
 * The software we work in and the file formats we take and deliver: what /services, /pricing and each
 * service page list where they apply. `services` are service page slugs.
 */

export interface Software {
  name: string;
  vendor: string;
  use: string;
  services: string[];
}

export const software: Software[] = [
  {
    name: 'Revit',
    vendor: 'Autodesk',
    use: 'Architectural, structural and MEP models, and the sheets drawn from them',
    services: ['bim', '3d-revit-modeling', '2d-documentation-extraction', 'clash-detection-coordination', 'mep-shop-drawings', 'mechanical', 'electrical', 'plumbing', 'architectural-design', 'structural-design'],
  },
  {
    name: 'Navisworks Manage',
    vendor: 'Autodesk',
    use: 'Federated models, clash tests and coordination reports',
    services: ['bim', 'clash-detection-coordination', 'mep-shop-drawings'],
  },
  {
    name: 'Tekla Structures',
    vendor: 'Trimble',
    use: 'Steel connection and rebar detailing models, with fabrication exports',
    services: ['rebar-detailing', 'rebar-3d-model', 'rebar-shop-drawings', 'bar-bending-schedule', 'shop-drawings', 'structural-steel-shop-drawings'],
  },
  {
    name: 'AutoCAD',
    vendor: 'Autodesk',
    use: '2D shop, placing and temporary works drawings',
    services: ['shop-drawings', 'mep-shop-drawings', 'rebar-shop-drawings', 'rebar-2d-shop-drawings', 'structural-steel-shop-drawings', '2d-documentation-extraction', 'temporary-works-design', 'mechanical', 'electrical', 'plumbing'],
  },
  {
    name: 'Bluebeam Revu',
    vendor: 'Bluebeam',
    use: 'PDF takeoff, markups and sheet comparison between revisions',
    services: ['construction-cost-estimation', 'cost-estimation', 'material-takeoff', 'quantity-surveying', 'shop-drawings'],
  },
  {
    name: 'PlanSwift',
    vendor: 'ConstructConnect',
    use: 'On-screen takeoff by trade, with assemblies',
    services: ['construction-cost-estimation', 'cost-estimation', 'material-takeoff'],
  },
  {
    name: 'On-Screen Takeoff',
    vendor: 'ConstructConnect',
    use: 'On-screen takeoff by trade, on US estimating teams\' own standard',
    services: ['construction-cost-estimation', 'cost-estimation', 'material-takeoff'],
  },
  {
    name: 'RebarCAD',
    vendor: 'Trimble',
    use: '2D rebar placing drawings and bar lists',
    services: ['rebar-detailing', 'rebar-2d-shop-drawings', 'rebar-shop-drawings', 'bar-bending-schedule'],
  },
  {
    name: 'aSa Rebar',
    vendor: 'aSa',
    use: 'Bar lists in the format a fabricator\'s shop imports',
    services: ['rebar-detailing', 'rebar-2d-shop-drawings', 'rebar-shop-drawings', 'bar-bending-schedule'],
  },
  {
    name: 'CostX',
    vendor: 'RIB',
    use: '2D and model-based (5D) measurement and cost plans',
    services: ['construction-cost-estimation', 'cost-estimation', 'quantity-surveying', 'material-takeoff'],
  },
  {
    name: 'Primavera P6',
    vendor: 'Oracle',
    use: 'Critical path schedules, resource loading and progress updates',
    services: ['project-management', 'planning-scheduling', 'scheduling-phasing'],
  },
  {
    name: 'Microsoft Project',
    vendor: 'Microsoft',
    use: 'Schedules for teams that work in it',
    services: ['project-management', 'planning-scheduling', 'scheduling-phasing'],
  },
  {
    name: 'Asta Powerproject',
    vendor: 'Elecosoft',
    use: 'Programmes for UK contractors that work in it',
    services: ['project-management', 'planning-scheduling', 'scheduling-phasing'],
  },
];

/** "A, B and C": the names of the software a group of services uses, from the table above (one list, never retyped). */
export function softwareListFor(slugs: readonly string[]): string {
  const names = software.filter((s) => s.services.some((x) => slugs.includes(x))).map((s) => s.name);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What /working-with-us/ says about software and versions: the table's names, one statement. */
export const softwareStatement = `We keep the current and the two previous releases of our modelling and detailing software installed and work in the release your project uses; tell us the version at kickoff. A Revit model cannot be saved back to an older release, so it stays in your version from the first day; AutoCAD drawings can be saved to an earlier DWG format. Models and drawings are produced in ${softwareListFor(['bim', 'shop-drawings', 'rebar-detailing'])}; takeoff and cost work in ${softwareListFor(['material-takeoff', 'cost-estimation'])}; schedules in ${softwareListFor(['planning-scheduling'])}.`;

export interface FileFormat {
  format: string;
  what: string;
  /** We accept it from clients. */
  accept: boolean;
  /** We deliver in it. */
  deliver: boolean;
}

export const fileFormats: FileFormat[] = [
  { format: 'DWG', what: 'AutoCAD drawings and backgrounds', accept: true, deliver: true },
  { format: 'RVT', what: 'Revit models', accept: true, deliver: true },
  { format: 'IFC', what: 'Open BIM models from any authoring tool', accept: true, deliver: true },
  { format: 'NWD', what: 'Navisworks federated models', accept: true, deliver: true },
  { format: 'PDF', what: 'Drawing sets, specifications, reports and schedules', accept: true, deliver: true },
  { format: 'BVBS', what: 'Bending machine data for rebar schedules', accept: false, deliver: true },
];
