import type { BlogPost } from '../types';

export const post: BlogPost = {
  id: 'risk-management-in-preconstruction',
  title: 'Risk Management in Preconstruction: Registers, Monte Carlo Analysis and P80 Contingency',
  date: '2026-06-09',
  author: { name: 'Laura Bennett', role: 'Preconstruction Director' },
  image: {
    src: '/images/blog/risk-management-in-preconstruction.svg',
    alt: '5×5 risk matrix with plotted risks and a mitigation arrow, beside a cost distribution marking P50, P80 and contingency',
    width: 1200,
    height: 675,
  },
  excerpt:
    'Build a risk register that drives decisions, use Monte Carlo to set P50 or P80 contingency, and close the procurement and scope gaps that erode margin.',
  content: `<p>Most cost overruns in construction are not surprises. The ground conditions, the long-lead switchgear, the package boundary nobody priced: someone usually saw them coming, but the concern never made it into the number. Preconstruction risk management is the discipline of turning those concerns into money and time before the contract is signed, while there are still cheap ways to respond. This article covers a register that is more than a compliance document, quantitative contingency setting, and the procurement and scope risks we meet most often.</p>

<h2>A risk register that drives decisions</h2>
<p>A register earns its keep only if each entry is specific enough to act on. We write every risk in cause, event and effect form: "Because the site investigation covered only the northern half of the plot, we may find soft ground under the southern grid lines, which would require longer piles and add two weeks to the foundation schedule." Compare that with "ground risk," which nobody can price or own.</p>
<p>Each entry then needs:</p>
<ul>
<li><strong>An owner</strong> with authority to act.</li>
<li><strong>Probability and impact</strong> expressed as ranges of money and days, not just a score from 1 to 5.</li>
<li><strong>A response</strong> (avoid, reduce, transfer or accept), with the cost of the response itself included in the estimate.</li>
<li><strong>A trigger date</strong> after which the risk either occurs or expires, so its contingency can be released.</li>
</ul>
<p>Keep three kinds of money apart. <strong>Design allowances</strong> cover known items not yet detailed, such as miscellaneous metals on a schematic set, and belong in the base estimate. <strong>Contingency</strong> covers the risks in the register. <strong>Escalation</strong> covers price movement to the midpoint of construction. In UK cost plans, NRM1 makes the split explicit with separate risk allowances for design development, construction, employer change and employer other risks. Mixing the categories is how the same risk gets paid for twice, or not at all.</p>

<h2>Quantitative analysis with Monte Carlo simulation</h2>
<p>A probability-impact matrix is good for ranking risks, but it cannot tell you how much contingency you need. For that, Monte Carlo simulation is the accepted method, described in AACE International Recommended Practices 41R-08 for range estimating and 57R-09 for integrated cost and schedule risk analysis. Common tools are @RISK and Crystal Ball for cost models, and Safran Risk or Deltek Acumen Risk for schedules built in Primavera P6.</p>
<p>The method in outline:</p>
<ol>
<li>Assign three-point ranges (minimum, most likely, maximum) to the uncertain lines of the estimate, such as quantities on incomplete design, labor productivity and key unit rates.</li>
<li>Model each discrete risk event as a probability of occurring combined with an impact range.</li>
<li>Correlate items that move together, such as concrete, formwork and reinforcement rates; ignoring correlation makes the result unrealistically narrow.</li>
<li>Run several thousand iterations and read the cumulative distribution, the S-curve, of total cost.</li>
</ol>
<p>The most common failure is ranges that are too narrow. Estimators anchor on their most likely figure, so a good workshop asks for the maximum first and challenges ranges tighter than past outturns support.</p>

<h2>Setting contingency at P50 or P80</h2>
<p>The S-curve gives the probability that final cost will not exceed a given value. P50 is the median outcome; P80 is the value the simulation shows to be sufficient in 80 percent of iterations. Contingency is the chosen confidence value minus the base estimate.</p>
<p>A worked example: a 150,000 square foot laboratory building has a base estimate of $42.0 million. The simulation returns a P50 of $44.1 million and a P80 of $45.9 million. Contingency at P50 is $2.1 million, or 5 percent; at P80 it is $3.9 million, about 9.3 percent. The choice between them is a business decision, not a technical one:</p>
<ul>
<li>A contractor on a lump-sum bid may price nearer P50 to stay competitive, accepting the remaining exposure.</li>
<li>A public owner or a developer with fixed funding usually budgets at P80 or higher, because an overrun costs them more than idle contingency.</li>
<li>A program of projects can budget each at P50 and hold a portfolio reserve.</li>
</ul>
<p>Run the same exercise on the schedule. Where several paths converge on one milestone, merge bias means the deterministic date from P6 often has well under a 50 percent chance of being met, and time risk carries its own cost in general conditions and preliminaries. Our <a href="/services/planning-scheduling">planning and scheduling</a> team runs schedule risk analysis on the same register, so cost and time contingency tell one story.</p>

<h2>Procurement and supply-chain risk</h2>
<p>Since 2021, supply-chain items have taken a major share of many registers:</p>
<ul>
<li><strong>Long-lead equipment.</strong> Switchgear, transformers, generators, elevators and large air handling units have carried lead times of a year or more in many markets. Consider early release or owner-direct purchase before design is complete.</li>
<li><strong>Price volatility.</strong> Steel, copper and cable prices can move faster than a bid validity period. Decide whether to carry escalation, seek a fluctuations provision such as NEC4 Option X1 or the JCT fluctuations options, or lock prices through early purchase.</li>
<li><strong>Trade contractor capacity.</strong> A low bid from a subcontractor already stretched across three jobs is a risk, not a saving. Check backlog, bonding capacity and financial health.</li>
<li><strong>Tariffs and trade policy.</strong> Imported steel, aluminum and electrical components can change price with a policy announcement. Record the basis and validity date of every quoted price.</li>
</ul>
<p>Our <a href="/services/procurement-bidding">procurement and bidding</a> support builds these checks into the package strategy from the first cost plan.</p>

<h2>Closing scope gaps between packages</h2>
<p>Scope gaps are the risk most within a preconstruction team's control. They sit where one trade package ends and the next begins, and they are rarely in anyone's price. Typical examples: firestopping at MEP penetrations, sleeves and embeds in concrete, temporary power, hoisting for trade materials, cutting and patching, and commissioning support.</p>
<p>The remedy is a scope matrix that lists every item by CSI MasterFormat section or NRM2 work section, assigns each to exactly one package, and checks every subcontractor quote against it line by line. An item with no owner is a gap; an item with two owners is a double count. Reviewing the matrix alongside the checks in our article on <a href="/blogs/estimating-accuracy">estimating accuracy</a>, closes most gaps before they become change orders.</p>
<blockquote>Contingency is not a cushion for an incomplete estimate. It is the priced answer to named risks, and it should shrink as those risks expire.</blockquote>
<p>Revisit the register at each design stage and at award, release contingency as triggers pass, and record outcomes: that record makes the next project's ranges credible.</p>`,
};
