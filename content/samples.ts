/**
 * Sample deliverables: the entries behind the seven sample PDFs written by `next build`
 * (lib/sample-pdfs/ draws them, app/samples/[file]/route.ts serves them, /samples lists them). Their
 * shapes are lib/content/samples.ts's schemas, which check these entries when the site builds.
 * Projects, people and numbers are fictional, but worked to the standards each document follows.
 * Totals, weights and counts are not written here: lib/samples.ts computes them from these lines.
 */

import type { BbsBar, BoqSection, ClashGroup, ClashTest, EstimateDivision, Markup, Samples, SampleInfo, SampleWords, SteelPiece, TakeoffTrade, UsBar } from '@/lib/content/samples';

/**
 * The samples' data, given the firm's name and who signs (lib/content/samples.ts builds them).
 */
export function samplesOf({ firmName, signatory }: SampleWords) {
  const samples = [
    {
      id: 'estimate',
      file: 'sample-cost-estimate.pdf',
      title: 'Sample Cost Estimate: Northgate Medical Office Building',
      summary: 'A design-development estimate for a three-story, 46,500 GSF medical office building in Columbus, Ohio.',
      shows: [
        'Summary by CSI MasterFormat division with cost per square foot',
        'Line items with quantities, units, unit costs and totals',
        'Markups: design contingency, escalation, bonds and insurance, fee',
        'Basis of estimate: documents priced, assumptions and exclusions',
      ],
      services: ['cost-estimation', 'construction-cost-estimation'],
      markets: ['us'],
    },
    {
      id: 'takeoff',
      file: 'sample-quantity-takeoff.pdf',
      title: 'Sample Quantity Takeoff: Northgate Medical Office Building',
      summary: 'The quantity takeoff behind the same estimate, measured trade by trade from the bid set.',
      shows: [
        'Quantities by trade with drawing references',
        'Units as the trades buy them: CY, SF, LF, EA, TON, SQ',
        'Waste factors and order quantities',
      ],
      services: ['material-takeoff', 'quantity-surveying'],
      markets: ['us'],
    },
    {
      id: 'boq',
      file: 'sample-bill-of-quantities.pdf',
      title: 'Sample Bill of Quantities (NRM2): Kirkgate Yard Block B',
      summary: 'A priced NRM2 bill of quantities in pounds sterling for the substructure of a residential block in Leeds, with preliminaries, a collection and a summary.',
      shows: [
        'Preliminaries bill: site team, welfare, temporary services and works, insurances',
        'Measured work by NRM2 work section, in m³, m², m, nr and t',
        'Provisional sums and dayworks, with defined and undefined sums apart',
        'Collection by work section and the summary carried to the form of tender, excluding VAT',
      ],
      services: ['quantity-surveying', 'cost-estimation', 'material-takeoff'],
      markets: ['uk'],
    },
    {
      id: 'bar-list',
      file: 'sample-bar-list-aci-crsi.pdf',
      title: 'Sample Bar List (ACI and CRSI): Northgate Medical Office Building',
      summary: 'A US bar list for the footings, piers and grade beams of a three-story medical office building in Columbus, Ohio, in #-sizes, feet and inches and pounds.',
      shows: [
        'Bar marks, #-sizes (ASTM A615 Grade 60), quantities and lengths in feet and inches',
        'CRSI bend types with their A, B, C dimensions and ACI 318 standard hooks',
        'Weights in pounds from ASTM A615 nominal weights, by mark and by bar size, in US tons',
        'Placing notes: cover, laps and supports, to the ACI Detailing Manual (MNL-66)',
      ],
      services: ['bar-bending-schedule', 'rebar-detailing'],
      markets: ['us'],
    },
    {
      id: 'bbs',
      file: 'sample-bar-bending-schedule.pdf',
      title: 'Sample Bar Bending Schedule: Kirkgate Yard Block B',
      summary: 'A bar bending schedule to BS 8666:2020 for the pile caps, ground beams and starters of a residential block in Leeds.',
      shows: [
        'Bar marks, types and sizes, number of members and bars',
        'Cutting lengths and shape codes with dimensions A to E',
        'Weights per mark and per bar size, from BS 8666 unit masses',
        'The nearest ASTM bar sizes and CRSI shapes, for readers who schedule both ways',
      ],
      services: ['bar-bending-schedule', 'rebar-detailing'],
      markets: ['uk'],
    },
    {
      id: 'clash-report',
      file: 'sample-clash-report.pdf',
      title: 'Sample Clash Report: Northgate Medical Office Building',
      summary: 'A coordination report from a Navisworks clash run on the Level 2 models, grouped the way the coordination meeting works through it.',
      shows: [
        'Clash groups with count, disciplines, grid and level',
        'Status and who is assigned to resolve each group',
        'Proposed resolutions for the open groups',
      ],
      services: ['clash-detection-coordination', 'bim'],
    },
    {
      id: 'shop-drawing',
      file: 'sample-shop-drawing.pdf',
      title: 'Sample Shop Drawing: Beam B2-14, W18x35',
      summary: 'A structural steel beam detail sheet issued for approval, with its piece and bolt lists.',
      shows: [
        'Beam elevation and end connection details, fully dimensioned',
        'Title block, revision table and general notes',
        'Bill of material with weights, bolt and hole list',
      ],
      services: ['shop-drawings', 'structural-steel-shop-drawings', 'rebar-shop-drawings', 'mep-shop-drawings'],
    },
  ] satisfies SampleInfo[];

  /* ---------------------------------------------------------------- estimate */

  const northgateProject = {
    name: 'Northgate Medical Office Building',
    client: 'Northgate Health Partners',
    location: 'Columbus, Ohio',
    grossArea: 46_500,
    stories: 3,
    description: 'Three-story medical office building, structural steel frame on spread footings, composite deck floors, brick veneer and metal panel skin with aluminum curtain wall.',
  };

  const estimateDivisions = [
    {
      code: '01', title: 'General Requirements', lines: [
        { description: 'Project management and site supervision', quantity: 14, unit: 'MO', unitCost: 68_500 },
        { description: 'Temporary facilities, utilities and protection', quantity: 14, unit: 'MO', unitCost: 9_800 },
        { description: 'Mobile crane and hoisting', quantity: 3, unit: 'MO', unitCost: 42_000 },
        { description: 'Final cleaning', quantity: 46_500, unit: 'SF', unitCost: 0.45 },
      ],
    },
    {
      code: '03', title: 'Concrete', lines: [
        { description: 'Spread and continuous footings, 4,000 psi', quantity: 410, unit: 'CY', unitCost: 685 },
        { description: 'Slab on grade, 5 in. with vapor retarder', quantity: 15_500, unit: 'SF', unitCost: 9.85 },
        { description: 'Lightweight concrete fill on metal deck, 3-1/4 in.', quantity: 31_000, unit: 'SF', unitCost: 7.4 },
        { description: 'Reinforcing steel, Grade 60, furnished and placed', quantity: 48, unit: 'TON', unitCost: 2_450 },
      ],
    },
    {
      code: '04', title: 'Masonry', lines: [
        { description: '8 in. CMU stair and elevator shafts, grouted', quantity: 6_800, unit: 'SF', unitCost: 24.5 },
        { description: 'Modular brick veneer with ties and flashing', quantity: 14_200, unit: 'SF', unitCost: 38.75 },
      ],
    },
    {
      code: '05', title: 'Metals', lines: [
        { description: 'Structural steel frame, A992, erected', quantity: 300, unit: 'TON', unitCost: 4_850 },
        { description: 'Composite floor deck, 2 in. 20 gauge', quantity: 31_000, unit: 'SF', unitCost: 5.15 },
        { description: 'Steel roof deck under TPO, 1-1/2 in. Type WR, 20 ga.', quantity: 16_100, unit: 'SF', unitCost: 4.35 },
        { description: 'Steel pan stairs with guards and handrails', quantity: 6, unit: 'FLT', unitCost: 32_500 },
        { description: 'Miscellaneous metals, lintels and embeds', quantity: 1, unit: 'LS', unitCost: 84_000 },
      ],
    },
    {
      code: '06', title: 'Wood, Plastics, and Composites', lines: [
        { description: 'Rough carpentry and blocking', quantity: 46_500, unit: 'SF', unitCost: 1.1 },
        { description: 'Plastic laminate casework and solid-surface tops', quantity: 420, unit: 'LF', unitCost: 385 },
      ],
    },
    {
      code: '07', title: 'Thermal and Moisture Protection', lines: [
        { description: '60 mil TPO roofing on tapered polyiso', quantity: 16_100, unit: 'SF', unitCost: 14.6 },
        { description: 'Fluid-applied air and vapor barrier', quantity: 28_600, unit: 'SF', unitCost: 4.25 },
        { description: 'Insulated metal wall panels', quantity: 9_800, unit: 'SF', unitCost: 46 },
        { description: 'Firestopping, joint sealants', quantity: 46_500, unit: 'SF', unitCost: 0.95 },
      ],
    },
    {
      code: '08', title: 'Openings', lines: [
        { description: 'Aluminum curtain wall and storefront', quantity: 6_900, unit: 'SF', unitCost: 92 },
        { description: 'Hollow metal frames, wood doors and hardware', quantity: 148, unit: 'EA', unitCost: 2_650 },
      ],
    },
    {
      code: '09', title: 'Finishes', lines: [
        { description: 'Metal stud and gypsum board partitions', quantity: 62_000, unit: 'SF', unitCost: 11.4 },
        { description: 'Acoustical ceiling tile, 2 x 2 on suspension grid', quantity: 38_500, unit: 'SF', unitCost: 6.85 },
        { description: 'Flooring: LVT, carpet tile and porcelain tile', quantity: 41_800, unit: 'SF', unitCost: 8.9 },
        { description: 'Painting and wall coverings', quantity: 118_000, unit: 'SF', unitCost: 1.35 },
      ],
    },
    {
      code: '10', title: 'Specialties', lines: [
        { description: 'Toilet accessories, partitions, signage, fire extinguishers', quantity: 46_500, unit: 'SF', unitCost: 2.4 },
      ],
    },
    {
      code: '14', title: 'Conveying Equipment', lines: [
        { description: 'Machine-room-less traction elevators, 3 stops, 3,500 lb', quantity: 2, unit: 'EA', unitCost: 185_000 },
      ],
    },
    {
      code: '21', title: 'Fire Suppression', lines: [
        { description: 'Wet-pipe sprinkler system, light hazard', quantity: 46_500, unit: 'SF', unitCost: 4.75 },
      ],
    },
    {
      code: '22', title: 'Plumbing', lines: [
        { description: 'Domestic water, sanitary, storm and medical gas', quantity: 46_500, unit: 'SF', unitCost: 21.5 },
      ],
    },
    {
      code: '23', title: 'Heating, Ventilating, and Air Conditioning (HVAC)', lines: [
        { description: 'VAV system with rooftop units and controls', quantity: 46_500, unit: 'SF', unitCost: 44 },
      ],
    },
    {
      code: '26', title: 'Electrical', lines: [
        { description: 'Service, distribution, lighting and devices', quantity: 46_500, unit: 'SF', unitCost: 33.5 },
      ],
    },
    {
      code: '27', title: 'Communications', lines: [
        { description: 'Structured cabling and pathways', quantity: 46_500, unit: 'SF', unitCost: 6.2 },
      ],
    },
    {
      code: '28', title: 'Electronic Safety and Security', lines: [
        { description: 'Fire alarm and access control', quantity: 46_500, unit: 'SF', unitCost: 4.1 },
      ],
    },
    {
      code: '31', title: 'Earthwork', lines: [
        { description: 'Clearing, mass excavation and grading', quantity: 9_600, unit: 'CY', unitCost: 14.5 },
        { description: 'Imported structural fill, compacted', quantity: 3_200, unit: 'CY', unitCost: 38 },
      ],
    },
    {
      code: '32', title: 'Exterior Improvements', lines: [
        { description: 'Asphalt paving, 185 parking spaces', quantity: 7_850, unit: 'SY', unitCost: 42 },
        { description: 'Concrete curb and gutter', quantity: 2_650, unit: 'LF', unitCost: 28 },
        { description: 'Landscaping and irrigation', quantity: 1, unit: 'LS', unitCost: 96_000 },
      ],
    },
    {
      code: '33', title: 'Utilities', lines: [
        { description: 'Site water, sanitary and storm utilities', quantity: 1_850, unit: 'LF', unitCost: 148 },
      ],
    },
  ] satisfies EstimateDivision[];

  const estimate = {
    number: 'SP-26-0418',
    date: 'November 9, 2026',
    stage: 'Design development (DD) estimate',
    priceDate: 'Q4 2026 Columbus, Ohio open-shop labor rates',
    preparedBy: signatory('ayesha-malik', 'CCP'),
    checkedBy: signatory('imran-siddiqui'),
    divisions: estimateDivisions,
    markups: [
      { label: 'Design contingency', percent: 5 },
      { label: 'Escalation to construction midpoint (Q2 2028)', percent: 3.5 },
      { label: 'Bonds and insurance', percent: 1.85 },
      { label: 'General contractor fee', percent: 4.5 },
    ] satisfies Markup[],
    documents: [
      'Architectural set A-001 to A-602, design development, dated October 17, 2026',
      'Structural set S-001 to S-501, design development, dated October 17, 2026',
      'MEP narratives and single-line diagrams, dated October 10, 2026',
      'Geotechnical report GR-2291, dated August 28, 2026',
    ],
    assumptions: [
      'Competitive bid to at least three subcontractors per trade; open-shop labor.',
      'Spread footings at 3,000 psf allowable bearing as the geotechnical report recommends; no deep foundations.',
      'Normal working hours, single shift, 14-month construction duration.',
      'Escalation of 3.5% carries the Q4 2026 prices to the construction midpoint in Q2 2028.',
      'MEP priced per square foot from the narratives; to be re-priced when the CD drawings are issued.',
    ],
    exclusions: [
      'Land, financing, permits and impact fees',
      'Design and consultant fees, testing and inspections',
      'Furniture, fixtures and medical equipment (FF&E)',
      'Hazardous material abatement and rock excavation',
      'Owner contingency and builder\'s risk insurance',
    ],
  };

  /* ---------------------------------------------------------------- takeoff */

  const takeoffTrades = [
    {
      trade: 'Concrete', division: '03', lines: [
        { item: 'Spread footings F1 to F4', reference: 'S-101, S-501/2', quantity: 286, unit: 'CY', waste: 3 },
        { item: 'Continuous wall footings CF-1', reference: 'S-101, S-501/1', quantity: 124, unit: 'CY', waste: 3 },
        { item: 'Slab on grade, 5 in.', reference: 'S-101', quantity: 15_500, unit: 'SF', waste: 0 },
        { item: 'Concrete fill on deck, Levels 2, 3', reference: 'S-102, S-103', quantity: 31_000, unit: 'SF', waste: 0 },
        { item: 'Reinforcing steel, footings and SOG', reference: 'S-501', quantity: 48, unit: 'TON', waste: 5 },
        { item: 'Vapor retarder, 15 mil', reference: 'A-501/4', quantity: 15_500, unit: 'SF', waste: 10 },
      ],
    },
    {
      trade: 'Masonry', division: '04', lines: [
        { item: '8 in. CMU, stair and elevator shafts', reference: 'A-101 to A-103', quantity: 6_800, unit: 'SF', waste: 5 },
        { item: 'Brick veneer, modular', reference: 'A-201, A-202', quantity: 14_200, unit: 'SF', waste: 5 },
        { item: 'Through-wall flashing', reference: 'A-501/7', quantity: 1_640, unit: 'LF', waste: 5 },
      ],
    },
    {
      trade: 'Structural steel and deck', division: '05', lines: [
        { item: 'Wide-flange columns', reference: 'S-201', quantity: 62, unit: 'TON', waste: 0 },
        { item: 'Wide-flange beams and girders', reference: 'S-102 to S-104', quantity: 214, unit: 'TON', waste: 0 },
        { item: 'HSS braces and roof frames', reference: 'S-301', quantity: 24, unit: 'TON', waste: 0 },
        { item: 'Composite deck, 2 in. 20 ga', reference: 'S-102, S-103', quantity: 31_000, unit: 'SF', waste: 5 },
        { item: 'Shear studs, 3/4 in. x 4-1/2 in.', reference: 'S-102, S-103', quantity: 5_840, unit: 'EA', waste: 2 },
      ],
    },
    {
      trade: 'Roofing and wall panels', division: '07', lines: [
        { item: 'TPO membrane, 60 mil', reference: 'A-104', quantity: 161, unit: 'SQ', waste: 10 },
        { item: 'Tapered polyiso insulation', reference: 'A-104', quantity: 16_100, unit: 'SF', waste: 5 },
        { item: 'Insulated metal wall panels', reference: 'A-201, A-202', quantity: 9_800, unit: 'SF', waste: 4 },
        { item: 'Parapet coping', reference: 'A-501/9', quantity: 1_120, unit: 'LF', waste: 3 },
      ],
    },
    {
      trade: 'Doors, frames and hardware', division: '08', lines: [
        { item: 'Hollow metal frames', reference: 'A-601', quantity: 148, unit: 'EA', waste: 0 },
        { item: 'Wood doors, solid core', reference: 'A-601', quantity: 136, unit: 'EA', waste: 0 },
        { item: 'Hollow metal doors', reference: 'A-601', quantity: 12, unit: 'EA', waste: 0 },
        { item: 'Curtain wall and storefront', reference: 'A-201, A-401', quantity: 6_900, unit: 'SF', waste: 0 },
      ],
    },
    {
      trade: 'Framing and drywall', division: '09', lines: [
        { item: 'Partitions, 3-5/8 in. studs, board both sides', reference: 'A-101 to A-103', quantity: 62_000, unit: 'SF', waste: 10 },
        { item: 'Shaft wall, 2-hour', reference: 'A-101 to A-103', quantity: 4_300, unit: 'SF', waste: 10 },
        { item: 'Gypsum board soffits and bulkheads', reference: 'A-301 to A-303', quantity: 2_650, unit: 'SF', waste: 12 },
      ],
    },
    {
      trade: 'Flooring and ceilings', division: '09', lines: [
        { item: 'Luxury vinyl tile', reference: 'A-111 to A-113', quantity: 18_900, unit: 'SF', waste: 7 },
        { item: 'Carpet tile', reference: 'A-111 to A-113', quantity: 17_600, unit: 'SF', waste: 5 },
        { item: 'Porcelain floor tile, toilets', reference: 'A-111 to A-113', quantity: 5_300, unit: 'SF', waste: 10 },
        { item: 'Rubber base, 4 in.', reference: 'A-111 to A-113', quantity: 9_450, unit: 'LF', waste: 5 },
        { item: 'Acoustical ceiling tile, 2 x 2', reference: 'A-301 to A-303', quantity: 38_500, unit: 'SF', waste: 5 },
      ],
    },
  ] satisfies TakeoffTrade[];

  const takeoff = {
    number: 'SP-26-0418-QTO',
    date: 'November 6, 2026',
    measuredBy: signatory('ayesha-malik', 'CCP'),
    checkedBy: signatory('laura-bennett'),
    method: 'Measured on screen in Bluebeam Revu from the design development PDFs; quantities are net as drawn, waste added separately.',
    trades: takeoffTrades,
  };

  /* ---------------------------------------------------------------- NRM2 bill of quantities */

  const boq = {
    project: 'Kirkgate Yard, Block B: substructure',
    location: 'Leeds, West Yorkshire',
    employer: 'Aire Valley Homes',
    quantitySurveyor: `${firmName} for Calder & Wharfe Construction`,
    reference: 'KY-B-BQ-02',
    date: '12 November 2026',
    priceBase: 'Q4 2026, Leeds, competitive tender',
    preparedBy: signatory('laura-bennett'),
    checkedBy: signatory('imran-siddiqui'),
    contract: 'JCT Design and Build Contract 2024',
    preliminaries: {
      number: 1,
      title: 'Preliminaries (main contract)',
      items: [
        { ref: 'A', description: 'Site management and staff: site manager and engineer', quantity: 14, unit: 'wk', rate: 3_250 },
        { ref: 'B', description: 'Site accommodation, welfare and first aid', quantity: 14, unit: 'wk', rate: 850 },
        { ref: 'C', description: 'Temporary electricity, water and telecoms', quantity: 1, unit: 'item', rate: 9_400 },
        { ref: 'D', description: 'Hoarding, gates and site security', quantity: 14, unit: 'wk', rate: 640 },
        { ref: 'E', description: 'Setting out, surveys and as-built records', quantity: 1, unit: 'item', rate: 4_200 },
        { ref: 'F', description: 'Temporary works: trench support and edge protection', quantity: 1, unit: 'item', rate: 6_800 },
        { ref: 'G', description: 'Cleaning, waste removal and skips', quantity: 14, unit: 'wk', rate: 520 },
        { ref: 'H', description: 'Contractor\'s all-risks insurance and bonds', quantity: 1, unit: 'item', rate: 7_250 },
      ],
    } satisfies BoqSection,
    measured: [
      {
        number: 5, title: 'Excavating and filling', items: [
          { ref: 'A', description: 'Excavation to reduce levels, max. depth not exceeding 1 m', quantity: 1_240, unit: 'm³', rate: 8.4 },
          { ref: 'B', description: 'Excavation for pile caps, max. depth not exceeding 2 m', quantity: 186, unit: 'm³', rate: 14.2 },
          { ref: 'C', description: 'Excavation for ground beams, max. depth not exceeding 1 m', quantity: 142, unit: 'm³', rate: 13.6 },
          { ref: 'D', description: 'Disposal of excavated material off site, inert', quantity: 1_380, unit: 'm³', rate: 27.5 },
          { ref: 'E', description: 'Filling, Type 1 sub-base, 150 mm thick, compacted', quantity: 1_020, unit: 'm²', rate: 7.9 },
        ],
      },
      {
        number: 11, title: 'In-situ concrete works', items: [
          { ref: 'A', description: 'Blinding, C12/15, thickness not exceeding 300 mm', quantity: 16, unit: 'm³', rate: 142 },
          { ref: 'B', description: 'Reinforced concrete pile caps, C32/40', quantity: 128, unit: 'm³', rate: 168 },
          { ref: 'C', description: 'Reinforced concrete ground beams, C32/40', quantity: 96, unit: 'm³', rate: 172 },
          { ref: 'D', description: 'Ground-bearing slab, C32/40, thickness not exceeding 300 mm', quantity: 212, unit: 'm³', rate: 158 },
          { ref: 'E', description: 'Formwork to sides of ground beams and pile caps', quantity: 684, unit: 'm²', rate: 38.5 },
          // NRM2 measures bars by mass, each nominal size and shape (straight and bent, or links) as its own item: never banded.
          { ref: 'F', description: 'Reinforcement bars, B500B, 25 mm, straight and bent', quantity: 18.2, unit: 't', rate: 1_060 },
          { ref: 'G', description: 'Reinforcement bars, B500B, 20 mm, straight and bent', quantity: 12.6, unit: 't', rate: 1_075 },
          { ref: 'H', description: 'Reinforcement bars, B500B, 16 mm, straight and bent', quantity: 7.8, unit: 't', rate: 1_110 },
          { ref: 'I', description: 'Reinforcement bars, B500B, 12 mm, links', quantity: 5.9, unit: 't', rate: 1_225 },
          { ref: 'J', description: 'Reinforcement bars, B500B, 10 mm, links', quantity: 3.5, unit: 't', rate: 1_260 },
          { ref: 'K', description: 'Steel fabric reinforcement to BS 4483, A393', quantity: 1_420, unit: 'm²', rate: 8.6 },
        ],
      },
      {
        number: 14, title: 'Masonry', items: [
          { ref: 'A', description: 'Blockwork below DPC, 140 mm dense concrete, 7.3 N/mm²', quantity: 286, unit: 'm²', rate: 46.8 },
          { ref: 'B', description: 'Damp-proof course, 150 mm wide, horizontal', quantity: 410, unit: 'm', rate: 4.2 },
        ],
      },
      {
        number: 34, title: 'Drainage below ground', items: [
          { ref: 'A', description: 'Trenches for pipes, average depth 1.00-1.50 m', quantity: 238, unit: 'm', rate: 34 },
          { ref: 'B', description: '150 mm vitrified clay pipes, bedded and surrounded', quantity: 238, unit: 'm', rate: 52.5 },
          { ref: 'C', description: 'Inspection chambers, 1,200 mm precast, 1.50-2.00 m deep', quantity: 6, unit: 'nr', rate: 1_480 },
        ],
      },
    ] satisfies BoqSection[],
    /** Defined provisional sums carry their own programme and preliminaries; undefined ones do not. */
    provisionalSums: [
      { description: 'Defined: CFA piling, 48 nr 450 mm diameter piles, 12 m long, by specialist', amount: 86_000 },
      { description: 'Undefined: contingencies', amount: 25_000 },
    ],
    dayworks: [
      { description: 'Provisional dayworks: labour', amount: 4_000 },
      { description: 'Provisional dayworks: materials', amount: 1_500 },
      { description: 'Provisional dayworks: plant', amount: 1_000 },
    ],
    /** Main contractor's overheads and profit, on preliminaries and measured work, percent. */
    overheadsAndProfit: 6.5,
    /** The bill's preambles: how it was measured and priced. */
    notes: [
      'Measured in accordance with the RICS New Rules of Measurement, NRM2: Detailed measurement for building works, 2nd edition.',
      'Quantities are net as fixed in position; each unit rate includes waste, laps, labour, plant and materials.',
      'Reinforcement is measured by mass in tonnes from the bar bending schedules, to BS 8666:2020.',
      'Prices exclude VAT. Block B is new dwellings: the main contractor’s construction work is zero-rated (HMRC VAT Notice 708); the employer’s consultants’ fees are standard-rated.',
    ],
  };

  /* ---------------------------------------------------------------- bar bending schedule */

  /** BS 8666:2020 Table 1: mass per metre of grade B500 bars, kg/m. */
  const bs8666UnitMass = {
    10: 0.617,
    12: 0.888,
    16: 1.579,
    20: 2.466,
    25: 3.854,
  } satisfies Samples['bs8666UnitMass'];

  /** BS 8666:2020 Table 2: minimum bend radius r for grade B500 bars, mm. */
  const bs8666MinRadius = {
    10: 20,
    12: 24,
    16: 32,
    20: 70,
    25: 87,
  } satisfies Samples['bs8666MinRadius'];

  const bbsBars = [
    { member: 'PC1 pile caps (4 no.)', mark: '01', size: 25, members: 4, barsEach: 5, length: 3625, shape: '21', dims: { A: 750, B: 2250, C: 750 } },
    { member: 'PC1 pile caps (4 no.)', mark: '02', size: 16, members: 4, barsEach: 5, length: 3000, shape: '21', dims: { A: 400, B: 2250, C: 400 } },
    { member: 'PC1 pile caps (4 no.)', mark: '03', size: 12, members: 4, barsEach: 10, length: 3500, shape: '51', dims: { A: 750, B: 900, C: 150, D: 150 } },
    { member: 'PC1 pile caps (4 no.)', mark: '04', size: 12, members: 4, barsEach: 6, length: 2250, shape: '00', dims: { A: 2250 } },
    { member: 'GB1 ground beams (6 no.)', mark: '05', size: 20, members: 6, barsEach: 3, length: 6800, shape: '00', dims: { A: 6800 } },
    { member: 'GB1 ground beams (6 no.)', mark: '06', size: 16, members: 6, barsEach: 3, length: 6575, shape: '11', dims: { A: 6200, B: 400 } },
    { member: 'GB1 ground beams (6 no.)', mark: '07', size: 10, members: 6, barsEach: 31, length: 2100, shape: '51', dims: { A: 350, B: 650, C: 100, D: 100 } },
    { member: 'GB2 ground beams (2 no.)', mark: '08', size: 25, members: 2, barsEach: 4, length: 8450, shape: '11', dims: { A: 7900, B: 600 } },
    { member: 'GB2 ground beams (2 no.)', mark: '09', size: 16, members: 2, barsEach: 2, length: 8400, shape: '00', dims: { A: 8400 } },
    { member: 'GB2 ground beams (2 no.)', mark: '10', size: 10, members: 2, barsEach: 41, length: 2300, shape: '51', dims: { A: 350, B: 750, C: 100, D: 100 } },
    { member: 'Column starters C1 (8 no.)', mark: '11', size: 20, members: 8, barsEach: 4, length: 1800, shape: '11', dims: { A: 1300, B: 550 } },
    { member: 'Column starters C1 (8 no.)', mark: '12', size: 10, members: 8, barsEach: 3, length: 1100, shape: '51', dims: { A: 250, B: 250, C: 100, D: 100 } },
  ] satisfies BbsBar[];

  const bbsShapes = [
    { code: '00', formula: 'L = A', name: 'Straight bar', aci: 'Straight bar; no bend type' },
    { code: '11', formula: 'L = A + (B) - 0.5r - d', name: 'One 90 degree bend', aci: 'Bar with one 90 degree bend (L-bar), standard bend diameter' },
    { code: '21', formula: 'L = A + B + (C) - r - 2d', name: 'U-bar, two 90 degree bends', aci: 'U-bar with two 90 degree bends (trough shape)' },
    { code: '51', formula: 'L = 2(A + B + (C)) - 2.5r - 5d', name: 'Closed link, 135 degree hooks', aci: 'Closed stirrup or tie with 135 degree hooks' },
  ] satisfies Samples['bbs']['shapes'];

  const bbsNotes = [
    'All reinforcement grade B500B to BS 4449:2005+A3:2016, type H.',
    'Shapes and cutting lengths to BS 8666:2020; bend radii are the Table 2 minimums unless shown.',
    'Dimensions in millimetres, out-to-out of bar. Lengths rounded up to the next 25 mm.',
    'Weights from BS 8666 Table 1 unit masses: number x length x kg/m.',
    'Do not bend bars on site. Fix to drawing KY-B-RC-101; laps as shown on the drawing.',
  ];

  const bbs = {
    project: 'Kirkgate Yard, Block B',
    location: 'Leeds, West Yorkshire',
    client: 'Aire Valley Homes',
    contractor: 'Calder & Wharfe Construction',
    drawing: 'KY-B-RC-101 Rev P2',
    schedule: 'KY-B-BBS-001',
    revision: 'A',
    date: '5 November 2026',
    preparedBy: signatory('hamza-rauf'),
    checkedBy: signatory('usman-tariq', 'CEng'),
    cover: '75 mm to pile caps, 50 mm to ground beams',
    bars: bbsBars,
    /** What each shape is, and how a US schedule to ACI MNL-66 / CRSI would show the same bar. */
    shapes: bbsShapes,
    /** Nearest ASTM A615 bar for each size, for readers who schedule to ACI MNL-66. */
    astmEquivalent: { 10: '#3 (9.5 mm)', 12: '#4 (12.7 mm)', 16: '#5 (15.9 mm)', 20: '#6 (19.1 mm)', 25: '#8 (25.4 mm)' } satisfies Samples['bbs']['astmEquivalent'],
    notes: bbsNotes,
  };

  /* ---------------------------------------------------------------- US bar list */

  /** ASTM A615 nominal weight, lb per foot, and nominal diameter, inches. */
  const astmBars = {
    3: { weight: 0.376, diameter: 0.375 },
    4: { weight: 0.668, diameter: 0.5 },
    5: { weight: 1.043, diameter: 0.625 },
    6: { weight: 1.502, diameter: 0.75 },
    8: { weight: 2.67, diameter: 1.0 },
  } satisfies Samples['astmBars'];



  const usBars = [
    { member: 'Footing F1 (8\'-0" sq x 2\'-0"), bottom mat each way', mark: 'F1B', size: 6, members: 12, barsEach: 20, type: 'STR', dims: { A: 90 } },
    { member: 'Footing F2 (6\'-0" sq x 1\'-6"), bottom mat each way', mark: 'F2B', size: 5, members: 8, barsEach: 16, type: 'STR', dims: { A: 66 } },
    { member: 'Pier P1 (20" x 20"), dowels to column base', mark: 'P1D', size: 6, members: 20, barsEach: 8, type: 'STR', dims: { A: 60 } },
    { member: 'Pier P1, ties at 12" centers', mark: 'P1T', size: 3, members: 20, barsEach: 4, type: 'T1', dims: { A: 17, B: 17, C: 17, D: 17 } },
    { member: 'Grade beam GB1 (16" x 30"), top and bottom, 3 each', mark: 'GB1L', size: 6, members: 14, barsEach: 6, type: 'STR', dims: { A: 240 } },
    { member: 'Grade beam GB1, corner U-bars', mark: 'GB1U', size: 6, members: 10, barsEach: 4, type: '2', dims: { A: 36, B: 10, C: 36 } },
    { member: 'Grade beam GB2 (12" x 24"), top and bottom, 2 each', mark: 'GB2L', size: 8, members: 2, barsEach: 4, type: 'STR', dims: { A: 180 } },
  ] satisfies UsBar[];

  const barList = {
    project: northgateProject.name,
    location: northgateProject.location,
    client: northgateProject.client,
    contractor: 'Scioto Builders',
    drawing: 'S-001 Foundation plan and S-501 Foundation details, Rev 2',
    list: 'NMOB-BL-001',
    date: 'November 16, 2026',
    preparedBy: signatory('hamza-rauf'),
    checkedBy: signatory('bilal-chaudhry'),
    bars: usBars,
    /** ACI 318-19 Table 25.3.2: 135-degree tie hooks, #3 to #5: 6 bar diameters, at least 3 in. */
    tieHookExtension: 3,
    notes: [
      'Bars ASTM A615 Grade 60 unless noted. Bar sizes are US customary (#3 = 3/8 in. nominal diameter).',
      'Bend types and dimension letters as the CRSI Manual of Standard Practice; dimensions out to out, in feet and inches.',
      'Hooks and bend diameters are ACI 318-19 standard (Table 25.3.1 and 25.3.2) unless dimensioned.',
      'Detailing to the ACI Detailing Manual (MNL-66). Bar supports in footings on sub-base: precast concrete blocks (CRSI Manual of Standard Practice, bar supports), since wire supports of any class sink into soil.',
      'Cover: 3 in. to concrete cast against earth, 1-1/2 in. to ties in piers. Lap splices as shown on S-501.',
      'Weights from ASTM A615 nominal weights (lb/ft) x length x number; totals in US tons of 2,000 lb.',
    ],
  };

  /* ---------------------------------------------------------------- clash report */

  const clashTests = [
    { id: 'mep-str', name: 'MEP vs Structure', against: ['STR'] },
    { id: 'mep-arc', name: 'MEP vs Architecture', against: ['ARC'] },
    { id: 'mep-mep', name: 'MEP vs MEP', against: ['MEC', 'PLB', 'ELE', 'FP'] },
  ] satisfies ClashTest[];

  /** Discipline codes of the MEP models. */
  const mepDisciplines = ['MEC', 'PLB', 'ELE', 'FP'];


  const clashGroups = [
    { id: 'G01', test: 'mep-str', name: 'Supply duct SD-2A through W18 beams', count: 14, disciplines: 'MEC / STR', level: 'L2', grid: 'C-D / 2-5', status: 'Active', assignedTo: 'Buckeye Mechanical', resolution: 'Drop duct to 11\'-2" BOD and flatten to 30 x 14 between beams; confirm ceiling at 10\'-0" holds.' },
    { id: 'G02', test: 'mep-str', name: 'Sanitary 4" mains at girder G-2', count: 9, disciplines: 'PLB / STR', level: 'L2', grid: 'B / 3-4', status: 'Reviewed', assignedTo: 'Keane Structural', resolution: 'EOR to review a 6" web penetration with reinforcing plate at 2\'-0" from the connection.' },
    { id: 'G03', test: 'mep-mep', name: 'Sprinkler branch lines at duct SD-2A', count: 22, disciplines: 'FP / MEC', level: 'L2', grid: 'C-E / 2-6', status: 'New', assignedTo: 'Central Fire Protection', resolution: 'Raise branch lines above duct; add sprigs to ceiling heads where needed.' },
    { id: 'G04', test: 'mep-mep', name: 'Cable tray CT-1 at exam-room ducts', count: 6, disciplines: 'ELE / MEC', level: 'L2', grid: 'D / 4-6', status: 'Active', assignedTo: 'Lakeshore Electric', resolution: 'Reroute tray along the corridor wall at 11\'-6" BOT; keep 12" access above.' },
    { id: 'G05', test: 'mep-arc', name: 'Medical gas drops at headwall framing', count: 11, disciplines: 'PLB / ARC', level: 'L2', grid: 'E-F / 1-3', status: 'Approved', assignedTo: 'Halden Architects', resolution: 'Shift studs 4" to suit drops; headwall elevations updated in A-402.' },
    { id: 'G06', test: 'mep-arc', name: 'VAV boxes in soffit zone', count: 5, disciplines: 'MEC / ARC', level: 'L2', grid: 'A-B / 5-6', status: 'Resolved', assignedTo: 'Buckeye Mechanical', resolution: 'VAV-2-14 to 2-18 moved 3\'-0" east; resolved in MEC v9.' },
    { id: 'G07', test: 'mep-str', name: 'Roof drain leaders at HSS braces', count: 4, disciplines: 'PLB / STR', level: 'L2', grid: 'F / 1 and 6', status: 'New', assignedTo: 'Buckeye Mechanical', resolution: 'Offset leaders 8" inboard of the brace gusset plates.' },
    { id: 'G08', test: 'mep-mep', name: 'Light fixtures at sprinkler heads', count: 18, disciplines: 'ELE / FP', level: 'L2', grid: 'Various', status: 'Reviewed', assignedTo: 'Central Fire Protection', resolution: 'Relocate heads to the ceiling grid centers per reflected ceiling plan A-302.' },
    { id: 'G09', test: 'mep-str', name: 'Exhaust duct at moment connection', count: 3, disciplines: 'MEC / STR', level: 'L2', grid: 'C / 2', status: 'Active', assignedTo: 'Buckeye Mechanical', resolution: 'Reroute EF-3 duct below the connection; structure cannot be penetrated here.' },
    { id: 'G10', test: 'mep-arc', name: 'Conduit bank at elevator shaft wall', count: 7, disciplines: 'ELE / ARC', level: 'L2', grid: 'D-E / 4', status: 'Resolved', assignedTo: 'Lakeshore Electric', resolution: 'Sleeves added to the CMU wall at 10\'-8"; resolved in ELE v7.' },
  ] satisfies ClashGroup[];

  const clashReport = {
    number: 'NMOB-CR-07',
    date: 'November 12, 2026',
    software: 'Autodesk Navisworks Manage 2026',
    /** What the run checked; the groups below name which of the tests found them. */
    scope: 'Level 2, three clash tests (MEP vs Structure, MEP vs Architecture, MEP vs MEP), hard clashes at 1/2" tolerance',
    models: [
      `NMOB-ARC-L2.rvt (${firmName} for Halden Architects), v14`,
      'NMOB-STR.rvt (Keane Structural), v11',
      'NMOB-MEC.rvt (Buckeye Mechanical), v9',
      'NMOB-PLB.rvt (Buckeye Mechanical), v8',
      'NMOB-ELE.rvt (Lakeshore Electric), v7',
      'NMOB-FP.rvt (Central Fire Protection), v5',
    ],
    meeting: 'Coordination meeting 07, November 13, 2026, 10:00 AM EST (Microsoft Teams)',
    groups: clashGroups,
  };

  /* ---------------------------------------------------------------- shop drawing */

  const shopDrawingPieces = [
    { mark: 'B2-14', quantity: 1, description: 'W18x35 beam, holes both ends', length: 294.25, weightPerFoot: 35, material: 'ASTM A992' },
    { mark: 'p1', quantity: 2, description: 'PL 3/8" x 4-1/2" shear plate, on columns C-3, C-4', length: 11.5, weightPerFoot: 5.74, material: 'ASTM A572 Gr. 50' },
  ] satisfies SteelPiece[];

  const shopDrawing = {
    sheet: 'SD-B2-14',
    title: 'Beam B2-14, Level 2, grid C / 3-4',
    erectionDrawing: 'E-2 Level 2 framing plan',
    scale: '3/4" = 1\'-0"',
    drawnBy: signatory('bilal-chaudhry'),
    checkedBy: signatory('usman-tariq', 'CEng'),
    fabricator: 'Scioto Steel Fabricators',
    /** W18x35 section properties from the AISC Steel Construction Manual, inches. */
    section: { name: 'W18x35', depth: 17.7, flangeWidth: 6.0, flangeThickness: 0.425, webThickness: 0.3 },
    /** Beam length out to out, inches (24'-6 1/4"). */
    length: 294.25,
    camber: '3/4"',
    /** The floor is the estimate's: 3-1/4" lightweight concrete on 2" composite deck, 5-1/4" in all. */
    topOfSteel: 'TOS EL. 115\'-6 3/4" (L2 = 116\'-0", less 5 1/4" slab: 3 1/4" fill on 2" deck)',
    /**
     * Single-plate (shear tab) end connections: 4 holes at 3" pitch in the web, first hole 3" below top of
     * steel, 2-1/2" from the beam end (bolt line 3" from the weld line, less the 1/2" setback).
     */
    holes: { rows: 4, pitch: 3, firstBelowTop: 3, fromEnd: 2.5, diameter: '13/16"' },
    /** The shear plate on the column (detailed on the column drawing): inches. */
    plate: { width: 4.5, length: 11.5, thickness: 0.375, boltLine: 3, setback: 0.5, edge: 1.25 },
    pieces: shopDrawingPieces,
    bolts: [
      { quantity: 8, description: '3/4" dia. ASTM F3125 Grade A325-N, snug tight, with hardened washer and heavy hex nut', location: 'Field, both ends' },
    ],
    revisions: [
      { rev: '0', date: '10/28/2026', description: 'Issued for approval', by: 'BC' },
      { rev: '1', date: '11/10/2026', description: 'Revised per EOR comments: camber added', by: 'BC' },
    ],
    notes: [
      'Material: W-shapes ASTM A992; plates ASTM A572 Grade 50.',
      'Bolts 3/4" dia. ASTM F3125 Grade A325-N in 13/16" standard holes unless noted.',
      'Welding to AWS D1.1, E70XX electrodes. Shop welds per connection details.',
      'Camber 3/4" at midspan, natural mill camber up; tolerance per AISC 303.',
      'Shop prime per spec 05 12 00: SSPC-SP2 cleaning, one coat gray primer. No paint within 2" of field bolted faying surfaces.',
      'All dimensions in feet and inches. Do not scale this drawing.',
    ],
  };

  return { samples, northgateProject, estimate, takeoff, boq, bs8666UnitMass, bs8666MinRadius, bbs, astmBars, barList, clashTests, mepDisciplines, clashReport, shopDrawing } satisfies Samples;
}
