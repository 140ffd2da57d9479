/**
 * The Astrology Report's sections after the cover and contents: the synthesis opening, the
 * chart wheel, every planet read with its sign, house and strongest aspects, the chart's
 * patterns, the nodes as a life direction, the aspect table and the year ahead.
 */
import { CHART_POINTS, ZODIAC_SIGNS, type Aspect, type Lunation } from '../../sky';
import type { Transit } from '../../sky';
import { aspectTexts } from '../texts/aspect-texts';
import { nodeTexts, patternTexts, planetTexts, signStyleTexts, transitTexts } from '../texts/chart-texts';
import type { AspectFamily, HouseAxis, NodeAxis } from '../texts/chart-texts.schema';
import { bodyHouseTexts } from '../texts/house-texts';
import type { House } from '../texts/house-texts.schema';
import { bodySignTexts, eclipseTexts, lunationTexts } from '../texts/sign-texts';
import { unknownTimeSentence, natalHouseOf, type ReportContext } from './context';
import { bodyName, capitalise, dateAt, degreesText, ordinal, shortDateAt, signName } from './format';
import { aspectName, eclipsePosition, houseEntry, lunationLongitude, signEntry } from './pieces';
import { findPatterns, PLANETS, type ChartPattern, type Planet } from './patterns';
import type { Block, ReportSection } from './report-document.types';
import { packPages, sentencesOf } from './layout';
import { aspectSentence, describableAspects, listed, orbText, pairTextOf, synthesisSection } from './synthesis';
import { wheelPage } from './wheel';

const chartSection = (context: ReportContext): ReportSection => {
  const { chart } = context;
  const positions: Block = {
    kind: 'table',
    columns: ['Body', 'Sign', 'Degree', 'House'],
    rows: CHART_POINTS.map((p) => {
      const b = chart.bodies[p];
      return [bodyName(p) + (b.retrograde ? ' (R)' : ''), signName(b.sign), degreesText(b.degreeInSign), b.house === null ? '–' : String(b.house)];
    }),
  };
  const angles: Block[] =
    chart.ascendant && chart.midheaven && chart.houses
      ? [
          {
            kind: 'facts',
            rows: [
              { label: 'Ascendant', value: `${degreesText(chart.ascendant.longitude % 30)} ${signName(chart.ascendant.sign)}` },
              { label: 'Midheaven', value: `${degreesText(chart.midheaven.longitude % 30)} ${signName(chart.midheaven.sign)}` },
              { label: 'Houses', value: chart.houses.system === 'placidus' ? 'Placidus' : 'Equal houses' },
            ],
          },
          ...(chart.houses.reason ? [{ kind: 'paragraph' as const, tone: 'note' as const, text: chart.houses.reason }] : []),
        ]
      : [{ kind: 'callout', label: 'Without a birth time', text: unknownTimeSentence(context) }];
  return {
    id: 'chart',
    heading: 'Your birth chart',
    pages: [
      wheelPage(context),
      { blocks: [{ kind: 'heading', text: 'Positions' }, positions, ...angles] },
    ],
  };
};


/** How many aspects each placement reads, tightest first. */
export const ASPECTS_PER_PLACEMENT = 3;

/**
 * Which page reads a pair's own text: the Moon's pairs are read in the synthesis, every other
 * pair on the page of its first planet in chart order, so no pair text is printed twice.
 */
const ownsPairText = (aspect: Aspect, planet: Planet): boolean =>
  aspect.a !== 'moon' && aspect.b !== 'moon' && CHART_POINTS.indexOf(planet) === Math.min(CHART_POINTS.indexOf(aspect.a), CHART_POINTS.indexOf(aspect.b));

/** The aspects a placement reads: those it makes, tightest first, up to ASPECTS_PER_PLACEMENT. */
export const placementAspects = (context: ReportContext, planet: Planet): Aspect[] =>
  describableAspects(context.chart.aspects)
    .filter((a) => a.a === planet || a.b === planet)
    .slice(0, ASPECTS_PER_PLACEMENT);

const aspectBlock = (aspect: Aspect, planet: Planet): Block => {
  const lead = `${aspectName(aspect)}, ${orbText(aspect)}.`;
  const pair = ownsPairText(aspect, planet) ? pairTextOf(aspect) : null;
  if (pair) return { kind: 'paragraph', tone: 'body', text: `${lead} ${pair.text}` };
  const other = aspect.a === planet ? aspect.b : aspect.a;
  const readElsewhere =
    other === 'moon'
      ? ' The opening pages read this with the rest of your Moon’s aspects.'
      : other === 'trueNode'
        ? ' The pages on your nodes say more about where this leads.'
        : '';
  return { kind: 'paragraph', tone: 'body', text: `${lead} ${aspectSentence(aspect, planet, planet === 'moon' ? 2 : other === 'moon' ? 1 : planet === aspect.a ? 0 : 1)}${readElsewhere}` };
};

/** 'The Sun', 'The Moon', 'Mercury': how a sentence starts with a planet. */
const the = (planet: Planet): string => (planet === 'sun' || planet === 'moon' ? `The ${bodyName(planet)}` : bodyName(planet));

/** Whether a planet rose before the Sun: it stands west of the Sun, behind it in the zodiac. */
export const risesBeforeSun = (context: ReportContext, planet: Planet): boolean => {
  const behind = (((context.chart.bodies.sun.longitude - context.chart.bodies[planet].longitude) % 360) + 360) % 360;
  return behind > 0 && behind < 180;
};

const placementGroups = (context: ReportContext, planet: Planet): Block[][] => {
  const body = context.chart.bodies[planet];
  const where = `${bodyName(planet)} in ${signName(body.sign)}${body.house === null ? '' : `, ${ordinal(body.house)} house`}`;
  const aspects = placementAspects(context, planet);
  const house = body.house === null ? null : bodyHouseTexts[planet][String(body.house) as House];
  const sign = bodySignTexts[planet][body.sign];
  const aspectLead: Block = {
    kind: 'paragraph',
    tone: 'note',
    text:
      aspects.length === 0
        ? `${the(planet)} makes none of the five major aspects to another planet or to the node. An unaspected planet works on its own, in a pure form that can be strong and a little hard to steer: give it a setting of its own where it can act freely.`
        : `${the(planet)}’s ${aspects.length === 1 ? 'aspect' : `${aspects.length === ASPECTS_PER_PLACEMENT ? 'strongest ' : ''}aspects`}, tightest first${planet === 'moon' ? '; the opening pages read them together' : ''}:`,
  };
  return [
    [
      { kind: 'heading', text: where },
      { kind: 'paragraph', tone: 'note', text: `${the(planet)} at ${degreesText(body.degreeInSign)} ${signName(body.sign)}${body.retrograde ? ', retrograde' : ''}. ${planetTexts.intros[planet]}` },
    ],
    [{ kind: 'paragraph', tone: 'body', text: sign.text }],
    [{ kind: 'paragraph', tone: 'body', text: signStyleTexts.styles[body.sign] }],
    ...(body.retrograde && planet !== 'sun' && planet !== 'moon' ? [[{ kind: 'paragraph' as const, tone: 'body' as const, text: planetTexts.retrograde[planet] }]] : []),
    ...(planet === 'mercury' || planet === 'venus' ? [[{ kind: 'paragraph' as const, tone: 'body' as const, text: planetTexts.visibility[planet][risesBeforeSun(context, planet) ? 'morning' : 'evening'] }]] : []),
    ...(house ? [[{ kind: 'paragraph' as const, tone: 'body' as const, text: house.text }]] : []),
    [aspectLead, ...aspects.slice(0, 1).map((a) => aspectBlock(a, planet))],
    ...aspects.slice(1).map((a) => [aspectBlock(a, planet)]),
  ];
};

/** Every planet: its sign, its house when the time is known, and its strongest aspects. */
const placementsSection = (context: ReportContext): ReportSection => {
  const intro: Block[] = context.chart.houses
    ? [{ kind: 'paragraph', tone: 'note', text: 'Each planet in turn: what it stands for, its sign, its house and the aspects it makes, tightest first.' }]
    : [{ kind: 'callout', label: 'Without a birth time', text: unknownTimeSentence(context) }];
  const groups = PLANETS.flatMap((planet) => placementGroups(context, planet));
  return { id: 'placements', heading: 'Your planets, one by one', pages: packPages([intro, ...groups]) };
};

const patternEntry = (context: ReportContext, pattern: ChartPattern): Block => {
  const placed = (p: Planet) => `${bodyName(p)} in ${signName(context.chart.bodies[p].sign)}`;
  switch (pattern.kind) {
    case 'stellium':
      return pattern.by === 'sign'
        ? { kind: 'entry', title: `Stellium in ${signName(pattern.sign)}`, meta: listed(pattern.planets.map(bodyName)), text: patternTexts.stellium.sign }
        : { kind: 'entry', title: `Stellium in your ${ordinal(pattern.house)} house`, meta: listed(pattern.planets.map(placed)), text: patternTexts.stellium.house };
    case 'grand-trine':
      return {
        kind: 'entry',
        title: pattern.element === 'mixed' ? 'Grand trine' : `Grand trine in ${pattern.element}`,
        meta: listed(pattern.planets.map(placed)),
        text: patternTexts.grandTrine[pattern.element],
      };
    case 't-square': {
      const apex = context.chart.bodies[pattern.apex];
      const open = ZODIAC_SIGNS[(ZODIAC_SIGNS.indexOf(apex.sign) + 6) % 12]!;
      return {
        kind: 'entry',
        title: pattern.modality === 'mixed' ? 'T-square' : `Cardinal, fixed or mutable T-square`.replace('Cardinal, fixed or mutable', capitalise(pattern.modality)),
        meta: `${placed(pattern.apex)} at the apex, squaring ${listed(pattern.opposed.map(placed))}; the open end falls in ${signName(open)}`,
        text: patternTexts.tSquare[pattern.modality],
      };
    }
    case 'grand-cross':
      return {
        kind: 'entry',
        title: pattern.modality === 'mixed' ? 'Grand cross' : `${capitalise(pattern.modality)} grand cross`,
        meta: listed(pattern.planets.map(placed)),
        text: patternTexts.grandCross[pattern.modality],
      };
  }
};

/** The chart's patterns, only those it has: none, and the section reads the nodes alone. */
const patternGroups = (context: ReportContext): Block[][] => {
  const patterns = findPatterns({ bodies: context.chart.bodies, aspects: describableAspects(context.chart.aspects) });
  if (patterns.length === 0) return [];
  const intro: Block = {
    kind: 'paragraph',
    tone: 'body',
    text: `Beyond single aspects, planets sometimes gather or link into larger shapes that act as one. Your chart has ${patterns.length === 1 ? 'one' : String(patterns.length)}: ${listed(patterns.map((p) => (p.kind === 'stellium' ? 'a stellium' : p.kind === 'grand-trine' ? 'a grand trine' : p.kind === 't-square' ? 'a T-square' : 'a grand cross')))}.`,
  };
  return [[{ kind: 'heading', text: 'Patterns in your chart' }, intro], ...patterns.map((p) => [patternEntry(context, p)])];
};

const YEAR_MS = 365.2425 * 24 * 3600 * 1000;
/** The long cycles in years: Jupiter's and Saturn's returns, the nodes' return, and Uranus half way round. */
const CYCLES = [
  { key: 'jupiter', name: 'Jupiter return', years: 11.86 },
  { key: 'nodes', name: 'nodal return', years: 18.61 },
  { key: 'saturn', name: 'Saturn return', years: 29.46 },
  { key: 'uranus', name: 'Uranus opposition', years: 42.01 },
] as const;

/** Her age on the report's first day, and the ages and years of each cycle's next turn. */
const cycleGroups = (context: ReportContext): Block[][] => {
  const { birth, fromUtcMs } = context.request;
  const age = (fromUtcMs - birth.utcMs) / YEAR_MS;
  const birthYear = Number(birth.date.slice(0, 4));
  const lines = CYCLES.map(({ key, name, years }) => {
    const turns = key === 'uranus' ? [years] : Array.from({ length: Math.floor(90 / years) }, (_, i) => years * (i + 1));
    const next = turns.find((t) => t > age);
    const ages = listed(turns.map((t) => String(Math.round(t))));
    const single = turns.length === 1;
    const year = (t: number) => birthYear + Math.round(t);
    const when = single
      ? next === undefined
        ? `You met yours around age ${Math.round(turns[0]!)}, about ${year(turns[0]!)}.`
        : `Yours comes around age ${Math.round(turns[0]!)}, about ${year(turns[0]!)}.`
      : `They fall around ages ${ages}.${next === undefined ? ' You have met each of them.' : ` Your next ${name} comes around age ${Math.round(next)}, about ${year(next)}.`}`;
    return [{ kind: 'paragraph' as const, tone: 'body' as const, text: `${transitTexts.cycles[key]} ${when}` }];
  });
  return [
    [
      { kind: 'heading', text: 'The long cycles of your life' },
      { kind: 'paragraph', tone: 'note', text: `Dated from your birth; you are ${Math.floor(age)} as this report begins. The ages are rounded: the planets' loops can move each turn by a few months.` },
    ],
    ...lines,
  ];
};

const AXES: readonly NodeAxis[] = ['aries-libra', 'taurus-scorpio', 'gemini-sagittarius', 'cancer-capricorn', 'leo-aquarius', 'virgo-pisces'];
const HOUSE_AXES: readonly HouseAxis[] = ['1-7', '2-8', '3-9', '4-10', '5-11', '6-12'];

/** The North Node and the South Node opposite it, as a direction: the axis, the signs and the houses. */
const directionSection = (context: ReportContext): ReportSection => {
  const { chart } = context;
  const node = chart.bodies.trueNode;
  const signIndex = ZODIAC_SIGNS.indexOf(node.sign);
  const south = ZODIAC_SIGNS[(signIndex + 6) % 12]!;
  const axis = nodeTexts.axes[AXES[signIndex % 6]!];
  const southHouse = node.house === null ? null : ((node.house + 5) % 12) + 1;
  const houseText = node.house === null ? null : nodeTexts.houses[HOUSE_AXES[(node.house - 1) % 6]!];
  const contacts = describableAspects(chart.aspects).filter((a) => (a.a === 'trueNode' || a.b === 'trueNode') && (a.type === 'conjunction' || a.type === 'opposition'));
  const contactBlocks: Block[] = (['conjunction', 'opposition'] as const).flatMap((type): Block[] => {
    const on = contacts.filter((a) => a.type === type);
    if (on.length === 0) return [];
    const planets = on.map((a) => (a.a === 'trueNode' ? a.b : a.a) as Planet);
    const names = listed(on.map((a, i) => `${bodyName(planets[i]!)} (${orbText(a)})`));
    const keywords = listed(planets.map((p) => planetTexts.keywords[p]));
    const one = planets.length === 1;
    return [
      {
        kind: 'paragraph',
        tone: 'body',
        text:
          type === 'conjunction'
            ? `${names} ${one ? 'sits' : 'sit'} on your North Node, so ${keywords} ${one ? 'is' : 'are'} bound up with the direction of your growth: developing ${one ? 'it' : 'them'} is part of the path itself.`
            : `${names} ${one ? 'sits' : 'sit'} on your South Node, so ${keywords} ${one ? 'is a gift' : 'are gifts'} you bring with you, well practised and familiar; the task is to put ${one ? 'it' : 'them'} to use on the road ahead rather than rest in ${one ? 'it' : 'them'}.`,
      },
    ];
  });
  const lead: Block = {
    kind: 'paragraph',
    tone: 'body',
    text:
      `The nodes are not planets but the two points where the Moon’s path crosses the Sun’s. Astrologers read them as a direction: the South Node is what comes naturally, the North Node what you are growing towards. ` +
      `Your North Node is at ${degreesText(node.degreeInSign)} ${signName(node.sign)}${node.house === null ? '' : ` in your ${ordinal(node.house)} house`}, and your South Node opposite at ${degreesText(node.degreeInSign)} ${signName(south)}${southHouse === null ? '' : ` in your ${ordinal(southHouse)} house`}.`,
  };
  const southText: Block = {
    kind: 'paragraph',
    tone: 'body',
    text: `Your South Node in ${signName(south)} is the ground you start from: the habits and strengths of ${signName(south)} that you can fall back on without thinking. Keep them, and let them serve the ${signName(node.sign)} direction rather than hold you in place.`,
  };
  const house = houseEntry(context, 'trueNode');
  const groups: Block[][] = [
    [lead, { kind: 'entry', title: axis.title, meta: `North Node in ${signName(node.sign)}, South Node in ${signName(south)}`, text: axis.text }],
    [signEntry(context, 'trueNode')],
    [southText],
    ...(house && houseText ? [[house], [{ kind: 'paragraph' as const, tone: 'body' as const, text: houseText }]] : []),
    ...contactBlocks.map((b) => [b]),
  ];
  const patterns = patternGroups(context);
  groups.push(...cycleGroups(context));
  return {
    id: 'direction',
    heading: patterns.length ? 'Patterns and life direction' : 'Your nodes: a life direction',
    pages: packPages([...patterns, ...(patterns.length ? [[{ kind: 'heading' as const, text: 'Your nodes' }, ...groups[0]!], ...groups.slice(1)] : groups)]),
  };
};

/** Every aspect the chart has, and what each type means, for the types it has. */
const aspectsSection = (context: ReportContext): ReportSection => {
  const aspects = describableAspects(context.chart.aspects);
  const intro: Block = {
    kind: 'paragraph',
    tone: 'body',
    text: `Aspects are the angles between your planets: how their needs meet, help or press on each other. Your chart has ${aspects.length}. The pages on each planet read the strongest of them; here is the whole list, tightest first, with the distance from exact: ${aspects.map((a) => `${aspectName(a)} ${a.orb.toFixed(1)}°`).join('; ')}.`,
  };
  const types = (['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const).filter((type) => aspects.some((a) => a.type === type));
  const typeGroups: Block[][] = types.map((type) => {
    const count = aspects.filter((a) => a.type === type).length;
    return [{ kind: 'paragraph', tone: 'body', text: `${aspectTexts.types[type].title}, ${count} in your chart. ${aspectTexts.types[type].text}` }];
  });
  const read = new Set(PLANETS.flatMap((planet) => placementAspects(context, planet)));
  const rest = aspects.filter((a) => !read.has(a) && a.a !== 'moon' && a.b !== 'moon');
  const restGroups: Block[][] = rest.length
    ? [
        [{ kind: 'heading', text: 'The rest of your aspects' }, { kind: 'paragraph', tone: 'note', text: 'Wider aspects the pages on each planet left out, each in a sentence.' }],
        ...rest.map((a): Block[] => [{ kind: 'paragraph', tone: 'body', text: `${aspectName(a)}, ${orbText(a)}. ${aspectSentence(a)}` }]),
      ]
    : [];
  return { id: 'aspects', heading: 'All your aspects', pages: packPages([[intro], ...typeGroups, ...restGroups]) };
};

const TRANSIT_VERBS: Record<Transit['aspect'], string> = {
  conjunction: 'conjunct',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  opposition: 'opposite',
};
const NATAL_NAMES: Record<Transit['natalPoint'], string> = { sun: 'Sun', moon: 'Moon', ascendant: 'Ascendant' };
export const familyOf = (aspect: Transit['aspect']): AspectFamily => (aspect === 'conjunction' ? 'conjunction' : aspect === 'sextile' || aspect === 'trine' ? 'flowing' : 'tense');

/** A short theme from a longer text: its first sentence. */
const firstSentences = (text: string, n: number): string => sentencesOf(text).slice(0, n).join(' ');
const firstSentence = (text: string): string => firstSentences(text, 1);

/** How much of each lunation's text the year section prints: the richest that keeps the page budget. */
export type LunationDetail = 0 | 1 | 2 | 3 | 4;

const lunationParagraph = (context: ReportContext, l: Lunation, detail: LunationDetail, seen: Map<string, number>): Block => {
  const house = natalHouseOf(context, lunationLongitude(l));
  const isNew = l.kind === 'new-moon';
  const name = `${isNew ? 'New Moon' : 'Full Moon'} in ${signName(l.sign)}`;
  const where = `${name}, ${shortDateAt(context.local, l.utcMs)}, at ${degreesText(l.degree)}${house === null ? '' : ` in your ${ordinal(house)} house`}.`;
  const key = `${l.kind}|${l.sign}`;
  const before = seen.get(key);
  seen.set(key, l.utcMs);
  // The same sign's text twice would print the same page twice: a repeat names its house and points back.
  if (before !== undefined) {
    return { kind: 'paragraph', tone: 'body', text: `${where}${natalContacts(context, lunationLongitude(l))} A second ${name} in a row, so the theme of ${shortDateAt(context.local, before)} returns${house === null ? '' : `, now lit in your ${ordinal(house)} house`}: pick up what you began then and take it one step further.` };
  }
  const contact = natalContacts(context, lunationLongitude(l));
  const theme = isNew ? lunationTexts.newMoon[l.sign] : lunationTexts.fullMoon[l.sign];
  const second = 'intention' in theme ? `An intention: ${theme.intention}` : `To release: ${theme.release}`;
  const parts = [detail === 0 ? firstSentence(theme.theme) : detail === 1 ? firstSentences(theme.theme, 2) : theme.theme, ...(detail >= 3 ? [second] : []), ...(detail >= 4 ? [theme.practice] : [])];
  return { kind: 'paragraph', tone: 'body', text: `${where}${contact} ${parts.join(' ')}` };
};

/** Natal planets and angles a longitude falls on, within LUNATION_ORB: ' It falls on your natal Venus (2.1° away).' */
export const LUNATION_ORB = 8;
export const natalContacts = (context: ReportContext, longitude: number): string => {
  const { chart } = context;
  const points: Array<[string, number]> = [
    ...PLANETS.map((p): [string, number] => [`natal ${bodyName(p)}`, chart.bodies[p].longitude]),
    ...(chart.ascendant ? [['Ascendant', chart.ascendant.longitude] as [string, number]] : []),
    ...(chart.midheaven ? [['Midheaven', chart.midheaven.longitude] as [string, number]] : []),
  ];
  const near = points
    .map(([name, at]) => {
      const d = (((longitude - at) % 360) + 360) % 360;
      return { name, arc: Math.min(d, 360 - d) };
    })
    .filter((p) => p.arc <= LUNATION_ORB)
    .sort((x, y) => x.arc - y.arc);
  return near.length === 0 ? '' : ` It falls on your ${listed(near.map((p) => `${p.name} (${p.arc.toFixed(1)}° away)`))}, so this one is personal: what it stirs speaks to that part of your chart.`;
};

const yearSection = (context: ReportContext, detail: LunationDetail): ReportSection => {
  const transits = [...(context.ahead.transits ?? [])].sort((x, y) => x.utcMs - y.utcMs);
  // One entry per planet and aspect family: its contacts and their dates, its text once.
  const byFamily = new Map<string, Transit[]>();
  for (const t of transits) {
    const k = `${t.planet}|${familyOf(t.aspect)}`;
    byFamily.set(k, [...(byFamily.get(k) ?? []), t]);
  }
  const transitGroups: Block[][] = [...byFamily.values()].map((hits) => {
    const t = hits[0]!;
    const contacts = new Map<string, Transit[]>();
    for (const h of hits) contacts.set(`${h.aspect}|${h.natalPoint}`, [...(contacts.get(`${h.aspect}|${h.natalPoint}`) ?? []), h]);
    const named = [...contacts.values()].map((list) => `${TRANSIT_VERBS[list[0]!.aspect]} your ${NATAL_NAMES[list[0]!.natalPoint]} (${listed(list.map((h) => shortDateAt(context.local, h.utcMs)))})`);
    const points = [...new Set(hits.map((h) => h.natalPoint))];
    return [
      {
        kind: 'entry',
        title: `${capitalise(t.planet)} ${listed([...contacts.values()].map((list) => `${TRANSIT_VERBS[list[0]!.aspect]} your ${NATAL_NAMES[list[0]!.natalPoint]}`))}`,
        meta: `Exact: ${capitalise(t.planet)} ${named.join('; ')}`,
        text: `${transitTexts.planets[t.planet][familyOf(t.aspect)]} ${points.map((p) => transitTexts.points[p]).join(' ')}`,
      },
    ];
  });
  const intro: Block = {
    kind: 'paragraph',
    tone: 'body',
    text:
      transits.length === 0
        ? 'No outer planet makes an exact aspect to your Sun, Moon or Ascendant in the next twelve months: a year to build steadily on what you have.'
        : `The slow outer planets set the year’s long themes. These are the contacts they make with your ${context.chart.ascendant ? 'Sun, Moon and Ascendant' : 'Sun and Moon'}, with the dates they are exact; each builds for weeks around its dates.`,
  };
  const seen = new Map<string, number>();
  const lunationGroups: Block[][] = context.ahead.lunations.map((l) => [lunationParagraph(context, l, detail, seen)]);
  const eclipsesSeen = new Map<string, number>();
  const eclipseGroups: Block[][] = context.ahead.eclipses.map((e) => {
    const text = e.kind === 'solar' ? eclipseTexts.solar[e.type as keyof typeof eclipseTexts.solar] : eclipseTexts.lunar[e.type as keyof typeof eclipseTexts.lunar];
    const where = eclipsePosition(e);
    const house = natalHouseOf(context, where.longitude);
    const before = eclipsesSeen.get(`${e.kind}|${e.type}`);
    eclipsesSeen.set(`${e.kind}|${e.type}`, e.utcMs);
    // A second eclipse of a kind reads its own sign rather than the kind's text again.
    const sign = e.kind === 'solar' ? lunationTexts.newMoon[where.sign] : lunationTexts.fullMoon[where.sign];
    const body =
      before === undefined
        ? detail >= 3
          ? `${text.text} ${text.practice}`
          : text.practice
        : `Like the eclipse of ${shortDateAt(context.local, before)}, and in ${signName(where.sign)} this time. ${firstSentence(sign.theme)} An eclipse makes that theme louder and less patient, so notice what it stirs in you.`;
    return [{ kind: 'entry', title: `${text.title} in ${signName(where.sign)}`, meta: `${dateAt(context.local, e.utcMs)}${house === null ? '' : `, your ${ordinal(house)} house`}`, text: body }];
  });
  return {
    id: 'year',
    heading: 'The year ahead',
    pages: [
      ...packPages([[intro], ...transitGroups]),
      ...packPages([[{ kind: 'heading', text: 'New and full moons' }, { kind: 'paragraph', tone: 'note', text: `The next ${context.ahead.lunations.length} new and full moons, dates on your birth place’s clock${context.chart.houses ? ', each with the house of your chart it falls in' : ''}.` }], ...lunationGroups], { firstPageUsed: 0 }),
      ...packPages([[{ kind: 'heading', text: 'Eclipses' }], ...eclipseGroups], { firstPageUsed: 0 }),
    ],
  };
};

/** Body pages the Astrology Report may fill, leaving the cover, contents and two journal pages inside the budget with a page to spare. */
export const ASTROLOGY_BODY_PAGES = 50;

export const astrologySections = (context: ReportContext): ReportSection[] => {
  const before = [synthesisSection(context), chartSection(context), placementsSection(context), directionSection(context), aspectsSection(context)];
  const used = before.reduce((sum, s) => sum + s.pages.length, 0);
  // The richest lunation text that fits: an unknown birth time, with no houses to read, gets more of the year.
  const details: LunationDetail[] = [4, 3, 2, 1, 0];
  const year = details.map((d) => yearSection(context, d)).find((s) => used + s.pages.length <= ASTROLOGY_BODY_PAGES) ?? yearSection(context, 0);
  return [...before, year];
};

export const astrologySubtitle = (context: ReportContext): string => {
  const { bodies, ascendant } = context.chart;
  return `Sun in ${signName(bodies.sun.sign)}, Moon in ${signName(bodies.moon.sign)}${ascendant ? `, ${signName(ascendant.sign)} rising` : ''}`;
};
