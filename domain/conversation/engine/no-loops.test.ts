import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askKeyOf } from './absorb';
import { initialConversationContext } from './conversation.machine';
import { rewordedAsk, timesAskedBefore } from './replies';

/** Issue 13 §1, no loops: asked again and again, the same thing is never worded the same twice in a row. */
const BASE: Record<string, string> = {
  firstName: 'What’s your first name?',
  birthDate: 'What’s your birth date?',
  birthLocation: 'Which city were you born in?',
  email: 'And what email should I send your reading to?',
  goal: 'What’s on your mind today?',
};

describe('asking the same thing again', () => {
  it('never gives the same words two asks in a row', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(BASE)), fc.nat({ max: 30 }), (key, times) => {
        const c = initialConversationContext();
        const base = BASE[key] ?? '';
        expect(rewordedAsk(key, times + 1, base, c)).not.toBe(rewordedAsk(key, times, base, c));
      }),
    );
  });

  it('says what it has and what is missing the second time, and offers the form the third', () => {
    const c = { ...initialConversationContext(), firstName: 'Dev' };
    expect(rewordedAsk('birthDate', 2, BASE.birthDate ?? '', c)).toContain('So far I have your name (Dev). What’s still missing is your birth date, for example: 14 March 1990.');
    expect(rewordedAsk('birthDate', 3, BASE.birthDate ?? '', c)).toContain('(/free-moon-reading)');
  });

  it('counts only the asks of the same thing, one after another', () => {
    const c = initialConversationContext();
    expect(askKeyOf('details', c)).toBe('birthDate');
    expect(askKeyOf('name', c)).toBe('firstName');
    expect(askKeyOf('free', c)).toBeNull();
    expect(timesAskedBefore({ ...c, askStreak: { key: 'birthDate', count: 2 } }, 'birthDate')).toBe(2);
    expect(timesAskedBefore({ ...c, askStreak: { key: 'email', count: 2 } }, 'birthDate')).toBe(0);
    expect(timesAskedBefore(c, 'birthDate')).toBe(0);
  });
});
