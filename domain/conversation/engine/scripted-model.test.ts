import { describe, expect, it } from 'vitest';
import { HELPLINE_DIRECTORY_URL } from '../boundaries';
import { careInCrisis, identityReply, scriptedLanguageModel } from './scripted-model';

const ask = (texts: readonly string[]) =>
  scriptedLanguageModel('Moonwise').complete({ messages: texts.map((content) => ({ role: 'user' as const, content })), temperature: 0.8, maxTokens: 500 });

describe('the scripted Luna behind luna-chat', () => {
  it('answers a sign of crisis with care and the help lines of the country the visitor named', async () => {
    const reply = await ask(['I live in Ireland', 'i want to kms']);
    expect(reply).toContain('116 123');
    expect(reply).toContain(HELPLINE_DIRECTORY_URL);
  });

  it('words a second sign of crisis differently from the first', () => {
    const first = careInCrisis(['he hits me']);
    const second = careInCrisis(['he hits me', 'i am not safe at home']);
    expect(first).not.toBeNull();
    expect(second).not.toBe(first);
  });

  it('answers as before once the latest message is not a crisis', async () => {
    expect(careInCrisis(['i dont see the point anymore', 'are you an AI?'])).toBeNull();
    expect(await ask(['i dont see the point anymore', 'are you an AI?'])).toBe(identityReply('Moonwise'));
  });
});
