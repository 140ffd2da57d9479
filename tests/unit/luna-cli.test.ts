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

  it('hear explains the persona: its class and probability, and the features that put it ahead, negated or not', () => {
    const out = run('hear', "My Moon is conjunct Saturn and I'm not a beginner");
    expect(out).toContain('persona: esoteric-expert');
    expect(out).toMatch(/personaClass: esoteric-expert \(probability 0\.\d\d|personaClass: esoteric-expert \(probability 1\.00/);
    expect(out).toContain('cue \\"conjunction\\" (\\"conjunct\\")');
    expect(out).toContain('cue \\"beginner\\" (negated, \\"beginner\\")');
  });

  it('hear shows no persona for a yes, and says why', () => {
    const out = run('hear', 'perfect, yes');
    expect(out).toContain('persona: none');
    expect(out).toContain('personaClass: none');
    expect(out).toContain('yes');
  });

  it('hear says a crisis line or a medical question is not scored for a persona in a conversation', () => {
    expect(run('hear', 'should I stop my meds and manifest instead')).toContain('personaInConversation: not scored (medical)');
    expect(run('hear', 'everyone would be better off without me')).toMatch(/personaInConversation: not scored \(crisis: /);
    expect(run('hear', 'I want to grow my small business')).not.toContain('personaInConversation');
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
