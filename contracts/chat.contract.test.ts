import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readResponseDetails, responseDetails } from './chat.contract';

const fieldsArb = fc.array(fc.constantFrom('birthDate', 'birthTime', 'birthLocation', 'email'), { maxLength: 4 });

describe('response details', () => {
  it('reads the snake_case spelling as the camelCase one', () => {
    expect(readResponseDetails({ difference_fields: ['birthDate'], limit_type: 'ip' })).toEqual({
      differenceFields: ['birthDate'],
      limitType: 'ip',
    });
  });

  it('prefers camelCase when both spellings arrive', () => {
    expect(readResponseDetails({ limitType: 'session', limit_type: 'ip' }).limitType).toBe('session');
  });

  it('reading either spelling gives the same fields', () => {
    fc.assert(
      fc.property(fieldsArb, (fields) => {
        const camel = readResponseDetails(responseDetails.parse({ differenceFields: fields }));
        const snake = readResponseDetails(responseDetails.parse({ difference_fields: fields }));
        expect(camel).toEqual(snake);
      }),
    );
  });

  it('rejects an unknown limit type', () => {
    expect(responseDetails.safeParse({ limitType: 'planet' }).success).toBe(false);
  });
});
