import type { Provenance, Testimonial } from './types';

/**
 * Illustrative: written for this site to show the kind of feedback the work earns. The people and
 * firms are fictional, so no page presents these as clients' words: they are labelled as samples
 * wherever they appear. Replace them with real clients' words (with their written permission), then
 * set 'confirmed' and the labels go.
 */
export const testimonialsProvenance: Provenance = 'illustrative';

/** How the testimonials are introduced, according to whether they are real. */
export const testimonialsFraming =
  (testimonialsProvenance as Provenance) === 'confirmed'
    ? { eyebrow: 'Testimonials', title: 'What our clients say', lede: 'Contractors, developers and architects on the work we delivered for them, in their own words.', note: null }
    : {
        eyebrow: 'Illustrative testimonials',
        title: 'The feedback we work for',
        lede: 'Illustrative samples written for this site to show the kind of feedback our work earns. They are not quotes from real clients: the people and firms named are fictional.',
        note: 'Illustrative sample, not a real client’s words',
      };

/** Client testimonials for the home carousel and /testimonials (illustrative: see above). */
export const testimonials: Testimonial[] = [
  {
    tempId: 0,
    testimonial:
      'Their NRM2 bill of quantities for our Leeds office tender was thorough enough that our estimators priced straight from it. We won the job, and the final account closed within 2% of their pre-tender figure.',
    by: { name: 'Oliver Pritchard', role: 'Commercial Director', company: 'Whitmore Construction' },
    imgSrc: '/images/avatars/0.svg',
  },
  {
    tempId: 1,
    testimonial:
      'We send drawing sets on a Friday and have a trade-by-trade material takeoff back by midweek. On a 220-unit multifamily bid, their framing and drywall quantities came within 1.5% of what our crews actually installed.',
    by: { name: 'Jennifer Kowalski', role: 'Chief Estimator', company: 'Great Lakes Builders' },
    imgSrc: '/images/avatars/1.svg',
  },
  {
    tempId: 2,
    testimonial:
      'The Tekla rebar model they built for our in-situ frame flagged congestion at fourteen column heads before a single bar was bent. Fixing it on screen instead of on the deck saved us over a week on the first three floors.',
    by: { name: 'Lars Henriksen', role: 'Project Director', company: 'Nordvik Entreprenør AS' },
    imgSrc: '/images/avatars/2.svg',
  },
  {
    tempId: 3,
    testimonial:
      'We brought them in to extract 2D construction documents from our Revit model for a school extension. Sheets, schedules and details matched the model exactly, and the contractor raised only six drawing-coordination RFIs during the build.',
    by: { name: 'Hannah Whitfield', role: 'Associate Director', company: 'Ashdown Architects' },
    imgSrc: '/images/avatars/3.svg',
  },
  {
    tempId: 4,
    testimonial:
      'Their cost estimate for our medical office building was broken down by CSI MasterFormat division, with every assumption written down. The contractor’s GMP came in 2.4% off their number, which gave our lender real confidence.',
    by: { name: 'Marcus Delgado', role: 'Development Manager', company: 'Harborline Properties' },
    imgSrc: '/images/avatars/4.svg',
  },
  {
    tempId: 5,
    testimonial:
      'Clash coordination in Navisworks on our Milan hotel refurbishment ran like clockwork: weekly reports and a named owner for every issue. More than 1,100 clashes were closed before the MEP contractors mobilized, and ceiling rework on site was negligible.',
    by: { name: 'Sofia Marchetti', role: 'BIM Coordinator', company: 'Studio Arcadia Architetti' },
    imgSrc: '/images/avatars/5.svg',
  },
  {
    tempId: 6,
    testimonial:
      'They designed the propping and backpropping for a nine-story post-tensioned frame to BS 5975 and had the Category 2 check arranged before we asked. The designs were clear and buildable, and were accepted without a single resubmission.',
    by: { name: 'Gareth Lewis', role: 'Temporary Works Coordinator', company: 'Severn Civil Engineering' },
    imgSrc: '/images/avatars/6.svg',
  },
  {
    tempId: 7,
    testimonial:
      'Their MEP shop drawings for a four-story lab building came complete with hanger layouts, sleeve drawings and fabrication spools. Our duct and pipe crews installed straight from them, and we finished rough-in three weeks ahead of schedule.',
    by: { name: 'Tyler Brooks', role: 'Project Manager', company: 'Ironwood Mechanical Contractors' },
    imgSrc: '/images/avatars/7.svg',
  },
  {
    tempId: 8,
    testimonial:
      'We used their feasibility cost plans to test three massing options for a mixed-use site in Rotterdam. Each option was priced within a week, and the scheme we chose tendered 3% under the budget our investment committee approved.',
    by: { name: 'Pieter van Dijk', role: 'Development Director', company: 'Kade Vastgoed BV' },
    imgSrc: '/images/avatars/8.svg',
  },
  {
    tempId: 9,
    testimonial:
      'Rebar shop drawings and bar lists to ACI MNL-66 and CRSI practice, released pour by pour for a five-level parking structure. The engineer of record approved them in one round, and our fabricator reported zero bending errors on roughly 900 tons.',
    by: { name: 'Denise Carter', role: 'Senior Estimator', company: 'Keystone Concrete Structures' },
    imgSrc: '/images/avatars/9.svg',
  },
  {
    tempId: 10,
    testimonial:
      'Their quantity surveyors produced NRM1 cost plans for 140 homes across four house types and updated them at every design stage. We locked in our build cost early and held it inside budget through a very volatile materials market.',
    by: { name: 'Fiona MacLeod', role: 'Managing Director', company: 'Glenmore Homes' },
    imgSrc: '/images/avatars/10.svg',
  },
  {
    tempId: 11,
    testimonial:
      'The Primavera P6 schedule they built for our logistics park linked design, procurement and construction in one program. Weekly updates showed slippage early enough to act, and we handed over both warehouses on the contractual completion date.',
    by: { name: 'Tomasz Nowak', role: 'Project Manager', company: 'Wisła Budownictwo' },
    imgSrc: '/images/avatars/11.svg',
  },
  {
    tempId: 12,
    testimonial:
      'Structural steel shop drawings for a retail park: Tekla model, erection drawings and NC files ready for our fabricator. Every connection was checked against the engineer’s design, and the frame went up with only two site modifications.',
    by: { name: 'Priya Sharma', role: 'Design Manager', company: 'Calloway Construction' },
    imgSrc: '/images/avatars/12.svg',
  },
  {
    tempId: 13,
    testimonial:
      'Their value engineering review of our community center design found $1.2M in savings without compromising the design intent. Each option came with cost, schedule and performance implications, so the board approved the package in one meeting.',
    by: { name: 'Diego Reyes', role: 'Principal Architect', company: 'Meridian Design Studio' },
    imgSrc: '/images/avatars/13.svg',
  },
  {
    tempId: 14,
    testimonial:
      'We outsourced rebar detailing for a hospital basement: 3D model, placing drawings and bending schedules. Their detailers caught 37 conflicts between slab openings and reinforcement before fabrication, which saved us weeks of redesign on site.',
    by: { name: 'Katrin Bauer', role: 'Head of Technical Office', company: 'Alpenbau GmbH' },
    imgSrc: '/images/avatars/14.svg',
  },
];
