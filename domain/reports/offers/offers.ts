import { ASTROLOGY_REPORT_LABEL, LUNAR_REPORT_LABEL, type ReportType } from '..';

/**
 * The two paid reports as they are offered (§1, §9). The amounts are ours (the spec does
 * not give them); with Stripe the price identifiers decide what is charged, and the order keeps
 * the amount the payment event reports.
 */
export interface ReportOffer {
  type: ReportType;
  label: string;
  /** How long the report runs, as the offer says it. */
  pages: number;
  summary: string;
  contents: readonly string[];
  /** In the currency's smallest unit. */
  amount: number;
  currency: string;
  /** The setting that holds the Stripe price identifier (§9: destiny moon, ultimate astrology). */
  stripePriceSetting: 'STRIPE_PRICE_DESTINY_MOON' | 'STRIPE_PRICE_ULTIMATE_ASTROLOGY';
}

export const REPORT_OFFERS: Readonly<Record<ReportType, ReportOffer>> = {
  lunar: {
    type: 'lunar',
    label: LUNAR_REPORT_LABEL,
    pages: 49,
    summary: 'Your Moon in depth and the year of moons ahead, with an intention and a practice for each.',
    contents: [
      'Your Moon sign, degree, house and aspects, and the phase you were born under',
      'The next thirteen new and full moons, each with an intention and a practice',
      'The eclipses of the coming year and your monthly lunar returns',
      'A twelve-month moon calendar and journaling pages',
    ],
    amount: 2900,
    currency: 'usd',
    stripePriceSetting: 'STRIPE_PRICE_DESTINY_MOON',
  },
  astrology: {
    type: 'astrology',
    label: ASTROLOGY_REPORT_LABEL,
    pages: 50,
    summary: 'Your whole birth chart: every placement by sign and by house, the aspects between them, and the year ahead.',
    contents: [
      'Your chart wheel',
      'The Sun, Moon and every planet by sign and by house',
      'The aspects between them, and your balance of elements and modes',
      'The year ahead: the outer planets’ aspects to your chart, with dates',
    ],
    amount: 3900,
    currency: 'usd',
    stripePriceSetting: 'STRIPE_PRICE_ULTIMATE_ASTROLOGY',
  },
};

/** '$29.00': an amount in the smallest unit, as a price reads. */
export const formatAmount = (amount: number, currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
