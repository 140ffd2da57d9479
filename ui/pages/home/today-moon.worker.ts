import { brightLimbAngleAt, currentCycle, type LunarCycle } from '../../../domain/sky';

/** What the worker answers: the lunar cycle at the moment, and which way the Moon's lit side faces. */
export interface TodayMoonSky {
  cycle: LunarCycle;
  /** The bright limb's position angle, degrees from north through east. */
  brightLimbAngle: number;
}

/**
 * Today's sky, off the page's main thread: astronomy-engine's searches for the next new and full
 * moon take a slow phone a few hundred milliseconds, which would hold up taps and scrolling.
 * Each message is a moment (ms since the epoch); the answer is the sky at that moment.
 */
addEventListener('message', (event: MessageEvent<number>) => {
  const answer: TodayMoonSky = { cycle: currentCycle(event.data), brightLimbAngle: brightLimbAngleAt(event.data) };
  postMessage(answer);
});
