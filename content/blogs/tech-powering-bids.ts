import type { BlogPost } from '../types';
import { claims } from '../figures';

export const post: BlogPost = {
  id: 'tech-powering-bids',
  title: 'The Technology Behind Faster, Better Bids, and Where It Still Falls Short',
  date: '2026-03-17',
  author: { name: 'Daniel Okafor', role: 'BIM Coordination Lead' },
  image: {
    src: '/images/blog/tech-powering-bids.svg',
    alt: 'Two monitors: a wireframe model with a selected slab feeding a priced bid table',
    width: 1200,
    height: 675,
  },
  excerpt:
    'Digital takeoff, cost databases, cloud estimating, model quantities and AI scope review: what each speeds up in a bid and where human checking still matters.',
  content: `<p>A competitive bid is a race against the due date, and most of its hours have traditionally gone into measuring rather than pricing. Software has changed that balance. Measurement that once took a week with scale rulers and highlighters can now take a day or two, leaving more time for the parts of a bid that win or lose work: scope definition, subcontractor coverage and pricing judgment. But every tool has failure modes, and a faster wrong number is still wrong. Here is how we use the current stack on contractor bids, and where we deliberately keep a person in the loop.</p>

<h2>Digital takeoff: speed with a checking discipline</h2>
<p>On-screen takeoff in Bluebeam Revu, PlanSwift or On-Screen Takeoff is now the baseline. The gains come from features that remove repetition: calibrated scales per viewport, typical-floor multipliers, count tools that find every instance of a symbol, and overlay comparisons between drawing revisions. The overlay alone saves hours when an addendum arrives three days before close, because it shows exactly which areas changed instead of leaving the estimator to re-measure whole sheets.</p>
<p>The failure modes are mundane and expensive:</p>
<ul>
<li><strong>Scale errors:</strong> a 1:20 detail placed on a 1:100 sheet, or a PDF printed to a non-standard size. We check calibration against a known dimension on every sheet, not once per set.</li>
<li><strong>Auto-count misses:</strong> symbol recognition struggles with rotated, overlapping or exploded blocks, so spot-check counts in dense areas such as reflected ceiling plans.</li>
<li><strong>Unmeasured scope:</strong> the software measures what you click. Notes, schedules and specification clauses that describe work not shown graphically need a separate read.</li>
</ul>
<p>Quantity accuracy comes from the checking routine, not the tool. Our <a href="/services/material-takeoff">material takeoff</a> team works to ${claims.takeoffAccuracy} accuracy because the highest-value items in every takeoff get an independent check before issue; our <a href="/blogs/material-takeoff-guide">material takeoff guide</a> sets that routine out step by step.</p>

<h2>Cost databases and cloud estimating</h2>
<p>Published data gives a defensible starting rate when you lack recent history in a trade or region. In the US that usually means RSMeans, adjusted with its City Cost Index; in the UK, BCIS and the Spon's price books, adjusted with BCIS location factors and tender price indices. Three pitfalls remain common:</p>
<ul>
<li>Published unit costs reflect average conditions. A high-rise with restricted access, a union labor market or a winter concrete program will not match them.</li>
<li>Data ages quickly. A rate from an 18-month-old book needs escalating to the bid date and then to the midpoint of construction, which are two different adjustments.</li>
<li>Your own completed-job data, coded consistently to CSI MasterFormat or NRM2, beats any book. The technology that matters most here is unglamorous: a disciplined cost code structure so actual costs flow back into the estimating database.</li>
</ul>
<p>Platforms such as Sage Estimating, ProEst, DESTINI Estimator, Trimble WinEst and CostX hold assemblies, crews and rates in a shared database rather than in individual spreadsheets. For a distributed team the practical benefits are version control and concurrency: the concrete estimator, the MEP estimator and the reviewer work in one estimate, with assemblies that carry the same waste factors and productivity assumptions. Subcontractor quotes can be leveled against a scope matrix in the same system instead of in emailed workbooks.</p>
<p>The limit is governance. A shared assembly with an outdated productivity rate spreads that error into every bid that uses it. Someone must own the library, review rates against completed jobs, and lock changes during a live bid.</p>

<h2>Model-based quantities</h2>
<p>When a design team issues a Revit model, quantities can be extracted through schedules, Navisworks Quantification, Autodesk Takeoff or CostX's 5D tools. For concrete volumes, wall areas, doors and repetitive MEP components this is faster and more consistent than 2D measurement. It is also where overconfidence creeps in, because the numbers look precise.</p>
<ul>
<li><strong>Check the LOD.</strong> A model at LOD 200 shows approximate sizes and locations; it cannot carry quantities for connections, embeds or reinforcement. Most bid-stage design models sit between LOD 200 and LOD 300, whatever the BIM execution plan promised.</li>
<li><strong>Check modeling practice.</strong> Walls modeled through slabs double count concrete where they overlap, generic families may lack the parameters needed to group items, and a floor modeled as one element hides the difference between a slab and its thickenings.</li>
<li><strong>Apply measurement rules.</strong> Model geometry is not measured to NRM2 or to your trade conventions. Deductions for openings, laps, waste and formwork contact areas still have to be applied.</li>
<li><strong>Reconcile with the drawings.</strong> Where the model and the issued sheets disagree, the contract documents govern. A quick 2D check of the ten largest cost items catches most discrepancies.</li>
</ul>
<p>Where the model is sound, the time saved is real, and a coordinated model also supports sequence-aware pricing. When the design team has no usable model, our <a href="/services/3d-revit-modeling">3D Revit modeling</a> team can build a bid-stage model for the scopes where model quantities pay back.</p>

<h2>AI-assisted scope review: useful, with limits</h2>
<p>Large language models are now good at a narrow, valuable task: reading a 900-page project manual and producing a first-pass list of scope items, submittals, allowances, alternates, testing obligations and unusual clauses, organized by specification section. A reviewer who starts from that list works faster than one starting from page one. Room and symbol recognition on drawings is improving too, though it trails text review by some distance.</p>
<p>The limits are specific, and we plan around them:</p>
<ul>
<li><strong>Confident errors.</strong> A model can cite a clause that does not exist or merge two sections. Every item must be traced to a page reference and confirmed by a person.</li>
<li><strong>Invisible omissions.</strong> A summary tells you what it found, not what it missed. Division 01 requirements and addenda that modify earlier sections are frequent blind spots.</li>
<li><strong>Graphic-only scope.</strong> Work shown only as a note on a detail sheet is often missed entirely.</li>
<li><strong>Confidentiality.</strong> Bid documents are usually under NDA. Use tools that do not retain or train on uploaded files, and check the client's rules before uploading anything.</li>
</ul>
<blockquote>Technology compresses measurement. It does not compress judgment about risk, exclusions and what the subcontract market will actually price.</blockquote>
<p>Used with those limits in mind, the stack lets us return complete trade estimates in ${claims.estimateTurnaround} while spending more of that time on the questions that decide whether a bid is both competitive and safe to sign.</p>`,
};
