import { classifyTopic, detectCrisis, detectPersona, explainPersonas, normaliseMessage, parseSlashCommand, scorePersonas } from '../domain/conversation';
import { sanitiseAssistantText, safeUrl, shapeReply } from '../domain/kernel';
import { detectName } from '../domain/birth';

/**
 * The `luna` CLI's commands as pure functions from arguments to printed text, so tests can
 * call them directly. Each shows what the domain rules make of some text: a quick way for a
 * developer or QA to check a case without starting the site.
 */
export interface LunaCommand {
  summary: string;
  usage: string;
  run: (text: string) => string;
}

const lines = (record: Record<string, unknown>) =>
  Object.entries(record)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('\n');

export const lunaCommands: Record<string, LunaCommand> = {
  hear: {
    summary: 'what Luna understands from a visitor message (normalised text, command, name, topic, persona)',
    usage: 'luna hear "My name is Zoë and I feel stuck at work"',
    run: (text) => {
      const normalised = normaliseMessage(text);
      if (!normalised.ok) return lines({ accepted: false, reply: normalised.reply });
      const [why] = explainPersonas(normalised.text);
      const scores = Object.fromEntries(Object.entries(scorePersonas(normalised.text)).filter(([, score]) => score > 0));
      const topic = classifyTopic(normalised.text);
      const crisis = detectCrisis(normalised.text);
      return lines({
        accepted: true,
        text: normalised.text,
        command: parseSlashCommand(normalised.text) ?? 'none',
        name: detectName(normalised.text) ?? 'none',
        topic,
        persona: detectPersona(normalised.text) ?? 'none',
        personaClass: why === undefined ? 'none' : `${why.best} (probability ${why.probability.toFixed(2)}; next ${why.runnerUp} ${why.runnerUpProbability.toFixed(2)})`,
        personaScores: scores,
        // Each feature's weight is how much it put the class ahead of the next one (log odds).
        personaWhy: (why?.because ?? []).map((reason) => `+${reason.weight.toFixed(2)} ${reason.feature}`),
        // The engine takes no persona evidence from a sign of crisis or a boundary question (ADR 043).
        ...(crisis !== null || topic !== 'on-topic' ? { personaInConversation: `not scored (${crisis === null ? topic : `crisis: ${crisis}`})` } : {}),
      });
    },
  },
  say: {
    summary: 'what a reply becomes before the visitor sees it (sanitised, then shaped)',
    usage: 'luna say "Within 3 days, 90% of people feel it — a rare alignment."',
    run: (text) => shapeReply(sanitiseAssistantText(text)),
  },
  link: {
    summary: 'what the chat does with a link address (kept or blanked)',
    usage: 'luna link "javascript:alert(1)"',
    run: (url) => {
      const safe = safeUrl(url);
      return safe === '' ? 'blanked' : `kept: ${safe}`;
    },
  },
};

/** The birth commands live in luna.ts (they need the real zone rules and places); listed here for help. */
const birthCommands: Record<string, Omit<LunaCommand, 'run'>> = {
  reading: {
    summary: 'the free moon reading for a birth (time optional; place by name, or --lat --lng --tz)',
    usage: 'luna reading --name Ana --date 1990-03-14 [--time 08:30] --place "Lisbon, Portugal" [--goal "career"] [--json]',
  },
  natal: {
    summary: 'one JSON line per birth read from standard input: UTC, zone, Moon, Sun, phase, candidates',
    usage: `luna natal --jsonl < births.jsonl   (lines like {"id":1,"birthDate":"1990-03-14","birthTime":null,"place":"Lisbon, Portugal"})`,
  },
  chart: {
    summary: 'one JSON line per birth from standard input: the bodies, angles, Placidus houses and aspects of its chart',
    usage: `luna chart --jsonl < births.jsonl   (lines like {"id":1,"birthDate":"1990-03-14","birthTime":"08:30","lat":38.72,"lng":-9.14,"timezone":"Europe/Lisbon"} or with "place")`,
  },
  sky: {
    summary: 'the new and full moons and the eclipses over some months: dates, signs and degrees',
    usage: 'luna sky --from 2027-01-01 [--months 12] [--tz Europe/Lisbon] [--json]',
  },
  tonight: {
    summary: 'tonight’s Moon at a place and local date: rise and set, phase, sign, void of course, next new and full moon',
    usage: 'luna tonight --lat 69.65 --lng 18.96 --tz Europe/Oslo --date 2026-12-20 [--json]',
  },
  report: {
    summary: 'one paid report (lunar or astrology) for a birth, written as a PDF file',
    usage: 'luna report --type lunar|astrology --name Ana --date 1990-03-14 [--time 08:30] --place "Lisbon, Portugal" [--from 2027-01-01] --out ana.pdf',
  },
  migrate: {
    summary: 'apply the database migrations (PostgreSQL when DATABASE_URL is set, else the embedded PGlite)',
    usage: 'luna migrate',
  },
  chat: {
    summary: 'talk to Luna in the terminal (scripted model, in-memory database)',
    usage: 'luna chat',
  },
  replay: {
    summary: 'replay the conversation fixtures against the engine; --update records new answers',
    usage: 'luna replay [fixtures/conversations/name.json ...] [--update]',
  },
  places: {
    summary: 'place search as the site does it: labels, coordinates, zones',
    usage: 'luna places "springfield" [--limit 10] [--json]',
  },
  outbox: {
    summary: 'the email outbox: pending, sent and failed mail; "retry <id>" sends a failed one again (stop an embedded-database site first)',
    usage: 'luna outbox [--json]   ·   luna outbox retry 6f1c…',
  },
};

export const lunaHelp = (): string =>
  [
    'Usage: npm run luna -- <command> [arguments]   (text commands read standard input when given -)',
    '',
    'Commands:',
    ...Object.entries({ ...lunaCommands, ...birthCommands }).map(
      ([name, command]) => `  ${name.padEnd(8)} ${command.summary}\n           e.g. ${command.usage}`,
    ),
    '  help     this text',
  ].join('\n');
