import { claimMeasures, claims, isoPhrase } from './figures';
import { businessDays, progressUpdateText, revisionsPolicy, standardTurnaround } from './commitments';
import { site } from './site';
import type { TopicFaq } from './types';

/** The four questions on the home page; /faqs shows them as its first topic. */
export const homeFaqs: TopicFaq[] = [
  {
    id: 'services',
    question: `What services does ${site.name} offer?`,
    answer: `We cover preconstruction in six service lines: construction cost estimation (material takeoffs, cost estimates and quantity surveying), shop drawings for MEP, rebar and structural steel, rebar detailing with 3D models and bar bending schedules, BIM modeling and clash coordination, project management and scheduling, and architectural, structural and temporary works design. You can engage us for a single trade takeoff or for a combined package that runs from feasibility through closeout.`,
  },
  {
    id: 'turnaround',
    question: 'How fast is your turnaround?',
    answer: `A detailed cost estimate takes ${claims.estimateTurnaround} and a multi-trade takeoff ${standardTurnaround('material-takeoff')}, counted in ${businessDays.short}; the pricing page lists every service’s standard and rush times. The ${claims.progressUpdate} figure you may see elsewhere on this site is one thing only: a schedule progress update, returned ${progressUpdateText}. Shop drawings and BIM models are released in packages that follow your fabrication or pour sequence. Every quote states a firm delivery date before you commit.`,
  },
  {
    id: 'industries',
    question: 'Which industries and sectors do you work in?',
    answer: `Commercial offices and retail, industrial and manufacturing, multifamily and high-rise residential, healthcare, education, hospitality, and infrastructure such as bridges and civil works. Our clients are general contractors, trade contractors, developers and architects in ${site.markets}. Each sector has its own cost drivers and coordination pressures, from crowded hospital ceilings to factory crane runways, so we staff every job with estimators and detailers who have worked on that building type before.`,
  },
  {
    id: 'accuracy',
    question: 'How accurate are your estimates?',
    answer: `For material takeoffs, ${claims.takeoffAccuracy} ${claimMeasures.takeoffAccuracy}, and every quantity traces back to a marked-up sheet in Bluebeam Revu, PlanSwift or On-Screen Takeoff. An estimate’s accuracy is a different thing and depends on design maturity: a concept estimate carries a wider range than one priced from construction drawings, so every report states its estimate class (AACE 18R-97 in the US, the RIBA stage in the UK) with the range that class expects, its assumptions and its exclusions. We do not publish an average against awarded contracts: too few clients tell us their award figures for it to mean anything.`,
  },
];

/** Topics for /faqs, shown after the home questions. */
export const faqTopics: { id: string; title: string; faqs: TopicFaq[] }[] = [
  {
    id: 'working-with-us',
    title: 'Working with us',
    faqs: [
      {
        id: 'how-to-start',
        question: 'How do we start a project with you?',
        answer: `Send your drawings, specifications and a short scope note through the contact form or to ${site.email}. An estimator or discipline lead reviews the package, asks any scope questions and returns a written quote with deliverables, exclusions, fee and delivery date. Once you accept, we hold a short kickoff call, confirm formats and standards, and assign one project lead who stays your single point of contact until the last deliverable is issued.`,
      },
      {
        id: 'file-formats',
        question: 'Which file formats do you accept and deliver?',
        answer:
          'We accept PDF drawing sets, DWG and DXF files, Revit RVT models, IFC, Navisworks NWC and NWD files, Tekla models, and specifications in Word, Excel or PDF. Deliverables come in the format your team uses: Excel and PDF estimates, CostX or Bluebeam markups, DWG or RVT drawings, IFC models, BVBS or aSa files for rebar bending machines, and DSTV NC files for steel fabrication. Tell us your software versions at kickoff and we match them.',
      },
      {
        id: 'confidentiality',
        question: 'Will you sign a non-disclosure agreement?',
        answer:
          'Yes. Ask for it before you send anything: the working-with-us page has a link that opens an email asking for our mutual NDA, and the contact form works without drawings. We sign your NDA or ours before you upload a single file, and every member of our team is bound by a confidentiality agreement in their employment contract. Project files sit in access-controlled folders limited to the people working on your job, and we never show client drawings in our portfolio without written permission.',
      },
      {
        id: 'time-zones-support',
        question: 'How do you handle time zones and support?',
        answer: `Our production office in Lahore works hours that overlap the UK and European working day, and our client desk keeps published hours of ${site.hours.display} for North American clients. For US teams that means drawings sent at the end of your day are often worked on overnight. ${site.responseTime}`,
      },
    ],
  },
  {
    id: 'pricing-and-quotes',
    title: 'Pricing and quotes',
    faqs: [
      {
        id: 'how-quotes-work',
        question: 'How do your quotes work?',
        answer:
          'Quotes are free and based on your actual drawings, not a rate card guess. We review the set, count sheets, trades and levels of detail, and return a written quote listing deliverables, standards, exclusions, fee and delivery date. If the drawings are incomplete we say what is missing and how we will handle it, whether that is an allowance, a stated assumption or a follow-up question to your designer.',
      },
      {
        id: 'fixed-fee-or-hourly',
        question: 'Do you charge a fixed fee or an hourly rate?',
        answer:
          'Defined scopes such as takeoffs, estimates, bar bending schedules and shop drawing packages are quoted as a fixed fee, priced per project, per sheet or per ton. Open-ended work such as BIM coordination, project controls or ongoing bid support is billed hourly or as a monthly retainer with an agreed ceiling of hours. Either way, the basis is set out in the quote before work begins, so there are no surprises on the invoice.',
      },
      {
        id: 'revisions',
        question: 'Are revisions included in the fee?',
        answer:
          `${revisionsPolicy} When a new drawing revision arrives, we compare it against the previous set and list the affected items with the price of the update, so you decide before any chargeable work starts.`,
      },
      {
        id: 'payment',
        question: 'How and when do we pay?',
        answer:
          'We invoice in US dollars, pounds sterling or euros, and accept international bank transfer or card payment. Small fixed-fee jobs are invoiced on delivery, larger packages are billed against the milestones named in the quote, and retainers are invoiced monthly. Payment terms are stated on every quote, and repeat clients can move to consolidated monthly billing across all of their active projects.',
      },
    ],
  },
  {
    id: 'quality-and-standards',
    title: 'Quality and standards',
    faqs: [
      {
        id: 'iso-certification',
        question: 'Which quality standard does your work follow?',
        answer: `Our quality management system is ${isoPhrase}. It defines how every job is scoped, produced, checked and delivered, how client comments and errors are recorded and closed, and how we measure turnaround and accuracy over time. Its procedures apply to every discipline, from a single takeoff to a full BIM coordination engagement, and we send the certificate or the latest audit report to any client who asks.`,
      },
      {
        id: 'checking-process',
        question: 'How do you check work before it is delivered?',
        answer:
          'Every deliverable passes a maker-checker review by a senior team member who did not produce it, using a discipline checklist. Takeoffs are checked for completeness against color-coded markups and an independent re-measure. Estimates are tested against benchmark cost ratios. Shop drawings and rebar schedules are checked against the latest design revision, and models run through clash and audit tests before issue. The checker signs the issue record.',
      },
      {
        id: 'standards-by-market',
        question: 'Which standards do you work to in each market?',
        answer:
          'In the UK we measure to NRM1 and NRM2 under RICS guidance, schedule rebar to BS 8666, design to the Eurocodes with UK National Annexes and temporary works to BS 5975. In the US we use CSI MasterFormat, ACI 318, the ACI Detailing Manual (MNL-66), CRSI practice and AISC 360, in imperial units. Elsewhere in Europe we work to the Eurocodes with the relevant National Annex and local cost structures such as DIN 276.',
      },
    ],
  },
];
