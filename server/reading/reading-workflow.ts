import { overwriteRows, type BirthDetails, type BirthLocation, type ExistingReading, type OverwriteRow } from '../../domain/birth';
import { firstNameOf } from '../../contracts/functions.contract';
import type { AnalyticsEvent } from '../../domain/conversation';
import { makeReading, type ReadingSigns } from '../../domain/conversation';
import { type Caller, checkRateLimits, counterKey, decideReading, type OverwriteChoice, type RateLimitConfig, type RateLimitKey, type RateLimitType, READINGS_PER_ADDRESS_CEILING, readingVisibleTo, type StoredProfile } from '../../domain/reading';
import type { PersonaArchetypeId, Reading } from '../../domain/reading';
import type { Clock, SqlExecutor } from '../../domain/kernel';
import type { ZoneRules } from '../../domain/sky';
import { lockRateLimitCounters, saveRateLimitCounters } from '../platform/rate-limit-store';
import { hashProfileToken, newProfileToken } from '../platform/security/profile-token';
import { readingChangeEmail, readingEmail } from '../platform/email/emails';
import { queueEmail } from '../platform/email/outbox-store';
import { emailSendShare, takeHourlyShares } from '../platform/connection-limit';
import { absoluteLink, newReadingLink, READING_CHANGE_LIFETIME_MS, readingChangePath } from './reading-links';
import {
  insertProfileWithReading,
  markReadingChangeUsed,
  openReadingChangeForUpdate,
  profileByEmailForUpdate,
  profileEmailAndName,
  replaceReading,
  storeReadingChange,
  type NewReading,
} from './reading-store';

/**
 * The one reading workflow (issue 12): makes, keeps or replaces a moon reading, for the chat,
 * the free reading form and the owner's emailed change alike. It owns who may change what
 * (domain/ownership), the rate limits, the link, the emails and the reading's analytics. Every
 * call runs inside the caller's transaction, with the email's profile row locked, so two
 * requests for one email take turns.
 */
export interface ReadingWorkflowDeps {
  rules: ZoneRules;
  clock: Clock;
  /** Absolute site address, for links in emails. */
  siteUrl: string;
  rateLimits: RateLimitConfig;
}

export interface CompleteBirthDetails extends BirthDetails {
  email: string;
  birthDate: string;
  birthLocation: BirthLocation;
}

export interface ReadingAsk {
  caller: Caller;
  /** What the request counts against: its email always, and its chat session and connection. */
  limits: { sessionToken: string | null; ip: string };
  details: CompleteBirthDetails;
  /** The gazetteer id, when the place was picked from the list. */
  placeId: string | null;
  person: { firstName: string | null; goal: string | null; persona: PersonaArchetypeId | null };
  /** The owner's answer to the overwrite question, once asked. */
  choice: OverwriteChoice | null;
  origin: 'chat' | 'form' | 'emailed-change';
}


/**
 * An email's profile as one transaction looked it up and locked it (issue 17): a request later
 * in that transaction decides on it instead of looking again, as the lock keeps it unchanged.
 */
export interface LockedProfile {
  readonly email: string;
  readonly profile: StoredProfile | null;
}

export type ReadingOutcome =
  | { kind: 'made'; profileId: string; link: string; reading: Reading; signs: ReadingSigns; overwritten: boolean }
  | { kind: 'kept'; profileId: string; link: string }
  /** The owner's stored reading differs: ask before replacing it. */
  | { kind: 'ask'; rows: OverwriteRow[]; existing: ExistingReading }
  /** Someone else's email: nothing changed, its owner was emailed. */
  | { kind: 'pending' }
  | { kind: 'rate_limited'; limitType: RateLimitType };

export interface WorkflowResult {
  outcome: ReadingOutcome;
  /** The reading's analytics (§7), for the caller to record with its own context. */
  events: AnalyticsEvent[];
}

/** What an emailed change keeps of the request, to replay it for the owner. */
type Proposal = Pick<ReadingAsk, 'details' | 'placeId' | 'person'>;

/** An email as profiles are keyed: trimmed and lower-cased. */
const emailKey = (email: string): string => email.trim().toLowerCase();
const lowerCased = (details: CompleteBirthDetails): CompleteBirthDetails => ({ ...details, email: emailKey(details.email) });

export const readingWorkflow = (deps: ReadingWorkflowDeps) => {
  const { clock, siteUrl } = deps;

  /**
   * Counts the request against every key, or says which limit it hit (a refusal counts nothing).
   * The email's limit pairs the address with the connection, as the email codes do, and the
   * address has a ceiling across connections: a stranger's requests cannot lock its owner out.
   * Counter names end with the address, so erasing it erases them.
   */
  const withinLimits = async (tx: SqlExecutor, email: string, limits: ReadingAsk['limits']): Promise<RateLimitType | null> => {
    const keys: RateLimitKey[] = [
      { type: 'email', value: `reading:${limits.ip}:${email}` },
      ...(limits.sessionToken === null ? [] : [{ type: 'session' as const, value: limits.sessionToken }]),
      { type: 'ip', value: limits.ip },
    ];
    const names = keys.map(counterKey);
    const decision = checkRateLimits(await lockRateLimitCounters(tx, names), keys, deps.rateLimits, clock);
    if (!decision.allowed) return decision.limitType;
    // Every request past here emails someone (the reading, or its owner the change): the connection's emails count it.
    const sends = emailSendShare(limits.ip);
    const taken = await takeHourlyShares(tx, [sends, { key: { type: 'email', value: `reading:${email}` }, max: READINGS_PER_ADDRESS_CEILING }], clock);
    if (!taken.allowed) return taken.refused === sends ? 'ip' : 'email';
    await saveRateLimitCounters(tx, decision.counters, names);
    return null;
  };

  const compose = (ask: ReadingAsk, nowMs: number) => {
    const made = makeReading(deps.rules, { ...ask.person, details: ask.details, nowMs });
    if (!made.ok) throw new Error(`reading: the reading could not be made: ${made.error}`);
    const { sky } = made.chart;
    const signs: ReadingSigns = { moonSign: sky.moon.sign, sunSign: sky.sun.sign, moonPhase: sky.phase.name };
    const row: NewReading = {
      email: ask.details.email,
      fullName: ask.person.firstName,
      birthDate: ask.details.birthDate,
      birthTime: ask.details.birthTime,
      birthLocation: ask.details.birthLocation,
      placeId: ask.placeId,
      ...signs,
      content: made.reading,
    };
    return { reading: made.reading, signs, row };
  };

  /**
   * Someone without the profile asked: the reading is composed all the same (so the answer
   * takes as long as a real one), kept only as a proposal, and the owner is emailed.
   */
  const propose = async (tx: SqlExecutor, profileId: string, ask: ReadingAsk, nowMs: number): Promise<void> => {
    compose(ask, nowMs);
    const token = newProfileToken();
    const proposed: Proposal = { details: ask.details, placeId: ask.placeId, person: ask.person };
    await storeReadingChange(tx, { tokenHash: hashProfileToken(token), profileId, proposed, expiresAtMs: nowMs + READING_CHANGE_LIFETIME_MS });
    const current = await newReadingLink(tx, profileId, nowMs);
    await queueEmail(
      tx,
      await readingChangeEmail(siteUrl, ask.details.email, {
        current: absoluteLink(siteUrl, current),
        change: absoluteLink(siteUrl, readingChangePath(token)),
        validHours: READING_CHANGE_LIFETIME_MS / 3_600_000,
      }),
    );
  };

  const lockProfile = async (tx: SqlExecutor, email: string): Promise<LockedProfile> => {
    const key = emailKey(email);
    return { email: key, profile: await profileByEmailForUpdate(tx, key) };
  };

  /** `locked`: the email's profile, when this transaction has already looked it up (lockProfile). */
  const request = async (tx: SqlExecutor, asked: ReadingAsk, locked?: LockedProfile): Promise<WorkflowResult> => {
    const ask = { ...asked, details: lowerCased(asked.details) };
    const nowMs = clock.now();
    const started: AnalyticsEvent = { name: 'moon_reading_started', properties: { readingOrigin: ask.origin } };
    const limited = (limitType: RateLimitType): WorkflowResult => ({
      outcome: { kind: 'rate_limited', limitType },
      events: [{ name: 'rate_limit_triggered', properties: { limitType } }],
    });

    const profile = locked?.email === ask.details.email ? locked.profile : (await lockProfile(tx, ask.details.email)).profile;
    const decision = decideReading(ask.caller, profile, ask.details, ask.choice);
    switch (decision.kind) {
      case 'ask':
        if (profile?.reading == null) throw new Error('reading: asked about a reading that does not exist');
        return { outcome: { kind: 'ask', rows: decision.rows, existing: profile.reading }, events: [] };
      case 'keep': {
        if (profile === null) throw new Error('reading: kept a reading that does not exist');
        return { outcome: { kind: 'kept', profileId: profile.profileId, link: await newReadingLink(tx, profile.profileId, nowMs) }, events: [] };
      }
      case 'propose': {
        if (profile === null) throw new Error('reading: proposed a change to no profile');
        const limitType = await withinLimits(tx, ask.details.email, ask.limits);
        if (limitType !== null) return limited(limitType);
        await propose(tx, profile.profileId, ask, nowMs);
        return { outcome: { kind: 'pending' }, events: [started] };
      }
      case 'make':
      case 'replace': {
        const limitType = await withinLimits(tx, ask.details.email, ask.limits);
        if (limitType !== null) return limited(limitType);
        const { reading, signs, row } = compose(ask, nowMs);
        let profileId: string;
        if (decision.kind === 'replace') {
          if (profile === null) throw new Error('reading: replaced a reading that does not exist');
          profileId = profile.profileId;
          await replaceReading(tx, profileId, row);
        } else {
          const inserted = await insertProfileWithReading(tx, row);
          // Someone made this email's profile a moment ago: it is theirs, so this becomes a proposal.
          if (inserted === null) return request(tx, { ...ask, choice: null });
          profileId = inserted.profileId;
        }
        const link = await newReadingLink(tx, profileId, nowMs);
        await queueEmail(tx, await readingEmail(siteUrl, ask.details.email, absoluteLink(siteUrl, link)));
        const overwritten = decision.kind === 'replace' && decision.overwritten;
        return {
          outcome: { kind: 'made', profileId, link, reading, signs, overwritten },
          events: [started, { name: 'moon_reading_completed', properties: { readingOrigin: ask.origin, overwriteOccurred: overwritten } }],
        };
      }
    }
  };

  /** The proposal an emailed change link carries, for its owner to see; null when gone. */
  const openChange = async (tx: SqlExecutor, token: string) => {
    const change = await openReadingChangeForUpdate(tx, hashProfileToken(token), clock.now());
    if (change === null) return null;
    const proposal = change.proposed as Proposal;
    const profile = await profileEmailAndName(tx, change.profileId);
    if (profile === null) return null;
    const stored = await profileByEmailForUpdate(tx, profile.email);
    const rows = stored?.reading ? overwriteRows(stored.reading, proposal.details) : [];
    return { ...change, proposal, email: profile.email, firstName: firstNameOf(profile.fullName), rows };
  };

  return {
    request,
    lockProfile,

    /** The stored reading of a locked profile as this caller may see it (owners only), for the chat's overwrite prompt. */
    visibleReading: (caller: Caller, locked: LockedProfile) => readingVisibleTo(caller, locked.profile),

    /** What an emailed change would do: the differing fields, for the owner who opened the link. */
    previewChange: async (tx: SqlExecutor, token: string) => {
      const change = await openChange(tx, token);
      return change === null ? null : { firstName: change.firstName, rows: change.rows, expiresAt: change.expiresAt };
    },

    /**
     * The owner opened the emailed link and chose. The link is spent either way; the reading
     * is replaced only on 'replace'. The link proves the owner (it went to their inbox).
     */
    applyChange: async (tx: SqlExecutor, token: string, choice: OverwriteChoice, ip: string): Promise<WorkflowResult | null> => {
      const change = await openChange(tx, token);
      if (change === null) return null;
      const result = await request(tx, {
        details: { ...change.proposal.details, email: change.email },
        placeId: change.proposal.placeId,
        // The reading greets its owner, not whatever name the other visitor typed.
        person: { ...change.proposal.person, firstName: change.firstName },
        caller: { profileId: change.profileId, verifiedEmail: change.email },
        limits: { sessionToken: null, ip },
        choice,
        origin: 'emailed-change',
      });
      if (result.outcome.kind !== 'rate_limited') await markReadingChangeUsed(tx, hashProfileToken(token));
      return result;
    },
  };
};

export type ReadingWorkflow = ReturnType<typeof readingWorkflow>;
