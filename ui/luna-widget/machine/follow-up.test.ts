import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readingReadyFollowUp } from './follow-up';

const lineArb = fc.string({ maxLength: 40 }).map((line) => line.replace(/[\r\n]/g, ' '));
const tapLineArb = fc
  .tuple(fc.constantFrom('tap [here]', 'Tap [here]', 'TAP [HERE]', 'tAp [HeRe]'), lineArb)
  .map(([start, tail]) => `${start}${tail}`);
const bodyArb = fc.string({ maxLength: 120 });

describe('readingReadyFollowUp', () => {
  it('drops a first line that starts with tap [here]', () => {
    expect(
      readingReadyFollowUp('Tap [here](https://example.com/r/1) to open your reading.\n\nYour moon is in Pisces.'),
    ).toBe('Your moon is in Pisces.');
  });

  it('keeps a reply that does not start with tap [here]', () => {
    expect(readingReadyFollowUp('Your reading is ready.\nTap [here] to view it.')).toBe(
      'Your reading is ready.\nTap [here] to view it.',
    );
  });

  it('ignores leading blank lines and spaces before the first line', () => {
    expect(readingReadyFollowUp('\n  tap [here](/r) now\r\nMore soon.')).toBe('More soon.');
  });

  it('shows no follow-up when only the tap line is there', () => {
    expect(readingReadyFollowUp('Tap [here](https://example.com/r/1) to open your reading.\n  \n')).toBeNull();
  });

  it('shows no follow-up for a blank reply', () => {
    expect(readingReadyFollowUp(' \n\t ')).toBeNull();
  });

  it('drops the tap line and keeps what follows it', () => {
    fc.assert(
      fc.property(tapLineArb, bodyArb, (tapLine, body) => {
        fc.pre(body.trim() !== '');
        expect(readingReadyFollowUp(`${tapLine}\n${body}`)).toBe(body.trim());
      }),
    );
  });

  it('is null exactly when nothing but whitespace remains', () => {
    fc.assert(
      fc.property(fc.option(tapLineArb, { nil: undefined }), bodyArb, (tapLine, body) => {
        const reply = tapLine === undefined ? body : `${tapLine}\n${body}`;
        const followUp = readingReadyFollowUp(reply);
        expect(followUp === null).toBe((tapLine === undefined ? reply : body).trim() === '');
      }),
    );
  });

  it('is never blank when shown', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (reply) => {
        const followUp = readingReadyFollowUp(reply);
        fc.pre(followUp !== null);
        expect(followUp.trim()).not.toBe('');
      }),
    );
  });

  it('leaves a reply whose first line is not a tap line as it is, apart from trimming', () => {
    fc.assert(
      fc.property(bodyArb, (reply) => {
        fc.pre(!/^tap \[here\]/i.test(reply.trimStart()) && reply.trim() !== '');
        expect(readingReadyFollowUp(reply)).toBe(reply.trim());
      }),
    );
  });
});
