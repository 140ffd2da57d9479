/**
 * Slash commands in the chat input (§5 "Slash commands", §8, §9 "Slash commands: five").
 *
 * A message is a command only when, trimmed and lower-cased, it is exactly one of the five;
 * '/statusx', '/ help' and 'hello /help' are ordinary messages and go to Luna as text.
 */
import { collapseWhitespace } from './normalise';
import type { BirthDataState, BirthLocation } from '../../birth';

export const SLASH_COMMANDS = ['/status', '/help', '/reset', '/generate', '/verify'] as const;

export type SlashCommand = (typeof SLASH_COMMANDS)[number];

export const SLASH_COMMAND_DESCRIPTIONS: Readonly<Record<SlashCommand, string>> = {
  '/status': 'show the birth details I have stored for you',
  '/help': 'list these commands',
  '/reset': 'start our conversation afresh',
  '/generate': 'prepare your moon reading from your confirmed details',
  '/verify': 'confirm your email is yours with a code I send to it',
};

export const HELP_TEXT = [
  'Here are the commands you can use:',
  ...SLASH_COMMANDS.map((command) => `- ${command}: ${SLASH_COMMAND_DESCRIPTIONS[command]}`),
].join('\n');

export const RESET_GREETING = "Let's begin anew. What's on your mind today?";
export const RESET_FAILURE_REPLY = "I couldn't reset our session just yet. Please try again in a moment.";
export const STATUS_EMPTY_REPLY =
  "I don't have any details stored yet. Share your birth date, location, and email when you're ready.";

const isSlashCommand = (text: string): text is SlashCommand => (SLASH_COMMANDS as readonly string[]).includes(text);

/** The command the visitor typed, or null when the text is an ordinary message. */
export const parseSlashCommand = (input: string): SlashCommand | null => {
  const trimmed = input.trim();
  if (!trimmed.startsWith('/')) return null;
  const lowered = trimmed.toLowerCase();
  return isSlashCommand(lowered) ? lowered : null;
};

export const COORDINATE_DECIMALS = 4;

/** Always four decimals, sign kept: 10 → '10.0000', -33.86786 → '-33.8679'. */
export const formatCoordinate = (value: number): string => value.toFixed(COORDINATE_DECIMALS);

/** Stored values come from other systems; one line each keeps the summary readable. */
const shown = (value: string | null | undefined): string | null => {
  const text = value == null ? '' : collapseWhitespace(value);
  return text === '' ? null : text;
};

const confirmedNote = (confirmed: boolean): string => (confirmed ? ' (confirmed)' : ' (not confirmed yet)');

const locationName = (location: BirthLocation): string | null =>
  shown(location.displayName) ?? shown([location.city, location.country].filter((part) => shown(part)).join(', '));

// Stored state comes from the browser; a damaged record must not print NaN.
const hasCoordinates = (location: BirthLocation): boolean =>
  Number.isFinite(location.coordinates.lat) && Number.isFinite(location.coordinates.lng);

/** The /status reply: a local summary of what is stored, never a call to the server. */
export const statusSummary = (state: BirthDataState | null | undefined): string => {
  if (!state) return STATUS_EMPTY_REPLY;
  const lines: string[] = [];
  const email = shown(state.email);
  if (email) lines.push(`- Email: ${email}${confirmedNote(state.confirmations.email)}`);
  const birthDate = shown(state.birthDate);
  if (birthDate) lines.push(`- Birth date: ${birthDate}${confirmedNote(state.confirmations.birthDate)}`);
  const birthTime = shown(state.birthTime);
  if (birthTime) lines.push(`- Birth time: ${birthTime}`);
  const location = state.birthLocation;
  if (location) {
    const name = locationName(location);
    if (name) lines.push(`- Birth location: ${name}${confirmedNote(state.confirmations.birthLocation)}`);
    if (hasCoordinates(location)) {
      const { lat, lng } = location.coordinates;
      lines.push(`- Coordinates: ${formatCoordinate(lat)}, ${formatCoordinate(lng)}`);
    }
    const timezone = shown(location.timezone);
    if (timezone) lines.push(`- Timezone: ${timezone}`);
  }
  if (lines.length === 0) return STATUS_EMPTY_REPLY;
  return ["Here's what I have stored for you:", ...lines].join('\n');
};
