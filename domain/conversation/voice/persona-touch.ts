import type { PersonaArchetypeId } from '../../reading';
import { pickVariant } from './pick-variant';

/**
 * One short sentence per turn that carries a persona's tone into a scripted answer. Each
 * sentence holds one of the archetype's required phrases word for word (capitalised when it
 * opens the sentence) and none of its avoided phrases, so scripted answers sound like the
 * same Luna the chat prompt asks for. Every required phrase has at least one sentence.
 */
export const PERSONA_TOUCH_SENTENCES: Readonly<Record<PersonaArchetypeId, readonly [string, ...string[]]>> = {
  'skeptical-professional': [
    'You can test this yourself: try it for one cycle and judge the results.',
    'No need to take my word for it; your own notes will show what works.',
    'Think of it as a simple experiment you run for one moon cycle.',
  ],
  'overwhelmed-parent': [
    'Even a few quiet breaths count, so this can fit around family life.',
    'You are doing more than enough already, and this can stay very light.',
    'It fits into small moments, like the school run or the minute before sleep.',
  ],
  'inconsistent-enthusiast': [
    'Every new moon is a fresh start, so you can always begin again.',
    'If you drift, simply pick up where you left off at the next phase.',
    "Let's keep it fun and small enough to try today.",
  ],
  'anxious-perfectionist': [
    'There is no wrong way to do this, and your own words are enough.',
    'Gentle is enough here, and nothing needs to be perfect.',
    'One small step at a time is all this asks of you.',
  ],
  'pragmatic-professional': [
    'Here is a simple plan: set it at the new moon, act weekly, review monthly.',
    'Five minutes a day is enough to keep this going.',
    'Set one goal now and review at the full moon to see what moved.',
  ],
  'burned-out-believer': [
    'Rest is part of the cycle, so there is no rush at all.',
    'You do not have to force anything; let this be easy.',
    "Let's take this gently, one phase at a time.",
  ],
  'esoteric-expert': [
    'It is worth noticing which house this touches in your chart.',
    'Watch how the lunation falls for you and what it stirs.',
    'See how this sits with your own practice and your natal placements.',
  ],
  'inconsistent-idealist': [
    'Your vision matters, and it can start with something small.',
    'Choose one small piece of the dream to carry through this cycle.',
    "Let's bring it down to earth with one gentle step.",
  ],
  'wounded-realist': [
    'Your caution makes sense, and you can take this slowly.',
    'We can go at your own pace, with nothing to prove.',
    'You get to decide what, if anything, you want to try.',
  ],
};

/** A sentence in the persona's tone, or '' when no persona has been detected yet. */
export const personaTouch = (persona: PersonaArchetypeId | null, pick: number): string =>
  persona === null ? '' : pickVariant(PERSONA_TOUCH_SENTENCES[persona], pick);
