import type { LunaChatAssistantResponse, LunaSessionUpdates } from '../../../contracts/luna-chat-assistant.contract';

/** The session as luna-chat-assistant reports it for a visitor it knows nothing about yet: for the widget's tests. */
export const sessionUpdatesFixture = (over: Partial<LunaSessionUpdates> = {}): LunaSessionUpdates => ({
  sessionToken: 'token-1',
  sessionId: 'session-1',
  turnNumber: 1,
  stage: 'ANONYMOUS',
  conversationState: 'conversing',
  name: null,
  email: null,
  emailVerified: false,
  birthDate: null,
  birthTime: null,
  birthLocation: null,
  confirmations: { email: false, birthDate: false, birthLocation: false },
  pendingConfirmation: null,
  confirmOverwrite: false,
  pendingOverwrite: false,
  lastGeneratedAt: null,
  profileId: null,
  ...over,
});

/** A plain reply from luna-chat-assistant, with no reading, no quick replies and no persona: for the widget's tests. */
export const chatAnswerFixture = (
  response: string,
  over: { messageId: string; quickReplies?: LunaChatAssistantResponse['response_metadata']['quickReplies']; session?: Partial<LunaSessionUpdates> },
): LunaChatAssistantResponse => ({
  response,
  response_metadata: { quickReplies: over.quickReplies ?? [], stage: 'ANONYMOUS', messageId: over.messageId, model: 'scripted' },
  session_updates: sessionUpdatesFixture(over.session),
  moon_reading_generated: false,
  reading_url: null,
  response_type: null,
  response_details: {},
  detectedPersona: null,
  personaArchetype: null,
  requires_clarification: false,
});
