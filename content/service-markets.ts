import type { MarketId } from './markets';
import type { Feature, Service } from './types';
import type { ServiceWords } from '@/lib/content/services';

/**
 * What each market's variant of a service page says in its own terms: the standards, units and
 * practice of that market. A field given here replaces the service's own (content/services/) on that
 * market's page; fields not given are shared. The bar bending schedule's packages come from
 * lib/content/bbs-packages.ts. Every service in content/markets.ts `marketPages` has an entry per market
 * (a test checks), an empty one where the shared page already speaks that market's language.
 */
export type ServiceVariant = Partial<Pick<Service, 'seoTitle' | 'summary' | 'description' | 'features' | 'specializations' | 'benefits' | 'process' | 'testimonial' | 'faqs' | 'closing'>> & {
  /** Capability cards replaced one by one, by the shared card's title (the others stay). */
  replaceFeatures?: Record<string, Feature>;
};

/**
 * Each market's variants, given the facts and sentences they quote (lib/content/services.ts builds them).
 */
export function serviceVariantsOf({ claims, daysText, otherTurnaround, revisions, standardTurnaround, whichPackageFaq }: ServiceWords) {
  /** The takeoff's deliverables as the UK and Europe read them; `breakdown` names how a client splits a tender there. */
  const metricTakeoffFeatures = (breakdown: string): ServiceVariant['features'] => [
    { title: 'Colour-coded PDF markups', description: 'Every area, length and number is highlighted on the drawings by trade and item, so your estimator can audit any quantity against the sheet.' },
    { title: 'Quantities by location and phase', description: `Quantities split by building, level, zone or phase to match your tender breakdown, ${breakdown} or pour sequence.` },
    { title: 'Model-based takeoff', description: 'Where a Revit or IFC model exists, we extract quantities from the model and check them against the 2D sheets before release.' },
    { title: 'Waste shown separately', description: 'Net quantities as fixed in position, with waste, laps and overlaps on separate lines, so you apply your own allowances.' },
    { title: 'Import-ready output', description: 'Excel or CostX workbooks arranged for import into your estimating software or pricing spreadsheet, with item codes you choose.' },
  ];

  /** The trades a metric takeoff measures, in British English (UK and Europe alike). */
  const metricTakeoffTrades: ServiceVariant['specializations'] = {
    heading: 'Trades we measure',
    items: [
      'In situ concrete: foundations, slabs, walls, columns and formwork',
      'Reinforcement by bar diameter, in tonnes',
      'Masonry: blockwork, brickwork and stone, with ties and cavity closers',
      'Structural and secondary steelwork',
      'Drylining, metal stud partitions and suspended ceilings',
      'Doors, frames and ironmongery',
      'Floor, wall and ceiling finishes and decoration',
      'Roofing, waterproofing and insulation',
      'Sanitaryware, pipework and fittings',
      'Ductwork, plant and air terminals',
      'Electrical accessories, luminaires, containment and cabling',
      'External works: excavation and fill, paving and drainage',
    ],
  };

  const metricTakeoffTestimonial: ServiceVariant['testimonial'] = {
    quote: 'Their drylining and blockwork quantities come back by floor and by wall type, which is how we price. We check the markups, add our rates and go straight to the tender.',
    name: 'Kavitha Natarajan',
    role: 'Estimating Manager',
    company: 'Northgate Interiors',
  };

  /** How a metric takeoff runs; `basis` is how the trades are measured, `measurer` who checks them. */
  const metricTakeoffProcess = (basis: string, measurer: string): ServiceVariant['process'] => [
    { title: 'Share drawings and scope', description: 'Send the drawings, specification and tender addenda, and tell us which trades and phases to measure and how quantities should be grouped.' },
    { title: 'Confirm fee and date', description: 'We check the set for missing sheets and unclear scales, list any queries, and confirm a fixed fee and delivery date in writing.' },
    { title: 'Measure and cross-check', description: `Each trade is measured in CostX or Bluebeam Revu by ${basis}, and a second ${measurer} re-measures the high-value items independently.` },
    { title: 'Deliver workbook and markups', description: `You receive the workbook, marked-up PDFs and an assumptions log; queries are answered by the ${measurer} who did the measuring.` },
  ];

  const metricTakeoffFaqs: ServiceVariant['faqs'] = [
    { question: 'Does a material takeoff include prices?', answer: 'No. A takeoff is quantities only: measured, organised and checked, ready for you to price with your own supplier quotes and labour rates. If you want the pricing done as well, our cost estimation service adds labour, plant, materials, preliminaries and overheads and profit, and the takeoff we have already produced becomes the basis of the estimate, so nothing is measured twice.' },
    { question: 'What file formats do you need, and what do you deliver?', answer: 'We work from PDF, DWG or DWF drawing sets, and from Revit (RVT) or IFC models where available. Vector PDFs give the most precise results; scanned sets work if the scale is legible. We deliver an Excel or CostX workbook, marked-up PDFs and, if your team uses Bluebeam Revu, the native markup files so you can keep working in them.' },
    { question: 'How do you handle addenda issued after the takeoff?', answer: `Send the addendum and we compare it against the measured set, update only the affected quantities and cloud the changes on the markups, with a change log listing every line that moved and by how much. A small addendum (up to ten changed sheets) comes back in ${daysText(otherTurnaround.addendumUpdate)}; a complete reissue of the drawings is scoped and quoted separately.` },
  ];

  const metricTakeoffClosing: ServiceVariant['closing'] = {
    heading: 'Need quantities before your tender return?',
    text: `Send the drawings and the trades you are pricing; we will confirm a fixed fee and return checked quantities in ${standardTurnaround('material-takeoff')}.`,
    cta: { label: 'Request Takeoff Quote', href: '/contact' },
  };

  const serviceVariants: Record<string, Record<MarketId, ServiceVariant>> = {
    'cost-estimation': {
      us: {},
      uk: {
        seoTitle: 'UK Cost Estimation and NRM1 Cost Plans',
        summary:
          'Order of cost estimates, NRM1 elemental cost plans and priced bills for UK projects, in pounds sterling per square metre and benchmarked against BCIS data.',
        description: [
          'For UK projects we estimate the way a cost consultant reports to a client: an NRM1 order of cost estimate at RIBA Stages 0-1, then elemental cost plans that grow with the design from formal cost plan 1 at Stage 2, with building works, main contractor’s preliminaries, overheads and profit, design and construction risk allowances and inflation each shown as its own line. Rates are in pounds sterling at a stated base date and location, and the cost per square metre of gross internal floor area is set against BCIS benchmarks for the building type.',
          'Contractors tendering for UK work receive the same structure from the other side: a priced bill of quantities or contract sum analysis measured to NRM2, with labour, plant and materials built up from current subcontract and supplier quotes, and preliminaries priced week by week from the tender programme. Where the employer has issued bills, we price them as issued and list every item we had to qualify; on design and build tenders we price the contractor’s proposals against the employer’s requirements and list every point where the two differ.',
          `Deliverables are Excel or CostX workbooks with a summary, an elemental or work-section breakdown and a list of assumptions and exclusions, typically returned in ${claims.estimateTurnaround}. Every estimate is reviewed by a senior quantity surveyor before it leaves the office; fees exclude VAT, as every price on our UK pages does.`,
        ],
        features: [
          { title: 'NRM1 order of cost estimates', description: 'Early estimates from floor areas and functional units, set out to NRM1 so the client’s team reads them without translation.' },
          { title: 'Elemental cost plans', description: 'Cost plans by NRM1 element and sub-element, updated at each RIBA stage, with the change since the last issue explained.' },
          { title: 'Priced bills for tender', description: 'NRM2 bills priced with current UK subcontract and supplier rates, preliminaries built up week by week from the programme.' },
          { title: 'Risk and inflation shown apart', description: 'Design and construction risk allowances and inflation to the tender and construction midpoint as separate, adjustable lines.' },
          { title: 'BCIS benchmarking', description: 'Totals per square metre of gross internal area compared with BCIS data for the building type and region before issue.' },
        ],
        faqs: [
          { question: 'Do your UK estimates follow NRM1?', answer: 'Yes. Order of cost estimates and cost plans follow NRM1: building works by element, then main contractor’s preliminaries, overheads and profit, project and design team fees where asked, risk allowances and inflation, each on its own line. A client, a funder’s monitoring surveyor or a contractor can trace every figure to its element and its quantity.' },
          { question: 'What base date and location do the rates use?', answer: 'The rates carry a stated base date (for example Q4 2026) and are adjusted to the project’s region with BCIS location factors. Inflation to the tender date and to the construction midpoint is added as a separate allowance, so the estimate can be brought up to date later without repricing every line.' },
          { question: 'Do your fees include VAT?', answer: 'No. UK fees are quoted in pounds sterling excluding VAT, and VAT is due at the standard rate, even when the project is new homes: the zero rate covers the builder’s work, not a consultant’s. Because our work is tied to a site in the UK, who accounts for the VAT depends on the job and on whether you are VAT-registered, so each quote states the treatment before you accept it.' },
        ],
        process: [
          { title: 'Agree the brief and basis', description: 'Agree the RIBA stage and NRM1 level of the estimate, its base date and location, and whether to use your labour rates and on-costs or ours.' },
          { title: 'Measure quantities', description: 'Measure each element or work section from the drawings or model to NRM1 or NRM2, with markups that show the quantity behind every rate.' },
          { title: 'Price and build up', description: 'Apply supplier and subcontract quotes, labour and plant, then add preliminaries, overheads and profit, risk and inflation as separate lines.' },
          { title: 'Review and issue', description: 'A senior quantity surveyor reviews the figures against BCIS benchmarks; we issue the summary, the detail and the assumptions, and walk your team through them.' },
        ],
        closing: {
          heading: 'Get a figure you can tender with',
          text: `Send the drawings, the specification and the tender return date; a detailed estimate, reviewed by a senior quantity surveyor, comes back in ${claims.estimateTurnaround}.`,
          cta: { label: 'Get an Estimate Quote', href: '/contact' },
        },
      },
      eu: {
        seoTitle: 'Cost Estimation for European Projects',
        summary:
          'Cost estimates for European projects in euros per square metre, structured by trade package or your national cost classification, with risk shown apart.',
        description: [
          'For projects in the eurozone we price in euros at a stated base date and region, in metric units throughout, and structure the estimate the way your market reads it: by trade package for a contractor’s tender, or by a national cost classification where the client asks for one, such as the cost groups of DIN 276 in Germany or the NL-SfB elements used in the Netherlands. Where the team has no preference, we use the NRM1 element structure and say so on the summary.',
          'Estimates are built from measured quantities, current supplier and subcontract quotes for the region, and labour and plant costs that reflect local productivity. Site overheads, head office overheads and profit, design and construction risk and escalation are each a separate line, so your team can adjust them without reworking the detail. Designs checked to Eurocode 2 and the national annex are priced from the reinforcement rates they actually need.',
          `Deliverables are Excel or CostX workbooks with a summary, the detail by package or element and the assumptions and exclusions, typically returned in ${claims.estimateTurnaround}. A senior estimator reviews every one against benchmarks per square metre of gross floor area before it is issued; fees exclude VAT.`,
        ],
        features: [
          { title: 'Your cost classification', description: 'Estimates structured by trade package, by DIN 276 cost group, by NL-SfB element or by NRM1 element, as the reader expects.' },
          { title: 'Regional rates in euros', description: 'Material, labour and plant priced for the project’s region at a stated base date, with escalation added as its own line.' },
          { title: 'Risk and overheads shown apart', description: 'Site overheads, head office overheads and profit, risk and escalation as separate lines that your team can adjust.' },
          { title: 'Metric throughout', description: 'Quantities in m³, m², m and tonnes, with reinforcement measured from bar schedules whose shapes follow ISO 3766 and whose bends, anchorages and laps follow Eurocode 2 (EN 1992-1-1) and its national annex.' },
          { title: 'Benchmark review', description: 'Totals per square metre compared with comparable European projects to flag outliers before the estimate is issued.' },
        ],
        faqs: [
          { question: 'Which cost structure do you use for European projects?', answer: 'The one the estimate’s reader works in. German clients usually want the cost groups of DIN 276, Dutch clients the NL-SfB elements, contractors their own trade packages. Where nobody has a preference we use the NRM1 element structure, which most international teams recognise, and we can map one structure onto another on request.' },
          { question: 'Do your fees include VAT?', answer: 'No. Fees are in euros excluding VAT. Work tied to a site is taxed in the country where the site is, whichever country you are in, and that country’s rules decide whether you or we account for the VAT. Each quote states the treatment before you accept it. Norway is outside the EU and Poland outside the eurozone: we work there too, in euros unless we agree otherwise.' },
        ],
        process: [
          { title: 'Agree the brief and basis', description: 'Agree the cost classification, the base date and region, and whether to use your labour rates and on-costs or ours.' },
          { title: 'Measure quantities', description: 'Measure each package or element from the drawings or model in metric units, with markups that show the quantity behind every rate.' },
          { title: 'Price and build up', description: 'Apply regional supplier and subcontract quotes, labour and plant, then add site overheads, head office overheads and profit, risk and escalation as separate lines.' },
          { title: 'Review and issue', description: 'A senior estimator reviews the totals against comparable European projects; we issue the summary, the detail and the assumptions, and walk your team through them.' },
        ],
        closing: {
          heading: 'Get a figure you can tender with',
          text: `Send the drawings, the specification and the tender deadline; a detailed, senior-reviewed estimate comes back in ${claims.estimateTurnaround}.`,
          cta: { label: 'Get an Estimate Quote', href: '/contact' },
        },
      },
    },
    'quantity-surveying': {
      us: {
        seoTitle: 'US Quantity Surveying and Cost Management',
        summary:
          'Quantity surveying for US projects: schedules of values, pay application reviews, change order pricing and cost reports, organized by CSI MasterFormat division.',
        description: [
          'In the United States the work a quantity surveyor does sits with the owner’s cost manager or the contractor’s project controls team: measuring the work, checking what is claimed for it and pricing what changes. We do that work remotely for owners, developers, lenders’ monitors and general contractors, in US dollars and imperial units, organized by CSI MasterFormat division so it lines up with the estimate and the schedule of values.',
          'Post-award, we review each monthly pay application (AIA G702 and G703 or your own format) against work in place, stored materials and the schedule of values, price change order requests from the contract unit prices or a detailed build-up, and keep a cost report that tracks committed cost, pending changes and the forecast at completion against budget. Subcontractor pay applications are checked the same way before they are approved.',
          'At closeout we reconcile the contract sum: approved change orders, allowances and unit-price quantities, retainage and back-charges, with an audit trail to the supporting documents. For projects in the UK and Europe, our UK and Europe pages describe the same service measured to NRM and priced in pounds or euros.',
        ],
        features: [
          { title: 'Schedules of values', description: 'Schedules of values by CSI division and building area, balanced against the estimate so pay applications can be checked line by line.' },
          { title: 'Pay application reviews', description: 'Monthly AIA G702 and G703 reviews of work in place and stored materials, with the items to hold and why.' },
          { title: 'Change order pricing', description: 'Change order requests priced from contract unit prices or a labor, material and equipment build-up, with a recommended value.' },
          { title: 'Cost reports and forecasts', description: 'Committed cost, pending changes and forecast at completion against budget, issued monthly to owner or contractor.' },
          { title: 'Closeout reconciliation', description: 'Allowances, unit-price quantities, retainage and back-charges reconciled to a final contract sum with its audit trail.' },
        ],
        faqs: [
          { question: 'Is quantity surveying different from estimating in the US?', answer: 'The estimate prices the work before it is bought; quantity surveying follows the money after that: checking that what is billed matches what is built, pricing changes and forecasting the final cost. We do both, and when we wrote the estimate the schedule of values and the change pricing use the same quantities.' },
          { question: 'Can you review pay applications without being on site?', answer: 'Yes, from the evidence a site visit would see: dated progress photos, the superintendent’s daily reports, delivery tickets and stored-material invoices, and marked-up drawings. We agree the evidence at the start and flag any line we cannot verify remotely, so it is checked on site before payment.' },
        ],
        process: [
          { title: 'Appointment and documents', description: 'Confirm whether we act for the owner or the contractor, then collect the contract, the estimate or schedule of values, drawings and specifications.' },
          { title: 'Set up the cost baseline', description: 'Balance the schedule of values against the estimate by CSI division and set up the pay application and change order logs.' },
          { title: 'Monthly review and reporting', description: 'Review each pay application against work in place, price pending changes and issue a cost report with the forecast at completion.' },
          { title: 'Close out the contract sum', description: 'Reconcile allowances, unit-price quantities, retainage and back-charges to an agreed final contract sum.' },
        ],
        closing: {
          heading: 'Need cost control on your next US project?',
          text: 'Tell us whether you act for the owner or the contractor and where the project stands, and we will propose a scope from schedule of values to closeout.',
          cta: { label: 'Talk to a Cost Manager', href: '/contact' },
        },
      },
      uk: {
        seoTitle: 'UK Quantity Surveying: NRM2 Bills',
      },
      eu: {
        seoTitle: 'Quantity Surveying for European Projects',
        summary:
          'Bills of quantities, cost plans, valuations and final accounts for European projects in euros, under FIDIC or local contracts, to NRM2 or a national method.',
        description: [
          'On European projects we act as the cost function of the team under FIDIC or the local standard form, such as the VOB in Germany or the UAV in the Netherlands. Pre-contract we prepare cost plans and bills of quantities in euros and metric units, measured to NRM2 where the employer asks for it or to the national method of measurement where one applies, with preliminaries, provisional sums and dayworks set out for tender.',
          'Post-contract we value work in place each month, assess variations and claims against contract rates or a build-up, and report the forecast final cost against budget. Subcontract applications are checked against measured work before they are paid, and payment certificates follow the timetable the contract sets.',
          'At completion we prepare and agree the final account with an audit trail back to instructions and site records. Deliverables are in Excel or CostX, in English, with quantities in m³, m², m, nr and tonnes; where a contract requires a locally registered professional to sign, we prepare the documents for your named engineer or surveyor to review and issue.',
        ],
        // The shared cards are the UK's (NRM1, RIBA stages, BCIS, pay less notices, NEC4): Europe's name its own contracts.
        replaceFeatures: {
          'NRM2 bills of quantities': { title: 'Bills of quantities', description: 'Tender bills measured to NRM2 or to the national method the employer uses, with the method stated in the preamble, and preliminaries, provisional sums and dayworks set out.' },
          'NRM1 cost plans': { title: 'Cost plans by design stage', description: 'Elemental cost plans in euros at each design stage, benchmarked against our own cost data for the country and, where the employer uses one, its national cost structure such as DIN 276.' },
          'Interim valuations and payment notices': { title: 'Interim valuations and payment certificates', description: 'Monthly valuations of work in place and materials on site for the interim payment the contract provides, such as a FIDIC clause 14 application or a VOB/B §16 Abschlagszahlung.' },
          'Variations and compensation events': { title: 'Variations and claims', description: 'Variations valued under the contract’s own rules, such as FIDIC clause 13 or VOB/B §2 (5) and (6), from contract rates, new rates or a cost build-up.' },
        },
        process: [
          { title: 'Appointment and documents', description: 'Confirm the contract form, its particular conditions and the stages you need us for, then collect drawings, specifications and the priced bill or contract breakdown.' },
          { title: 'Measure and set up', description: 'Measure to NRM2 or the national method in CostX and build the cost plan, bill or valuation template for the project.' },
          { title: 'Monthly valuation and reporting', description: 'Value work in place, assess variations and claims and issue a cost report with the forecast final cost.' },
          { title: 'Agree the final account', description: 'Remeasure, value outstanding variations and agree the final account with an audit trail to instructions and site records.' },
        ],
        faqs: [
          { question: 'Which contract forms do you work under in Europe?', answer: 'Mostly FIDIC (the Red, Yellow and Silver Books) on international projects, and local standard forms where the employer uses one, such as the VOB in Germany or the UAV in the Netherlands. Tell us the form and its particular conditions, and we set up valuation, change and payment procedures to match.' },
          { question: 'Do you measure to NRM2 or to a national method?', answer: 'Either. International employers often ask for NRM2 bills because their teams know them; local employers expect their national method and its item descriptions. We state the method on the preamble of every bill so tenderers price on the same basis.' },
        ],
        closing: {
          heading: 'Need a QS on your next European project?',
          text: 'Tell us the contract form and the stage you are at, and we will propose a scope covering cost plans, bills, valuations or the final account.',
          cta: { label: 'Talk to a Quantity Surveyor', href: '/contact' },
        },
      },
    },
    'material-takeoff': {
      us: {},
      uk: {
        seoTitle: 'UK Material Takeoff to NRM2',
        summary: `Trade-by-trade quantities for UK tenders measured to NRM2 work sections, in Excel or CostX with marked-up drawings, checked by an independent re-measure.`,
        description: [
          'For UK projects a takeoff is measured the way a UK estimator prices it: cubic metres of concrete, square metres of formwork, blockwork and finishes, tonnes of reinforcement, linear metres of skirting and drainage, and numbers of doors, fittings and chambers, grouped by NRM2 work section or by your own trade packages. We measure; you price, so your rates and your margins stay yours.',
          'Send the drawings as PDF or DWG with the specification and any tender addenda. We measure in CostX or Bluebeam Revu, or extract quantities from a Revit or IFC model where one exists, and cross-check the high-value items by a second method. Quantities are net as fixed in position, as NRM2 measures them, with waste and laps as separate, editable allowances.',
          `Deliverables are an Excel or CostX workbook by work section, colour-coded markups showing exactly what was measured, and a log of assumptions and drawing queries. Before release a second surveyor re-measures the highest-value items independently (the check the accuracy figure below measures). A multi-trade takeoff takes ${standardTurnaround('material-takeoff')}.`,
        ],
        features: metricTakeoffFeatures('contract sum analysis'),
        specializations: metricTakeoffTrades,
        process: metricTakeoffProcess('NRM2 work section', 'surveyor'),
        testimonial: metricTakeoffTestimonial,
        faqs: metricTakeoffFaqs,
        closing: metricTakeoffClosing,
      },
      eu: {
        seoTitle: 'Material Takeoff for European Projects',
        summary: `Trade-by-trade quantities for European projects in m³, m², m and tonnes, grouped by your trade packages or national cost structure, with marked-up drawings.`,
        description: [
          'For projects in Europe we measure in metric units throughout: cubic metres of concrete, square metres of formwork, masonry and finishes, tonnes of reinforcement, linear metres of pipe and cable tray, and numbers of doors, fittings and devices, grouped by your trade packages or by the cost structure your market uses. We measure; you price.',
          'Send the drawings as PDF, DWG or IFC with the specification and any addenda. We measure in CostX or Bluebeam Revu, or extract quantities from the model where one exists, and cross-check the high-value items by a second method. Quantities are net as drawn, with waste and laps as separate, editable allowances.',
          `Deliverables are an Excel workbook, colour-coded markups showing exactly what was measured, and a log of assumptions and drawing queries, in English. Before release a second estimator re-measures the highest-value items independently (the check the accuracy figure below measures). A multi-trade takeoff takes ${standardTurnaround('material-takeoff')}.`,
        ],
        features: metricTakeoffFeatures('cost plan'),
        specializations: metricTakeoffTrades,
        process: metricTakeoffProcess('trade package or national cost group', 'estimator'),
        testimonial: metricTakeoffTestimonial,
        faqs: metricTakeoffFaqs,
        closing: metricTakeoffClosing,
      },
    },
    'bar-bending-schedule': {
      us: {
        seoTitle: 'US Bar Lists to ACI MNL-66 and CRSI',
        replaceFeatures: { 'Standard shape codes': { title: 'Standard shape codes', description: 'Every bar scheduled with a CRSI standard bend type and ACI 318 standard hook dimensions, labeled exactly as your bending crew reads them.' } },
        summary:
          'Bar lists and bending schedules to ACI MNL-66 and CRSI bend types, with bar marks, cut lengths and weights in pounds and tons, in Excel or CSV for your shop.',
        description: [
          'A bar bending schedule, or bar list (the BBS of UK and European drawings), is the fabricator’s production list: every bar mark in the structure with its bar size, bend type, bending dimensions, number of bars, cut length and total weight. It drives cutting and bending in the shop, it is the basis of tonnage for ordering and invoicing, and on site it is how ironworkers and inspectors confirm that the right bars have arrived for the right pour.',
          'For US work we follow the ACI Detailing Manual (MNL-66) and the CRSI Manual of Standard Practice: CRSI standard bend types, ACI standard hook dimensions and fabrication tolerances, ASTM A615 or A706 bar sizes from #3 to #18, and weights from the nominal weight of each size in pounds per foot, summarized in US tons of 2,000 pounds.',
          'Inputs are the approved placing drawings; the packages schedule from them, and if you only have the structural drawings, detailing is quoted separately through our 2D shop drawing service. Schedules are produced in RebarCAD, Tekla Structures or aSa, grouped by member, pour or delivery load, each with a tonnage summary by bar size. The Standard Package delivers PDF schedules; the Premium Package adds DWG files and Excel and CSV exports that import into shop fabrication software.',
        ],
        faqs: [
          whichPackageFaq('us'),
          { question: 'What do you need from me to prepare a bar list?', answer: 'Ideally the approved rebar placing drawings, since the schedule must match what the engineer approved. If you only have the structural drawings, we detail them first through our 2D shop drawing service. Also tell us the bar grade, your bar mark convention, and whether schedules should be grouped by member, pour or delivery.' },
          { question: 'How are cut lengths calculated?', answer: 'Never by scaling the drawing. We use the ACI standard hook and bend dimensions for each bar size and CRSI bend type, and the CRSI fabrication tolerances; non-standard bends are shown with a dimensioned sketch.' },
        ],
      },
      uk: {
        seoTitle: 'Bar Bending Schedules to BS 8666 in the UK',
        replaceFeatures: {
          'Standard shape codes': { title: 'Standard shape codes', description: 'Every bar scheduled with a BS 8666:2020 shape code and its A to E dimensions, labelled exactly as your bending shop reads them.' },
          'Calculated cut lengths': { title: 'Calculated cutting lengths', description: 'Cutting lengths from the BS 8666 formula for each shape code and the minimum bend radius of each diameter, never scaled from the drawing.' },
          'Weights and tonnage summaries': { title: 'Mass and tonnage summaries', description: 'Bar masses and totals by diameter, member and pour, ready for ordering, invoicing and checking against the cost plan.' },
        },
        summary:
          'Bar bending schedules to BS 8666:2020 shape codes, with bar marks, cutting lengths and masses in kilograms and tonnes, exported to BVBS, Excel or CSV.',
        description: [
          'A bar bending schedule is the reinforcement fabricator’s production list: every bar mark with its diameter, shape code, bending dimensions, number of bars, cutting length and mass. It drives cutting and bending, it is the basis of the tonnage ordered and invoiced, and on site it is how fixers and inspectors confirm that the right bars have arrived for the right pour.',
          'For UK projects we schedule to BS 8666:2020 with B500 bars to BS 4449: its standard shape codes from straight bars (00) and L-bars (11) to U-bars (21) and closed links (51), A to E dimensions, and cutting lengths by the formula for each shape with the Table 2 minimum bend radii. Masses come from the Table 1 kilograms per metre for each diameter and are summarised in tonnes.',
          'Inputs are the approved reinforcement drawings; the packages schedule from them, and if you only have the engineer’s general arrangement drawings, detailing is quoted separately through our 2D shop drawing service. Schedules are produced in RebarCAD, Tekla Structures or aSa, grouped by member, pour or delivery load, each with a mass summary by diameter. The Standard Package delivers PDF schedules; the Premium Package adds DWG files and BVBS and CSV exports for automatic bending machines.',
        ],
        faqs: [
          whichPackageFaq('uk'),
          { question: 'How are cutting lengths calculated?', answer: 'Never by scaling the drawing. We use the BS 8666 formula for each shape code, which allows for the minimum bend radius of the bar diameter, and round up to the next 25 mm. Non-standard shapes are scheduled as shape code 99 with a dimensioned sketch.' },
        ],
        process: [
          { title: 'Send your drawings', description: 'Upload the approved reinforcement drawings or the engineer’s general arrangements, with the specification and the bar grade.' },
          { title: 'We schedule the bars', description: 'Bar marks, BS 8666 shape codes, dimensions and cutting lengths are assigned for each member, grouped the way your bending shop works.' },
          { title: 'Check and reconcile', description: 'A second detailer checks shapes, numbers and lengths against the drawings and reconciles the total mass by diameter.' },
          { title: 'Receive your files', description: `Download the schedules in your package’s formats; comments are handled within the rounds your package includes. ${revisions.corrections}` },
        ],
      },
      eu: {
        seoTitle: 'Bar Bending Schedules for Eurocode 2',
        replaceFeatures: {
          'Standard shape codes': { title: 'Standard shape codes', description: 'Every bar scheduled with an ISO 3766 shape or your bending shop’s own codes, with dimensions labelled exactly as your crew reads them.' },
          'Calculated cut lengths': { title: 'Calculated cutting lengths', description: 'Cutting lengths from the shape dimensions and the mandrel diameter the national annex sets for each bar diameter, never scaled from the drawing.' },
          'Weights and tonnage summaries': { title: 'Mass and tonnage summaries', description: 'Bar masses and totals by diameter, member and pour, ready for ordering, invoicing and checking against the estimate.' },
        },
        summary:
          'Bar bending schedules for European projects detailed to Eurocode 2, with ISO 3766 shapes, cutting lengths and masses in kilograms and tonnes, in BVBS or CSV.',
        description: [
          'A bar bending schedule is the reinforcement fabricator’s production list: every bar mark with its diameter, shape, bending dimensions, number of bars, cutting length and mass. It drives cutting and bending, it is the basis of the tonnage ordered and invoiced, and on site it is how fixers and inspectors confirm that the right bars have arrived for the right pour.',
          'For European projects we detail to Eurocode 2 (EN 1992-1-1) and its national annex: mandrel diameters, anchorage and lap lengths as the annex sets them, B500 bars to the national standard, and shapes coded to ISO 3766 or to the convention your bending shop uses. Masses come from the nominal kilograms per metre of each diameter and are summarised in tonnes.',
          'Inputs are the approved reinforcement drawings; the packages schedule from them, and if you only have the engineer’s general arrangement drawings, detailing is quoted separately through our 2D shop drawing service. Schedules are produced in RebarCAD, Tekla Structures or aSa, grouped by member, pour or delivery load. The Standard Package delivers PDF schedules; the Premium Package adds DWG files and BVBS and CSV exports that load straight into automatic bending machines.',
        ],
        faqs: [
          whichPackageFaq('eu'),
          { question: 'Do you follow the national annex?', answer: 'Yes. Eurocode 2 leaves mandrel diameters, anchorage and lap details partly to each country’s national annex, so we detail to the annex of the country where the structure is built and state it on every schedule. Tell us the country and any project specification that tightens it.' },
        ],
        process: [
          { title: 'Send your drawings', description: 'Upload the approved reinforcement drawings or the engineer’s general arrangements, with the specification and the bar grade.' },
          { title: 'We schedule the bars', description: 'Bar marks, ISO 3766 or your bending shop’s shape codes, dimensions and cutting lengths are assigned for each member, grouped the way your bending shop works.' },
          { title: 'Check and reconcile', description: 'A second detailer checks shapes, numbers and lengths against the drawings and reconciles the total mass by diameter.' },
          { title: 'Receive your files', description: `Download the schedules in your package’s formats; comments are handled within the rounds your package includes. ${revisions.corrections}` },
        ],
      },
    },
  };

  return { serviceVariants };
}
