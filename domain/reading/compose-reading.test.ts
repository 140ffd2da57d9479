import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { elementOf, MOON_PHASES, nearestNeighbourSign, signName } from '../sky';
import { breaksOutputRules } from '../../tests/support/output-rules';
import { composeReading, formatUtcDate } from './compose-reading';
import { readingContent } from './content';
import { goalCategoryFor } from './goals';
import {
  allStrings,
  exampleInput,
  firstNameArb,
  goalTextArb,
  personaArb,
  phaseArb,
  readingInputArb,
  signArb,
  skyFor,
} from '../../tests/support/reading-arbitraries';
import type { BirthInput, ReadingInput } from './reading.types';

const notes = readingContent.cycle.notes;
/** The fixed words a note starts with, before its first slot: how a test recognises it. */
const opening = (template: string): string => template.split('{')[0] as string;
/** The words two variants of a note (with and without a time) both start with. */
const sharedOpening = (a: string, b: string): string => {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return a.slice(0, length);
};
const hasNoteStarting = (reading: { notes: string[] }, start: string) => reading.notes.some((note) => note.startsWith(start));
const hasNote = (reading: { notes: string[] }, template: string) => hasNoteStarting(reading, opening(template));
const SIGN_CHANGE_OPENING = sharedOpening(notes.unknownTimeSignChange, notes.unknownTimeSignChangeUntimed);
const PHASE_CHANGE_OPENING = sharedOpening(notes.unknownTimePhaseChange, notes.unknownTimePhaseChangeUntimed);

const compose = (input: ReadingInput) => composeReading(input, readingContent);

/** Every sign × phase × goal × persona, with a name and a sky that agree with each other. */
const combinationArb = fc.record({
  firstName: firstNameArb,
  moonSign: signArb,
  phase: phaseArb,
  goal: goalTextArb,
  persona: personaArb,
  moonDegree: fc.double({ min: 0, max: 30, maxExcluded: true, noNaN: true }),
  timeKnown: fc.boolean(),
});

type Combination = typeof combinationArb extends fc.Arbitrary<infer T> ? T : never;

const inputFor = ({ firstName, moonSign, phase, goal, persona, moonDegree, timeKnown }: Combination): ReadingInput =>
  exampleInput({ firstName, goal, persona }, { sky: skyFor({ moonSign, moonDegree, phase }), timeKnown });

const unknownTime = (birth: Partial<BirthInput>) => exampleInput({}, { timeKnown: false, ...birth });

describe('composeReading, by example', () => {
  it('greets the visitor by first name', () => {
    expect(compose(exampleInput({ firstName: 'Ana' })).greeting).toMatch(/^Hello, Ana\./);
  });

  it('reads the Moon sign with its degree and the sign’s own content', () => {
    const reading = compose(exampleInput());
    expect(reading.moonSign.sign).toBe('libra');
    expect(reading.moonSign.degreeText).toBe('14°22′ Libra');
    expect(reading.moonSign.essence).toBe(readingContent.moonSigns.libra.essence);
    expect(reading.moonSign.ritual).toBe(readingContent.moonSigns.libra.ritual);
  });

  it('reads the phase at birth with its angle and sector', () => {
    const reading = compose(exampleInput());
    expect(reading.phaseAtBirth.title).toBe('Born under a Waxing Gibbous Moon');
    expect(reading.phaseAtBirth.angleText).toContain('141°');
    expect(reading.phaseAtBirth.angleText).toContain('112.5° to 157.5°');
  });

  it('blends the Sun’s drive with the elements of Sun and Moon', () => {
    const reading = compose(exampleInput());
    const { sunSign } = reading.sunMoonBlend;
    expect(reading.sunMoonBlend.text).toContain(readingContent.sunSigns[sunSign].essence);
    expect(reading.sunMoonBlend.text).toContain(readingContent.blends[elementOf(sunSign)].air.text);
  });

  it('says so when Sun and Moon share a sign', () => {
    const reading = compose(exampleInput({}, { sky: skyFor({ moonSign: 'leo', moonDegree: 20, phase: 'new-moon', phaseOffset: 5 }) }));
    expect(reading.sunMoonBlend.sunSign).toBe('leo');
    expect(reading.sunMoonBlend.signsNote).toBe(readingContent.framing.sameSign);
  });

  it('gives the practice for the stated goal in the persona’s tone', () => {
    const reading = compose(exampleInput({ goal: 'I want a promotion', persona: 'pragmatic-professional' }));
    expect(reading.practice.goal).toBe('career');
    expect(reading.practice.steps).toEqual(readingContent.goals.career.steps);
    expect(reading.practice.intro).toBe(readingContent.personaTones.archetypes['pragmatic-professional'].intro);
  });

  it('gives the general practice and the default tone when neither goal nor persona is known', () => {
    const reading = compose(exampleInput({ goal: undefined, persona: undefined }));
    expect(reading.practice.goal).toBe('general');
    expect(reading.practice.intro).toBe(readingContent.personaTones.default.intro);
  });

  it('dates the next new and full moons in UTC by default', () => {
    const cycle = compose(exampleInput()).currentCycle;
    expect(cycle.nextNewMoon.date).toBe('2025-04-27');
    expect(cycle.nextFullMoon.date).toBe('2025-04-13');
    expect(cycle.nextNewMoon.guidance).toBe(readingContent.cycle.nextNewMoon);
  });

  it('uses the caller’s date format when given one', () => {
    const input = exampleInput();
    const reading = compose({ ...input, cycle: { ...input.cycle, formatDate: (utcMs) => `day ${formatUtcDate(utcMs).slice(8)}` } });
    expect(reading.currentCycle.nextFullMoon.date).toBe('day 13');
  });

  it('describes the Moon now in words, never as a percentage', () => {
    const cycle = compose(exampleInput()).currentCycle;
    expect(cycle.summary).toBe('Right now the Moon is in its Waxing Crescent phase, about a quarter lit, and moving through Taurus.');
    expect(cycle.moonSignNow.transit).toBe(readingContent.moonSigns.taurus.transit);
    expect(cycle.guidance).toBe(readingContent.phases['waxing-crescent'].cycleGuidance);
  });

  it('has no notes for a known time away from any boundary', () => {
    expect(compose(exampleInput()).notes).toEqual([]);
  });

  it('names both candidate signs and the local time of the change when the time is unknown', () => {
    const reading = compose(
      unknownTime({
        sky: skyFor({ moonSign: 'virgo', moonDegree: 28.4, phase: 'full-moon' }),
        moonSignCandidates: ['virgo', 'libra'],
        moonSignChangeLocalTime: '15:12',
      }),
    );
    expect(reading.notes[0]).toBe(
      'Your birth time is unknown, so we read your Moon at local noon. The Moon changed sign that day, at 15:12 local time: before then it was in Virgo, after in Libra. If you can find your birth time, on a birth certificate or from family, you will know which is yours; until then, both descriptions are here, so you can notice which feels like home.',
    );
    expect(reading.moonSign.alternatives).toEqual([
      { sign: 'libra', title: 'Moon in Libra', essence: readingContent.moonSigns.libra.essence, reason: 'time-unknown' },
    ]);
  });

  it('still names both signs when the caller has no time for the change', () => {
    const reading = compose(unknownTime({ moonSignCandidates: ['libra', 'scorpio'], moonSignChangeLocalTime: null }));
    expect(reading.notes[0]).toContain('from Libra to Scorpio');
  });

  it('says the sign holds when the Moon stayed in one sign all day', () => {
    const reading = compose(unknownTime({ moonSignCandidates: ['libra'] }));
    expect(reading.notes).toEqual([notes.unknownTimeSteadySign.replace('{sign}', 'Libra')]);
    expect(reading.moonSign.alternatives).toEqual([]);
  });

  it('notes a phase change on an unknown-time day and describes the other phase', () => {
    const reading = compose(unknownTime({ phaseCandidates: ['waxing-gibbous', 'full-moon'], phaseChangeLocalTime: '21:05' }));
    expect(reading.notes).toContain(
      "The Moon's phase also changed that day, at 21:05 local time, from Waxing Gibbous to Full Moon. We read it at noon, as Waxing Gibbous, and the other phase is described too.",
    );
    expect(reading.phaseAtBirth.alternatives.map((alternative) => alternative.phase)).toEqual(['full-moon']);
  });

  it('ignores candidates once the time is known', () => {
    const reading = compose(exampleInput({}, { moonSignCandidates: ['libra', 'scorpio'], moonSignChangeLocalTime: '15:12' }));
    expect(reading.notes).toEqual([]);
    expect(reading.moonSign.alternatives).toEqual([]);
  });

  it('notes a Moon on the edge of its sign and offers the neighbouring sign', () => {
    const reading = compose(exampleInput({}, { sky: skyFor({ moonSign: 'leo', moonDegree: 29.6, phase: 'first-quarter' }) }));
    expect(reading.notes).toEqual([
      'Your Moon sits at 29°36′ Leo, less than a degree from Virgo. The Moon moves about a degree every two hours, so a birth a little earlier or later would place it in Virgo; that description is included for you to compare.',
    ]);
    expect(reading.moonSign.alternatives.map((alternative) => [alternative.sign, alternative.reason])).toEqual([['virgo', 'near-boundary']]);
  });

  it('offers the neighbouring sign only once when it is also a candidate', () => {
    const reading = compose(
      unknownTime({ sky: skyFor({ moonSign: 'leo', moonDegree: 0.3, phase: 'full-moon' }), moonSignCandidates: ['cancer', 'leo'], moonSignChangeLocalTime: '11:20' }),
    );
    expect(reading.moonSign.alternatives.map((alternative) => alternative.sign)).toEqual(['cancer']);
  });

  it('notes local mean time and a clock change as the caller resolved them', () => {
    const reading = compose(exampleInput({}, { localMeanTime: true, dst: { kind: 'overlap', enteredLocalTime: '01:30', chosen: 'earlier' } }));
    expect(reading.notes).toEqual([
      notes.localMeanTime,
      'The time you gave, 01:30, happened twice that night, because the clocks went back an hour. We read it as the earlier of the two; if you know it was the other one, your reading may shift slightly.',
    ]);
  });

  it('notes a time the clocks skipped', () => {
    const reading = compose(exampleInput({}, { dst: { kind: 'gap', enteredLocalTime: '02:30', usedLocalTime: '03:30' } }));
    expect(reading.notes[0]).toContain('The time you gave, 02:30, did not exist on local clocks that day');
    expect(reading.notes[0]).toContain('We read it as 03:30 local time');
  });

  it('passes the caller’s own time note through the sanitiser', () => {
    const reading = compose(exampleInput({}, { timeNote: 'Zone data \u2014 from the full database.' }));
    expect(reading.notes).toEqual(['Zone data - from the full database.']);
  });

  it('cleans the name for the greeting', () => {
    expect(compose(exampleInput({ firstName: '  Ana \n' })).greeting).toMatch(/^Hello, Ana\./);
    expect(compose(exampleInput({ firstName: '   ' })).firstName).toBe('friend');
  });
});

describe('composeReading, over every sign, phase, goal and persona', () => {
  it('keeps every text to the output rules', () => {
    fc.assert(fc.property(readingInputArb, (input) => allStrings(compose(input)).every((text) => !breaksOutputRules(text))));
  });

  it('greets the visitor by name', () => {
    fc.assert(fc.property(combinationArb, (combination) => compose(inputFor(combination)).greeting.includes(combination.firstName)));
  });

  it('reads the sign and phase the sky gives', () => {
    fc.assert(
      fc.property(readingInputArb, (input) => {
        const reading = compose(input);
        expect(reading.moonSign.essence).toBe(readingContent.moonSigns[input.birth.sky.moon.sign].essence);
        expect(reading.phaseAtBirth.essence).toBe(readingContent.phases[input.birth.sky.phase.name].essence);
        expect(reading.sunMoonBlend.sunSign).toBe(input.birth.sky.sun.sign);
      }),
    );
  });

  it('shows a birth angle that lies inside the phase’s sector', () => {
    fc.assert(
      fc.property(readingInputArb, (input) => {
        const { angleText, phase } = compose(input).phaseAtBirth;
        const shown = Number(/was ([\d.]+)°/.exec(angleText)?.[1]);
        const centre = MOON_PHASES.indexOf(phase) * 45;
        const offset = ((shown - centre + 540) % 360) - 180;
        return offset >= -22.5 && offset < 22.5;
      }),
    );
  });

  it('gives the practice for the goal the stated words map to, in the persona’s tone', () => {
    fc.assert(
      fc.property(combinationArb, (combination) => {
        const practice = compose(inputFor(combination)).practice;
        const tones = readingContent.personaTones;
        const tone = combination.persona === null ? tones.default : tones.archetypes[combination.persona];
        expect(practice.goal).toBe(goalCategoryFor(combination.goal, readingContent.goals));
        expect(practice.steps).toEqual(readingContent.goals[practice.goal].steps);
        expect([practice.intro, practice.closing, practice.leadWith]).toEqual([tone.intro, tone.closing, tone.leadWith]);
      }),
    );
  });

  it('has an unknown-time note exactly when the time is unknown', () => {
    fc.assert(
      fc.property(readingInputArb, (input) => {
        const reading = compose(input);
        return reading.notes.some((note) => note.startsWith('Your birth time is unknown')) === !input.birth.timeKnown;
      }),
    );
  });

  it('names both candidate signs exactly when the Moon changed sign on an unknown-time day', () => {
    fc.assert(
      fc.property(readingInputArb, (input) => {
        const { birth } = input;
        const candidates = [...new Set(birth.moonSignCandidates ?? [])];
        const changed = !birth.timeKnown && candidates.length === 2;
        const reading = compose(input);
        const changeNote = reading.notes.find((note) => note.startsWith(SIGN_CHANGE_OPENING) && note.includes('changed sign'));
        expect(changeNote !== undefined).toBe(changed);
        if (changeNote !== undefined) for (const sign of candidates) expect(changeNote).toContain(signName(sign));
        if (changed && birth.moonSignChangeLocalTime) expect(changeNote).toContain(`at ${birth.moonSignChangeLocalTime} local time`);
      }),
    );
  });

  it('offers exactly the other candidate signs, then the neighbouring sign when on a boundary', () => {
    fc.assert(
      fc.property(readingInputArb, (input) => {
        const { birth } = input;
        const { sign, degreeInSign, nearBoundary } = birth.sky.moon;
        const candidates = birth.timeKnown ? [] : [...new Set(birth.moonSignCandidates ?? [])].filter((candidate) => candidate !== sign);
        const neighbour = nearestNeighbourSign(sign, degreeInSign);
        const expected = [
          ...candidates.map((candidate) => [candidate, 'time-unknown']),
          ...(nearBoundary && !candidates.includes(neighbour) ? [[neighbour, 'near-boundary']] : []),
        ];
        expect(compose(input).moonSign.alternatives.map((entry) => [entry.sign, entry.reason])).toEqual(expected);
      }),
    );
  });

  it('has a phase-change note exactly when the phase changed on an unknown-time day', () => {
    fc.assert(
      fc.property(readingInputArb, (input) => {
        const changed = !input.birth.timeKnown && new Set(input.birth.phaseCandidates ?? []).size === 2;
        return hasNoteStarting(compose(input), PHASE_CHANGE_OPENING) === changed;
      }),
    );
  });

  it('has a boundary note exactly when the Moon is near a sign boundary', () => {
    fc.assert(fc.property(readingInputArb, (input) => hasNote(compose(input), notes.nearBoundary) === input.birth.sky.moon.nearBoundary));
  });

  it('has a local-mean-time note exactly when local mean time was used', () => {
    fc.assert(fc.property(readingInputArb, (input) => compose(input).notes.includes(notes.localMeanTime) === Boolean(input.birth.localMeanTime)));
  });

  it('has a clock-change note exactly when the time fell in a gap or an overlap', () => {
    fc.assert(
      fc.property(readingInputArb, (input) => {
        const reading = compose(input);
        const kind = input.birth.dst?.kind;
        expect(hasNote(reading, notes.dstGap) && reading.notes.some((note) => note.includes('sprang forward'))).toBe(kind === 'gap');
        expect(reading.notes.some((note) => note.includes('happened twice'))).toBe(kind === 'overlap');
      }),
    );
  });

  it('gives the next new and full moon the dates of their instants', () => {
    fc.assert(
      fc.property(readingInputArb, (input) => {
        const cycle = compose(input).currentCycle;
        return (
          cycle.nextNewMoon.date === formatUtcDate(input.cycle.nextNewMoonUtcMs) &&
          cycle.nextFullMoon.date === formatUtcDate(input.cycle.nextFullMoonUtcMs)
        );
      }),
    );
  });
});
