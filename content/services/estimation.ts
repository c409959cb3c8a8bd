import type { Service } from '../types';
import type { ServiceWords } from '@/lib/content/services';

/**
 * Estimation group: the landing page, its three child services, and the three
 * preconstruction pages linked from the footer that belong to the estimating team.
 */
export const estimationServices = ({ businessDays, claimStatements, claims, daysText, figureText, figures, otherTurnaround, site, standardTurnaround }: ServiceWords): Service[] => [
  {
    slug: 'construction-cost-estimation',
    title: 'Construction Cost Estimation',
    group: 'estimation',
    updated: '2026-11-23',
    summary: `Material takeoffs, detailed cost estimates and quantity surveying for contractors and developers, with priced estimates returned in ${claims.estimateTurnaround}.`,
    description: [
      `${site.name}’s estimating team prices building work the way a general contractor’s chief estimator does: quantities first, then labor, material and equipment costs, then the general conditions, overhead and markup that turn a number into a bid. We work for general contractors on hard-bid and negotiated work, for subcontractors pricing a single trade, and for developers and architects who need to know what a design will cost before it goes out to tender.`,
      'Send us what you have: PDF or DWG drawing sets, Revit models, specifications, addenda and the bid form. We measure in PlanSwift, On-Screen Takeoff and Bluebeam Revu, or directly from the model on BIM projects, and organize the output by CSI MasterFormat division for US work or by NRM1 element and NRM2 work section for UK and European projects. Every quantity is traceable to a color-coded markup, so your team can check any line in minutes.',
      `Most detailed estimates are returned in ${claims.estimateTurnaround}, ${businessDays.clockStart}; conceptual budgets and single-trade takeoffs are often faster. The three services below cover the range: material takeoff when your own team prices the work, full cost estimation when you need a priced bid or budget, and quantity surveying when you need the cost managed after award: schedules of values, pay application reviews and change pricing in the US, and bills of quantities, valuations and final accounts on UK and European contracts.`,
    ],
    features: [
      {
        title: 'Hard-bid and negotiated estimates',
        description:
          'Priced estimates built around your bid date, with alternates, allowances and unit prices broken out the way the bid form asks for them.',
      },
      {
        title: 'Estimates at every design stage',
        description:
          'Conceptual budgets from massing studies through bid-level estimates from construction documents, so cost tracks the design as it develops.',
      },
      {
        title: 'US and UK measurement conventions',
        description:
          'CSI MasterFormat divisions and imperial units for American projects; NRM1 cost plans and NRM2 bills in metric units for UK and European work.',
      },
      {
        title: 'Traceable quantities',
        description:
          'Marked-up PDFs and native takeoff files accompany every estimate, so any quantity can be traced back to the sheet it came from.',
      },
      {
        title: 'Trade-level subcontractor pricing',
        description:
          'Single-trade takeoffs and estimates for concrete, masonry, drywall, MEP and sitework subcontractors bidding to general contractors.',
      },
    ],
    benefits: {
      heading: 'What our estimating clients rely on',
      items: [
        {
          value: claims.takeoffAccuracy,
          title: 'Quantity accuracy',
          description: `${claimStatements.takeoffAccuracyStatement}.`,
        },
        {
          value: figureText(figures.projectsDelivered),
          title: 'Projects delivered',
          description:
            'Commercial, residential, industrial, healthcare and education projects estimated for clients in the UK, USA and Europe.',
        },
        {
          value: figureText(figures.yearsExperience),
          title: 'Years of experience',
          description:
            'Estimators who have priced work for general contractors, specialty subcontractors and owners across many project types.',
        },
      ],
    },
    process: [
      {
        title: 'Send the bid documents',
        description:
          'Upload drawings, specifications, addenda and the bid form, and tell us the scope, the bid date and the format you want the estimate in.',
      },
      {
        title: 'Scope review and fixed quote',
        description:
          'An estimator reviews the set, lists missing sheets or unclear scope as pre-bid questions, and confirms a fixed fee and delivery date.',
      },
      {
        title: 'Takeoff and pricing',
        description:
          'Quantities are measured trade by trade, then priced with current material quotes, local labor rates and crew productivity for the project location.',
      },
      {
        title: 'Senior review and handover',
        description:
          'A senior estimator checks the totals against cost-per-square-foot benchmarks before we deliver the Excel workbook, markups and qualifications list.',
      },
    ],
    testimonial: {
      quote: `We had three bids due in the same week, and ${site.name} turned around the concrete and masonry takeoffs in time for our own pricing. The markups made checking their quantities straightforward.`,
      name: 'Mark Ellison',
      role: 'Chief Estimator',
      company: 'Halden Build Group',
    },
    faqs: [
      {
        question: 'Which estimating service do I need?',
        answer:
          'If your own team prices the work and you only need quantities, choose material takeoff. If you need a complete number with labor, materials, equipment, overhead and markup, choose cost estimation. If you need the cost managed after award (pay applications and change orders in the US; bills of quantities, valuations and the final account on a UK or European contract), choose quantity surveying. Not sure? Send the drawings and we will recommend a scope before quoting.',
      },
      {
        question: 'How do you charge for an estimate?',
        answer:
          'Our pricing page publishes the rate per unit of floor area and the minimum fee; after reviewing the documents we confirm a fixed fee within that range, set by the number of trades priced, the design stage and the level of detail required. There is no open-ended hourly billing: the fee and delivery date are confirmed in writing before work starts, and updates for addenda issued before the bid date are quoted on the same basis.',
      },
      {
        question: 'Where do your unit costs come from?',
        answer:
          'We build rates from the ground up: material prices from current supplier quotes or your own pricing, labor from local wage rates, including Davis-Bacon prevailing wages where they apply, and crew productivity, and equipment from rental and operating costs. Totals are cross-checked against RSMeans data in the US and BCIS benchmarks in the UK, and we will use your in-house rates if you prefer.',
      },
    ],
    children: ['material-takeoff', 'cost-estimation', 'quantity-surveying'],
    related: ['material-takeoff', 'cost-estimation', 'quantity-surveying', 'value-engineering'],
    cta: { label: 'Request a Quote', href: '/contact' },
    closing: {
      heading: 'Have a bid date coming up?',
      text: `Send the drawings and your bid date, and we will confirm scope, fee and delivery, with detailed pricing typically returned in ${claims.estimateTurnaround}.`,
      cta: { label: 'Request an Estimate', href: '/contact' },
    },
  },
  {
    slug: 'material-takeoff',
    title: 'Material Takeoff',
    group: 'estimation',
    updated: '2026-11-24',
    summary: 'Trade-by-trade quantity takeoffs from your drawings or model, in Excel with marked-up PDFs, the highest-value items re-measured independently before release.',
    description: [
      'A material takeoff is the measured list of everything the drawings require: cubic yards of concrete, square feet of formwork, tons of rebar, linear feet of wall framing, and counts of doors, fixtures and devices. We produce it for estimators who price the work themselves and need reliable quantities fast, for subcontractors bidding several jobs at once, and for suppliers preparing material quotes. We measure; we do not price, so you keep control of your rates and markups.',
      'You send the drawing set as PDF or DWG, the specifications and any addenda, plus a note on scope: which trades, which buildings or phases, and any alternates. We measure in PlanSwift, On-Screen Takeoff or Bluebeam Revu, or extract quantities from a Revit model where one exists, and cross-check the high-value items by a second method. Quantities are net as drawn, with waste, lap and overlap allowances shown as separate, editable lines.',
      `Deliverables are an Excel workbook organized by CSI MasterFormat division, or by NRM2 work section for UK projects, color-coded markups showing exactly what was counted, and a log of assumptions and drawing conflicts found along the way. Before release a second estimator re-measures the highest-value items independently (the check the accuracy figure below measures). A multi-trade takeoff takes ${standardTurnaround('material-takeoff')}.`,
    ],
    features: [
      {
        title: 'Color-coded PDF markups',
        description:
          'Every area, length and count is highlighted on the drawings by trade and item, so your estimator can audit any quantity against the sheet.',
      },
      {
        title: 'Quantities by location and phase',
        description:
          'Quantities split by building, level, area or phase to match your bid breakdown, schedule of values or pour sequence.',
      },
      {
        title: 'Model-based takeoff',
        description:
          'Where a Revit or IFC model exists, we extract quantities from the model and verify them against the 2D sheets before release.',
      },
      {
        title: 'Waste factors shown separately',
        description:
          'Net measured quantities and waste, lap and overlap allowances sit on separate lines, so you can apply your own factors.',
      },
      {
        title: 'Import-ready output',
        description:
          'Excel workbooks arranged for import into your estimating software, whether you price in Sage Estimating, ProEst, WinEst or your own spreadsheet.',
      },
    ],
    specializations: {
      heading: 'Trades we take off',
      items: [
        'Concrete: footings, slabs, walls, columns and formwork',
        'Reinforcing steel by bar size and weight',
        'Masonry: CMU, brick and stone with grout and ties',
        'Structural and miscellaneous steel',
        'Metal stud framing, drywall and ceilings',
        'Doors, frames and hardware',
        'Flooring, wall finishes and painting',
        'Roofing, waterproofing and insulation',
        'Plumbing fixtures, piping and fittings',
        'HVAC ductwork, equipment and air devices',
        'Electrical devices, light fixtures, conduit and wire',
        'Sitework: earthwork cut and fill, paving and site utilities',
      ],
    },
    benefits: {
      heading: 'What you can count on',
      items: [
        {
          value: claims.takeoffAccuracy,
          title: 'Accuracy on measured quantities',
          description: `${claimStatements.takeoffAccuracyStatement}.`,
        },
        {
          value: standardTurnaround('material-takeoff'),
          title: 'Multi-trade turnaround',
          description: `In ${businessDays.short}; single-trade takeoffs on small sets are often sooner.`,
        },
      ],
    },
    process: [
      {
        title: 'Share drawings and scope',
        description:
          'Send the drawing set, specifications and addenda, and tell us which trades and phases to measure and how quantities should be grouped.',
      },
      {
        title: 'Confirm fee and date',
        description:
          'We check the set for missing sheets and unclear scales, list any questions, and confirm a fixed fee and delivery date in writing.',
      },
      {
        title: 'Measure and cross-check',
        description:
          'Each trade is measured in PlanSwift, On-Screen Takeoff or Bluebeam Revu, and a second estimator re-measures the highest-value items independently.',
      },
      {
        title: 'Deliver workbook and markups',
        description:
          'You receive the Excel takeoff, marked-up PDFs and an assumptions log; questions are answered by the estimator who did the measuring.',
      },
    ],
    testimonial: {
      quote:
        'Their drywall and framing takeoffs come back split by floor and by wall type, which is exactly how we price. We check the markups, add our rates and move straight to the bid.',
      name: 'Kavitha Natarajan',
      role: 'Estimating Manager',
      company: 'Northgate Interiors',
    },
    faqs: [
      {
        question: 'Does a material takeoff include prices?',
        answer:
          'No. A takeoff is quantities only: measured, organized and checked, ready for you to price with your own material quotes and labor rates. If you want the pricing done as well, our cost estimation service adds labor, material, equipment, general conditions and markup, and the takeoff we have already produced becomes the basis of the estimate, so nothing is measured twice.',
      },
      {
        question: 'What file formats do you need, and what do you deliver?',
        answer:
          'We work from PDF, DWG, DWF or TIFF drawing sets, and from Revit (RVT) or IFC models where available. Vector PDFs give the most precise results; scanned sets work if the scale is legible. We deliver an Excel workbook, marked-up PDFs and, if your team uses PlanSwift or Bluebeam Revu, the native project or markup files so you can keep working in them.',
      },
      {
        question: 'How do you handle addenda issued after the takeoff?',
        answer: `Send the addendum and we compare it against the measured set, update only the affected quantities and cloud the changes on the markups, with a change log listing every line that moved and by how much. A small addendum (up to ten changed sheets) comes back in ${daysText(otherTurnaround.addendumUpdate)}; a complete reissue of the drawings is scoped and quoted separately.`,
      },
    ],
    related: ['cost-estimation', 'quantity-surveying', 'bar-bending-schedule', 'construction-cost-estimation'],
    cta: { label: 'Get Quote', href: '/contact' },
    secondaryCta: { label: 'View Examples', href: '/portfolio' },
    closing: {
      heading: 'Need quantities before your bid date?',
      text: `Send the drawings and the trades you are pricing; we will confirm a fixed fee and return checked quantities in ${standardTurnaround('material-takeoff')}.`,
      cta: { label: 'Request Takeoff Quote', href: '/contact' },
    },
  },
  {
    slug: 'cost-estimation',
    title: 'Cost Estimation',
    group: 'estimation',
    updated: '2026-11-24',
    summary:
      'Detailed construction estimates with labor, material, equipment, overhead and markup, built from measured quantities for bids, budgets and lender reviews.',
    description: [
      'Cost estimation turns measured quantities into a number you can sign a bid or a budget against. For each CSI division we price material from current supplier quotes, labor from local wage rates and realistic crew productivity, and equipment from rental and operating costs, then add general conditions, overhead, profit, bonds, insurance and escalation as separate, visible lines. The result is an estimate your team can defend line by line in a bid review or a lender’s cost audit.',
      'We prepare estimates at every design stage, classified under AACE International Recommended Practice 56R-08 for building construction: Class 5 and Class 4 budgets from concept and schematic drawings, Class 3 estimates at design development, and Class 2 bid-level estimates from construction documents. Inputs are the drawings, specifications and addenda, the project location and schedule, and your labor and markup assumptions if you have them. On union or prevailing-wage work we apply the published rates for the county.',
      `Estimates are built in Excel or in your estimating platform, with a summary by division, a detailed line-item sheet, a schedule of alternates and unit prices, and a qualifications and exclusions list written for the bid form. Detailed estimates are delivered in ${claims.estimateTurnaround}, ${businessDays.clockStart}, and a senior estimator reviews every one against cost-per-square-foot benchmarks before it leaves the office.`,
    ],
    features: [
      {
        title: 'Labor priced by crew and productivity',
        description:
          'Labor hours built from crew makeup and production rates for each activity, not from a flat percentage of material cost.',
      },
      {
        title: 'Visible markups and general conditions',
        description:
          'General conditions, overhead, fee, bonds, insurance, contingency and escalation listed as separate lines that you can adjust.',
      },
      {
        title: 'Budgets by element, bids by division',
        description:
          'Concept and schematic budgets by UniFormat II building element (ASTM E1557), so options compare system by system; bid-level estimates by CSI MasterFormat division.',
      },
      {
        title: 'Alternates and unit prices',
        description:
          'Add and deduct alternates, allowances and unit prices priced separately and laid out to match the bid form.',
      },
      {
        title: 'Benchmark review',
        description:
          'Totals compared with RSMeans cost-per-square-foot data and comparable projects to flag outliers before the estimate is submitted.',
      },
      {
        title: 'Qualifications and exclusions',
        description:
          'A written list of assumptions, exclusions and clarifications, ready to attach to your bid or budget report.',
      },
    ],
    process: [
      {
        title: 'Define scope and basis',
        description:
          'Agree the estimate class, trades, location and schedule, and whether to use your labor rates and markups or ours.',
      },
      {
        title: 'Measure quantities',
        description:
          'Take off each division from the drawings or model, with markups that show the quantity behind every price.',
      },
      {
        title: 'Price and build up',
        description:
          'Apply material quotes, labor productivity and equipment costs, then add general conditions, overhead, fee and escalation.',
      },
      {
        title: 'Review and issue',
        description:
          'Senior review against benchmarks, then delivery of the summary, detail sheets and qualifications, with a call to walk your team through the numbers.',
      },
    ],
    faqs: [
      {
        question: 'How accurate will my estimate be?',
        answer:
          'That depends on how complete the design is. Under AACE 56R-08, a Class 5 estimate from concept drawings carries a wide expected range, which narrows as the design develops; a Class 2 estimate from complete construction documents is tight enough to bid. We state the estimate class and the main cost risks on the summary sheet, so everyone reading it knows how much contingency the number needs.',
      },
      {
        question: 'Can you use our labor rates and markups?',
        answer:
          'Yes, and we recommend it for bids. Send your burdened labor rates, crew productivity standards, equipment rates and markup structure, and we will build the estimate on them so the result reads like one of your own. Where you have no standard for a trade, we use local wage data and published productivity, and we flag every assumed rate so you can replace it.',
      },
      {
        question: 'Do you estimate for owners, developers and lenders as well as contractors?',
        answer:
          'Yes. Owners and developers use our estimates to set budgets, test design options and check contractor bids; lenders’ monitors use them as an independent cost review before funding. The format changes with the reader: owner estimates emphasize design contingency and escalation, while contractor estimates break out crew hours and subcontract quotes. Tell us who will rely on the number and we will structure it accordingly.',
      },
    ],
    related: ['material-takeoff', 'value-engineering', 'feasibility-studies', 'procurement-bidding'],
    cta: { label: 'Request an Estimate', href: '/contact' },
    closing: {
      heading: 'Get a number you can bid with',
      text: `Send the drawings, specifications and bid date; a detailed, senior-reviewed estimate comes back in ${claims.estimateTurnaround}.`,
      cta: { label: 'Get an Estimate Quote', href: '/contact' },
    },
  },
  {
    slug: 'quantity-surveying',
    title: 'Quantity Surveying',
    group: 'estimation',
    updated: '2026-11-24',
    summary:
      'NRM cost plans, bills of quantities, interim valuations and final accounts prepared to RICS practice for contractors and developers on UK and European projects.',
    description: [
      'Our quantity surveying service supports contractors, developers and consultants working under UK and European procurement, where cost is managed through the RICS New Rules of Measurement rather than a contractor’s own estimate. Pre-contract, we prepare NRM1 order of cost estimates and elemental cost plans, then NRM2 bills of quantities for tender, measured in CostX or Bluebeam Revu from the tender drawings and specification, with preliminaries, provisional sums and dayworks set out clearly.',
      'Post-contract, we act as the cost function of your team under JCT or NEC4 contracts. That means monthly interim valuations of work in place and materials on site, assessment of variations and compensation events, payment and pay less notices timed to the Housing Grants, Construction and Regeneration Act 1996, and cost reports that track the anticipated final cost against budget. Subcontractor applications are checked against measured work before they are paid.',
      'At completion, we prepare and agree the final account: remeasured provisional quantities, valued variations, adjusted provisional sums, and agreed contra charges, with an audit trail back to instructions and site records. We need the contract documents, drawings, instructions and progress records, and we deliver in Excel or CostX using RICS-recommended formats. Programmes for bills and cost plans are fixed at quotation to suit your tender or reporting dates.',
    ],
    features: [
      {
        title: 'NRM2 bills of quantities',
        description:
          'Tender-ready bills measured by work section, with preliminaries, provisional sums, dayworks and coverage rules stated.',
      },
      {
        title: 'NRM1 cost plans',
        description:
          'Order of cost estimates and elemental cost plans aligned with the RIBA Plan of Work stages and benchmarked against BCIS data.',
      },
      {
        title: 'Interim valuations and payment notices',
        description:
          'Monthly valuations of work in place and materials on site, with payment and pay less notices prepared on time.',
      },
      {
        title: 'Variations and compensation events',
        description:
          'JCT variations and NEC4 compensation events assessed using contract rates, fair rates or Defined Cost as the contract requires.',
      },
      {
        title: 'Final accounts',
        description:
          'Remeasurement, valuation of changes and settlement of the account, supported by a complete audit trail.',
      },
    ],
    process: [
      {
        title: 'Appointment and documents',
        description:
          'Confirm the contract form and the stages you need us for, then collect drawings, specifications and the contract sum analysis or tender bills.',
      },
      {
        title: 'Measure and set up',
        description:
          'Measure quantities to NRM1 or NRM2 in CostX and build the cost plan, bill or valuation template for the project.',
      },
      {
        title: 'Monthly valuation and reporting',
        description:
          'Value work in place, assess changes and issue a cost report with the anticipated final cost and remaining risk allowances.',
      },
      {
        title: 'Agree the final account',
        description:
          'Remeasure, value outstanding changes and negotiate the final account through to a signed agreement.',
      },
    ],
    faqs: [
      {
        question: 'Do you work to NRM and RICS guidance?',
        answer:
          `Yes. Cost plans follow NRM1, bills of quantities follow NRM2, and where maintenance and renewal costs matter we use NRM3. Reports and valuations follow the RICS professional statement Cost prediction and RICS guidance notes. Our surveyors work remotely from our ${site.address.locality} office, so where a contract requires a chartered surveyor to sign a certificate, we prepare the documents for your named RICS member to review and issue.`,
      },
      {
        question: 'Can you value work without being on site?',
        answer:
          'Yes, using the evidence a site surveyor relies on: dated progress photos, marked-up drawings from your site team, delivery tickets, drone or laser scan surveys where available, and the subcontractor’s own application. We agree the evidence format at the start so each monthly valuation is consistent, and we flag any item we cannot verify remotely so it is checked on site before certification.',
      },
      {
        question: 'Which contract forms do you support?',
        answer:
          'Most of our post-contract work is under JCT Design and Build, the JCT Standard Building Contract, and the NEC4 Engineering and Construction Contract main options A to E, including Defined Cost accounting on Option C target contracts. We also work with FIDIC forms on European and international projects. Tell us the contract and its amendments, and we will set up valuation and change procedures to match.',
      },
    ],
    related: ['cost-estimation', 'material-takeoff', 'procurement-bidding', 'value-engineering'],
    cta: { label: 'Request Consultation', href: '/contact' },
    closing: {
      heading: 'Need a QS on your next UK project?',
      text: 'Tell us the contract form and the stage you are at, and we will propose a scope covering cost plans, bills, valuations or the final account.',
      cta: { label: 'Talk to a Quantity Surveyor', href: '/contact' },
    },
  },
  {
    slug: 'feasibility-studies',
    title: 'Feasibility Studies',
    group: 'estimation',
    updated: '2026-11-23',
    summary:
      'Early cost and buildability studies that test a site, a scheme and a budget before design commitment, setting out cost per square foot, program and risk.',
    description: [
      'A feasibility study answers one question before you spend on full design: can this scheme be built on this site, for this budget, in this time? We work with developers, landowners and design teams at concept stage, when the information is a site plan, a massing study or a brief, and the decisions with the most cost leverage are still open.',
      'We price each option as an order of cost estimate, following NRM1 on UK projects and as an AACE Class 5 parametric estimate on US work, based on floor area, building form, structural system and specification level. Rates come from benchmarked cost data and comparable projects, with location, market conditions and escalation to the construction midpoint applied explicitly. Abnormal costs such as poor ground, demolition, utility diversions or remediation are priced as separate items rather than buried in a rate.',
      `The deliverable is a concise PDF report backed by an Excel cost model: cost per square foot or square meter for each option, an outline construction program, a cash-flow curve, and a risk register listing the assumptions that would move the number most. Where needed, we format the construction cost as an input to your development appraisal. Single-option studies are usually returned in ${claims.estimateTurnaround}; multi-option studies are scheduled at quotation.`,
    ],
    features: [
      {
        title: 'Option comparison',
        description:
          'Side-by-side costs for alternative massing, structural systems or specifications, so the most economical route to your brief is visible early.',
      },
      {
        title: 'Abnormal cost identification',
        description:
          'Ground conditions, demolition, remediation, utility work and access constraints priced separately rather than hidden in a rate.',
      },
      {
        title: 'Outline program and cash flow',
        description:
          'A high-level construction program and S-curve cash flow to support funding, phasing and procurement decisions.',
      },
      {
        title: 'Appraisal-ready cost input',
        description:
          'Construction cost, fees and contingency formatted to drop straight into your development appraisal or residual land valuation.',
      },
      {
        title: 'Assumptions and risk register',
        description:
          'Every assumption stated, with the risks most likely to move the estimate ranked by potential impact.',
      },
    ],
    process: [
      {
        title: 'Brief and site information',
        description:
          'Share the site plan, brief, massing or concept drawings, and any topographic survey or ground investigation reports.',
      },
      {
        title: 'Define the options',
        description:
          'Agree which options to test: building form, height, structural frame, specification level or phasing.',
      },
      {
        title: 'Cost and program each option',
        description:
          'Prepare an order of cost estimate, outline program and cash flow for every option on the same basis.',
      },
      {
        title: 'Report and review call',
        description:
          'Issue the report and cost model, then walk through the results and sensitivities with your team.',
      },
    ],
    faqs: [
      {
        question: 'How much design information do you need for a feasibility study?',
        answer:
          'Less than most clients expect. A site plan, a schedule of accommodation or target floor areas, and an idea of the building type and quality are enough for an order of cost estimate. Massing drawings, a ground investigation and utility searches make the result more reliable. We state the information we used and the gaps that remain, so the level of confidence is clear to everyone.',
      },
      {
        question: 'How reliable is a feasibility estimate?',
        answer:
          'It is a planning tool, not a bid. Costs at concept stage carry a wide range because most design decisions are still open, so we include design and construction contingencies and show which assumptions drive the number. Its value lies in comparing options consistently and catching unaffordable schemes early; we recommend updating it at each RIBA stage or schematic design milestone.',
      },
      {
        question: 'Can you include fees, VAT and other project costs?',
        answer:
          'Yes. Alongside construction cost, we can allow for professional fees, surveys, planning and statutory costs, utility connection charges, client contingencies and, on UK projects, VAT treatment and inflation to the construction midpoint. Land cost, finance and sales values normally come from your own appraisal, and we format our output to sit alongside them without rework.',
      },
    ],
    related: ['cost-estimation', 'value-engineering', 'architectural-design', 'construction-cost-estimation'],
    cta: { label: 'Request Consultation', href: '/contact' },
    closing: {
      heading: 'Test the scheme before you commit to design',
      text: 'Share the site and the brief, and we will propose which options to cost and when you will have the answer.',
      cta: { label: 'Discuss a Feasibility Study', href: '/contact' },
    },
  },
  {
    slug: 'value-engineering',
    title: 'Value Engineering',
    group: 'estimation',
    updated: '2026-11-23',
    summary:
      'Structured value engineering that finds savings without losing function, with every proposal priced, checked for schedule and risk, and logged for approval.',
    description: [
      'Value engineering is not cutting scope until the budget fits. Done properly, it is a structured review of what each building element has to do, followed by a search for a cheaper way to do the same thing without losing performance, durability or maintainability. We run VE reviews for owners whose bids came in over budget, for contractors offering alternatives on design-build and negotiated work, and for design teams who want cost checked before construction documents are finished.',
      'Our reviews follow the SAVE International job plan: information, function analysis, creative, evaluation, development and presentation phases. We start from the current estimate, rank elements by cost and focus where the money is; the structural frame, facade, MEP systems and foundations usually hold most of the opportunity. Typical proposals include alternative slab systems, rationalized column grids and rebar grades, different wall assemblies, MEP routing and equipment changes, and equal-performance specification substitutions.',
      'Each proposal becomes a one-page VE item showing the original and proposed design, the priced saving including knock-on effects, the schedule impact, the design risk and who must approve it. Where running costs matter, we compare options by whole-life cost following ISO 15686-5. Everything sits in an Excel VE log that the design team can accept, reject or defer item by item, and accepted savings carry straight into the revised estimate.',
    ],
    features: [
      {
        title: 'Function analysis',
        description:
          'Elements reviewed by the function they perform, using FAST diagrams to separate what the project needs from what is habit.',
      },
      {
        title: 'Priced VE proposals',
        description:
          'Every idea priced with its knock-on costs, so a lighter facade that needs a heavier frame is caught before approval.',
      },
      {
        title: 'Whole-life cost comparison',
        description:
          'Capital and operating costs compared over the asset life for MEP plant, envelope and finish options.',
      },
      {
        title: 'Schedule and risk review',
        description:
          'Each proposal assessed for its effect on the program, permits, procurement lead times and design liability.',
      },
      {
        title: 'Approval-ready VE log',
        description:
          'A single register of ideas, savings and decisions that designers and owners can sign off item by item.',
      },
    ],
    process: [
      {
        title: 'Baseline cost and design review',
        description:
          'Study the drawings, specifications and current estimate, and rank building elements by cost and savings potential.',
      },
      {
        title: 'Function analysis and ideas',
        description:
          'Define what each high-cost element must achieve and generate alternatives that deliver the same function.',
      },
      {
        title: 'Develop and price proposals',
        description:
          'Develop viable ideas with sketches, quantities and pricing, including effects on structure, MEP and schedule.',
      },
      {
        title: 'Present and track decisions',
        description:
          'Present the proposals to the owner and design team, then carry accepted items into the revised estimate.',
      },
    ],
    faqs: [
      {
        question: 'When is the best time for value engineering?',
        answer:
          'The earlier, the cheaper. Savings are easiest at schematic design and design development, when changing a structural system or floor-to-floor height costs little redesign. VE after bids arrive still works, but it usually targets finishes, MEP equipment and procurement, because structural changes at that point trigger redesign fees and permit revisions. We can review at any stage and will tell you what is realistic.',
      },
      {
        question: 'Will value engineering lower the quality of the building?',
        answer:
          'It should not, and our proposals are screened to prevent it. Each alternative must meet the same function and performance criteria as the original: structural capacity, fire rating, acoustic and thermal performance, durability and maintenance. Where a proposal does trade some performance for cost, the VE item says so plainly and the decision stays with the owner and the designer of record.',
      },
      {
        question: 'Who approves the changes you propose?',
        answer:
          'The owner and the designers of record. We do not take design responsibility for alternatives: each VE item names the architect or engineer who must review it, the documents affected and any code or permit implications. Once an item is accepted, the design team updates the drawings, and we carry the agreed saving into the estimate and close the item in the VE log.',
      },
    ],
    related: ['cost-estimation', 'feasibility-studies', 'structural-design', 'procurement-bidding'],
    cta: { label: 'Request Consultation', href: '/contact' },
    closing: {
      heading: 'Over budget, or worried you will be?',
      text: 'Send the drawings and the latest estimate, and we will show where value engineering can realistically close the gap.',
      cta: { label: 'Request a VE Review', href: '/contact' },
    },
  },
  {
    slug: 'procurement-bidding',
    title: 'Procurement & Bidding',
    group: 'estimation',
    updated: '2026-11-23',
    summary:
      'Bid packages, scope sheets, subcontractor outreach and bid leveling that let general contractors and owners compare like with like and award with confidence.',
    description: [
      'Good procurement starts before the first invitation goes out. We help general contractors and owners split a project into clear trade packages, write scope sheets that close the gaps between them, and compare the bids that come back on a genuinely equal basis. Most award disputes trace back to scope that fell between two packages or a low bid that excluded something the others included; bid leveling exists to catch both before the contract is signed.',
      'From your drawings, specifications and contract terms, we prepare bid packages by CSI MasterFormat division, or as UK work packages for two-stage and design-and-build tenders. Each includes a scope of work, inclusions and exclusions, drawing and specification lists, and a bid form with unit prices and alternates. We can manage invitations, bidder questions and addenda through your platform, such as BuildingConnected, Procore or a tender portal, or by email.',
      'When bids arrive, we level them in Excel: every bid is mapped to the same scope checklist, exclusions and qualifications are priced back in using our independent estimate, and arithmetic and unit-price errors are flagged. The output is a leveled bid tabulation and a short recommendation memo per package covering scope risk, outliers and points to clarify at interview. Leveling turnaround is agreed per package before bids close, so it fits your award schedule.',
    ],
    features: [
      {
        title: 'Trade package strategy',
        description:
          'Packages split to suit the local subcontractor market, with every interface assigned so no scope is left between trades.',
      },
      {
        title: 'Scope sheets and bid forms',
        description:
          'Inclusions, exclusions, alternates and unit prices written for each package, so bids arrive in a comparable format.',
      },
      {
        title: 'Bidder outreach and questions',
        description:
          'Invitations, pre-bid question logs and addenda managed through your bidding platform or by email.',
      },
      {
        title: 'Bid leveling',
        description:
          'Every bid mapped to the same scope checklist, with exclusions priced back in against an independent estimate.',
      },
      {
        title: 'Award recommendations',
        description:
          'A short memo per package ranking bidders on leveled price, scope coverage, schedule and qualification risk.',
      },
    ],
    process: [
      {
        title: 'Plan the packages',
        description:
          'Review the documents and contract strategy, then agree the package list, bidder list and bid calendar.',
      },
      {
        title: 'Issue the bid documents',
        description:
          'Prepare scope sheets and bid forms, send invitations, and manage questions and addenda until bids close.',
      },
      {
        title: 'Level the bids',
        description:
          'Normalize every bid to the same scope and price back exclusions using our independent estimate.',
      },
      {
        title: 'Recommend and hand over',
        description:
          'Issue the leveled tabulation and recommendation memo, with clarification questions ready for bidder interviews.',
      },
    ],
    faqs: [
      {
        question: 'Do you find subcontractors for us?',
        answer:
          'We work primarily from your own bidder lists, since you know who performs in your market. Where a package has too few bidders, we research additional firms in the project area from public directories and plan-room listings and contact them on your behalf, but prequalification and the final decision on who is invited always stay with you.',
      },
      {
        question: 'What does bid leveling actually change?',
        answer:
          'It reveals the real low bid. Bids rarely cover identical scope: one excludes hoisting, another excludes permits, a third qualifies the schedule. We list every inclusion and exclusion against the same scope checklist, add a priced allowance for each missing item and correct arithmetic errors. The leveled totals often rank bidders differently from the raw prices, and the memo explains why.',
      },
      {
        question: 'Can you support UK tenders and two-stage procurement?',
        answer:
          'Yes. On UK projects we prepare work packages and tender documents aligned with JCT or NEC4 subcontracts, run tender returns analysis, and support two-stage tendering where preliminaries and overheads are fixed at first stage before second-stage packages are priced. Our quantity surveyors can also produce NRM2 bills of quantities when you want every bidder to price a common bill.',
      },
    ],
    related: ['cost-estimation', 'quantity-surveying', 'contractor-coordination', 'material-takeoff'],
    cta: { label: 'Request Consultation', href: '/contact' },
    closing: {
      heading: 'Bidding a project with many packages?',
      text: 'Tell us the package list and bid date, and we will propose a plan for scope sheets, bidder management and leveling.',
      cta: { label: 'Plan Your Bid Packages', href: '/contact' },
    },
  },
];
