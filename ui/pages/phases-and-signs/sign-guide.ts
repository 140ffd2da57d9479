import { ZODIAC_SIGNS, type ZodiacSign } from '../../../domain/sky';
import type { Element, Modality } from '../../../domain/sky';

/**
 * What the sign pages add to the reading content: the sign's symbol, Sun dates and ruling
 * planet, and for the zodiac-sign pages how the sign reaches for what it wants. The reading's
 * own texts (Moon-sign essence, needs, strengths, shadow, style, ritual; Sun-sign essence)
 * come from domain/reading.
 */
export interface SignGuide {
  glyph: string;
  symbol: string;
  /** The Sun's usual dates in the sign; they move by a day in some years. */
  sunDates: string;
  ruler: string;
  /** Three or four words for the sign as a Sun sign. */
  keywords: readonly string[];
  atItsBest: string;
  growthEdge: string;
  manifestationTip: string;
}

export const SIGN_GUIDES: Readonly<Record<ZodiacSign, SignGuide>> = {
  aries: {
    glyph: '♈',
    symbol: 'the Ram',
    sunDates: 'about 21 March to 19 April',
    ruler: 'Mars',
    keywords: ['pioneering', 'courageous', 'direct', 'competitive'],
    atItsBest:
      'Aries gets things moving. It is the first to volunteer, the first to try and the first to say out loud what everyone else is thinking, and its energy gives a stalled group permission to act.',
    growthEdge:
      'Finishing what it starts and listening before answering. Aries grows when it learns that patience is a form of courage too.',
    manifestationTip:
      'Set intentions you can begin within a day. Pair each one with a first action and a date, and let momentum carry the rest.',
  },
  taurus: {
    glyph: '♉',
    symbol: 'the Bull',
    sunDates: 'about 20 April to 20 May',
    ruler: 'Venus',
    keywords: ['steady', 'sensual', 'loyal', 'patient'],
    atItsBest:
      'Taurus builds things that last. It is reliable, calm under pressure and deeply at home in the physical world: good food, good materials, work done properly.',
    growthEdge:
      'Welcoming change before it is forced. Taurus grows when it notices that comfort and safety are not always the same thing.',
    manifestationTip:
      'Make the intention tangible: an object on your desk, a set amount saved each week, a daily walk. Slow, repeated actions suit you better than big leaps.',
  },
  gemini: {
    glyph: '♊',
    symbol: 'the Twins',
    sunDates: 'about 21 May to 20 June',
    ruler: 'Mercury',
    keywords: ['curious', 'quick', 'sociable', 'adaptable'],
    atItsBest:
      'Gemini connects people and ideas. It learns fast, explains well and can see at least two sides of any question, which makes it a gifted messenger and translator.',
    growthEdge:
      'Going deep as well as wide. Gemini grows when it stays with one subject or one feeling long enough to let it change them.',
    manifestationTip:
      'Talk and write your intentions into being: tell a friend, keep a short daily note, and let one conversation each week be about your goal.',
  },
  cancer: {
    glyph: '♋',
    symbol: 'the Crab',
    sunDates: 'about 21 June to 22 July',
    ruler: 'the Moon',
    keywords: ['caring', 'protective', 'intuitive', 'tenacious'],
    atItsBest:
      'Cancer makes others feel at home. It remembers what matters to people, protects what it loves and has a strong, quiet intuition about moods and needs.',
    growthEdge:
      'Letting its own needs be as important as everyone else’s. Cancer grows when it asks for care as readily as it gives it.',
    manifestationTip:
      'Root intentions in home and family life, and work with the Moon directly: your sign is ruled by it, so the new and full moon rhythm tends to feel natural to you.',
  },
  leo: {
    glyph: '♌',
    symbol: 'the Lion',
    sunDates: 'about 23 July to 22 August',
    ruler: 'the Sun',
    keywords: ['warm', 'creative', 'generous', 'proud'],
    atItsBest:
      'Leo brings warmth and colour. It leads with heart, encourages others to shine and puts real creative effort into whatever it makes its own.',
    growthEdge:
      'Feeling worthy without an audience. Leo grows when it finds that quiet, unseen effort can be just as satisfying as applause.',
    manifestationTip:
      'Give your intention a bit of ceremony: say it out loud, make it visible, share your progress. Joy is fuel for you, so choose goals that light you up.',
  },
  virgo: {
    glyph: '♍',
    symbol: 'the Maiden',
    sunDates: 'about 23 August to 22 September',
    ruler: 'Mercury',
    keywords: ['precise', 'helpful', 'practical', 'modest'],
    atItsBest:
      'Virgo improves whatever it touches. It notices the detail others miss, likes to be useful and turns good intentions into workable routines.',
    growthEdge:
      'Being kind to itself when things are imperfect. Virgo grows when it lets good enough be enough and rests without earning it first.',
    manifestationTip:
      'Break the intention into a simple checklist and tick one item off each day. Keep the list short, so it feels like care rather than pressure.',
  },
  libra: {
    glyph: '♎',
    symbol: 'the Scales',
    sunDates: 'about 23 September to 22 October',
    ruler: 'Venus',
    keywords: ['fair', 'gracious', 'diplomatic', 'aesthetic'],
    atItsBest:
      'Libra seeks balance and beauty. It is a natural mediator with a fine sense of fairness, and it makes spaces and relationships more harmonious.',
    growthEdge:
      'Choosing, even when a choice might disappoint someone. Libra grows when it trusts that its own preference is a valid part of the balance.',
    manifestationTip:
      'Manifest in partnership: share your intention with someone you trust, or set one together. Make your space pleasant before you work on your goal.',
  },
  scorpio: {
    glyph: '♏',
    symbol: 'the Scorpion',
    sunDates: 'about 23 October to 21 November',
    ruler: 'Mars, and in modern astrology Pluto',
    keywords: ['intense', 'loyal', 'perceptive', 'resilient'],
    atItsBest:
      'Scorpio goes all the way in. It is loyal, hard to fool and unafraid of difficult truths, and it has a real talent for renewal after hard times.',
    growthEdge:
      'Trusting without needing full control. Scorpio grows when it lets people in before it is certain they are safe.',
    manifestationTip:
      'Choose one intention that truly matters and commit to it privately. The full moon release suits you: write down what you are ready to end, and mean it.',
  },
  sagittarius: {
    glyph: '♐',
    symbol: 'the Archer',
    sunDates: 'about 22 November to 21 December',
    ruler: 'Jupiter',
    keywords: ['adventurous', 'optimistic', 'honest', 'philosophical'],
    atItsBest:
      'Sagittarius looks for meaning and horizon. It is generous, funny and frank, and its optimism helps others believe a bigger life is possible.',
    growthEdge:
      'Following through once the novelty fades. Sagittarius grows when it finds adventure in depth and commitment too.',
    manifestationTip:
      'Frame intentions as journeys with a clear first stage. Keep them connected to something larger you believe in, and allow yourself to learn along the way.',
  },
  capricorn: {
    glyph: '♑',
    symbol: 'the Sea-goat',
    sunDates: 'about 22 December to 19 January',
    ruler: 'Saturn',
    keywords: ['ambitious', 'disciplined', 'responsible', 'dry-witted'],
    atItsBest:
      'Capricorn climbs steadily. It takes the long view, respects real effort and can carry responsibility that would overwhelm others.',
    growthEdge:
      'Valuing rest and feeling as much as results. Capricorn grows when it lets itself enjoy the view on the way up.',
    manifestationTip:
      'Set a goal for the season and a small milestone for each lunar cycle. Tracking your steps gives you the steady proof of progress you like.',
  },
  aquarius: {
    glyph: '♒',
    symbol: 'the Water-bearer',
    sunDates: 'about 20 January to 18 February',
    ruler: 'Saturn, and in modern astrology Uranus',
    keywords: ['original', 'independent', 'humane', 'inventive'],
    atItsBest:
      'Aquarius thinks ahead. It questions habits nobody else notices, cares about the group and the future, and is loyal to friends in its own independent way.',
    growthEdge:
      'Letting feelings be as real as ideas. Aquarius grows when it allows closeness without fearing it will lose its freedom.',
    manifestationTip:
      'Try intentions that also help others, or experiment with an unusual method. Community, such as a shared goal or group, keeps you going.',
  },
  pisces: {
    glyph: '♓',
    symbol: 'the Fishes',
    sunDates: 'about 19 February to 20 March',
    ruler: 'Jupiter, and in modern astrology Neptune',
    keywords: ['compassionate', 'imaginative', 'intuitive', 'gentle'],
    atItsBest:
      'Pisces feels with everyone. It is kind, imaginative and deeply intuitive, and it brings a sense of the spiritual to everyday life.',
    growthEdge:
      'Keeping gentle boundaries. Pisces grows when it protects its energy and gives its dreams a practical next step.',
    manifestationTip:
      'Visualisation and journaling suit you well. After each dreamy session, write one practical action, so the vision has somewhere to land.',
  },
};

/** How each element and mode shows up, for both the Moon and the Sun pages. */
export const ELEMENT_TEXT: Readonly<Record<Element, string>> = {
  fire:
    'Fire signs run on enthusiasm and spontaneity. They warm up quickly, act on inspiration and need room to express themselves; boredom is their biggest drain.',
  earth:
    'Earth signs trust what is real and tested. They work with the body, with time and with resources, and they build slowly toward things that last.',
  air:
    'Air signs live through ideas, words and connection. They need conversation and perspective, and they often understand a feeling by talking it through.',
  water:
    'Water signs feel first and think second. They read moods, remember emotional truths and need closeness and trust to do their best.',
};

export const MODALITY_TEXT: Readonly<Record<Modality, string>> = {
  cardinal: 'Cardinal signs start things. They open each season and like to set the direction and take the first step.',
  fixed: 'Fixed signs sustain things. They sit in the middle of each season and bring focus, loyalty and staying power.',
  mutable: 'Mutable signs adapt things. They close each season and bring flexibility, range and a readiness to change course.',
};

export const isZodiacSign = (value: string | undefined): value is ZodiacSign => ZODIAC_SIGNS.includes(value as ZodiacSign);
