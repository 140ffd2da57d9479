import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHAT_HEIGHT_DEFAULT,
  CHAT_HEIGHT_MIN,
  CHAT_HEIGHT_STEP,
  CHAT_HEIGHT_WINDOW_MARGIN,
  clampChatHeight,
  stepChatHeight,
  storedChatHeight,
} from './panel-height';

const heightArb = fc.double({ min: -2000, max: 5000, noNaN: true });
const stepArb = fc.constantFrom('up' as const, 'down' as const);
const windowHeightArb = fc.integer({ min: 0, max: 3000 });
/** A whole-pixel height with room for one step up, and the window it sits in. */
const roomyPanelArb = fc
  .integer({ min: CHAT_HEIGHT_MIN + CHAT_HEIGHT_WINDOW_MARGIN + CHAT_HEIGHT_STEP, max: 3000 })
  .chain((windowHeight) =>
    fc.tuple(
      fc.integer({ min: CHAT_HEIGHT_MIN, max: windowHeight - CHAT_HEIGHT_WINDOW_MARGIN - CHAT_HEIGHT_STEP }),
      fc.constant(windowHeight),
    ),
  );
const upperBound = (windowHeight: number) => Math.max(CHAT_HEIGHT_MIN, windowHeight - CHAT_HEIGHT_WINDOW_MARGIN);

describe('clampChatHeight', () => {
  it('keeps a height that fits', () => {
    expect(clampChatHeight(CHAT_HEIGHT_DEFAULT, 900)).toBe(520);
  });

  it('raises a height below 360 to 360', () => {
    expect(clampChatHeight(200, 900)).toBe(360);
  });

  it('lowers a height to the window height minus 96', () => {
    expect(clampChatHeight(800, 700)).toBe(604);
  });

  it('lets the minimum win on a window too small for it', () => {
    expect(clampChatHeight(500, 400)).toBe(CHAT_HEIGHT_MIN);
  });

  it('rounds a dragged height to whole pixels', () => {
    expect(clampChatHeight(480.6, 900)).toBe(481);
  });

  it('replaces a height that is not a number with the default', () => {
    expect(clampChatHeight(Number.NaN, 900)).toBe(CHAT_HEIGHT_DEFAULT);
  });

  it('always lands within 360 and the larger of 360 and the window height minus 96', () => {
    fc.assert(
      fc.property(heightArb, windowHeightArb, (height, windowHeight) => {
        const clamped = clampChatHeight(height, windowHeight);
        expect(clamped).toBeGreaterThanOrEqual(CHAT_HEIGHT_MIN);
        expect(clamped).toBeLessThanOrEqual(upperBound(windowHeight));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(heightArb, windowHeightArb, (height, windowHeight) => {
        const once = clampChatHeight(height, windowHeight);
        expect(clampChatHeight(once, windowHeight)).toBe(once);
      }),
    );
  });
});

describe('stepChatHeight', () => {
  it('makes the panel 24 px taller on ArrowUp, since the handle sits on its top edge', () => {
    expect(stepChatHeight(520, 'up', 900)).toBe(544);
  });

  it('makes the panel 24 px shorter on ArrowDown', () => {
    expect(stepChatHeight(520, 'down', 900)).toBe(496);
  });

  it('stops at the bounds', () => {
    expect(stepChatHeight(370, 'down', 900)).toBe(CHAT_HEIGHT_MIN);
    expect(stepChatHeight(800, 'up', 900)).toBe(804);
  });

  it('returns to the start after a step up and a step down when no bound is hit', () => {
    fc.assert(
      fc.property(roomyPanelArb, ([height, windowHeight]) => {
        expect(stepChatHeight(stepChatHeight(height, 'up', windowHeight), 'down', windowHeight)).toBe(height);
      }),
      { examples: [[[CHAT_HEIGHT_DEFAULT, 900]]] },
    );
  });

  it('never leaves the bounds', () => {
    fc.assert(
      fc.property(heightArb, stepArb, windowHeightArb, (height, step, windowHeight) => {
        const stepped = stepChatHeight(height, step, windowHeight);
        expect(stepped).toBeGreaterThanOrEqual(CHAT_HEIGHT_MIN);
        expect(stepped).toBeLessThanOrEqual(upperBound(windowHeight));
      }),
    );
  });
});

describe('storedChatHeight', () => {
  it('reads back a stored height', () => {
    expect(storedChatHeight('600', 900)).toBe(600);
  });

  it.each([null, undefined, '', 'tall', 'Infinity'])('falls back to the default for %j', (stored) => {
    expect(storedChatHeight(stored, 900)).toBe(CHAT_HEIGHT_DEFAULT);
  });

  it('clamps a stored height to the current window', () => {
    expect(storedChatHeight('900', 700)).toBe(604);
  });
});
