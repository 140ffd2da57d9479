/**
 * The visitor's stage in the funnel (§4 "User stage"). The order matters: a stage only
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

export interface StageFacts {
  email?: string | null | undefined;
  hasReading?: boolean | undefined;
  /** The session was linked to a profile (which always has a reading). */
  linkedProfile?: boolean | undefined;
  hasPurchased?: boolean | undefined;
}
