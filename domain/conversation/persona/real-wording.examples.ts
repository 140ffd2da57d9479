import type { PersonaArchetypeId } from '../../reading';

/**
 * Messages written the way each kind of visitor writes, none of which contains one of its
 * archetype's keywords as written: each is found through word forms, cues spread across a
 * sentence or a negation.
 */
export const REAL_WORDING: Readonly<Record<PersonaArchetypeId, readonly string[]>> = {
  'skeptical-professional': [
    'Astrology has never been scientifically validated, so why would the moon matter?',
    'Skepticism is my default with this stuff, to be honest.',
    'Sounds like confirmation bias to me, but go on.',
    "I'm an engineer and I don't buy any of this.",
    "Correlation isn't causation. Has anyone run a controlled study?",
    "Honestly I don't believe in astrology, my friend sent me here.",
  ],
  'overwhelmed-parent': [
    "My daughter is two and my son just started school, I haven't slept properly in months.",
    'As a mother of three I get maybe ten minutes to myself.',
    'Between the twins and the laundry I can barely think.',
    'Just put the little one down for a nap, quick question.',
    'Parenthood has eaten every spare minute I had.',
    'My kid woke up four times last night.',
  ],
  'inconsistent-enthusiast': [
    "I'm SO into this!!! Restarting my journal for like the fifth time lol",
    "I'm obsessing over moon rituals right now",
    'I always start strong and then drop it after a week.',
    'Eek I am so pumped to try this',
    "Falling off the wagon every month but I'm back!!",
    'I keep losing my streaks but whatever, new month!',
  ],
  'anxious-perfectionist': [
    "I'm scared I'll set my intention incorrectly.",
    'I keep overanalysing every single step.',
    'What happens if I get it wrong, will it backfire?',
    "I'm a worrier, always have been.",
    'I get so stressed about doing things properly.',
    "My mind won't stop racing at night.",
  ],
  'pragmatic-professional': [
    "Give me the short version, I've got meetings all day.",
    'Just tell me what to do each week, briefly.',
    'I run a company and need something I can schedule.',
    'Can you break it down for me?',
    'How do I track my progress measurably?',
    'I want to be more productive at work.',
  ],
  'burned-out-believer': [
    "I've manifested for years and I'm just tired now.",
    "I'm exhausting myself and it still doesn't work.",
    'Honestly I have stopped believing it does anything.',
    'I feel empty, nothing left to give.',
    'So many wishes that never came true, I am burning out.',
    "I've tried every method out there.",
  ],
  'esoteric-expert': [
    'I study esoteric astrology; my Moon is conjunct Saturn in the 12th house.',
    'My progressed Moon just moved into Scorpio.',
    "I've been reading charts for fifteen years, I'm not a beginner.",
    "What's this lunation doing to my Venus in Pisces?",
    'My Saturn return hit hard and Pluto is squaring my Sun.',
    'I cast horary charts and work with the decans.',
  ],
  'inconsistent-idealist': [
    "I know I'm meant to do something huge with my life.",
    'I have a hundred ideas and never finish any of them.',
    "One day I'll open a retreat by the sea.",
    'My dream is to inspire millions of people.',
    'I keep putting off the things that matter most to me.',
    "I'm a dreamer at heart.",
  ],
  'wounded-realist': [
    "After my divorce I don't trust easily.",
    'My ex lied to me for years.',
    'I lost my mother last spring.',
    'People always end up hurting me.',
    "I'm grounded and I don't sugarcoat things.",
    'Life has knocked me down more than once.',
  ],
};
