/**
 * The reading-ready follow-up (§5): the text shown under a reading-ready message after its
 * link to the reading. The reply usually opens with a 'Tap [here](…)' line, which the reading
 * button replaces, so that first line is dropped.
 */
const TAP_HERE = /^tap \[here\]/i;

/**
 * Leading whitespace (blank lines included) is trimmed before looking at the first line, so a
 * reply that begins with a newline is judged by its first visible line. The follow-up is
 * returned trimmed; when nothing but whitespace remains there is no follow-up (null).
 */
export const readingReadyFollowUp = (reply: string): string | null => {
  const text = reply.trimStart();
  const lineBreak = text.search(/\r?\n/);
  const firstLine = lineBreak === -1 ? text : text.slice(0, lineBreak);
  const rest = TAP_HERE.test(firstLine) ? text.slice(firstLine.length) : text;
  const followUp = rest.trim();
  return followUp === '' ? null : followUp;
};
