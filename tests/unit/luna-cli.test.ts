import { describe, expect, it } from 'vitest';
import { lunaCommands, lunaHelp } from '../../scripts/luna-commands';

const run = (name: string, text: string) => {
  const command = lunaCommands[name];
  if (!command) throw new Error(`no command ${name}`);
  return command.run(text);
};

describe('the luna CLI', () => {
  it('hear shows the name, topic and persona Luna would take from a message', () => {
    const out = run('hear', '  My name is Zoë   and I feel burned out  ');
    expect(out).toContain('text: My name is Zoë and I feel burned out');
    expect(out).toContain('"name":"Zoë","confidence":"high"');
    expect(out).toContain('topic: on-topic');
    expect(out).toContain('persona: burned-out-believer');
  });

  it('hear explains the persona scores: which words matched which cue, negated or not', () => {
    const out = run('hear', "My Moon is conjunct Saturn and I'm not a beginner");
    expect(out).toContain('persona: esoteric-expert');
    expect(out).toContain('esoteric-expert +1: \\"conjunct\\" (a form of \\"conjunction\\")');
    expect(out).toContain('esoteric-expert +1: \\"beginner\\" (negated cue)');
  });

  it('hear recognises a slash command and a boundary', () => {
    expect(run('hear', '/HELP')).toContain('command: /help');
    expect(run('hear', 'what are the lottery numbers for saturday')).toContain('topic: lottery-gambling');
  });

  it('hear answers an empty message with the spec’s reply', () => {
    expect(run('hear', ' \n ')).toContain('reply: I didn’t catch that. Could you try saying it another way?');
  });

  it('say cleans and shapes a reply', () => {
    expect(run('say', 'Within 3 days—90% of people feel a rare alignment.')).toBe(
      'In supportive timing-many people feel a meaningful moment.',
    );
  });

  it('link says whether an address survives', () => {
    expect(run('link', 'JaVaScRiPt:alert(1)')).toBe('blanked');
    expect(run('link', 'https://example.com/a')).toBe('kept: https://example.com/a');
  });

  it('help lists every command', () => {
    for (const name of Object.keys(lunaCommands)) expect(lunaHelp()).toContain(`  ${name}`);
  });
});
