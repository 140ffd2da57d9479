import { elementOf, ELEMENTS, modalityOf, MOON_PHASES, ZODIAC_SIGNS } from '../sky';
import { GOAL_CATEGORIES } from './goals';
import { readingContentSchema } from './content.schema';
import type { ReadingContent } from './reading.types';

const PHASE_SECTOR_WIDTH = 45;

/** '%g'-style degrees: 337.5 stays '337.5', 45 stays '45'. */
const degrees = (value: number): string => `${Number((((value % 360) + 360) % 360).toFixed(1))}°`;

/**
 * The phase sector rule of the astronomy capability: sector k is centred on k × 45°, so the
 * New Moon runs from 337.5° to 22.5° and the Full Moon from 157.5° to 202.5°.
 */
export const phaseAngleRange = (phaseIndex: number): string => {
  const centre = phaseIndex * PHASE_SECTOR_WIDTH;
  return `${degrees(centre - PHASE_SECTOR_WIDTH / 2)} to ${degrees(centre + PHASE_SECTOR_WIDTH / 2)}`;
};

/** What the schema cannot see: each file sits under its own key and states the zodiac's facts correctly. */
const inconsistencies = (content: ReadingContent): string[] => {
  const problems: string[] = [];
  const expect = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  for (const sign of ZODIAC_SIGNS) {
    const moon = content.moonSigns[sign];
    const sun = content.sunSigns[sign];
    expect(moon.sign === sign, `moon-signs/${sign} says it is ${moon.sign}`);
    expect(moon.element === elementOf(sign), `moon-signs/${sign} has element ${moon.element}, not ${elementOf(sign)}`);
    expect(moon.modality === modalityOf(sign), `moon-signs/${sign} has modality ${moon.modality}, not ${modalityOf(sign)}`);
    expect(sun.sign === sign, `sun-signs/${sign} says it is ${sun.sign}`);
    expect(sun.element === elementOf(sign), `sun-signs/${sign} has element ${sun.element}, not ${elementOf(sign)}`);
  }
  MOON_PHASES.forEach((phase, index) => {
    const entry = content.phases[phase];
    expect(entry.phase === phase, `phases/${phase} says it is ${entry.phase}`);
    expect(entry.angleRange === phaseAngleRange(index), `phases/${phase} gives ${entry.angleRange}, not ${phaseAngleRange(index)}`);
  });
  for (const sunElement of ELEMENTS) {
    for (const moonElement of ELEMENTS) {
      const blend = content.blends[sunElement][moonElement];
      expect(
        blend.sunElement === sunElement && blend.moonElement === moonElement,
        `blends/${sunElement}-sun-${moonElement}-moon is about a ${blend.sunElement} Sun and ${blend.moonElement} Moon`,
      );
    }
  }
  for (const goal of GOAL_CATEGORIES) expect(content.goals[goal].goal === goal, `goals/${goal} says it is ${content.goals[goal].goal}`);
  return problems;
};

/** Validates raw content files into `ReadingContent`, or throws naming every broken file. */
export const parseReadingContent = (raw: unknown): ReadingContent => {
  const parsed = readingContentSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Reading content is broken:\n${issues.join('\n')}`);
  }
  const content: ReadingContent = parsed.data;
  const problems = inconsistencies(content);
  if (problems.length > 0) throw new Error(`Reading content is inconsistent:\n${problems.join('\n')}`);
  return content;
};
