/**
 * Blocks both reports share: placements, aspects, lunations, eclipses, journaling pages.
 * Every text is looked up in domain/report-texts by the visitor's own placements.
 */
import type { Aspect, ChartPoint, Eclipse, Lunation } from '../../sky';
import type { AspectBody } from '../texts/aspect-texts.schema';
import { aspectText, aspectTexts } from '../texts/aspect-texts';
import { bodyHouseTexts } from '../texts/house-texts';
import type { House } from '../texts/house-texts.schema';
import { bodySignTexts, eclipseTexts, journalPrompts, lunationTexts } from '../texts/sign-texts';
import { skyAt } from '../../sky';
import { longitudeOf, natalHouseOf, type ReportContext } from './context';
import { bodyName, capitalise, dateTimeAt, degreesText, ordinal, reportBodyOf, signName } from './format';
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

/** One lunation's full page: when, where, the natal house, the theme and what to do. */
export const lunationPage = (context: ReportContext, lunation: Lunation, heading: Block[] = []): ReportPage => {
  const isNew = lunation.kind === 'new-moon';
  const house = natalHouseOf(context, lunationLongitude(lunation));
  const facts = [
    { label: 'When', value: dateTimeAt(context.local, lunation.utcMs) },
    { label: 'Where', value: `${degreesText(lunation.degree)} ${signName(lunation.sign)}` },
    ...(house === null ? [] : [{ label: 'Your house', value: `${ordinal(house)} house` }]),
  ];
  const blocks: Block[] = [...heading, { kind: 'heading', text: `${isNew ? 'New Moon' : 'Full Moon'} in ${signName(lunation.sign)}` }, { kind: 'facts', rows: facts }];
  if (isNew) {
    const text = lunationTexts.newMoon[lunation.sign];
    blocks.push(
      { kind: 'paragraph', text: text.theme, tone: 'body' },
      { kind: 'callout', label: 'An intention', text: text.intention },
      { kind: 'callout', label: 'A practice', text: text.practice },
    );
  } else {
    const text = lunationTexts.fullMoon[lunation.sign];
    blocks.push(
      { kind: 'paragraph', text: text.theme, tone: 'body' },
      { kind: 'callout', label: 'To release', text: text.release },
      { kind: 'callout', label: 'A practice', text: text.practice },
    );
  }
  return { blocks };
};

/** The sign an eclipse falls in: the Sun's for a solar eclipse, the Moon's for a lunar one. */
export const eclipsePosition = (eclipse: Eclipse) => {
  const sky = skyAt(eclipse.utcMs);
  return eclipse.kind === 'solar' ? sky.sun : sky.moon;
};

export const eclipseBlocks = (context: ReportContext, eclipse: Eclipse): Block[] => {
  const text = eclipse.kind === 'solar' ? eclipseTexts.solar[eclipse.type as keyof typeof eclipseTexts.solar] : eclipseTexts.lunar[eclipse.type as keyof typeof eclipseTexts.lunar];
  const where = eclipsePosition(eclipse);
  const house = natalHouseOf(context, where.longitude);
  return [
    { kind: 'heading', text: `${text.title} in ${signName(where.sign)}` },
    {
      kind: 'facts',
      rows: [
        { label: 'When', value: dateTimeAt(context.local, eclipse.utcMs) },
        { label: 'Where', value: `${degreesText(where.degreeInSign)} ${signName(where.sign)}` },
        ...(house === null ? [] : [{ label: 'Your house', value: `${ordinal(house)} house` }]),
      ],
    },
    { kind: 'paragraph', text: text.text, tone: 'body' },
    { kind: 'callout', label: 'A practice', text: text.practice },
  ];
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
