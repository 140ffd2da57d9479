/**
 * Chat message normalisation (§5 "Chat message", §9 "Message cap").
 *
 * "Characters" are UTF-16 code units, i.e. `String.length`: that is what a textarea's
 * maxLength, the server's zod `.max()` and the database column all count, so one number
 * means the same thing everywhere. The cut never splits a surrogate pair, so an emoji at
 * the edge is dropped whole rather than left as half a character.
 */

import { collapseWhitespace, cutToLength } from '../../kernel';

export { collapseWhitespace };

export const MESSAGE_CAP = 2000;

export const EMPTY_MESSAGE_REPLY = 'I didn’t catch that. Could you try saying it another way?';

export type NormalisedMessage = { ok: true; text: string } | { ok: false; reply: string };

export const normaliseMessage = (input: string): NormalisedMessage => {
  const collapsed = collapseWhitespace(input);
  if (collapsed === '') return { ok: false, reply: EMPTY_MESSAGE_REPLY };
  // Cutting can leave a space at the edge; trim again so the text never ends in one.
  return { ok: true, text: cutToLength(collapsed, MESSAGE_CAP).trimEnd() };
};
