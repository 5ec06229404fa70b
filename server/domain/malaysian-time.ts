/** Times on the documents the server renders (the quotation, the compare exports), in Malaysia's time zone whatever the server's. */

const MALAYSIA = 'Asia/Kuala_Lumpur';
const dateFormat = new Intl.DateTimeFormat('en-MY', { day: 'numeric', month: 'long', year: 'numeric', timeZone: MALAYSIA });
const timeFormat = new Intl.DateTimeFormat('en-MY', { hour: 'numeric', minute: '2-digit', timeZone: MALAYSIA });

/** '23 November 2026, 11:00 am MYT'. */
export function malaysianTime(at: Date): string {
  // Some ICU versions put a narrow no-break space before am/pm, which the standard PDF fonts lack.
  return `${dateFormat.format(at)}, ${timeFormat.format(at).replace(/\s/g, ' ')} MYT`;
}
