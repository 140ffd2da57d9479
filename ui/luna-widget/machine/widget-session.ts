import type { ChatMessage, UserStage } from '../../../domain/conversation';
import { HELP_TEXT, parseSlashCommand, statusSummary, type SlashCommand } from '../../../domain/conversation';
import type { BirthDataState } from '../../../domain/birth';
import type { LunaSessionUpdates } from '../../../contracts/luna-chat-assistant.contract';

/** The chat session as the widget knows it: the server's, or a local one while the backend is down. */
export interface WidgetSession {
  token: string;
  /** The server's session id; null until the server has answered once. */
  id: string | null;
  turnNumber: number;
  stage: UserStage;
  variant: string | null;
  /** §4 "Session": the backend failed, so the chat runs on an in-memory local session. */
  local: boolean;
  /** What the server last said it holds (a mirror for /status while offline; never sent back). */
  birthData: BirthDataState | null;
}

export const newWidgetSession = (token: string, birthData: BirthDataState | null = null): WidgetSession => ({
  token,
  id: null,
  turnNumber: 0,
  stage: 'ANONYMOUS',
  variant: null,
  local: false,
  birthData,
});

/** How the widget's start went (the startSession actor's answer). */
export type StartResult =
  /** The backend failed last time: the stored snapshot's messages are the only copy. */
  | { kind: 'local'; messages: readonly ChatMessage[]; turnNumber: number }
  /**
   * The server's session (null when it has never seen the token) and its history; `sessionToken`
   * when linking to a profile gave the chat a token of the server's own in place of the widget's.
   */
  | {
      kind: 'server';
      session: LunaSessionUpdates | null;
      variant: string | null;
      linkedStage: UserStage | null;
      history: readonly ChatMessage[];
      sessionToken?: string;
    };

/** §3 "Birth data state" from the session the server holds; null when it holds none. */
export const birthDataOf = (updates: LunaSessionUpdates): BirthDataState | null => {
  const hasAny = updates.email !== null || updates.birthDate !== null || updates.birthLocation !== null || updates.birthTime !== null;
  if (!hasAny) return null;
  const pending = updates.pendingConfirmation;
  const pendingConfirmation =
    pending?.field === 'email' && updates.email
      ? { field: 'email' as const, value: updates.email, display: pending.display }
      : pending?.field === 'birthDate' && updates.birthDate
        ? { field: 'birthDate' as const, value: updates.birthDate, display: pending.display }
        : pending?.field === 'birthLocation' && updates.birthLocation
          ? { field: 'birthLocation' as const, value: updates.birthLocation, display: pending.display }
          : null;
  return {
    email: updates.email,
    emailVerified: updates.emailVerified,
    birthDate: updates.birthDate,
    birthTime: updates.birthTime,
    birthLocation: updates.birthLocation,
    lastGeneratedAt: updates.lastGeneratedAt,
    confirmations: updates.confirmations,
    pendingConfirmation,
    confirmOverwrite: updates.confirmOverwrite,
    pendingOverwrite: updates.pendingOverwrite,
  };
};

/**
 * The server answered: its session replaces what the widget knew, and the chat is online again.
 * Its token too: a token the server never issued is answered under a fresh one (ADR 012).
 */
export const sessionFromServer = (session: WidgetSession, updates: LunaSessionUpdates, variant: string | null = session.variant): WidgetSession => ({
  token: updates.sessionToken,
  id: updates.sessionId,
  turnNumber: updates.turnNumber,
  stage: updates.stage,
  variant,
  local: false,
  birthData: birthDataOf(updates),
});

export const sessionAfterStart = (session: WidgetSession, result: StartResult): WidgetSession => {
  if (result.kind === 'local') return { ...session, local: true, turnNumber: result.turnNumber };
  if (result.session === null) {
    const token = result.sessionToken ?? session.token;
    return result.linkedStage === null ? { ...session, token } : { ...session, token, stage: result.linkedStage };
  }
  return sessionFromServer(session, result.session, result.variant);
};

export const startMessages = (result: StartResult): readonly ChatMessage[] => (result.kind === 'local' ? result.messages : result.history);

/**
 * The commands the widget answers itself, and only on a local session (ADR 012): those it can
 * answer from what it holds. Online, every command goes to the server; /reset, /generate and
 * /verify need the server and are always sent.
 */
const LOCAL_COMMANDS: readonly SlashCommand[] = ['/help', '/status'];

/** The local answer to this text, or null when it goes to the server. */
export const localAnswer = (text: string, session: WidgetSession): string | null => {
  if (!session.local) return null;
  const command = parseSlashCommand(text);
  if (command === null || !LOCAL_COMMANDS.includes(command)) return null;
  return command === '/help' ? HELP_TEXT : statusSummary(session.birthData);
};
