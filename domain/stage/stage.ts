/**
 * The visitor's stage in the funnel (SPEC §4 "User stage"). The order matters: a stage only
 * ever moves forward, so every rule here is phrased through `stageRank`.
 */
export const USER_STAGES = ['ANONYMOUS', 'IDENTIFIED', 'FREE_READING_COMPLETE', 'CUSTOMER'] as const;

export type UserStage = (typeof USER_STAGES)[number];

/** What a reviewer reads next to each stage (also the state descriptions of the machine). */
export const USER_STAGE_DESCRIPTIONS: Readonly<Record<UserStage, string>> = {
  ANONYMOUS: 'A visitor we know nothing about yet: no email, no reading, no purchase.',
  IDENTIFIED: 'We know the visitor’s email, but they have no moon reading yet.',
  FREE_READING_COMPLETE: 'The visitor has their free moon reading (or a linked profile, which always has one).',
  CUSTOMER: 'A profile with at least one completed purchase. The stage never changes after this.',
};

export const isUserStage = (value: unknown): value is UserStage =>
  typeof value === 'string' && (USER_STAGES as readonly string[]).includes(value);

/** Position of a stage in the funnel: ANONYMOUS is 0, CUSTOMER is 3. */
export const stageRank = (stage: UserStage): number => USER_STAGES.indexOf(stage);

/** The further along of two stages; used wherever two sources of truth meet, so nothing is lost. */
export const laterStage = (a: UserStage, b: UserStage): UserStage => (stageRank(b) > stageRank(a) ? b : a);

export interface StageFacts {
  email?: string | null | undefined;
  hasReading?: boolean | undefined;
  hasPurchased?: boolean | undefined;
}

/**
 * The stage the known facts justify on their own. A purchase wins over a reading and a
 * reading over an email, because each later fact implies the earlier ones (orders belong to a
 * profile, and a reading is always generated for an email).
 */
export const stageFromFacts = ({ email, hasReading, hasPurchased }: StageFacts): UserStage => {
  if (hasPurchased) return 'CUSTOMER';
  if (hasReading) return 'FREE_READING_COMPLETE';
  if (email !== null && email !== undefined && email.trim() !== '') return 'IDENTIFIED';
  return 'ANONYMOUS';
};

/**
 * Linking a session to a profile: a profile only exists once a reading was made, so an unset,
 * anonymous or identified stage becomes FREE_READING_COMPLETE; a later stage is kept.
 */
export const stageAfterProfileLink = (current: UserStage | null | undefined): UserStage =>
  laterStage(current ?? 'ANONYMOUS', 'FREE_READING_COMPLETE');
