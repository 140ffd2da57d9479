import type { BrowserStore } from '../../domain/browser-storage';
import type { ChatMessage, QuickReplyOption } from '../../domain/chat-history';
import { HELP_TEXT, RESET_FAILURE_REPLY, RESET_GREETING, parseSlashCommand, statusSummary } from '../../domain/chat-text';
import type { PublicProfile } from '../../domain/contracts/functions.contract';
import type { LunaChatAssistantResponse, LunaSessionUpdates } from '../../domain/contracts/luna-chat-assistant.contract';
import type { Clock } from '../../domain/ports/clock';
import { isSessionExpired, isTokenExpired } from '../../domain/session';
import type { UserStage } from '../../domain/stage/stage';
import { WIDGET_SEND_FAILURE_MESSAGE } from '../../domain/widget/widget.machine';
import {
  fetchHistory,
  fetchSession,
  linkSessionToProfile,
  newSessionToken,
  resetSession,
  sessionExists,
  sendToLuna,
  upsertSession,
} from './luna-chat-client';
import { makeMessage, mergeHistory, replyMessage, SENT_PREFIX, type ShownMessage } from './transcript';

/** SPEC §4 "History re-read delay": the list is re-read from history this long after a reply. */
export const HISTORY_RESYNC_DELAY_MS = 100;
/** How many messages a stored snapshot keeps (the local session's only copy). */
const SNAPSHOT_MESSAGES = 60;

export const WELCOME_TEXT =
  'Hi, I’m Luna, your moon guide. 🌙 I can prepare your free moon reading in about 2 minutes, or we can talk through a goal or concern that’s on your mind. Where would you like to start?';
export const WELCOME_OPTIONS: QuickReplyOption[] = [
  { id: 'welcome_reading', label: 'Get my free moon reading', value: 'I’d love my free moon reading', tone: 'primary' },
  { id: 'welcome_goal', label: 'Help with a goal or concern', value: 'I’d like help with a goal or concern' },
];
export const welcomeBackText = (firstName: string): string =>
  `Welcome back, ${firstName}! 🌙 Your moon reading is right here. What would you like to explore together?`;
export const WELCOME_BACK_OPTIONS: QuickReplyOption[] = [
  { id: 'welcome_back_moon_sign', label: 'Explore my moon sign meaning', value: 'What does my moon sign mean for me?', tone: 'primary' },
  { id: 'welcome_back_goal', label: 'Get guidance on my goal', value: 'Can you guide me with my goal?' },
  { id: 'welcome_back_profile', label: 'Learn my full astrological profile', value: 'I’d like to learn about my full astrological profile' },
];

export interface ProfileLink {
  profile: PublicProfile;
  accessToken: string;
}

export interface ControllerPorts {
  store: BrowserStore;
  clock: Clock;
  setMessages: (update: (current: ShownMessage[]) => ShownMessage[]) => void;
  /** Marks a quick reply used (true) or usable again (false). */
  setQuickReplyUsed: (messageId: string, used: boolean) => void;
  warn: (message: string, error?: unknown) => void;
  schedule: (run: () => void, ms: number) => void;
}

/**
 * Everything the widget does besides drawing: the session token, the calls to the server, the
 * local session when the backend fails, and browser storage. One per mounted widget; the
 * machine's actors and actions call into it.
 */
export class ChatController {
  sessionToken: string | null = null;
  sessionId: string | null = null;
  turnNumber = 0;
  variant: string | null = null;
  stage: UserStage = 'ANONYMOUS';
  /** True while the chat runs on a local session because the backend failed. */
  isLocal = false;
  profile: ProfileLink | null = null;
  viewingReading = false;
  pathname = '/';
  /** The message whose quick reply is being sent: usable again if the send fails. */
  pendingQuickReplyOf: string | null = null;
  onClose: (() => void) | undefined;
  private latest: ShownMessage[] = [];

  constructor(private readonly ports: ControllerPorts) {}

  setPage(page: { onClose: (() => void) | undefined; pathname: string; viewingReading: boolean }): void {
    this.onClose = page.onClose;
    this.pathname = page.pathname;
    this.viewingReading = page.viewingReading;
  }

  setProfile(link: ProfileLink): void {
    this.profile = link;
  }

  /** The quick reply of this message is being sent (null: the reply arrived). */
  quickReplyChosen(messageId: string | null): void {
    this.pendingQuickReplyOf = messageId;
  }

  /** Called by the component whenever the transcript changes, so a snapshot can be stored. */
  transcriptChanged(messages: ShownMessage[]): void {
    this.latest = messages;
    this.saveSnapshot();
  }

  private saveSnapshot(): void {
    if (this.sessionToken === null) return;
    this.ports.store.set('sessionSnapshot', {
      sessionId: this.sessionId ?? this.sessionToken,
      sessionToken: this.sessionToken,
      threadId: null,
      turnNumber: this.turnNumber,
      stage: this.stage,
      variant: this.variant,
      lastActivity: this.ports.clock.now(),
      isLocal: this.isLocal,
      messages: this.latest.slice(-SNAPSHOT_MESSAGES).map(({ failed: _failed, ...message }) => message),
    });
  }

  private tokenForThisVisit(): string {
    const { store, clock } = this.ports;
    const stored = store.get('sessionToken');
    const snapshot = store.get('sessionSnapshot');
    const idle =
      snapshot !== null && snapshot.sessionToken === stored?.token && isSessionExpired({ is_active: true, last_activity: snapshot.lastActivity }, clock);
    if (stored !== null && !isTokenExpired(stored.issuedAt, clock) && !idle) return stored.token;
    const token = newSessionToken();
    store.set('sessionToken', { token, issuedAt: clock.now() });
    store.remove('sessionSnapshot');
    return token;
  }

  /** Start (SPEC §4): the session, the link to a profile, then the stored history if any. */
  async start(): Promise<readonly ChatMessage[]> {
    const token = this.tokenForThisVisit();
    this.sessionToken = token;
    const snapshot = this.ports.store.get('sessionSnapshot');
    if (snapshot !== null && snapshot.sessionToken === token && snapshot.isLocal) {
      // The backend failed last time: these messages are the only copy.
      this.isLocal = true;
      this.turnNumber = snapshot.turnNumber;
      return snapshot.messages;
    }
    if (this.profile !== null) await this.linkProfile(token, this.profile);
    // A token the server has never seen has no history: asked through the table API, that is an
    // empty list rather than a 404 the browser would report.
    if (!(await sessionExists(token))) return [];
    const session = await fetchSession(token);
    if (session === null) return [];
    this.absorbSession(session.session);
    this.variant = session.variant;
    return fetchHistory(token, session.session.sessionId);
  }

  private async linkProfile(token: string, { profile, accessToken }: ProfileLink): Promise<void> {
    try {
      await upsertSession(token, { entry_page: this.pathname.slice(0, 255) });
      const linked = await linkSessionToProfile(token, profile.id, accessToken);
      this.stage = linked.stage;
    } catch (error) {
      this.ports.warn('Luna could not link this chat to your profile; carrying on without it.', error);
    }
  }

  private absorbSession(session: LunaSessionUpdates): void {
    this.sessionId = session.sessionId;
    this.turnNumber = session.turnNumber;
    this.stage = session.stage;
    const pending = session.pendingConfirmation;
    const pendingValue =
      pending?.field === 'email' && session.email
        ? { field: 'email' as const, value: session.email, display: pending.display }
        : pending?.field === 'birthDate' && session.birthDate
          ? { field: 'birthDate' as const, value: session.birthDate, display: pending.display }
          : pending?.field === 'birthLocation' && session.birthLocation
            ? { field: 'birthLocation' as const, value: session.birthLocation, display: pending.display }
            : null;
    const hasAny = session.email !== null || session.birthDate !== null || session.birthLocation !== null || session.birthTime !== null;
    if (hasAny) {
      this.ports.store.set('birthData', {
        email: session.email,
        emailVerified: false,
        birthDate: session.birthDate,
        birthTime: session.birthTime,
        birthLocation: session.birthLocation,
        lastGeneratedAt: session.lastGeneratedAt,
        confirmations: session.confirmations,
        pendingConfirmation: pendingValue,
        confirmOverwrite: session.confirmOverwrite,
        pendingOverwrite: session.pendingOverwrite,
      });
    }
    const context = this.ports.store.get('userContext') ?? {};
    this.ports.store.set('userContext', {
      ...context,
      session_token: session.sessionToken,
      ...(session.profileId ? { profile_id: session.profileId } : {}),
      ...(session.name ? { firstName: session.name } : {}),
      ...(session.email ? { email: session.email } : {}),
      ...(session.birthDate ? { birthDate: session.birthDate } : {}),
      ...(session.birthTime ? { birthTime: session.birthTime } : {}),
      ...(session.birthLocation ? { birthPlace: session.birthLocation.displayName } : {}),
      hasReading: session.lastGeneratedAt !== null || context.hasReading === true,
    });
  }

  /** The welcome (SPEC §4): personalised when viewing a reading with a token. */
  welcome(): ShownMessage {
    const firstName = this.profile?.profile.first_name?.trim();
    if (this.viewingReading && firstName) return makeMessage('assistant', welcomeBackText(firstName), { quickReplies: WELCOME_BACK_OPTIONS });
    return makeMessage('assistant', WELCOME_TEXT, { quickReplies: WELCOME_OPTIONS });
  }

  /** The visitor's message as it shows at once: commands answered here stay local. */
  userMessage(text: string): ShownMessage {
    const command = parseSlashCommand(text);
    const local = command === '/status' || command === '/help' || command === '/reset';
    return makeMessage('user', text, { sent: !local });
  }

  /** Luna's answer to one message (the machine's sendMessage actor). Rejects when sending failed. */
  async respond(text: string): Promise<ShownMessage> {
    const command = parseSlashCommand(text);
    if (command === '/status') return makeMessage('assistant', statusSummary(this.ports.store.get('birthData')));
    if (command === '/help') return makeMessage('assistant', HELP_TEXT);
    if (command === '/reset') return this.reset();
    const answer = await this.send(command ?? text);
    return replyMessage(answer);
  }

  private async send(text: string): Promise<LunaChatAssistantResponse> {
    const token = this.sessionToken ?? this.tokenForThisVisit();
    this.sessionToken = token;
    const { store } = this.ports;
    const context = store.get('userContext');
    let answer: LunaChatAssistantResponse;
    try {
      answer = await sendToLuna({
        message: text,
        sessionToken: token,
        userContext: context,
      });
    } catch (error) {
      // SPEC §4 "Session": from here the chat keeps going on a local session.
      this.isLocal = true;
      this.saveSnapshot();
      throw error;
    }
    this.isLocal = false;
    this.absorbSession(answer.session_updates);
    if (answer.personaArchetype) {
      const persona = answer.personaArchetype;
      store.set('userContext', { ...(store.get('userContext') ?? {}), personaArchetype: persona });
    }
    this.ports.schedule(() => void this.resync(), HISTORY_RESYNC_DELAY_MS);
    return answer;
  }

  /** Re-reads the stored history and merges it in; a failed re-read changes nothing. */
  async resync(): Promise<void> {
    if (this.sessionToken === null || this.sessionId === null || this.isLocal) return;
    try {
      const history = await fetchHistory(this.sessionToken, this.sessionId);
      this.ports.setMessages((current) => {
        const merged = mergeHistory(current, history);
        return merged === current ? current : [...merged];
      });
    } catch (error) {
      this.ports.warn('Luna could not re-read the chat history.', error);
    }
  }

  private async reset(): Promise<ShownMessage> {
    const token = this.sessionToken;
    try {
      if (token === null || this.isLocal) throw new Error('There is no session on the server to reset.');
      if (this.sessionId !== null) await resetSession(token);
    } catch (error) {
      this.ports.warn('Luna could not reset the session.', error);
      return makeMessage('assistant', RESET_FAILURE_REPLY);
    }
    this.ports.store.remove('birthData');
    let history: ChatMessage[] = [];
    try {
      if (this.sessionId !== null) history = await fetchHistory(token, this.sessionId);
    } catch (error) {
      this.ports.warn('Luna could not re-read the chat history after the reset.', error);
    }
    // The stored history stays on show; the conversation itself starts again.
    this.ports.setMessages(() => [...history]);
    return makeMessage('assistant', RESET_GREETING);
  }

  /** The send failed: the visitor's message stays, marked, and its quick reply is usable again. */
  fallback(content: string = WIDGET_SEND_FAILURE_MESSAGE): void {
    if (this.pendingQuickReplyOf !== null) this.ports.setQuickReplyUsed(this.pendingQuickReplyOf, false);
    this.pendingQuickReplyOf = null;
    this.ports.setMessages((current) => {
      const lastSent = current.findLastIndex((message) => message.role === 'user' && message.id.startsWith(SENT_PREFIX));
      const marked = current.map((message, index) => (index === lastSent ? { ...message, failed: true } : message));
      return [...marked, makeMessage('assistant', content)];
    });
  }
}
