import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPaid, orderReference, receiptDate, receiptKey } from './receipts';

describe('formatPaid', () => {
  it('writes the amount with its symbol, two decimals and the currency code', () => {
    expect(formatPaid(2900, 'usd')).toBe('$29.00 USD');
    expect(formatPaid(3900, 'USD')).toBe('$39.00 USD');
    expect(formatPaid(2900, 'eur')).toBe('€29.00 EUR');
    expect(formatPaid(2450, 'gbp')).toBe('£24.50 GBP');
    expect(formatPaid(123456, 'usd')).toBe('$1,234.56 USD');
  });

  it('keeps a currency without minor units whole, and one with three decimals to three', () => {
    expect(formatPaid(2900, 'jpy')).toBe('¥2,900 JPY');
    expect(formatPaid(29000, 'kwd')).toBe('KWD 29.000');
  });

  it('round-trips: the figure written is the amount in the smallest unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const written = formatPaid(cents, 'usd');
        expect(written).toMatch(/^\$[\d,]+\.\d{2} USD$/);
        expect(Math.round(Number(written.slice(1, -4).replace(/,/g, '')) * 100)).toBe(cents);
      }),
    );
  });
});

describe('orderReference', () => {
  it('is the order id’s first eight hex digits, upper case, in two groups', () => {
    expect(orderReference('3f2a9c1b-0d4e-4a5b-8c6d-7e8f9a0b1c2d')).toBe('MW-3F2A-9C1B');
  });

  it('is the same for the same order and differs when the start of the id does', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), (a, b) => {
        expect(orderReference(a)).toMatch(/^MW-[0-9A-F]{4}-[0-9A-F]{4}$/);
        expect(orderReference(a) === orderReference(b)).toBe(a.slice(0, 8).toLowerCase() === b.slice(0, 8).toLowerCase());
      }),
    );
  });
});

describe('receiptDate and receiptKey', () => {
  it('writes the UTC day in full', () => {
    expect(receiptDate(new Date('2026-11-26T21:03:00Z'))).toBe('26 November 2026');
    expect(receiptDate(new Date('2026-12-31T23:59:59Z'))).toBe('31 December 2026');
  });

  it('keys a receipt by its order', () => {
    expect(receiptKey('abc')).toBe('receipt:abc');
  });
});
