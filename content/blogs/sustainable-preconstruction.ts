import type { BlogPost } from '../types';

export const post: BlogPost = {
  id: 'sustainable-preconstruction',
  title: 'Sustainable Preconstruction: Estimating Embodied Carbon Alongside Cost',
  date: '2025-10-14',
  author: { name: 'Ayesha Malik', role: 'Senior Cost Estimator' },
  image: {
    src: '/images/blog/sustainable-preconstruction.svg',
    alt: 'Elevation with a green roof, solar panels and a leaf motif, beside an embodied-carbon chart comparing baseline and optimized designs',
    width: 1200,
    height: 675,
  },
  excerpt:
    'Price carbon on the same takeoff as cost: RICS whole-life carbon modules, EC3 and EPDs, low-carbon material swaps, and what LEED or BREEAM adds to budgets.',
  content: `<p>Clients used to ask for a carbon number after the design was frozen, when the frame, slab depth and facade were fixed and the assessment could only report, not influence. The cheapest ton of carbon to remove is the one you never specify, and most of those decisions are made in preconstruction, when the same people are already measuring quantities and pricing options. Here is how we fold embodied carbon into an estimate without doubling the workload, and where it changes cost and schedule.</p>

<h2>Start with the framework: RICS whole-life carbon and EN 15978</h2>
<p>The second edition of the RICS professional statement <em>Whole life carbon assessment for the built environment</em>, mandatory for RICS members since July 2024, gives the most practical structure, even on US projects. It follows the EN 15978 life-cycle modules:</p>
<ul>
<li><strong>A1-A3 (product stage):</strong> extraction, transport to the factory and manufacturing; the bulk of upfront carbon in a concrete frame.</li>
<li><strong>A4-A5 (construction stage):</strong> transport to site, site energy and the carbon of wasted material.</li>
<li><strong>B1-B5 (use stage, embodied):</strong> maintenance, repair and replacement, such as a roof membrane renewed at year 25.</li>
<li><strong>C1-C4 (end of life):</strong> deconstruction, transport, waste processing and disposal.</li>
<li><strong>Module D:</strong> benefits beyond the system boundary, such as steel recycling, reported separately and never netted off.</li>
</ul>
<p>Upfront carbon is A1-A5, and it is the figure most targets refer to. The LETI design targets, for example, set a 2030 upfront target for offices below 350 kgCO2e per square meter of gross internal area, against a business-as-usual figure of around 1,000. Always check which modules a target covers: comparing an A1-A3 result with an A1-C4 benchmark is the most common reporting error we see.</p>

<h2>Carbon is another rate on the same quantities</h2>
<p>Treat embodied carbon as a second rate column on the takeoff you already have. Every line in a cost plan measured to NRM1, or in a trade estimate organized by CSI MasterFormat, has a quantity and a unit; a carbon factor in kgCO2e per unit sits next to the cost rate. A <a href="/services/material-takeoff">material takeoff</a> accurate enough for pricing is therefore most of a carbon assessment.</p>
<p>The factors come from two sources. Generic data, such as the ICE database from Circular Ecology, suits early stages when the supplier is unknown. Product-specific Environmental Product Declarations (EPDs) to EN 15804 or ISO 14025 replace it as procurement firms up. EC3, the free Embodied Carbon in Construction Calculator from Building Transparency, holds a large EPD library and lets you filter, say, 5,000 psi ready-mix from plants within reach of the site and see the realistic range of global warming potential on offer. We use it to set achievable GWP limits in specifications.</p>
<p>A worked example shows the scale. An eight-story residential frame with 4,200 cubic meters of C32/40 concrete, using a CEM I mix at roughly 330 kgCO2e per cubic meter for A1-A3, carries about 1,390 metric tons of CO2e in concrete alone. Specifying 50 percent GGBS cement replacement brings that mix to around 210 kgCO2e per cubic meter and saves roughly 500 metric tons, often at little or no premium in the UK market. The frame's 420 metric tons of reinforcement matter too: rebar from electric arc furnace mills running on scrap can come in at less than half the carbon of blast furnace steel, so ask the fabricator for mill EPDs at tender stage.</p>

<h2>Material choices and their knock-on effects</h2>
<p>Low-carbon choices have consequences, and the estimator must price them, not just the material.</p>
<ul>
<li><strong>Cement replacement:</strong> high GGBS or fly ash content slows early strength gain. On a post-tensioned slab or jump-formed core that delays stressing or striking, and it may lead the engineer to specify 56-day rather than 28-day strength. Price the extra formwork hire and crane time, or the saving disappears into the schedule.</li>
<li><strong>Steel sections:</strong> recycled-content EAF sections are standard in the US; in the UK and Europe, confirm mill sources before carrying a carbon figure that relies on them.</li>
<li><strong>Mass timber:</strong> CLT and glulam cut A1-A3 carbon sharply, but report biogenic carbon separately and allow for fire engineering, acoustic build-ups, weather protection and, in some markets, higher insurance.</li>
<li><strong>Less material:</strong> the biggest savings often come from structural efficiency: shorter spans, a 250 mm slab instead of 300 mm where deflection allows, or retaining an existing basement. These are <a href="/services/value-engineering">value engineering</a> moves that reduce cost and carbon together.</li>
</ul>

<h2>What LEED and BREEAM mean for cost and schedule</h2>
<p>Certification schemes reward whole-building life-cycle assessment, and each has a cost and schedule footprint. Under LEED v4 and v4.1, the Building Life-Cycle Impact Reduction credit asks for a whole-building LCA showing at least a 10 percent reduction against a baseline building in three of six impact categories, one of which must be global warming potential. Product disclosure credits reward EPDs, which means subcontractors must submit them, so the requirement belongs in trade packages at bid time. Under BREEAM UK New Construction, Mat 01 awards credits for LCA carried out at concept and technical design stages, often run in tools such as One Click LCA, so timing matters as much as the result.</p>
<p>Budget lines worth carrying:</p>
<ul>
<li>Assessor, LCA consultant and commissioning authority fees, plus energy modeling where the scheme requires it.</li>
<li>Subcontractor documentation: EPDs, waste tracking and FSC or PEFC chain-of-custody certificates.</li>
<li>Premiums and longer lead times on specified low-carbon products with few suppliers.</li>
<li>Design-stage float for LCA reruns after major design changes.</li>
</ul>
<p>Public work adds its own rules. Buy Clean California sets maximum GWP limits for structural steel, rebar, flat glass and mineral wool insulation, and the London Plan requires a whole life-cycle carbon assessment for referable applications.</p>

<h2>Making it routine</h2>
<ol>
<li>Agree the scope of assessment early: modules, reference study period and which building elements are included.</li>
<li>Run carbon on the first cost plan with generic factors and flag the elements that dominate, usually frame, foundations and facade.</li>
<li>Test two or three options for those elements only, with cost, carbon and schedule shown side by side.</li>
<li>Write EPD requirements and GWP limits into bid packages, then swap generic factors for product EPDs as subcontracts are let.</li>
</ol>
<blockquote>A carbon estimate should be as auditable as a cost estimate: every factor traceable to a named source, every quantity to the same takeoff.</blockquote>
<p>Teams that bring the estimator and the sustainability consultant together at the start, as we describe in our article on <a href="/blogs/early-collaboration">early collaboration</a>, find that most carbon reductions cost little because they were chosen early.</p>`,
};
