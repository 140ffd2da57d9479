import { MOON_PHASES, type MoonPhase, ZODIAC_SIGNS, type ZodiacSign, signName } from '../sky';
import type { Reading, ReadingContent } from './reading.types';

/**
 * What a reading keeps on its first screen and what a public share may show: the birth Moon as
 * it looked, one line that belongs to the visitor, and a line about a sign and phase that names
 * no one.
 */

const DEGREES = Math.PI / 180;

/**
 * The lit fraction of the Moon at a Sun–Moon elongation (0° new, 180° full). The Moon's
 * latitude is left out, which moves the fraction by well under one percent: plenty to draw it.
 */
export const litFractionAt = (elongationDegrees: number): number => (1 - Math.cos(elongationDegrees * DEGREES)) / 2;

/** The Moon grows from new to full: elongations below 180° (after normalising to 0–360°). */
export const isWaxingAt = (elongationDegrees: number): boolean => ((elongationDegrees % 360) + 360) % 360 < 180;

export interface BirthMoon {
  phase: MoonPhase;
  /** 'Waxing Gibbous'. */
  phaseName: string;
  illumination: number;
  waxing: boolean;
}

/** The Moon the visitor was born under, as it looked: from the stored elongation, so any stored reading has it. */
export const birthMoonOf = (reading: Pick<Reading, 'phaseAtBirth'>): BirthMoon => ({
  phase: reading.phaseAtBirth.phase,
  phaseName: reading.phaseAtBirth.name,
  illumination: litFractionAt(reading.phaseAtBirth.elongation),
  waxing: isWaxingAt(reading.phaseAtBirth.elongation),
});

/** The first sentence of a text (the whole text when it has one sentence). */
export const firstSentence = (text: string): string => {
  const trimmed = text.trim();
  const match = /^.+?[.!?](?=\s|$)/su.exec(trimmed);
  return match ? match[0] : trimmed;
};

/** The line on the first screen that is the visitor's own: how her Moon sign feels, in a sentence. */
export const herLine = (reading: Pick<Reading, 'moonSign'>): string => firstSentence(reading.moonSign.essence);

const listInWords = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`;

/**
 * A line about a Moon sign and birth phase for a public share: the sign's keywords, no one's
 * name and nothing of the birth ('A Libra Moon born under a Waxing Gibbous Moon: gracious,
 * fair-minded, relational and peace-seeking.').
 */
export const shareLine = (sign: ZodiacSign, phase: MoonPhase, content: Pick<ReadingContent, 'moonSigns' | 'phases'>): string => {
  const keywords = content.moonSigns[sign].keywords.slice(0, 4);
  const opening = `A ${signName(sign)} Moon born under a ${content.phases[phase].name} Moon`;
  return keywords.length > 0 ? `${opening}: ${listInWords(keywords)}.` : `${opening}. ${firstSentence(content.phases[phase].essence)}`;
};

export const isMoonPhase = (value: string): value is MoonPhase => (MOON_PHASES as readonly string[]).includes(value);
export const isZodiacSign = (value: string): value is ZodiacSign => (ZODIAC_SIGNS as readonly string[]).includes(value);
