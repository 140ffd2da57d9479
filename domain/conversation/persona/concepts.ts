/**
 * Word families for the persona classifier (ADR 043): words that mean much the same thing
 * in how visitors describe themselves. A word in a family adds the family as one more
 * feature of the message ('toddler' and 'twins' both add 'children'), so the classifier
 * learns what a family means from a few sentences and still knows it in words the labelled
 * set never used. The families say nothing about archetypes: which archetype a family points
 * to is learned from the labelled set, like every other weight. Words are matched on their
 * stems (word-forms.ts), so one form of each word is enough.
 */
export const WORD_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  children: [
    'kid', 'kids', 'child', 'children', 'son', 'sons', 'daughter', 'daughters', 'baby', 'babies', 'toddler', 'newborn', 'teen',
    'teenager', 'twins', 'boys', 'girls', 'daycare', 'nursery', 'infant', 'stepkids', 'preschooler',
  ],
  parenthood: [
    'mum', 'mom', 'mother', 'mama', 'mommy', 'dad', 'father', 'daddy', 'parent', 'parenting', 'motherhood', 'fatherhood', 'pregnant',
    'pregnancy', 'bedtime', 'nap', 'teething', 'breastfeeding', 'maternity', 'paternity', 'homework', 'raising',
  ],
  household: ['laundry', 'cooking', 'cook', 'cleaning', 'chores', 'lunches', 'dishes', 'household', 'groceries', 'nappies', 'diapers', 'tidy'],
  fatigue: [
    'tired', 'exhausted', 'exhausting', 'drained', 'worn', 'burnt', 'burned', 'burnout', 'empty', 'fumes', 'weary', 'fatigue', 'flat',
    'numb', 'heavy', 'depleted', 'spent', 'sleepless', 'knackered', 'collapse',
  ],
  belief: ['believe', 'belief', 'believer', 'faith', 'hope', 'hopeful', 'hoping', 'spark', 'magical', 'trusted', 'convinced'],
  futility: ['nothing', 'pointless', 'useless', 'anymore', 'fruitless', 'futile', 'vain', 'nowhere'],
  evidence: [
    'evidence', 'proof', 'prove', 'data', 'study', 'studies', 'science', 'scientific', 'research', 'experiment', 'experiments', 'trial',
    'trials', 'measure', 'numbers', 'facts', 'fact', 'statistics', 'sample', 'placebo', 'mechanism', 'peer', 'sources', 'disprove',
    'correlation', 'causation', 'empirical', 'verify', 'testable', 'citation', 'backed', 'accurate', 'accuracy', 'chance', 'legit',
    'sourced', 'falsify', 'bias', 'measurable', 'rational', 'logic', 'logical',
  ],
  doubt: [
    'doubt', 'doubts', 'doubtful', 'skeptic', 'skeptical', 'sceptic', 'sceptical', 'skepticism', 'question', 'questioning', 'critical',
    'scam', 'marketing', 'woo', 'nonsense', 'coincidence', 'wishful', 'gimmick', 'bogus', 'stretch', 'swallow', 'curiosity', 'suspicious',
  ],
  'technical-work': [
    'engineer', 'engineering', 'software', 'developer', 'programmer', 'analyst', 'scientist', 'physics', 'chemistry', 'statistician',
    'lawyer', 'accountant', 'doctor', 'nurse', 'finance', 'researcher', 'clinical', 'coder', 'economist', 'biologist', 'academic',
  ],
  fear: [
    'scared', 'afraid', 'terrified', 'fear', 'frightened', 'nervous', 'panic', 'anxious', 'anxiety', 'worried', 'worry', 'worrier',
    'stress', 'stressed', 'tense', 'spiralling', 'spiraling', 'freeze', 'dread', 'uneasy', 'jinx',
  ],
  error: ['wrong', 'mistake', 'mistakes', 'incorrectly', 'mess', 'ruin', 'backfire', 'typo', 'badly', 'error', 'errors', 'screw', 'fail'],
  exactness: ['correctly', 'perfect', 'perfectly', 'exactly', 'precise', 'properly', 'specific', 'standards', 'detail', 'details', 'flawless'],
  overthinking: ['overthink', 'overthinking', 'overanalysing', 'overanalyzing', 'rewrite', 'rewriting', 'redo', 'twice', 'guessing', 'reassurance', 'obsessing'],
  excitement: [
    'excited', 'exciting', 'excitement', 'hyped', 'pumped', 'yay', 'omg', 'fun', 'keen', 'motivated', 'wheee', 'yesss', 'soooo',
    'hooked', 'thrilled', 'stoked', 'woohoo', 'enthusiasm', 'eager', 'buzzing',
  ],
  lapse: [
    'forget', 'forgot', 'forgetting', 'quit', 'drop', 'fizzle', 'momentum', 'stick', 'streak', 'restart', 'restarting', 'bored', 'novelty',
    'abandoned', 'ghosting', 'lapse', 'again', 'waves', 'stopped', 'stopping', 'habit', 'habits', 'planners', 'reminders', 'drift',
    'consistent', 'steam',
  ],
  practicality: [
    'practical', 'plan', 'steps', 'step', 'checklist', 'list', 'routine', 'schedule', 'calendar', 'template', 'efficient', 'efficiency',
    'productivity', 'productive', 'organised', 'organized', 'structure', 'concrete', 'summarise', 'summary', 'actions', 'tasks', 'prioritise',
  ],
  work: [
    'work', 'job', 'career', 'business', 'team', 'meetings', 'meeting', 'sales', 'promotion', 'clients', 'executive', 'consultant',
    'manager', 'project', 'freelance', 'company', 'quarterly', 'office', 'targets', 'launch', 'budget', 'boss',
  ],
  brevity: ['short', 'brief', 'briefly', 'quick', 'quickly', 'minimum', 'fastest', 'bullet', 'fluff', 'concise', 'summarise', 'tldr', 'skip'],
  astrology: [
    'natal', 'chart', 'transit', 'transits', 'transiting', 'house', 'houses', 'degree', 'degrees', 'aspect', 'aspects', 'conjunct', 'squares',
    'trine', 'trined', 'oppose', 'opposition', 'sextile', 'retrograde', 'ascendant', 'rising', 'nodes', 'node', 'chiron', 'saturn', 'jupiter',
    'venus', 'mars', 'mercury', 'pluto', 'neptune', 'uranus', 'ephemeris', 'placidus', 'sidereal', 'tropical', 'decan', 'lunation',
    'progressed', 'progressions', 'sabian', 'mansions', 'stellium', 'horary', 'electional', 'asteroids', 'midheaven', 'tarot', 'numerology',
    'chakras', 'astrologer', 'detriment', 'exalted', 'ruler', 'hermetic', 'cast', 'return',
  ],
  experience: ['years', 'decade', 'experienced', 'professional', 'expert', 'basics', 'deeper', 'studying', 'studied', 'practising', 'clients'],
  dreams: [
    'dream', 'dreams', 'dreamer', 'daydream', 'daydreaming', 'someday', 'imagine', 'imagining', 'vision', 'visionary', 'potential', 'destined',
    'calling', 'purpose', 'meaningful', 'legacy', 'world', 'millions', 'inspire', 'inspired', 'bigger', 'huge', 'passion', 'passions', 'movement',
  ],
  delay: [
    'procrastinate', 'procrastinating', 'postpone', 'postponing', 'putting', 'begin', 'begun', 'eventually', 'follow', 'waiting', 'someday',
    'notebook', 'start', 'starting', 'ready', 'doer', 'doing',
  ],
  hurt: [
    'hurt', 'hurting', 'betrayed', 'betrayal', 'cheated', 'lied', 'lies', 'abandoned', 'breakup', 'divorce', 'heartbroken',
    'heartbreak', 'broken', 'broke', 'scars', 'toxic', 'walked', 'ex', 'marriage', 'turned',
  ],
  loss: ['lost', 'died', 'death', 'passed', 'grief', 'grieving', 'grieve', 'mourning', 'funeral', 'widow', 'miscarriage', 'fire'],
  guardedness: [
    'trust', 'guard', 'guarded', 'careful', 'wary', 'distance', 'protect', 'realistic', 'realist', 'honest', 'honesty', 'truth', 'sugarcoat',
    'promises', 'promising', 'false', 'naive', 'expectations', 'illusions', 'lies',
  ],
  hardship: ['hard', 'rough', 'tough', 'knocked', 'survived', 'unfair', 'kind', 'recovering', 'healing', 'rebuilding', 'pieces'],
  'spiritual-practice': [
    'ritual', 'rituals', 'journal', 'journaling', 'journalling', 'meditate', 'meditation', 'altar', 'crystals', 'candle', 'candles', 'manifest',
    'manifesting', 'manifestation', 'affirmations', 'sage', 'deck', 'cards', 'practice', 'spiritual', 'spirituality', 'universe', 'intentions',
    'prayer', 'pray', 'horoscope', 'healing', 'circle',
  ],
  'given-up': ['used', 'anymore', 'dust', 'drawer', 'gave', 'lapsed', 'abandon', 'longer', 'once', 'miss', 'disconnected', 'lost', 'ages'],
  hobbies: [
    'hobby', 'hobbies', 'course', 'courses', 'guitar', 'pottery', 'knitting', 'painting', 'gym', 'duolingo', 'app', 'apps', 'challenge',
    'blog', 'hustle', 'hustles', 'sourdough', 'craft', 'climbing', 'salsa', 'marathon', 'phase', 'phases', 'obsessed', 'signed', 'bought',
  ],
  'young-family': [
    'school', 'pickup', 'colic', 'grandkids', 'youngest', 'eldest', 'kiddos', 'bath', 'nappy', 'feeds', 'feeding', 'toys', 'playground',
    'lunchbox', 'childcare', 'babysitter', 'sleepless', 'sleep', 'slept', 'shower', 'meltdown', 'tantrum', 'tantrums', 'wife', 'husband',
  ],
  upheaval: ['buried', 'layoff', 'laid', 'redundant', 'ghosted', 'scammed', 'cut', 'left', 'leave', 'ended', 'widowed', 'gone', 'affair', 'lost'],
  'grand-plans': ['change', 'save', 'charity', 'nonprofit', 'retreat', 'manifesto', 'mission', 'ideals', 'idealist', 'transform', 'grand', 'lofty', 'big', 'everything'],
  outcomes: ['results', 'result', 'outcome', 'outcomes', 'roadmap', 'milestones', 'deadline', 'deadlines', 'actionable', 'takeaway', 'goals', 'goal', 'dates', 'diary', 'track', 'targets'],
  site: [
    'link', 'button', 'page', 'site', 'website', 'app', 'account', 'login', 'log', 'password', 'tablet', 'phone', 'browser', 'load', 'refund',
    'charged', 'payment', 'receipt', 'paypal', 'card', 'unsubscribe', 'privacy', 'delete', 'mode', 'screen', 'download', 'email', 'emails',
  ],
  'small-talk': ['joke', 'recipe', 'recipes', 'song', 'poem', 'film', 'movie', 'capital', 'translate', 'football', 'essay', 'favourite', 'colour', 'human', 'bot', 'ai'],
  health: [
    'meds', 'medication', 'medicine', 'pills', 'pill', 'diagnose', 'diagnosis', 'symptoms', 'prescription', 'prescribed', 'antidepressants',
    'ibuprofen', 'dose', 'rash', 'pain', 'illness', 'cancer', 'tumour', 'pregnant', 'therapist', 'psychiatrist', 'hospital', 'gp',
  ],
  law: ['sue', 'lawyer', 'legal', 'legally', 'court', 'custody', 'lease', 'landlord', 'tenant', 'rights', 'contract', 'settlement', 'fired', 'employer', 'police'],
  despair: ['die', 'dead', 'suicide', 'suicidal', 'kill', 'alive', 'gone', 'hopeless', 'worthless', 'burden', 'hurting', 'overdose', 'harm'],
  'daily-news': ['traffic', 'commute', 'bus', 'train', 'motorway', 'highway', 'weather', 'rain', 'news', 'election', 'prices', 'politics', 'war'],
  correction: ['meant', 'typo', 'mistyped', 'oops', 'correction', 'actually', 'scratch', 'instead', 'typed'],
};
