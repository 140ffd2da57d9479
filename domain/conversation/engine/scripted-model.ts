import { careReply, countryNamedIn, detectCrisis, respondToBoundary, classifyTopic, NO_BOUNDARIES_RAISED, type BoundaryCounts } from '../boundaries';
import { sanitiseAssistantText, shapeReply } from '../../kernel';
import { answerFreeQuestion } from '../voice';
import { detectPersona, fallbackSentence } from '../persona';
import type { LanguageModel, LlmRequest } from '../../kernel';
import { identityLine } from './replies';
import { understandsAsInstructionOrIdentity } from './understand';

/** How Luna introduces herself when asked what she is: she never claims or denies being a program. */
export const identityReply = (brandName: string): string => `${identityLine(brandName)} What would you like to explore together?`;

/**
 * Luna's care answer when the latest of the visitor's messages signals a crisis, worded by how
 * many of their messages did, with the help lines of a country they named; null otherwise. The
 * luna-chat call answers with it before any model is asked.
 */
export const careInCrisis = (userTexts: readonly string[]): string | null => {
  const kind = detectCrisis(userTexts.at(-1) ?? '');
  if (kind === null) return null;
  const timesSeen = userTexts.filter((text) => detectCrisis(text) !== null).length;
  const country = countryNamedIn(userTexts.at(-1) ?? '') ?? countryNamedIn([...userTexts].reverse().join(' \n '));
  return shapeReply(sanitiseAssistantText(careReply(kind, country, timesSeen).text));
};

/**
 * The scripted Luna as a language model: the embedded default behind luna-chat. It reads the
 * visitor's messages the way the conversation engine does (boundaries, her identity, the
 * common questions from the site's own content, the persona) and answers deterministically.
 */
export const scriptedLanguageModel = (brandName: string): LanguageModel => ({
  name: 'scripted',
  complete: async ({ messages }: LlmRequest) => {
    const userTexts = messages.filter((m) => m.role === 'user').map((m) => m.content);
    const last = userTexts.at(-1) ?? '';
    const persona = detectPersona(userTexts.slice(-6));
    const pick = userTexts.length;
    const crisis = careInCrisis(userTexts);
    if (crisis !== null) return crisis;
    if (understandsAsInstructionOrIdentity(last)) return identityReply(brandName);
    let counts: BoundaryCounts = NO_BOUNDARIES_RAISED;
    let reply: string | null = null;
    for (const text of userTexts) {
      const step = respondToBoundary(counts, classifyTopic(text));
      counts = step.counts;
      reply = step.reply?.text ?? null;
    }
    const text = reply ?? answerFreeQuestion(last, { persona, pick })?.answer ?? fallbackSentence(persona ?? 'pragmatic-professional', pick);
    return shapeReply(sanitiseAssistantText(text));
  },
});
