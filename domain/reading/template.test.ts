import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillTemplate, templateSlots } from './template';

const valueArb = fc.string({ maxLength: 12 }).filter((value) => !value.includes('{'));

describe('fillTemplate', () => {
  it('fills every slot, including a repeated one', () => {
    expect(fillTemplate('{a} meets {b}, then {a} again', { a: 'Leo', b: 'Virgo' })).toBe('Leo meets Virgo, then Leo again');
  });

  it('refuses to leave a slot unfilled', () => {
    expect(() => fillTemplate('at {time} local time', {})).toThrow(/No value for \{time\}/);
  });

  it('refuses a value the template has no slot for', () => {
    expect(() => fillTemplate('plain text', { time: '14:12' })).toThrow(/no slot for time/);
  });

  it('lists each slot once', () => {
    expect(templateSlots('{a} {b} {a}')).toEqual(['a', 'b']);
  });

  it('leaves no slot behind once filled', () => {
    fc.assert(
      fc.property(valueArb, valueArb, (first, second) => {
        const filled = fillTemplate('Before {first}, after {second}.', { first, second });
        return filled === `Before ${first}, after ${second}.` && templateSlots(filled).length === 0;
      }),
    );
  });
});
