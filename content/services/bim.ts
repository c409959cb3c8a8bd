import type { Service } from '../types';
import type { ServiceWords } from '@/lib/content/services';

/** BIM group: landing page first, then modeling, documentation and clash coordination. */
export const bimServices = ({ bimBasis, claimMeasures, claims, site, standardTurnaround, weeksText, weeksTurnaround }: ServiceWords): Service[] => [
  {
    slug: 'bim',
    title: 'BIM Services',
    seoTitle: 'BIM Services: Modeling and Coordination',
    group: 'bim',
    updated: '2026-11-23',
    summary:
      'Revit modeling, documentation extraction and Navisworks clash coordination that give contractors and architects one reliable model from design to handover.',
    description: [
      `Building information modeling is only useful when the model is accurate enough to make decisions with. ${site.name} builds and coordinates Revit models for architectural, structural and MEP disciplines, extracts construction documentation from them, and runs clash detection in Navisworks so conflicts are settled in the model rather than on site. We support general contractors, trade contractors, architects and developers who need dependable BIM capacity without growing an in-house team.`,
      'Models are developed to the level of development set in your BIM execution plan, typically LOD 300 for design coordination and LOD 350 to 400 for construction and fabrication. On UK and European projects we work to ISO 19650 information management, including file naming, status codes and common data environment workflows. Starting material can be anything from PDFs and legacy DWGs to laser-scan point clouds and existing Revit files.',
      `Deliverables include native RVT models, IFC exports, NWD coordination files, clash reports and sheet sets, issued through your common data environment or ours. One discipline of a mid-size building is usually modeled in ${standardTurnaround('3d-revit-modeling')}, and coordination then runs in weekly cycles alongside the design or construction program until each area is signed off.`,
    ],
    features: [
      {
        title: 'Discipline models in Revit',
        description:
          'Architectural, structural and MEP models built on shared coordinates and worksets, using your company template and families.',
      },
      {
        title: 'ISO 19650 information management',
        description:
          "File naming, status codes and CDE workflows set up to match the project's BIM execution plan and information requirements.",
      },
      {
        title: 'Federated coordination',
        description:
          'Discipline and trade models combined in Navisworks Manage, with rule-based clash tests and issues tracked to closure.',
      },
      {
        title: 'Documentation from the model',
        description:
          'Plans, sections, elevations, schedules and details extracted to your standards, so the drawings and the model never disagree.',
      },
    ],
    specializations: {
      heading: 'What we can model from',
      items: [
        'Architectural and structural PDF sets',
        'AutoCAD DWG drawings',
        'Laser-scan point clouds (RCP or E57)',
        'Existing Revit models',
        'IFC models from Tekla, ArchiCAD or Allplan',
        'Manufacturer families and product data',
      ],
    },
    benefits: {
      heading: 'What coordinated BIM delivers',
      items: [
        {
          value: `${claims.bimClashReduction}`,
          title: 'Clash Reduction',
          description:
            `${claimMeasures.bimClashReduction}, ${bimBasis}: the hard and clearance clashes that every trade settles in the federated model before installation.`,
        },
        {
          value: `${claims.bimTimeSavings}`,
          title: 'Time Savings',
          description:
            `${claimMeasures.bimTimeSavings}, because routes, openings and sequences are agreed in the model first.`,
        },
        {
          value: `${claims.bimCostReduction}`,
          title: 'Cost Reduction',
          description:
            `${claimMeasures.bimCostReduction}, when conflicts are solved on screen instead of with cut-outs and re-installs.`,
        },
      ],
    },
    process: [
      {
        title: 'BIM execution plan review',
        description:
          'We read your BEP or information requirements, agree LOD, coordinates, naming and exchange formats, and set up templates to match.',
      },
      {
        title: 'Modeling',
        description:
          'Discipline models are built or upgraded in Revit, with internal audits for warnings, duplicate elements and coordinate drift.',
      },
      {
        title: 'Coordination',
        description:
          'Models are federated in Navisworks, clash tests run every cycle, and issues are worked through with the design team and trades.',
      },
      {
        title: 'Documentation and handover',
        description:
          'Sheets, schedules and IFC and NWD exports are issued, and the final model is handed over with the asset data you specify.',
      },
    ],
    faqs: [
      {
        question: 'What do you need from us to start a BIM project?',
        answer:
          "The BIM execution plan or the appointing party's information requirements if you have them, the drawings or models for each discipline, the target LOD and Revit version, and your template or standards. For existing buildings, registered point clouds help a great deal. With that we confirm scope, staffing and schedule, and model a sample area for your approval in the first week.",
      },
      {
        question: 'Do you work to ISO 19650 and inside our common data environment?',
        answer:
          "Yes. On UK and European projects we follow ISO 19650 naming, status and revision conventions and work directly in your CDE, whether that is Autodesk Construction Cloud, Viewpoint, Asite or a SharePoint setup. On US projects we follow the project's BEP and any owner standards, applying the same discipline to file naming and model status.",
      },
      {
        question: 'How are BIM services priced?',
        answer:
          'Modeling is usually priced per square foot or square meter by discipline and LOD, or as a fixed fee for a defined model scope. Coordination is priced per month or per coordination cycle, depending on the number of trades and zones involved. Either way we quote after reviewing the drawings and the BEP, and the quote lists exactly what is included.',
      },
    ],
    children: ['3d-revit-modeling', '2d-documentation-extraction', 'clash-detection-coordination'],
    related: ['mep-shop-drawings', 'rebar-3d-model', 'project-management'],
    cta: { label: 'Request Consultation', href: '/contact' },
    secondaryCta: { label: 'View Our Work', href: '/portfolio' },
    closing: {
      heading: 'Bring BIM capacity onto your next project',
      text: 'Tell us the disciplines, LOD and program you are working to, and we will propose a modeling and coordination plan with a fixed scope.',
      cta: { label: 'Request Consultation', href: '/contact' },
    },
  },
  {
    slug: '3d-revit-modeling',
    title: '3D Revit Modeling',
    group: 'bim',
    updated: '2026-11-23',
    summary:
      'Architectural, structural and MEP Revit models built from drawings or point clouds to LOD 200-400, with clean families, worksets and shared coordinates.',
    description: [
      'We build Revit models for architects, engineers and contractors who need a model they can actually work in: correct levels and grids, shared coordinates tied to the survey, sensible worksets, and families that behave when parameters change. Models can start from design drawings, markups, existing DWGs or laser-scan point clouds, and cover the architectural, structural and MEP disciplines separately or together.',
      'Level of development is agreed up front against the BIMForum LOD Specification: LOD 200 for massing and early design, LOD 300 for coordinated design and permit documents, LOD 350 for trade coordination, and LOD 400 where the model will drive fabrication. We keep to your company template and family standards and export IFC 2x3 or IFC4 where other parties use different authoring software.',
      `Scan-to-BIM work uses registered point clouds in RCP or E57 format, modeled to an agreed tolerance for existing conditions. Deliverables are native RVT files with a model audit report, plus IFC or NWC exports on request. One discipline of a typical mid-size building is modeled in ${standardTurnaround('3d-revit-modeling')}, with a sample floor returned first for your review.`,
    ],
    features: [
      {
        title: 'Custom parametric families',
        description:
          'Doors, windows, casework, structural framing and MEP equipment built as parametric families with type catalogs and shared parameters.',
      },
      {
        title: 'Scan-to-BIM existing conditions',
        description:
          'Point clouds from Leica, Faro or Trimble scanners modeled to an agreed tolerance for renovation, retrofit and fit-out work.',
      },
      {
        title: 'Shared coordinates and worksets',
        description:
          'Models set up on the survey point and project base point, with worksets arranged for multi-user and linked-model workflows.',
      },
      {
        title: 'Model health audits',
        description:
          'Warnings, duplicate elements, unused families and file size are checked and cleaned before every issue.',
      },
    ],
    specializations: {
      heading: 'Levels of development we model to',
      items: [
        'LOD 200: massing and design options',
        'LOD 300: coordinated design and permit documents',
        'LOD 350: trade coordination with supports and connections',
        'LOD 400: fabrication-ready elements',
        'As-built record models from verified field data',
      ],
    },
    process: [
      {
        title: 'Scope and standards',
        description:
          'We agree disciplines, LOD, Revit version, template and coordinate system, and review the source drawings or point cloud.',
      },
      {
        title: 'Setup and sample',
        description:
          'Levels, grids and one sample floor are modeled first, so you can confirm our standards before full production begins.',
      },
      {
        title: 'Full modeling',
        description:
          'The rest of the model is built, and any question the drawings leave open is logged for you instead of assumed.',
      },
      {
        title: 'Audit and delivery',
        description:
          'The model is audited, purged and delivered as RVT with IFC or NWC exports and a written audit report.',
      },
    ],
    faqs: [
      {
        question: 'Which Revit version do you deliver in?',
        answer:
          'The version your team or the project uses, from Revit 2021 onward. Revit files cannot be saved back to an older release, so we confirm the version at kickoff and keep the model in it for the whole project. If other parties work in ArchiCAD, Tekla or Allplan, we also export IFC 2x3 or IFC4 with the property mapping agreed in advance.',
      },
      {
        question: 'Can you model existing buildings from laser scans?',
        answer:
          'Yes. Send us registered point clouds in RCP, RCS or E57 format along with any existing drawings. We model walls, floors, structure, openings and visible MEP to the tolerance and LOD you specify, and mark areas the scan did not capture so they can be verified on site rather than guessed in the office.',
      },
      {
        question: 'Will you use our Revit template and families?',
        answer:
          'We prefer to. Working in your template keeps view settings, annotation styles, parameters and title blocks consistent with the rest of your office, so the model drops straight into your workflow. If you do not have one, we use a clean template organized around the US National CAD Standard or ISO 19650 naming, whichever suits the project.',
      },
    ],
    related: ['bim', '2d-documentation-extraction', 'clash-detection-coordination', 'architectural-design'],
    cta: { label: 'Request Modeling Quote', href: '/contact' },
    closing: {
      heading: 'Need a Revit model your team can build on?',
      text: 'Send the drawings or point cloud and tell us the LOD you need; we will return a quote and a sample-floor date.',
      cta: { label: 'Get Quote', href: '/contact' },
    },
  },
  {
    slug: '2d-documentation-extraction',
    title: '2D Documentation Extraction',
    navLabel: '2D Documentation',
    group: 'bim',
    updated: '2026-11-23',
    summary:
      'Permit, tender and construction drawing sets extracted from your Revit models: plans, sections, details and schedules on your title block and standards.',
    description: [
      'A model only pays off when the drawings that come out of it are clear and complete. We take existing Revit models, whether your own or one we built, and produce the 2D documentation needed for permit, tender or construction: general arrangement and reflected ceiling plans, building and wall sections, elevations, enlarged plans, details, and door, window, room finish and equipment schedules, all on your title block and to your annotation standards.',
      'Because views, tags and schedules are driven by model elements, a change to the model flows through to every sheet it appears on. We set up view templates, sheet indexes, keynotes and revision schedules so your team can maintain the set after handover. Where the model is incomplete, we list the missing information and raise queries rather than drafting over the gap with 2D linework that would drift out of sync.',
      `Deliverables are the live RVT with sheets, plotted PDF sets, and DWG exports with layers mapped to your CAD standard for consultants who still work in AutoCAD. We also convert legacy CAD details into Revit drafting views and detail components. A set of forty to sixty sheets is typically delivered in ${weeksText(weeksTurnaround.documentationSetWeeks)}.`,
    ],
    features: [
      {
        title: 'View templates and sheet setup',
        description:
          'View templates, scope boxes, sheet indexes and revision schedules set up so the drawing set stays consistent as the model changes.',
      },
      {
        title: 'Model-driven schedules',
        description:
          'Door, window, room finish, equipment and quantity schedules generated from model parameters, never typed as static tables.',
      },
      {
        title: 'Detail and annotation standards',
        description:
          "Keynotes, tags, dimensions and detail components matched to your office standard or the project's CAD manual.",
      },
      {
        title: 'DWG export with layer mapping',
        description:
          'CAD exports mapped to AIA or BS EN ISO 13567 layer conventions for consultants and contractors working in AutoCAD.',
      },
    ],
    process: [
      {
        title: 'Model review',
        description:
          'We audit the model for completeness and data quality and list what it still needs for the sheets you have asked for.',
      },
      {
        title: 'Sheet and view setup',
        description:
          'Sheet list, view templates, title blocks and annotation families are set up and agreed on a sample sheet.',
      },
      {
        title: 'Drawing production',
        description:
          'Plans, sections, elevations, details and schedules are placed, annotated and cross-referenced across the set.',
      },
      {
        title: 'Check and issue',
        description:
          'Every sheet is checked for tags, callout references and revisions, then issued as RVT, PDF and DWG.',
      },
    ],
    faqs: [
      {
        question: 'What if our model is not detailed enough for construction drawings?',
        answer:
          'We review the model first and tell you where the gaps are: missing wall types, unhosted elements, generic families or absent parameters for schedules. Small gaps we fix in the model as part of the work; larger upgrades are quoted separately. We avoid covering missing modeling with 2D linework, because that breaks the link between the model and the drawings.',
      },
      {
        question: 'Can you produce drawings in our office standards?',
        answer:
          'Yes. Send us your Revit template, title block, annotation families and a recent drawing set as a reference, and we will match line weights, text and dimension styles, keynoting and sheet numbering. We issue one sample sheet for your approval before producing the full set, so any differences are caught early.',
      },
      {
        question: 'Can you deliver DWG files as well as PDFs?',
        answer:
          'We can. Besides PDFs and the live RVT, we export DWG sheets and views with layers mapped to your CAD standard or to AIA or ISO 13567 conventions, and bind external references so each file opens cleanly on its own. This suits consultants and contractors who mark up or continue their work in AutoCAD.',
      },
    ],
    related: ['3d-revit-modeling', 'bim', 'architectural-design', 'shop-drawings'],
    cta: { label: 'Request Documentation Quote', href: '/contact' },
    closing: {
      heading: 'Turn your model into a drawing set you can issue',
      text: 'Share the Revit model and your sheet list, and we will confirm scope, standards and an issue date for the full set.',
      cta: { label: 'Request a Quote', href: '/contact' },
    },
  },
  {
    slug: 'clash-detection-coordination',
    title: 'Clash Detection & Coordination',
    navLabel: 'Clash Coordination',
    group: 'bim',
    updated: '2026-11-23',
    summary:
      'Navisworks clash detection across architectural, structural and MEP models, with grouped, tracked issues and weekly meetings that keep every trade in step.',
    description: [
      'Clash detection finds where ducts run through beams, pipes cut through cable trays and equipment leaves no room for maintenance, before anyone orders material. We federate the architectural, structural and trade models in Navisworks Manage, run clash tests by level, zone and trade pair, and group the raw results into real issues, so the coordination meeting discusses a few dozen actual problems rather than thousands of duplicate hits.',
      'Tests cover hard clashes, clearance clashes for insulation, access and maintenance zones, and workflow clashes where sequence or installation method matters. Tolerances and priority rules are agreed in the BIM execution plan. Issues are tracked in Autodesk Construction Cloud, Revizto or any BCF-compatible tool, each with a saved viewpoint, responsible party and due date.',
      `We accept models in RVT, IFC, NWC, DWG and Tekla formats and check each for shared coordinates and units before testing. The first grouped clash report for a floor or zone is issued in ${standardTurnaround('clash-detection-coordination')} from receiving the models, and coordination then runs on a cycle of the same length until each area is signed off for installation.`,
    ],
    features: [
      {
        title: 'Rule-based clash test matrix',
        description:
          'Clash tests set up by trade pair and zone with agreed tolerances, so each run measures the conflicts that matter at that stage.',
      },
      {
        title: 'Grouped, de-duplicated results',
        description:
          'Raw hits grouped by element and location into real issues, each with a viewpoint, markup and suggested resolution.',
      },
      {
        title: 'Clearance and access zones',
        description:
          'Insulation, maintenance access and code working space modeled as soft volumes and tested alongside hard clashes.',
      },
      {
        title: 'Sign-off by area',
        description:
          'Each floor or zone is closed out with a clean clash run and a coordination sign-off before fabrication and installation start there.',
      },
    ],
    benefits: {
      heading: 'Why coordinate in the model',
      items: [
        {
          title: 'Fewer RFIs',
          description:
            'Conflicts resolved in coordination meetings never become field RFIs, so site teams spend their time installing instead of waiting for answers.',
        },
        {
          title: 'Risk Mitigation',
          description:
            'Clearance and access problems surface before fabrication, when a reroute costs a model edit rather than a cut-out and re-install.',
        },
        {
          title: 'Aligned Teams',
          description:
            'Every trade works from the same federated model and issue list, with a clear owner and due date for each conflict.',
        },
      ],
    },
    process: [
      {
        title: 'Model aggregation',
        description:
          'We collect discipline and trade models, check coordinates and units, and federate them in Navisworks Manage on shared grids and levels.',
      },
      {
        title: 'Conflict analysis',
        description:
          'Clash tests run by zone and trade pair with agreed tolerances; raw results are grouped, de-duplicated and ranked by impact.',
      },
      {
        title: 'Coordination meetings',
        description:
          'We walk the trades through open issues in the federated model, agree who moves, and record the decision against each issue.',
      },
      {
        title: 'Issue tracking',
        description:
          'Issues are tracked in ACC, Revizto or BCF with an owner and due date, and re-tested each cycle until they are closed.',
      },
    ],
    testimonial: {
      quote:
        'We went from clash reports with four thousand hits to a list of about forty grouped issues each week. Every trade knew what it had to move before the next meeting.',
      name: 'Dana Lindqvist',
      role: 'MEP Coordination Manager',
      company: 'Carrow & Finch Construction',
    },
    faqs: [
      {
        question: 'Which software do you use for clash detection?',
        answer:
          'Clash tests run in Autodesk Navisworks Manage, with federated models built from Revit, Tekla Structures, AutoCAD MEP, Civil 3D and IFC files. Issues are tracked in Autodesk Construction Cloud (BIM Collaborate Pro), Revizto or any BCF-compatible platform your team already uses. We adapt to the common data environment on your project rather than asking you to adopt ours.',
      },
      {
        question: 'When should clash detection start on a project?',
        answer:
          'As early as the design models allow. Coordination during design development, at around LOD 300, catches major routing and structural conflicts while they are still cheap to solve. Trade-level coordination at LOD 350 to 400 should be complete for each area before fabrication and installation begin there, which usually means starting several weeks ahead of the first MEP rough-in.',
      },
      {
        question: 'Can you work with remote or distributed project teams?',
        answer:
          'Yes; it is how we work every day. Our coordinators run meetings online in a shared Navisworks or Revizto session, publish issue lists in the cloud, and keep overlapping hours with teams in UK, European and US time zones. Models are exchanged through your CDE, so trades in different offices or countries all work from the same current data.',
      },
    ],
    related: ['bim', 'mep-shop-drawings', '3d-revit-modeling', 'structural-steel-shop-drawings'],
    cta: { label: 'Request Coordination Quote', href: '/contact' },
    closing: {
      heading: 'Resolve clashes on screen, not on site',
      text: 'Send your current models and installation program, and we will set up a clash test matrix and a first grouped report for your team.',
      cta: { label: 'Request a Quote', href: '/contact' },
    },
  },
];
