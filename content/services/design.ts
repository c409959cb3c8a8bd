import type { Service } from '../types';
import type { ServiceWords } from '@/lib/content/services';

/**
 * Design group: the landing page and architectural, structural and temporary works design.
 * Every design is prepared for review and sealing (or BS 5975 checking) by the registered
 * professional on the project; the copy says so plainly.
 */
export const designServices = ({ daysText, figureText, figures, otherTurnaround, revisions, roundsText, site, weeksText, weeksTurnaround }: ServiceWords): Service[] => [
  {
    slug: 'design-services',
    title: 'Design Services',
    group: 'design',
    updated: '2026-11-23',
    summary:
      'Architectural, structural and temporary works design in Revit, AutoCAD and analysis software, prepared for your architect or engineer of record to sign.',
    description: [
      'Our design services give architects, engineers and contractors extra design production capacity without adding permanent staff. The team works in Revit, AutoCAD and specialist analysis software, producing drawing sets, calculations and models that drop into your title blocks, layer standards and BIM execution plan. We work under your direction on projects in the UK, USA and Europe, to the codes of the jurisdiction where the building will stand.',
      'The group covers three disciplines. Architectural design takes a project from concept massing through planning or permit drawings to construction documents. Structural design covers analysis and member and connection design to ACI 318, AISC 360 and the Eurocodes, with calculation packages and general arrangement drawings. Temporary works design covers falsework, formwork, propping, excavation support and crane bases to BS 5975 in the UK and the equivalent OSHA and ACI practice in the US.',
      `One point matters to us: we are a production office in ${site.address.locality}, not the architect or engineer of record for your project. Every design we prepare is issued for review, sealing and submission by the licensed architect or engineer in the project’s jurisdiction or, for UK temporary works, for checking under your temporary works procedure. That keeps legal responsibility where regulators expect it and gives your registered professional a complete, well-documented package to review.`,
    ],
    features: [
      {
        title: 'Architectural drawing sets',
        description:
          'Planning, permit and construction drawings with plans, sections, elevations, details and schedules produced in your standards.',
      },
      {
        title: 'Structural calculations',
        description:
          'Analysis and design calculation packages for concrete, steel, timber and masonry members and connections, with clear load paths and code references.',
      },
      {
        title: 'Temporary works packages',
        description:
          'Falsework, formwork, propping, excavation support and crane base designs delivered with drawings, calculations and design briefs.',
      },
      {
        title: 'Revit & BIM delivery',
        description:
          'Models built to the LOD and information requirements in your BIM execution plan and coordinated across disciplines before sheets are issued.',
      },
      {
        title: 'Reviewer-ready documentation',
        description:
          'Design basis statements, assumption logs and cross-referenced calculations that shorten the review by your architect or engineer of record.',
      },
    ],
    benefits: {
      heading: 'Design capacity backed by a full preconstruction team',
      items: [
        {
          value: figureText(figures.yearsExperience),
          title: figures.yearsExperience.label,
          description:
            'Design production for contractors, developers and consultants, alongside the estimating and detailing work that tests whether a design can be built.',
        },
        {
          value: figureText(figures.teamMembers),
          title: figures.teamMembers.label,
          description:
            'Architects, structural engineers, BIM modelers and detailers in one office, so design questions reach the right specialist the same day.',
        },
        {
          value: figureText(figures.projectsDelivered),
          title: figures.projectsDelivered.label,
          description:
            'Projects across commercial, residential, healthcare, industrial and infrastructure sectors in the UK, USA and Europe.',
        },
      ],
    },
    process: [
      {
        title: 'Brief & design basis',
        description:
          'We agree scope, codes, loads and deliverables with you and record them in a design basis document before any modeling starts.',
      },
      {
        title: 'Design development',
        description:
          'We model, analyze and draw, sharing progress sets at agreed stages so your comments arrive while changes are still cheap.',
      },
      {
        title: 'Internal check',
        description:
          'A senior designer who did not produce the work checks calculations and drawings before anything leaves our office.',
      },
      {
        title: 'Review & issue',
        description:
          'Your architect or engineer of record reviews the package, we address the comments, and they seal or approve the final set.',
      },
    ],
    testimonial: {
      quote:
        'We use them as an extra structural production team on mid-rise residential work. The ETABS models and calc packages come back organized the way our senior engineers check them, so review takes less time than for some of our in-house work.',
      name: 'Elena Marsh',
      role: 'Associate Director',
      company: 'Brightwater Structural Partners',
    },
    faqs: [
      {
        question: 'Do you stamp or seal drawings?',
        answer:
          'No. We do not hold seals in US states or act as the registered architect or engineer on your project. Our drawings and calculations are prepared for review, sealing and submission by the licensed professional of record in the project’s jurisdiction, who keeps responsible charge. In the UK, temporary works designs are issued for checking at the category set by your temporary works coordinator under BS 5975.',
      },
      {
        question: 'Which software do you design in?',
        answer:
          'Architectural work is produced in Autodesk Revit and AutoCAD, with SketchUp and Enscape for early massing and visuals. Structural analysis runs in ETABS, SAFE, RAM Structural System, Tekla Structural Designer or Robot Structural Analysis, depending on the project and your preference, with connection checks in IDEA StatiCa. Every deliverable is supplied in native format as well as PDF.',
      },
      {
        question: 'How are design services priced?',
        answer:
          'Most design packages are quoted as a fixed fee per stage or per drawing set, based on the building’s size, its complexity and the number of review rounds. Open-ended production support for architecture or engineering practices can be billed at an agreed hourly rate against a monthly cap. Either way, the scope, assumptions and included revisions are set out in writing before work starts.',
      },
    ],
    children: ['architectural-design', 'structural-design', 'temporary-works-design'],
    related: ['bim', 'shop-drawings', 'construction-cost-estimation'],
    cta: { label: 'Request Consultation', href: '/contact' },
    secondaryCta: { label: 'View Portfolio', href: '/portfolio' },
    closing: {
      heading: 'Add design capacity without adding headcount',
      text: 'Tell us the discipline, stage and code basis of your project, and we will propose a design scope, schedule and fee.',
      cta: { label: 'Request Consultation', href: '/contact' },
    },
  },
  {
    slug: 'architectural-design',
    title: 'Architectural Design',
    group: 'design',
    updated: '2026-11-23',
    summary:
      'Architectural drawings from concept massing to construction documents in Revit and AutoCAD, prepared for your architect of record to review and submit.',
    description: [
      'Architectural design support covers the drawing and modeling work that takes a building from a brief to a permit or tender set. We work for architecture practices that need production capacity, and for developers and design-build contractors who already have an architect of record and want documentation prepared faster. Work follows the AIA phases of schematic design, design development and construction documents in the US, or RIBA Plan of Work 2020 stages 2 to 4 in the UK.',
      'Clients send the brief and accommodation schedule, the site survey, a summary of zoning or planning constraints, reference projects and any consultant models or drawings that exist. We produce Revit models and drawing sets with floor plans, reflected ceiling plans, elevations, building and wall sections, enlarged plans of cores and restrooms, details, and door, window and finish schedules, all in your title blocks and view template standards.',
      `Code analysis is part of the package: occupancy classification, egress widths and travel distances, and fire separation plans to the IBC and NFPA 101 in the US, or Approved Documents B and M in England. These are prepared for verification by your architect of record, who seals and submits the set. A design development set for a mid-size building typically takes ${weeksText(weeksTurnaround.designDevelopmentWeeks)}, with progress sets issued every week.`,
    ],
    features: [
      {
        title: 'Concept & massing studies',
        description:
          'Massing options in Revit or SketchUp tested against zoning envelopes, floor area targets and daylight, with an area schedule for each option.',
      },
      {
        title: 'Planning & permit drawings',
        description:
          'Drawing sets formatted for planning applications or building permit submission, including site plans, elevations and code compliance sheets.',
      },
      {
        title: 'Construction documents',
        description:
          'Coordinated plans, sections, details and schedules that contractors can price and build from, with an outline specification in CSI or NBS format.',
      },
      {
        title: 'Code & egress analysis',
        description:
          'Occupancy, egress and fire separation plans to the IBC and NFPA 101 or Approved Documents B and M, with calculation tables on the sheets.',
      },
      {
        title: 'Visualization',
        description:
          'Enscape or Lumion renderings and walkthroughs taken from the working model for client reviews and planning presentations.',
      },
    ],
    process: [
      {
        title: 'Brief review',
        description:
          'We review the brief, site constraints and standards with your architect and list open questions before drawing starts.',
      },
      {
        title: 'Concept options',
        description:
          'We prepare massing and layout options with area schedules so the preferred scheme can be chosen on evidence.',
      },
      {
        title: 'Development & coordination',
        description:
          'The chosen scheme is developed in Revit and coordinated with structural and MEP models at each progress set.',
      },
      {
        title: 'Documentation & QA',
        description:
          'Sheets, schedules and details are completed and checked against our drawing checklist and your standards.',
      },
      {
        title: 'Architect review & issue',
        description:
          'Your architect of record reviews and marks up the set, we incorporate comments, and they seal and submit.',
      },
    ],
    faqs: [
      {
        question: 'Can you act as our architect of record?',
        answer:
          'No. We are not licensed architects in US states or registered with the Architects Registration Board in the UK, so we cannot seal drawings or take statutory responsibility for a design. We work under the direction of your architect of record, who reviews our work, seals it and submits it. Developers without an architect can appoint one locally and have us provide production support to that practice.',
      },
      {
        question: 'Will you work in our Revit template and drawing standards?',
        answer:
          'Yes. Send your Revit template, title blocks, family library and drawing standards or a sample set, and we match view templates, annotation styles, sheet numbering and file naming. Where no standard exists, we use a clean template based on the US National CAD Standard or ISO 19650 naming conventions and hand the template over with the project files.',
      },
      {
        question: 'How many revisions are included in a stage fee?',
        answer:
          `Each stage fee includes ${roundsText(revisions.rounds.default)} (consolidated from your team), which covers the normal cycle of review and coordination, and ${revisions.corrections.charAt(0).toLowerCase()}${revisions.corrections.slice(1)} Changes to the brief itself, such as a new unit mix or an added floor, are estimated separately before we start, so you can decide whether to proceed. Every revision is logged against the comment that caused it.`,
      },
    ],
    related: ['structural-design', '3d-revit-modeling', 'feasibility-studies'],
    cta: { label: 'Request Design Quote', href: '/contact' },
    secondaryCta: { label: 'View Portfolio', href: '/portfolio' },
    closing: {
      heading: 'Bring your drawing set forward by weeks',
      text: 'Send the brief, site information and your standards, and we will propose a staged scope for your architect of record.',
      cta: { label: 'Request Design Quote', href: '/contact' },
    },
  },
  {
    slug: 'structural-design',
    title: 'Structural Design',
    group: 'design',
    updated: '2026-11-23',
    summary:
      'Structural analysis, member and connection design to ACI 318, AISC 360 and the Eurocodes, with calcs and drawings for your engineer of record to seal.',
    description: [
      'Structural design support gives engineering firms and design-build contractors extra analysis and production capacity for buildings in concrete, steel, timber and masonry. We build analysis models, design members and connections, write calculation packages and produce general arrangement and detail drawings to the codes of the project’s location: ACI 318 and AISC 360 with ASCE 7 loads under the IBC in the US, and the Eurocodes, including EN 1990, EN 1991, EN 1992, EN 1993 and EN 1997, with the relevant National Annexes in the UK and Europe.',
      'To start, we need the architectural drawings or model, the geotechnical report, the design criteria set by your engineer of record (or a request that we draft them) and any survey of existing structure. Analysis runs in ETABS, SAFE, RAM Structural System, Tekla Structural Designer or Robot Structural Analysis, with connection design in IDEA StatiCa. Drawings and the physical model are produced in Revit or AutoCAD, ready for downstream rebar and steel detailing.',
      `Every package includes a design basis, load derivations, analysis output summaries, member and connection checks with code clause references, and a list of assumptions needing confirmation. These designs are prepared for review and stamping by the engineer of record licensed in the project’s jurisdiction; we do not seal drawings or take responsible charge. A calculation package for a typical mid-rise frame is ready for review in ${weeksText(weeksTurnaround.calculationPackageWeeks)}.`,
    ],
    features: [
      {
        title: 'Analysis modeling',
        description:
          '3D models for gravity, wind and seismic cases with load combinations to ASCE 7 or EN 1990 and documented modeling assumptions.',
      },
      {
        title: 'Concrete design',
        description:
          'Slabs, beams, columns, walls and foundations to ACI 318 or EN 1992, including punching shear, deflection and crack control checks.',
      },
      {
        title: 'Steel design',
        description:
          'Member and connection design to AISC 360 or EN 1993, with connection forces tabulated for fabricators where connection design is delegated.',
      },
      {
        title: 'Calculation packages',
        description:
          'Indexed packages with design basis, loads, analysis summaries and member checks referenced clause by clause to the governing code.',
      },
      {
        title: 'Structural drawings',
        description:
          'General arrangement plans, sections, foundation layouts, member schedules and typical details in Revit or AutoCAD.',
      },
      {
        title: 'Existing structure assessment',
        description:
          'Capacity checks of existing frames for a change of use, new openings or added rooftop plant, based on survey data and original records.',
      },
    ],
    process: [
      {
        title: 'Design criteria',
        description:
          'We confirm codes, loads, materials, serviceability limits and geotechnical parameters with your engineer of record in writing.',
      },
      {
        title: 'Scheme & analysis',
        description:
          'We develop the structural scheme, build the analysis model and review load paths and drift results with you.',
      },
      {
        title: 'Member & connection design',
        description:
          'Members and connections are designed and recorded in the calculation package with clause references.',
      },
      {
        title: 'Drawings & internal check',
        description:
          'We produce drawings and schedules, and a senior engineer independent of the design checks calculations against drawings.',
      },
      {
        title: 'EOR review & sealing',
        description:
          'Your engineer of record reviews the package, we resolve comments, and they seal and submit for permit.',
      },
    ],
    testimonial: {
      quote:
        'The calculation package cross-referenced every beam on the drawings to its check sheet. Our principal reviewed a four-story steel frame in two days instead of the week we had allowed.',
      name: 'Tom Adeyemi',
      role: 'Principal Engineer',
      company: 'Ferncastle Engineering',
    },
    faqs: [
      {
        question: 'Who is legally responsible for the structural design?',
        answer:
          'The engineer of record. We prepare analysis, calculations and drawings as a design production resource, but the licensed engineer in the project’s jurisdiction reviews the work, directs any changes and seals the documents for permit. That is a legal requirement in US states and the normal allocation of responsibility in the UK and Europe. We do not provide structural designs to clients who have no engineer of record.',
      },
      {
        question: 'What inputs do you need for a structural design package?',
        answer:
          'Architectural plans, sections and elevations or the Revit model, the geotechnical report with bearing pressures and foundation recommendations, the project design criteria or a request that we draft them, and MEP loads for heavy plant. For alterations, we also need existing drawings or a measured survey and any material test results. Anything missing is listed as an assumption in the design basis.',
      },
      {
        question: 'Can your structural model feed rebar and steel detailing?',
        answer:
          'Yes. Because we also run rebar detailing and steel shop drawing teams, we build models with clean geometry and consistent naming, so once the design is approved they can be exported to Tekla Structures or used for reinforcement detailing to ACI MNL-66 or BS 8666. That avoids remodeling and keeps detailers working from the engineer’s intent.',
      },
    ],
    related: ['rebar-detailing', 'structural-steel-shop-drawings', 'architectural-design'],
    cta: { label: 'Request Design Quote', href: '/contact' },
    closing: {
      heading: 'Hand your engineer of record a package ready to review',
      text: 'Send the architectural set, geotechnical report and design criteria, and we will quote the analysis, calculations and drawings.',
      cta: { label: 'Request Design Quote', href: '/contact' },
    },
  },
  {
    slug: 'temporary-works-design',
    title: 'Temporary Works Design',
    group: 'design',
    updated: '2026-11-23',
    summary:
      'Falsework, formwork, propping, excavation support and crane base designs to BS 5975 and US practice, with calculations and drawings ready for checking.',
    description: [
      'Temporary works design covers the structures that exist only while the permanent works are built: falsework and formwork for concrete, back-propping of slabs, facade retention, excavation support, and crane and piling platform foundations. We design them for contractors and for formwork and scaffolding suppliers, producing calculations and drawings that a site team can install from and a checker can follow line by line.',
      'In the UK we work within the BS 5975:2019 procedure. Your temporary works coordinator issues the design brief and sets the check category: a category 1 check may be done by another engineer in our team, category 2 by an engineer not involved in the design, and category 3 by a separate organization. Falsework follows BS EN 12812, concrete pressures CIRIA Report 108, excavation support BS EN 1997 and CIRIA C760, tower crane bases CIRIA C654, and working platforms BRE BR 470.',
      `For US projects, designs follow ACI 347 for formwork, ASCE 37 for construction loads and OSHA 29 CFR 1926 Subparts P and Q. OSHA requires protective systems for excavations deeper than 20 feet to be designed by a registered professional engineer, and many owners and DOTs require sealed falsework drawings; in those cases our designs are prepared for review and sealing by a PE licensed in that state. A typical propping or excavation support design takes ${daysText(otherTurnaround.temporaryWorksDesign)}.`,
    ],
    features: [
      {
        title: 'Falsework & formwork',
        description:
          'Slab, beam and wall formwork and falsework designs, with concrete pressures calculated to CIRIA Report 108 or ACI 347 and system components checked against supplier data.',
      },
      {
        title: 'Propping & back-propping',
        description:
          'Back-propping sequences for multi-story pours and temporary propping for new openings, transfer structures and facade retention.',
      },
      {
        title: 'Excavation support',
        description:
          'Sheet pile, king post, soldier pile and trench box designs with embedment depths, strut loads and monitoring trigger levels.',
      },
      {
        title: 'Crane & plant foundations',
        description:
          'Tower crane bases, mobile crane outrigger mats and piling platforms designed from manufacturer loads and site investigation data.',
      },
      {
        title: 'Design briefs & check certificates',
        description:
          'Support for your temporary works coordinator with design briefs, designer’s risk assessments and check certificate documentation to BS 5975.',
      },
    ],
    process: [
      {
        title: 'Design brief',
        description:
          'We receive or help draft the brief: permanent works drawings, loads, site constraints, ground data, equipment and the check category.',
      },
      {
        title: 'Scheme & equipment selection',
        description:
          'We propose the temporary works scheme and the proprietary or fabricated components it will use, agreed with your site team.',
      },
      {
        title: 'Calculations & drawings',
        description:
          'We produce design calculations and installation drawings showing layouts, member sizes, loads, sequences and removal criteria.',
      },
      {
        title: 'Check & issue',
        description:
          'The design is checked at the agreed category or reviewed by the sealing PE, then issued with the design and check certificates.',
      },
      {
        title: 'Site queries',
        description:
          'We answer installation queries and assess proposed changes on site before they are made, with revised drawings where needed.',
      },
    ],
    faqs: [
      {
        question: 'Who checks your temporary works designs?',
        answer:
          'That depends on the category your temporary works coordinator assigns under BS 5975. For category 1, another engineer in our team can carry out the check; for category 2, the checker is an engineer who had no part in the design. Category 3 needs an independent organization, which your coordinator appoints, and we supply the full calculation file. In the US, where a design must be sealed, a professional engineer licensed in the project’s state takes responsible charge of it and seals it.',
      },
      {
        question: 'Can you design with our formwork supplier’s proprietary system?',
        answer:
          'Yes. We design with systems from suppliers such as PERI, Doka and RMD Kwikform using the manufacturer’s published load tables and technical data, and identify components by their catalog references on the drawings. If your supplier provides its own design service, we can instead review that design against the permanent works and site constraints on your behalf.',
      },
      {
        question: 'What ground information do you need for excavation support or crane bases?',
        answer:
          'A site investigation report with borehole logs, groundwater levels and soil parameters is essential; without it, the design rests on assumptions we have to state as conservative and unverified. For tower cranes we also need the manufacturer’s foundation loads for the configuration and freestanding height you plan, and for piling platforms the rig’s track loads for each operating case.',
      },
    ],
    related: ['structural-design', 'scheduling-phasing', 'quality-safety'],
    cta: { label: 'Request Temporary Works Quote', href: '/contact' },
    closing: {
      heading: 'Get temporary works designed before the pour date',
      text: 'Send the permanent works drawings, ground data and the equipment you plan to use, and we will quote the design and check.',
      cta: { label: 'Request Temporary Works Quote', href: '/contact' },
    },
  },
];
