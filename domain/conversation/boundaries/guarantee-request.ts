import { followedBy, foldForMatching } from '../../kernel';

/**
 * A request for certainty in plain words, beyond the keyword list ('guarantee', 'promise me'):
 * 'will my ex come back for sure?', 'guarentee I'll get the job?', 'promise it works',
 * 'is it 100% going to happen'. A certainty word counts only after a word about the future
 * in the same sentence, and only in a question or a request, so 'I know for sure I was born at
 * 3pm', 'I'm not sure' and 'he will definitely come back' stay plain messages. A question is a
 * question mark, a question word first, or a question's word order ('…tonight will my ex come back').
 */
const GUARANTEE_TYPO = /\b(guarante+s?|guarant[ae]e[ds]?|guarentee[ds]?|guarenteed|gaurantee[ds]?|garantee[ds]?|garuntee[ds]?|guarnatee[ds]?|guranteed?|gurantee[ds]?|guarenty|guaranty)\b/;
/** Asked of Luna ('promise me', 'please promise it works'), not the visitor's own promise ('I promise I'll journal'). */
const PROMISE_ME = /\b(promise|promis|promiss|pormise|prmoise|swear) (me|us)\b/;
const PROMISE = /(^|\b(you|u|pls|plz|please|just|and|but|so|then|now|ok|okay)\b )(promise|promis|promiss|pormise|prmoise|swear)( to)? (it|that|this|its|itll|he|she|they|you will|ill|i will|i ll)\b/;
const CAN_YOU_PROMISE = /\b(can|could|will|would|do) (you|u) (promise|swear|assure me|tell me for sure|say for sure)\b/;
const FUTURE = /\b(will|would|gonna|going to|is it going|does it|do they|does this|does that|can it|can this|will it|is this|is it|am i)\b/g;
const CERTAINTY = /\b(for sure|for certain|definitely|definately|definetly|definitly|defo|deffo|certainly|surely|100 percent|a hundred percent|one hundred percent|guaranteed|no matter what|without fail|for a fact|no doubt)\b|\b100 ?%/g;
const IS_IT_CERTAIN = /\bis (it|that|this) (certain|sure|a sure thing|guaranteed)\b|\b(how|what are the) (sure|certain)\b|\bsure thing\b/;
const ASKS = /\?|^(will|would|is|are|can|could|does|do|am|promise|guarantee|tell me|please)\b|\b(tell me|promise|please|i need to know|i want to know)\b|\b(will|would|does|can) (my|i|he|she|it|they|this|that|the|we|things|everything)\b/;

/** Whether the message asks Luna to guarantee an outcome. */
export const asksForGuarantee = (text: string): boolean => {
  const folded = foldForMatching(text).replace(/['’]/g, '').replace(/\s+/g, ' ').trim();
  if (GUARANTEE_TYPO.test(folded)) return true;
  if (!ASKS.test(folded)) return false;
  if (PROMISE_ME.test(folded) || PROMISE.test(folded) || CAN_YOU_PROMISE.test(folded) || IS_IT_CERTAIN.test(folded)) return true;
  return followedBy(folded, FUTURE, CERTAINTY, { gap: (char) => !'.!?\n'.includes(char) });
};
