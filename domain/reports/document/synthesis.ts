/**
 * The opening both paid reports share: the themes of her chart read together rather than
 * one placement at a time. Element and modality balance, the Sun and the Moon as a pair,
 * the Moon's aspects as a whole, and where the chart is strongest. Every sentence rests on
 * something the chart code found: a count, a sign, an aspect within its orb.
 */
import { CHART_POINTS, ELEMENTS, MODALITIES, ZODIAC_SIGNS, elementOf, modalityOf, type Aspect, type ChartPoint, type Element, type Modality, type ZodiacSign } from '../../sky';
import type { AspectBody } from '../texts/aspect-texts.schema';
import { aspectText } from '../texts/aspect-texts';
import { balanceTexts, planetTexts, signStyleTexts, sunMoonTexts } from '../texts/chart-texts';
import type { ChartPlanet, ElementPair, SignRelation } from '../texts/chart-texts.schema';
import type { ReportContext } from './context';
import { bodyName, capitalise, degreesText, ordinal, signName } from './format';
import { packPages } from './layout';
import { aspectName } from './pieces';
import { findPatterns, PLANETS, type Planet } from './patterns';
import type { Block, ReportSection } from './report-document.types';

/**
 * The widest elongations geometry allows, seen from the Earth: Mercury stays within 28° of
 * the Sun, Venus within 48°, so Mercury and Venus are never more than 76° apart.
 */
const MAX_SEPARATION: Partial<Record<string, number>> = { 'mercury|sun': 28, 'sun|venus': 48, 'mercury|venus': 76 };
const ASPECT_ANGLE: Record<Aspect['type'], number> = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };

/**
 * Whether an aspect can occur at all: a Sun–Mercury square or a Mercury–Venus trine cannot,
 * whatever a chart says, so the reports never describe one (the orb is the aspect's distance
 * from exact, so the least separation it implies is angle − orb).
 */
export const aspectCanOccur = (aspect: Pick<Aspect, 'a' | 'b' | 'type' | 'orb'>): boolean => {
  const limit = MAX_SEPARATION[[aspect.a, aspect.b].sort().join('|')];
  return limit === undefined || ASPECT_ANGLE[aspect.type] - aspect.orb <= limit;
};

/** The chart's aspects the reports may describe, tightest first as the chart lists them. */
export const describableAspects = (aspects: readonly Aspect[]): Aspect[] => aspects.filter(aspectCanOccur);

const NODE_KEYWORD = 'the way your life is asking you to go';
export const keywordOf = (point: ChartPoint): string => (point === 'trueNode' ? NODE_KEYWORD : planetTexts.keywords[point as ChartPlanet]);

type Sentence = (a: string, b: string) => string;
/** Three wordings a type, so an aspect read on two pages, or several on one, do not repeat each other. */
const ASPECT_SENTENCES: Record<Aspect['type'], readonly [Sentence, Sentence, Sentence]> = {
  conjunction: [
    (a, b) => `${capitalise(a)} and ${b} are fused: when one stirs, the other answers, and you rarely feel one without the other.`,
    (a, b) => `${capitalise(a)} is joined to ${b}, so the two act as a single force in you, for better and for worse.`,
    (a, b) => `Here ${a} merges with ${b}; what moves one moves the other, and learning to tell them apart is part of the work.`,
  ],
  sextile: [
    (a, b) => `${capitalise(a)} and ${b} can help each other, an opening that works best when you give it a small, deliberate push.`,
    (a, b) => `${capitalise(a)} finds a friendly ally in ${b}; the support is there whenever you choose to ask for it.`,
    (a, b) => `Between ${a} and ${b} runs an easy channel of cooperation, quiet until you put it to use.`,
  ],
  square: [
    (a, b) => `${capitalise(a)} and ${b} rub against each other; the friction is uncomfortable at times, and it is also what drives you to grow.`,
    (a, b) => `${capitalise(a)} is at cross purposes with ${b}, and the tension keeps you working to make room for both.`,
    (a, b) => `Between ${a} and ${b} sits a productive strain: each pushes the other to change, and much of your effort comes from it.`,
  ],
  trine: [
    (a, b) => `${capitalise(a)} and ${b} flow together with an ease you may take for granted, a talent worth using on purpose.`,
    (a, b) => `${capitalise(a)} is supported by ${b} with a natural grace; things here tend to go well when you let them.`,
    (a, b) => `Between ${a} and ${b} lies a gift of harmony, strongest when you build something with it.`,
  ],
  opposition: [
    (a, b) => `${capitalise(a)} and ${b} pull in opposite directions, and other people often show you the half you are not living.`,
    (a, b) => `${capitalise(a)} faces ${b} across the chart, so you swing between them until you learn to hold both.`,
    (a, b) => `Between ${a} and ${b} stretches a line of tension that relationships tend to bring into the open.`,
  ],
};

/**
 * A short sentence for an aspect without a pair text of its own: what meets what, and how. The
 * wording turns with the pair and with the role it is read in (0 and 1: the pages of its two
 * planets; the Moon's aspects are read in the synthesis as 0, on the other planet's page as 1 and
 * on the Moon's page as 2), so one aspect is never worded twice the same way.
 */
export const aspectSentence = (aspect: Aspect, from: ChartPoint = aspect.a, role: 0 | 1 | 2 = from === aspect.a ? 0 : 1): string => {
  const other = aspect.a === from ? aspect.b : aspect.a;
  const base = CHART_POINTS.indexOf(aspect.a) + CHART_POINTS.indexOf(aspect.b);
  const variant = (base + role) % 3;
  return ASPECT_SENTENCES[aspect.type][variant]!(keywordOf(from), keywordOf(other));
};

export const orbText = (aspect: Aspect): string => `${aspect.orb.toFixed(1)}° from exact`;

const isAspectBody = (point: ChartPoint): point is AspectBody => point !== 'trueNode';
export const pairTextOf = (aspect: Aspect) => (isAspectBody(aspect.a) && isAspectBody(aspect.b) ? aspectText(aspect.a, aspect.b, aspect.type) : null);

/** 'Sun, Mercury and Venus'. */
export const listed = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const countWord = (n: number): string => NUMBER_WORDS[n] ?? String(n);

/** The elements (or modalities) holding the most planets: one, or several when tied. */
export const leadersOf = <K extends string>(counts: Record<K, number>): K[] => {
  const max = Math.max(...Object.values<number>(counts));
  return (Object.keys(counts) as K[]).filter((k) => counts[k] === max);
};

const planetsWhere = (context: ReportContext, test: (sign: ZodiacSign) => boolean): string[] =>
  PLANETS.filter((p) => test(context.chart.bodies[p].sign)).map(bodyName);

const balanceGroups = (context: ReportContext): Block[][] => {
  const { elements, modalities } = context.chart;
  const elementLeaders = leadersOf(elements);
  const modalityLeaders = leadersOf(modalities);
  const elementOfSign = (e: Element) => (sign: ZodiacSign) => elementOf(sign) === e;
  const modalityOfSign = (m: Modality) => (sign: ZodiacSign) => modalityOf(sign) === m;
  const leadSentence = <K extends string>(kind: string, leaders: K[], counts: Record<K, number>, test: (k: K) => (s: ZodiacSign) => boolean): string =>
    leaders.length === 1
      ? `${capitalise(countWord(counts[leaders[0]!]))} of the ten planets are in ${leaders[0]!} signs, more than in any other ${kind}: ${listed(planetsWhere(context, test(leaders[0]!)))}.`
      : `${capitalise(listed(leaders))} share the lead among the ${kind === 'modality' ? 'modalities' : 'elements'}, with ${countWord(counts[leaders[0]!])} planets each.`;
  const elementBlocks: Block[] =
    elementLeaders.length <= 2
      ? elementLeaders.map((e) => ({ kind: 'paragraph', tone: 'body', text: balanceTexts.elements[e].dominant }))
      : [{ kind: 'paragraph', tone: 'body', text: 'No single element leads: your planets spread evenly enough that you can draw on several temperaments, and you may move between them with the situation.' }];
  const missingElements = ELEMENTS.filter((e) => elements[e] === 0);
  const missingModalities = MODALITIES.filter((m) => modalities[m] === 0);
  const modalityBlocks: Block[] =
    modalityLeaders.length === 1
      ? [{ kind: 'paragraph', tone: 'body', text: balanceTexts.modalities[modalityLeaders[0]!].dominant }]
      : [{ kind: 'paragraph', tone: 'body', text: `With ${listed(modalityLeaders)} signs level, you can begin, sustain or adapt as the moment asks, and no one way of moving through change takes over.` }];
  return [
    [
      { kind: 'heading', text: 'Elements and modalities' },
      {
        kind: 'paragraph',
        tone: 'body',
        text: 'Counting the ten planets by the element and the modality of their signs shows your temperament at a glance: what you run on, and how you move through change.',
      },
      {
        kind: 'facts',
        rows: [
          { label: 'Elements', value: ELEMENTS.map((e) => `${capitalise(e)} ${elements[e]}`).join(', ') },
          { label: 'Modalities', value: MODALITIES.map((m) => `${capitalise(m)} ${modalities[m]}`).join(', ') },
        ],
      },
    ],
    [{ kind: 'paragraph', tone: 'body', text: leadSentence('element', elementLeaders, elements, elementOfSign) }, ...elementBlocks.slice(0, 1)],
    ...elementBlocks.slice(1).map((b) => [b]),
    ...missingElements.map((e): Block[] => [{ kind: 'paragraph', tone: 'body', text: balanceTexts.elements[e].missing }]),
    [{ kind: 'paragraph', tone: 'body', text: leadSentence('modality', modalityLeaders, modalities, modalityOfSign) }, ...modalityBlocks],
    ...missingModalities.map((m): Block[] => [{ kind: 'paragraph', tone: 'body', text: balanceTexts.modalities[m].missing }]),
  ];
};

const RELATIONS: readonly SignRelation[] = ['same-sign', 'semi-sextile', 'sextile', 'square', 'trine', 'quincunx', 'opposition'];

/** How far apart two signs are, counted the shorter way round: 0 (same sign) to 6 (opposite). */
export const signRelation = (a: ZodiacSign, b: ZodiacSign): SignRelation => {
  const d = (ZODIAC_SIGNS.indexOf(b) - ZODIAC_SIGNS.indexOf(a) + 12) % 12;
  return RELATIONS[Math.min(d, 12 - d)]!;
};

export const elementPair = (a: Element, b: Element): ElementPair =>
  (ELEMENTS.indexOf(a) <= ELEMENTS.indexOf(b) ? `${a}-${b}` : `${b}-${a}`) as ElementPair;

const sunMoonGroups = (context: ReportContext): Block[][] => {
  const { chart } = context;
  const sun = chart.bodies.sun;
  const moon = chart.bodies.moon;
  const relation = signRelation(sun.sign, moon.sign);
  const text = sunMoonTexts.relations[relation];
  const aspect = describableAspects(chart.aspects).find((a) => (a.a === 'sun' && a.b === 'moon') || (a.a === 'moon' && a.b === 'sun'));
  const byDegree = aspect
    ? `By degree they make a ${aspect.type}, ${orbText(aspect)}${aspect.type === relation ? ', so the signs and the degrees tell the same story' : `, though their signs stand a ${relation.replace('-', ' ')} apart: the aspect crosses a sign boundary, and both readings apply`}.`
    : `By degree they make none of the five major aspects to each other, so their relationship is read through their signs alone.`;
  const range = chart.moonRange;
  const changing =
    range && range.signs.length > 1
      ? ` Without a birth time this reads the Moon at noon; it moved from ${signName(range.signs[0]!)} into ${signName(range.signs[1]!)} that day, and if you were born on the other side of that change the pair reads differently.`
      : '';
  return [
    [
      { kind: 'heading', text: 'Your Sun and Moon' },
      {
        kind: 'paragraph',
        tone: 'body',
        text: `Your Sun stands at ${degreesText(sun.degreeInSign)} ${signName(sun.sign)} and your Moon at ${degreesText(moon.degreeInSign)} ${signName(moon.sign)}. The Sun is what you are reaching for; the Moon is what you need along the way. How the two relate colours everything else in the chart.${changing}`,
      },
    ],
    [{ kind: 'entry', title: text.title, meta: `Sun in ${signName(sun.sign)}, Moon in ${signName(moon.sign)}`, text: text.text }],
    [
      { kind: 'paragraph', tone: 'body', text: sunMoonTexts.elements[elementPair(elementOf(sun.sign), elementOf(moon.sign))] },
      { kind: 'paragraph', tone: 'body', text: byDegree },
    ],
    [
      {
        kind: 'paragraph',
        tone: 'body',
        text: `${signStyleTexts.phases[context.birthSky.phase.name]} ${chart.houses ? 'At your birth' : 'At noon on your birth day'} the Moon’s face was ${Math.round(context.birthSky.phase.illumination * 100)}% lit.`,
      },
    ],
  ];
};

/** The Moon's aspects the synthesis reads in full, tightest first; wider ones are named. */
export const MOON_ASPECTS_READ = 4;

const CONNECTIVES = ['The tightest, and the one you are likely to feel most, is', 'Next comes', 'Then there is', 'Alongside these sits', 'After that comes', 'Further out is', 'Last comes'];

const moonAspectGroups = (context: ReportContext): Block[][] => {
  const { chart } = context;
  const moonAspects = describableAspects(chart.aspects).filter((a) => a.a === 'moon' || a.b === 'moon');
  const heading: Block = { kind: 'heading', text: 'Your Moon’s aspects' };
  if (moonAspects.length === 0) {
    return [
      [
        heading,
        {
          kind: 'paragraph',
          tone: 'body',
          text: 'Your Moon makes none of the five major aspects to another planet. An unaspected Moon works on its own terms: your feelings are less tangled with the rest of the chart, which can make them harder for others to read and, at times, for you to reach. Regular quiet time with yourself helps them surface.',
        },
      ],
    ];
  }
  const flowing = moonAspects.filter((a) => a.type === 'trine' || a.type === 'sextile').length;
  const tense = moonAspects.filter((a) => a.type === 'square' || a.type === 'opposition').length;
  const fused = moonAspects.filter((a) => a.type === 'conjunction').length;
  const noon = chart.houses === null ? ' Without a birth time the Moon is read at noon, so an aspect near the edge of its orb may be a little tighter or wider than shown.' : '';
  const intro: Block = {
    kind: 'paragraph',
    tone: 'body',
    text:
      `Your Moon makes ${countWord(moonAspects.length)} major aspect${moonAspects.length === 1 ? '' : 's'}: ${countWord(flowing)} flowing, ${countWord(tense)} tense and ${countWord(fused)} conjunction${fused === 1 ? '' : 's'}. ` +
      (tense > flowing
        ? 'Tension outweighs ease, so your feelings tend to push you into action and change; they rarely let you settle for long, and that is part of their use.'
        : flowing > tense
          ? 'Ease outweighs tension, so your feelings tend to find support in the rest of the chart; the task is to use that comfort for something rather than rest in it.'
          : 'Ease and tension are evenly matched, so your feelings know both comfort and challenge, and you learn to move between them.') +
      noon,
  };
  // The Lunar Report reads every Moon aspect in its own Moon section: here they are only named.
  const read = context.request.type === 'lunar' ? [] : moonAspects.slice(0, MOON_ASPECTS_READ);
  const wider = moonAspects.slice(read.length);
  const entries: Block[][] = read.map((aspect, i) => {
    const lead = `${CONNECTIVES[Math.min(i, CONNECTIVES.length - 1)]} ${aspectName(aspect)}, ${orbText(aspect)}.`;
    const pair = pairTextOf(aspect);
    return [{ kind: 'paragraph', tone: 'body', text: `${lead} ${pair ? pair.text : aspectSentence(aspect, 'moon', 0)}` }];
  });
  const rest: Block[][] = wider.length
    ? [
        [
          {
            kind: 'paragraph',
            tone: 'body',
            text:
              read.length === 0
                ? `Tightest first: ${listed(wider.map((a) => `${aspectName(a)} (${orbText(a)})`))}. The pages on your Moon read each of them in turn.`
                : `Wider, and quieter: ${listed(wider.map((a) => `${aspectName(a)} (${orbText(a)})`))}. The pages on each planet say more.`,
          },
        ],
      ]
    : [];
  return [[heading, intro], ...entries, ...rest];
};

/** Modern rulers of the signs, as the Ascendant's ruler is read. */
export const RULERS: Record<ZodiacSign, Planet> = {
  aries: 'mars',
  taurus: 'venus',
  gemini: 'mercury',
  cancer: 'moon',
  leo: 'sun',
  virgo: 'mercury',
  libra: 'venus',
  scorpio: 'pluto',
  sagittarius: 'jupiter',
  capricorn: 'saturn',
  aquarius: 'uranus',
  pisces: 'neptune',
};

/** Signs where a planet is at home (the modern and traditional rulers) or exalted. */
const DOMICILE: Record<Planet, ZodiacSign[]> = {
  sun: ['leo'],
  moon: ['cancer'],
  mercury: ['gemini', 'virgo'],
  venus: ['taurus', 'libra'],
  mars: ['aries', 'scorpio'],
  jupiter: ['sagittarius', 'pisces'],
  saturn: ['capricorn', 'aquarius'],
  uranus: ['aquarius'],
  neptune: ['pisces'],
  pluto: ['scorpio'],
};
const EXALTATION: Partial<Record<Planet, ZodiacSign>> = { sun: 'aries', moon: 'taurus', mercury: 'virgo', venus: 'pisces', mars: 'capricorn', jupiter: 'cancer', saturn: 'libra' };

export const dignityOf = (planet: Planet, sign: ZodiacSign): 'domicile' | 'exaltation' | null =>
  DOMICILE[planet].includes(sign) ? 'domicile' : EXALTATION[planet] === sign ? 'exaltation' : null;

export const ANGULAR_ORB = 8;
const arc = (x: number, y: number) => {
  const d = (((x - y) % 360) + 360) % 360;
  return d > 180 ? 360 - d : d;
};

/** Planets within ANGULAR_ORB of the Ascendant or the Midheaven, closest first; none without a birth time. */
export const angularPlanets = (context: ReportContext): Array<{ planet: Planet; angle: 'Ascendant' | 'Midheaven'; distance: number }> => {
  const { chart } = context;
  if (!chart.ascendant || !chart.midheaven) return [];
  const found = PLANETS.flatMap((planet) => {
    const longitude = chart.bodies[planet].longitude;
    const asc = arc(longitude, chart.ascendant!.longitude);
    const mc = arc(longitude, chart.midheaven!.longitude);
    if (asc <= ANGULAR_ORB || mc <= ANGULAR_ORB) return [{ planet, angle: asc <= mc ? ('Ascendant' as const) : ('Midheaven' as const), distance: Math.min(asc, mc) }];
    return [];
  });
  return found.sort((x, y) => x.distance - y.distance);
};

const strongestGroups = (context: ReportContext): Block[][] => {
  const { chart } = context;
  const groups: Block[][] = [];
  const told = new Set<Planet>();
  for (const { planet, angle, distance } of angularPlanets(context)) {
    told.add(planet);
    groups.push([
      {
        kind: 'entry',
        title: `${bodyName(planet)} on your ${angle}`,
        meta: `${bodyName(planet)} in ${signName(chart.bodies[planet].sign)}, ${distance.toFixed(1)}° from the ${angle}`,
        text: `A planet this close to an angle is one of the loudest voices in a chart. ${planetTexts.prominent[planet]}`,
      },
    ]);
  }
  if (chart.ascendant) {
    const ruler = RULERS[chart.ascendant.sign];
    const body = chart.bodies[ruler];
    const where = `${signName(body.sign)}${body.house === null ? '' : `, in your ${ordinal(body.house)} house`}`;
    groups.push([
      {
        kind: 'entry',
        title: `${bodyName(ruler)}, ruler of your Ascendant`,
        meta: `${signName(chart.ascendant.sign)} rising, ${bodyName(ruler)} in ${where}`,
        text:
          `With ${signName(chart.ascendant.sign)} rising, ${bodyName(ruler)} rules your chart: wherever it stands, the whole chart follows. Yours is in ${where}, so that is where your life keeps gathering its energy.` +
          (told.has(ruler) ? ' It is also on an angle, which doubles its weight.' : ` ${planetTexts.prominent[ruler]}`),
      },
    ]);
    told.add(ruler);
  }
  // The slow planets stay years in a sign, so only the personal planets' dignities are read as hers.
  const dignified = PLANETS.slice(0, 7).flatMap((planet) => {
    const sign = chart.bodies[planet].sign;
    const dignity = dignityOf(planet, sign);
    return dignity === null ? [] : [{ planet, sign, dignity }];
  });
  if (dignified.length > 0) {
    const at = (d: (typeof dignified)[number]) =>
      `your ${bodyName(d.planet)} in ${signName(d.sign)}, ${d.dignity === 'domicile' ? 'a sign it rules' : 'the sign of its exaltation'}`;
    groups.push([
      {
        kind: 'paragraph',
        tone: 'body',
        text:
          `${dignified.length === 1 ? 'One planet stands' : `${capitalise(countWord(dignified.length))} planets stand`} where tradition says ${dignified.length === 1 ? 'it is' : 'they are'} strongest: ${dignified.map(at).join('; ')}. ` +
          `A planet at home or exalted acts with its full, natural strength, so ${listed(dignified.map((d) => planetTexts.keywords[d.planet]))} ${dignified.length === 1 ? 'comes' : 'come'} through clearly, without needing to prove ${dignified.length === 1 ? 'itself' : 'themselves'}.`,
      },
    ]);
  }
  // The node is a point, not a planet: the tightest pair of planets is read.
  const tightest = describableAspects(chart.aspects).find((a) => a.a !== 'trueNode' && a.b !== 'trueNode');
  if (tightest) {
    groups.push([
      {
        kind: 'entry',
        title: `Your tightest aspect: ${aspectName(tightest)}`,
        meta: capitalise(orbText(tightest)),
        text: `The closer an aspect is to exact, the more constantly it works, and no other pair of planets in your chart is as close as this one. ${aspectSentence(tightest, tightest.a, 2)} You will meet this pair again in the pages on each placement.`,
      },
    ]);
  }
  for (const pattern of findPatterns({ bodies: chart.bodies, aspects: describableAspects(chart.aspects) })) {
    if (pattern.kind !== 'stellium') continue;
    const names = listed(pattern.planets.map(bodyName));
    groups.push([
      {
        kind: 'entry',
        title: pattern.by === 'sign' ? `A stellium in ${signName(pattern.sign)}` : `A stellium in your ${ordinal(pattern.house)} house`,
        meta: names,
        text:
          pattern.by === 'sign'
            ? `${capitalise(countWord(pattern.planets.length))} planets gather in ${signName(pattern.sign)}: ${names}. A cluster like this gives one sign far more weight than any single placement could, and it is one of the first things an astrologer would notice in your chart.`
            : `${capitalise(countWord(pattern.planets.length))} planets share your ${ordinal(pattern.house)} house: ${names}. The area of life that house describes draws a large part of your attention, so much of your story is told there.`,
      },
    ]);
  }
  const heading: Block = { kind: 'heading', text: 'Where your chart is strongest' };
  const intro: Block = {
    kind: 'paragraph',
    tone: 'body',
    text: chart.ascendant
      ? 'Some placements speak louder than others: planets on the angles of the chart, the planet that rules your rising sign, your closest aspect and any crowd of planets in one place.'
      : 'Some placements speak louder than others. Without a birth time the angles and the ruler of the Ascendant stay unknown, so this reads your closest aspect and any crowd of planets in one sign.',
  };
  return [[heading, intro, ...(groups[0] ?? [])], ...groups.slice(1)];
};

export const synthesisSection = (context: ReportContext): ReportSection => {
  const { chart, request } = context;
  const lead: Block = {
    kind: 'paragraph',
    tone: 'lead',
    text: `${request.name}, before reading ${request.type === 'lunar' ? 'your Moon and its year' : 'your chart one placement at a time'}, it helps to see it whole. These pages gather its main themes: the balance of elements and modalities, your Sun and Moon as a pair${request.type === 'lunar' ? ' and the aspects your Moon makes' : `, the aspects your Moon makes, and where your chart speaks loudest${chart.ascendant ? `, from the ${signName(chart.ascendant.sign)} Ascendant outwards` : ''}`}.`,
  };
  const unknownTime: Block[][] = chart.houses
    ? []
    : [
        [
          {
            kind: 'paragraph',
            tone: 'note',
            text: 'Without a birth time some of the chart stays open: the Ascendant, the houses and the exact degree of the Moon. Everything else here holds whatever the hour: the signs of the Sun and the planets, their balance, and the aspects between them. The Moon moves about half a degree an hour, so its sign is sure unless it changed sign that day, and its aspects are read at noon.',
          },
        ],
      ];
  // The Lunar Report reads the Moon and the year; the chart's loudest placements are the Astrology Report's.
  const strongest = context.request.type === 'lunar' ? [] : strongestGroups(context);
  const groups: Block[][] = [[lead], ...unknownTime, ...balanceGroups(context), ...sunMoonGroups(context), ...moonAspectGroups(context), ...strongest];
  return { id: 'synthesis', heading: 'Your chart as a whole', pages: packPages(groups) };
};
