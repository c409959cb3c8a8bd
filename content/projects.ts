import type { Project, Provenance } from './types';

/** Illustrative: the projects, clients and outcomes are fictional. Replace them with the firm's own work (with clients' permission) before launch. */
export const projectsProvenance: Provenance = 'illustrative';

/**
 * Portfolio and case studies: six representative engagements, one per sector, in display order.
 * `services` names match service page titles so `lib/projects.ts` can link them; the first two show on cards.
 */
export const projects: Project[] = [
  {
    id: 'metro-commercial',
    title: 'Metro Commercial Centre',
    category: 'Commercial',
    location: 'Manchester, United Kingdom',
    year: 2024,
    updated: '2026-11-23',
    services: ['Construction Cost Estimation', 'Quantity Surveying', 'Material Takeoff', 'Value Engineering'],
    image: {
      src: '/images/projects/metro-commercial.svg',
      alt: 'Isometric line drawing of an eight-story concrete-framed office and retail building: a six-story office tower set back on a two-story retail podium, with curtain walling, grid bubbles and level datums',
      width: 1200,
      height: 800,
    },
    description:
      'NRM1 cost plan and NRM2 bill of quantities for an eight-story office and retail scheme in Manchester, priced for a two-stage design-and-build tender.',
    outcome: 'Pre-tender estimate within 1.8% of the contract sum agreed at second stage',
    building: { stories: 8, structure: 'concrete frame', uses: ['office', 'retail'] },
    caseStudy: {
      problem:
        'A design-and-build contractor had to commit to a price at second stage on a Stage 3 design whose façade and services existed only as performance specifications, over a basement below the water table.',
      scope: [
        'NRM1 elemental cost plan with design, construction and employer risk allowances',
        'NRM2 bill of quantities from the Stage 3 drawings and model exports',
        'Trade takeoffs for the frame, curtain walling and raised floors',
        'A priced value engineering register and both basement retaining options priced like for like',
      ],
      outcomes: [
        { value: '£32M', label: 'contract sum at second stage' },
        { value: '1.8%', label: 'between our pre-tender estimate and the agreed contract sum' },
        { value: '£1.46M', label: 'saved by the nine value engineering options the employer accepted' },
        { value: '3 weeks', label: 'earlier basement retaining decision than planned' },
      ],
    },
    client: 'Northgate Construction Ltd',
    budget: '£32M',
    duration: '10 weeks',
    details: `<h2>The brief</h2>
<p>Northgate Construction was preparing a two-stage design-and-build tender for an eight-story office and retail building, a six-story office tower over a two-story retail podium, with a single-level basement car park, with a gross internal floor area of roughly 14,500 m². The design was at RIBA Stage 3: the frame was settled as post-tensioned flat slabs on a reinforced concrete core, but the façade and building services were still described only by performance specifications. The contractor needed a cost plan it could defend at second-stage negotiation and a bill of quantities its own commercial team could price against.</p>
<h2>Our scope</h2>
<p>We ran the job as a combined <a href="/services/construction-cost-estimation">construction cost estimation</a> and <a href="/services/quantity-surveying">quantity surveying</a> package:</p>
<ul>
<li>An elemental cost plan structured to NRM1, with separate design development, construction and employer risk allowances</li>
<li>A bill of quantities measured to NRM2 from the Stage 3 drawings and Revit model exports, taken off in CostX and cross-checked in Bluebeam Revu</li>
<li>A trade-by-trade <a href="/services/material-takeoff">material takeoff</a> for concrete, formwork, reinforcement (kg/m³ ratios by element), curtain walling and raised access floors</li>
<li>A priced <a href="/services/value-engineering">value engineering</a> register giving the cost, schedule and risk impact of every option</li>
</ul>
<h2>Challenges</h2>
<p>The curtain wall existed only as a performance specification and a handful of elevations. Rather than carry a single lump sum, we built up rates for both unitized and stick-system alternatives and priced each, so the tender team could see where the money moved.</p>
<p>The basement sat below the water table, and the site investigation left the choice between a secant piled wall and a sheet-piled cofferdam open. We priced both retaining options complete with temporary works, dewatering and their effect on the construction schedule, so the comparison was like for like rather than wall cost against wall cost.</p>
<p>Services design was schematic. We measured primary plant, risers and main distribution from the engineer's schematics and used benchmarked £/m² allowances only for final fit-out, flagging every allowance in the bill so the contractor knew exactly where its pricing risk sat.</p>
<h2>Outcomes</h2>
<ul>
<li><strong>1.8% variance</strong> between our pre-tender estimate and the contract sum agreed at second stage</li>
<li>Fourteen value engineering options priced; nine accepted by the employer, saving £1.46M without touching the planning consent</li>
<li>The basement retaining decision was made three weeks earlier than planned because both options were priced on the same basis</li>
<li>The NRM2 bill became the basis of the interim valuation schedule after award, sparing the client's QS team a re-measure</li>
</ul>`,
  },
  {
    id: 'manufacturing-facility',
    title: 'Precision Manufacturing Facility',
    category: 'Industrial',
    location: 'Columbus, Ohio, USA',
    year: 2023,
    updated: '2026-11-23',
    services: [
      'Structural Steel Shop Drawings',
      'Material Takeoff',
      'MEP Shop Drawings',
      'Clash Detection & Coordination',
    ],
    image: {
      src: '/images/projects/manufacturing-facility.svg',
      alt: 'Isometric drawing of the single-story steel portal-frame production hall with crane runway beams, an overhead crane lifting a steel coil, and a clad gable with a roller-shutter door',
      width: 1200,
      height: 800,
    },
    description:
      'Tekla steel detailing, MEP shop drawings and takeoffs for a 310,000 sq ft machining plant in Ohio with twin crane runways and process mezzanines.',
    outcome: 'Only 11 field modifications across more than 9,000 detailed steel connections',
    building: { stories: 1, structure: 'steel frame', uses: ['production hall'] },
    caseStudy: {
      problem:
        'A fixed equipment installation date meant steel had to reach the fabricator in erection sequences and the process MEP had to be coordinated before the roof deck went on.',
      scope: [
        'Tekla Structures steel detailing with NC files, crane runway girders to AISC Design Guide 7',
        'An advance takeoff of sections, deck, joists and girts for early mill orders',
        'Revit MEP shop drawings for process piping, ductwork and cable tray',
        'Clash coordination of steel and MEP before installation',
      ],
      outcomes: [
        { value: '1,850 tons', label: 'of steel detailed in seven erection sequences' },
        { value: '11', label: 'field modifications across more than 9,000 connections' },
        { value: '412', label: 'MEP clashes resolved in the model before installation' },
        { value: '5 weeks', label: 'earlier mill orders, ahead of a published price increase' },
      ],
    },
    client: 'Ridgeline Industrial Builders',
    budget: '$48M',
    duration: '16 weeks',
    details: `<h2>The brief</h2>
<p>Ridgeline Industrial Builders won the contract for a 310,000 sq ft precision machining plant: a single-story, long-span steel production hall with two 25-ton overhead crane runways, a two-story office block and process mezzanines carrying compressed air, process cooling water and dust extraction. The owner's equipment installation date was fixed, so steel had to reach the fabricator in erection sequences and the MEP trades had to be coordinated before the roof deck went on.</p>
<h2>Our scope</h2>
<ul>
<li><a href="/services/structural-steel-shop-drawings">Structural steel shop drawings</a> modeled in Tekla Structures: anchor rod plans, erection drawings, single-part and assembly drawings, plus DSTV NC files for the fabricator's CNC line</li>
<li>Connection detailing to AISC 360 and the AISC Steel Construction Manual, with crane runway girders and brackets detailed in line with AISC Design Guide 7</li>
<li>An early <a href="/services/material-takeoff">material takeoff</a> for steel sections, metal deck, joists and girts so the fabricator could place mill orders ahead of approval</li>
<li><a href="/services/mep-shop-drawings">MEP shop drawings</a> for process piping, ductwork and cable tray, produced in Revit with fabrication parts</li>
<li><a href="/services/clash-detection-coordination">Clash detection and coordination</a> in Navisworks Manage, with weekly meetings held in the overlap with the client's Eastern time working day</li>
</ul>
<h2>Challenges</h2>
<p>Crane runway brackets, vertical bracing and the process mezzanines all competed for the same column lines. Early clash runs showed the dust extraction mains passing through the knee-brace zone in six bays. We rerouted the mains above the mezzanine, coordinated two additional openings in the joist girders with the engineer of record and issued revised connection details before the fabricator started cutting.</p>
<p>Anchor rods were a second risk: the concrete contractor was on site well ahead of steel approval. We released the anchor rod plans and embed drawings as a separate early package, checked against the foundation drawings, so foundations could be poured without waiting for full erection drawings.</p>
<p>Submittal reviews came back in three rounds. We logged every comment in a Bluebeam Revu Studio session and returned revised sheets within two working days, so reviews never sat on the critical path.</p>
<h2>Outcomes</h2>
<ul>
<li>1,850 tons of steel detailed and released in seven erection sequences, each ahead of the fabricator's shop schedule</li>
<li><strong>Only 11 field modifications</strong> across more than 9,000 connections</li>
<li>412 MEP clashes resolved in the model before installation, with no ceiling or mezzanine rework</li>
<li>Mill orders placed five weeks earlier thanks to the advance takeoff, ahead of a published mill price increase</li>
</ul>`,
  },
  {
    id: 'residential-tower',
    title: 'Quayside Residential Tower',
    category: 'Residential',
    location: 'Dublin, Ireland',
    year: 2025,
    updated: '2026-11-23',
    services: ['Rebar Detailing', 'Bar Bending Schedule', 'Rebar 3D Model', 'Rebar Shop Drawings'],
    image: {
      src: '/images/projects/residential-tower.svg',
      alt: 'Elevation of a 24-story concrete apartment tower, 22 apartment floors with staggered balconies on a two-story podium, beside its typical floor plan with a central core',
      width: 1200,
      height: 800,
    },
    description:
      'Rebar detailing, a Tekla rebar model and BS 8666 bar bending schedules for a 24-story Dublin apartment tower, released floor by floor to a 7-day cycle.',
    outcome: 'No pour delayed for reinforcement information across all 24 floor cycles',
    building: { stories: 24, structure: 'concrete frame', uses: ['apartment'] },
    caseStudy: {
      problem:
        'A frame contractor on a seven-day floor cycle needed reinforcement drawings and schedules ahead of every pour, not as one package at the start, with congested transfer beams above the podium.',
      scope: [
        'A Tekla rebar model of the frame, from basement to roof',
        'Placing drawings and BS 8666 bar bending schedules released pour by pour',
        'Congestion checks at the transfer beams before fabrication',
      ],
      outcomes: [
        { value: '3,400 t', label: 'of reinforcement detailed and scheduled' },
        { value: '0', label: 'pours delayed for reinforcement information' },
        { value: '2.5%', label: 'offcut waste at the bending yard, against a 4% allowance' },
        { value: '4 days', label: 'on average from drawing revision to issued schedule' },
      ],
    },
    client: 'Tolka Frame Contractors',
    budget: '€74M',
    duration: '22 weeks',
    details: `<h2>The brief</h2>
<p>Tolka Frame Contractors held the reinforced concrete frame package for a 24-story residential tower on a former dockside site: 236 apartments on 22 floors over a two-story podium and a two-level basement, with a slip-formed core, flat slabs and transfer beams at level 2, the top of the podium, where the column grid changes from the podium layout to the apartment layout. The frame contractor was targeting a seven-day floor cycle and needed reinforcement drawings and schedules to arrive ahead of each pour, not as one large package at the start.</p>
<h2>Our scope</h2>
<ul>
<li><a href="/services/rebar-detailing">Rebar detailing</a> of the basement raft, retaining walls, core, columns, transfer structure and typical floors to IS EN 1992-1-1 (Eurocode 2) and the engineer's detailing notes</li>
<li>A full <a href="/services/rebar-3d-model">rebar 3D model</a> in Tekla Structures, used to check congestion at the transfer beams and column heads</li>
<li><a href="/services/bar-bending-schedule">Bar bending schedules</a> to BS 8666:2020 shape codes, exported in BVBS format for the supplier's automatic bending machines</li>
<li>Placing drawings issued per pour, with lap, cover and coupler schedules</li>
</ul>
<h2>Challenges</h2>
<p>The level 2 transfer beams carried column loads from the 22 apartment floors above, with up to four layers of 32 mm bars and links at 100 mm centers. In 2D the details looked buildable; in the 3D model, column starter bars clashed with the bottom layer of beam steel at eleven nodes. We proposed mechanical couplers and re-sequenced the bar layers, and the structural engineer accepted the revision before the transfer pour was scheduled.</p>
<p>The slip-formed core needed reinforcement delivered lift by lift, with starter bars and box-outs at every slab connection. We scheduled the core by lift, coordinated cast-in connector positions with the slab drawings and tagged every bundle by lift and wall face so fixers never had to search the laydown area.</p>
<p>Typical floors were repetitive but not identical: balconies, thermal break connectors and riser openings shifted every few levels. Working from a common base model let us issue each floor's drawings and schedules quickly while still catching every change.</p>
<h2>Outcomes</h2>
<ul>
<li>About 3,400 tonnes of reinforcement detailed and scheduled, with <strong>no pour delayed</strong> for rebar information</li>
<li>Offcut waste held under 2.5% at the bending yard, against a 4% allowance in the frame contractor's budget</li>
<li>Eleven transfer beam congestion issues resolved in the model before fabrication</li>
<li>An average of four working days from engineer's drawing revision to issued bar bending schedule</li>
</ul>`,
  },
  {
    id: 'healthcare-campus',
    title: 'Regional Healthcare Campus',
    category: 'Healthcare',
    location: 'Raleigh, North Carolina, USA',
    year: 2024,
    updated: '2026-11-23',
    services: ['BIM Services', 'Clash Detection & Coordination', '3D Revit Modeling', 'MEP Shop Drawings'],
    image: {
      src: '/images/projects/healthcare-campus.svg',
      alt: 'Isometric drawing of a concrete-framed healthcare campus around a courtyard: a three-story surgery center with rooftop plant, a two-story imaging wing and a two-story medical office building',
      width: 1200,
      height: 800,
    },
    description:
      'Federated Revit models, Navisworks clash coordination and MEP shop drawings for a three-building surgical and outpatient campus in North Carolina.',
    outcome: '4,180 clashes resolved in Navisworks before any MEP trade installed',
    building: { stories: 3, structure: 'concrete frame', uses: ['surgery center', 'imaging', 'medical office'] },
    caseStudy: {
      problem:
        'Operating rooms and imaging suites have some of the densest ceilings of any building, and the construction manager needed one coordinated model and trade-ready drawings before the MEP trades mobilized.',
      scope: [
        'Federated Revit models of all three buildings',
        'Weekly Navisworks clash coordination with issues tracked to closure',
        'MEP shop drawings and fabrication spool drawings',
      ],
      outcomes: [
        { value: '4,180', label: 'clashes resolved before any MEP trade installed' },
        { value: '40%', label: 'fewer MEP RFIs than the previous comparable project' },
        { value: '4 weeks', label: 'ahead of plan for spool drawings to the mechanical contractor' },
        { value: '0', label: 'ceiling rework in the operating room suite' },
      ],
    },
    client: 'Carraway Builders',
    budget: '$86M',
    duration: '26 weeks',
    details: `<h2>The brief</h2>
<p>Carraway Builders was construction manager at risk for a healthcare campus of three connected concrete-framed buildings: a three-story ambulatory surgery center with six operating rooms, a two-story diagnostic imaging wing with MRI and CT suites, and a two-story medical office building. Operating rooms and imaging suites have some of the densest ceiling spaces of any building type, with medical gas, HEPA-filtered supply air, supports for surgical booms and radio-frequency shielding. The CM needed one coordinated model and trade-ready drawings before the MEP subcontractors mobilized.</p>
<h2>Our scope</h2>
<ul>
<li><a href="/services/3d-revit-modeling">3D Revit modeling</a> of architecture, structure and all MEP systems at LOD 350, raised to LOD 400 for the operating room and imaging ceilings</li>
<li>A federated <a href="/services/bim">BIM</a> model hosted in Autodesk Construction Cloud, governed by a BIM execution plan covering naming, shared coordinates and model element ownership</li>
<li><a href="/services/clash-detection-coordination">Clash detection and coordination</a> in Navisworks Manage, run zone by zone with weekly issue reports to every trade</li>
<li><a href="/services/mep-shop-drawings">MEP shop drawings</a> for ductwork, medical gas, plumbing and electrical, with hanger and sleeve layouts</li>
</ul>
<h2>Challenges</h2>
<p>Subcontractors were procured in stages, so for the first ten weeks we modeled several trades on their behalf from the engineers' design drawings, then handed over model ownership as each trade came on board. Clear element ownership in the execution plan kept those handovers from reopening clashes that had already been closed.</p>
<p>Operating room ceilings had to hold laminar-flow diffuser arrays, boom and surgical light supports and medical gas outlets within a tight interstitial zone. We modeled clearance envelopes for access panels, damper maintenance and boom mounting plates, so clash tests caught soft clashes such as lost maintenance access as well as hard ones.</p>
<p>The imaging wing needed MRI shielding coordinated with the shield vendor's penetration requirements: waveguides, filtered electrical penetrations and non-ferrous supports. We modeled the shield as its own element set and tested it separately against every MEP system.</p>
<h2>Outcomes</h2>
<ul>
<li><strong>4,180 clashes</strong> identified and resolved in Navisworks before installation, each tracked to closure in the weekly reports</li>
<li>No ceiling rework in the operating room suite, and surgical boom supports installed right the first time</li>
<li>Fabrication-ready spool drawings released to the mechanical contractor four weeks ahead of its procurement plan</li>
<li>MEP requests for information 40% lower than on the CM's previous comparable healthcare project</li>
</ul>`,
  },
  {
    id: 'infrastructure-bridge',
    title: 'Calder Valley Road Bridge',
    category: 'Infrastructure',
    location: 'Wakefield, United Kingdom',
    year: 2021,
    updated: '2026-11-23',
    services: ['Temporary Works Design', 'Rebar Detailing', 'Bar Bending Schedule', 'Planning & Scheduling'],
    image: {
      src: '/images/projects/infrastructure-bridge.svg',
      alt: 'Elevation of a three-span cast-in-place concrete road bridge on two river piers and abutments, with deck falsework in the channel and a deck cross-section inset',
      width: 1200,
      height: 800,
    },
    description:
      'BS 5975 falsework design, Eurocode 2 rebar detailing and BS 8666 schedules for a three-span replacement road bridge over the River Calder in Yorkshire.',
    outcome: 'Falsework design accepted at first submission; second deck pour two weeks early',
    building: { stories: null, structure: 'concrete bridge', spans: 3, uses: ['road bridge'] },
    caseStudy: {
      problem:
        'Falsework had to stand in a flood-prone river channel inside a fixed working window, and neither the temporary works nor the reinforcement could become the critical path.',
      scope: [
        'BS 5975 falsework, formwork and access trestle design with an independent Category 2 check',
        'Eurocode 2 rebar detailing of piles, piers, abutments and a skewed deck',
        'BS 8666 bar bending schedules and a pour-by-pour Primavera P6 schedule',
      ],
      outcomes: [
        { value: '1st', label: 'submission acceptance of the falsework design and check certificate' },
        { value: '410 t', label: 'of reinforcement detailed with no fabrication errors reported' },
        { value: '2 weeks', label: 'early on the second deck pour, inside the river window' },
      ],
    },
    client: 'Pennine Civils Ltd',
    budget: '£14M',
    duration: '12 weeks',
    details: `<h2>The brief</h2>
<p>Pennine Civils was replacing a weight-restricted masonry arch with a three-span, cast-in-place reinforced concrete road bridge over the River Calder. The deck was to be cast on falsework in two pours, inside a river working window agreed with the Environment Agency. The contractor needed the temporary works designed, checked and accepted, and the permanent reinforcement detailed and scheduled, without letting either become the critical path.</p>
<h2>Our scope</h2>
<ul>
<li><a href="/services/temporary-works-design">Temporary works design</a> to BS 5975:2019: deck falsework, formwork to the piers and abutments, and a temporary access trestle, with design briefs and drawings prepared for the contractor's Temporary Works Coordinator</li>
<li>A Category 2 design check by an engineer independent of our design team, as BS 5975 requires for that category</li>
<li><a href="/services/rebar-detailing">Rebar detailing</a> of pile caps, piers, abutments and deck to BS EN 1992-2 and the designer's drawings, modeled in Tekla Structures</li>
<li><a href="/services/bar-bending-schedule">Bar bending schedules</a> to BS 8666:2020, issued pour by pour</li>
<li>A pour-by-pour <a href="/services/planning-scheduling">construction schedule</a> in Primavera P6 linking temporary works approvals, rebar deliveries and concrete pours</li>
</ul>
<h2>Challenges</h2>
<p>The falsework had to stand in the river channel between the piers, in a reach prone to rapid rises after heavy rain. We founded it on a temporary piled platform instead of spread footings, designed it for flood water and debris loads, and wrote a monitoring and lowering procedure the contractor could follow if river levels reached a trigger point.</p>
<p>The deck had a 22-degree skew and a variable soffit, which complicates both falsework leveling and bar shapes. We produced a soffit level grid for every falsework bay and used the 3D rebar model to generate the varying bar lengths, so no bar had to be cut or re-bent on site.</p>
<p>The river window was fixed. The P6 schedule made the links between temporary works checks, falsework erection, rebar deliveries and each pour visible to the whole site team, and we updated it weekly against progress.</p>
<h2>Outcomes</h2>
<ul>
<li>Falsework design and check certificate <strong>accepted at first submission</strong> by the Temporary Works Coordinator</li>
<li>About 410 metric tons of reinforcement detailed with no fabrication errors reported by the supplier</li>
<li>Both deck pours completed inside the river window, the second two weeks ahead of the baseline schedule</li>
<li>Falsework struck and removed from the channel with no flood-related incidents</li>
</ul>`,
  },
  {
    id: 'educational-institution',
    title: 'Elbufer Secondary School Campus',
    category: 'Educational',
    location: 'Hamburg, Germany',
    year: 2022,
    updated: '2026-11-23',
    services: ['Cost Estimation', 'Planning & Scheduling', 'Project Management', 'Value Engineering'],
    image: {
      src: '/images/projects/educational-institution.svg',
      alt: 'Section through the new three-story concrete-framed teaching block: classroom floors either side of a glazed atrium that rises above the roof as a ventilation stack, with a feature stair and airflow arrows',
      width: 1200,
      height: 800,
    },
    description:
      'DIN 276 cost planning, Primavera P6 phasing and project controls for a live secondary school expansion in Hamburg, delivered around school holidays.',
    outcome: 'Every phase handed over on its holiday date; final account within 1.2% of budget',
    building: { stories: 3, structure: 'concrete frame', uses: ['teaching block'] },
    caseStudy: {
      problem:
        'A school of 1,400 students stayed open throughout, so noisy works and every services tie-in had to fit school holidays, with monthly cost reports to DIN 276 for the municipal client.',
      scope: [
        'DIN 276 cost planning and monthly cost reports',
        'A phased Primavera P6 program built around the holiday dates',
        'Project controls, value engineering and early procurement advice',
      ],
      outcomes: [
        { value: '3 of 3', label: 'phases handed over on their planned holiday dates' },
        { value: '1.2%', label: 'between final account and approved budget' },
        { value: '€860,000', label: 'of value engineering savings accepted' },
        { value: '€410,000', label: 'of price increases avoided by early procurement' },
      ],
    },
    client: 'Nordhafen Bau GmbH',
    budget: '€38M',
    duration: '18 months',
    details: `<h2>The brief</h2>
<p>Nordhafen Bau was contracted to extend and modernize a secondary school of 1,400 students while it stayed open: a new three-story, concrete-framed teaching block with science labs, a sports hall and a deep energy retrofit of the 1970s main building. Noisy works and every tie-in to existing services had to fall inside school holidays, and the municipal client required monthly cost reports structured to DIN 276 cost groups.</p>
<h2>Our scope</h2>
<ul>
<li><a href="/services/cost-estimation">Cost estimation</a> at each design stage, structured to DIN 276 cost groups, with quantities measured from the architect's Revit model and IFC exports</li>
<li>A phased master schedule in Primavera P6, with holiday windows modeled as hard constraints and a four-week look-ahead issued every Monday</li>
<li><a href="/services/project-management">Project management</a> support: cost reporting, change control, a live risk register and monthly progress reports in German and English</li>
<li><a href="/services/value-engineering">Value engineering</a> workshops at the end of design development</li>
</ul>
<h2>Challenges</h2>
<p>Opening up the existing building uncovered asbestos-containing floor adhesive and PCB-containing joint sealants in several wings. Each finding threatened a holiday window. We re-sequenced the P6 schedule within days, moved abatement into the fall break and priced each change against the contingency, so the client could approve it at the next monthly meeting instead of waiting for a formal claim.</p>
<p>Material inflation through 2021 pushed steel, timber and insulation prices up sharply between estimate and procurement. We added indexed escalation to the cost plan, tracked supplier prices monthly and recommended early orders for the sports hall's glulam roof beams and the teaching block's façade insulation.</p>
<p>The science labs needed fume cupboards, gas and extract systems designed around specific equipment. Value engineering concentrated on rationalizing the lab layout so pairs of rooms could share risers and extract plant, cutting services cost without losing a single workstation.</p>
<h2>Outcomes</h2>
<ul>
<li>All three phases handed over on their planned school-holiday dates, with <strong>no lost teaching days</strong></li>
<li>Final account within 1.2% of the approved budget, including the hazardous materials work</li>
<li>€860,000 of value engineering savings accepted, mostly from the lab services layout and the sports hall roof</li>
<li>Early procurement avoided an estimated €410,000 in material price increases</li>
</ul>`,
  },
];
