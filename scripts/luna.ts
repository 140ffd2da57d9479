import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { sharedGazetteer } from '../adapters/gazetteer';
import { migrate, openDatabase } from '../adapters/sql';
import { createZoneRules } from '../adapters/zone-rules';
import { renderReadingText } from '../domain/reading';
import { natalForLine, readingFor, type BirthDeps } from './luna-birth';
import { chartForLine } from './luna-chart';
import { skyCommand } from './luna-sky';
import { TONIGHT_USAGE, tonightCommand, tonightText } from './luna-tonight';
import { reportCommand } from './luna-report';
import { lunaCommands, lunaHelp } from './luna-commands';
import { formatOutbox } from './luna-outbox';
import { listOutbox, retryEmail } from '../server/platform/email/outbox-store';
import { formatMismatches, readFixture, recordFixture, replayFixture } from './luna-replay';
import { composeChat } from '../server/compose';
import { ConfigError, type ServerConfig, readConfig } from '../server/config';
import { chatTurn } from '../server/conversation/chat-turn';
import { createLogger } from '../server/platform/security';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm run luna -- <command> ...`: the project CLI for developers and QA.
 * Text commands (hear, say, link) take the text as arguments; birth commands (reading,
 * natal, places) use the real zone rules and the bundled gazetteer.
 */
const [name = 'help', ...rawArgs] = process.argv.slice(2);
// '--lng -9.13' reads naturally but parseArgs takes '-9.13' for a flag: glue negative numbers on.
const args = rawArgs.flatMap((arg, i) => {
  if (/^-\d/.test(arg) && rawArgs[i - 1]?.startsWith('--')) return [];
  const next = rawArgs[i + 1];
  return arg.startsWith('--') && !arg.includes('=') && next !== undefined && /^-\d/.test(next) ? [`${arg}=${next}`] : [arg];
});

const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};

/** The server's settings (BRAND_NAME, PUBLIC_SITE_URL, rate limits…); a bad one is named and ends the command. */
const settings = (): ServerConfig => {
  try {
    return readConfig();
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }
};

let deps: BirthDeps | undefined;
const birthDeps = (): BirthDeps => {
  if (deps) return deps;
  const { rules } = createZoneRules();
  deps = {
    rules,
    findPlace: (query) => {
      const [best] = sharedGazetteer().search(query, 1);
      return best ? { lat: best.lat, lng: best.lng, zone: best.zone, label: best.label } : null;
    },
  };
  return deps;
};

/** A --jsonl command: one JSON answer per birth line read from standard input, blank lines skipped. */
const eachBirthLine = async (name: string, answer: (line: string, deps: BirthDeps) => unknown): Promise<void> => {
  const { values } = parseArgs({ args, options: { jsonl: { type: 'boolean', default: false } } });
  if (!values.jsonl) fail(`Usage: npm run luna -- ${name} --jsonl < births.jsonl`);
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    process.stdout.write(`${JSON.stringify(answer(line, birthDeps()))}\n`);
  }
};

/** The options that give a birth, shared by `luna reading` and `luna report`. */
const BIRTH_OPTIONS = {
  name: { type: 'string' },
  date: { type: 'string' },
  time: { type: 'string' },
  place: { type: 'string' },
  lat: { type: 'string' },
  lng: { type: 'string' },
  tz: { type: 'string' },
} as const;

const commands: Record<string, () => Promise<void> | void> = {
  migrate: async () => {
    // The same choice the server makes: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR.
    const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, migrate: false });
    try {
      const applied = await migrate(db, { log: (line) => console.info(line) });
      console.info(applied.length ? `Applied ${applied.length} migration(s) to ${db.kind}.` : `The ${db.kind} database is up to date.`);
    } finally {
      await db.close();
    }
  },

  places: () => {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { limit: { type: 'string', default: '10' }, json: { type: 'boolean', default: false } },
    });
    const query = positionals.join(' ');
    if (!query.trim()) fail('Usage: npm run luna -- places "springfield" [--limit 10] [--json]');
    const matches = sharedGazetteer().search(query, Number(values.limit));
    if (values.json) return console.info(JSON.stringify(matches, null, 2));
    if (matches.length === 0) return console.info(`No place matches "${query}".`);
    for (const m of matches) {
      console.info(`${m.label}\n  ${m.lat.toFixed(4)}, ${m.lng.toFixed(4)} · ${m.zone} · population ${m.population} · id ${m.id}`);
    }
  },

  reading: () => {
    const { values } = parseArgs({
      args,
      options: {
        ...BIRTH_OPTIONS,
        goal: { type: 'string' },
        persona: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
    });
    const { json, ...options } = values;
    const result = readingFor({ name: '', date: '', ...options }, birthDeps(), Date.now());
    if (result instanceof Error) return fail(result.message);
    if (json) return console.info(JSON.stringify({ place: result.place, chart: result.chart, reading: result.reading }, null, 2));
    console.info(`Born ${values.date} ${result.chart.timeKnown ? result.chart.enteredLocalTime : '(time unknown)'} in ${result.place.label}\n`);
    console.info(renderReadingText(result.reading));
  },

  replay: async () => {
    const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { update: { type: 'boolean', default: false } } });
    const dir = path.join('fixtures', 'conversations');
    const files = positionals.length > 0 ? positionals : readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(dir, f));
    const db = await openDatabase({ dataDir: 'memory://' });
    let failed = 0;
    try {
      for (const file of files) {
        const result = await replayFixture(readFixture(file), db);
        if (values.update) {
          recordFixture(file, result);
          console.info(`recorded ${file} (${result.actual.length} turns)`);
        } else if (result.mismatches.length > 0) {
          failed += 1;
          console.info(formatMismatches(file, result));
        } else {
          console.info(`✓ ${file}: ${result.fixture.title}`);
        }
      }
    } finally {
      await db.close();
    }
    if (!values.update) console.info(`\n${files.length - failed} of ${files.length} conversations replayed as recorded.`);
    if (failed > 0) process.exitCode = 1;
  },

  chat: async () => {
    // Composed as the server composes the chat, on an in-memory database (each terminal chat starts
    // as a new visitor) and with the scripted Luna, so a terminal chat costs nothing.
    const db = await openDatabase({ dataDir: 'memory://' });
    const deps = composeChat(settings(), db, { model: null, logger: createLogger('warn', { write: (line: string) => void process.stderr.write(line) }) });
    const lines = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
    let token: string | null = null;
    console.info('Luna: Hi, I’m Luna. What’s on your mind today? (an empty line or Ctrl+D ends the chat)');
    try {
      for await (const line of lines) {
        if (line.trim() === '') break;
        const answer = await chatTurn(deps, { body: { message: line, sessionToken: token }, ip: '127.0.0.1' });
        token = answer.session_updates.sessionToken;
        const replies = answer.response_metadata.quickReplies.map((reply) => `[${reply.label}]`).join(' ');
        const type = answer.response_type === null ? '' : ` (${answer.response_type})`;
        console.info(`\nLuna${type}: ${answer.response}${replies ? `\n  ${replies}` : ''}\n`);
      }
    } finally {
      lines.close();
      await db.close();
    }
  },

  outbox: async () => {
    const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { json: { type: 'boolean', default: false } } });
    // The site's own database: PostgreSQL with DATABASE_URL, else the PGlite under DATA_DIR (one process at a time).
    const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    try {
      if (positionals[0] === 'retry') {
        const id = positionals[1] ?? fail('Usage: npm run luna -- outbox retry <id>');
        const outcome = await retryEmail(db, id);
        if (outcome === 'unknown') fail(`No email with the id ${id} is in the outbox.`);
        console.info(outcome === 'already-sent' ? `Email ${id} was already sent; nothing changed.` : `Email ${id} is pending again and goes out with the relay's next pass.`);
        return;
      }
      if (positionals.length > 0) fail('Usage: npm run luna -- outbox [--json] | outbox retry <id>');
      const rows = await listOutbox(db);
      if (values.json) return console.info(JSON.stringify(rows, null, 2));
      console.info(formatOutbox(rows));
    } finally {
      await db.close();
    }
  },

  natal: () => eachBirthLine('natal', natalForLine),

  chart: () => eachBirthLine('chart', chartForLine),

  report: async () => {
    const { values } = parseArgs({
      args,
      options: {
        type: { type: 'string' },
        ...BIRTH_OPTIONS,
        from: { type: 'string' },
        out: { type: 'string' },
      },
    });
    const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
    const made = await reportCommand(given as Parameters<typeof reportCommand>[0], { ...birthDeps(), nowUtcMs: Date.now, siteUrl: settings().PUBLIC_SITE_URL });
    if (made instanceof Error) fail(made.message);
    else console.info(`Wrote ${made.out}: ${made.pages} pages, ${(made.bytes / 1024).toFixed(0)} KB`);
  },

  sky: () => {
    const { values } = parseArgs({
      args,
      options: { from: { type: 'string' }, months: { type: 'string', default: '12' }, tz: { type: 'string' }, json: { type: 'boolean', default: false } },
    });
    const from = values.from ?? fail('Usage: npm run luna -- sky --from 2027-01-01 [--months 12] [--tz Europe/Lisbon] --json');
    const skyOrProblem = (() => {
      try {
        return skyCommand({ from, months: Number(values.months), ...(values.tz === undefined ? {} : { tz: values.tz }) });
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    })();
    const sky = typeof skyOrProblem === 'string' ? fail(skyOrProblem) : skyOrProblem;
    if (values.json) {
      console.info(JSON.stringify(sky));
      return Promise.resolve();
    }
    for (const lunation of sky.lunations) console.info(`${lunation.utc}  ${lunation.kind.padEnd(9)}  ${lunation.degree.toFixed(2)}° ${lunation.sign}`);
    for (const eclipse of sky.eclipses) console.info(`${eclipse.utc}  ${eclipse.kind} eclipse (${eclipse.type})`);
    return Promise.resolve();
  },

  tonight: () => {
    const parsed = (() => {
      try {
        return parseArgs({
          args,
          options: { lat: { type: 'string' }, lng: { type: 'string' }, tz: { type: 'string' }, date: { type: 'string' }, json: { type: 'boolean', default: false } },
        });
      } catch (error) {
        return fail(`${error instanceof Error ? error.message : String(error)}\n${TONIGHT_USAGE}`);
      }
    })();
    const { json, ...options } = parsed.values;
    const answerOrProblem = (() => {
      try {
        return tonightCommand(options);
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    })();
    const answer = typeof answerOrProblem === 'string' ? fail(answerOrProblem) : answerOrProblem;
    console.info(json ? JSON.stringify(answer) : tonightText(answer, options.tz ?? 'UTC'));
    return Promise.resolve();
  },
};

if (name === 'help' || name === '--help') {
  console.info(lunaHelp());
} else if (commands[name]) {
  await commands[name]();
} else if (lunaCommands[name]) {
  const command = lunaCommands[name];
  const text = args.length === 1 && args[0] === '-' ? await new Response(process.stdin as unknown as ReadableStream).text() : args.join(' ');
  console.info(command.run(text));
} else {
  fail(`Unknown command "${name}".\n\n${lunaHelp()}`);
}
