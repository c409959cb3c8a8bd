import type { BlogPost } from '../types';

export const post: BlogPost = {
  id: 'early-collaboration',
  title: 'Why Early Contractor Involvement Pays: PCSAs, Two-Stage Tenders, Design-Assist and IPD',
  date: '2025-08-12',
  author: { name: 'Laura Bennett', role: 'Preconstruction Director' },
  image: {
    src: '/images/blog/early-collaboration.svg',
    alt: 'Owner, architect, engineers, contractor, subcontractors and quantity surveyor linked around a shared preconstruction table over a faint plan',
    width: 1200,
    height: 675,
  },
  excerpt:
    'How early contractor involvement saves money and time: two-stage tenders, PCSAs, design-assist and IPD compared, with worked examples and pitfalls to avoid.',
  content: `<p>Most of a building's cost is decided long before a contractor traditionally sees the drawings. By the time a design is complete enough for a single-stage lump-sum tender, the structural grid, the facade system, the plant strategy and the phasing are fixed, and the contractor's expertise can only price them. The familiar MacLeamy curve makes the point: the ability to influence cost falls steadily through design while the cost of making changes rises. Early contractor involvement moves construction knowledge to the left of that curve, where it is cheap to use. This article compares the main ways of doing that and shows where the savings actually come from.</p>

<h2>The main routes to early involvement</h2>
<p>Early involvement is a family of arrangements, not a single contract. The most common are:</p>
<ul>
<li><strong>Two-stage tendering with a Pre-Construction Services Agreement (PCSA):</strong> widely used in the UK, often on the JCT Pre-Construction Services Agreement or with NEC4 Option X22 for early contractor involvement.</li>
<li><strong>Construction manager at risk (CMAR):</strong> the US equivalent in spirit, where the construction manager provides preconstruction services for a fee and later commits to a guaranteed maximum price, for example under AIA A133.</li>
<li><strong>Design-assist:</strong> key trade contractors, typically curtain wall, MEP, structural steel and precast, are engaged during design development to advise on systems, pricing and sequence, while the engineer of record keeps design responsibility.</li>
<li><strong>Integrated project delivery (IPD):</strong> owner, designers and builder sign one multi-party agreement, such as AIA C191 or ConsensusDocs 300, with a shared target cost and a pooled risk and reward.</li>
</ul>

<h2>Two-stage tenders and the PCSA</h2>
<p>In a two-stage tender, contractors compete in the first stage on the items they can price with certainty: preliminaries, overheads and profit, the PCSA fee and sometimes a set of key rates. The preferred contractor then joins the design team under the PCSA, develops the construction methodology and program, and market-tests the trade packages on an open-book basis. The second stage converts that work into an agreed contract sum.</p>
<p>A well-drafted PCSA states exactly what the contractor will deliver during preconstruction, for example a logistics plan, a temporary works strategy, package procurement schedules and cost reports at each design issue. It also sets the fee, the ownership of the work produced, and the employer's right to walk away and tender the job conventionally if the second-stage price is not acceptable. That right matters; it is the main protection against price drift once competition has gone.</p>
<p>The risks are real. Competitive tension weakens after the first stage, so the employer needs an independent cost plan to benchmark the second-stage price, and trade packages should still be tendered to at least three bidders each. Our <a href="/services/procurement-bidding">procurement and bidding</a> team supports both sides of this process, from first-stage tender documents to package leveling.</p>

<h2>Design-assist and IPD</h2>
<p>Design-assist brings in the trades that carry the most design-dependent cost. A curtain wall contractor can confirm that a unitized system fits the floor-to-floor height and the crane strategy before the architect draws 200 bespoke panel types. A mechanical contractor can propose prefabricated riser modules and multi-service corridor racks while the ceiling void depth is still negotiable. The contractor is paid a design-assist fee and usually gets the first opportunity to price the package, but responsibility for the design stays with the designers, which keeps the arrangement simpler than full delegated design.</p>
<p>IPD goes further. Profit is placed at risk against a target cost, the parties typically waive most claims against each other, and decisions are made jointly, often in a co-located "big room". Target value design then steers each design decision to the budget rather than checking the budget after the design is finished. IPD works best on complex, change-prone projects such as hospitals and laboratories, with owners prepared to stay closely involved.</p>

<h2>Where the savings come from</h2>
<p>Savings from early involvement are rarely one dramatic idea. They accumulate from dozens of constructability decisions made while they are still free. Some representative examples from the kind of projects we support:</p>
<ol>
<li><strong>Removing a transfer structure.</strong> On a residential tower over a commercial podium, aligning the upper-floor column grid with the podium grid can eliminate a transfer slab. A 600 mm slab over 1,200 square meters is about 720 cubic meters of heavily reinforced concrete, plus weeks of backpropping on the critical path.</li>
<li><strong>Ordering long-lead equipment early.</strong> Switchgear, generators, elevators and facade systems have carried lead times of a year or more in recent markets. A contractor on board at schematic design can pre-order against a performance specification and protect the completion date.</li>
<li><strong>Designing temporary works into the permanent works.</strong> A tower crane base combined with a pile cap, or a basement propped by its permanent slabs in a top-down sequence, saves cost that no later value engineering could recover.</li>
<li><strong>Rationalizing repetition.</strong> Standardizing rebar cages, precast elements or formwork panels cuts both fabrication and site labor.</li>
</ol>
<p>Decisions like these belong in a structured <a href="/services/value-engineering">value engineering</a> workshop held at concept or schematic stage, not in a cost-cutting exercise after tenders come in over budget.</p>

<h2>Making early involvement pay</h2>
<p>The arrangement only works when it is managed deliberately. The practices we see make the difference:</p>
<ul>
<li>Appoint the contractor by RIBA Stage 2 or 3 in the UK, or at schematic design in the US, while the big decisions are still open.</li>
<li>Define preconstruction deliverables and dates in the agreement, and pay a fee that reflects the real resource.</li>
<li>Run the cost plan open-book, reconciled at each design issue against an independent estimate.</li>
<li>Keep a decision log so that every constructability change is recorded with its cost, time and risk effect.</li>
<li>Carry a shared risk register from the first workshop; our article on <a href="/blogs/risk-management-in-preconstruction">risk management in preconstruction</a> sets out a practical format.</li>
</ul>
<blockquote>Early involvement does not buy a cheaper contractor. It buys a cheaper building, designed by people who know how it will be built.</blockquote>
<p>Whichever route you choose, the principle holds: construction knowledge is worth most when the design can still respond to it.</p>`,
};
