import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { EMPTY_BIRTH_DATA_STATE, type BirthDataState } from '../../birth';
import {
  HELP_TEXT,
  RESET_FAILURE_REPLY,
  RESET_GREETING,
  SLASH_COMMANDS,
  STATUS_EMPTY_REPLY,
  formatCoordinate,
  parseSlashCommand,
  statusSummary,
} from './slash-commands';

const commandArb = fc.constantFrom(...SLASH_COMMANDS);
const paddingArb = fc.array(fc.constantFrom(' ', '\t', '\n', '\u00a0'), { maxLength: 3 }).map((parts) => parts.join(''));
const randomCaseArb = (text: string) =>
  fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }).map((upper) =>
    [...text].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join(''),
  );
const nearMissArb = fc
  .tuple(commandArb, fc.string({ minLength: 1, maxLength: 3 }), fc.nat())
  .map(([command, extra, at]) => {
    const cut = at % (command.length + 1);
    return command.slice(0, cut) + extra + command.slice(cut);
  });

const paris: BirthDataState = {
  ...EMPTY_BIRTH_DATA_STATE,
  email: 'ana@example.com',
  birthDate: '1990-04-12',
  birthTime: '08:30',
  birthLocation: {
    city: 'Paris',
    country: 'France',
    displayName: 'Paris, Île-de-France, France',
    coordinates: { lat: 48.8566, lng: 2.3522 },
    timezone: 'Europe/Paris',
  },
  confirmations: { email: true, birthDate: true, birthLocation: false },
};

const withCoordinates = (lat: number, lng: number): BirthDataState => ({
  ...paris,
  birthLocation: { ...paris.birthLocation!, coordinates: { lat, lng } },
});

const coordinatesIn = (summary: string): [string, string] | null => {
  const match = /^- Coordinates: (\S+), (\S+)$/m.exec(summary);
  return match ? [match[1]!, match[2]!] : null;
};

describe('parseSlashCommand', () => {
  it('recognises each of the five commands', () => {
    expect(SLASH_COMMANDS).toEqual(['/status', '/help', '/reset', '/generate', '/verify']);
    for (const command of SLASH_COMMANDS) expect(parseSlashCommand(command)).toBe(command);
  });

  it('recognises a command in capitals with spaces around it', () => {
    expect(parseSlashCommand('  /STATUS \n')).toBe('/status');
    expect(parseSlashCommand('/Help')).toBe('/help');
  });

  it('treats near misses and mentions as plain text', () => {
    for (const text of ['/statusx', '/ help', 'hello /help', '/reset please', 'status', '/', '//help', '/unknown']) {
      expect(parseSlashCommand(text)).toBeNull();
    }
  });

  it('a command is recognised whatever its case and surrounding whitespace', () => {
    fc.assert(
      fc.property(
        commandArb.chain((command) => fc.tuple(fc.constant(command), randomCaseArb(command), paddingArb, paddingArb)),
        ([command, typed, before, after]) => parseSlashCommand(before + typed + after) === command,
      ),
    );
  });

  it('a command with anything added to it is plain text', () => {
    fc.assert(
      fc.property(nearMissArb, (text) => {
        fc.pre(!SLASH_COMMANDS.some((command) => command.toUpperCase() === text.trim().toUpperCase()));
        return parseSlashCommand(text) === null;
      }),
    );
  });

  it('any text that is not one of the five commands is plain text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string().map((s) => `/${s}`)), (text) => {
        fc.pre(!SLASH_COMMANDS.some((command) => command.toUpperCase() === text.trim().toUpperCase()));
        return parseSlashCommand(text) === null;
      }),
    );
  });
});

describe('command texts', () => {
  it('help lists every command with a description', () => {
    const lines = HELP_TEXT.split('\n').slice(1);
    expect(lines.map((line) => line.split(':')[0])).toEqual(SLASH_COMMANDS.map((command) => `- ${command}`));
    for (const line of lines) expect(line).toMatch(/^- \/\w+: \w.+$/);
  });

  it('keeps the reset lines from the specification', () => {
    expect(RESET_GREETING).toBe("Let's begin anew. What's on your mind today?");
    expect(RESET_FAILURE_REPLY).toBe("I couldn't reset our session just yet. Please try again in a moment.");
  });
});

describe('statusSummary', () => {
  it('says nothing is stored when there is no state or an empty one', () => {
    expect(STATUS_EMPTY_REPLY).toBe(
      "I don't have any details stored yet. Share your birth date, location, and email when you're ready.",
    );
    expect(statusSummary(null)).toBe(STATUS_EMPTY_REPLY);
    expect(statusSummary(undefined)).toBe(STATUS_EMPTY_REPLY);
    expect(statusSummary(EMPTY_BIRTH_DATA_STATE)).toBe(STATUS_EMPTY_REPLY);
    expect(statusSummary({ ...EMPTY_BIRTH_DATA_STATE, email: '  ', birthLocation: { ...paris.birthLocation!, city: '', country: ' ', displayName: '', coordinates: { lat: Number.NaN, lng: 2 }, timezone: '' } })).toBe(
      STATUS_EMPTY_REPLY,
    );
  });

  it('summarises every stored detail with its confirmation', () => {
    expect(statusSummary(paris)).toBe(
      [
        "Here's what I have stored for you:",
        '- Email: ana@example.com (confirmed)',
        '- Birth date: 1990-04-12 (confirmed)',
        '- Birth time: 08:30',
        '- Birth location: Paris, Île-de-France, France (not confirmed yet)',
        '- Coordinates: 48.8566, 2.3522',
        '- Timezone: Europe/Paris',
      ].join('\n'),
    );
  });

  it('names the place by city and country when it has no display name', () => {
    const state = { ...paris, birthLocation: { ...paris.birthLocation!, displayName: '' } };
    expect(statusSummary(state)).toContain('- Birth location: Paris, France (not confirmed yet)');
  });

  it('shows coordinates with four decimals, keeping the sign and padding integers', () => {
    expect(coordinatesIn(statusSummary(withCoordinates(-33.86786, -151.2)))).toEqual(['-33.8679', '-151.2000']);
    expect(coordinatesIn(statusSummary(withCoordinates(10, 0)))).toEqual(['10.0000', '0.0000']);
    expect(formatCoordinate(2.35224)).toBe('2.3522');
  });

  it('keeps a stored value with line breaks on its own line', () => {
    const summary = statusSummary({ ...paris, email: 'ana@example.com\n- Coordinates: 1.0000, 2.0000' });
    expect(summary.match(/^- Coordinates:/gm)).toHaveLength(1);
  });

  it('status always shows coordinates with exactly four decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), (lat, lng) => {
        const shownCoordinates = coordinatesIn(statusSummary(withCoordinates(lat, lng)));
        expect(shownCoordinates).not.toBeNull();
        for (const value of shownCoordinates!) expect(value).toMatch(/^-?\d{1,3}\.\d{4}$/);
      }),
    );
  });

  it('status coordinates round-trip to within 0.00005', () => {
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), (lat, lng) => {
        const [shownLat, shownLng] = coordinatesIn(statusSummary(withCoordinates(lat, lng)))!;
        const tolerance = 0.00005 + 1e-12;
        expect(Math.abs(Number(shownLat) - lat)).toBeLessThanOrEqual(tolerance);
        expect(Math.abs(Number(shownLng) - lng)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });
});
