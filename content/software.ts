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
];

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
