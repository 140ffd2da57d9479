import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { lunaCommands, lunaHelp } from './luna-commands';

/** `npm run luna -- <command> <text>`: the project CLI. Later issues add commands here. */
const { positionals } = parseArgs({ allowPositionals: true, strict: true });
const [name = 'help', ...rest] = positionals;

if (name === 'help' || name === '--help') {
  console.info(lunaHelp());
} else {
  const command = lunaCommands[name];
  if (!command) {
    console.error(`Unknown command "${name}".\n\n${lunaHelp()}`);
    process.exit(2);
  }
  const text = rest.length === 1 && rest[0] === '-' ? readFileSync(0, 'utf8') : rest.join(' ');
  console.info(command.run(text));
}
