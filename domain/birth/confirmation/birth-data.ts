import { MONTH_NAMES } from '../../sky';
/** §3 "Birth data state": the details a moon reading is made from, and how they compare. */

export interface Coordinates {
  lat: number;
  lng: number;
}

export interface BirthLocation {
  city: string;
  country: string;
  displayName: string;
  coordinates: Coordinates;
  timezone: string;
}

export interface BirthDetails {
  email: string | null;
  /** ISO calendar date, YYYY-MM-DD. */
  birthDate: string | null;
  /** Local time HH:MM, or null when the visitor does not know it. */
  birthTime: string | null;
  birthLocation: BirthLocation | null;
}

/** What a visitor may share in one message; a field left out is unchanged. */
export interface ProvidedDetails {
  email?: string;
  birthDate?: string;
  birthTime?: string | null;
  birthLocation?: BirthLocation;
}

/** The details behind the reading already stored for an email. */
export interface ExistingReading {
  email: string;
  birthDate: string;
  birthTime: string | null;
  birthLocation: BirthLocation;
}

/** The three details the visitor confirms, in the order they are asked (§4). */
export const CONFIRMABLE_FIELDS = ['email', 'birthDate', 'birthLocation'] as const;
export type ConfirmableField = (typeof CONFIRMABLE_FIELDS)[number];

export type Confirmations = Record<ConfirmableField, boolean>;

export const NO_CONFIRMATIONS: Confirmations = { email: false, birthDate: false, birthLocation: false };

/** The details that change a reading; a difference in any of them asks before overwriting. */
export const DIFFERENCE_FIELDS = ['birthDate', 'birthTime', 'birthLocation'] as const;
export type DifferenceField = (typeof DIFFERENCE_FIELDS)[number];

export const BIRTH_FIELD_LABELS: Readonly<Record<ConfirmableField | DifferenceField, string>> = {
  email: 'Email',
  birthDate: 'Birth date',
  birthTime: 'Birth time',
  birthLocation: 'Birth location',
};

export type PendingConfirmation =
  | { field: 'email'; value: string; display: string }
  | { field: 'birthDate'; value: string; display: string }
  | { field: 'birthLocation'; value: BirthLocation; display: string };

/** §3 "Birth data state": what the chat has gathered towards a reading, as stored per session. */
export interface BirthDataState extends BirthDetails {
  emailVerified: boolean;
  /** ISO timestamp of the last reading generated from these details. */
  lastGeneratedAt: string | null;
  confirmations: Confirmations;
  pendingConfirmation: PendingConfirmation | null;
  /** True only once the visitor said yes at the overwrite prompt. */
  confirmOverwrite: boolean;
  /** True while the overwrite prompt is waiting for an answer. */
  pendingOverwrite: boolean;
}

export const EMPTY_BIRTH_DATA_STATE: BirthDataState = {
  email: null,
  emailVerified: false,
  birthDate: null,
  birthTime: null,
  lastGeneratedAt: null,
  birthLocation: null,
  confirmations: NO_CONFIRMATIONS,
  pendingConfirmation: null,
  confirmOverwrite: false,
  pendingOverwrite: false,
};

/** Emails are matched the way mail servers treat them in practice: trimmed, any case. */
export const sameEmail = (a: string | null, b: string | null): boolean =>
  a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

// About 11 m: finer than any gazetteer pick, coarse enough to ignore float noise.
const COORDINATE_DECIMALS = 4;
const roundCoordinate = (value: number) => value.toFixed(COORDINATE_DECIMALS);

/**
 * Two locations are the same place when the reading would come out the same: the same
 * coordinates (to 4 decimals) and time zone. A renamed display name is not a new place.
 */
export const sameBirthLocation = (a: BirthLocation | null, b: BirthLocation | null): boolean => {
  if (a === null || b === null) return a === b;
  return (
    roundCoordinate(a.coordinates.lat) === roundCoordinate(b.coordinates.lat) &&
    roundCoordinate(a.coordinates.lng) === roundCoordinate(b.coordinates.lng) &&
    a.timezone === b.timezone
  );
};

const sameText = (a: string | null, b: string | null): boolean => (a?.trim() || null) === (b?.trim() || null);

/** Whether a detail is unchanged, with each field compared the way that matters for a reading. */
export const sameDetail = <K extends keyof BirthDetails>(field: K, a: BirthDetails[K], b: BirthDetails[K]): boolean => {
  switch (field) {
    case 'email':
      return a === b || sameEmail(a as string | null, b as string | null);
    case 'birthLocation':
      return sameBirthLocation(a as BirthLocation | null, b as BirthLocation | null);
    default:
      return sameText(a as string | null, b as string | null);
  }
};

const providedKeys = (provided: ProvidedDetails): (keyof BirthDetails)[] =>
  (['email', 'birthDate', 'birthTime', 'birthLocation'] as const).filter((key) => provided[key] !== undefined);

/** The fields a message would actually change; an equal value is not a change. */
export const changedFields = (details: BirthDetails, provided: ProvidedDetails): (keyof BirthDetails)[] =>
  providedKeys(provided).filter((key) => !sameDetail(key, details[key], provided[key] ?? null));

/** Fields of the stored reading the new details would change, in display order. */
export const differenceFields = (existing: ExistingReading, details: BirthDetails): DifferenceField[] =>
  DIFFERENCE_FIELDS.filter((field) => !sameDetail(field, existing[field], details[field]));

/** The stored reading only matters when it belongs to the email being confirmed. */
export const readingForEmail = (existing: ExistingReading | null, email: string | null): ExistingReading | null =>
  existing !== null && sameEmail(existing.email, email) ? existing : null;

export const firstUnconfirmedField = (confirmations: Confirmations): ConfirmableField | null =>
  CONFIRMABLE_FIELDS.find((field) => !confirmations[field]) ?? null;

export const allConfirmed = (confirmations: Confirmations): boolean => firstUnconfirmedField(confirmations) === null;

/** 1990-03-14 reads as 'March 14, 1990'; anything not in that form is shown as given. */
export const displayBirthDate = (isoDate: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || month === undefined) return isoDate;
  return `${month} ${Number(match[3])}, ${match[1]}`;
};

export const displayBirthLocation = (location: BirthLocation): string =>
  location.displayName.trim() || [location.city, location.country].filter((part) => part.trim() !== '').join(', ');

/** What to ask the visitor to confirm: the first unconfirmed field, once its value is known. */
export const pendingConfirmationFor = (details: BirthDetails, confirmations: Confirmations): PendingConfirmation | null => {
  const field = firstUnconfirmedField(confirmations);
  if (field === 'email' && details.email !== null) {
    return { field, value: details.email, display: details.email.trim() };
  }
  if (field === 'birthDate' && details.birthDate !== null) {
    return { field, value: details.birthDate, display: displayBirthDate(details.birthDate) };
  }
  if (field === 'birthLocation' && details.birthLocation !== null) {
    return { field, value: details.birthLocation, display: displayBirthLocation(details.birthLocation) };
  }
  return null;
};

export interface OverwriteRow {
  field: DifferenceField;
  label: string;
  current: string;
  proposed: string;
}

const displayDetail = (field: DifferenceField, details: Pick<BirthDetails, DifferenceField>): string => {
  switch (field) {
    case 'birthDate':
      return details.birthDate === null ? 'Not given' : displayBirthDate(details.birthDate);
    case 'birthTime':
      return details.birthTime?.trim() || 'Not given';
    case 'birthLocation':
      return details.birthLocation === null ? 'Not given' : displayBirthLocation(details.birthLocation);
  }
};

/** The rows of the overwrite dialog (Field, Current Reading, New Details), one per differing field. */
export const overwriteRows = (existing: ExistingReading, details: BirthDetails): OverwriteRow[] =>
  differenceFields(existing, details).map((field) => ({
    field,
    label: BIRTH_FIELD_LABELS[field],
    current: displayDetail(field, existing),
    proposed: displayDetail(field, details),
  }));

/** The details after a message: only changed fields are replaced, so a confirmed value stays as confirmed. */
export const withProvidedDetails = (details: BirthDetails, provided: ProvidedDetails): BirthDetails => {
  const changed = new Set(changedFields(details, provided));
  return {
    email: changed.has('email') ? (provided.email ?? null) : details.email,
    birthDate: changed.has('birthDate') ? (provided.birthDate ?? null) : details.birthDate,
    birthTime: changed.has('birthTime') ? (provided.birthTime ?? null) : details.birthTime,
    birthLocation: changed.has('birthLocation') ? (provided.birthLocation ?? null) : details.birthLocation,
  };
};
