import { overwriteRows, sameEmail, type BirthDetails, type ExistingReading, type OverwriteRow } from '../../birth';

/**
 * Who may see and change a reading (issue 12). A visitor owns a profile when their session
 * made it, their session or access token was linked to it by its link token, or they proved
 * its email with a code. The same rule on every path: chat, form, emailed changes, checkout.
 */
export interface Caller {
  /** The profile this caller holds: made by their session, linked by a link token, or named by their access token. */
  profileId: string | null;
  /** An email this caller proved theirs with a code. */
  verifiedEmail: string | null;
}

export interface StoredProfile {
  profileId: string;
  email: string;
  /** The current reading's details; null while the profile has none. */
  reading: ExistingReading | null;
}

export const ANONYMOUS_CALLER: Caller = { profileId: null, verifiedEmail: null };

export const ownsProfile = (caller: Caller, profile: StoredProfile): boolean =>
  caller.profileId === profile.profileId || sameEmail(caller.verifiedEmail, profile.email);

/** The stored reading as this caller may see it: only its owner learns that it exists and what it holds. */
export const readingVisibleTo = (caller: Caller, profile: StoredProfile | null): ExistingReading | null =>
  profile !== null && ownsProfile(caller, profile) ? profile.reading : null;

export type OverwriteChoice = 'replace' | 'keep';

/**
 * What asking for a reading does:
 * - make: no profile has this email yet; the reading is made and the caller holds it.
 * - replace: the owner's reading is made again, from these details (the old one kept as history).
 * - keep: the owner keeps the current reading.
 * - ask: the owner's stored reading differs; ask before replacing it (the overwrite prompt).
 * - propose: someone else's profile; nothing changes, and its owner is emailed a link that
 *   applies these details only when clicked. The caller learns nothing about the reading.
 */
export type ReadingDecision =
  | { kind: 'make' }
  | { kind: 'replace'; overwritten: boolean }
  | { kind: 'keep' }
  | { kind: 'ask'; rows: OverwriteRow[] }
  | { kind: 'propose' };

export const decideReading = (
  caller: Caller,
  profile: StoredProfile | null,
  details: BirthDetails,
  choice: OverwriteChoice | null,
): ReadingDecision => {
  if (profile === null) return { kind: 'make' };
  if (!ownsProfile(caller, profile)) return { kind: 'propose' };
  if (choice === 'keep') return { kind: 'keep' };
  const rows = profile.reading === null ? [] : overwriteRows(profile.reading, details);
  if (rows.length > 0 && choice !== 'replace') return { kind: 'ask', rows };
  return { kind: 'replace', overwritten: rows.length > 0 };
};
