import type { Service } from '../types';
import type { ServiceWords } from '@/lib/content/services';

/**
 * Project management group: the landing page, planning & scheduling (which also carries the
 * Resource Management and Monitoring & Control anchors used by the header menu), and the
 * footer-only preconstruction and handover pages.
 */
export const projectManagementServices = ({ daysText, figureText, figures, isoPhrase, otherTurnaround, progressUpdateText, site, weeksText, weeksTurnaround }: ServiceWords): Service[] => [
  {
    slug: 'project-management',
    title: 'Project Management',
    group: 'project-management',
    updated: '2026-11-23',
    summary:
      'Remote project controls for contractors and developers: CPM planning, phasing, trade coordination, quality records and closeout from one team.',
    description: [
      'Our project management service gives general contractors, developers and owner’s representatives a remote project controls team that plugs into the way they already work. We do not replace your project manager or superintendent on site. We take on the planning, documentation and reporting load that keeps them at a desk instead of walking the job, working in Primavera P6, Microsoft Project or Asta Powerproject and filing everything into Procore, Autodesk Construction Cloud or your own SharePoint structure.',
      'Planning and scheduling sits at the core of the service. It covers the CPM baseline, look-ahead schedules and periodic updates, and it also includes resource management (crew loading, manpower histograms and leveling against labor and equipment limits) and monitoring & control (progress measurement, earned value, variance analysis and recovery planning). Around that core we offer scheduling and phasing for occupied or constrained sites, and contractor coordination covering scope packages, RFI and submittal logs, and meeting minutes.',
      'Later in the job, the same team supports quality and safety documentation review, punch-list and inspection reporting, closeout packages with O&M manuals, as-builts and COBie data, and warranty registers for the defects period. You can engage us for a single deliverable, such as a baseline schedule to accompany a bid, or on a monthly retainer that runs from notice to proceed through final completion.',
    ],
    features: [
      {
        title: 'CPM baselines & updates',
        description:
          'Logic-driven baseline schedules built from your drawings, estimate and subcontractor input, then statused on a weekly or monthly cycle with a written narrative.',
      },
      {
        title: 'Phasing & logistics planning',
        description:
          'Phasing plans and site logistics drawings that sequence work around occupied buildings, crane reach, laydown space and public access.',
      },
      {
        title: 'Subcontractor coordination',
        description:
          'Scope packages, RFI and submittal registers, and action logs that keep every trade working from the same information.',
      },
      {
        title: 'Quality & handover records',
        description:
          'QA/QC plans, punch-list reports, O&M manuals, as-builts and COBie data compiled as the job progresses rather than in the final month.',
      },
      {
        title: 'Owner & lender reporting',
        description:
          'Monthly progress reports with earned value metrics, critical path commentary and look-ahead risks, formatted for owners, lenders or your leadership team.',
      },
    ],
    benefits: {
      heading: 'Why teams hand us their project controls',
      items: [
        {
          value: figureText(figures.yearsExperience),
          title: figures.yearsExperience.label,
          description:
            'Planning and controls support on commercial, residential, healthcare, industrial and infrastructure work in the UK, USA and Europe.',
        },
        {
          value: figureText(figures.projectsDelivered),
          title: figures.projectsDelivered.label,
          description:
            'Projects delivered across estimating, detailing, BIM and project controls, so our schedules are built by people who have priced and drawn the work.',
        },
        {
          value: figureText(figures.progressUpdateHours),
          title: figures.progressUpdateHours.label,
          description:
            `Schedule progress updates, with the look-ahead and the progress report built from them, are returned ${progressUpdateText}, so changes logged at the end of your day are in hand before the next one starts.`,
        },
      ],
    },
    process: [
      {
        title: 'Scoping call',
        description:
          'We review the contract, drawings, current schedule and reporting requirements, then agree deliverables, software and update frequency.',
      },
      {
        title: 'Setup',
        description:
          'We build or import the schedule, set up registers and templates in your platform, and agree WBS, coding and file naming conventions.',
      },
      {
        title: 'Reporting cycle',
        description:
          'Each period we collect progress from your site team, update schedules and logs, and issue reports and look-aheads on an agreed day.',
      },
      {
        title: 'Closeout & handover',
        description:
          'As completion approaches, effort shifts to punch lists, closeout packages and warranty registers until final completion.',
      },
    ],
    testimonial: {
      quote:
        'They took monthly reporting off our project manager’s desk. The P6 updates arrive on time, the narrative reads like someone understands the critical path, and the owner’s rep stopped asking for extra backup.',
      name: 'Martin Huxley',
      role: 'Operations Director',
      company: 'Halden Build Group',
    },
    faqs: [
      {
        question: 'Do you provide an on-site project manager?',
        answer:
          `No. We are a remote project controls and documentation team working from our ${site.address.locality} office. Your project manager, superintendent and site engineers stay in charge on site; we prepare the schedules, logs, reports and closeout records they need. Progress data reaches us through daily reports, photos, marked-up drawings and short calls, and our working day overlaps the UK and European working day, with our US desk keeping Eastern hours for US sites.`,
      },
      {
        question: 'Which scheduling and document platforms do you work in?',
        answer:
          'We schedule in Oracle Primavera P6, Microsoft Project and Asta Powerproject and deliver native files (XER, XML, MPP or PP) along with PDF Gantt charts. For registers and document control we work inside Procore, Autodesk Construction Cloud, Aconex or a structured SharePoint site, using your templates or ours. We ask for access only to the modules we maintain.',
      },
      {
        question: 'How is project management support priced?',
        answer:
          'Single deliverables, such as a bid schedule or a phasing plan, are quoted as a fixed fee based on project size and the number of phases. Ongoing controls work is priced as a monthly retainer sized to the update frequency, report format and number of registers we maintain. You receive a written scope and fee before any work starts, and any change in scope is agreed in writing.',
      },
    ],
    children: ['planning-scheduling', 'scheduling-phasing', 'contractor-coordination'],
    related: ['construction-cost-estimation', 'value-engineering', 'bim'],
    cta: { label: 'Request Consultation', href: '/contact' },
    secondaryCta: { label: 'View Case Studies', href: '/case-studies' },
    closing: {
      heading: 'Put a project controls team behind your site team',
      text: 'Tell us about the project, the contract form and your reporting cycle, and we will propose a scope, software setup and fee.',
      cta: { label: 'Request Consultation', href: '/contact' },
    },
  },
  {
    slug: 'planning-scheduling',
    title: 'Planning & Scheduling',
    group: 'project-management',
    updated: '2026-11-23',
    summary:
      'CPM schedules in Primavera P6 and MS Project, with resource management and monitoring and control: baselines, look-aheads, updates and earned value.',
    description: [
      'This page is about the program: when each activity happens, with what resources, and how progress is monitored and controlled against it. Where on the site each stage is built is covered by Phasing & Site Logistics, and keeping the trades supplied with information by Contractor Coordination.',
      'Planning and scheduling turns your contract documents, estimate and means and methods into a critical path method (CPM) schedule that the site team can run and the owner will accept. We build schedules in Oracle Primavera P6, Microsoft Project or Asta Powerproject with a clean work breakdown structure, activity codes for area, trade and phase, and logic that follows real crew flow rather than a chain of finish-to-start links drawn to hit a completion date.',
      'To start, we need the contract drawings and specifications, the milestone and liquidated damages clauses, your estimate or subcontractor bids for durations, and any procurement lead times you already know. On larger jobs, a short call with your superintendent about sequence and crew sizes saves a revision cycle. Where the contract prescribes the schedule format, such as a Section 01 32 16 specification in US work or a clause 31 programme under NEC4 in the UK, we follow it to the letter.',
      `Deliverables are the native file (XER, XML, MPP or PP), a PDF Gantt chart with the critical path highlighted, a basis-of-schedule narrative and, where required, a cost- or resource-loaded version. A baseline for a mid-size commercial building typically takes ${daysText(otherTurnaround.scheduleBaseline)}, and updates are returned ${progressUpdateText}. Every schedule is tested against the DCMA 14-point assessment before it leaves our office.`,
    ],
    features: [
      {
        title: 'CPM baseline schedules',
        description:
          'Logic-driven baselines with a coded WBS, realistic calendars, a minimum of hard constraints and float that means something, ready for owner review and acceptance.',
      },
      {
        title: 'Resource management',
        description:
          'We load activities with crews, equipment and quantities, produce manpower histograms, and level the schedule against achievable crew sizes, crane time and site access limits.',
      },
      {
        title: 'Monitoring & control',
        description:
          'Periodic updates that measure progress against the baseline, report earned value (SPI, CPI, variance at completion) and critical path movement, and set out recovery options when the job slips.',
      },
      {
        title: 'Look-ahead schedules',
        description:
          'Three- and six-week look-aheads filtered by area and trade from the master schedule, formatted for the weekly subcontractor meeting.',
      },
      {
        title: 'Time impact analysis',
        description:
          'Fragnets and prospective time impact analyses following AACE International Recommended Practice 52R-06 to support extension-of-time requests and change orders.',
      },
      {
        title: 'Schedule quality review',
        description:
          'Independent reviews of a contractor’s or subcontractor’s schedule against DCMA checks, contract requirements and constructability, returned as a comments log.',
      },
    ],
    process: [
      {
        title: 'Document review & planning call',
        description:
          'We read the schedule requirements, drawings and estimate, then agree sequence, calendars and key milestones with your superintendent.',
      },
      {
        title: 'WBS, logic & durations',
        description:
          'We build the WBS and activity list, tie logic across trades, and derive durations from quantities and production rates or subcontractor input.',
      },
      {
        title: 'Resource loading & quality check',
        description:
          'Activities are loaded with labor, equipment or cost, leveled where needed, and checked against DCMA metrics before you see the draft.',
      },
      {
        title: 'Baseline issue',
        description:
          'After your comments, we issue the baseline in native format with a PDF and a basis-of-schedule narrative ready for submission.',
      },
      {
        title: 'Updates & reporting',
        description:
          'Each period we status progress, report earned value and critical path changes, and issue fresh look-aheads until completion.',
      },
    ],
    testimonial: {
      quote:
        'Our P6 baseline went through the owner’s scheduler with two minor comments. The resource histograms showed we had planned more drywall crews than our sub could staff, weeks before it would have hurt us.',
      name: 'Anita Nandakumar',
      role: 'Senior Project Manager',
      company: 'Calder Ridge Construction',
    },
    faqs: [
      {
        question: 'Can you work in our existing P6 database, or only with exported files?',
        answer:
          'Either. Many clients send an XER export and we return an updated XER for import, which keeps their enterprise P6 as the record. If you prefer, we work directly in your P6 EPPM or Primavera Cloud environment under a user account you control. We keep your activity codes, calendars and user-defined fields intact and never renumber activities between updates, so comparisons with earlier data dates stay clean.',
      },
      {
        question: 'How do you measure progress for updates and earned value?',
        answer:
          'We agree the method per activity type at setup: installed quantities for concrete, steel and drywall, weighted milestones for equipment, and percent complete only where nothing better exists. Your site team sends quantities, daily reports or marked-up drawings; we calculate earned value against the loaded baseline and report SPI, CPI and estimate at completion with a short explanation of each variance.',
      },
      {
        question: 'Will the schedule meet our owner’s specification or contract requirements?',
        answer:
          'We build to the specification you send, whether that is a US Section 01 32 16 with cost loading and a maximum activity duration, a USACE or state DOT format, or an NEC4 clause 31 programme in the UK. Before issue we check the draft against every stated requirement and include a compliance table with the submission, which shortens the reviewer’s comment cycle.',
      },
    ],
    related: ['scheduling-phasing', 'contractor-coordination', 'cost-estimation'],
    cta: { label: 'Request Schedule Quote', href: '/contact' },
    closing: {
      heading: 'Get a schedule the owner will accept',
      text: 'Send the drawings, specification and milestone dates, and we will quote a baseline, update cycle and reporting format.',
      cta: { label: 'Request Schedule Quote', href: '/contact' },
    },
  },
  {
    slug: 'scheduling-phasing',
    title: 'Phasing & Site Logistics',
    group: 'project-management',
    updated: '2026-11-23',
    summary:
      'Phasing plans, site logistics drawings and 4D sequences for occupied, live or tight sites, so work is built in stages without shutting operations down.',
    description: [
      'Planning & Scheduling produces the program for the whole job; phasing and site logistics decide where on the site each stage happens, and how the building stays safe and in use around it.',
      'Phasing and site logistics is for projects where the building cannot simply be handed over as an empty site: hospital wings that stay open, schools working to a summer break, stores that keep trading through a refit, or a tight urban plot with one gate and no laydown. We break the scope into phases that can be built, inspected and handed back in sequence, and we show how each phase works on plan, not only as bars on a Gantt chart.',
      'Clients send the architectural and structural drawings, the owner’s operational constraints (departments, egress routes, shutdown windows, noise and vibration limits) and the site survey. From those we produce phasing drawings in AutoCAD or Revit showing hoarding lines, temporary egress and protection; site logistics plans with crane positions and radii, hoists, gates, delivery routes and laydown; and a phased schedule in Primavera P6 or Microsoft Project that uses the same phase codes as the drawings.',
      `Where the sequence is complex, we link the model to the schedule in Navisworks TimeLiner or Synchro 4D and produce a simulation for owner sign-off and stakeholder briefings. A phasing package for a typical building project is ready for review in ${weeksText(weeksTurnaround.phasingPackageWeeks)}, and we revise it as design, procurement or the owner’s requirements change during the job.`,
    ],
    features: [
      {
        title: 'Phasing drawings',
        description:
          'Plan-by-plan drawings for each phase showing work areas, hoarding, temporary partitions, protected routes and areas returned to the owner.',
      },
      {
        title: 'Site logistics plans',
        description:
          'Crane positions and lift radii, hoists, gates, traffic routes, laydown, welfare and storage for each stage, drawn over the site survey.',
      },
      {
        title: '4D sequencing',
        description:
          'Navisworks TimeLiner or Synchro 4D simulations that link model elements to schedule activities, so everyone sees the build order before it starts.',
      },
      {
        title: 'Shutdown & cutover plans',
        description:
          'Hour-by-hour plans for utility shutdowns, MEP tie-ins and department moves, with fallback steps and named responsibilities.',
      },
      {
        title: 'Long-lead alignment',
        description:
          'Phase dates checked against lead times for switchgear, elevators, curtain wall and other items that can stall a phase handover.',
      },
    ],
    process: [
      {
        title: 'Constraints workshop',
        description:
          'We capture operating limits, access rules, shutdown windows and stakeholder requirements with your team and the owner’s facilities manager.',
      },
      {
        title: 'Phasing options',
        description:
          'We sketch two or three phasing strategies with their duration, cost and disruption trade-offs and agree the preferred one with you.',
      },
      {
        title: 'Drawings & phased schedule',
        description:
          'We produce phasing and logistics drawings and a phased CPM schedule that reference the same phase codes.',
      },
      {
        title: '4D review & issue',
        description:
          'Where required, we build the 4D simulation, walk the owner through it, and issue the final package with a revision log.',
      },
    ],
    faqs: [
      {
        question: 'What do you need from us to start a phasing plan?',
        answer:
          'At minimum, the current drawings, a site survey or boundary plan, and a written list of the owner’s constraints: areas that must stay operational, working hours, noise limits, shutdown windows and any infection-control or safeguarding rules. A Revit or IFC model helps if you want a 4D simulation. If constraints are still being negotiated, we mark assumptions on each phase drawing so they can be confirmed.',
      },
      {
        question: 'Can the phasing include ICRA measures for work in a live hospital?',
        answer:
          'Yes. For healthcare work we show Infection Control Risk Assessment class boundaries, negative-pressure zones, temporary barriers and clean and dirty routes on each phase drawing, based on the assessment prepared by the facility’s infection prevention team. We do not set the ICRA class ourselves; we draw and sequence the measures it requires and keep them consistent from phase to phase.',
      },
      {
        question: 'Do you produce crane lift plans or traffic management designs?',
        answer:
          'Our logistics plans show crane positions, radii, capacities at key radii, delivery routes and gate locations, which is what most phasing and planning submissions need. Detailed lift plans and traffic management designs that require an appointed person or certified designer stay with your crane supplier or traffic consultant; our drawings give them a coordinated starting point.',
      },
    ],
    related: ['planning-scheduling', 'temporary-works-design', 'clash-detection-coordination'],
    cta: { label: 'Request Phasing Quote', href: '/contact' },
    closing: {
      heading: 'Plan the stages before the hoarding goes up',
      text: 'Share the drawings and the owner’s operating constraints, and we will outline a phasing approach, deliverables and fee.',
      cta: { label: 'Request Phasing Quote', href: '/contact' },
    },
  },
  {
    slug: 'contractor-coordination',
    title: 'Contractor Coordination',
    group: 'project-management',
    updated: '2026-11-23',
    summary:
      'Subcontractor scope packages, RFI and submittal registers, coordination logs and meeting minutes that keep every trade building from the same information.',
    description: [
      'Planning and phasing set when and where work happens; contractor coordination keeps each trade\'s scope, RFIs and submittals aligned while it does.',
      'Contractor coordination covers the paperwork that decides whether trades arrive on time with the right information: scope packages, RFIs, submittals, interface responsibilities and action items. We work as a remote extension of your project engineering team, preparing and maintaining these records so your project manager can spend coordination meetings resolving issues rather than compiling lists.',
      'Before award, we write subcontractor scope packages organized by CSI MasterFormat division or NRM2 work section, with inclusions, exclusions, interfaces with adjacent trades, attendance and clean-up obligations, and submittal requirements pulled from the specification. A responsibility matrix records who supplies, installs and connects each item at the boundary between trades, such as firestopping, access panels, embeds and housekeeping pads, which is where most site disputes begin.',
      'After award, we set up and maintain the RFI log, submittal register and coordination action log in Procore, Autodesk Construction Cloud, Aconex or Excel, track ball-in-court and due dates, chase overdue responses, and draft minutes of your weekly subcontractor meetings from recordings or notes. Registers are refreshed daily or weekly as agreed, and a status summary reaches your project manager before each meeting.',
    ],
    features: [
      {
        title: 'Trade scope packages',
        description:
          'Trade-by-trade scope documents with inclusions, exclusions, interfaces and specification references, ready to issue with bid invitations or subcontracts.',
      },
      {
        title: 'Responsibility matrix',
        description:
          'A supply, install and connect matrix for every item that sits between trades, agreed before award instead of argued about on site.',
      },
      {
        title: 'RFI & submittal registers',
        description:
          'Logs with ball-in-court, required-by dates tied to the schedule and overdue flags, maintained in the platform you already use.',
      },
      {
        title: 'Meeting minutes & action logs',
        description:
          'Concise minutes of coordination meetings with numbered actions, owners and due dates that roll forward until each one is closed.',
      },
      {
        title: 'Submittal pre-review',
        description:
          'A first check of subcontractor submittals against the relevant specification sections for completeness before they go to the design team.',
      },
    ],
    process: [
      {
        title: 'Contract & platform intake',
        description:
          'We receive drawings, specifications, subcontract templates and platform access, and agree which registers we will own.',
      },
      {
        title: 'Scopes & matrix',
        description:
          'We draft scope packages and the responsibility matrix trade by trade and review them with your project manager before issue.',
      },
      {
        title: 'Register setup',
        description:
          'RFI, submittal and action logs are configured with numbering, fields and due-date rules that match your contract.',
      },
      {
        title: 'Weekly coordination cycle',
        description:
          'We update registers, chase responses, prepare agendas, and issue minutes and status summaries on an agreed weekly rhythm.',
      },
    ],
    faqs: [
      {
        question: 'How long does a subcontractor scope package take to prepare?',
        answer:
          `For a typical trade on a mid-size commercial project, a first draft takes ${daysText(otherTurnaround.scopePackage)} once we have the full drawing and specification set. MEP, curtain wall and structural steel packages take longer because their interface lists are longer. We deliver packages in the order your procurement schedule needs them, so early trades are never waiting on late ones.`,
      },
      {
        question: 'Will you communicate directly with our subcontractors?',
        answer:
          'Only if you want us to. Some clients have us chase RFI responses and submittals from a project email address, copied to their project manager; others prefer every message to go out under their own name, with us preparing the drafts. Either way, we never instruct subcontractors, approve submittals or agree changes. Those decisions stay with your team and the design consultants.',
      },
      {
        question: 'Can you work inside our existing Procore or ACC project?',
        answer:
          'Yes. We join your Procore, Autodesk Construction Cloud or Aconex project as users with the permissions you assign and follow your numbering and workflows. If you run registers in Excel or Smartsheet, we keep your columns and add overdue highlighting. Moving to a new platform mid-project is also possible; we migrate open items with their full history.',
      },
    ],
    related: ['procurement-bidding', 'planning-scheduling', 'quality-safety'],
    cta: { label: 'Request Consultation', href: '/contact' },
    closing: {
      heading: 'Keep every trade on the same page',
      text: 'Tell us how many trades you are managing, which platform you use and how often you meet, and we will scope a coordination package.',
      cta: { label: 'Request Consultation', href: '/contact' },
    },
  },
  {
    slug: 'quality-safety',
    title: 'Quality & Safety',
    group: 'project-management',
    updated: '2026-11-23',
    summary:
      'QA/QC plans, inspection and test plans, NCR logs and safety document reviews prepared remotely to support your site quality manager and safety lead.',
    description: [
      'Quality and safety support gives your project team the documents and registers that inspectors, owners and insurers expect to see, prepared by people who read specifications for a living. We write project QA/QC plans and inspection and test plans (ITPs), maintain non-conformance and observation logs, and review contractor and subcontractor safety documentation against the applicable regulations and your company standards.',
      `On the quality side, we build an ITP for each work package from the specification, listing hold and witness points, acceptance criteria, referenced standards such as ACI 301 for concrete or AWS D1.1 for structural welding, and the records each inspection must produce. We track inspections, test results and NCRs from your site team’s reports and flag open items before they hold up a pour, a cover-up or a handover. Our own quality management system is ${isoPhrase}.`,
      `On the safety side, we review site-specific safety plans, job hazard analyses, RAMS and permit procedures for completeness and consistency with OSHA 29 CFR 1926 in the US, or with CDM 2015 and the construction phase plan in the UK, returning a comments log and marked-up PDF within ${daysText(otherTurnaround.safetyReview)}. We are not your competent person, safety officer or principal designer; supervision and sign-off stay with your qualified site staff.`,
    ],
    features: [
      {
        title: 'QA/QC plans',
        description:
          'Project quality plans that set out responsibilities, inspection regimes, document control and NCR procedures in line with the contract and specification.',
      },
      {
        title: 'Inspection & test plans',
        description:
          'ITPs for each work package with hold and witness points, acceptance criteria, referenced standards and the records required to close each line.',
      },
      {
        title: 'NCR & observation logs',
        description:
          'Registers of non-conformances, observations and corrective actions, with root cause, owner and close-out evidence for every entry.',
      },
      {
        title: 'Safety document review',
        description:
          'Checks of site-specific safety plans, JHAs, RAMS and permits for missing hazards, controls and sign-offs, returned as a numbered comments log.',
      },
      {
        title: 'Quality & safety dashboards',
        description:
          'Monthly summaries of inspections passed, NCRs opened and closed, and safety document status for your leadership team or the owner.',
      },
    ],
    process: [
      {
        title: 'Requirements mapping',
        description:
          'We extract quality and safety obligations from the contract, specifications, owner standards and regulations into a single checklist.',
      },
      {
        title: 'Plans & ITPs',
        description:
          'We draft the QA/QC plan and work-package ITPs, then revise them with your quality manager’s comments.',
      },
      {
        title: 'Submission review',
        description:
          'Subcontractor quality and safety submissions are reviewed against the checklist, with comments returned for correction.',
      },
      {
        title: 'Tracking & reporting',
        description:
          'We maintain inspection, NCR and safety document registers from site data and report status each period.',
      },
    ],
    faqs: [
      {
        question: 'Can you act as our site safety officer or quality inspector?',
        answer:
          'No, and we say so from the start. We work remotely, so we cannot observe conditions, stop work or sign inspection records. What we provide is the documentation layer: plans, ITPs, checklists, reviews and registers that your qualified site staff use and sign. That removes much of the administrative load from your safety and quality leads without blurring who is responsible on site.',
      },
      {
        question: 'Which standards do you reference in inspection and test plans?',
        answer:
          'Whatever the specification calls for. Common references in US work include ACI 301 and ACI 117 tolerances for concrete, AWS D1.1 and AISC 303 for structural steel, and NFPA 13 for sprinklers, alongside manufacturers’ installation instructions. In the UK we typically cite BS EN 13670, BS EN 1090 and the National Structural Concrete Specification. Each ITP line names the clause it comes from, so inspectors can check the source.',
      },
      {
        question: 'How does site data reach you for quality tracking?',
        answer:
          'Your team uploads completed inspection forms, test certificates, cylinder or cube results and photos to your project platform or a shared folder. We log each record against the ITP line it closes, flag missing or failed results, and issue a weekly exception list. Clients who use digital forms in Procore or ACC let us pull records directly, which removes rekeying altogether.',
      },
    ],
    related: ['contractor-coordination', 'final-inspections', 'temporary-works-design'],
    cta: { label: 'Request QA/QC Support', href: '/contact' },
    closing: {
      heading: 'Give your quality and safety leads a document team',
      text: 'Send the specification and your current plans, and we will propose which documents and registers we can take over.',
      cta: { label: 'Request QA/QC Support', href: '/contact' },
    },
  },
  {
    slug: 'final-inspections',
    title: 'Final Inspections',
    group: 'project-management',
    updated: '2026-11-23',
    summary:
      'Punch-list management, pre-handover inspection checklists and completion status reports compiled from your site walks, photos and 360 captures.',
    description: [
      'Final inspections decide how quickly a project reaches substantial completion and when retention is released. We prepare and run the documentation side of that process remotely: room-by-room and system-by-system checklists built from the drawings and specifications, punch lists compiled from your site walks, and completion reports that show the owner, the architect or the employer’s agent exactly what remains open and who owns it.',
      'Before inspections start, we generate checklists from the drawings, finish schedules, door hardware sets and specifications, so your team walks each space knowing what should be there. Your staff or the design team records items with photos, voice notes or marked-up plans in Procore, Autodesk Construction Cloud, Fieldwire or a spreadsheet template. We clean and deduplicate the entries, assign trades and locations, and send each subcontractor its own filtered list.',
      `We then track each item to close-out against photo evidence, produce status reports by floor, trade and priority, and assemble the readiness pack for authority or certifier visits: test certificates, commissioning records and firestopping logs. A checklist set for a typical floor plate is ready in ${daysText(otherTurnaround.inspectionChecklist)}. The physical inspection and sign-off remain with your team, the architect or the certifying authority.`,
    ],
    features: [
      {
        title: 'Pre-handover checklists',
        description:
          'Room-by-room and system checklists generated from finish schedules, hardware sets, equipment lists and specification sections.',
      },
      {
        title: 'Punch-list management',
        description:
          'Every item logged with location, trade, photo and priority, deduplicated, and distributed to the responsible subcontractor.',
      },
      {
        title: 'Photo & 360 verification',
        description:
          'Close-out evidence checked against each item from photos or 360-degree site captures before the item is marked complete.',
      },
      {
        title: 'Inspection readiness packs',
        description:
          'Test certificates, commissioning records and firestopping and penetration logs compiled ahead of authority or certifier visits.',
      },
      {
        title: 'Completion status reports',
        description:
          'Reports of open, ready-for-review and closed items by floor, trade and priority, with item aging to show where crews are falling behind.',
      },
    ],
    process: [
      {
        title: 'Checklist preparation',
        description:
          'We turn drawings, schedules and specifications into inspection checklists organized by area and system.',
      },
      {
        title: 'Inspection capture',
        description:
          'Your team walks the building with the checklists and records items in the platform or template we set up.',
      },
      {
        title: 'Distribution & tracking',
        description:
          'We clean the list, assign each item to a trade, and track responses and photo evidence until closed.',
      },
      {
        title: 'Completion reporting',
        description:
          'We issue status reports and the readiness pack that supports substantial or practical completion.',
      },
    ],
    faqs: [
      {
        question: 'Do you attend site to carry out the inspections?',
        answer:
          'No. The walk-through is done by your site team, the architect, the employer’s agent or a third-party inspector. We prepare the checklists they use, process everything they record, and verify close-out from photos or 360 captures. Because we are not on site, we mark items as evidence reviewed rather than inspected, and final acceptance stays with the person the contract names.',
      },
      {
        question: 'Which punch-list tools can you work in?',
        answer:
          'We work in Procore, Autodesk Construction Cloud, Fieldwire and Bluebeam Revu Studio Sessions for marked-up plans, and in Excel where a client prefers it. If some subcontractors have no platform licenses, we send each one a filtered PDF with plan locations and photos, then collect their responses back into the master list so nothing lives in separate spreadsheets.',
      },
      {
        question: 'How do you prioritize punch items before completion?',
        answer:
          'Each item is tagged by its effect on handover: life-safety and code items that would block a certificate of occupancy or completion certificate, items affecting how building systems operate, and cosmetic items. Reports lead with the first two groups and their owners, so the final weeks go on what actually holds up the certificate rather than on touch-up paint.',
      },
    ],
    related: ['quality-safety', 'closeout-documentation', 'maintenance-warranty'],
    cta: { label: 'Get Quote', href: '/contact' },
    closing: {
      heading: 'Reach completion with a clean punch list',
      text: 'Tell us the building size, your handover date and the platform you use, and we will set up checklists and tracking to match.',
      cta: { label: 'Get Quote', href: '/contact' },
    },
  },
  {
    slug: 'closeout-documentation',
    title: 'Closeout Documentation',
    group: 'project-management',
    updated: '2026-11-23',
    summary:
      'O&M manuals, as-built drawings, COBie asset data and handover files assembled during construction, ready for the owner’s facilities team on day one.',
    description: [
      'Closeout documentation is often left to the last month, when the people who know where everything is are moving to the next job. We run it as a parallel workstream from the first approved submittal, collecting, checking and indexing the records the contract requires at handover, so retention is not held back by a missing warranty letter or an incomplete operation and maintenance manual.',
      'We compile O&M manuals system by system from approved submittals, product data, test reports and manufacturers’ instructions, delivered as indexed, bookmarked and searchable PDFs. As-built drawings are produced from your site redlines and subcontractor markups in AutoCAD or Revit, with revision clouds and a change log. In the UK, we assemble the health and safety file required under CDM 2015 and, for higher-risk buildings, organize information to support the golden thread under the Building Safety Act 2022.',
      `For owners running a CAFM or CMMS platform, we deliver asset data in COBie format, following the NBIMS-US standard or the client’s ISO 19650 exchange information requirements, with asset tags, serial numbers, warranty dates and spare parts. COBie files are validated before issue, and a typical commercial closeout package is complete within ${weeksText(weeksTurnaround.closeoutPackageWeeks)} of receiving the final subcontractor records.`,
    ],
    features: [
      {
        title: 'O&M manuals',
        description:
          'System-by-system manuals built from approved submittals, product data, maintenance instructions and test certificates, bookmarked and searchable.',
      },
      {
        title: 'As-built drawings',
        description:
          'Site redlines and subcontractor markups incorporated into CAD or Revit, with revision clouds and a change log for each sheet.',
      },
      {
        title: 'COBie & asset data',
        description:
          'Facility, space, type and component data with tags, serials and warranty dates, validated and ready to import into your CMMS.',
      },
      {
        title: 'Closeout tracker',
        description:
          'A register of every required closeout item by specification section and subcontractor, with status, so gaps show up months before handover.',
      },
      {
        title: 'Health & safety file',
        description:
          'UK handover files under CDM 2015 covering residual risks, as-built information and key maintenance data, coordinated with the principal designer.',
      },
    ],
    process: [
      {
        title: 'Requirements register',
        description:
          'We extract every closeout deliverable from the contract and specifications, such as Sections 01 77 00 and 01 78 00 in US work, and assign each to a subcontractor.',
      },
      {
        title: 'Progressive collection',
        description:
          'Approved product data, warranties and test reports are filed against the register as they arrive during construction.',
      },
      {
        title: 'Assembly & checking',
        description:
          'We assemble manuals, as-builts and COBie data, then check them against the register and the owner’s requirements.',
      },
      {
        title: 'Handover issue',
        description:
          'The complete package is issued in the owner’s folder structure, with a transmittal listing every document.',
      },
    ],
    faqs: [
      {
        question: 'When should we bring you in for closeout?',
        answer:
          'Ideally when submittals start being approved, usually a few months into construction. At that point we set up the closeout register, collect approved product data as it arrives and send subcontractors their O&M and warranty requirements early. Joining at the end still works, but the package then depends on how quickly subcontractors respond, and documents are harder to recover from firms that have already left site.',
      },
      {
        question: 'What formats will the O&M manuals and as-builts be delivered in?',
        answer:
          'O&M manuals are delivered as searchable PDFs with a bookmarked index by system and specification section, plus the native folder structure if the owner wants them loaded into a document management system. As-builts are issued as PDF and in native DWG or RVT. If the contract still requires printed binders, a local print shop can produce them from the same files.',
      },
      {
        question: 'Can you check COBie data against the owner’s requirements?',
        answer:
          'Yes. We validate COBie spreadsheets for structure and completeness against the owner’s asset information requirements, then cross-check component counts against the model and equipment schedules. A report lists missing attributes by system and responsible subcontractor, so gaps are closed before handover rather than discovered when the facilities team tries to import the data.',
      },
    ],
    related: ['final-inspections', 'maintenance-warranty', '3d-revit-modeling'],
    cta: { label: 'Request Closeout Quote', href: '/contact' },
    closing: {
      heading: 'Hand over a building the owner can run',
      text: 'Send the closeout sections of your specification, and we will set up the register and tell you what is already missing.',
      cta: { label: 'Request Closeout Quote', href: '/contact' },
    },
  },
  {
    slug: 'maintenance-warranty',
    title: 'Maintenance & Warranty',
    group: 'project-management',
    updated: '2026-11-23',
    summary:
      'Warranty registers, defect tracking and planned maintenance schedules that carry owners and contractors through the defects period after handover.',
    description: [
      'After handover, the contractor still carries warranty and defects obligations, and the owner needs to know what is covered, by whom and until when. Our maintenance and warranty service builds and maintains the registers that answer those questions, working from the closeout package, the subcontracts and the manufacturer warranties collected at completion.',
      'The warranty register lists every warranty and guarantee by system and asset, with its start date (substantial or practical completion, or a later commissioning date where the specification allows), duration, warrantor, conditions such as required service visits, and a link to the signed document. Alerts go to the owner and contractor well before each expiry, including the end of the rectification period under JCT, the defects date under NEC4, and the one-year correction period common in US contracts.',
      'During the defects period we log defects reported by the owner’s help desk or facilities team, assign them to the responsible subcontractor, and track response and repair against contractual timescales. Before the period ends we prepare the eleven-month walkthrough list or end-of-defects inspection schedule. For owners, we also turn O&M data into planned preventive maintenance schedules formatted for import into a CMMS such as IBM Maximo or Planon.',
    ],
    features: [
      {
        title: 'Warranty registers',
        description:
          'Every warranty and guarantee logged by asset and system with start date, duration, warrantor, conditions and the signed document attached.',
      },
      {
        title: 'Defect tracking',
        description:
          'Owner-reported defects logged, assigned to the responsible subcontractor and tracked against contractual response and repair times.',
      },
      {
        title: 'Expiry & inspection alerts',
        description:
          'Advance notice of warranty expiries, the end of the rectification or correction period, and scheduled defect inspections.',
      },
      {
        title: 'Planned maintenance schedules',
        description:
          'Preventive maintenance tasks and frequencies extracted from O&M manuals and formatted for your CMMS import template.',
      },
      {
        title: 'End-of-period walkthrough lists',
        description:
          'Area-by-area lists for the eleven-month or end-of-defects inspection, combining open defects with known risk items.',
      },
    ],
    process: [
      {
        title: 'Register build',
        description:
          'We build the warranty register and asset list from the closeout package and flag missing or unclear documents.',
      },
      {
        title: 'Alert schedule',
        description:
          'Expiry dates, service visit requirements and period-end inspections are scheduled with named recipients.',
      },
      {
        title: 'Defect logging & tracking',
        description:
          'Reported defects are logged, assigned and chased until repaired, with evidence of completion on file.',
      },
      {
        title: 'Period-end reporting',
        description:
          'We prepare the walkthrough list and a final defects report to support release of retention or the final certificate.',
      },
    ],
    faqs: [
      {
        question: 'Is this service for contractors or for owners?',
        answer:
          'Both. Contractors use it to manage their own defects obligations and hold subcontractors to their response times, which protects retention and reputation. Owners and facility managers use it to enforce warranties before they expire and to set up maintenance so manufacturer warranties are not voided by missed service visits. The registers are the same; only the recipients of alerts and reports change.',
      },
      {
        question: 'What if the closeout documents are incomplete?',
        answer:
          'We build the register from what exists and list every gap: missing warranty certificates, unclear start dates, or warranties issued to the wrong entity. We then draft requests for the contractor or subcontractors to supply what is missing. Where a start date is disputed, we record both dates with the source of each, so the point can be settled before any claim is made.',
      },
      {
        question: 'How is maintenance and warranty support priced?',
        answer:
          'Setting up the register and maintenance schedule is a fixed fee based on the number of systems and assets. Ongoing defect tracking and alerts through the defects period are billed as a monthly retainer, and the end-of-period inspection list is quoted separately. We confirm the fee after seeing the closeout package, because its completeness drives most of the effort.',
      },
    ],
    related: ['closeout-documentation', 'final-inspections', 'quality-safety'],
    cta: { label: 'Request Consultation', href: '/contact' },
    closing: {
      heading: 'Keep warranties enforceable and defects under control',
      text: 'Share your closeout package or warranty list, and we will propose a register, alert schedule and defects tracking setup.',
      cta: { label: 'Request Consultation', href: '/contact' },
    },
  },
];
