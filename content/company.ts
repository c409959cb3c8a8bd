import type { CareerRole, ProcessStage, TeamDiscipline } from './types';
import type { CompanyWords } from '@/lib/content/company';

/**
 * The firm's own pages' words, given the facts and sentences they quote (lib/content/company.ts builds them).
 */
export function companyOf({ figureText, figures, isoPhrase, revisions, site }: CompanyWords) {
  /** The production office's city, as every page names it. */
  const office = site.address.locality;

  /** About page: why the firm exists. */
  const mission: { heading: string; text: string[] } = {
    heading: 'Accurate numbers and buildable drawings, before ground is broken',
    text: [
      `${site.name} exists to take the most error-prone, deadline-driven work of preconstruction off the desks of contractors, developers and architects: the takeoffs, estimates, shop drawings, rebar schedules, coordinated models and schedules that decide whether a project is won at the right price and built without rework. Our team of ${figureText(figures.teamMembers)} estimators, quantity surveyors, detailers, BIM modelers, planners and engineers brings ${figureText(figures.yearsExperience)} years of experience to that work.`,
      `We work as an extension of your team in ${site.markets}, measuring to your standards, drawing in your software and delivering to your bid dates. Every number we give you is traceable to a drawing, and every drawing we issue has been checked by someone who did not produce it. Across ${figureText(figures.projectsDelivered)} projects for ${figureText(figures.happyClients)} clients, that discipline has been the reason they keep sending us the next set of drawings.`,
    ],
  };

  const values: { title: string; description: string }[] = [
    {
      title: 'Traceable accuracy',
      description:
        'Every quantity links to a marked-up drawing and every rate to a stated source. If a number cannot be traced, it does not leave the office.',
    },
    {
      title: 'Buildability first',
      description:
        'We detail and model for the people who fabricate and install: bar shapes a bending machine can make, connections a crew can bolt up, service routes that leave room for access.',
    },
    {
      title: 'Plain communication',
      description:
        'Assumptions, exclusions and open questions are written down and sent with the deliverable, not discovered later. When something threatens a date, you hear it from us first.',
    },
    {
      title: 'Dates we keep',
      description:
        'Bid days and pour dates do not move, so neither do ours. We commit to a delivery date in every quote and staff the job to meet it.',
    },
  ];

  /** How the firm works with each market it serves. */
  const markets: { region: string; description: string }[] = [
    {
      region: 'United Kingdom',
      description:
        `We measure to NRM1 and NRM2 under RICS guidance, price in pounds sterling and work in metric units. Rebar is scheduled to BS 8666, design follows the Eurocodes with UK National Annexes, temporary works follow BS 5975 and information management follows ISO 19650. ${office} is four to five hours ahead of the UK, so UK mornings overlap our full afternoon for calls and reviews.`,
    },
    {
      region: 'United States',
      description:
        `Estimates are organized by CSI MasterFormat division, in imperial units and US dollars. Rebar detailing follows ACI 318, the ACI Detailing Manual (MNL-66) and CRSI practice, steel follows AISC 360, and BIM deliverables follow LOD specification levels. Our client desk covers the US Eastern business day, and work sent at the end of a US day is often progressed overnight in ${office}.`,
    },
    {
      region: 'Europe',
      description:
        `We design and detail to the Eurocodes with the relevant National Annex, work in metric units and euros, and structure cost reports to local conventions such as DIN 276 in Germany. BVBS files feed European bending machines directly. ${office} is three to four hours ahead of Central European Time, giving a full shared working afternoon.`,
    },
  ];

  /** Home page "Our Process". */
  const processStages: ProcessStage[] = [
    {
      title: 'Consultation',
      description:
        'You send drawings and a scope note; we review them, ask the questions that matter and return a written quote with deliverables and a firm delivery date.',
    },
    {
      title: 'Planning',
      description:
        'We confirm standards, units, software and file formats at a kickoff call, assign a project lead and set the release sequence around your bid or fabrication dates.',
    },
    {
      title: 'Execution',
      description:
        'Estimators, detailers and modelers produce the work in your formats, and a senior reviewer who did not produce it checks every deliverable before issue.',
    },
    {
      title: 'Delivery',
      description:
        `You receive checked deliverables with assumptions and exclusions stated. ${revisions.corrections} Your review comments are answered within the rounds the quote includes.`,
    },
  ];

  /** Team page: the six disciplines; who leads each is in content/team.yml. */
  const teamDisciplines: TeamDiscipline[] = [
    {
      title: 'Estimating & Quantity Surveying',
      description:
        'Material takeoffs, cost estimates, bills of quantities and cost plans for bids and budgets, from concept-stage elemental estimates to trade-by-trade quantities priced from construction drawings.',
      tools: [
        'CostX',
        'PlanSwift',
        'On-Screen Takeoff',
        'Bluebeam Revu',
        'Microsoft Excel',
        'NRM1 / NRM2',
        'CSI MasterFormat',
      ],
    },
    {
      title: 'Shop Drawings & Steel Detailing',
      description:
        'Fabrication and erection drawings for structural steel, miscellaneous metals and MEP trades, with NC files and connection details ready for the shop floor.',
      tools: ['Tekla Structures', 'AutoCAD', 'Revit', 'Bluebeam Revu', 'AISC 360', 'DSTV NC files'],
    },
    {
      title: 'Rebar Detailing',
      description:
        'Reinforcement placing drawings, 3D rebar models and bar bending schedules, released pour by pour and checked for congestion, cover and laps before bars are cut.',
      tools: [
        'Tekla Structures',
        'RebarCAD',
        'aSa Rebar',
        'Revit',
        'ACI MNL-66 / ACI 318',
        'CRSI',
        'BS 8666',
        'BS EN 1992 (Eurocode 2)',
      ],
    },
    {
      title: 'BIM & Coordination',
      description:
        'Architectural, structural and MEP models, federated coordination and clash detection, and 2D documentation extracted from the model, run under a BIM execution plan.',
      tools: [
        'Revit',
        'Navisworks Manage',
        'Autodesk Construction Cloud',
        'Solibri',
        'IFC',
        'ISO 19650',
        'LOD 300-400',
      ],
    },
    {
      title: 'Project Controls',
      description:
        'Baseline schedules, phasing plans, progress updates, cost reporting and change control that keep owners and contractors informed and projects on track.',
      tools: ['Primavera P6', 'Microsoft Project', 'Power BI', 'Earned value management', 'Bluebeam Revu'],
    },
    {
      title: 'Design',
      description:
        'Architectural and structural design and temporary works design, including falsework, propping and excavation support, with design checks arranged to suit the category of work.',
      tools: ['Revit', 'AutoCAD', 'ETABS', 'SAFE', 'Tekla Structural Designer', 'Eurocodes / ACI 318', 'BS 5975'],
    },
  ];

  /** Careers page. */
  const careerRoles: CareerRole[] = [
    {
      id: 'quantity-surveyor',
      title: 'Quantity Surveyor',
      location: `${office}, ${site.address.country} (hybrid)`,
      type: 'Full-time',
      summary:
        'Measure and price building and civil works for UK and European contractors, producing NRM-compliant bills of quantities and cost plans that clients price and negotiate from.',
      responsibilities: [
        'Prepare bills of quantities to NRM2 and elemental cost plans to NRM1 from drawings and models',
        'Carry out trade takeoffs in CostX and Bluebeam Revu with fully traceable markups',
        'Build up rates, benchmark costs and state assumptions and exclusions clearly',
        'Check colleagues’ measurement as part of our maker-checker review',
        'Join client calls to clarify scope and present estimates',
      ],
      requirements: [
        'Degree in quantity surveying, civil engineering or construction management',
        'At least three years of measurement experience on UK or European projects',
        'Working knowledge of NRM1, NRM2 and RICS guidance',
        'Confident with CostX or a comparable takeoff tool, and advanced Excel',
        'Clear written and spoken English for client communication',
      ],
    },
    {
      id: 'revit-mep-modeler',
      title: 'Revit MEP Modeler',
      location: `${office}, ${site.address.country} (hybrid)`,
      type: 'Full-time',
      summary:
        'Model mechanical, electrical and plumbing systems at LOD 350-400 and produce coordinated MEP shop drawings for contractors in the US, UK and Europe.',
      responsibilities: [
        'Model ductwork, pipework, cable tray and equipment in Revit from design drawings',
        'Run and resolve clash tests in Navisworks Manage with the coordination team',
        'Produce MEP shop drawings with hanger, sleeve and penetration layouts',
        'Prepare fabrication spools using Revit fabrication parts where required',
        'Keep models in line with the project’s BIM execution plan and naming standards',
      ],
      requirements: [
        'Diploma or degree in mechanical, electrical or building services engineering',
        'At least two years of Revit MEP modeling on live construction projects',
        'Hands-on experience with Navisworks clash detection',
        'Understanding of HVAC, plumbing and electrical installation practice',
        'A portfolio of MEP models or shop drawings you produced',
      ],
    },
    {
      id: 'tekla-detailer',
      title: 'Tekla Detailer (Steel and Rebar)',
      location: `${office}, ${site.address.country} (hybrid)`,
      type: 'Full-time',
      summary:
        'Detail structural steel and reinforced concrete in Tekla Structures, producing shop drawings, NC files and bar bending schedules that fabricators can use without queries.',
      responsibilities: [
        'Model steel connections and reinforcement in Tekla Structures from engineering drawings',
        'Produce erection, assembly and single-part drawings, plus DSTV NC files for steel',
        'Produce rebar placing drawings and bar bending schedules to ACI MNL-66 or BS 8666',
        'Raise RFIs on design gaps and track engineer review comments to closure',
        'Release packages in erection or pour sequence to agreed dates',
      ],
      requirements: [
        'At least three years of Tekla Structures detailing experience',
        'Working knowledge of AISC 360 for steel, or ACI MNL-66 / BS 8666 for rebar',
        'Experience preparing fabrication-ready packages for the US, UK or European market',
        'Happy to work on company-managed workstations only, in the office or over the company VPN',
        'A portfolio of shop drawings with client details removed',
      ],
    },
    {
      id: 'planning-engineer',
      title: 'Planning Engineer',
      location: `${office}, ${site.address.country} (hybrid)`,
      type: 'Full-time',
      summary:
        'Build and maintain construction schedules in Primavera P6 for contractors and owners, from tender programs to weekly progress updates and delay analysis.',
      responsibilities: [
        'Develop resource-loaded baseline schedules in Primavera P6 and Microsoft Project',
        'Plan phasing and sequencing for occupied, phased and logistics-constrained sites',
        'Update schedules against progress and report critical path and float movement',
        'Prepare look-ahead schedules and progress reports for client meetings',
        'Support time impact analysis when changes or delays occur',
      ],
      requirements: [
        'Degree in civil engineering, construction management or a related field',
        'At least four years of planning experience on building or infrastructure projects',
        'Advanced Primavera P6 skills, including resource loading and baselines',
        'Familiarity with AACE recommended practices for scheduling and delay analysis',
        'Availability for calls during UK or US Eastern business hours',
      ],
    },
  ];

  const careersHowToApply = `Email your CV to ${site.email} with the role title in the subject line. For detailing, modeling and design roles, attach a short portfolio of two or three recent drawings or model views, with client names and project details removed. We reply to every application. Shortlisted candidates complete a practical exercise matched to the role, such as a takeoff, a detailing task or a short schedule, followed by a technical interview with the discipline lead and a final conversation about projects, working hours and start date.`;

  const qualityStatement = `${site.name} operates a quality management system ${isoPhrase}. For clients, that means every job follows the same documented path: scope confirmed in writing before work starts, production to the standards and formats agreed at kickoff, an independent check by a senior reviewer before anything is issued, and a recorded response to every comment you send back. We log errors and late deliveries, trace them to their cause and fix the process, not just the drawing, so the quality of your tenth project is as dependable as your first.`;

  /** The quality commitments listed beside the quality statement on the about page. */
  const qualityCommitments: string[] = [
    'Written scope before work starts',
    'Independent senior check on every issue',
    'Every comment answered and logged',
    'Errors traced to their cause',
  ];

  return { mission, values, markets, processStages, teamDisciplines, careerRoles, careersHowToApply, qualityStatement, qualityCommitments };
}
