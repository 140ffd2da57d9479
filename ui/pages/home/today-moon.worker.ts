import { currentCycle } from '../../../domain/sky';

/**
 * Today's sky, off the page's main thread: astronomy-engine's searches for the next new and full
 * moon take a slow phone a few hundred milliseconds, which would hold up taps and scrolling.
 * Each message is a moment (ms since the epoch); the answer is the lunar cycle at that moment.
 */
addEventListener('message', (event: MessageEvent<number>) => postMessage(currentCycle(event.data)));
