/**
 * The site's policy facts, written once: the legal pages and the checkout pages render them,
 * and Luna quotes them when a visitor asks about refunds, delivery or their data, so the two
 * can never disagree. Each fact is a sentence as the page shows it; `path` is the page that
 * states it. Luna says nothing about these subjects that is not here.
 */

export interface PolicyFacts {
  /** The page that states these facts. */
  readonly path: string;
  readonly pageTitle: string;
}

/** Terms and Conditions §5 "Paid reports". */
export const REPORT_TERMS = {
  path: '/legal/terms-and-conditions',
  pageTitle: 'Terms and Conditions',
  price: 'The price of a report is shown before you pay, and payment is handled by our payment provider.',
  digital: 'Reports are digital content prepared for you after payment.',
  /** The refund rule. 'contact page' is the page's link to /contact. */
  refund: 'If a report fails to generate or arrives incomplete, write to us through the contact page and we will regenerate it or refund you.',
  statutory: 'Your statutory rights as a consumer are not affected.',
} as const satisfies PolicyFacts & Record<string, string>;

/** How a report reaches the visitor (the checkout and order-confirmation pages). */
export const REPORT_DELIVERY = {
  path: '/checkout',
  pageTitle: 'Checkout',
  prepared: 'Each report is prepared for your birth date, time and place after you order, and kept in your report library.',
  /** How long it usually takes, as the order confirmation says it. */
  usualTime: 'a few minutes',
  /** How the visitor hears it is ready. */
  notice: 'by email',
  format: 'PDF',
  libraryPath: '/report-library',
} as const satisfies PolicyFacts & Record<string, string>;

/** Privacy policy: what is kept, and "Get a copy of your data, or delete it". */
export const DATA_RIGHTS = {
  path: '/legal/privacy-policy',
  pageTitle: 'Privacy Policy',
  noSale: 'We keep only what we need to run the service, we do not sell your data, and we do not use advertising trackers.',
  /** What the email address is used for. */
  emailUse: 'We use your email address to send what you asked for: your reading link, codes, receipts and report notices.',
  /** The legal page links 'your data'; Luna links 'your data page'. */
  howTo: 'On the your data page, give the email address you used with us and we email you a link that works for 24 hours.',
  download: 'Download my data gives you one file (JSON) with your profile and birth details, your readings, your chats with Luna, your orders and report deliveries, when your moon calendar’s addresses were made and stopped, the emails we sent you and any message you wrote to us.',
  delete: 'Delete everything asks you to confirm, then at once erases your profile, readings, reading and report links, moon calendar, chats with Luna, report files, the emails we sent you and your messages to us.',
  dataPath: '/your-data',
} as const satisfies PolicyFacts & Record<string, string>;

/** The accuracy page (ADR 047): what it measures, in the words Luna uses; its figures stay on the page, which regenerates them. */
export const ACCURACY = {
  path: '/accuracy',
  pageTitle: 'How accurate is Moonwise?',
  measured:
    'Every position and time on the site comes from Moonwise’s own sky engine, and we publish how it measures against the Swiss Ephemeris: charts for a few hundred sample births, thirty years of new and full moons and eclipses, and moonrise and moonset from the far south to the Arctic.',
  birthTime: 'Your birth time matters more than any of those differences: four minutes either way moves the Ascendant by about a degree.',
} as const satisfies PolicyFacts & Record<string, string>;

/** Where a question the pages do not answer goes. */
export const CONTACT_PATH = '/contact';
