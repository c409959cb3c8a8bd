import type { Service } from '../types';
import type { ServiceWords } from '@/lib/content/services';

/** Rebar detailing group: the landing page and its three child services. */
export const rebarServices = ({ bbsPackages, revisions, whichPackageFaq }: ServiceWords): Service[] => [
  {
    slug: 'rebar-detailing',
    title: 'Rebar Detailing',
    group: 'rebar-detailing',
    updated: '2026-11-23',
    summary:
      'Rebar placing drawings, 3D reinforcement models and bar bending schedules to ACI MNL-66, CRSI and BS 8666, detailed for fabricators, contractors and engineers.',
    description: [
      'Rebar detailing converts the engineer’s structural design into the information a fabricator needs to cut and bend bars and an ironworker needs to place them: every bar identified by mark, size, shape, length and location, with laps, hooks, spacing and cover resolved. We detail for rebar fabricators, concrete contractors and precasters on buildings, parking structures, foundations, retaining walls and industrial plants in the US, the UK and Europe.',
      'Send us the structural and architectural drawings, the specifications, and any approved submittals for embeds, anchor bolts or post-tensioning. We detail in Tekla Structures, RebarCAD, aSa and AutoCAD, following ACI 318 and the ACI Detailing Manual (MNL-66) with the CRSI Manual of Standard Practice for US work, and BS EN 1992 (Eurocode 2) with BS 8666 for UK and European projects. Bar sizes and grades follow the project: #3 to #18 in ASTM A615 or A706, or H8 to H40 in grade B500B or B500C to BS 4449.',
      'Detailing is released in pour sequence, so foundations are on the fabrication floor while upper levels are still being drawn. Every release is checked by a second detailer against the design drawings before it goes to the engineer of record for approval, and RFIs are raised as soon as a conflict appears rather than held back for the submittal. The three services below cover 3D reinforcement models, 2D placing drawings and bar bending schedules.',
    ],
    features: [
      {
        title: 'Placing drawings and bar lists',
        description:
          'Plans, elevations and sections showing every bar mark, with bar lists ready for fabrication and field placement.',
      },
      {
        title: '3D reinforcement models',
        description:
          'LOD 400 rebar models in Tekla Structures that resolve congestion at beam-column joints, embeds and openings before fabrication.',
      },
      {
        title: 'Bar bending schedules',
        description:
          'Schedules with shape codes, cut lengths and weights to BS 8666 or ACI MNL-66, exported for your bending software.',
      },
      {
        title: 'Pour-sequence releases',
        description:
          'Drawings and schedules issued by pour, level or zone to keep fabrication ahead of the site.',
      },
      {
        title: 'RFI and revision management',
        description:
          'Conflicts raised as RFIs with marked-up sketches, and revisions clouded, logged and reissued without delay.',
      },
    ],
    process: [
      {
        title: 'Review the design',
        description:
          'Check the structural drawings and specifications, confirm codes, bar grades and units, and raise the first RFIs.',
      },
      {
        title: 'Plan the releases',
        description:
          'Agree pour breaks, construction joints and the release schedule with your site team or fabricator.',
      },
      {
        title: 'Detail and check',
        description:
          'Detail each release, then a second detailer checks laps, cover, spacing and bar counts against the design.',
      },
      {
        title: 'Submit, approve and release',
        description:
          'Submit for engineer of record approval, incorporate comments and release for fabrication with final schedules.',
      },
    ],
    testimonial: {
      quote:
        'Their detailers release in the same sequence we pour, and the bar lists load straight into our shop software. When they find a conflict, the RFI arrives early and comes with a sketch.',
      name: 'Tom Barrow',
      role: 'Project Manager',
      company: 'Ridgeway Reinforcing',
    },
    faqs: [
      {
        question: 'Which detailing standards do you follow?',
        answer:
          'For US projects we detail to ACI 318 for development and lap lengths, the ACI Detailing Manual (MNL-66, which carries ACI 315R) for drawing conventions, and the CRSI Manual of Standard Practice for bend types and tolerances. For UK and Irish work we follow BS EN 1992-1-1 (I.S. EN 1992-1-1 in Ireland) with the relevant National Annex and schedule to BS 8666; elsewhere in Europe we follow EN 1992-1-1 with that country’s National Annex and schedule to ISO 3766 or the bending shop’s own codes. Project specifications always take precedence, and we raise any conflict as an RFI.',
      },
      {
        question: 'Do you take responsibility for the structural design?',
        answer:
          'No. The engineer of record designs the reinforcement; we detail it. That means we interpret the design drawings faithfully, apply the code’s detailing rules where the drawings are silent, and ask through RFIs whenever the design is ambiguous or conflicts with site conditions. Our drawings are submitted for the engineer’s review and approval before anything is fabricated.',
      },
      {
        question: 'How do you price rebar detailing?',
        answer:
          'Most projects are quoted as a fixed fee based on estimated reinforcement tonnage, the number and complexity of structural elements, and the deliverables required: 2D placing drawings, a 3D model, bar bending schedules, or all three. Repetitive structures such as parking decks cost less per ton than congested transfer levels. Standalone schedules have published package prices on our bar bending schedule page.',
      },
    ],
    children: ['rebar-3d-model', 'rebar-2d-shop-drawings', 'bar-bending-schedule'],
    related: ['rebar-shop-drawings', 'structural-steel-shop-drawings', 'clash-detection-coordination', 'material-takeoff'],
    cta: { label: 'Request a Quote', href: '/contact' },
    closing: {
      heading: 'Ready to detail your next pour?',
      text: 'Send the structural drawings and your pour sequence, and we will return a fixed quote and release schedule.',
      cta: { label: 'Get a Detailing Quote', href: '/contact' },
    },
  },
  {
    slug: 'rebar-3d-model',
    title: 'Rebar 3D Model',
    group: 'rebar-detailing',
    updated: '2026-11-23',
    summary:
      'LOD 400 reinforcement models in Tekla Structures and Revit that resolve congestion and clashes, then drive placing drawings and bar schedules from one source.',
    description: [
      'A 3D rebar model places every bar in the concrete exactly as it will sit on site, including hooks, laps, cranks and couplers. It is most valuable where 2D detailing struggles: congested beam-column joints, transfer beams and pile caps, shear walls with boundary elements, post-tensioned slabs, and anywhere reinforcement competes with embeds, anchor bolts, sleeves and conduit. Problems that would otherwise be found by an ironworker with a cutting torch are found in the model instead.',
      'We model reinforcement in Tekla Structures or Autodesk Revit to LOD 400, working from your structural drawings or the engineer’s model, and federate it in Navisworks with the architectural, MEP and post-tensioning models for clash detection. Model elements, bar marks and file naming follow your BIM execution plan and ISO 19650 conventions where the project uses them. Congestion issues are reported with saved viewpoints and proposed solutions for the engineer to accept or revise.',
      'Deliverables include the native model, IFC exports for coordination, Navisworks files, and 3D PDFs or viewer links for site teams who do not run modeling software. Because placing drawings and bar bending schedules are generated from the model, quantities, marks and drawings always agree, and a design revision updates all three together. Rebar data can also be exported as BVBS or CSV files for automated bending equipment in the fabrication shop.',
    ],
    features: [
      {
        title: 'Congestion checks at critical joints',
        description:
          'Beam-column joints, corbels and transfer zones modeled bar by bar to prove the design can be placed and concreted.',
      },
      {
        title: 'Clash detection with embeds and MEP',
        description:
          'Reinforcement federated in Navisworks with embeds, anchor bolts, sleeves, PT tendons and MEP services, so clashes are cleared before the pour.',
      },
      {
        title: 'Model-driven drawings and schedules',
        description:
          'Placing drawings and bar bending schedules generated from the model, so one revision updates every deliverable at once.',
      },
      {
        title: 'Open BIM exchange',
        description:
          'IFC and Navisworks files for the whole project team, with native Tekla Structures or Revit files on request.',
      },
      {
        title: 'Sequenced placing views',
        description:
          'Pour breaks, lap zones and coupler locations shown by phase, so the site team can plan placing and pre-pour inspections.',
      },
    ],
    process: [
      {
        title: 'Set up the model',
        description:
          'Agree the BIM execution plan, coordinates, naming and LOD, then build or check the concrete geometry from the structural set or model.',
      },
      {
        title: 'Model the reinforcement',
        description:
          'Place every bar to the design and the code’s detailing rules, zone by zone, following the pour sequence.',
      },
      {
        title: 'Coordinate and resolve',
        description:
          'Run clash tests in Navisworks against embeds, PT and MEP, and send RFIs with viewpoints for anything needing the engineer.',
      },
      {
        title: 'Extract and deliver',
        description:
          'Generate placing drawings, schedules and IFC files from the checked model and issue them for approval.',
      },
    ],
    faqs: [
      {
        question: 'Do I need a 3D model, or are 2D placing drawings enough?',
        answer:
          'For simple, repetitive elements like slabs-on-grade, spread footings and typical walls, 2D placing drawings are efficient and sufficient. A 3D model pays for itself where reinforcement is congested, where geometry is complex, or where the project is already coordinated in BIM and the owner or contractor wants rebar included. Many projects mix the two, modeling the critical zones and detailing the rest in 2D.',
      },
      {
        question: 'Which software and file formats do you deliver?',
        answer:
          'We model in Tekla Structures and Revit, and deliver native files, IFC 2x3 or IFC4 for coordination, Navisworks NWC or NWD files, and 2D drawings in DWG and PDF. Bar schedules can be delivered in Excel, CSV or BVBS format. Tell us the software version your team runs and we will save to it wherever the software allows backward compatibility.',
      },
      {
        question: 'Can you add reinforcement to our existing structural model?',
        answer:
          'Yes. If the engineer or contractor already has a Revit or Tekla structural model, we model the reinforcement inside it or in a linked model, keeping your coordinates, levels and naming. We check the concrete geometry first, because rebar placed around an out-of-date slab edge or wall opening is wasted effort, and we report any discrepancies with the current drawings before modeling starts.',
      },
    ],
    related: ['clash-detection-coordination', 'rebar-2d-shop-drawings', 'bar-bending-schedule', '3d-revit-modeling'],
    cta: { label: 'Request a Quote', href: '/contact' },
    closing: {
      heading: 'Congested joints on your next project?',
      text: 'Send the structural model or drawings and flag the areas that worry you; we will propose a modeling scope and schedule.',
      cta: { label: 'Request Model Quote', href: '/contact' },
    },
  },
  {
    slug: 'rebar-2d-shop-drawings',
    title: 'Rebar 2D Shop Drawings',
    group: 'rebar-detailing',
    updated: '2026-11-23',
    summary:
      'Rebar placing drawings in AutoCAD and RebarCAD with plans, sections and bar lists, prepared to ACI MNL-66 or BS 8666 for engineer approval and field placement.',
    description: [
      '2D rebar shop drawings, known in the US as placing drawings, are the documents an engineer approves, a fabricator produces from and an ironworker places from. Each shows the element in plan, elevation and section with every bar called out by mark, size, quantity, spacing and location, plus laps, cover, chairs and supports, and a bar list cross-referenced to the marks. They remain the most common way to detail reinforcement, and they are efficient for foundations, slabs, walls and typical framing.',
      'We draft in AutoCAD and RebarCAD, or in aSa for fabricators whose shop runs on it, following the ACI Detailing Manual (MNL-66) and the CRSI Manual of Standard Practice for US projects, BS 8666 scheduling with BS EN 1992 detailing rules for UK and Irish work, and ISO 3766 shapes with EN 1992 and its National Annex elsewhere in Europe. Inputs are the structural and architectural drawings, the project specification, and approved submittals for embeds, openings and anchor bolts, since those change the bars around them.',
      'Each submittal package includes DWG and PDF drawings, bar lists or schedules, and an RFI log with any assumptions that need the engineer’s answer. Drawings carry the fabricator’s title block and the project’s revision conventions; revisions after the engineer’s review are clouded, tagged and reissued with a change list. Packages are released by pour or by level, on a schedule agreed with your site team before detailing starts.',
    ],
    features: [
      {
        title: 'Plans, elevations and sections',
        description:
          'Each element drawn at a legible scale with typical and special sections, so placing crews never have to guess at a bar arrangement.',
      },
      {
        title: 'Bar lists tied to marks',
        description:
          'Bar lists cross-referenced to every mark on the drawing, with size, count, length, shape and weight.',
      },
      {
        title: 'Your title block and CAD standards',
        description:
          'Drawings produced on your title block, layers and dimension styles, so they read like your in-house work.',
      },
      {
        title: 'Approval-ready submittals',
        description:
          'Submittal packages with transmittals, RFI logs and clear notes for the engineer of record’s review.',
      },
      {
        title: 'Clouded revisions',
        description:
          'Changes clouded, tagged with revision triangles and listed, so approvers and site crews see exactly what moved.',
      },
    ],
    process: [
      {
        title: 'Collect design and submittals',
        description:
          'Gather the structural and architectural sets, the specification, and approved embed and opening submittals.',
      },
      {
        title: 'Draft by pour',
        description:
          'Detail each pour or level in AutoCAD or RebarCAD, with plans, sections, elevations and bar lists.',
      },
      {
        title: 'Check and submit',
        description:
          'A second detailer checks bar counts, laps, cover and clearances before the package is submitted for approval.',
      },
      {
        title: 'Revise and release',
        description:
          'Incorporate the engineer’s comments, reissue clouded drawings and release them for fabrication.',
      },
    ],
    faqs: [
      {
        question: 'What is the difference between rebar shop drawings and bar bending schedules?',
        answer:
          'Shop or placing drawings show where the bars go: layouts, sections, spacing and laps for the ironworkers and the engineer. Bar bending schedules list what the fabricator must make: each bar mark with its shape code, dimensions, cut length, quantity and weight. Our 2D shop drawing packages include bar lists, and full BS 8666 or ACI-format schedules can be added as a separate deliverable.',
      },
      {
        question: 'How many revisions are included?',
        answer:
          `Every quote includes incorporating the engineer of record’s review comments, within the rounds the quote states, and corrections of our own errors, as our revisions policy sets out. A design change after approval, such as a new opening or a revised beam size, is priced from the drawings it affects.`,
      },
      {
        question: 'Can you work in our format and software?',
        answer:
          'Yes. Many fabricators need drawings on their own title block, with their bar mark conventions and bar lists that load directly into their production software. Send a sample of your standard drawings and your bar list format, and we will set up templates to match. For shops running aSa, we deliver bar lists in the format the software imports.',
      },
    ],
    related: ['rebar-shop-drawings', 'bar-bending-schedule', 'rebar-3d-model', 'rebar-detailing'],
    cta: { label: 'Get Quote', href: '/contact' },
    closing: {
      heading: 'Need placing drawings ahead of the pour?',
      text: 'Share the structural drawings and your first pour date, and we will confirm a release schedule and a fixed fee.',
      cta: { label: 'Request Shop Drawing Quote', href: '/contact' },
    },
  },
  {
    slug: 'bar-bending-schedule',
    title: 'Bar Bending Schedule',
    group: 'rebar-detailing',
    updated: '2026-11-24',
    summary:
      'Bar bending schedules with BS 8666 shape codes or ACI and CRSI bends, bar marks, cut lengths and weights, exported to Excel or CSV for your fabrication shop.',
    description: [
      'A bar bending schedule, or BBS, is the fabricator’s production list: every bar mark in the structure with its bar size, shape, bending dimensions, number of bars, cut length and total weight. It drives cutting and bending on the shop floor, it is the basis of rebar tonnage for ordering and invoicing, and on site it is how ironworkers and inspectors confirm that the right bars have arrived for the right pour.',
      'For UK and Irish projects we schedule to BS 8666, using its standard shape codes, from straight bars (00) and L-bars (11) to U-bars (21) and closed links (51), with A to E dimensions and lengths calculated by the formula for each shape. For US work we follow the ACI Detailing Manual (MNL-66) and the CRSI Manual of Standard Practice, using CRSI standard bend types, ACI standard hook dimensions and fabrication tolerances. Weights use the nominal mass of each bar size in kilograms per meter or pounds per foot.',
      'Inputs are the approved placing drawings; the packages schedule from them, and if you only have the structural drawings, detailing is quoted separately through our 2D shop drawing service. Schedules are produced in RebarCAD, Tekla Structures or aSa, grouped by member, pour or delivery load, each with a tonnage summary by bar size for ordering and reconciliation. The Standard Package delivers PDF schedules; the Premium Package adds DWG files and Excel and CSV exports that import into shop fabrication software.',
    ],
    features: [
      {
        title: 'Standard shape codes',
        description:
          'Every bar scheduled with a BS 8666 shape code or CRSI bend type, with dimensions labeled exactly as your bending crew reads them.',
      },
      {
        title: 'Calculated cut lengths',
        description:
          'Cut lengths calculated from shape dimensions and bend allowances for each bar size, never scaled from the drawing.',
      },
      {
        title: 'Weights and tonnage summaries',
        description:
          'Bar weights and totals by size, member and pour, ready for ordering, invoicing and checking against the estimate.',
      },
      {
        title: 'Fabrication-ready exports',
        description:
          'Excel and CSV exports for shop software, plus BVBS files where your automatic bending machines accept them.',
      },
      {
        title: 'Delivery-load grouping',
        description:
          'Schedules grouped by pour or delivery load, so bundles are tagged and shipped in the order the site needs them.',
      },
    ],
    process: [
      {
        title: 'Send your drawings',
        description:
          'Upload the approved placing drawings or the structural set, with the specification and your preferred standard and units.',
      },
      {
        title: 'We schedule the bars',
        description:
          'Bar marks, shape codes, dimensions and cut lengths are assigned for each member, grouped the way your shop works.',
      },
      {
        title: 'Check and reconcile',
        description:
          'A second detailer checks shapes, counts and lengths against the drawings and reconciles total tonnage by bar size.',
      },
      {
        title: 'Receive your files',
        description:
          `Download the finished schedules in your package’s formats; comments are handled within the rounds your package includes. ${revisions.corrections}`,
      },
    ],
    pricing: bbsPackages,
    testimonial: {
      quote:
        'The schedules arrive grouped by pour with a tonnage summary that matches our order. Our bending crew works straight from them, and the shape codes are always the ones our machines expect.',
      name: 'Rhys Lowe',
      role: 'Fabrication Manager',
      company: 'Brackwell Steel Reinforcement',
    },
    faqs: [
      whichPackageFaq('us'),
      {
        question: 'What do you need from me to prepare a bar bending schedule?',
        answer:
          'Ideally the approved rebar placing drawings, since the schedule must match what the engineer approved. If you only have the structural drawings, we detail them first through our 2D shop drawing service. Also tell us the standard (BS 8666 or ACI and CRSI), the units, the bar grade, your bar mark convention, and whether schedules should be grouped by member, pour or delivery.',
      },
      {
        question: 'Can the schedule import directly into our fabrication software?',
        answer:
          'With the Premium Package, yes. We deliver Excel and CSV files laid out to the column structure your software expects, and BVBS files for automatic bending machines that read them. Send a sample import file or your software’s template before we start and we will match it, so your shop can load the schedule without retyping a single bar.',
      },
      {
        question: 'How are cut lengths calculated?',
        answer:
          'Never by scaling the drawing. For BS 8666 schedules we use the standard’s length formula for each shape code, which accounts for the minimum bend radius of the bar size, and non-standard shapes are scheduled as shape code 99 with a dimensioned sketch. For ACI and CRSI schedules we use standard hook and bend dimensions and the CRSI fabrication tolerances.',
      },
    ],
    related: ['rebar-2d-shop-drawings', 'rebar-3d-model', 'rebar-shop-drawings', 'material-takeoff'],
    cta: { label: 'Get Quote', href: '/contact' },
    closing: {
      heading: 'Need a schedule your shop can cut from?',
      text: 'Send the drawings and your preferred standard, and we will confirm the right package and a delivery date.',
      cta: { label: 'Order a Bar Bending Schedule', href: '/contact' },
    },
  },
];
