import type { MoonPhase, SkyAt, ZodiacSign } from '../sky';
import { collapseWhitespace, sanitiseAssistantText } from '../kernel';
import { goalCategoryFor } from './goals';
import { describeIllumination } from './illumination';
import type {
  AlternativeMoonSign,
  BirthInput,
  BlendSection,
  CurrentCycleSection,
  CycleInput,
  MoonSignSection,
  PhaseSection,
  PracticeSection,
  Reading,
  ReadingContent,
  ReadingInput,
} from './reading.types';
import { fillTemplate } from './template';
import { areOppositeSigns, degreeText, elementOf, modalityOf, nearestNeighbourSign, signName } from '../sky';

/** Said when a name is missing after cleaning; the name rules upstream should make this rare. */
const NAME_WHEN_MISSING = 'friend';

/** 'YYYY-MM-DD' in UTC: unambiguous everywhere, and the caller can pass a local formatter. */
export const formatUtcDate = (utcMs: number): string => new Date(utcMs).toISOString().slice(0, 10);

const distinct = <T>(values: readonly T[] | null | undefined): T[] => [...new Set(values ?? [])];

/** Names go out as Luna says them: one line, and clean for the output rules. */
const displayName = (firstName: string): string => sanitiseAssistantText(collapseWhitespace(firstName)) || NAME_WHEN_MISSING;

/** Signs the Moon held on an unknown-time birth day; one sign means the day had no ingress. */
const moonSignCandidates = (birth: BirthInput): ZodiacSign[] => (birth.timeKnown ? [] : distinct(birth.moonSignCandidates));

const phaseCandidates = (birth: BirthInput): MoonPhase[] => (birth.timeKnown ? [] : distinct(birth.phaseCandidates));

const composeMoonSign = (birth: BirthInput, content: ReadingContent): MoonSignSection => {
  const { sign, degreeInSign, nearBoundary } = birth.sky.moon;
  const moon = content.moonSigns[sign];
  const alternative = (other: ZodiacSign, reason: AlternativeMoonSign['reason']): AlternativeMoonSign => ({
    sign: other,
    title: content.moonSigns[other].title,
    essence: content.moonSigns[other].essence,
    reason,
  });
  const alternatives = moonSignCandidates(birth)
    .filter((candidate) => candidate !== sign)
    .map((candidate) => alternative(candidate, 'time-unknown'));
  const neighbour = nearestNeighbourSign(sign, degreeInSign);
  if (nearBoundary && !alternatives.some((entry) => entry.sign === neighbour)) alternatives.push(alternative(neighbour, 'near-boundary'));
  return {
    sign,
    title: moon.title,
    degreeText: degreeText(sign, degreeInSign),
    element: elementOf(sign),
    modality: modalityOf(sign),
    keywords: moon.keywords,
    essence: moon.essence,
    needs: moon.needs,
    strengths: moon.strengths,
    shadow: moon.shadow,
    manifestationStyle: moon.manifestationStyle,
    ritual: moon.ritual,
    alternatives,
  };
};

const composePhase = (birth: BirthInput, content: ReadingContent): PhaseSection => {
  const { name: phase, elongation } = birth.sky.phase;
  const entry = content.phases[phase];
  // Truncated to a tenth: sector edges sit on x.5°, so the angle shown never leaves its sector.
  const shownAngle = Number((Math.floor(elongation * 10) / 10).toFixed(1));
  return {
    phase,
    name: entry.name,
    title: entry.title,
    angleRange: entry.angleRange,
    elongation,
    angleText: `The angle from the Sun to the Moon, measured eastward along the ecliptic, was ${shownAngle}°: the ${entry.name} sector runs from ${entry.angleRange}.`,
    essence: entry.essence,
    gift: entry.gift,
    lesson: entry.lesson,
    practice: entry.practice,
    rule: content.framing.phaseRule,
    alternatives: phaseCandidates(birth)
      .filter((candidate) => candidate !== phase)
      .map((candidate) => ({ phase: candidate, title: content.phases[candidate].title, essence: content.phases[candidate].essence })),
  };
};

const composeBlend = (sky: SkyAt, content: ReadingContent): BlendSection => {
  const sunSign = sky.sun.sign;
  const moonSign = sky.moon.sign;
  const sunElement = elementOf(sunSign);
  const moonElement = elementOf(moonSign);
  const sunEssence = content.sunSigns[sunSign].essence;
  const elementText = content.blends[sunElement][moonElement].text;
  const signsNote =
    sunSign === moonSign ? content.framing.sameSign : areOppositeSigns(sunSign, moonSign) ? content.framing.oppositeSigns : null;
  return {
    sunSign,
    moonSign,
    sunElement,
    moonElement,
    title: `${content.sunSigns[sunSign].title}, ${content.moonSigns[moonSign].title}`,
    sunEssence,
    elementText,
    signsNote,
    text: [sunEssence, elementText, signsNote].filter((part) => part !== null).join(' '),
  };
};

const composePractice = (input: ReadingInput, content: ReadingContent): PracticeSection => {
  const goal = goalCategoryFor(input.goal, content.goals);
  const persona = input.persona ?? null;
  const tone = persona === null ? content.personaTones.default : content.personaTones.archetypes[persona];
  const entry = content.goals[goal];
  return {
    goal,
    persona,
    title: entry.title,
    intro: tone.intro,
    leadWith: tone.leadWith,
    steps: entry.steps,
    smallestStep: entry.smallestStep,
    closing: tone.closing,
    note: entry.note ?? null,
  };
};

const composeCycle = (cycle: CycleInput, content: ReadingContent): CurrentCycleSection => {
  const format = cycle.formatDate ?? formatUtcDate;
  const { phase, moon } = cycle.sky;
  const phaseEntry = content.phases[phase.name];
  const illuminationText = describeIllumination(phase.illumination);
  const moonSignNow = { sign: moon.sign, name: signName(moon.sign), transit: content.moonSigns[moon.sign].transit };
  return {
    phaseNow: { phase: phase.name, name: phaseEntry.name },
    illuminationNow: phase.illumination,
    illuminationText,
    moonSignNow,
    guidance: phaseEntry.cycleGuidance,
    summary: `Right now the Moon is in its ${phaseEntry.name} phase, ${illuminationText}, and moving through ${moonSignNow.name}.`,
    nextNewMoon: { utcMs: cycle.nextNewMoonUtcMs, date: format(cycle.nextNewMoonUtcMs), guidance: content.cycle.nextNewMoon },
    nextFullMoon: { utcMs: cycle.nextFullMoonUtcMs, date: format(cycle.nextFullMoonUtcMs), guidance: content.cycle.nextFullMoon },
  };
};

/**
 * The honest notes, in a fixed order: what an unknown time leaves open, a Moon on a sign's
 * edge, and how the clock time was read. Each appears exactly when its condition holds.
 */
const composeNotes = (birth: BirthInput, content: ReadingContent): string[] => {
  const templates = content.cycle.notes;
  const notes: string[] = [];
  const moonSign = birth.sky.moon.sign;
  const phaseName = (phase: MoonPhase) => content.phases[phase].name;

  if (!birth.timeKnown) {
    const signs = moonSignCandidates(birth);
    const [signBefore, signAfter] = [signs[0], signs[signs.length - 1]];
    if (signs.length >= 2 && signBefore && signAfter) {
      const values = { signBefore: signName(signBefore), signAfter: signName(signAfter) };
      notes.push(
        birth.moonSignChangeLocalTime
          ? fillTemplate(templates.unknownTimeSignChange, { ...values, time: birth.moonSignChangeLocalTime })
          : fillTemplate(templates.unknownTimeSignChangeUntimed, values),
      );
    } else {
      notes.push(fillTemplate(templates.unknownTimeSteadySign, { sign: signName(moonSign) }));
    }

    const phases = phaseCandidates(birth);
    const [phaseBefore, phaseAfter] = [phases[0], phases[phases.length - 1]];
    if (phases.length >= 2 && phaseBefore && phaseAfter) {
      const values = { phaseBefore: phaseName(phaseBefore), phaseAfter: phaseName(phaseAfter), phase: phaseName(birth.sky.phase.name) };
      notes.push(
        birth.phaseChangeLocalTime
          ? fillTemplate(templates.unknownTimePhaseChange, { ...values, time: birth.phaseChangeLocalTime })
          : fillTemplate(templates.unknownTimePhaseChangeUntimed, values),
      );
    }
  }

  const { degreeInSign, nearBoundary } = birth.sky.moon;
  if (nearBoundary) {
    notes.push(
      fillTemplate(templates.nearBoundary, {
        degree: degreeText(moonSign, degreeInSign),
        adjacentSign: signName(nearestNeighbourSign(moonSign, degreeInSign)),
      }),
    );
  }

  if (birth.localMeanTime) notes.push(templates.localMeanTime);
  if (birth.dst?.kind === 'gap') notes.push(fillTemplate(templates.dstGap, { entered: birth.dst.enteredLocalTime, used: birth.dst.usedLocalTime }));
  if (birth.dst?.kind === 'overlap') notes.push(fillTemplate(templates.dstOverlap, { entered: birth.dst.enteredLocalTime, which: birth.dst.chosen }));

  const callerNote = sanitiseAssistantText(collapseWhitespace(birth.timeNote ?? ''));
  if (callerNote !== '') notes.push(callerNote);
  return notes;
};

/** The free moon reading: pure, from the two skies the astronomy capability computed. */
export const composeReading = (input: ReadingInput, content: ReadingContent): Reading => {
  const firstName = displayName(input.firstName);
  return {
    firstName,
    greeting: fillTemplate(content.framing.greeting, { name: firstName }),
    moonSign: composeMoonSign(input.birth, content),
    phaseAtBirth: composePhase(input.birth, content),
    sunMoonBlend: composeBlend(input.birth.sky, content),
    practice: composePractice(input, content),
    currentCycle: composeCycle(input.cycle, content),
    notes: composeNotes(input.birth, content),
  };
};
