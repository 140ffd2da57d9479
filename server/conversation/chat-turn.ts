import { advanceStage, type AnalyticsEvent, birthFlowOutcome, birthFlowSnapshot, composeReply, type ConversationEvent, conversationMachine, type ConversationSnapshot, conversationSteps, eventsToRecord, expectationOf, HELP_TEXT, HISTORY_WINDOW, initialConversationContext, isSessionExpired, isUserStage, knownDetailsOf, normaliseMessage, parseSlashCommand, type PlaceFinder, type ReplyPlan, RESET_GREETING, stageEventsFromFacts, statusSummary, understandMessage, type UserStage } from '../../domain/conversation';
import { EMPTY_BIRTH_DATA_STATE, birthDataState, sameEmail } from '../../domain/birth';
import type {
  LunaChatAssistantRequest,
  LunaChatAssistantResponse,
  LunaSessionUpdates,
} from '../../contracts/luna-chat-assistant.contract';
import type { Clock, LanguageModel, SqlDatabase, SqlExecutor } from '../../domain/kernel';
import type { ModelReplyProblem } from '../../domain/conversation';
import type { Caller, RateLimitConfig } from '../../domain/reading';
import type { ZoneRules } from '../../domain/sky';
import { typedEmailCode } from '../../domain/reading';
import { emailCodes, type EmailCodes } from '../reading/email-codes';
import { readingWorkflow, type LockedProfile, type ReadingWorkflow } from '../reading/reading-workflow';
import { finishVerification, startVerification, type VerifyStep } from './verify-command';
import { ensureSession, ensureSessionWithMessage, lockSessionWithConversation, recentMessages, saveConversation, deleteConversation, storeReplyAndProgress, type SessionRow } from './luna-store';
import { recordAnalytics } from '../platform/analytics-store';
import { sessionTokens, type SessionTokens } from './session-tokens';
import { wordReply, type WordedReply } from './word-reply';
import { type LinkSeal, linkSeal, sealedValue, unsealedValue } from '../platform/security/sealed-link';

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
  /** Told when the model's reply broke a fact and the scripted words stand in (for the logs). */
  onModelReplyRejected?: (problem: ModelReplyProblem) => void;
  /** Keys the hashes of /verify codes (ACCESS_TOKEN_SECRET). */
  secret: string;
}

/** The services a turn uses, made once per handler from its dependencies. */
interface TurnServices {
  workflow: ReadingWorkflow;
  codes: EmailCodes;
  tokens: SessionTokens;
}

export const turnServices = (deps: LunaDeps): TurnServices => ({
  workflow: readingWorkflow({ rules: deps.rules, clock: deps.clock, siteUrl: deps.siteUrl, rateLimits: deps.rateLimits }),
  codes: emailCodes({ secret: deps.secret, clock: deps.clock, siteUrl: deps.siteUrl }),
  tokens: sessionTokens(deps.secret),
});

export interface TurnRequest {
  body: LunaChatAssistantRequest;
  /** The caller's connection address, for the per-connection limit. */
  ip: string;
}

/** A stored snapshot back as a machine snapshot; anything unreadable starts the conversation afresh. */
export const restore = (stored: unknown): ConversationSnapshot => {
  if (stored !== null && typeof stored === 'object' && 'value' in stored && 'context' in stored) {
    try {
      const { value, context } = stored as { value: ConversationSnapshot['value']; context: ConversationSnapshot['context'] };
      // Fields added since the snapshot was stored start at their defaults.
      return conversationMachine.resolveState({ value, context: { ...initialConversationContext(), ...context } });
    } catch {
      // An older shape of the machine: fall through to a fresh start rather than fail the visitor.
    }
  }
  return conversationMachine.resolveState({ value: 'welcome', context: initialConversationContext() });
};

/** What is stored of a conversation: its state and context, with the reading's links sealed (no token at rest). */
const persisted = (snapshot: ConversationSnapshot, seal: LinkSeal) => sealedValue(seal, { value: snapshot.value, context: snapshot.context });

interface Generated {
  event: ConversationEvent;
  profileId: string | null;
  events: AnalyticsEvent[];
}

/** Who this conversation is, for the ownership rule: the profile its session holds, and a proven email. */
const callerOf = (session: SessionRow, snapshot: ConversationSnapshot): Caller => ({
  profileId: session.profile_id,
  verifiedEmail: snapshot.context.verifiedEmail,
});

/**
 * Makes, remakes or keeps the reading the conversation is ready for, through the one reading
 * workflow, inside the turn's transaction. The conversation's own flow has asked the owner
 * about any stored reading it knew of, so its outcome is the choice; a stored reading it had
 * not seen comes back as OVERWRITE_NEEDED. Someone else's email gets pending_calculation.
 */
const generate = async (
  tx: SqlExecutor,
  deps: LunaDeps,
  services: TurnServices,
  session: SessionRow,
  snapshot: ConversationSnapshot,
  ip: string,
  locked: LockedProfile | undefined,
): Promise<Generated> => {
  const c = snapshot.context;
  const { email, birthDate, birthTime, birthLocation } = c.birth.context;
  if (email === null || birthDate === null || birthLocation === null) throw new Error('luna: generating without birth details');
  const flow = birthFlowOutcome(c.birth);
  const { outcome, events } = await services.workflow.request(tx, {
    caller: callerOf(session, snapshot),
    limits: { sessionToken: session.session_token, ip },
    details: { email, birthDate, birthTime, birthLocation },
    placeId: null,
    person: { firstName: c.forSomeoneElse ? null : c.firstName, goal: c.goal, persona: c.persona },
    choice: flow === 'regenerate' ? 'replace' : flow === 'kept_current' ? 'keep' : null,
    origin: 'chat',
  }, locked);
  const at = new Date(deps.clock.now()).toISOString();
  const reading = { email, birthDate, birthTime, birthLocation };
  switch (outcome.kind) {
    case 'made':
      return { event: { type: 'READING_MADE', url: outcome.link, at, reading, signs: outcome.signs }, profileId: outcome.profileId, events };
    case 'kept':
      return { event: { type: 'READING_KEPT', url: outcome.link }, profileId: outcome.profileId, events };
    case 'ask':
      return { event: { type: 'OVERWRITE_NEEDED', reading: outcome.existing }, profileId: null, events };
    case 'pending':
      return { event: { type: 'READING_EMAILED', at, reading }, profileId: null, events };
    case 'rate_limited':
      return { event: { type: 'RATE_LIMITED', limitType: outcome.limitType }, profileId: null, events };
  }
};

/** The session as the server holds it, in the shape the widget stores (§3 "Birth data state"). */
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
    emailVerified: sameEmail(c.verifiedEmail, state.email),
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

/** The session's stage after this turn, moved forward through the stage machine by what the conversation knows. */
export const sessionStage = (snapshot: ConversationSnapshot, session: SessionRow, profileId: string | null): UserStage =>
  advanceStage(
    isUserStage(session.stage) ? session.stage : null,
    stageEventsFromFacts({
      email: snapshot.context.birth.context.email,
      hasReading: snapshot.context.readingUrl !== null,
      linkedProfile: profileId !== null,
    }),
  );

const commandReply = (command: string, snapshot: ConversationSnapshot): string | null => {
  switch (command) {
    case '/help':
      return HELP_TEXT;
    case '/status': {
      const state = { ...EMPTY_BIRTH_DATA_STATE, ...birthDataState(birthFlowSnapshot(snapshot.context.birth)) };
      const known = state.email !== null || state.birthDate !== null || state.birthLocation !== null;
      return statusSummary(known ? state : null);
    }
    default:
      return null;
  }
};

/** A /verify turn: its fixed reply, the proven email kept in the conversation, the session linked to the profile. */
const verificationStep = (snapshot: ConversationSnapshot, step: VerifyStep, base: { profileId: string | null; locked: SessionRow; expired: boolean }): Step => {
  const [next] = conversationSteps.transition(snapshot, { type: 'VERIFICATION', ...step.context });
  return { snapshot: next, reply: null, fixed: step.reply, ...base, profileId: step.linkedProfileId ?? base.profileId, save: true };
};

interface Step {
  snapshot: ConversationSnapshot;
  reply: ReplyPlan | null;
  /** A fixed answer (empty message, slash command) instead of a reply plan. */
  fixed: string | null;
  profileId: string | null;
  locked: SessionRow;
  expired: boolean;
  /** The step changed the conversation: its snapshot is saved with the turn. */
  save: boolean;
}

/** Steps the conversation under the session's row lock: understanding, the machine, the reading. */
const stepConversation = async (
  tx: SqlExecutor,
  deps: LunaDeps,
  services: TurnServices,
  request: TurnRequest,
  sessionId: string,
  text: string | null,
  emptyReply: string | null,
): Promise<Step> => {
  const { body, ip } = request;
  const { session: locked, snapshot: stored } = await lockSessionWithConversation(tx, sessionId);
  let snapshot = restore(unsealedValue(linkSeal(deps.secret), stored));
  const expired = isSessionExpired({ is_active: locked.is_active, last_activity: locked.last_activity }, deps.clock);
  if (expired) snapshot = restore(null);
  const knownName = body.userContext?.firstName?.trim();
  if (knownName) [snapshot] = conversationSteps.transition(snapshot, { type: 'NAME_KNOWN', firstName: knownName });
  const base = { profileId: locked.profile_id, locked, expired, save: false };
  if (text === null) return { snapshot, reply: null, fixed: emptyReply, ...base };

  const command = parseSlashCommand(text);
  if (command === '/reset') {
    await deleteConversation(tx, sessionId);
    return { snapshot: restore(null), reply: null, fixed: RESET_GREETING, ...base };
  }
  const commandText = command === null ? null : commandReply(command, snapshot);
  if (commandText !== null) return { snapshot, reply: null, fixed: commandText, ...base };
  const verifying = snapshot.context.verifyingEmail;
  const code = verifying === null ? null : typedEmailCode(text);
  if (command === '/verify' || (verifying !== null && code !== null)) {
    const step =
      command === '/verify'
        ? await startVerification(tx, services.codes, snapshot.context, ip)
        : await finishVerification(tx, services.codes, { email: verifying as string, code: code as string, ip, nowMs: deps.clock.now() });
    return verificationStep(snapshot, step, base);
  }

  const expecting = expectationOf(snapshot);
  const understanding = understandMessage(command === '/generate' ? 'generate my reading' : text, {
    clock: deps.clock,
    places: deps.places,
    expecting,
    offeredPlaces: snapshot.context.offeredPlaces,
    known: knownDetailsOf(snapshot.context.birth.context),
    timeOptions: snapshot.context.notes.problem?.timeOptions,
    knownDate: snapshot.context.notes.problem?.knownDate,
    residence: snapshot.context.residence ?? null,
    birthCountry: snapshot.context.birth.context.birthLocation?.country ?? null,
  });
  // The stored reading matters when an email arrives, and when an answer may finish the confirmations.
  // Only its owner learns of it: for anyone else the email has no reading (the same query either way).
  const newEmail = understanding.email.kind === 'email' ? understanding.email.email : null;
  const emailForLookup = newEmail ?? (expecting === 'answer' ? snapshot.context.birth.context.email : null);
  const lookedUp = emailForLookup === null ? undefined : await services.workflow.lockProfile(tx, emailForLookup);
  const existingReading = lookedUp === undefined ? undefined : services.workflow.visibleReading(callerOf(locked, snapshot), lookedUp);
  [snapshot] = conversationSteps.transition(snapshot, {
    type: 'USER_MESSAGE',
    understanding,
    expecting,
    ...(existingReading === undefined ? {} : { existingReading }),
  });
  const events: AnalyticsEvent[] = [...snapshot.context.notes.events];
  let profileId = locked.profile_id;
  if (snapshot.matches('generating')) {
    const generated = await generate(tx, deps, services, locked, snapshot, ip, lookedUp);
    [snapshot] = conversationSteps.transition(snapshot, generated.event);
    events.push(...generated.events);
    profileId = generated.profileId ?? profileId;
  }
  const { record, fired } = eventsToRecord(events, snapshot.context.firedEvents);
  [snapshot] = conversationSteps.transition(snapshot, { type: 'EVENTS_RECORDED', fired });
  const analyticsContext = { channel: 'chat', sessionId, turnNumber: snapshot.context.turn, variant: locked.model_variant };
  await recordAnalytics(tx, sessionId, record.map((event) => ({ ...event, properties: { ...analyticsContext, ...event.properties } })));
  return { snapshot, reply: composeReply(snapshot, { brandName: deps.brandName, nowMs: deps.clock.now() }), fixed: null, profileId, locked, expired, save: true };
};

/** Stores Luna's reply, the session's progress and, when given, the conversation's snapshot; the answer the widget gets back. */
const storeReply = async (
  tx: SqlExecutor,
  deps: LunaDeps,
  step: Step,
  session: { id: string; token: string },
  worded: WordedReply,
  userMessageStored: boolean,
  conversation: ReturnType<typeof persisted> | null,
): Promise<LunaChatAssistantResponse> => {
  const plan = step.reply;
  const stage = sessionStage(step.snapshot, step.locked, step.profileId);
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
  // Stored with the reading's links sealed; the visitor's answer below carries them open.
  const seal = linkSeal(deps.secret);
  const storedUrl = metadata.reading_url === null ? null : seal.sealLinks(metadata.reading_url);
  const reply = { content: seal.sealLinks(worded.text), moonReadingGenerated: metadata.moon_reading_generated, readingUrl: storedUrl, metadata: sealedValue(seal, metadata) };
  const progress = {
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
  };
  const message = await storeReplyAndProgress(tx, session.id, reply, progress, conversation);
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
 * One chat turn (ADR 008, ADR 012). The visitor's message is stored in the same transaction as
 * the conversation's step, under a lock on the session row, so two server processes take turns
 * rather than overwrite each other. With the scripted Luna the reply is stored in that same
 * transaction too: a turn is stored whole or not at all, whatever fails or dies part-way, and a
 * visitor who sends a failed turn again does not find their message stored twice. A language
 * model words the reply afterwards, outside any lock (it may take up to 28 s).
 */
export const chatTurn = async (deps: LunaDeps, request: TurnRequest, services: TurnServices = turnServices(deps)): Promise<LunaChatAssistantResponse> => {
  // Only a token the server issued names a session; any other string starts a new one under a fresh token (ADR 012).
  const given = request.body.sessionToken ?? null;
  const token = given !== null && services.tokens.issued(given) ? given : services.tokens.issue();
  const normalised = normaliseMessage(request.body.message);
  const text = normalised.ok ? normalised.text : null;
  const emptyReply = normalised.ok ? null : normalised.reply;
  /** The session (made on first use) with the visitor's words, then the conversation's step. */
  const begin = async (tx: SqlExecutor): Promise<{ ids: { id: string; token: string }; step: Step }> => {
    const session = await (text === null ? ensureSession(tx, token, null) : ensureSessionWithMessage(tx, token, text));
    return { ids: { id: session.id, token }, step: await stepConversation(tx, deps, services, request, session.id, text, emptyReply) };
  };

  if (deps.model === null) {
    return deps.db.transaction(async (tx) => {
      const { ids, step } = await begin(tx);
      const scripted = { text: step.reply?.text ?? step.fixed ?? '', model: 'scripted' };
      return storeReply(tx, deps, step, ids, scripted, text !== null, step.save ? persisted(step.snapshot, linkSeal(deps.secret)) : null);
    });
  }
  const model = deps.model;
  // The conversation is saved under the session's lock; the worded reply is stored after it.
  const { ids, step } = await deps.db.transaction(async (tx) => {
    const begun = await begin(tx);
    if (begun.step.save) await saveConversation(tx, begun.ids.id, persisted(begun.step.snapshot, linkSeal(deps.secret)));
    return begun;
  });
  const plan = step.reply;
  const worded =
    plan === null
      ? { text: step.fixed ?? '', model: 'scripted' }
      : await wordReply({
          model,
          plan,
          snapshot: step.snapshot,
          brandName: deps.brandName,
          history: unsealedValue(linkSeal(deps.secret), await recentMessages(deps.db, ids.id, HISTORY_WINDOW)),
          onFailure: deps.onModelFailure,
          onRejected: deps.onModelReplyRejected,
        });
  return deps.db.transaction((tx) => storeReply(tx, deps, step, ids, worded, text !== null, null));
};
