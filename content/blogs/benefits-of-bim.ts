import type { BlogPost } from '../types';
import { claims } from '../figures';

export const post: BlogPost = {
  id: 'benefits-of-bim',
  title: 'The Benefits of BIM in Preconstruction: Clash Detection, Model Quantities, 4D/5D and ISO 19650',
  date: '2024-09-10',
  author: { name: 'Daniel Okafor', role: 'BIM Coordination Lead' },
  image: {
    src: '/images/blog/benefits-of-bim.svg',
    alt: 'Exploded building model split into floor layers, beside a model browser with an MEP item selected',
    width: 1200,
    height: 675,
  },
  excerpt:
    'Where BIM pays off before ground is broken: clash detection, model-based quantities, 4D sequencing, 5D cost and ISO 19650 information management done right.',
  content: `<p>Building information modeling is often sold as a design tool or a facilities management database. Its biggest return, in our experience, comes earlier: in the months before mobilization, when a coordinated model lets the team find problems while they still cost an email rather than a change order. This article looks at where BIM earns its keep in preconstruction, what each benefit depends on, and how to set a project up so that the model is trusted rather than merely admired.</p>

<h2>Clash detection that fixes problems before they reach site</h2>
<p>Federating architectural, structural and MEP models in Navisworks Manage and running Clash Detective is the best-known BIM benefit, and for good reason. The value, however, is not in the clash report; a first run on a mid-size building routinely returns thousands of hits. It lies in the process that turns those hits into decisions:</p>
<ul>
<li><strong>A clash matrix</strong> that sets which pairs are tested and at what tolerance, for example hard clashes between ductwork and structural steel at zero tolerance, and clearance tests that keep access and insulation space around valves and cable tray.</li>
<li><strong>Grouping and rules</strong> so that one sprinkler main crossing forty joists appears as one issue, not forty.</li>
<li><strong>A weekly coordination cycle</strong> with issues tracked in BCF through BIM Collaborate Pro, Revizto or a similar platform, each with an owner and a due date.</li>
<li><strong>A priority order</strong> for who moves: usually structure first, then gravity drainage, then large ductwork, then pressurized pipe, then electrical containment.</li>
</ul>
<p>Soft clashes matter as much as hard ones. A duct that physically fits but leaves no room to remove a fan coil unit filter will generate a site instruction just as surely as one that runs through a beam. Our <a href="/services/clash-detection-coordination">clash detection and coordination</a> service is built around this cycle, and on our own coordination projects the team has averaged a ${claims.bimClashReduction} reduction in clashes between the first federated run and sign-off for fabrication.</p>

<h2>Quantities straight from the model, with caveats</h2>
<p>A well-built Revit model can produce schedules of concrete volumes, wall areas, door counts and duct lengths in minutes, and tools such as Navisworks Quantification, CostX and Assemble link those quantities to an estimate that updates with each model issue. That saves hours at every design revision and makes change tracking visible: the estimator sees exactly which elements moved between issue 3 and issue 4.</p>
<p>The caveat is that a model is built to describe a design, not to follow a measurement standard. Common problems we check for:</p>
<ul>
<li>Walls modeled floor to floor through slabs, double-counting concrete at every junction unless join order is controlled.</li>
<li>Generic families with no material assigned, which fall out of every schedule filter.</li>
<li>Reinforcement, fixings, sealants and temporary works that are simply not modeled.</li>
<li>Quantities reported net where NRM2 or your CSI-based conventions require gross, or the reverse.</li>
</ul>
<p>Treat model quantities as a strong first pass and reconcile the high-value items against a conventional takeoff. Our <a href="/blogs/material-takeoff-guide">material takeoff guide</a> explains the checks we apply.</p>

<h2>4D and 5D: sequencing and cost that move with the design</h2>
<p>Linking model elements to a Primavera P6 or MS Project schedule in Navisworks TimeLiner or Synchro turns a bar chart into a construction sequence you can watch. In preconstruction that is useful for three things: testing whether a pour sequence and its backpropping actually work, checking crane reach and laydown areas against the phasing, and explaining a sequence to an owner or a neighbor who cannot read a Gantt chart.</p>
<p>5D adds cost to the same links, so the team can see the cash flow profile of a sequence and compare options, such as a precast stair core against cast-in-place, in both time and money. Its value depends on a stable work breakdown structure; if the schedule activities and the estimate cost codes do not map to the same model groupings, 5D becomes a manual reconciliation exercise.</p>

<h2>Standards that make the model trustworthy: ISO 19650 and LOD</h2>
<p>Most BIM disappointments trace back to unclear expectations rather than bad software. ISO 19650-1 and 19650-2 give the project a vocabulary and a sequence for avoiding that: the appointing party states its exchange information requirements, the delivery team answers with a BIM execution plan, and task and master information delivery plans set who delivers which model, at what stage, in what format. The common data environment, with its work in progress, shared, published and archived states, keeps everyone coordinating against the same approved revision.</p>
<p>For geometry, the BIMForum LOD Specification remains the common reference in the USA:</p>
<ul>
<li><strong>LOD 200</strong> for approximate systems at schematic design.</li>
<li><strong>LOD 300</strong> for specific, accurately sized elements suitable for design coordination.</li>
<li><strong>LOD 350</strong> for elements with their interfaces, supports and connections, the practical minimum for trade coordination.</li>
<li><strong>LOD 400</strong> for fabrication-ready detail, such as spooled pipe or detailed steel connections.</li>
</ul>
<p>ISO 19650 frames the same question as a level of information need defined per deliverable, which is more precise but requires the appointing party to think it through. Either way, write it into the contract. A clash test run against LOD 200 ductwork produces noise, not coordination.</p>

<h2>What the benefits add up to</h2>
<p>On our own coordination projects, alongside the reduction in clashes, we have averaged ${claims.bimTimeSavings} time savings in the coordination phase and a ${claims.bimCostReduction} cost reduction on the coordinated scope, mostly from rework that never happened and from prefabrication that coordinated models made possible. Results vary with model quality and with how early the trades are engaged, and there are conditions:</p>
<ol>
<li>Agree the execution plan, LOD targets and clash matrix before modeling starts.</li>
<li>Bring trade contractors into coordination early enough that their fabrication models replace design intent.</li>
<li>Keep the estimate and the schedule linked to the model, so that every design change shows its cost and time effect immediately.</li>
</ol>
<blockquote>The model does not remove problems. It moves them to a point in the project where they are cheap to solve.</blockquote>
<p>If your next project needs a coordinated model built from 2D design documents, our <a href="/services/3d-revit-modeling">3D Revit modeling</a> team can develop architectural, structural and MEP models to the LOD your coordination plan calls for.</p>`,
};
