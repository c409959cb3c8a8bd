import type { BlogPost } from '../types';
import { claims } from '../figures';

export const post: BlogPost = {
  id: 'material-takeoff-guide',
  title: 'A Practical Guide to Material Takeoff: Units by Trade, Waste Factors, Tools and Checks',
  date: '2025-02-18',
  author: { name: 'Ayesha Malik', role: 'Senior Cost Estimator' },
  image: {
    src: '/images/blog/material-takeoff-guide.svg',
    alt: 'Plan with hatched flooring areas, a traced wall-base run and door counts, beside a list of takeoff conditions',
    width: 1200,
    height: 675,
  },
  excerpt:
    'How to run a reliable material takeoff: the right unit for each trade, honest waste factors, Bluebeam and PlanSwift workflows, checks and common misses.',
  content: `<p>A material takeoff is the quantity backbone of every estimate, bid and purchase order that follows it. When it is wrong, nothing downstream can rescue the number: a perfect unit rate applied to the wrong quantity is still the wrong price. This guide sets out how our estimators structure a takeoff so that it is complete, traceable and checkable, whether it feeds a hard bid, a supplier order or a cost plan.</p>

<h2>Measure in the unit the trade buys and installs</h2>
<p>Start by measuring each item in the unit that its subcontractor prices and its supplier sells, and keep the geometric quantity and the purchase quantity as separate columns. Typical conventions in US practice, with metric equivalents used in the UK and Europe:</p>
<ul>
<li><strong>Earthwork:</strong> cubic yards or cubic meters in bank measure, with swell and shrinkage applied as separate factors. Common earth typically bulks by 20-30% once excavated, which drives truck counts.</li>
<li><strong>Concrete:</strong> volume by element (footings, walls, slab on grade, suspended slabs), formwork in square feet of contact area or square meters, and reinforcement in tons or kilograms by bar size, ideally from a bar bending schedule to ACI 315 or BS 8666.</li>
<li><strong>Masonry:</strong> wall area first, then units. An 8 x 8 x 16 in concrete block wall takes 1.125 blocks per square foot; a half-brick wall in UK metric bricks takes about 60 bricks per square meter.</li>
<li><strong>Structural steel:</strong> tons or tonnes by member, with piece counts for erection planning and a separate line for connection material.</li>
<li><strong>Roofing:</strong> squares of 100 square feet, plus linear runs of edge trim, flashing and gutters.</li>
<li><strong>Drywall and framing:</strong> board area by type and by side of partition, studs and track in linear feet, then converted to sheets and stock lengths.</li>
<li><strong>Plumbing and HVAC:</strong> pipe in linear feet by size and material, fittings and fixtures as counts, and ductwork by weight or surface area according to gauge.</li>
<li><strong>Electrical:</strong> conduit in linear feet by size, wire in hundreds of feet per conductor, and devices and fixtures as counts.</li>
</ul>

<h2>Apply waste factors openly, material by material</h2>
<p>Waste belongs in its own column, never hidden inside a measured quantity, so that a reviewer can see it and challenge it. Reasonable starting points, to be adjusted for layout and crew:</p>
<ul>
<li>Ready-mix concrete: 3-5%, more on slabs poured over uneven subgrade.</li>
<li>Drywall: 10-12%, higher with many short returns and soffits.</li>
<li>Ceramic tile: about 10% laid square, 15% or more on a diagonal pattern.</li>
<li>Framing lumber: 10-15%.</li>
<li>Brick and block: around 5% for cutting and breakage.</li>
</ul>
<p>Do not apply waste to items bought by exact count, such as doors, light fixtures or equipment. Laps, hooks and development lengths in reinforcement are not waste either; they are measured quantities and should come from the detailing, not from a percentage.</p>

<h2>Use digital takeoff tools with a disciplined workflow</h2>
<p>Bluebeam Revu, PlanSwift and On-Screen Takeoff all do the same core job: measure lengths, areas, volumes and counts on a PDF and send the results to a spreadsheet or estimating system. PlanSwift's assemblies turn one measured wall into studs, track, board, screws and tape; Bluebeam's Markups list exports every measurement with the custom columns you define. The tool matters less than the habits around it:</p>
<ol>
<li><strong>Calibrate every sheet</strong> against a known dimension, not just the printed scale. Reduced prints and enlarged details are the most common source of gross error.</li>
<li><strong>Name conditions after specification sections</strong>, for example 09 21 16 for gypsum board assemblies, so each quantity traces to a priced scope.</li>
<li><strong>Color-code by status</strong> so that measured, excluded and queried items are visible at a glance.</li>
<li><strong>Keep a sheet register</strong> and tick off every drawing touched, including sections, details and schedules.</li>
<li><strong>Overlay revisions</strong> with Bluebeam's Overlay Pages or an equivalent compare tool, and re-measure only what changed.</li>
</ol>

<h2>Check the takeoff before it is priced</h2>
<p>A takeoff nobody checked is a draft. We use three layers of checking. First, a completeness check against the sheet register and the specification table of contents. Second, a reasonableness check against ratios from completed work: slab area against the architectural gross floor area, formwork per unit of concrete, reinforcement per unit of concrete by element type, and partition length per unit of floor area. Third, an independent re-measure of the highest-value items by a second estimator who has not seen the first takeoff. Discrepancies over 2% on any of those items get reconciled line by line. This is how our <a href="/services/material-takeoff">material takeoff</a> service holds its ${claims.takeoffAccuracy} accuracy target. For how quantities feed the wider estimate, see our article on <a href="/blogs/estimating-accuracy">improving estimating accuracy</a>.</p>

<h2>The items most often missed</h2>
<p>Across hundreds of reviews, the same omissions appear again and again:</p>
<ul>
<li><strong>Concrete edges and thickenings:</strong> thickened slab edges, turndowns, drop panels, pile caps and the formwork to their edges.</li>
<li><strong>Reinforcement accessories:</strong> chairs, spacers, tie wire, couplers and starter bars into the next pour. A proper <a href="/services/bar-bending-schedule">bar bending schedule</a> captures shapes and laps that a weight-per-volume allowance never will.</li>
<li><strong>Vertical runs:</strong> plan takeoffs measure horizontal pipe, duct and conduit only. Risers and drops to every fixture and device must be added from sections or from typical mounting heights.</li>
<li><strong>Specification-only items:</strong> firestopping, access panels, sealants, door hardware and testing, none of which appear clearly on plans.</li>
<li><strong>Both sides of partitions:</strong> board on each face, different board types above and below the ceiling, and deflection heads at the slab.</li>
<li><strong>Openings:</strong> deducted when the measurement rules say they should not be, or the reverse. NRM2 and CSI-based company conventions differ, so state which one the takeoff follows.</li>
<li><strong>Addenda:</strong> revised sheets issued during the bid and never overlaid against the original.</li>
</ul>
<blockquote>Measure what the drawings show, query what they do not, and write down every assumption in between.</blockquote>
<p>A takeoff built this way is slower by perhaps 10% than one done straight through, and it pays for that time on the first bid it keeps out of trouble.</p>`,
};
