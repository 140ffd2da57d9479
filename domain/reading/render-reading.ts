import type { Reading } from './reading.types';

/**
 * The reading as plain text for the CLI and e-mail: a heading line, then paragraphs, with one
 * blank line between blocks. Only words from the reading itself are added (labels and
 * headings), so the text keeps to the output rules whenever the reading does.
 */
const block = (...lines: ReadonlyArray<string | null | false>): string => lines.filter((line): line is string => Boolean(line)).join('\n');

const numbered = (steps: readonly string[]): string => steps.map((step, index) => `${index + 1}. ${step}`).join('\n');

export const renderReadingText = (reading: Reading): string => {
  const { moonSign, phaseAtBirth, sunMoonBlend, practice, currentCycle, notes } = reading;
  const upcoming = [
    { label: 'Next new moon', lunation: currentCycle.nextNewMoon },
    { label: 'Next full moon', lunation: currentCycle.nextFullMoon },
  ].sort((a, b) => a.lunation.utcMs - b.lunation.utcMs);

  const practiceBody =
    practice.leadWith === 'smallest'
      ? block(`Start here: ${practice.smallestStep}`, 'When you have more room:', numbered(practice.steps))
      : block(numbered(practice.steps), `On a busy day: ${practice.smallestStep}`);

  const blocks = [
    reading.greeting,
    block(`Your Moon at ${moonSign.degreeText}`, moonSign.essence),
    `What helps you feel safe: ${moonSign.needs}`,
    `Your strengths: ${moonSign.strengths}`,
    `Your shadow, gently: ${moonSign.shadow}`,
    `How you manifest: ${moonSign.manifestationStyle}`,
    `A ritual for you: ${moonSign.ritual}`,
    ...moonSign.alternatives.map((alternative) => block(`Also possible: ${alternative.title}`, alternative.essence)),
    block(phaseAtBirth.title, phaseAtBirth.essence),
    `Your gift: ${phaseAtBirth.gift}`,
    `Your lesson: ${phaseAtBirth.lesson}`,
    `A practice: ${phaseAtBirth.practice}`,
    ...phaseAtBirth.alternatives.map((alternative) => block(`Also possible: ${alternative.title}`, alternative.essence)),
    block(sunMoonBlend.title, sunMoonBlend.text),
    block(practice.title, practice.intro),
    practiceBody,
    block(practice.closing, practice.note),
    block('The Moon now', currentCycle.summary, currentCycle.moonSignNow.transit),
    currentCycle.guidance,
    ...upcoming.map(({ label, lunation }) => `${label}, ${lunation.date}: ${lunation.guidance}`),
    notes.length > 0 && block('A note on accuracy', ...notes.map((note) => `- ${note}`)),
    block('How we name the phase', phaseAtBirth.angleText, phaseAtBirth.rule),
  ];
  return `${blocks.filter((entry): entry is string => Boolean(entry)).join('\n\n')}\n`;
};
