/**
 * Where Tab (or Shift+Tab) goes inside a focus trap of `length` controls, from the control at
 * `index` (-1 when focus is outside them): the next one, wrapping from the last to the first
 * and back.
 */
export const cycledIndex = (index: number, length: number, backwards: boolean): number => {
  if (length <= 0) return -1;
  if (index < 0) return backwards ? length - 1 : 0;
  return (index + (backwards ? length - 1 : 1)) % length;
};
