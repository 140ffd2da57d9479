/**
 * Luna's topic boundaries (§1): what she talks about and what she refuses.
 * Keyword lists are matched as whole words, ignoring case, accents, apostrophe style and
 * hyphens (see text/keyword-match). They hold clear cues only, because a false refusal of
 * an allowed topic hurts the conversation more than a missed one: the chat prompt carries the
 * same boundaries, so this list is a safety net rather than the only guard.
 */

/** The topics Luna stays on, in §1 wording. */
export const ALLOWED_TOPICS = [
  'manifestation',
  'moon phases',
  'astrology',
  'goals',
  'relationships',
  'career',
  'abundance',
  'self-improvement',
  'spiritual growth',
  'wellbeing',
] as const;

/** The refused topics, in §1 order, which is also the tie-break order when several match. */
export const BOUNDARY_TOPICS = [
  'medical',
  'legal',
  'lottery-gambling',
  'guaranteed-outcome',
  'competitor',
  'crypto',
  'news',
  'politics',
] as const;

export type BoundaryTopic = (typeof BOUNDARY_TOPICS)[number];
export type TopicClass = 'on-topic' | BoundaryTopic;

export const TOPIC_CLASSES: readonly TopicClass[] = ['on-topic', ...BOUNDARY_TOPICS];

export const BOUNDARY_KEYWORDS: Readonly<Record<BoundaryTopic, readonly string[]>> = {
  /**
   * Requests for diagnosis, treatment or medication. "Cancer" alone is a zodiac sign and
   * "dose" or "medicine" are everyday metaphors ("a dose of positivity", "moon medicine"),
   * so only clearly medical forms are listed; feelings and wellbeing stay allowed.
   */
  medical: [
    'diagnose', 'diagnosed', 'diagnosis', 'medication', 'medications', 'prescription', 'prescribe',
    'prescribed', 'dosage', 'symptom', 'symptoms', 'side effects', 'antidepressant', 'antidepressants',
    'antibiotics', 'ibuprofen', 'painkillers', 'mg', 'see a doctor', 'my doctor', 'doctor said',
    'medical advice', 'have cancer', 'cancer treatment', 'breast cancer', 'chemo', 'chemotherapy',
    'tumor', 'tumour', 'diabetes', 'blood pressure', 'infection', 'disease', 'illness', 'surgery',
    'am i pregnant', 'pregnancy test', 'is it safe to take', 'stop taking my', 'migraine',
    // Everyday words for medicines and treatment, as people type them (issue 23).
    'meds', 'my pills', 'stop my medicine', 'off my medicine', 'skip chemo', 'radiotherapy', 'radiation therapy',
    'insulin', 'inhaler', 'antibiotic', 'vaccine', 'vaccines', 'vaccinated', 'vaccination', 'ssri', 'ssris',
    'sertraline', 'prozac', 'zoloft', 'lexapro', 'xanax', 'adderall', 'lithium', 'melatonin', 'birth control',
    'blood test', 'cholesterol', 'pharmacist', 'cure cancer', 'instead of treatment', 'instead of my treatment',
  ],
  /** Questions for a lawyer. "Judge" and a bare "sue" (a first name) are left out. */
  legal: [
    'lawyer', 'attorney', 'lawsuit', 'legal advice', 'is it legal', 'legally', 'illegal', 'sue him',
    'sue her', 'sue them', 'sue my', 'should i sue', 'sued', 'suing', 'court', 'court case',
    'custody', 'prenup', 'prenuptial', 'divorce settlement', 'restraining order', 'subpoena',
    'litigation', 'contract dispute', 'probate', 'eviction', 'tax evasion', 'visa application',
    // Everyday ways of asking the same (issue 23).
    'small claims', 'solicitor', 'legal action', 'take legal', 'press charges', 'file for divorce', 'divorce papers',
    'alimony', 'child support', 'tribunal', 'my rights', 'tenant rights', 'evicted', 'evict', 'deported', 'deportation',
    'immigration status', 'will and testament', 'power of attorney', 'copyright', 'trademark', 'non compete',
  ],
  /** Lotteries, betting and casinos. A bare "bet" is left out ("I bet you're right"). */
  'lottery-gambling': [
    'lottery', 'lotto', 'lottery numbers', 'powerball', 'mega millions', 'euromillions', 'jackpot',
    'betting', 'place a bet', 'sports bet', 'casino', 'gamble', 'gambling', 'slot machine',
    'slot machines', 'poker', 'roulette', 'blackjack', 'scratch card', 'scratch cards', 'scratchers',
    'winning numbers', 'sportsbook', 'bookie', 'odds of winning', 'horse racing',
  ],
  /** Requests for certainty Luna cannot honestly give. */
  'guaranteed-outcome': [
    'guarantee', 'guaranteed', 'guarantees', 'promise me', 'can you promise', 'do you promise',
    '100% sure', '100 percent sure', '100% certain', 'absolutely certain', 'will i definitely',
    'will it definitely', 'will he definitely', 'will she definitely', 'will they definitely',
    'am i definitely', 'is it definitely', 'definitely going to happen', 'for certain', 'swear it will',
  ],
  /**
   * Other astrology and psychic services, named with a qualifier where the bare word is
   * everyday language: "the pattern" (patterns in relationships), "sanctuary" ("my home is my
   * sanctuary") and "chani" (a first name) only count as "the pattern app", "sanctuary app",
   * "chani app" and so on. "Co-Star" is listed bare; a theatre co-star is the rare casualty.
   */
  competitor: [
    'co star', 'costar', 'the pattern app', 'pattern app', 'sanctuary app', 'sanctuary astrology',
    'chani app', 'chani nicholas', 'nebula app', 'cafe astrology', 'astrology zone', 'astro seek',
    'astroseek', 'astro.com', 'kasamba', 'purple garden', 'keen psychic', 'time passages',
    'timepassages', 'moonly', 'another astrology app', 'other astrology apps',
    'a different astrology app', 'better astrology app', 'your competitors', 'competitor',
  ],
  /** Coins, tokens and trading. */
  crypto: [
    'bitcoin', 'btc', 'crypto', 'cryptocurrency', 'cryptocurrencies', 'ethereum', 'nft', 'nfts',
    'token price', 'dogecoin', 'solana', 'altcoin', 'altcoins', 'blockchain', 'coinbase', 'binance',
    'memecoin', 'stablecoin', 'web3', 'defi', 'xrp', 'litecoin',
  ],
  /** Current events. A bare "news" is left out ("I got good news about my job"). */
  news: [
    'latest news', 'breaking news', 'in the news', 'on the news', 'watching the news', 'read the news',
    "today's news", 'news today', 'headline', 'headlines', 'current events', 'world events',
    'news story', 'news article', 'what happened today', 'did you see the news',
  ],
  /**
   * Elections, parties and government. A bare "president" is left out (a vice president of
   * sales is a career topic), as is a bare "government" (a government job).
   */
  politics: [
    'election', 'elections', 'election results', 'the president', 'presidential', 'prime minister',
    'politics', 'political', 'politician', 'politicians', 'vote for', 'voting', 'ballot', 'democrat',
    'democrats', 'republican', 'republicans', 'left wing', 'right wing', 'congress', 'parliament',
    'senate', 'senator', 'political party', 'labour party', 'conservative party', 'liberal party',
    'government policy', 'referendum',
  ],
};

/**
 * Words of the allowed topics, including all twelve zodiac signs ("Cancer" is a sign here,
 * never an illness). Any message made only of these words is on-topic; the tests hold the
 * boundary lists to that.
 */
export const ALLOWED_TOPIC_VOCABULARY: readonly string[] = [
  'manifest', 'manifesting', 'manifestation', 'moon', 'new moon', 'full moon', 'waxing', 'waning',
  'crescent', 'lunar', 'cycle', 'phase', 'moon phases', 'astrology', 'horoscope', 'zodiac',
  'sun sign', 'moon sign', 'rising', 'birth chart', 'aries', 'taurus', 'gemini', 'cancer', 'leo',
  'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces', 'goal', 'goals',
  'intention', 'intentions', 'relationship', 'relationships', 'partner', 'love', 'dating',
  'marriage', 'family', 'friends', 'career', 'job', 'promotion', 'work', 'business', 'abundance',
  'money', 'wealth', 'prosperity', 'success', 'self-improvement', 'confidence', 'habits', 'growth',
  'spiritual', 'spiritual growth', 'spirituality', 'meditation', 'journal', 'journaling', 'gratitude',
  'affirmation', 'affirmations', 'wellbeing', 'calm', 'peace', 'balance', 'rest', 'energy', 'healing',
  'anxious', 'stressed', 'stuck', 'happy', 'lost', 'reading', 'I', 'my', 'me', 'want', 'feel',
  'feels', 'more', 'about', 'the', 'to', 'a', 'and', 'with', 'in', 'for', 'help', 'will', 'is', 'it',
  'am', 'what', 'how',
];
