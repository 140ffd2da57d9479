import type { CrisisKind } from './crisis';
import { HELPLINE_DIRECTORY_URL, helpForCountry } from './help-lines';

/** Luna's answer to a visitor who may be in danger: said as written, never reworded by a model. */
export interface CareReply {
  readonly kind: CrisisKind;
  readonly text: string;
  /** The paragraph with the numbers and the directory, which every wording must keep. */
  readonly helpLine: string;
  /** The country whose numbers were given, or null when the directory stands alone. */
  readonly country: string | null;
}

/**
 * Openings and closings by how many times care was already given, so a visitor who says it
 * again is answered again in other words. None speaks of the moon, manifesting or the
 * reading: that can wait, and only the visitor picks it up again.
 */
const OPENINGS: Readonly<Record<CrisisKind, readonly string[]>> = {
  'self-harm': [
    'I’m really glad you told me, and I’m so sorry you’re feeling this way. You don’t have to carry this alone, and you deserve support from a real person right now.',
    'Thank you for trusting me with this again. What you’re feeling matters, and you deserve someone who can be there with you right now.',
    'I’m still here, and I’m taking what you said seriously. Please reach out to someone who can help you through this now.',
  ],
  abuse: [
    'I’m so sorry this is happening to you. It isn’t your fault, and you deserve to be safe.',
    'Thank you for telling me. Your safety matters more than anything else we were talking about.',
    'I hear you, and I’m taking this seriously. You deserve to be safe, right now and always.',
  ],
  danger: [
    'I’m so sorry you’re going through this. Your safety comes first.',
    'Your safety matters most right now, more than anything else here.',
    'I hear you, and I’m taking this seriously. Please put your safety first.',
  ],
};

const CLOSINGS: readonly string[] = [
  'I’m here if you’d like to keep talking, and nothing else needs to happen now. Is there someone you trust who could be with you?',
  'We can keep talking whenever you want. Would it help to let someone close to you know how you’re feeling?',
  'There’s no rush for anything else here. If you can, tell someone near you what’s happening.',
];

/** 'the United Kingdom', but 'Canada'. */
const withArticle = (country: string): string => (/^(?:United|Netherlands|Philippines)/.test(country) ? `the ${country}` : country);

const directory = `[findahelpline.com](${HELPLINE_DIRECTORY_URL})`;

/** The numbers to call: the country's where it is known, the directory always. */
export const helpLineFor = (country: string | null): string => {
  const help = helpForCountry(country);
  if (help === null) {
    return `If you’re in danger right now, please call your local emergency number (such as 911, 999 or 112). ${directory} lists free, confidential helplines in your country.`;
  }
  const emergency = `If you’re in danger right now, please call ${help.emergency} (emergency services in ${withArticle(help.country)}), or your local emergency number if you’re elsewhere.`;
  const line = help.crisisLine === undefined ? '' : ` You can also ${help.crisisLine}.`;
  return `${emergency}${line} ${directory} lists free, confidential helplines wherever you are.`;
};

const pickOf = <T>(items: readonly T[], times: number): T => items[(Math.max(1, times) - 1) % items.length] ?? (items[0] as T);

/**
 * Luna's care answer for the `timesSeen`-th sign of crisis in the conversation (counting this
 * one): warmth, the way to reach help now, and an open door to keep talking.
 */
export const careReply = (kind: CrisisKind, country: string | null, timesSeen: number): CareReply => {
  const known = helpForCountry(country);
  const helpLine = helpLineFor(known?.country ?? null);
  return {
    kind,
    text: [pickOf(OPENINGS[kind], timesSeen), helpLine, pickOf(CLOSINGS, timesSeen)].join('\n\n'),
    helpLine,
    country: known?.country ?? null,
  };
};
