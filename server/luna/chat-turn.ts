import { randomBytes } from 'node:crypto';
import { HELP_TEXT, RESET_GREETING, normaliseMessage, parseSlashCommand, statusSummary } from '../../domain/chat-text';
import { EMPTY_BIRTH_DATA_STATE, birthDataState } from '../../domain/confirmation';
import type {
  LunaChatAssistantRequest,
  LunaChatAssistantResponse,
  LunaSessionUpdates,
} from '../../domain/contracts/luna-chat-assistant.contract';
import {
  birthFlowOutcome,
  birthFlowSnapshot,
  composeReply,
  conversationMachine,
  eventsToRecord,
  expectationOf,
  initialConversationContext,
  makeReading,
  understandMessage,
  type AnalyticsEvent,
  type ConversationEvent,
  type ConversationSnapshot,
  type PlaceFinder,
  type ReplyPlan,
} from '../../domain/luna';
import { HISTORY_WINDOW } from '../../domain/chat-history';
import type { Clock } from '../../domain/ports/clock';
import type { LanguageModel } from '../../domain/ports/llm';
import type { SqlDatabase, SqlExecutor } from '../../domain/ports/sql';
import { checkRateLimits, counterKey, type RateLimitConfig, type RateLimitKey } from '../../domain/rate-limit';
import { isSessionExpired } from '../../domain/session';
import { laterStage, stageFromFacts, type UserStage } from '../../domain/stage';
import type { ZoneRules } from '../../domain/time';
import { transition } from 'xstate';
import { hashProfileToken, newProfileToken } from '../security/profile-token';
import { PROFILE_LINK_LIFETIME_MS } from '../functions/save-profile';
import { queueEmail, storeProfileToken } from '../functions/profile-store';
import {
  ensureSession,
  ensureSessionWithMessage,
  insertMessage,
  lockRateLimitCounters,
  lockSessionWithConversation,
  readingOwnerByEmail,
  recentMessages,
  recordAnalytics,
  recordSessionProgress,
  saveConversation,
  deleteConversation,
  saveRateLimitCounters,
  storeReading,
  type SessionRow,
} from './luna-store';
import { wordReply, type WordedReply } from './word-reply';

export interface LunaDeps {
  db: SqlDatabase;
  places: PlaceFinder;
  rules: ZoneRules;
  clock: Clock;
  /** Null: the scripted Luna words every reply (the embedded default). */
  model: LanguageModel | null;
  brandName: string;
  /** Absolute site address, for links in emails. */
  siteUrl: string;
  rateLimits: RateLimitConfig;
  /** Told when the model fails and the scripted words stand in (for the logs). */
  onModelFailure?: (error: unknown) => void;
}

export interface TurnRequest {
  body: LunaChatAssistantRequest;
  /** The caller's connection address, for the per-connection limit. */
  ip: string;
}

const newSessionToken = (): string => randomBytes(24).toString('base64url');

export const READING_EMAIL_SUBJECT = 'Your moon reading';

const readingPath = (token: string) => `/free-moon-reading?token=${encodeURIComponent(token)}`;

/** A stored snapshot back as a machine snapshot; anything unreadable starts the conversation afresh. */
export const restore = (stored: unknown): ConversationSnapshot => {
  if (stored !== null && typeof stored === 'object' && 'value' in stored && 'context' in stored) {
    try {
      return conversationMachine.resolveState(stored as { value: ConversationSnapshot['value']; context: ConversationSnapshot['context'] });
    } catch {
      // An older shape of the machine: fall through to a fresh start rather than fail the visitor.
    }
  }
  return conversationMachine.resolveState({ value: 'welcome', context: initialConversationContext() });
};

const persisted = (snapshot: ConversationSnapshot) => ({ value: snapshot.value, context: snapshot.context });

interface Generated {
  event: ConversationEvent;
  profileId: string | null;
  events: AnalyticsEvent[];
}

/**
 * Makes, remakes or keeps the reading the conversation is ready for, inside the turn's
 * transaction. The link is shown in the chat only to a session that owns the email's profile
 * (it made it, or was linked to it); anyone else's reading link goes to that inbox instead.
 */
const generate = async (tx: SqlExecutor, deps: LunaDeps, session: SessionRow, snapshot: ConversationSnapshot, ip: string): Promise<Generated> => {
  const c = snapshot.context;
  const details = c.birth.context;
  const email = details.email ?? '';
  const owner = await readingOwnerByEmail(tx, email);
  const owns = owner === null || owner.profileId === session.profile_id;
  const outcome = birthFlowOutcome(c.birth);
  const nowMs = deps.clock.now();
  const at = new Date(nowMs).toISOString();

  const linkFor = async (profileId: string): Promise<string> => {
    const token = newProfileToken();
    await storeProfileToken(tx, hashProfileToken(token), profileId, nowMs + PROFILE_LINK_LIFETIME_MS);
    return readingPath(token);
  };
  const emailLink = async (path: string) => {
    const link = `${deps.siteUrl.replace(/\/$/, '')}${path}`;
    await queueEmail(tx, {
      to: email,
      subject: READING_EMAIL_SUBJECT,
      text: `Your moon reading is ready.\n\nOpen it here: ${link}\n\nIf you did not ask for it, you can ignore this email.`,
    });
  };

  if (outcome === 'kept_current') {
    if (owner === null) return { event: { type: 'READING_KEPT', url: null }, profileId: null, events: [] };
    const path = await linkFor(owner.profileId);
    if (!owns) await emailLink(path);
    return { event: { type: 'READING_KEPT', url: owns ? path : null }, profileId: owns ? owner.profileId : null, events: [] };
  }

  const keys: RateLimitKey[] = [
    { type: 'email', value: email },
    { type: 'session', value: session.session_token },
    { type: 'ip', value: ip },
  ];
  const counterKeys = keys.map(counterKey);
  const counters = await lockRateLimitCounters(tx, counterKeys);
  const decision = checkRateLimits(counters, keys, deps.rateLimits, deps.clock);
  if (!decision.allowed) {
    return {
      event: { type: 'RATE_LIMITED', limitType: decision.limitType },
      profileId: null,
      events: [{ name: 'rate_limit_triggered', properties: { limitType: decision.limitType } }],
    };
  }
  await saveRateLimitCounters(tx, decision.counters, counterKeys);

  const readingName = c.forSomeoneElse ? null : c.firstName;
  const made = makeReading(deps.rules, { firstName: readingName, goal: c.goal, persona: c.persona, details, nowMs });
  if (!made.ok) throw new Error(`luna: the reading could not be made: ${made.error}`);
  const location = details.birthLocation;
  if (location === null || details.birthDate === null) throw new Error('luna: generating without birth details');
  const overwrite = outcome === 'regenerate';
  const events: AnalyticsEvent[] = [{ name: 'moon_reading_started', properties: { readingOrigin: 'chat' } }];
  const { profileId } = await storeReading(tx, {
    email,
    fullName: readingName,
    birthDate: details.birthDate,
    birthTime: details.birthTime,
    birthLocation: location,
    moonSign: made.chart.sky.moon.sign,
    sunSign: made.chart.sky.sun.sign,
    moonPhase: made.chart.sky.phase.name,
    content: made.reading,
  });
  events.push({ name: 'moon_reading_completed', properties: { readingOrigin: 'chat', overwriteOccurred: overwrite } });
  const path = await linkFor(profileId);
  await emailLink(path);
  const reading = { email, birthDate: details.birthDate, birthTime: details.birthTime, birthLocation: location };
  if (!owns) return { event: { type: 'READING_EMAILED', at, reading }, profileId: null, events };
  const signs = { moonSign: made.chart.sky.moon.sign, sunSign: made.chart.sky.sun.sign, moonPhase: made.chart.sky.phase.name };
  return { event: { type: 'READING_MADE', url: path, at, reading, signs }, profileId, events };
};

/** The session as the server holds it, in the shape the widget stores (SPEC §3 "Birth data state"). */
export const sessionUpdatesOf = (
  snapshot: ConversationSnapshot,
  session: { token: string; sessionId: string; stage: UserStage; profileId: string | null },
): LunaSessionUpdates => {
  const c = snapshot.context;
  const state = birthDataState(birthFlowSnapshot(c.birth));
  return {
    sessionToken: session.token,
    sessionId: session.sessionId,
    turnNumber: c.turn,
    stage: session.stage,
    conversationState: String(snapshot.value),
    name: c.firstName,
    email: state.email,
    birthDate: state.birthDate,
    birthTime: state.birthTime,
    birthLocation: state.birthLocation,
    confirmations: state.confirmations,
    pendingConfirmation: state.pendingConfirmation === null ? null : { field: state.pendingConfirmation.field, display: state.pendingConfirmation.display },
    confirmOverwrite: state.confirmOverwrite,
    pendingOverwrite: state.pendingOverwrite,
    lastGeneratedAt: c.lastGeneratedAt,
    profileId: session.profileId,
  };
};

export const stageOf = (snapshot: ConversationSnapshot, session: SessionRow, profileId: string | null): UserStage => {
  const fromFacts = stageFromFacts({
    email: snapshot.context.birth.context.email,
    hasReading: profileId !== null || snapshot.context.readingUrl !== null,
  });
  const stored = session.stage;
  return stored === 'ANONYMOUS' || stored === 'IDENTIFIED' || stored === 'FREE_READING_COMPLETE' || stored === 'CUSTOMER'
    ? laterStage(stored, fromFacts)
    : fromFacts;
};

const commandReply = (command: string, snapshot: ConversationSnapshot): string | null => {
  switch (command) {
    case '/help':
      return HELP_TEXT;
    case '/status':
    case '/verify': {
      const state = { ...EMPTY_BIRTH_DATA_STATE, ...birthDataState(birthFlowSnapshot(snapshot.context.birth)) };
      const known = state.email !== null || state.birthDate !== null || state.birthLocation !== null;
      return statusSummary(known ? state : null);
    }
    default:
      return null;
  }
};

interface Step {
  snapshot: ConversationSnapshot;
  reply: ReplyPlan | null;
  /** A fixed answer (empty message, slash command) instead of a reply plan. */
  fixed: string | null;
  profileId: string | null;
  locked: SessionRow;
  expired: boolean;
}

/** Steps the conversation under the session's row lock: understanding, the machine, the reading. */
const stepConversation = async (tx: SqlExecutor, deps: LunaDeps, request: TurnRequest, sessionId: string, text: string | null, emptyReply: string | null): Promise<Step> => {
  const { body, ip } = request;
  const { session: locked, snapshot: stored } = await lockSessionWithConversation(tx, sessionId);
  let snapshot = restore(stored);
  const expired = isSessionExpired({ is_active: locked.is_active, last_activity: locked.last_activity }, deps.clock);
  if (expired) snapshot = restore(null);
  const knownName = body.userContext?.firstName?.trim();
  if (snapshot.context.firstName === null && knownName) {
    snapshot = conversationMachine.resolveState({ value: snapshot.value, context: { ...snapshot.context, firstName: knownName } });
  }
  const base = { profileId: locked.profile_id, locked, expired };
  if (text === null) return { snapshot, reply: null, fixed: emptyReply, ...base };

  const command = parseSlashCommand(text);
  if (command === '/reset') {
    await deleteConversation(tx, sessionId);
    return { snapshot: restore(null), reply: null, fixed: RESET_GREETING, ...base };
  }
  const commandText = command === null ? null : commandReply(command, snapshot);
  if (commandText !== null) return { snapshot, reply: null, fixed: commandText, ...base };

  const expecting = expectationOf(snapshot);
  const understanding = understandMessage(command === '/generate' ? 'generate my reading' : text, {
    clock: deps.clock,
    places: deps.places,
    expecting,
    offeredPlaces: snapshot.context.offeredPlaces,
  });
  // The stored reading matters when an email arrives, and when an answer may finish the confirmations.
  const newEmail = understanding.email.kind === 'email' ? understanding.email.email : null;
  const emailForLookup = newEmail ?? (expecting === 'answer' ? snapshot.context.birth.context.email : null);
  const owner = emailForLookup === null ? null : await readingOwnerByEmail(tx, emailForLookup);
  [snapshot] = transition(conversationMachine, snapshot, {
    type: 'USER_MESSAGE',
    understanding,
    expecting,
    ...(emailForLookup === null ? {} : { existingReading: owner?.reading ?? null }),
  });
  const events: AnalyticsEvent[] = [...snapshot.context.notes.events];
  let profileId = locked.profile_id;
  if (snapshot.matches('generating')) {
    const generated = await generate(tx, deps, locked, snapshot, ip);
    [snapshot] = transition(conversationMachine, snapshot, generated.event);
    events.push(...generated.events);
    profileId = generated.profileId ?? profileId;
  }
  const { record, fired } = eventsToRecord(events, snapshot.context.firedEvents);
  snapshot = conversationMachine.resolveState({ value: snapshot.value, context: { ...snapshot.context, firedEvents: fired } });
  const analyticsContext = { channel: 'chat', sessionId, turnNumber: snapshot.context.turn, variant: locked.model_variant };
  await recordAnalytics(tx, sessionId, record.map((event) => ({ ...event, properties: { ...analyticsContext, ...event.properties } })));
  await saveConversation(tx, sessionId, persisted(snapshot));
  return { snapshot, reply: composeReply(snapshot, { brandName: deps.brandName }), fixed: null, profileId, locked, expired };
};

/** Stores Luna's reply and the session's progress; the answer the widget gets back. */
const storeReply = async (
  tx: SqlExecutor,
  deps: LunaDeps,
  step: Step,
  session: { id: string; token: string },
  worded: WordedReply,
  userMessageStored: boolean,
): Promise<LunaChatAssistantResponse> => {
  const plan = step.reply;
  const stage = stageOf(step.snapshot, step.locked, step.profileId);
  const quickReplies = plan?.quickReplies ?? [];
  const metadata = {
    stage,
    response_type: plan?.responseType ?? null,
    response_details: plan?.responseDetails ?? {},
    quickReplies,
    moon_reading_generated: plan?.moonReadingGenerated ?? false,
    reading_url: plan?.readingUrl ?? null,
  };
  const c = step.snapshot.context;
  const birth = c.birth.context;
  const now = new Date(deps.clock.now()).toISOString();
  const message = await insertMessage(tx, {
    sessionId: session.id,
    profileId: step.profileId,
    role: 'assistant',
    content: worded.text,
    moonReadingGenerated: metadata.moon_reading_generated,
    readingUrl: metadata.reading_url,
    metadata,
  });
  await recordSessionProgress(tx, {
    sessionId: session.id,
    stage,
    profileId: step.profileId,
    insights: {
      firstName: c.firstName,
      email: birth.email,
      hasReading: c.readingUrl !== null || step.profileId !== null,
      stage,
      birthDate: birth.birthDate,
      birthPlace: birth.birthLocation?.displayName ?? null,
      primaryGoal: c.goal,
      personaArchetype: c.persona,
      lastInteraction: now,
    },
    addedMessages: userMessageStored ? 2 : 1,
    reactivate: step.expired,
    at: now,
  });
  return {
    response: worded.text,
    response_metadata: { quickReplies, stage, messageId: message.id, model: worded.model },
    session_updates: sessionUpdatesOf(step.snapshot, { token: session.token, sessionId: session.id, stage, profileId: step.profileId }),
    moon_reading_generated: metadata.moon_reading_generated,
    reading_url: metadata.reading_url,
    response_type: metadata.response_type,
    response_details: metadata.response_details,
    detectedPersona: c.persona,
    personaArchetype: c.persona,
    requires_clarification: plan?.requiresClarification ?? false,
  };
};

/**
 * One chat turn (ARCHITECTURE §4). The visitor's message is stored first, in its own
 * transaction, so nothing they typed is lost whatever fails later. The conversation then
 * steps under a lock on the session row, so two server processes take turns rather than
 * overwrite each other. With the scripted Luna the reply is stored in that same transaction;
 * a language model words it afterwards, outside any lock (it may take up to 28 s).
 */
export const chatTurn = async (deps: LunaDeps, request: TurnRequest): Promise<LunaChatAssistantResponse> => {
  const token = request.body.sessionToken ?? newSessionToken();
  const normalised = normaliseMessage(request.body.message);
  const text = normalised.ok ? normalised.text : null;
  const emptyReply = normalised.ok ? null : normalised.reply;
  // The visitor's words are stored before anything else happens, in their own transaction.
  const session = await deps.db.transaction((tx) => (text === null ? ensureSession(tx, token, null) : ensureSessionWithMessage(tx, token, text)));
  const ids = { id: session.id, token };

  if (deps.model === null) {
    return deps.db.transaction(async (tx) => {
      const step = await stepConversation(tx, deps, request, session.id, text, emptyReply);
      return storeReply(tx, deps, step, ids, { text: step.reply?.text ?? step.fixed ?? '', model: 'scripted' }, text !== null);
    });
  }
  const model = deps.model;
  const step = await deps.db.transaction((tx) => stepConversation(tx, deps, request, session.id, text, emptyReply));
  const plan = step.reply;
  const worded =
    plan === null
      ? { text: step.fixed ?? '', model: 'scripted' }
      : await wordReply({
          model,
          plan,
          snapshot: step.snapshot,
          brandName: deps.brandName,
          history: await recentMessages(deps.db, session.id, HISTORY_WINDOW),
          onFailure: deps.onModelFailure,
        });
  return deps.db.transaction((tx) => storeReply(tx, deps, step, ids, worded, text !== null));
};
