import type { BlogPost } from '../types';
import { claims } from '../figures';

export const post: BlogPost = {
  id: 'estimating-accuracy',
  title: 'How to Improve Construction Estimating Accuracy: Classes, Quantities, Rates and Reviews',
  date: '2024-04-16',
  author: { name: 'Ayesha Malik', role: 'Senior Cost Estimator' },
  image: {
    src: '/images/blog/estimating-accuracy.svg',
    alt: 'Accuracy range bars for AACE Classes 5 to 1 narrowing around the point estimate',
    width: 1200,
    height: 675,
  },
  excerpt:
    'A practical method for tighter construction estimates: label the AACE class, pin down scope, check quantities twice, source rates well and size contingency.',
  content: `<p>Most estimates that miss badly are not wrong in their arithmetic. They are wrong about what they are pricing: a scope nobody wrote down, a quantity nobody checked by a second method, or a contingency asked to cover risks it was never sized for. Accuracy is a process, and it can be managed the same way a schedule is managed. These are the controls our estimators apply on every job, from a conceptual order of magnitude to a hard bid.</p>

<h2>State the class of the estimate before you build it</h2>
<p>The most useful single habit is to label every estimate with its class and its expected range before it leaves your desk. AACE International Recommended Practice 18R-97 defines five classes by how much of the project definition is complete, each with a typical accuracy band:</p>
<ul>
<li><strong>Class 5</strong> (0-2% definition, concept screening): -20% to -50% on the low side, +30% to +100% on the high side.</li>
<li><strong>Class 4</strong> (1-15%, feasibility): -15% to -30% and +20% to +50%.</li>
<li><strong>Class 3</strong> (10-40%, budget authorization): -10% to -20% and +10% to +30%.</li>
<li><strong>Class 2</strong> (30-75%, control or bid): -5% to -15% and +5% to +20%.</li>
<li><strong>Class 1</strong> (65-100%, check estimate or bid): -3% to -10% and +3% to +15%.</li>
</ul>
<p>Its companion, 56R-08, applies the same five classes to building and general construction with somewhat narrower bands, because a school or an office block carries less technical uncertainty than a process plant. In the UK the same logic runs through the NRM1 sequence of an order of cost estimate followed by formal cost plans 1, 2 and 3 at successive RIBA stages. Whatever framework you use, print the class, the drawing issue and the pricing date on the cover sheet. A Class 4 number read as if it were Class 2 will look wrong no matter how carefully it was built.</p>

<h2>Define the scope in writing, line by line</h2>
<p>Scope gaps cause more overruns than bad unit rates. Before measuring anything, build a scope sheet organized by CSI MasterFormat division (or by NRM1 element in the UK) and mark every line as included, excluded, by others or allowance. Then read the specifications against the drawings, because the two rarely agree. Typical traps:</p>
<ul>
<li>Items specified but not drawn, such as firestopping, expansion joint covers, sealants and testing and commissioning.</li>
<li>Work shown on one discipline only, such as equipment pads on the mechanical sheets that never appear on the structural set.</li>
<li>Owner-furnished, contractor-installed equipment, where the labor is yours even though the material is not.</li>
<li>General conditions and preliminaries: site management, temporary facilities, hoisting, winter protection, insurance and bonds.</li>
</ul>
<p>Issue the exclusions and qualifications with the number. An estimate without them cannot be reviewed, because nobody knows what it was meant to cover.</p>

<h2>Check quantities by a second, independent method</h2>
<p>Digital takeoff in Bluebeam Revu, PlanSwift or On-Screen Takeoff is fast, but speed multiplies errors as easily as it removes them. Calibrate the scale on every sheet against a known dimension, and never measure details marked not to scale. Then test the totals against ratios drawn from completed projects:</p>
<ul>
<li>Reinforcement in kilograms per cubic meter of concrete, or pounds per cubic yard, by element type. Footings, flat slabs and transfer structures each have a recognizable band, and a result far outside it means a missed or doubled bar schedule.</li>
<li>Formwork area per unit of concrete volume. Thin walls and slabs produce high ratios; mass foundations produce low ones.</li>
<li>Wall-to-floor ratio for envelope and partitions, and gross-to-net area for finishes.</li>
</ul>
<p>A second estimator measuring the ten highest-value items without looking at the first takeoff is the cheapest insurance available. On most buildings a short list of line items carries most of the direct cost, so that is where the checking effort belongs. Our guide to <a href="/blogs/material-takeoff-guide">material takeoff</a> covers units, waste factors and common misses trade by trade.</p>

<h2>Source unit rates deliberately</h2>
<p>A rate is only as good as its pedigree. Rank your sources and record which one each line used:</p>
<ol>
<li><strong>Current subcontractor and supplier quotes</strong> for the actual scope, leveled so that every bidder covers the same inclusions.</li>
<li><strong>Your own historical cost data</strong> from closed jobs, adjusted for date, location and productivity.</li>
<li><strong>Published cost data</strong> such as RSMeans in the USA, or BCIS and Spon's price books in the UK, corrected with location factors and escalated to the midpoint of construction.</li>
</ol>
<p>Build labor from crew composition and productivity rather than lump sums, so that a reviewer can see the hours. Escalation is not contingency: carry it as its own line, calculated from the pricing date to the midpoint of the work.</p>

<h2>Separate allowances, contingency and reviews</h2>
<p>Allowances and contingency are often blended into one padded number, and that hides the risk instead of pricing it. An <strong>allowance</strong> covers something you know is in scope but cannot yet measure, such as an allowance for rock excavation or for door hardware still to be scheduled. <strong>Contingency</strong> covers the unknowns inside the defined scope, and it should shrink as the estimate class improves. For Class 3 and tighter estimates, size it from a risk register, either with expected values or with a Monte Carlo range analysis, following the principles in AACE 40R-08. Changes to the scope itself belong to the owner's reserve, not to your contingency. For a structured way to build that register, see our article on <a href="/blogs/risk-management-in-preconstruction">risk management in preconstruction</a>.</p>
<p>Finally, hold a formal review before any number is issued. A useful agenda is short:</p>
<ul>
<li>Compare the total against cost per square foot or square meter for similar completed buildings.</li>
<li>Walk the scope sheet line by line and confirm every exclusion is intentional.</li>
<li>Reconcile against the previous estimate and explain every movement larger than 2-3%.</li>
<li>Confirm the drawing list, addenda and pricing date on the cover sheet.</li>
</ul>
<blockquote>An estimate is a forecast with a stated confidence, not a promise. The discipline lies in saying honestly how confident you are.</blockquote>
<p>If you want an independent check or a full estimate built this way, our <a href="/services/cost-estimation">cost estimation</a> team typically returns detailed estimates in ${claims.estimateTurnaround}, with quantities, sources and exclusions documented so your own reviewers can trace every line.</p>`,
};
