import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { EMPTY_MESSAGE_REPLY, MESSAGE_CAP, normaliseMessage } from './normalise';
import pinned from '../../../fixtures/property-counterexamples/normalise.json' with { type: 'json' };

const whitespaceArb = fc.constantFrom(' ', '  ', '\n', '\r\n', '\t', '\u00a0', '\u2003', '\u3000', '\u2028', '\ufeff');
const unitArb = fc.oneof(
  whitespaceArb,
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  fc.constantFrom('🌙', '👩‍👩‍👧', 'a', '.'),
);
/** Text of a length near the cap, so cuts land next to spaces and surrogate pairs. */
const nearCapArb = fc
  .tuple(fc.integer({ min: MESSAGE_CAP - 12, max: MESSAGE_CAP + 2 }), fc.array(unitArb, { maxLength: 16 }))
  .map(([n, tail]) => 'a'.repeat(n) + tail.join(''));
const messageArb = fc.oneof(fc.array(unitArb, { maxLength: 60 }).map((units) => units.join('')), nearCapArb, fc.string());

const textOf = (input: string): string => {
  const result = normaliseMessage(input);
  return result.ok ? result.text : '';
};

describe('normaliseMessage', () => {
  it('collapses newlines, tabs and non-breaking spaces into single spaces and trims', () => {
    expect(normaliseMessage('  hello\n\n\tLuna\u00a0 \u00a0moon  ')).toEqual({ ok: true, text: 'hello Luna moon' });
  });

  it('rejects a blank message with the gentle reply', () => {
    expect(normaliseMessage(' \n\t\u00a0')).toEqual({ ok: false, reply: EMPTY_MESSAGE_REPLY });
    expect(EMPTY_MESSAGE_REPLY).toBe('I didn’t catch that. Could you try saying it another way?');
  });

  it('cuts a long message to the cap', () => {
    expect(textOf('x'.repeat(MESSAGE_CAP + 50))).toBe('x'.repeat(MESSAGE_CAP));
  });

  it('drops a trailing space left by the cut', () => {
    expect(textOf(`${'x'.repeat(MESSAGE_CAP - 1)} yz`)).toBe('x'.repeat(MESSAGE_CAP - 1));
  });

  it('drops a whole emoji rather than half of it at the cut', () => {
    expect(textOf(`${'x'.repeat(MESSAGE_CAP - 1)}🌙`)).toBe('x'.repeat(MESSAGE_CAP - 1));
  });

  it('normalise is idempotent', () => {
    fc.assert(
      fc.property(messageArb, (input) => {
        const once = normaliseMessage(input);
        fc.pre(once.ok);
        expect(normaliseMessage(once.text)).toEqual(once);
      }),
    );
  });

  it('normalise never exceeds 2000 characters', () => {
    fc.assert(fc.property(messageArb, (input) => textOf(input).length <= MESSAGE_CAP));
  });

  it('normalise never leaves leading, trailing or doubled whitespace', () => {
    fc.assert(fc.property(messageArb, (input) => !/^\s|\s$|\s\s/.test(textOf(input))));
  });

  it('normalise never splits a surrogate pair', () => {
    fc.assert(
      fc.property(messageArb, (input) => {
        const text = textOf(input);
        const collapsed = input.replace(/\s+/g, ' ').trim();
        const halvesAPair = /[\ud800-\udbff]$/.test(text) && /^[\udc00-\udfff]/.test(collapsed.slice(text.length));
        return !halvesAPair;
      }),
      { examples: pinned['normalise never splits a surrogate pair'].map(({ repeat }) => [repeat.char.repeat(repeat.times) + repeat.then] as [string]) },
    );
  });

  it('normalise accepts any message with a visible character', () => {
    fc.assert(
      fc.property(messageArb, (input) => {
        fc.pre(/\S/.test(input));
        return normaliseMessage(input).ok;
      }),
    );
  });

  it('normalise rejects exactly the blank messages', () => {
    fc.assert(
      fc.property(fc.array(whitespaceArb, { maxLength: 20 }), (parts) => {
        expect(normaliseMessage(parts.join(''))).toEqual({ ok: false, reply: EMPTY_MESSAGE_REPLY });
      }),
    );
  });

  it('normalise keeps the message as a prefix of its collapsed form', () => {
    fc.assert(
      fc.property(messageArb, (input) => input.replace(/\s+/g, ' ').trim().startsWith(textOf(input))),
    );
  });
});
