import { MOON_PHASES, type MoonPhase } from '../../../domain/sky';

/**
 * What the phase pages add to the reading content: how each phase looks and when to see it,
 * its theme in one word, and a five-minute version of the work. Written for these pages; the
 * reading's own phase texts (essence, gift, lesson, practice, guidance) come from
 * domain/reading so the two never drift apart.
 */
export interface PhaseGuide {
  /** The phase's theme in a word or two, for cards and the cycle overview. */
  theme: string;
  /** One sentence for the overview card. */
  summary: string;
  /** Where and when to look for it. */
  inTheSky: string;
  /** A practice that fits in about 5 minutes a day. */
  fiveMinutes: string;
  /** The lit side grows (waxing) or shrinks (waning); new and full sit at the turning points. */
  waxing: boolean;
}

export const PHASE_GUIDES: Readonly<Record<MoonPhase, PhaseGuide>> = {
  'new-moon': {
    theme: 'Intention',
    summary: 'The dark start of the cycle: rest, listen and plant one clear intention.',
    inTheSky:
      'The Moon stands close to the Sun, so it rises and sets with it and its lit side faces away from us. You will not see it at night; a day or two later a thin curve appears low in the west just after sunset.',
    fiveMinutes:
      'Sit somewhere quiet, breathe slowly for a minute, then write one sentence that starts with “I intend to”. Keep it small enough to act on this month and read it aloud once.',
    waxing: true,
  },
  'waxing-crescent': {
    theme: 'First steps',
    summary: 'The first sliver of light: turn the intention into one small, real action.',
    inTheSky:
      'A thin crescent lit on the right (seen from the northern hemisphere) hangs in the western sky in the early evening and sets a few hours after the Sun.',
    fiveMinutes:
      'Read your intention, then list three actions that would move it forward. Circle the easiest one and do it today, even if it takes only a few minutes.',
    waxing: true,
  },
  'first-quarter': {
    theme: 'Commitment',
    summary: 'Half lit and climbing: meet the first obstacle and choose to keep going.',
    inTheSky:
      'The right half of the disc is lit (seen from the northern hemisphere). It rises around midday and is high in the south at sunset, so it is easy to spot in the evening.',
    fiveMinutes:
      'Name the thing that is slowing you down in one line. Next to it, write the one decision that would get you past it, and make that decision before the day ends.',
    waxing: true,
  },
  'waxing-gibbous': {
    theme: 'Refinement',
    summary: 'Almost full: review, adjust and polish rather than start again.',
    inTheSky:
      'More than half lit and growing, it rises in the afternoon and shines for most of the night, setting in the small hours.',
    fiveMinutes:
      'Look at what you have done since the new moon. Write down one thing that is working and one small change to try, then make the change this week.',
    waxing: true,
  },
  'full-moon': {
    theme: 'Illumination',
    summary: 'The whole face lit: see clearly, celebrate progress and feel your gratitude.',
    inTheSky:
      'The Moon stands opposite the Sun, so it rises at sunset, is highest around midnight and sets at sunrise. Its whole face is lit.',
    fiveMinutes:
      'Write three things you are grateful for from this cycle, including one that surprised you. Then note, honestly, what the month has shown you about your intention.',
    waxing: false,
  },
  'waning-gibbous': {
    theme: 'Sharing',
    summary: 'Light begins to recede: share what you learned and say thank you.',
    inTheSky:
      'Still more than half lit but shrinking from the right, it rises a few hours after sunset and is best seen late at night and in the early morning.',
    fiveMinutes:
      'Think of one person who helped you this cycle, even in a small way, and send them a short thank-you. Write down the one lesson you would pass on to a friend.',
    waxing: false,
  },
  'last-quarter': {
    theme: 'Release',
    summary: 'Half lit and fading: let go of what did not serve the intention.',
    inTheSky:
      'The left half of the disc is lit (seen from the northern hemisphere). It rises around midnight and is high in the south at sunrise, so look for it in the morning sky.',
    fiveMinutes:
      'Write one habit, worry or commitment that got in the way this month. Cross it out, and decide one concrete thing you will stop doing before the next new moon.',
    waxing: false,
  },
  'waning-crescent': {
    theme: 'Rest',
    summary: 'The last thin light: rest, reflect and make space for the next cycle.',
    inTheSky:
      'A thin crescent lit on the left rises shortly before the Sun and is visible low in the east at dawn, until it disappears into the new moon.',
    fiveMinutes:
      'Do less on purpose. Take five slow minutes with no screen, ask yourself what you want to carry into the next cycle, and let the answer come without forcing it.',
    waxing: false,
  },
};

/** The phase's place in the cycle: 0 for new moon up to 7 for waning crescent. */
export const phaseIndex = (phase: MoonPhase): number => MOON_PHASES.indexOf(phase);

/**
 * The lit fraction at the centre of the phase's sector (the product rules' eight 45° sectors): the Moon
 * at elongation k × 45° is lit (1 − cos) / 2, so a quarter is half lit and a crescent about
 * a seventh.
 */
export const typicalIllumination = (phase: MoonPhase): number => {
  const elongation = (phaseIndex(phase) * 45 * Math.PI) / 180;
  const lit = (1 - Math.cos(elongation)) / 2;
  return Math.round(lit * 1000) / 1000;
};

export const isMoonPhase = (value: string | undefined): value is MoonPhase => MOON_PHASES.includes(value as MoonPhase);

export const previousPhase = (phase: MoonPhase): MoonPhase => MOON_PHASES[(phaseIndex(phase) + 7) % 8] as MoonPhase;
export const nextPhase = (phase: MoonPhase): MoonPhase => MOON_PHASES[(phaseIndex(phase) + 1) % 8] as MoonPhase;

/** 'Waxing Gibbous' → 'Waxing Gibbous Moon'; 'Full Moon' stays as it is. */
export const moonName = (name: string): string => (name.endsWith('Moon') ? name : `${name} Moon`);
