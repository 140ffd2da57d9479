/**
 * Blocks both reports share: placements, aspects, lunations, eclipses, journaling pages.
 * Every text is looked up in domain/report-texts by the visitor's own placements.
 */
import type { Aspect, ChartPoint, Eclipse, Lunation } from '../../sky';
import type { AspectBody } from '../texts/aspect-texts.schema';
import { aspectText, aspectTexts } from '../texts/aspect-texts';
import { bodyHouseTexts } from '../texts/house-texts';
import type { House } from '../texts/house-texts.schema';
import { bodySignTexts, journalPrompts } from '../texts/sign-texts';
import { skyAt } from '../../sky';
import { longitudeOf, type ReportContext } from './context';
import { bodyName, capitalise, degreesText, ordinal, reportBodyOf, signName } from './format';
import type { Block, ReportPage } from './report-document.types';

export const signEntry = (context: ReportContext, point: ChartPoint): Block => {
  const body = context.chart.bodies[point];
  const text = bodySignTexts[reportBodyOf(point)][body.sign];
  const where = `${bodyName(point)} at ${degreesText(body.degreeInSign)} ${signName(body.sign)}${body.retrograde ? ', retrograde' : ''}`;
  return { kind: 'entry', title: text.title, meta: where, text: text.text };
};

export const houseEntry = (context: ReportContext, point: ChartPoint): Block | null => {
  const house = context.chart.bodies[point].house;
  if (house === null) return null;
  const text = bodyHouseTexts[reportBodyOf(point)][String(house) as House];
  return { kind: 'entry', title: text.title, meta: `${bodyName(point)} in your ${ordinal(house)} house`, text: text.text };
};

const isAspectBody = (point: ChartPoint): point is AspectBody => point !== 'trueNode';

const ASPECT_VERBS: Record<Aspect['type'], string> = {
  conjunction: 'conjunct',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  opposition: 'opposite',
};

export const aspectName = (aspect: Aspect): string => `${bodyName(aspect.a)} ${ASPECT_VERBS[aspect.type]} ${bodyName(aspect.b)}`;

/** The pair's own text when one is written, else null (the caller groups those by type). */
export const pairAspectEntry = (aspect: Aspect): Block | null => {
  const text = isAspectBody(aspect.a) && isAspectBody(aspect.b) ? aspectText(aspect.a, aspect.b, aspect.type) : null;
  if (!text) return null;
  const orb = `orb ${aspect.orb.toFixed(1)}°`;
  // Most pair titles already name the aspect; repeat it beneath only when they do not.
  const meta = text.title.toLowerCase().includes(ASPECT_VERBS[aspect.type]) ? capitalise(orb) : `${aspectName(aspect)}, ${orb}`;
  return { kind: 'entry', title: text.title, meta, text: text.text };
};

/** Aspects without a pair text, gathered per type under the type's general text. */
export const aspectTypeEntries = (aspects: readonly Aspect[]): Block[] => {
  const byType = new Map<Aspect['type'], Aspect[]>();
  for (const aspect of aspects) byType.set(aspect.type, [...(byType.get(aspect.type) ?? []), aspect]);
  return [...byType].map(([type, list]) => ({
    kind: 'entry' as const,
    title: aspectTexts.types[type].title,
    meta: list.map((a) => `${aspectName(a)}, orb ${a.orb.toFixed(1)}°`).join('; '),
    text: aspectTexts.types[type].text,
  }));
};

export const lunationLongitude = (lunation: Lunation): number => longitudeOf(lunation.sign, lunation.degree);

/** The sign an eclipse falls in: the Sun's for a solar eclipse, the Moon's for a lunar one. */
export const eclipsePosition = (eclipse: Eclipse) => {
  const sky = skyAt(eclipse.utcMs);
  return eclipse.kind === 'solar' ? sky.sun : sky.moon;
};

/**
 * Journaling pages, two prompts each with ruled space. The prompts start at an offset set
 * by the Moon's sign, so visitors with different Moons begin their journal differently.
 */
export const journalPages = (context: ReportContext, count: number, startOffset = 0): ReportPage[] => {
  const signIndex = Math.floor(context.chart.bodies.moon.longitude / 30);
  return Array.from({ length: count }, (_, page) => {
    const prompt = (k: number) => journalPrompts[(signIndex * 3 + startOffset + page * 2 + k) % journalPrompts.length]!;
    // The first page shares its height with the section heading.
    const lines = page === 0 ? 7 : 9;
    return {
      blocks: [
        { kind: 'ruled', prompt: prompt(0), lines },
        { kind: 'ruled', prompt: prompt(1), lines },
      ],
    };
  });
};
