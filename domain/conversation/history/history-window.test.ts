import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HISTORY_WINDOW, historyWindow, loadableHistory } from './history-window';

const historyArb = fc.array(fc.nat(), { maxLength: 60 });
const roleArb = fc.constantFrom('user', 'assistant', 'system', 'tool', '');
const rowsArb = fc.array(fc.record({ role: roleArb, content: fc.string() }), { maxLength: 40 });

describe('historyWindow', () => {
  it('keeps the last 24 messages', () => {
    const history = Array.from({ length: 30 }, (_, i) => i);
    expect(historyWindow(history)).toEqual(history.slice(6));
  });

  it('is never longer than 24 messages', () => {
    fc.assert(
      fc.property(historyArb, (history) => {
        expect(historyWindow(history).length).toBeLessThanOrEqual(HISTORY_WINDOW);
      }),
    );
  });

  it('is a suffix of the history', () => {
    fc.assert(
      fc.property(historyArb, (history) => {
        const window = historyWindow(history);
        expect(history.slice(history.length - window.length)).toEqual(window);
      }),
    );
  });

  it('keeps a history of 24 messages or fewer whole', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: HISTORY_WINDOW }), (history) => {
        expect(historyWindow(history)).toEqual(history);
      }),
    );
  });
});

describe('loadableHistory', () => {
  it('drops messages whose role is neither user nor assistant', () => {
    const rows = [
      { role: 'system', content: 'prompt' },
      { role: 'user', content: 'hi' },
      { role: 'tool', content: '{}' },
      { role: 'assistant', content: 'hello' },
    ];
    expect(loadableHistory(rows)).toEqual([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'hello' },
    ]);
  });

  it('keeps only user and assistant messages', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        expect(loadableHistory(rows).every((row) => row.role === 'user' || row.role === 'assistant')).toBe(true);
      }),
    );
  });

  it('loses no user or assistant message', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const wanted = rows.filter((row) => row.role === 'user' || row.role === 'assistant').length;
        expect(loadableHistory(rows).length).toBe(wanted);
      }),
    );
  });
});
