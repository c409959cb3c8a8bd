import type { Policy } from './types';
import type { PolicyWords } from '@/lib/policies';

/** The day the policies last changed: each policy's date, and its page's in the sitemap (content/pages.ts). */
export const POLICIES_UPDATED = '2024-10-30';

/**
 * The three policy pages: /privacy-policy, /terms-of-service and /cookie-policy, given the facts they
 * state (lib/policies.ts builds them). Section HTML uses only p, h3, ul, ol, li, strong, em and a
 * (mailto or internal links).
 */
export function policiesOf({ attachLimits, clientRecordsRetention, contractRecordRetention, projectFilesRetention, projectFilesWhere, requestRetention, senderLimit, site, spamKeepDays, visitCountsKeepMonths }: PolicyWords) {
  const postalAddress = `${site.address.street}, ${site.address.locality} ${site.address.postalCode}, ${site.address.region}, ${site.address.country}`;
  const emailLink = `<a href="mailto:${site.email}">${site.email}</a>`;
  const calendly = site.scheduling.provider;

  const privacyPolicy: Policy = {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    description: `How ${site.name} handles the details you send through our contact form or ${calendly} booking, why we keep them, and the privacy rights you have.`,
    updated: POLICIES_UPDATED,
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        html: `<p>This website is run by <strong>${site.legalName}</strong> ("${site.name}", "we", "us"), a preconstruction consulting firm that provides cost estimation, shop drawings, rebar detailing, BIM, project management and design services to contractors, developers and architects in ${site.markets}.</p>
<p>Our production office, and our postal address for privacy matters, is ${postalAddress}. We are the controller of the personal information described in this policy, which means we decide how and why it is used.</p>
<p>This policy covers the website and the inquiries it generates. Personal information inside project documents that clients send us under a signed engagement (for example, names in a title block or on a contractor's submittal log) is handled under that engagement's terms.</p>`,
      },
      {
        id: 'information-we-collect',
        heading: 'What we collect',
        html: `<p>We only collect what you choose to send us, plus the basic technical records any web server keeps.</p>
<h3>Contact form</h3>
<p>When you send the form on our <a href="/contact">contact page</a>, we receive:</p>
<ul>
<li>your <strong>name</strong> and <strong>email address</strong>, so we can reply;</li>
<li>your <strong>company</strong> and, if you give it, your <strong>phone number</strong>;</li>
<li>the <strong>service you are interested in</strong>, such as a material takeoff or rebar shop drawings;</li>
<li>the <strong>project details</strong> you type in, such as project type, location, bid date, drawing set status and the scope you need priced or detailed;</li>
<li>any <strong>drawings or models you attach</strong> (${attachLimits}) and any <strong>link to a shared folder</strong> you paste;</li>
<li><strong>where your visit came from</strong>, if your browser runs the site's scripts: the first page of the site you opened in that tab, the website that linked to it (its domain only, such as google.com, never the full address), any campaign tags in that first link (utm_source, utm_medium, utm_campaign, utm_term, utm_content) and how many of our pages you looked at. It tells us which pages and campaigns bring requests. It is kept in your browser's session storage until you send the form (see our <a href="/cookie-policy">Cookie Policy</a>), goes only to us, with the form, and is kept with your request.</li>
</ul>
<p><strong>Where it is kept:</strong> the form goes to our own endpoint on Cloudflare, the company that hosts this site. The details you type are stored in a database (Cloudflare D1) and the files you attach in file storage (Cloudflare R2), both in our Cloudflare account. Our team reads them in our lead desk, a private page of this site that opens only for staff signed in through Cloudflare Access; every change they make to your request (its status, a note of a call) is recorded with their name and the time. Large files are sent in parts before the form; parts and files that no request ends up carrying are deleted within a day. A copy of the details, with the names and sizes of your files but not the files themselves, is emailed to our estimating inbox through our email delivery provider, Resend, and, where our team uses one, a one-line notice (your name, company and the service) is posted in our team chat. Nothing you type is put in a web address, so it does not end up in browser history or server logs.</p>
<p><strong>Your confirmation and your request's page:</strong> when your request arrives, we email you its reference, the service, the names and sizes of your files, when to expect our answer and a private link, through Resend. It repeats nothing else you typed, and an address gets at most three a day. The link opens a page where you see where your request stands and any message from us (never our internal notes), add drawings, or withdraw the request, which erases it as described below. We keep only a hash of the link, and note when you use the page.</p>
<p><strong>Protecting the form from abuse:</strong> to stop one connection flooding us, we count the requests from each network over ${senderLimit.window} (${senderLimit.most} at most). We do not keep the IP address for this: we keep a keyed hash of it (an HMAC, made with a secret key that only our server holds; for IPv6, of the address's network part, its first 64 bits), which cannot be turned back into the address without that key. The counts are deleted after ${senderLimit.window}; the same hash is kept with each request, to recognise repeated abuse, and deleted with it. The form also has a field hidden from people that only automated spam fills in, and notes how long the page was open before it was sent. Requests that look automated are not thrown away, in case we are wrong: they are kept apart from other requests, are not emailed to our team, and are deleted after ${spamKeepDays} days.</p>
<p>Please do not put sensitive information (health details, government ID numbers, bank details) in the form. We do not need it to scope a project.</p>
<h3>Email and phone</h3>
<p>If you email or call us, we keep the correspondence and any drawings, specifications or bid documents you attach so that we can answer and quote.</p>
<h3>Technical records</h3>
<p>The servers that deliver this site record standard request logs: IP address, browser and operating system, the page requested, the referring page and the time. These logs are used to keep the site secure and working and are not used to build a profile of you. The site itself runs no analytics or advertising trackers; see our <a href="/cookie-policy">Cookie Policy</a>.</p>
<h3>Counting visits</h3>
<p>When a visit begins, and your browser runs the site's scripts, it tells us once the first page you opened, the domain of the website that linked to it and that link's utm_source, utm_medium and utm_campaign tags. We add one to that day's total for that page, website and campaign, and keep nothing else: no cookie, nothing stored on your device for it, no IP address, no browser details, no identifier, so no visitor can be told from another. Reloads and further pages send nothing. To stop one network inflating the totals, its reports are counted for ${senderLimit.window} by the keyed hash described above, of an IPv6 address's first 48 bits. The daily totals are erased after ${visitCountsKeepMonths} months.</p>`,
      },
      {
        id: 'how-we-use-information',
        heading: 'How we use it and our lawful basis',
        html: `<p>We use your details to:</p>
<ul>
<li><strong>answer your inquiry</strong> and ask follow-up questions about drawings, scope or deadlines;</li>
<li><strong>prepare a quote or proposal</strong>, including a fee, turnaround and list of deliverables;</li>
<li><strong>set up and run an engagement</strong> if you go ahead, including invoicing and project correspondence;</li>
<li><strong>keep the website secure</strong>, for example by investigating abusive traffic.</li>
</ul>
<p>Under UK and EU data protection law, we rely on these lawful bases:</p>
<ul>
<li><strong>Steps prior to a contract</strong>, when you ask us for a quote or proposal for work for yourself or your business.</li>
<li><strong>Legitimate interests</strong>, in responding to business inquiries, managing client relationships and protecting our website. We have weighed these interests against your rights and keep the information limited to what a normal business inquiry involves.</li>
<li><strong>Contract</strong> and <strong>legal obligation</strong>, once an engagement is signed and for tax and accounting records.</li>
</ul>
<p>We do not add inquiry contacts to marketing lists, we do not sell your information, and we make no decisions about you by automated means.</p>`,
      },
      {
        id: 'scheduling-consultations',
        heading: `Booking a consultation through ${calendly}`,
        html: `<p>Our <a href="/contact">contact page</a> includes a ${calendly} scheduling widget for booking a ${site.scheduling.eventLength} consultation. When you book, ${calendly} collects your name, email address, the time slot and time zone you choose, any answers you give to the booking questions, and technical data such as your IP address and browser details. ${calendly} then sends a calendar invitation to you and to us.</p>
<p>${calendly} processes the booking details on our behalf so we can hold the meeting. It is also an independent controller for its own platform, for purposes such as account security, fraud prevention and running and improving its service, under its own privacy notice and cookie notice, which you can read on calendly.com.</p>
<p>If you would rather not use ${calendly}, email us at ${emailLink} with a few times that suit you and we will send an invitation ourselves.</p>`,
      },
      {
        id: 'sharing-and-processors',
        heading: 'Who we share it with',
        html: `<p>Your information is seen by the ${site.name} staff who need it to answer you, typically the estimator, detailer or BIM lead who scopes your project and the person who prepares the proposal.</p>
<p>We also use a small number of service providers (processors) who handle data only on our instructions and under written contracts that require them to keep it confidential and secure:</p>
<ul>
<li>Cloudflare, for hosting this site, storing what the contact form sends, and checking a person sends it (Turnstile, loaded once you start on the form);</li>
<li>Resend, for delivering the email that tells our team a request has arrived;</li>
<li>email, calendar and file storage for business correspondence and project documents;</li>
<li>${calendly}, for consultation bookings, as described above;</li>
<li>accounting and invoicing software, once you become a client.</li>
</ul>
<p>We may disclose information if the law requires it, to establish or defend a legal claim, or to a buyer or successor if our business is reorganized, in which case this policy continues to apply. We never sell or rent personal information.</p>`,
      },
      {
        id: 'international-transfers',
        heading: 'International transfers',
        html: `<p>We work remotely for clients in ${site.markets} from our production office in ${site.address.locality}, ${site.address.country}. That means information you send us is accessed from ${site.address.country}: a quote request and its files are stored as described above, and once you engage us, the project’s files move to ${projectFilesWhere}. Some of our service providers process data in the United States, the UK or the European Economic Area.</p>
<p>Neither the UK nor the EU has issued an adequacy decision for ${site.address.country}. Where UK or EU data protection law requires it, we protect personal data moving between these countries with recognized safeguards:</p>
<ul>
<li>the European Commission's <strong>Standard Contractual Clauses</strong> for data subject to the EU GDPR;</li>
<li>the UK <strong>International Data Transfer Agreement (IDTA)</strong> or the UK Addendum to the Standard Contractual Clauses for data subject to the UK GDPR;</li>
<li>for US providers, the <strong>EU-US Data Privacy Framework</strong> and its UK Extension where the provider is certified, or the clauses above where it is not.</li>
</ul>
<p>You can ask us for a description of the safeguards that apply to your information by writing to ${emailLink}.</p>`,
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        html: `<ul>
<li><strong>Quote requests:</strong> ${requestRetention} Our last contact is the later of the day your request arrived, the last time our team recorded a status change or a note on it, and the last time you added files to it. Our system erases by itself, daily: the files from our file storage, then, for a request not won, the database record with its notes and history, at the latest the next time our website receives a request or our team opens the lead desk. We also delete the correspondence about it from our mailboxes. ${contractRecordRetention}</li>
<li><strong>Requests that become projects:</strong> kept as client records, below.</li>
<li><strong>Client records:</strong> ${clientRecordsRetention}</li>
<li><strong>Project files:</strong> ${projectFilesRetention}</li>
<li><strong>Requests that look automated</strong> (see "Protecting the form from abuse"): ${spamKeepDays} days, then erased as below, with any files, notes and history.</li>
<li><strong>Requests we could not store:</strong> if something fails while your request is being stored, the page tells you it was not sent and you keep what you typed. We keep nothing of it: whatever had been written is erased at once, or within an hour if the failure stopped our system midway.</li>
<li><strong>Consultation bookings:</strong> removed from our ${calendly} account and calendar on the same schedule as the details of a quote request.</li>
<li><strong>Server logs:</strong> kept by our hosting provider for a short period for security and troubleshooting, then deleted.</li>
</ul>
<p>If you ask us to delete your information earlier, we will, unless we need to keep part of it for a legal obligation or claim. Erasing a request, whether you ask or a time limit above is reached, removes every copy we keep of it:</p>
<ul>
<li>its database record with our notes and its history (Cloudflare D1), and every file you sent, including any part of a file still being uploaded (Cloudflare R2): our system erases these together;</li>
<li>the email our estimating inbox received about it: our team deletes it from our mailboxes;</li>
<li>the one-line notice in our team chat, where we use one: our team deletes it;</li>
<li>any copy of your files one of us saved to work on your quote: deleted with the request, or as soon as the quote is done.</li>
</ul>
<p>Resend, which delivers our emails, keeps its own record of each email it delivered for the period its terms set. A privacy log records each erasure and each access request: the request's reference number, the date and who carried it out (or which rule), and nothing about you.</p>`,
      },
      {
        id: 'security',
        heading: 'How we protect it',
        html: `<p>The measures we use include:</p>
<ul>
<li>encrypted connections (HTTPS) for this website and for email and file transfers where the other party supports it;</li>
<li>access to inquiries and project folders limited to the staff working on them, with multi-factor authentication on business accounts;</li>
<li>company-managed workstations with up-to-date operating systems and disk encryption;</li>
<li>confidentiality obligations in every employment and contractor agreement, and non-disclosure agreements with clients on request.</li>
</ul>
<p>No system is perfectly secure. If a breach affects your personal information and creates a risk to you, we will tell you and the relevant regulator as the law requires.</p>`,
      },
      {
        id: 'your-rights',
        heading: 'Your rights under UK and EU GDPR',
        html: `<p>If the UK GDPR or EU GDPR applies to you, you have the right to:</p>
<ul>
<li><strong>access</strong> the personal information we hold about you and get a copy;</li>
<li><strong>rectification</strong> of information that is wrong or incomplete;</li>
<li><strong>erasure</strong> of your information where we no longer have a good reason to keep it;</li>
<li><strong>restriction</strong> of how we use it while a concern is being resolved;</li>
<li><strong>portability</strong>, meaning a copy of information you gave us in a machine-readable format, where we use it on the basis of a contract;</li>
<li><strong>object</strong> to our use of it on the basis of legitimate interests.</li>
</ul>
<p>To use any of these rights, email ${emailLink}. For a copy of what you sent through our website, we export every request held under your email address, with its files listed and its history, as a machine-readable file (JSON). We may ask you to confirm your identity. We reply within one month, or tell you within that month if a complex request needs up to two more months. There is normally no charge.</p>
<p>You also have the right to <strong>complain</strong> to a supervisory authority: in the UK, the Information Commissioner's Office (ICO) at ico.org.uk; in the EU, the data protection authority in the country where you live or work or where you think the problem occurred. We would appreciate the chance to resolve your concern first.</p>`,
      },
      {
        id: 'us-privacy-rights',
        heading: 'Your rights under US state privacy laws',
        html: `<p>Residents of California and of other states with comprehensive privacy laws, such as Colorado, Connecticut, Virginia and Texas, have rights over their personal information. Whether or not a given law applies to a firm of our size, we honor the following requests from any US resident:</p>
<ul>
<li><strong>Know and access:</strong> the categories and specific pieces of personal information we hold about you, where they came from, why we use them and who we disclose them to.</li>
<li><strong>Correct</strong> inaccurate personal information.</li>
<li><strong>Delete</strong> personal information, subject to the exceptions the law allows, such as keeping records needed for tax purposes.</li>
<li><strong>Non-discrimination:</strong> we will not treat you differently for making a request.</li>
</ul>
<p>In the categories used by the California Consumer Privacy Act as amended by the CPRA, the information we collect is: identifiers (name, email address, phone number, IP address), professional information (company and role) and commercial information (the services and projects you ask about). We collect it from you and from your browser, for the purposes described in this policy.</p>
<p><strong>We do not sell or share personal information</strong>, as those terms are defined in the CCPA, and we have not done so in the past twelve months. We do not use sensitive personal information to infer characteristics about you, so there is nothing to opt out of or limit.</p>
<p>Send requests to ${emailLink}. You may use an authorized agent, and we will ask the agent for proof of your permission. We will confirm receipt within ten business days and respond within 45 days. If we decline a request, you can appeal by replying to our decision, and we will respond to the appeal within the time your state's law sets.</p>`,
      },
      {
        id: 'children',
        heading: 'Children',
        html: `<p>This website and our services are for businesses and construction professionals. They are not directed at children, and we do not knowingly collect personal information from anyone under 16. If you believe a child has sent us information, email ${emailLink} and we will delete it.</p>`,
      },
      {
        id: 'changes-and-contact',
        heading: 'Changes and how to contact us',
        html: `<p>We will update this policy when our practices or the law change, and revise the date at the top of this page. If a change significantly affects how we use information we already hold, we will tell the people concerned directly where we have their contact details.</p>
<p>For any privacy question or request, contact <strong>${site.legalName}</strong> at ${emailLink}, or write to us at ${postalAddress}.</p>`,
      },
    ],
  };

  const termsOfService: Policy = {
    slug: 'terms-of-service',
    title: 'Terms of Service',
    description: `The terms for using the ${site.name} website: content ownership, the limits of information on the site, liability, and New York governing law.`,
    updated: POLICIES_UPDATED,
    sections: [
      {
        id: 'about-these-terms',
        heading: 'About these terms',
        html: `<p>These terms apply to your use of this website, which is operated by <strong>${site.legalName}</strong> ("${site.name}", "we", "us"), ${postalAddress}. By using the site you accept them. If you do not agree, please do not use the site.</p>
<p>These terms cover the website only. Any estimating, detailing, BIM, design or project management work we carry out for you is governed by a separate written agreement, as explained below. How we handle personal information is described in our <a href="/privacy-policy">Privacy Policy</a> and <a href="/cookie-policy">Cookie Policy</a>.</p>`,
      },
      {
        id: 'using-the-website',
        heading: 'Using the website',
        html: `<p>You may browse the site, read our service descriptions, project write-ups and articles, and contact us about work. When you do, please:</p>
<ul>
<li>give accurate information in the contact form and booking widget, and only submit other people's details if you have their permission;</li>
<li>only send us drawings, specifications or models that you are entitled to share for the purpose of getting a quote;</li>
<li>not attempt to disrupt the site, probe it for vulnerabilities, upload malicious code, or overload it with automated requests;</li>
<li>not scrape or systematically copy the site's content, including for building datasets.</li>
</ul>
<p>We work to keep the site accurate and available, but it is provided "as is" and we do not promise that it will always be available, error-free or current. Descriptions of typical turnaround, accuracy and results describe our usual practice, not a commitment for a particular project; those commitments are made in a proposal.</p>`,
      },
      {
        id: 'intellectual-property',
        heading: 'Intellectual property',
        html: `<p>The text, graphics, logos, illustrations, sample drawings and project write-ups on this site belong to ${site.legalName} or are used with permission. You may view and print pages for your own reference or to evaluate our services within your organization. You may not reproduce, republish, sell or adapt them, or present our sample drawings, schedules or models as your own work, without our written permission.</p>
<p>The ${site.name} name and logo may not be used in a way that suggests we endorse you or your product.</p>
<p>Drawings and documents you send us remain the property of you or their authors. We use them only to respond to your inquiry or to carry out work you have engaged us for. Ownership and licensing of deliverables we produce for you, such as estimates, shop drawings, bar bending schedules and Revit models, are set out in the engagement agreement.</p>`,
      },
      {
        id: 'no-professional-advice',
        heading: 'No professional advice from the website alone',
        html: `<p>Our articles, FAQs and service pages give general information about estimating, detailing, BIM and construction management. They are not advice about your project. Code requirements (for example ACI 318 versus BS EN 1992), detailing practice, local labor and material costs and site conditions vary too much for general content to be relied on for a bid, a design decision or a construction activity.</p>
<p>Get project-specific advice before acting, either from us under a written agreement or from another qualified professional. Sending us an inquiry or having an introductory consultation does not create a client relationship or any duty of care about your project.</p>`,
      },
      {
        id: 'consulting-services',
        heading: 'Our consulting services',
        html: `<p>When you ask for work, we send a written proposal setting out the scope, the documents we will work from, deliverables and file formats, turnaround, fee, payment terms and the rounds of comments included (our <a href="/working-with-us">working-with-us page</a> sets out how revisions, insurance, confidentiality and governing law work). Work starts when the proposal or a separate services agreement is accepted in writing. That agreement, not these website terms, governs the services, and if the two conflict the agreement prevails.</p>
<p>Unless the agreement expressly says otherwise:</p>
<ul>
<li>we do not act as architect of record or engineer of record for the permanent works, and we do not seal or stamp drawings;</li>
<li>temporary works designs are our design, prepared for the check the project requires before use: in the UK, a check at the category your temporary works coordinator sets under BS 5975; in the US, review and sealing by a professional engineer licensed in the project's state, who takes responsible charge; the proposal names who checks or seals;</li>
<li>shop drawings, rebar placing drawings and detailing are prepared for review by the project's architect or engineer, and their review and approval remain necessary before fabrication or installation;</li>
<li>project management and coordination services support your team's decisions; responsibility for site safety, means and methods stays with the contractor.</li>
</ul>`,
      },
      {
        id: 'estimates-not-guarantees',
        heading: 'Estimates are opinions of probable cost',
        html: `<p>A cost estimate, budget, quantity takeoff or value engineering option from us is our professional <strong>opinion of probable cost</strong>, based on the documents available on the date it was prepared and on the pricing sources and assumptions stated in its basis of estimate. It is not a guarantee, a bid or a fixed price.</p>
<p>Actual bids and final construction costs can differ because of factors we do not control, including:</p>
<ul>
<li>design changes, addenda and gaps in the drawings we priced;</li>
<li>labor rates, material prices, tariffs, exchange rates and escalation after the estimate date;</li>
<li>the number of bidders, their workload and their pricing strategy;</li>
<li>site conditions, phasing, the contractor's means and methods, and the time between estimate and award.</li>
</ul>
<p>Use estimates together with an appropriate contingency and your own commercial judgment. Quantities in a takeoff depend on the completeness of the documents; waste factors, lap allowances and exclusions are listed with each deliverable so you can check them.</p>`,
      },
      {
        id: 'client-responsibilities',
        heading: 'Your responsibilities for inputs',
        html: `<p>Our work is only as reliable as the information it is based on. When you engage us, you are responsible for:</p>
<ul>
<li>providing complete, legible and current drawings, specifications, addenda, geotechnical information and any earlier models, and telling us which revision is the current issue;</li>
<li>confirming the governing codes and standards, such as ACI 318 and ACI MNL-66 or BS 8666 and Eurocode 2, along with the project location, pricing basis and any client-specific templates;</li>
<li>answering our requests for information (RFIs) promptly; turnaround times run from when we have what we need;</li>
<li>reviewing deliverables before use, field-verifying dimensions and existing conditions, and obtaining the approvals your project requires.</li>
</ul>
<p>We are not responsible for errors or delays caused by information that is missing, superseded or inaccurate when it reaches us.</p>`,
      },
      {
        id: 'limitation-of-liability',
        heading: 'Limitation of liability',
        html: `<p>To the fullest extent the law allows, ${site.legalName} is not liable for any loss or damage arising from your use of, or reliance on, this website or its content, including lost profits, lost bids or contracts, loss of data, or any indirect or consequential loss, even if we were told such loss was possible.</p>
<p>Our liability for consulting services is set only by the engagement agreement for those services, including any cap it contains.</p>
<p>Nothing in these terms limits liability for fraud, for death or personal injury caused by negligence, or any other liability that cannot lawfully be limited. If you are a consumer, you also keep any rights that the law of your home country gives you and that cannot be waived by contract.</p>`,
      },
      {
        id: 'indemnity',
        heading: 'Indemnity',
        html: `<p>You agree to indemnify ${site.legalName} and its staff against claims, losses and reasonable legal costs arising from your breach of these terms, your misuse of the website, or material you send us that you did not have the right to share, such as drawings supplied in breach of a third party's copyright or confidentiality terms.</p>`,
      },
      {
        id: 'third-party-links',
        heading: 'Third-party links and services',
        html: `<p>The site links to services we do not control, including our social media pages and the ${calendly} scheduling widget on the <a href="/contact">contact page</a>. Those services have their own terms and privacy notices, and we are not responsible for their content, availability or practices. A link is not an endorsement of anything beyond what it points to.</p>`,
      },
      {
        id: 'governing-law',
        heading: 'Governing law and disputes',
        html: `<p>These terms and any dispute about this website are governed by the laws of the <strong>State of New York, USA</strong>, without regard to its conflict-of-laws rules. You and we agree that the state and federal courts located in <strong>New York County, New York</strong> have exclusive jurisdiction over any such dispute.</p>
<p>Disputes about consulting services are resolved as set out in the engagement agreement. Before starting formal proceedings, please email us so we can try to resolve the issue directly.</p>`,
      },
      {
        id: 'changes-and-contact',
        heading: 'Changes and contact',
        html: `<p>We may update these terms from time to time; the date at the top of this page shows the latest version, and it applies from the time it is published. If any part of these terms is found unenforceable, the rest remains in effect.</p>
<p>Questions about these terms can be sent to <strong>${site.legalName}</strong> at ${emailLink}, or through our <a href="/contact">contact page</a>.</p>`,
      },
    ],
  };

  const cookiePolicy: Policy = {
    slug: 'cookie-policy',
    title: 'Cookie Policy',
    description: `${site.name} sets no advertising or analytics cookies. See the three browser storage entries the site uses and the cookies ${calendly} may set.`,
    updated: POLICIES_UPDATED,
    sections: [
      {
        id: 'summary',
        heading: 'The short version',
        html: `<p>The ${site.name} website does not set advertising cookies or analytics cookies, and it does not track you across other websites. The site itself stores only three small items in your browser, all described below; one of them is sent to us, with the contact form, and only if you send it. The only cookies you may receive come from the ${calendly} scheduling widget on our <a href="/contact">contact page</a>.</p>`,
      },
      {
        id: 'cookies-and-browser-storage',
        heading: 'Cookies and browser storage explained',
        html: `<p><strong>Cookies</strong> are small text files a website asks your browser to keep. They are sent back to the website with each request, which lets it recognize your browser. <strong>localStorage</strong> and <strong>sessionStorage</strong> are similar storage areas in your browser, but their contents stay on your device and are only read by the page's own code. localStorage lasts until it is cleared; sessionStorage is erased when you close the tab.</p>
<p>Privacy law treats all of these in the same way, so this policy covers all of them.</p>`,
      },
      {
        id: 'storage-we-use',
        heading: 'What this site stores',
        html: `<ul>
<li><strong>landingScrollY</strong> (localStorage): remembers how far you had scrolled down the home page, so that when you come back to it from another page you return to the same place. It holds a single number, contains no personal data and is never sent to us. It stays until you clear your browser's site data.</li>
<li><strong>Contact form draft</strong> (sessionStorage): while you fill in the form on the <a href="/contact">contact page</a>, what you have typed is saved in the tab so that a reload or an accidental click away does not lose your project details. It holds the text fields and the link to a shared folder, never attached files (a browser cannot keep those; the form says so). The draft is deleted when the form is sent, and the browser erases it anyway when you close the tab. It is not sent to us until you press send.</li>
<li><strong>visitSource</strong> (sessionStorage): where your visit began: the path of the first page you opened in the tab, the domain of the website that linked to it (never the full address), any campaign tags in that link (utm_source, utm_medium, utm_campaign, utm_term, utm_content) and a count of the pages you have seen. When the visit begins, its first page, linking domain and utm_source, utm_medium and utm_campaign (not the page count) are sent to us once, to add one to a daily total of visits (see our <a href="/privacy-policy">Privacy Policy</a>); nothing more is stored for that. If you send the contact form, the record goes with your request so we know which page or campaign brought it; otherwise nothing else of it leaves your browser, and the browser erases it when you close the tab. It is not a cookie, is not shared with anyone and is not used to follow you on other sites.</li>
</ul>
<p>The first two entries exist only to make the site work the way you expect; the third only tells us, with a request you choose to send, how you found us. None of them is used to identify you, track you or show you advertising, and you can remove them at any time, as described below.</p>`,
      },
      {
        id: 'calendly-cookies',
        heading: `Cookies set by ${calendly}`,
        html: `<p>The contact page embeds ${calendly}'s scheduling widget so you can book a ${site.scheduling.eventLength} consultation. It loads only when you ask for it: until you choose “Show the booking calendar” there, nothing is fetched from ${calendly} and none of its cookies is set. Once it loads, calendly.com may set its own cookies in your browser. These are:</p>
<ul>
<li><strong>strictly necessary cookies</strong>, for example to keep your booking session working and to route your requests through ${calendly}'s load balancers;</li>
<li><strong>functional cookies</strong>, for example to remember choices such as your time zone.</li>
</ul>
<p>${calendly} decides which cookies it sets and how long they last, and it is responsible for them. Its cookie notice, available on calendly.com, lists them in detail and explains any choices it offers. We do not receive information from these cookies.</p>
<p>If you would rather not load the widget, email us at ${emailLink} with a few times that suit you and we will arrange the call ourselves.</p>`,
      },
      {
        id: 'what-we-do-not-use',
        heading: 'What we do not use',
        html: `<ul>
<li>no analytics tools such as Google Analytics, and no session recording or heatmaps;</li>
<li>no advertising or retargeting pixels, such as the Meta Pixel or the LinkedIn Insight Tag;</li>
<li>no embedded social media feeds or share buttons. The links to our Facebook, LinkedIn and Instagram pages are ordinary links, and those networks can only set cookies if you follow them;</li>
<li>no browser fingerprinting or other hidden tracking techniques.</li>
</ul>
<p>If we ever add a tool that uses non-essential cookies, we will update this policy first and ask for your consent before that tool runs.</p>`,
      },
      {
        id: 'controlling-cookies',
        heading: 'How to control cookies and storage',
        html: `<p>Every major browser lets you view, block and delete cookies and site data:</p>
<ul>
<li><strong>Chrome:</strong> Settings, then Privacy and security, then Third-party cookies or Site settings.</li>
<li><strong>Edge:</strong> Settings, then Cookies and site permissions.</li>
<li><strong>Firefox:</strong> Settings, then Privacy and Security, then Cookies and Site Data.</li>
<li><strong>Safari:</strong> Settings (or Preferences), then Privacy, then Manage Website Data.</li>
</ul>
<p>Clearing the site data for this website removes <em>landingScrollY</em>, any contact form draft and <em>visitSource</em>. Blocking third-party cookies, or cookies from calendly.com in particular, stops ${calendly} from setting cookies, though the booking widget may then not work; you can still reach us by email. Browsing in a private or incognito window discards all of these items when the window closes.</p>`,
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        html: `<p>If we change how the site uses cookies or browser storage, we will update this policy and the date at the top of the page before the change takes effect. Our <a href="/privacy-policy">Privacy Policy</a> explains how we handle the personal information you send us.</p>`,
      },
      {
        id: 'contact',
        heading: 'Contact',
        html: `<p>Questions about this policy can be sent to <strong>${site.legalName}</strong> at ${emailLink}, or by post to ${postalAddress}.</p>`,
      },
    ],
  };

  const policies: Policy[] = [privacyPolicy, termsOfService, cookiePolicy];

  return { policies };
}
