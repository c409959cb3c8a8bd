import type { Service } from '../types';
import type { ServiceWords } from '@/lib/content/services';

/** Shop drawings group: landing page first, then MEP (and its three trades), rebar and structural steel. */
export const shopDrawingServices = ({ daysText, isoPhrase, otherTurnaround, revisions, roundsText, site, standardTurnaround, weeksText, weeksTurnaround }: ServiceWords): Service[] => [
  {
    slug: 'shop-drawings',
    title: 'Shop Drawings',
    group: 'shop-drawings',
    updated: '2026-11-23',
    summary:
      'Fabrication-ready MEP, rebar and structural steel shop drawings, prepared from your contract documents and formatted for fast submittal approval.',
    description: [
      `Shop drawings are where design intent becomes something a fabricator can cut, bend, weld and install. ${site.name} prepares submittal-ready shop drawings for subcontractors, fabricators and general contractors in three trades: MEP systems, reinforcing steel and structural steel. Each set is drawn from the current contract drawings, specifications and answered RFIs, so every dimension, elevation and connection can be traced back to the design documents instead of being assumed.`,
      'You send the architectural, structural and MEP drawings (PDF, DWG or RVT), the specification sections for your trade, and any shop standards you work to. We return native AutoCAD, Revit or Tekla Structures files with plotted PDFs on your title block, a submittal log, clouded revisions and an open-items list covering the questions the documents do not answer.',
      `Every sheet is checked by a second detailer against the design before it leaves the office, under a quality system ${isoPhrase}. First submittals for a typical floor or system package are issued in ${standardTurnaround('shop-drawings')}, and each round of comments from the engineer of record is closed in ${daysText(otherTurnaround.commentResponse)}.`,
    ],
    features: [
      {
        title: 'Trade-specific detailing teams',
        description:
          'MEP, rebar and steel sheets are drawn by detailers who work in that trade every day, not by general drafters moving between disciplines.',
      },
      {
        title: 'Submittal-ready sheet sets',
        description:
          'Drawings issued on your title block with revision history, general notes and specification references, so the reviewer can approve without chasing context.',
      },
      {
        title: 'RFI and open-item tracking',
        description:
          'Conflicts and missing information found while detailing are logged as draft RFIs with sheet references and a proposed resolution.',
      },
      {
        title: 'Native files plus fabrication outputs',
        description:
          'DWG, RVT or IFC files alongside PDFs, plus NC1/DSTV files, bar lists or spool sheets wherever the trade needs them.',
      },
    ],
    specializations: {
      heading: 'Drawing types we produce',
      items: [
        'HVAC ductwork and piping layouts',
        'Electrical conduit, cable tray and power layouts',
        'Sanitary, domestic water and storm drainage layouts',
        'Rebar placing drawings and bar lists',
        'Structural steel erection drawings',
        'Steel assembly and single-part drawings',
        'Sleeve, penetration and block-out drawings',
        'Embed and anchor bolt plans',
      ],
    },
    process: [
      {
        title: 'Document intake',
        description:
          'We review the drawing set, specifications and addenda, confirm the current revision of each sheet, and agree the sheet list, title block and submittal dates with you.',
      },
      {
        title: 'Detailing and modeling',
        description:
          'Detailers build the drawings or model in AutoCAD, Revit or Tekla Structures and log every conflict or gap as an open item instead of guessing.',
      },
      {
        title: 'Internal checking',
        description:
          'A senior checker compares dimensions, elevations, quantities and notes against the contract documents before anything is issued.',
      },
      {
        title: 'Submittal and revisions',
        description:
          `We issue the set for approval, incorporate comments from the architect and engineer of record, and reissue with clouded revisions. ${roundsText(revisions.rounds.default).replace(/^./, (c) => c.toUpperCase())} are included. ${revisions.corrections} ${revisions.designChanges}`,
      },
    ],
    faqs: [
      {
        question: 'What do you need from us to start a shop drawing package?',
        answer:
          'The current contract drawings for every discipline that touches the scope, the specification sections for your trade, addenda, answered RFIs and any approved product data. If your shop has drafting standards, a title block or a preferred layer or family setup, send those too. With a complete set we can confirm the scope, sheet count and first submittal date in our first reply.',
      },
      {
        question: 'Which file formats will we receive?',
        answer:
          'Plotted PDFs for the submittal plus the native files: DWG from AutoCAD, RVT from Revit, or Tekla Structures models with IFC exports. Fabrication outputs depend on the trade, such as NC1/DSTV files and bolt lists for steel, bar lists and bending schedules for rebar, and spool sheets with cut lists for piping. We work in the software version your office uses, so tell us at kickoff: a Revit model cannot be saved back to an older release.',
      },
      {
        question: 'How are shop drawings priced?',
        answer:
          'Most packages are priced per sheet or as a lump sum per floor, area or system, based on the drawing set and the level of detail your specification requires. Steel packages are priced per sheet too: tonnage and connection complexity set how many sheets a package needs. We quote after reviewing the documents, and the quote states how many review rounds are included, so resubmittals bring no surprises.',
      },
    ],
    children: ['mep-shop-drawings', 'rebar-shop-drawings', 'structural-steel-shop-drawings'],
    related: ['rebar-detailing', 'clash-detection-coordination', 'bim', 'material-takeoff'],
    cta: { label: 'Request a Quote', href: '/contact' },
    secondaryCta: { label: 'View Our Work', href: '/portfolio' },
    closing: {
      heading: 'Send us the drawings for your next submittal',
      text: 'Share the contract set and the specification sections for your trade, and we will come back with a sheet list, a submittal schedule and a fixed quote.',
      cta: { label: 'Get Quote', href: '/contact' },
    },
  },
  {
    slug: 'mep-shop-drawings',
    title: 'MEP Shop Drawings',
    group: 'shop-drawings',
    updated: '2026-11-23',
    summary:
      'Coordinated mechanical, electrical and plumbing shop drawings in Revit or AutoCAD MEP, clash-checked against structure and architecture before submittal.',
    description: [
      "MEP shop drawings turn the engineer's design layouts into installation drawings that show actual sizes, hangers, offsets, elevations and access zones. Ductwork, pipework, conduit and cable tray all compete for the same ceiling void and riser space, so we draw the three trades against one another and against the structural and architectural models. Routing conflicts are solved on the drawing, not by the installer on a ladder.",
      'Inputs are the mechanical, electrical and plumbing design drawings, the architectural reflected ceiling plans, the structural framing, the specifications and the approved equipment submittals with real connection sizes. We model in Revit or AutoCAD MEP, coordinate in Navisworks Manage, and issue plans, sections and details with hanger and sleeve layouts, together with the native model for your coordination team.',
      `Work is organized by floor or zone so installation can start in the first areas while later areas are still in coordination. A typical floor of a mid-rise building is modeled and internally clash-checked in ${standardTurnaround('shop-drawings')}, and each round of review comments is closed in ${daysText(otherTurnaround.commentResponse)}.`,
    ],
    features: [
      {
        title: 'Multi-trade spatial coordination',
        description:
          'Ductwork, piping, conduit and cable tray are routed together under agreed priority rules, so gravity drainage and the largest ducts get their space first.',
      },
      {
        title: 'Hanger, sleeve and penetration layouts',
        description:
          'Sleeve and block-out drawings issued ahead of the concrete pour, with hanger and insert locations dimensioned from gridlines.',
      },
      {
        title: 'Equipment-based detailing',
        description:
          'Connections, clearances and access zones drawn from approved submittal data for AHUs, pumps, panels and fixtures rather than generic placeholders.',
      },
      {
        title: 'Sections at congested areas',
        description:
          'Cut sections through corridors, plant rooms and risers show every service with bottom-of-duct and centerline elevations.',
      },
    ],
    specializations: {
      heading: 'Systems we detail',
      items: [
        'Supply, return and exhaust ductwork',
        'Chilled and heating hot water piping',
        'Refrigerant piping and VRF systems',
        'Power, lighting and low-voltage conduit',
        'Cable tray and busway',
        'Sanitary, vent and storm drainage',
        'Domestic hot and cold water',
        'Fire sprinkler mains in coordination',
      ],
    },
    process: [
      {
        title: 'Model setup and input review',
        description:
          'We set up the model on your grids and levels, link the structural and architectural backgrounds, and list any missing equipment data.',
      },
      {
        title: 'Trade modeling',
        description:
          'Mechanical, electrical and plumbing systems are modeled at fabrication size, with insulation, hangers and access clearances included.',
      },
      {
        title: 'Clash detection and resolution',
        description:
          'Navisworks clash tests run by floor and trade pair; we resolve conflicts within our scope and raise the rest as coordination items.',
      },
      {
        title: 'Sheet production and submittal',
        description:
          'Plans, sections and details are placed on your title block, checked, and issued for approval with the clash report attached.',
      },
    ],
    faqs: [
      {
        question: "Do you coordinate with the other trades' detailers or only draw our scope?",
        answer:
          "Either. If you hold one trade, we draw your scope and coordinate it against the other trades' models or drawings in Navisworks, and we can join the project's coordination meetings on your behalf. If you hold all three trades or act as MEP coordinator, we produce the fully coordinated composite model and extract the individual trade sets from it.",
      },
      {
        question: 'What level of development do your MEP models reach?',
        answer:
          'Shop drawing models are normally built to LOD 350 for coordination and LOD 400 where the drawings feed fabrication: actual sizes, fittings, hangers and connection points taken from approved equipment data. We confirm the target LOD against your BIM execution plan or specification before modeling starts, so the effort matches what the contract asks for.',
      },
      {
        question: 'Can you work from 2D design drawings only?',
        answer:
          'Yes. Many projects still issue MEP design as 2D PDFs or DWGs. We build the 3D model from those drawings, the reflected ceiling plans and the structural framing, and log any dimensional conflicts we uncover along the way. The finished model can be handed over in Revit or exported to IFC for the rest of the project team.',
      },
    ],
    children: ['mechanical', 'electrical', 'plumbing'],
    related: ['clash-detection-coordination', '3d-revit-modeling', 'shop-drawings'],
    cta: { label: 'Request MEP Drawing Quote', href: '/contact' },
    closing: {
      heading: 'Coordinate your MEP trades before installation',
      text: 'Send the MEP design set and your approved equipment submittals, and we will propose a floor-by-floor coordination and submittal schedule.',
      cta: { label: 'Request a Quote', href: '/contact' },
    },
  },
  {
    slug: 'rebar-shop-drawings',
    title: 'Rebar Shop Drawings',
    group: 'shop-drawings',
    updated: '2026-11-23',
    summary:
      'Rebar placing drawings and bar lists detailed to ACI MNL-66, CRSI or BS 8666, split by pour and issued for engineer approval ahead of your concrete schedule.',
    description: [
      'Rebar shop drawings tell the fabricator what to cut and bend, and tell the ironworkers where every bar goes. We prepare placing drawings for footings, mats, walls, columns, beams, slabs, post-tensioned decks and retaining structures, showing bar marks, sizes, spacing, laps, cover, chairs and supports. Each drawing is tied to its bar list, so the fabricator can release a pour without re-entering anything by hand.',
      'We work from the structural drawings, general notes, specifications and answered RFIs. US projects are detailed to ACI 318 and the ACI Detailing Manual (MNL-66) with the CRSI Manual of Standard Practice; UK and Irish projects follow BS 8666 shape codes and Eurocode 2 detailing rules; elsewhere in Europe, ISO 3766 shapes and EN 1992 with the country’s National Annex. Drawings are produced in AutoCAD, RebarCAD or Tekla Structures, and bar lists export in aSa-compatible or BVBS formats for your shop software.',
      `Submittals are split by pour to match your concrete program, so foundations can be approved and fabricated while upper levels are still being detailed. A foundation or typical-floor package is normally ready for submittal in ${standardTurnaround('shop-drawings')}, and we carry the engineer's comments through to a released-for-fabrication set.`,
    ],
    features: [
      {
        title: 'Pour-by-pour submittal packages',
        description:
          'Drawings and bar lists broken down by pour, level or element, so fabrication releases follow the sequence on site.',
      },
      {
        title: 'Laps, splices and development lengths',
        description:
          'Lap and development lengths taken from the governing code for each bar size, concrete strength and cover, with mechanical couplers shown where specified.',
      },
      {
        title: 'Congestion checks at joints',
        description:
          'Beam-column joints, corbels and openings are checked for bar clashes and clear spacing before the drawing reaches the engineer.',
      },
      {
        title: 'Bar lists ready for the shop',
        description:
          'Bar lists with shape codes, cut lengths and weights, exported for aSa, BVBS-reading machines or your own fabrication software.',
      },
    ],
    process: [
      {
        title: 'Structural review',
        description:
          'We read the structural set and specifications, confirm the design code, bar grade and cover, and raise RFIs on missing sections or conflicting notes.',
      },
      {
        title: 'Placing drawing production',
        description:
          'Plans, sections and elevations are drawn for each pour with bar marks, spacing, laps, supports and placing notes.',
      },
      {
        title: 'Bar list and tonnage check',
        description:
          'Bar lists are generated from the drawings and reconciled against the estimated tonnage, so no bar is listed twice or missed.',
      },
      {
        title: 'Approval and release',
        description:
          `Engineer comments are incorporated and the set is reissued, every revision clouded and logged, until it is released for fabrication: ${roundsText(revisions.rounds.default)} are included. ${revisions.corrections}`,
      },
    ],
    faqs: [
      {
        question: 'Do you detail to US or UK rebar standards?',
        answer:
          "Both. US projects are detailed to ACI MNL-66 and ACI 318 with CRSI standard hooks and bend diameters, using imperial bar sizes #3 to #18. UK and Irish projects follow BS 8666 shape codes and Eurocode 2 detailing rules with metric bar diameters; elsewhere in Europe we schedule to ISO 3766 shapes and the country’s National Annex. We confirm the standard, bar grade and the fabricator's preferred shape library at kickoff.",
      },
      {
        question: 'How do you handle engineer comments on a rebar submittal?',
        answer:
          `Every comment is logged against the sheet and bar mark it affects. We revise the drawings and bar lists together so the two never drift apart, cloud the changes, increment the revision and return the set with a written response to each comment. Comments are usually closed within ${daysText(otherTurnaround.commentResponse)} of receipt.`,
      },
      {
        question: 'How is rebar shop drawing work priced?',
        answer:
          'We usually price by estimated tonnage or by pour package, based on the structural drawings and the complexity of the elements. Congested transfer structures and post-tensioned slabs cost more per ton than repetitive flat slabs. A fixed quote includes an agreed number of revision rounds, and extra work caused by design revisions is priced before we start it.',
      },
    ],
    related: ['rebar-detailing', 'bar-bending-schedule', 'rebar-2d-shop-drawings', 'shop-drawings'],
    cta: { label: 'Request Rebar Drawing Quote', href: '/contact' },
    closing: {
      heading: 'Get your first pour detailed and submitted',
      text: 'Send the structural drawings and your pour sequence, and we will quote the package and confirm when the foundation drawings can go to the engineer.',
      cta: { label: 'Request a Quote', href: '/contact' },
    },
  },
  {
    slug: 'structural-steel-shop-drawings',
    title: 'Structural Steel Shop Drawings',
    navLabel: 'Steel Shop Drawings',
    group: 'shop-drawings',
    updated: '2026-11-23',
    summary:
      'Tekla Structures steel detailing to AISC: erection drawings, assembly and part drawings, connection coordination and NC1/DSTV files for your CNC line.',
    description: [
      "Structural steel detailing converts the engineer's framing plans into the drawings and data a fabricator needs to cut, drill, weld and erect each member. We model the whole structure in Tekla Structures, including beams, columns, bracing, trusses, stairs, handrails and miscellaneous metals, and produce erection, assembly and single-part drawings from that one model, so piece marks, quantities and revisions stay consistent across the set.",
      'Our detailers work to the AISC Code of Standard Practice and AISC 360 on US projects, and to BS EN 1993 (Eurocode 3) and the National Structural Steelwork Specification in the UK. When connections are delegated to the fabricator, we coordinate with your connection engineer, send them reactions and geometry from the model, and model each connection exactly as their approved calculations show, without guessing bolt counts or weld sizes.',
      `Alongside the drawings we export NC1/DSTV files for CNC saws and drill lines, DXF plate profiles, bolt lists, an advance bill of materials and IFC models for the general contractor. The advance bill can go out early for mill ordering, with erection drawings for the first sequence typically following within ${weeksText(weeksTurnaround.erectionDrawingsWeeks)}, depending on tonnage and connection complexity.`,
    ],
    features: [
      {
        title: 'Single-model Tekla workflow',
        description:
          'Erection, assembly and part drawings generated from one Tekla Structures model, so a change to a member updates every sheet it appears on.',
      },
      {
        title: 'Connection design coordination',
        description:
          'We work with your connection engineer on delegated connections and model bolts, welds and plates directly from the approved calculations.',
      },
      {
        title: 'CNC and fabrication data',
        description:
          'NC1/DSTV files, DXF plate profiles, bolt lists and material lists exported for your saw, drill, coping and plasma lines.',
      },
      {
        title: 'Erection drawings by sequence',
        description:
          'Erection drawings with piece marks, field bolt and weld callouts, and sequence zones that follow the crane and site logistics plan.',
      },
    ],
    process: [
      {
        title: 'Framing review and RFIs',
        description:
          'We review the structural drawings, confirm steel grades, connection types and the delegated design scope, and issue an early RFI log.',
      },
      {
        title: '3D modeling in Tekla',
        description:
          'Members, connections and miscellaneous steel are modeled, then checked against embeds, MEP openings and the architectural model.',
      },
      {
        title: 'Advance BOM and approval drawings',
        description:
          'An advance bill of materials supports mill ordering while erection and assembly drawings go to the engineer of record for approval.',
      },
      {
        title: 'Fabrication release',
        description:
          'Approved drawings are released with NC1/DSTV files, plate DXFs and bolt lists, and later revisions are tracked by sequence.',
      },
    ],
    testimonial: {
      quote:
        'Their Tekla model went straight to our drill line. The NC files were clean, the piece marks matched the erection drawings, and the RFIs came in the first week instead of turning up in the shop.',
      name: 'Graham Whitcombe',
      role: 'Project Manager',
      company: 'Brackenridge Steel Fabricators',
    },
    faqs: [
      {
        question: 'Do you provide connection design?',
        answer:
          'We do not stamp connection calculations. Where connections are delegated to the fabricator, we coordinate with your licensed connection engineer, give them reactions and geometry from the model, and detail each connection exactly as their approved calculations show. Where the engineer of record designs the connections, we detail them as drawn and raise RFIs on anything that does not fit geometrically.',
      },
      {
        question: 'Which CNC file formats can you export?',
        answer:
          'Tekla Structures exports NC1 files to the DSTV standard, which the saw, drill and coping lines from Peddinghaus, Voortman, FICEP and similar manufacturers read directly. We also export DXF profiles for plate cutting, KSS or XML files for production management software on request, and IFC models for coordination by the general contractor and other trades.',
      },
      {
        question: 'Can you detail to both AISC and UK steelwork standards?',
        answer:
          'Yes. US work follows the AISC Code of Standard Practice and AISC 360 with imperial shapes from the AISC Steel Construction Manual. UK work follows BS EN 1993 (Eurocode 3) and the National Structural Steelwork Specification (NSSS) with UKB and UKC sections; elsewhere in Europe, EN 1993 with the country’s National Annex and execution to EN 1090-2 with European sections (IPE, HEA, HEB). The standard, tolerances and drawing conventions are agreed before modeling begins.',
      },
    ],
    related: ['shop-drawings', 'clash-detection-coordination', 'structural-design', '3d-revit-modeling'],
    cta: { label: 'Request Steel Detailing Quote', href: '/contact' },
    closing: {
      heading: 'Have steel to detail on your next job?',
      text: 'Send the structural drawings and specification, and we will come back with a tonnage-based quote and a schedule for the advance bill and first erection sequence.',
      cta: { label: 'Get Quote', href: '/contact' },
    },
  },
  {
    slug: 'mechanical',
    title: 'Mechanical Shop Drawings',
    navLabel: 'Mechanical',
    group: 'shop-drawings',
    updated: '2026-11-23',
    summary:
      'HVAC ductwork and piping shop drawings detailed to SMACNA, with equipment connections, access clearances and spool sheets coordinated for your fabrication shop.',
    description: [
      'Mechanical shop drawings show the HVAC contractor exactly how ductwork, piping and equipment will be fabricated and hung. We detail supply, return, exhaust and outside air ductwork with real fitting geometry, pressure class, gauge and joint type, and route chilled water, heating hot water, condenser water and refrigerant piping with insulation thickness included, so every system occupies its true space in the ceiling.',
      'Ductwork is detailed to the SMACNA HVAC Duct Construction Standards, or to DW/144 on UK projects, using Autodesk Fabrication parts in Revit or CADmep so the model can drive your coil line and plasma table. Air handling units, fan coils, VAV boxes, pumps and chillers are placed from approved submittal data, with service clearances, filter pull space and coil removal zones shown.',
      `Inputs are the mechanical design drawings, equipment schedules, specifications, approved submittals and the structural and architectural backgrounds. We deliver coordinated plan and section sheets, plant room layouts, duct fitting tags and piping spool sheets. A typical floor is ready for internal clash review in ${standardTurnaround('shop-drawings')}, and plant rooms can be prioritized when equipment sets early.`,
    ],
    features: [
      {
        title: 'SMACNA-compliant duct detailing',
        description:
          'Gauge, reinforcement, seams and joints set by pressure class per SMACNA or DW/144, so the drawings match what your shop actually builds.',
      },
      {
        title: 'Fabrication-ready duct and pipe parts',
        description:
          'Revit and CADmep fabrication content with fitting numbers and cut lengths, ready to send to your coil line or plasma table.',
      },
      {
        title: 'Equipment coordination',
        description:
          'AHUs, fan coils, VAV boxes, pumps and chillers placed from approved submittals, with clearances for service, coil pull and filter changes.',
      },
      {
        title: 'Plant room and riser layouts',
        description:
          'Large-scale plant room and shaft drawings showing pipe racks, supports, valves and access for testing and commissioning.',
      },
    ],
    process: [
      {
        title: 'Design and equipment review',
        description:
          'We check the mechanical drawings against approved equipment data and flag connection size or capacity mismatches before modeling.',
      },
      {
        title: 'Duct and pipe modeling',
        description:
          'Systems are modeled with fabrication parts, insulation and hangers, routed around structure and coordinated with the other trades.',
      },
      {
        title: 'Spool and fitting output',
        description:
          'Duct fittings are tagged and piping is broken into spools with cut lists and joint counts for the shop.',
      },
      {
        title: 'Issue for approval',
        description:
          'Plans, sections and plant room details are issued with a coordination report, then revised to the engineer\'s comments.',
      },
    ],
    faqs: [
      {
        question: 'Can your models go straight into our duct fabrication software?',
        answer:
          'Yes, if we model with the same fabrication database your shop uses. We build ductwork with Autodesk Fabrication parts in Revit or CADmep, so fitting geometry, gauges and connectors match your machines. Send us your database or service templates at kickoff; where that is not possible, we deliver fitting tags and dimensioned fitting sheets instead.',
      },
      {
        question: 'Do you show equipment access and maintenance clearances?',
        answer:
          'We do. Clearance zones for filter access, coil pull, valve operation, control panel doors and manufacturer service space are modeled as solids and included in clash testing. A clear path to every serviceable component is therefore checked during coordination, not discovered at commissioning when the ceiling is already closed.',
      },
      {
        question: 'Which standards do you detail mechanical systems to?',
        answer:
          "US projects use the SMACNA HVAC Duct Construction Standards for ductwork, the project's mechanical code (usually the IMC), and ASME B31.9 for building services piping where specified. UK projects use DW/144 for ductwork together with the relevant BESA guidance. The project specification always takes precedence, and we note any conflict between it and the standard.",
      },
    ],
    related: ['mep-shop-drawings', 'electrical', 'plumbing', 'clash-detection-coordination'],
    cta: { label: 'Request HVAC Drawing Quote', href: '/contact' },
    closing: {
      heading: 'Put your ductwork and piping on paper before the shop starts cutting',
      text: 'Send the mechanical design set and your approved equipment submittals, and we will quote a coordinated, fabrication-ready drawing package.',
      cta: { label: 'Request a Quote', href: '/contact' },
    },
  },
  {
    slug: 'electrical',
    title: 'Electrical Shop Drawings',
    navLabel: 'Electrical',
    group: 'shop-drawings',
    updated: '2026-11-23',
    summary:
      'Conduit, cable tray and electrical room shop drawings with panel schedules and riser diagrams, detailed to NEC or BS 7671 and coordinated with other trades.',
    description: [
      'Electrical shop drawings give the electrical contractor installable routes for conduit, cable tray, busway and large feeders, together with the equipment rooms, panel schedules and riser diagrams that tie the system together. We model the raceways that take up real space, such as tray, busway, conduit racks and large-diameter feeders, and coordinate them with ductwork, pipework and structure so they can be installed without rerouting in the field.',
      'Work is detailed to the NEC (NFPA 70) on US projects and to BS 7671 on UK projects, with working space in front of switchboards and panels modeled as keep-out zones. Inputs are the electrical design drawings, one-line diagrams, panel schedules, lighting layouts, approved gear submittals and the architectural and structural backgrounds. We model in Revit and AutoCAD MEP and coordinate in Navisworks.',
      `Deliverables include conduit and cable tray layouts, electrical room and substation layouts, housekeeping pad and sleeve drawings, updated panel schedules and riser diagrams, and underground duct bank sections where the project needs them. A typical floor package is coordinated and ready for approval in ${standardTurnaround('shop-drawings')}, and embed drawings can be fast-tracked to suit an early pour.`,
    ],
    features: [
      {
        title: 'Cable tray and busway routing',
        description:
          'Tray and busway modeled at true width and depth with bend radius and access space, coordinated against ductwork and sprinkler mains.',
      },
      {
        title: 'Electrical room layouts',
        description:
          'Switchboards, panels, transformers and UPS units placed from approved gear submittals, with the required working space shown in front of each.',
      },
      {
        title: 'Panel schedules and riser diagrams',
        description:
          'Panel schedules and riser diagrams updated to match the breakers, feeders and loads of the approved equipment.',
      },
      {
        title: 'Embedded and underground conduit',
        description:
          'Slab and wall embed drawings and underground duct bank sections issued ahead of the concrete pour.',
      },
    ],
    process: [
      {
        title: 'One-line and gear review',
        description:
          'We check the one-line diagram, panel schedules and gear submittals against each other and raise questions on feeder sizes or missing circuits.',
      },
      {
        title: 'Raceway modeling',
        description:
          'Tray, busway and large conduit runs are modeled with supports and clearances and routed alongside the other MEP trades.',
      },
      {
        title: 'Room and embed detailing',
        description:
          'Electrical rooms, housekeeping pads, sleeves and embedded conduit are detailed for the concrete and framing trades.',
      },
      {
        title: 'Submittal and updates',
        description:
          'Layouts, schedules and risers are issued for approval and kept current as design bulletins and review comments arrive.',
      },
    ],
    faqs: [
      {
        question: 'Do you model every conduit run?',
        answer:
          'We model the conduit that affects coordination: usually runs of one inch and larger, grouped conduit racks, home runs through congested corridors, and all embedded and underground conduit. Smaller branch circuits are normally field-routed and shown schematically unless your contract or BIM execution plan calls for full modeling. We agree the size threshold at kickoff.',
      },
      {
        question: 'Can you update panel schedules and one-line diagrams?',
        answer:
          'Yes. We revise panel schedules, load summaries and one-line or riser diagrams to reflect the approved switchgear, breakers and feeders, so the submittal drawings match what will be installed. Changes that affect engineering calculations, such as available fault current or voltage drop, are referred to the engineer of record rather than altered by us.',
      },
      {
        question: 'Which electrical codes do you work to?',
        answer:
          "US drawings follow the edition of the NEC (NFPA 70) adopted in the project's jurisdiction, plus any local amendments noted in the specification. UK projects follow BS 7671 and the project specification, with cable containment detailed to the manufacturer's installation guidance. Working space and segregation requirements are shown on the drawings so reviewers can check them directly.",
      },
    ],
    related: ['mep-shop-drawings', 'mechanical', 'plumbing', '3d-revit-modeling'],
    cta: { label: 'Request Electrical Drawing Quote', href: '/contact' },
    closing: {
      heading: 'Route your tray and feeders before the ceiling fills up',
      text: 'Send the electrical design drawings, one-line diagram and gear submittals, and we will scope a coordinated electrical shop drawing package.',
      cta: { label: 'Request a Quote', href: '/contact' },
    },
  },
  {
    slug: 'plumbing',
    title: 'Plumbing Shop Drawings',
    navLabel: 'Plumbing',
    group: 'shop-drawings',
    updated: '2026-11-23',
    summary:
      'Sanitary, vent, domestic water and storm drainage shop drawings with slope-checked routing, IPC or UPC compliance and spool drawings for prefabrication.',
    description: [
      'Plumbing shop drawings carry a constraint the other MEP trades do not: sanitary and storm lines must fall at a fixed slope from fixture to outfall, while almost everything else in the ceiling can move. We route the gravity systems first, sanitary waste, vent and storm drainage, with invert elevations calculated along each run, then detail domestic cold, hot and hot water return piping, natural gas, and medical or laboratory gases where the project has them.',
      "US projects are detailed to the International Plumbing Code (IPC) or the Uniform Plumbing Code (UPC), whichever the jurisdiction has adopted; UK projects follow BS EN 12056 for drainage and BS EN 806 for water supply. Inputs are the plumbing design drawings, riser diagrams, fixture schedules, approved fixture and equipment submittals, and the structural and architectural backgrounds.",
      `We model in Revit or AutoCAD MEP with fabrication-level fittings and issue coordinated plans, sections at risers and chases, under-slab and underground layouts with inverts, sleeve and penetration drawings, and spool drawings for prefabricated assemblies. A typical floor is drawn and internally clash-checked in ${standardTurnaround('shop-drawings')}, with under-slab layouts prioritized for approval before excavation.`,
    ],
    features: [
      {
        title: 'Slope-checked gravity drainage',
        description:
          'Sanitary and storm lines modeled at design slope with inverts at each fitting, so falls are proven before other trades take the space.',
      },
      {
        title: 'Prefabrication spool drawings',
        description:
          'Corridor racks, restroom groups and riser assemblies broken into spools with cut lengths, fitting lists and joint counts.',
      },
      {
        title: 'Under-slab and underground layouts',
        description:
          'Below-grade drainage and water service drawn with inverts, cleanouts and sleeves for approval before excavation.',
      },
      {
        title: 'Fixture carrier and chase coordination',
        description:
          'Wall carriers, concealed cisterns and chases dimensioned against framing and the rough-in data of approved fixtures.',
      },
    ],
    process: [
      {
        title: 'Fixture and riser review',
        description:
          'We check fixture schedules, riser diagrams and approved product data, and confirm the governing code and pipe materials.',
      },
      {
        title: 'Gravity systems first',
        description:
          'Sanitary, vent and storm are routed at design slope with inverts, then pressure piping is laid out around them.',
      },
      {
        title: 'Coordination and spooling',
        description:
          'Systems are clash-tested against structure and other trades, then prefabricated assemblies are split into spools.',
      },
      {
        title: 'Issue and revise',
        description:
          'Plans, sections, under-slab layouts and spool sheets are issued for approval and revised to the reviewer\'s comments.',
      },
    ],
    faqs: [
      {
        question: 'Do you check pipe slopes and invert elevations?',
        answer:
          'Yes, on every gravity run. Sanitary and storm lines are modeled at the slope set by the design or the code minimum, and invert elevations are labeled at cleanouts, fittings, risers and outfalls. If a run cannot reach its connection point at the required slope, we raise it with a proposed reroute before the drawings are submitted.',
      },
      {
        question: 'Can you produce spool drawings for prefabrication?',
        answer:
          'We can. Once routing is coordinated and approved, we split assemblies such as corridor racks, restroom groups and riser modules into spools sized for handling and transport. Each spool sheet carries an isometric view, cut lengths, fitting and hanger lists and its connection points to adjacent spools, so your shop can build it without reading the floor plan.',
      },
      {
        question: 'Which plumbing codes do you detail to?',
        answer:
          'The code adopted where the project is built: the International Plumbing Code in most US states, the Uniform Plumbing Code in jurisdictions such as California, and BS EN 12056 with BS EN 806 in the UK, always read together with the project specification. Local amendments and utility requirements named in the contract documents are applied as well.',
      },
    ],
    related: ['mep-shop-drawings', 'mechanical', 'electrical', 'clash-detection-coordination'],
    cta: { label: 'Request Plumbing Drawing Quote', href: '/contact' },
    closing: {
      heading: 'Prove your falls before the slab is poured',
      text: 'Send the plumbing design set and fixture submittals, and we will quote under-slab, floor-by-floor and spool drawings to suit your program.',
      cta: { label: 'Request a Quote', href: '/contact' },
    },
  },
];
