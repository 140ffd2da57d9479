/** 'GMT', 'GMT+05:30', 'GMT-04:56:02': Intl's longOffset names (seconds kept when the offset has them). */
const LONG_OFFSET = /^GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** An Intl longOffset name as seconds east of UTC. */
export const parseLongOffset = (text: string): number => {
  const match = LONG_OFFSET.exec(text);
  if (!match) throw new RangeError(`Unexpected offset from Intl: ${text}`);
  const [, sign, hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return sign === '-' ? -total : total;
};
