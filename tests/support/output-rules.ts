import { sanitiseAssistantText } from '../../domain/kernel';

/**
 * The outgoing-text rules of §1, for tests of any text Luna says as written (fallback
 * sentences, refusals): an independent statement of the rules, and the sanitiser must have
 * nothing left to change.
 */
export const breaksOutputRules = (text: string): boolean =>
  sanitiseAssistantText(text) !== text ||
  text.includes('—') ||
  /\d\s*(%|percent)/i.test(text) ||
  /\bwithin\s+\S+\s+(days?|weeks?)\b/i.test(text) ||
  /rare alignment/i.test(text);

export const wordCount = (text: string): number => text.split(/\s+/).filter((word) => word.length > 0).length;
