import { MS_PER_HOUR, MS_PER_SECOND } from './civil-time';

/**
 * Six hours: real zones never change offset twice within that span and come back, so a
 * change between two samples is a single transition.
 */
export const DEFAULT_SAMPLE_STEP_MS = 6 * MS_PER_HOUR;

/**
 * The instants in (fromMs, toMs] at which `valueAt` changes, ascending, each the first
 * whole second with the new value. For sources that can only be asked "what is it at t?"
 * (ICU through Intl): sample every `stepMs`, then bisect to the second, because tz
 * transitions fall on whole seconds.
 */
export const findChanges = <T>(
  valueAt: (ms: number) => T,
  fromMs: number,
  toMs: number,
  stepMs: number = DEFAULT_SAMPLE_STEP_MS,
): number[] => {
  const changes: number[] = [];
  let left = fromMs;
  let leftValue = valueAt(left);
  while (left < toMs) {
    const right = Math.min(left + stepMs, toMs);
    const rightValue = valueAt(right);
    if (rightValue !== leftValue) changes.push(bisectChange(valueAt, left, leftValue, right));
    left = right;
    leftValue = rightValue;
  }
  return changes;
};

/** The first whole second in (low, high] whose value differs from `lowValue`. */
const bisectChange = <T>(valueAt: (ms: number) => T, low: number, lowValue: T, high: number): number => {
  // Transitions fall on whole seconds, so the whole seconds around low and high carry
  // the same values as low and high.
  let lo = Math.floor(low / MS_PER_SECOND);
  let hi = Math.ceil(high / MS_PER_SECOND);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (valueAt(mid * MS_PER_SECOND) === lowValue) lo = mid;
    else hi = mid;
  }
  return Math.max(low, Math.min(hi * MS_PER_SECOND, high));
};
