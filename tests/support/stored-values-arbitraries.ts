import fc from 'fast-check';
import { USER_STAGES } from '../../domain/conversation';
import { MOON_PHASES, ZODIAC_SIGNS } from '../../domain/sky';
import { BROWSER_STORAGE_KEY_IDS, type BrowserStorageKey, type StoredValue } from '../../ui/browser-storage/browser-storage.ports';

/**
 * Generators of every value the site may store, for round-trip properties over any backend.
 * They stay inside what JSON can carry: finite numbers, and no -0, which JSON writes as 0.
 */

const textArb = fc.string({ unit: 'grapheme', maxLength: 24 });
const nonEmptyTextArb = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 24 });
const nullableTextArb = fc.option(textArb, { nil: null });
const finiteNumberArb = fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (n === 0 ? 0 : n));
const epochMsArb = fc.integer({ min: 0, max: 4_102_444_800_000 });
const isoTimestampArb = epochMsArb.map((ms) => new Date(ms).toISOString());
const isoDateArb = isoTimestampArb.map((iso) => iso.slice(0, 10));

export const birthLocationArb = fc.record({
  city: textArb,
  country: textArb,
  displayName: textArb,
  coordinates: fc.record({ lat: finiteNumberArb, lng: finiteNumberArb }),
  timezone: fc.constantFrom('Europe/London', 'America/New_York', 'Asia/Kolkata', 'UTC'),
});

const pendingConfirmationArb = fc.oneof(
  fc.record({ field: fc.constant('email' as const), value: textArb, display: textArb }),
  fc.record({ field: fc.constant('birthDate' as const), value: isoDateArb, display: textArb }),
  fc.record({ field: fc.constant('birthLocation' as const), value: birthLocationArb, display: textArb }),
);

export const birthDataStateArb: fc.Arbitrary<StoredValue<'birthData'>> = fc.record({
  email: nullableTextArb,
  emailVerified: fc.boolean(),
  birthDate: fc.option(isoDateArb, { nil: null }),
  birthTime: fc.option(fc.constantFrom('00:00', '07:45', '23:59'), { nil: null }),
  birthLocation: fc.option(birthLocationArb, { nil: null }),
  lastGeneratedAt: fc.option(isoTimestampArb, { nil: null }),
  confirmations: fc.record({ email: fc.boolean(), birthDate: fc.boolean(), birthLocation: fc.boolean() }),
  pendingConfirmation: fc.option(pendingConfirmationArb, { nil: null }),
  confirmOverwrite: fc.boolean(),
  pendingOverwrite: fc.boolean(),
});

const reportTypeArb = fc.constantFrom('astrology' as const, 'lunar' as const);

export const pendingReportEntryArb: fc.Arbitrary<StoredValue<'pendingReports'>[number]> = fc.record({
  id: nonEmptyTextArb,
  profileId: nonEmptyTextArb,
  sessionId: nullableTextArb,
  reportType: reportTypeArb,
  token: nullableTextArb,
});

export const reportNotificationArb: fc.Arbitrary<StoredValue<'reportNotifications'>[number]> = fc.record({
  id: nonEmptyTextArb,
  profileId: nonEmptyTextArb,
  sessionId: nullableTextArb,
  reportType: reportTypeArb,
  status: fc.constantFrom('completed' as const, 'failed' as const),
  reportUrl: nullableTextArb,
  errorMessage: nullableTextArb,
  token: nullableTextArb,
  createdAt: epochMsArb,
  announced: fc.boolean(),
});

const listArb = fc.array(textArb, { maxLength: 4 });

export const userContextArb: fc.Arbitrary<StoredValue<'userContext'>> = fc.record(
  {
    profile_id: nullableTextArb,
    session_token: nullableTextArb,
    email: nullableTextArb,
    firstName: nullableTextArb,
    preferredName: nullableTextArb,
    birthDate: nullableTextArb,
    birthTime: nullableTextArb,
    birthPlace: nullableTextArb,
    moonSign: nullableTextArb,
    sunSign: nullableTextArb,
    pronouns: nullableTextArb,
    genderIdentity: nullableTextArb,
    relationshipStatus: nullableTextArb,
    emotionalState: nullableTextArb,
    manifestationExperience: nullableTextArb,
    primaryGoal: nullableTextArb,
    biggestChallenge: nullableTextArb,
    focusChallenges: listArb,
    aspirations: listArb,
    painPoints: listArb,
    selfDescriptors: listArb,
    hasReading: fc.boolean(),
    hasPurchased: fc.boolean(),
    purchasedReports: listArb,
    personaArchetype: nullableTextArb,
  },
  // A context fills in as the conversation goes, so any field may be missing.
  { requiredKeys: [] },
);

const quickReplyArb = fc.record(
  { id: nonEmptyTextArb, label: nonEmptyTextArb, value: nonEmptyTextArb, tone: fc.constant('primary' as const) },
  { requiredKeys: ['id', 'label', 'value'] },
);

const messageMetadataArb = fc.record(
  {
    stage: fc.constantFrom(...USER_STAGES),
    page: textArb,
    moon_reading_generated: fc.boolean(),
    reading_url: nullableTextArb,
    response_type: fc.constantFrom('reading_ready', 'overwrite_prompt', 'confirmation_ack'),
    response_details: fc.record(
      {
        overwrite: fc.boolean(),
        differenceFields: listArb,
        limitType: fc.constantFrom('email', 'session', 'ip'),
        reason: textArb,
      },
      { requiredKeys: [] },
    ),
    quickReplies: fc.array(quickReplyArb, { maxLength: 3 }),
  },
  { requiredKeys: [] },
);

const chatMessageArb = fc.record({
  id: nonEmptyTextArb,
  session_id: nullableTextArb,
  profile_id: nullableTextArb,
  role: fc.constantFrom('user' as const, 'assistant' as const),
  content: fc.string({ unit: 'grapheme', maxLength: 200 }),
  created_at: isoTimestampArb,
  was_helpful: fc.option(fc.boolean(), { nil: null }),
  moon_reading_generated: fc.boolean(),
  reading_url: nullableTextArb,
  metadata: fc.option(messageMetadataArb, { nil: null }),
});

export const sessionSnapshotArb: fc.Arbitrary<StoredValue<'sessionSnapshot'>> = fc.record({
  sessionId: nonEmptyTextArb,
  sessionToken: nonEmptyTextArb,
  threadId: nullableTextArb,
  turnNumber: fc.nat(500),
  stage: fc.constantFrom(...USER_STAGES),
  variant: nullableTextArb,
  lastActivity: epochMsArb,
  isLocal: fc.boolean(),
  messages: fc.array(chatMessageArb, { maxLength: 6 }),
});

export const storedValueArbs: { [K in BrowserStorageKey]: fc.Arbitrary<StoredValue<K>> } = {
  sessionToken: fc.record({ token: nonEmptyTextArb, issuedAt: epochMsArb }),
  userContext: userContextArb,
  birthData: birthDataStateArb,
  sessionSnapshot: sessionSnapshotArb,
  chatMinimised: fc.boolean(),
  chatHeight: finiteNumberArb,
  pendingReports: fc.array(pendingReportEntryArb, { maxLength: 5 }),
  reportNotifications: fc.array(reportNotificationArb, { maxLength: 5 }),
  savedReading: fc.record({
    link: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((token) => `/free-moon-reading?token=${token}`),
    firstName: fc.option(fc.string({ maxLength: 60 }), { nil: null }),
    moonSign: fc.constantFrom(...ZODIAC_SIGNS),
    phase: fc.constantFrom(...MOON_PHASES),
    illumination: fc.double({ min: 0, max: 1, noNaN: true }),
    waxing: fc.boolean(),
    savedAt: epochMsArb,
  }),
  tonightPlace: fc.record({
    source: fc.constantFrom('gazetteer' as const, 'device' as const),
    label: fc.string({ minLength: 1, maxLength: 200 }),
    // Kept to 0.01°, as the card stores them (and JSON has no -0).
    lat: fc.integer({ min: -9000, max: 9000 }).map((n) => n / 100),
    lng: fc.integer({ min: -18000, max: 18000 }).map((n) => n / 100),
    zone: fc.constantFrom('Europe/Lisbon', 'Europe/Oslo', 'America/Argentina/Ushuaia', 'UTC'),
  }),
};

const keyAndValue = <K extends BrowserStorageKey>(key: K) => storedValueArbs[key].map((value) => ({ key, value }));

/** Any key together with a value of its shape. */
export const keyAndValueArb = fc.oneof(...BROWSER_STORAGE_KEY_IDS.map(keyAndValue));
