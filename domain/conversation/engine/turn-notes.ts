import type { BoundaryReply, CareReply } from '../boundaries';
import type { ConfirmableField, DifferenceField, KnownDatePart } from '../../birth';
import type { QuickReply } from '../../kernel';
import type { RateLimitType } from '../../reading';
import type { AnalyticsEvent } from './analytics';

/** A detail Luna could not take as given: answered as validation_error with field and reason. */
export interface Problem {
  field: 'firstName' | 'email' | 'birthDate' | 'birthTime' | 'birthLocation';
  reason: string;
  question: string;
  quickReplies: QuickReply[];
  /** The two times an either-or time question offered, so 'just after' can pick one. */
  timeOptions?: readonly [string, string];
  /** What a named day told of the date Luna asked about ('Mother’s Day 1990'), so 'may 13th' completes it. */
  knownDate?: KnownDatePart;
}

export type Outcome =
  | { kind: 'reading_ready'; url: string; overwrite: boolean }
  | { kind: 'overwrite_ack'; url: string | null; differenceFields: DifferenceField[] }
  | { kind: 'overwrite_declined'; url: string | null; differenceFields: DifferenceField[] }
  | { kind: 'pending_calculation' }
  | { kind: 'rate_limited'; limitType: RateLimitType };

export type LearnedDetail = 'email' | 'birthDate' | 'birthTime' | 'birthLocation';

/** What the latest visitor message did, so the reply can acknowledge it. Reset every turn. */
export interface TurnNotes {
  identity: boolean;
  injection: boolean;
  /** A bare hello: greeted back, and the goal asked for. */
  greeted: boolean;
  boundary: BoundaryReply | null;
  /** The visitor may be in danger: this turn answers with care and help lines only. Older stored notes have none. */
  care?: CareReply | null;
  /** The reply before this one answered a crisis: the conversation goes on gently. */
  afterCare?: boolean;
  problem: Problem | null;
  goalShared: boolean;
  nameLearned: boolean;
  learned: LearnedDetail[];
  timeUnknown: boolean;
  confirmed: ConfirmableField | null;
  rejected: ConfirmableField | null;
  /** A question the flow itself does not answer ('what is a moon sign?'). */
  freeQuestion: boolean;
  /** The visitor asked for their reading (/generate, 'make my reading'). */
  askedForReading: boolean;
  outcome: Outcome | null;
  /** The paid reports this reply offers: asked about, or the one unasked mention after a reading. */
  offer: 'asked' | 'unasked' | null;
  /** The visitor turned an offer down ('no thanks'): acknowledged, and no more unasked offers. */
  offerDeclined: boolean;
  events: AnalyticsEvent[];
}

export const NO_NOTES: TurnNotes = {
  identity: false,
  injection: false,
  greeted: false,
  boundary: null,
  care: null,
  problem: null,
  goalShared: false,
  nameLearned: false,
  learned: [],
  timeUnknown: false,
  confirmed: null,
  rejected: null,
  freeQuestion: false,
  askedForReading: false,
  outcome: null,
  offer: null,
  offerDeclined: false,
  events: [],
};
