import { ACCURACY, CONTACT_PATH, DATA_RIGHTS, REPORT_DELIVERY, REPORT_TERMS } from '../../site';

/**
 * Questions about the site itself (refunds, delivery, privacy and the visitor's data, how
 * accurate its sky is, how to reach the team, and things the pages do not cover), answered only from the policy facts the
 * pages themselves render (domain/site/policies.ts), always with the page's link. What the
 * pages do not say, Luna says she does not know, and points to the contact page.
 * Products and prices are the report offers' own answer (report-offers.ts).
 */
export const SITE_TOPICS = ['refund', 'delivery', 'data-delete', 'data-export', 'emails', 'privacy', 'accuracy', 'contact', 'not-on-the-site'] as const;
export type SiteTopic = (typeof SITE_TOPICS)[number];

const REFUND =
  /\b(refunds?|refundable|refunded|refunding|refnds?|refund?t|refound|rufund|refudn|reimburse\w*|chargeback|money back|moneyback|cash back)\b|\bcancel\w* (my |the |an |a )?(order|purchase|payment)\b|\breturn (it|the report|my report|a report|the pdf)\b/;
const DISLIKE = /\b(hate|hated|dont like|do not like|didnt like|dislike|not happy|unhappy|disappointed|not satisfied|unsatisfied|not for me|doesnt resonate)\b/;
const BUYING = /\b(buy|bought|order|ordered|purchase|purchased|pay|paid)\b/;

const REPORT_WORD = /\b(reports?|reprots?|repots?|pdf|order|purchase)\b/;
const DELIVERY_WORD = /\b(deliver|delivered|delivery|deliveries|delivers|delivry|shipping|shipped|ship|posted|post it|mailed)\b/;
const DELIVERY_WITH_REPORT =
  /\b(how long|how soon|how quick|how quickly|when will|when do|when does|when can|how (do|will|would|can) i (get|receive|download|access|open)|receive|arrive|arrives|turnaround|pdf|format|download|emailed|inbox|printed|print)\b/;

const DATA_WORDS = '(my |all my |all of my |your )?(data|details|info|information|account|profile|chats?|conversations?|history|messages|personal data|birth details|everything|records?)';
const DELETE = new RegExp(`\\b(delete|deleted|deleting|deletion|erase|erasing|remove|removing|wipe|get rid of|close) ${DATA_WORDS}\\b|\\bforget (me|about me|my)\\b|\\bright to be forgotten\\b|\\bdelete me\\b`);
const EXPORT = new RegExp(`\\b(download|export|copy|copies|get|see|access|request) (a copy of |a copy |copy of )?(my |all my |all of my )(data|details|info|information|personal data|records)\\b|\\bwhat (do you|you) (have|hold|keep|store|know) (on|about) me\\b|\\bdata (export|download|request)\\b`);
const PRIVACY =
  /\b(privacy|gdpr|personal data|data protection|my data|my information|my info|my details|trackers?|tracking|cookies?)\b|\b(sell|share|sells|shares|selling|sharing) (my|our|your|people s|peoples) (data|info|information|email|emails|details|address)\b|\bdo you (keep|store|save|sell|share|track) (my|our|any|personal|people s|peoples|user|users|customer|customers)\b|\b(is|are) (my|the) (data|details|info|email|reading|chat|birth details)( kept)? (safe|secure|private|shared)\b/;
/** What her email address is used for: 'will I get spammed?', 'what do you do with my email?'. */
const EMAILS = /\b(spam|spammed|spamming|junk mail|newsletters?|marketing emails?|mailing list)\b|\b(do|use|doing) with my (email|e ?mail|address|email address)\b|\b(use|keep|need) my (email|e ?mail|email address) for\b/;
const CONTACT = /\b(contact|reach|email|talk to|speak to|speak with|talk with|write to|get hold of) (you|your team|the team|someone|a human|a person|a real person|support|customer support|customer service|the company|moonwise)\b|\b(customer (service|support)|support team|help desk|helpdesk)\b/;
const NOT_ON_THE_SITE =
  /\b(discount|discounts|coupon|coupons|promo code|promo codes|voucher|vouchers|gift card|gift cards|gift voucher|subscription|subscriptions|hard copy|paperback|printed copy|printed version|phone number|invoice|invoices|paypal|apple pay|google pay|klarna|instalments?|installments?|student price|bundle|bundles|sale price|black friday)\b/;

/**
 * How accurate the site's sky is: 'how accurate are your calculations?', 'which ephemeris do you
 * use?'. Two words, one of accuracy and one of what is computed, each found on its own (no
 * pattern spans the gap between them, so each stays linear); 'how accurate is astrology?' names
 * nothing computed and is not taken.
 */
const ACCURACY_WORD = /\b(how accurate|how precise|how exact|how reliable|how correct|accuracy|accurately|precision|precisely calculated|correctly calculated|exactly calculated)\b/;
const COMPUTED = /\b(calculations?|calculated|calculate|calculating|computed|computations?|maths?|positions?|planets?|degrees?|ephemeris|moonrise|moonset|rise and set|houses?|charts?|numbers|figures|you|your site|the site|moonwise)\b/;
const EPHEMERIS = /\b(which|what) (ephemeris|ephemerides)\b|\bswiss ephemeris\b|\b(nasa|jpl) data\b/;

/** A message that asks something: a question mark, a question word, or a request. */
const ASKS = /\?|\b(can|could|do|does|did|will|would|is|are|how|what|whats|where|when|which|who|why|tell me|id like|i want|i need|want to|need to|please)\b/;

/** The site topic a folded message asks about, or null. Refunds come first: 'if I buy one and hate it' asks about a refund, not a price. */
export const siteTopicOf = (text: string): SiteTopic | null => {
  if (!ASKS.test(text)) return null;
  if (REFUND.test(text) || (DISLIKE.test(text) && BUYING.test(text))) return 'refund';
  if (DELETE.test(text)) return 'data-delete';
  if (EXPORT.test(text)) return 'data-export';
  if (DELIVERY_WORD.test(text) || (REPORT_WORD.test(text) && DELIVERY_WITH_REPORT.test(text))) return 'delivery';
  if (NOT_ON_THE_SITE.test(text)) return 'not-on-the-site';
  if (EMAILS.test(text)) return 'emails';
  if (PRIVACY.test(text)) return 'privacy';
  if (EPHEMERIS.test(text) || (ACCURACY_WORD.test(text) && COMPUTED.test(text))) return 'accuracy';
  if (CONTACT.test(text)) return 'contact';
  return null;
};

const linked = (text: string, words: string, path: string): string => text.replace(words, `[${words}](${path})`);

const TERMS_LINK = `[${REPORT_TERMS.pageTitle}](${REPORT_TERMS.path})`;
const PRIVACY_LINK = `[${DATA_RIGHTS.pageTitle}](${DATA_RIGHTS.path})`;
const CONTACT_LINK = `[contact page](${CONTACT_PATH})`;
const ACCURACY_LINK = `[${ACCURACY.pageTitle}](${ACCURACY.path})`;
const HOW_TO = linked(DATA_RIGHTS.howTo, 'your data page', DATA_RIGHTS.dataPath);

/** The answer to a site question, in paragraphs, each fact as the page states it. */
export const siteAnswerBody = (topic: SiteTopic): { paragraphs: readonly [string, ...string[]] } => {
  switch (topic) {
    case 'refund':
      return {
        paragraphs: [
          `Our ${TERMS_LINK} say this about refunds. ${linked(REPORT_TERMS.refund, 'contact page', CONTACT_PATH)} ${REPORT_TERMS.statutory}`,
          `They don’t describe a refund for simply not liking a report, so I won’t promise one. ${REPORT_TERMS.price} If you’re unsure, the team can answer you on the ${CONTACT_LINK} before you order.`,
        ],
      };
    case 'delivery':
      return {
        paragraphs: [
          `${REPORT_DELIVERY.prepared} It usually takes ${REPORT_DELIVERY.usualTime}, and we let you know ${REPORT_DELIVERY.notice} when it is ready. You can download it as a ${REPORT_DELIVERY.format} from your [report library](${REPORT_DELIVERY.libraryPath}).`,
        ],
      };
    case 'data-delete':
      return { paragraphs: [`Yes, you can. ${DATA_RIGHTS.delete} ${HOW_TO} More in our ${PRIVACY_LINK}.`] };
    case 'data-export':
      return { paragraphs: [`Yes. ${DATA_RIGHTS.download} ${HOW_TO} More in our ${PRIVACY_LINK}.`] };
    case 'emails':
      return { paragraphs: [`${DATA_RIGHTS.emailUse} ${DATA_RIGHTS.noSale} The whole story is in our ${PRIVACY_LINK}.`] };
    case 'privacy':
      return {
        paragraphs: [`${DATA_RIGHTS.noSale} You can download a copy of your data, or delete it all. ${HOW_TO} The whole story is in our ${PRIVACY_LINK}.`],
      };
    case 'accuracy':
      return { paragraphs: [`${ACCURACY.measured} The figures, how to read them and the conventions are on ${ACCURACY_LINK}. ${ACCURACY.birthTime}`] };
    case 'contact':
      return { paragraphs: [`You can write to the team on the ${CONTACT_LINK}, and they reply by email.`] };
    case 'not-on-the-site':
      return { paragraphs: [`The site’s pages don’t say anything about that, so I’d rather not guess. The team can answer you on the ${CONTACT_LINK}.`] };
  }
};

/** The policy sentences an answer quotes, as it quotes them: a model that rewords the reply must keep them word for word. */
export const siteFactLines = (topic: SiteTopic): string[] => {
  switch (topic) {
    case 'refund':
      return [linked(REPORT_TERMS.refund, 'contact page', CONTACT_PATH), REPORT_TERMS.statutory];
    case 'delivery':
      return [REPORT_DELIVERY.prepared];
    case 'data-delete':
      return [DATA_RIGHTS.delete, HOW_TO];
    case 'data-export':
      return [DATA_RIGHTS.download, HOW_TO];
    case 'emails':
      return [DATA_RIGHTS.emailUse, DATA_RIGHTS.noSale];
    case 'privacy':
      return [DATA_RIGHTS.noSale, HOW_TO];
    case 'accuracy':
      return [ACCURACY.measured, ACCURACY.birthTime];
    case 'contact':
    case 'not-on-the-site':
      return [];
  }
};
