import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breaksOutputRules } from '../../tests/support/output-rules';
import { composeReading } from './compose-reading';
import { readingContent } from './content';
import { exampleInput, readingInputArb, skyFor } from '../../tests/support/reading-arbitraries';
import type { ReadingInput } from './reading.types';
import { renderReadingText } from './render-reading';

const render = (input: ReadingInput) => renderReadingText(composeReading(input, readingContent));

describe('renderReadingText', () => {
  it('opens with the greeting and walks through every section in order', () => {
    const text = render(exampleInput());
    const landmarks = [
      'Hello, Ana.',
      'Your Moon at 14°22′ Libra',
      'What helps you feel safe:',
      'Born under a Waxing Gibbous Moon',
      'Moon in Libra',
      'A practice for your career',
      'The Moon now',
      'Next full moon, 2025-04-13:',
      'Next new moon, 2025-04-27:',
      'How we name the phase',
    ];
    let from = 0;
    for (const landmark of landmarks) {
      const at = text.indexOf(landmark, from);
      expect(at, landmark).toBeGreaterThanOrEqual(0);
      from = at + landmark.length;
    }
  });

  it('numbers the practice steps', () => {
    const text = render(exampleInput());
    readingContent.goals.career.steps.forEach((step, index) => expect(text).toContain(`${index + 1}. ${step}`));
  });

  it('puts the smallest step first for a visitor short on time', () => {
    const text = render(exampleInput({ persona: 'overwhelmed-parent' }));
    expect(text.indexOf('Start here:')).toBeLessThan(text.indexOf('1. '));
  });

  it('shows the honest notes only when there are some', () => {
    expect(render(exampleInput())).not.toContain('A note on accuracy');
    const onEdge = render(exampleInput({}, { sky: skyFor({ moonSign: 'leo', moonDegree: 29.6, phase: 'first-quarter' }) }));
    expect(onEdge).toContain('A note on accuracy\n- Your Moon sits at 29°36′ Leo');
    expect(onEdge).toContain('Also possible: Moon in Virgo');
  });

  it('separates blocks by exactly one blank line', () => {
    fc.assert(fc.property(readingInputArb, (input) => !/\n{3,}/.test(render(input)) && render(input).endsWith('.\n')));
  });

  it('keeps the whole text to the output rules', () => {
    fc.assert(fc.property(readingInputArb, (input) => !breaksOutputRules(render(input))));
  });

  it('contains every note of the reading', () => {
    fc.assert(
      fc.property(readingInputArb, (input) => {
        const text = render(input);
        return composeReading(input, readingContent).notes.every((note) => text.includes(`- ${note}`));
      }),
    );
  });
});
