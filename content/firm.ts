/**
 * The firm's name and when it answers: the desks' hours and the one statement of response times on the
 * site. Kept apart from content/site.ts, with no imports, so that the quote endpoint can tell a sender
 * the same thing the pages say (functions/ cannot read the build's environment).
 */

export const firmName = 'Stratum Precon';

/** The US desk's published hours: New York time, "ET" so the line is right in summer too. */
export const usDeskHours = 'Mon-Fri 8:00 AM-6:00 PM ET';

/** The UK desk's published hours: London time, whether GMT or BST. */
export const ukDeskHours = 'Mon-Fri 9:00 AM-5:30 PM UK time';

/** The one statement of response times on the site (contact page, FAQs, thanks messages, the sender's confirmation). */
export const responseTime = `We reply to every message within one business day; our US desk is open ${usDeskHours} and our UK desk ${ukDeskHours}.`;
