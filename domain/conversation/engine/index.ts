/** Luna's conversation: reading messages, the conversation machine, the scripted replies, the reading. */
export { CHAT_ANALYTICS_EVENTS, ONCE_PER_CONVERSATION, eventsToRecord, type AnalyticsEvent } from './analytics';
export { absorbMessage, GOAL_ASKS_BEFORE_MOVING_ON, NAME_ASKS_BEFORE_MOVING_ON, type ConversationContext, type ReadingSigns } from './absorb';
export { birthFlowOutcome, birthFlowSnapshot, restartBirthFlow, startBirthFlow, stepBirthFlow, type BirthFlow } from './birth-flow';
export {
  CONVERSATION_EVENT_DESCRIPTIONS,
  conversationMachine,
  conversationSteps,
  expectationOf,
  initialConversationContext,
  nextMissingDetail,
  type ConversationEvent,
  type ConversationEventType,
  type ConversationSnapshot,
  type ConversationState,
} from './conversation.machine';
export { makeReading, readingFromChart, UNNAMED_VISITOR, type MadeReading, type ReadingRequest } from './make-reading';
export { composeReply, READING_NOTICES, type ReplyOptions, type ReplyPlan } from './replies';
export { NO_NOTES, type LearnedDetail, type Outcome, type Problem, type TurnNotes } from './turn-notes';
export { knownDetailsOf, type KnownDetails } from './understand-correction';
export { understandMessage, type Expectation, type UnderstandOptions, type Understanding, type YesNo } from './understand';
export { birthLocationOf, type CountryHint, PLACE_CHOICES_MAX, understandPlace, type PlaceFinder, type PlaceUnderstanding } from './understand-place';
export { dateOrderIn, type Residence, residenceIn, settleDateOrder } from './residence';
export { careInCrisis, identityReply, scriptedLanguageModel } from './scripted-model';
export { VERIFY_REPLIES } from './verify-replies';
