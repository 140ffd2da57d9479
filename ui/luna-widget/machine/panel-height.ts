/** Chat panel height in CSS pixels (§5, §9). */
export const CHAT_HEIGHT_DEFAULT = 520;
export const CHAT_HEIGHT_MIN = 360;
/** The panel leaves this much of the window free, so the page and the launcher stay visible. */
export const CHAT_HEIGHT_WINDOW_MARGIN = 96;
export const CHAT_HEIGHT_STEP = 24;

export type ChatHeightStep = 'up' | 'down';

/**
 * The tallest the panel may be: window height minus 96. On a window so small that this falls
 * below the minimum, the minimum wins (the panel keeps its 360 px and the page scrolls); a
 * window height that is not a number puts no upper bound.
 */
export const maxChatHeight = (windowHeight: number): number =>
  Number.isNaN(windowHeight)
    ? Number.POSITIVE_INFINITY
    : Math.max(CHAT_HEIGHT_MIN, windowHeight - CHAT_HEIGHT_WINDOW_MARGIN);

/**
 * Keeps a height within [360, max(360, window height - 96)], in whole pixels so a dragged height
 * persists cleanly and keyboard steps stay exact; a height that is not a number becomes the default.
 */
export const clampChatHeight = (height: number, windowHeight: number): number => {
  const wanted = Number.isNaN(height) ? CHAT_HEIGHT_DEFAULT : Math.round(height);
  return Math.min(maxChatHeight(windowHeight), Math.max(CHAT_HEIGHT_MIN, wanted));
};

/**
 * One keyboard step on the resize handle. The handle sits on the panel's top edge, so ArrowUp
 * ('up') drags the edge up and makes the panel taller; ArrowDown makes it shorter.
 */
export const stepChatHeight = (height: number, direction: ChatHeightStep, windowHeight: number): number =>
  clampChatHeight(
    clampChatHeight(height, windowHeight) + (direction === 'up' ? CHAT_HEIGHT_STEP : -CHAT_HEIGHT_STEP),
    windowHeight,
  );

/** The height persisted in browser storage, read back; anything unreadable gives the default. */
export const storedChatHeight = (stored: string | null | undefined, windowHeight: number): number => {
  const parsed = stored === null || stored === undefined || stored.trim() === '' ? Number.NaN : Number(stored);
  return clampChatHeight(Number.isFinite(parsed) ? parsed : Number.NaN, windowHeight);
};
