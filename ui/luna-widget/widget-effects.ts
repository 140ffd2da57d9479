import { fromPromise } from 'xstate';
import type { BrowserStore } from '../browser-storage';
import type { LunaChatAssistantResponse, LunaSessionUpdates } from '../../contracts/luna-chat-assistant.contract';
import type { Clock, IdSource } from '../../domain/kernel';
import { isSessionExpired, isTokenExpired } from '../../domain/conversation';
import type { UserStage } from '../../domain/conversation';
import type { StartResult } from './machine/widget-session';
import { birthDataOf } from './machine/widget-session';
import { widgetMachine, type ProfileLink, type WidgetPage } from './machine/widget.machine';
import { fetchHistory, fetchSession, isBrowserMadeToken, isRetiredToken, linkSessionToProfile, newSessionToken, sendToLuna, sendToLunaFallback, sessionExists, upsertSession } from './luna-chat-client';

/** How many messages a stored snapshot keeps (the local session's only copy). */
const SNAPSHOT_MESSAGES = 60;

export interface WidgetEffectPorts {
  store: BrowserStore;
  clock: Clock;
  warn: (message: string, error?: unknown) => void;
}

let localCounter = 0;
/** Ids for messages made in this browser: unique across page loads, since snapshots keep them. */
export const browserMessageIds = (clock: Clock): IdSource => ({
  newId: () => {
    localCounter += 1;
    return `${clock.now().toString(36)}-${localCounter}`;
  },
});

/**
 * The session token for this visit: the stored one while it is within its 7-day lifetime and
 * its session has not idled out (§4, §9) and it is not retired, otherwise a new one (and the
 * old snapshot goes).
 */
export const sessionTokenForThisVisit = (store: BrowserStore, clock: Clock): string => {
  const stored = store.get('sessionToken');
  const snapshot = store.get('sessionSnapshot');
  const idle = snapshot !== null && snapshot.sessionToken === stored?.token && isSessionExpired({ is_active: true, last_activity: snapshot.lastActivity }, clock);
  if (stored !== null && !isTokenExpired(stored.issuedAt, clock) && !idle && !isRetiredToken(stored.token)) return stored.token;
  const token = newSessionToken();
  store.set('sessionToken', { token, issuedAt: clock.now() });
  store.remove('sessionSnapshot');
  return token;
};

/** The token the server answered under replaces the widget's own (ADR 012), for this visit and the next. */
const keepServerToken = (store: BrowserStore, clock: Clock, token: string): void => {
  if (store.get('sessionToken')?.token !== token) store.set('sessionToken', { token, issuedAt: clock.now() });
};

/** §4 start: a local snapshot if the backend failed last time, else the link to a profile, the session and its history. */
const startSession = async (
  { store, clock, warn }: WidgetEffectPorts,
  { sessionToken: sent, profile, page }: { sessionToken: string; profile: ProfileLink | null; page: WidgetPage },
): Promise<StartResult> => {
  const snapshot = store.get('sessionSnapshot');
  if (snapshot !== null && snapshot.sessionToken === sent && snapshot.isLocal) {
    return { kind: 'local', messages: snapshot.messages, turnNumber: snapshot.turnNumber };
  }
  let sessionToken = sent;
  let linkedStage: UserStage | null = null;
  if (profile !== null) {
    try {
      // The link names the session it joined: a fresh one of the server's when this browser's token was its own.
      const linked = await linkSessionToProfile(sessionToken, profile.profile.id, profile.accessToken);
      linkedStage = linked.stage;
      sessionToken = linked.sessionToken;
      keepServerToken(store, clock, sessionToken);
      await upsertSession(sessionToken, { entry_page: page.pathname.slice(0, 255) });
    } catch (error) {
      warn('Luna could not link this chat to your profile; carrying on without it.', error);
    }
  }
  // A token the widget made itself names no session yet, so there is nothing to read (and the
  // table API would refuse it). One the server issued may still have none: an empty list, not a 404.
  const none: StartResult = { kind: 'server', session: null, variant: null, linkedStage, history: [], sessionToken };
  if (isBrowserMadeToken(sessionToken) || !(await sessionExists(sessionToken))) return none;
  const found = await fetchSession(sessionToken);
  if (found === null) return none;
  const history = await fetchHistory(sessionToken, found.session.sessionId);
  rememberSessionDetails(store, found.session);
  return { kind: 'server', session: found.session, variant: found.variant, linkedStage, history, sessionToken };
};

/** The browser's copy of what the server holds: birth data (cleared when it holds none) and user context. */
const rememberSessionDetails = (store: BrowserStore, session: LunaSessionUpdates, persona: LunaChatAssistantResponse['personaArchetype'] = null): void => {
  const birthData = birthDataOf(session);
  if (birthData === null) store.remove('birthData');
  else store.set('birthData', birthData);
  const context = store.get('userContext') ?? {};
  store.set('userContext', {
    ...context,
    session_token: session.sessionToken,
    ...(session.profileId ? { profile_id: session.profileId } : {}),
    ...(session.name ? { firstName: session.name } : {}),
    ...(session.email ? { email: session.email } : {}),
    ...(session.birthDate ? { birthDate: session.birthDate } : {}),
    ...(session.birthTime ? { birthTime: session.birthTime } : {}),
    ...(session.birthLocation ? { birthPlace: session.birthLocation.displayName } : {}),
    hasReading: session.lastGeneratedAt !== null || context.hasReading === true,
    ...(persona ? { personaArchetype: persona } : {}),
  });
};

/** §7's session_data for the fallback call: the session as this browser knows it, without the transcript. */
const fallbackSessionData = (store: BrowserStore, sessionToken: string): Record<string, unknown> => {
  const snapshot = store.get('sessionSnapshot');
  const { messages: _messages, ...session } = snapshot ?? { messages: [] };
  return { ...session, sessionToken, ...(store.get('birthData') ?? {}) };
};

/**
 * The widget machine with its effects bound: the calls to the server and browser storage.
 * Everything the widget knows stays in the machine; these only do.
 */
export const widgetWithEffects = (ports: WidgetEffectPorts) => {
  const { store, clock, warn } = ports;
  return widgetMachine.provide({
    actors: {
      startSession: fromPromise(({ input }) => startSession(ports, input)),
      sendMessage: fromPromise(({ input }) => sendToLuna({ message: input.text, sessionToken: input.sessionToken, userContext: store.get('userContext') })),
      fallbackChat: fromPromise(({ input }) =>
        sendToLunaFallback(input, { userContext: store.get('userContext'), sessionData: fallbackSessionData(store, input.sessionToken) }),
      ),
      readHistory: fromPromise(({ input }) => fetchHistory(input.sessionToken, input.sessionId)),
    },
    actions: {
      persistMinimised: () => void store.set('chatMinimised', true),
      clearMinimised: () => void store.remove('chatMinimised'),
      persistTranscript: (_, { session, messages }) =>
        void store.set('sessionSnapshot', {
          sessionId: session.id ?? session.token,
          sessionToken: session.token,
          threadId: null,
          turnNumber: session.turnNumber,
          stage: session.stage,
          variant: session.variant,
          lastActivity: clock.now(),
          isLocal: session.local,
          messages: messages.slice(-SNAPSHOT_MESSAGES).map(({ failed: _failed, ...message }) => message),
        }),
      persistSessionDetails: (_, { answer }) => {
        keepServerToken(store, clock, answer.session_updates.sessionToken);
        rememberSessionDetails(store, answer.session_updates, answer.personaArchetype);
      },
      logStartupFailure: (_, { error }) => warn('Luna could not start the chat session; showing the welcome instead.', error),
      logHistoryReadFailure: (_, { error }) => warn('Luna could not re-read the chat history.', error),
    },
  });
};
