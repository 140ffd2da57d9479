/**
 * Luna's conversation: the conversation machine and its understanding of what people type, her
 * voice and answers, the model prompt, personas, chat history and sessions, the visitor's stage,
 * and the topics she keeps to (with care in a crisis).
 */
export { BOUNDARY_REPLIES, BOUNDARY_TOPICS, classifyTopic, detectCrisis } from './boundaries';
export { BOUNDARY_KEYWORDS } from './boundaries/topics';
export { EMPTY_MESSAGE_REPLY, HELP_TEXT, RESET_GREETING, STATUS_EMPTY_REPLY, normaliseMessage, parseSlashCommand, statusSummary } from './chat-text';
export { RESET_FAILURE_REPLY } from './chat-text/slash-commands';
export type { SlashCommand } from './chat-text/slash-commands';
export { INTRODUCTION, asksForReading, asksForReadingLink } from './engine/absorb';
export { READING_NOTICES, VERIFY_REPLIES, birthFlowOutcome, birthFlowSnapshot, birthLocationOf, careInCrisis, composeReply, conversationMachine, conversationSteps, eventsToRecord, expectationOf, initialConversationContext, knownDetailsOf, makeReading, scriptedLanguageModel, understandMessage } from './engine';
export type { AnalyticsEvent, ConversationContext, ConversationEvent, ConversationSnapshot, ReadingSigns, ReplyPlan } from './engine';
export { readingFromChart } from './engine/make-reading';
export type { PlaceFinder } from './engine/understand-place';
export type { ChatMessage, QuickReplyOption } from './history/chat-message';
export { CONTINUITY_HEADER_TITLE, HISTORY_WINDOW, isChatRole, isReadingReady } from './history';
export { PERSONA_EVALUATION_SET, PERSONA_LABELS, crossValidate, crossValidation, detectPersona, evaluatePersonaModel, explainPersonas, isPersonaArchetypeId, labelledMessages, personaModel, scorePersonas, trainPersonaModel, unseenEvaluationSet } from './persona';
export type { Evaluation, PersonaLabel } from './persona';
export { factLines, lunaChatMessages, lunaInsightsFrom, lunaPersonaFrom, lunaSystemPrompt, modelReplyProblem } from './prompt';
export { claimsToBeAi } from './prompt/model-facts';
export type { ModelReplyProblem } from './prompt/model-facts';
export { SESSION_TOKEN_LIFETIME_MS, isSessionExpired, isTokenExpired, normalisePageViews } from './session';
export { advanceStage, isUserStage, stageEventsFromFacts } from './stage';
export type { UserStage } from './stage';
export { USER_STAGES } from './stage/stage';
export { asksForADate, asksHowToManifest, asksPhaseNaming } from './voice/free-questions';
export { answerFreeQuestion, formatSkyDate } from './voice';
