import { foldForMatching } from '../../kernel';

/**
 * Signs that a visitor may be in danger (issue 23): thoughts of suicide or self-harm, abuse, or
 * an emergency happening now. Unlike the topic boundaries, a missed sign costs far more than a
 * false one, so when a phrase could go either way it counts; only the figurative and negated
 * forms that are clearly harmless ('this traffic is killing me', 'I'm not suicidal') are taken
 * out before the cues are read.
 */
export type CrisisKind = 'self-harm' | 'abuse' | 'danger';

export const CRISIS_KINDS: readonly CrisisKind[] = ['self-harm', 'abuse', 'danger'];

/**
 * How people type when they are struggling: no apostrophes, no capitals, shorthand. Everything
 * is folded to one plain form so one cue covers 'don't', 'dont' and 'do not'-less typing alike.
 */
export const plainForCrisis = (text: string): string =>
  ` ${foldForMatching(text)
    .replace(/\bw\/o\b/g, 'without')
    .replace(/'/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\bmy self\b/g, 'myself')
    .replace(/\b(?:my ?slef|myslef|mysef|myselff)\b/g, 'myself')
    .replace(/\bwanna\b/g, 'want to')
    .replace(/\bgonna\b/g, 'going to')
    .replace(/\b(?:dnt|dont|don t|didnt)\b/g, 'dont')
    .replace(/\b(?:cant|cannot|can not|cnt)\b/g, 'cant')
    .replace(/\b(?:every1|every one|evry1|evryone)\b/g, 'everyone')
    .replace(/\b(?:noone|no1)\b/g, 'no one')
    .replace(/\bany more\b/g, 'anymore')
    .replace(/\s+/g, ' ')
    .trim()} `;

const PARTNER =
  '(?:husband|hubby|wife|boyfriend|bf|girlfriend|gf|partner|ex|fiance|fiancee|dad|father|mum|mom|mother|stepdad|stepfather|stepmum|stepmom|stepmother|brother|sister|parents?|uncle|aunt|son|daughter|boss|carer|caregiver|family|roommate|flatmate|landlord|grandpa|grandfather)';
const ABUSER = `(?:he|she|they|${'my (?:\\w+ )?'}${PARTNER})`;
const PILLS = '(?:pills|tablets|meds|medication|sleeping pills|painkillers|paracetamol|tylenol|ibuprofen|aspirin|insulin)';

/**
 * Harmless forms, blanked out before the cues are read: figures of speech ('killing myself at
 * work', 'cut myself some slack', 'dying to know'), and plain denials ('I'm not suicidal').
 * Only what is clear: 'I don't want to die' stays a sign.
 */
const HARMLESS: readonly RegExp[] = [
  /\bkill(?:ing)? myself (?:at work|at the gym|trying|working|over|laughing|to (?:get|make|finish|meet|keep|hit|do|be))\b/g,
  /\bcut(?:ting)? myself (?:some slack|slack|off|a break|short|free|loose|out)\b/g,
  /\bhurt(?:ing)? myself (?:at the gym|at work|playing|lifting|running|skiing|falling|exercising|working out|training|on the stairs|cooking)\b/g,
  /\b(?:im |i am |am )?(?:not|never been|not feeling) (?:suicidal|at risk)\b/g,
  /\bno (?:thoughts|history) of (?:suicide|self harm)\b/g,
  /\b(?:would|will) never (?:kill|hurt|harm) myself\b/g,
  /\bsuicide (?:squad|prevention|awareness)\b/g,
  /\bdont want to wake up (?:early|at|before|so early|for work)\b/g,
  /\bdont want to live (?:in|with|near|at|there|abroad|together|by|on)\b/g,
  /\bdie alone\b/g,
  /\b(?:hit|hits) me up\b/g,
  /\b(?:beat|beats) me (?:at|to|in)\b/g,
  /\bend(?:ing)? it with\b/g,
  /\bburn(?:ing)? myself out\b/g,
  /\bshoot(?:ing)? myself in the foot\b/g,
  /\bfollowing me (?:on|back)\b/g,
];

/** Each cue is read on the plain form, with word edges on both sides. */
const cue = (source: string): RegExp => new RegExp(`(?<![a-z0-9])(?:${source})(?![a-z0-9])`);

export const CRISIS_CUES: Readonly<Record<CrisisKind, readonly RegExp[]>> = {
  'self-harm': [
    // suicide, suicidal and their usual misspellings (sucide, suicde, sucidal)
    's[ui]{1,3}c+[ie]?d(?:e|es|al|el|le|ally)?',
    'kms|kys|unalive(?: ?(?:myself|me))?|unaliving(?: myself)?',
    '(?:kill|kil|kll|killing|killed|off|offing|end|ending) myself',
    'end(?:ing)? (?:it all|my (?:own )?life|everything)|take my (?:own )?life|taking my (?:own )?life',
    '(?:thinking (?:about|of)|going to|want to|plan(?:ning)? to|ready to|about to) end(?:ing)? it(?: all| tonight| now)?',
    '(?:want|wanted|wish i could|ready|deserve|going|need|just want) to (?:just )?die|want to be dead|better off dead',
    'wish (?:i|id) (?:was|were|had|could) (?:never been born|dead|not here|not alive|gone|disappear|vanish|not exist|not wake up|never wake up|sleep forever)',
    'wish i (?:didnt|did not) exist|want to disappear(?= *$| forever| for good| and never)',
    'better off (?:without me|if i (?:was|were|wasnt|werent|didnt|never|was not|were not|was gone|was dead))',
    'dont (?:want|wish) to (?:wake up|be alive|live|exist|keep living|go on|be here anymore|be around anymore)',
    '(?:sleep|sleeping) (?:and|n) (?:never|not) wake up|never wake up again',
    '(?:dont|cant) see (?:the |any )?point (?:anymore|in (?:living|life|anything|going on|being alive|being here|carrying on|trying)|of (?:living|life|anything|going on|being alive|it all))',
    'no point (?:in )?(?:living|going on|being alive|anymore|to (?:life|living|anything))|whats the point (?:of (?:living|anything|going on|it all|being alive)|anymore)',
    'no reason to (?:live|go on|keep going|be here|stay alive)|nothing (?:left )?to live for|(?:life|it) (?:is|isnt|is not|aint) (?:not )?worth living|not worth living',
    '(?:tired|sick) of (?:living|being alive|existing)',
    'cant (?:go on|keep going)(?= *$| (?:like this|anymore|living))',
    '(?:no one|nobody) (?:would|will) (?:miss me|care if i (?:died|was gone|disappeared|wasnt here))',
    'self ?harm(?:ing)?|selfharm',
    `cut(?:ting)? (?:myself|my (?:wrists?|arms?|legs?|thighs?))|slit(?:ting)? my (?:wrists?|throat)`,
    '(?:hurt|harm|hurting|harming|burn|burning|starve|starving|hang|hanging|shoot|shooting|poison|poisoning) myself',
    `overdos(?:e|ed|ing)|(?:took|taken|take|taking|swallowed|swallow|had) (?:too many|way too many|a lot of|lots of|all (?:of )?(?:my|the)|a whole (?:bottle|box|pack) of|a bunch of|a handful of|loads of|so many) ${PILLS}|(?:took|taken|swallowed) (?:like |about |around |over )?\\d+ (?:of (?:my|the) )?${PILLS}`,
    'jump(?:ing)? (?:off|from|in front of) (?:a|the|this) (?:bridge|building|roof|cliff|balcony|train)',
    '(?:want|wanted) (?:it all|everything|the pain|this pain|all of this|this all) to (?:end|stop)(?: for good| forever)?',
    'goodbye forever|this is (?:my )?goodbye|final goodbye|saying goodbye to everyone',
  ].map(cue),
  abuse: [
    `${ABUSER} (?:\\w+ )?(?:hits|hit|beats|beat|beats me up|punches|punched|kicks|kicked|slaps|slapped|chokes|choked|strangles|strangled|hurts|abuses|abused|rapes|raped|assaults|assaulted|molests|molested|touches|touched|burns|burned|locks|locked|grabbed) me`,
    `${ABUSER} (?:\\w+ )?(?:threatens|threatened|is threatening|keeps threatening) (?:to (?:kill|hurt|hit|beat) )?(?:me|my)`,
    '(?:being|been|getting|got|was|am|im) (?:physically |sexually |emotionally )?(?:abused|beaten|beaten up|raped|molested|assaulted|battered|strangled|choked|stalked|trafficked)',
    `abusive (?:relationship|${PARTNER}|home|marriage)`,
    'domestic (?:violence|abuse)|(?:sexual|physical|child) (?:abuse|assault)|rape|raped|raping',
    '(?:not|dont feel|never feel|no longer feel|dont) safe (?:at home|in my (?:own )?(?:home|house|flat|apartment)|with (?:him|her|them|my \\w+)|around (?:him|her|them)|here|anymore)',
    '(?:im|i am|i feel|feel) not safe|(?:home|house) (?:is not|isnt) safe',
    `(?:afraid|scared|terrified|frightened) (?:of what )?${ABUSER}(?: will| is going to| s going to| might| could| would| going to)? (?:kill|hurt|hit|beat) me`,
  ].map(cue),
  danger: [
    '(?:im|i am) in danger|in (?:immediate )?danger(?: right now| now)',
    '(?:someone|somebody|a man|a guy|he|they) (?:is|s|are) (?:trying to )?(?:break(?:ing)? in|in my (?:house|home|flat|apartment)|following me)',
    '(?:breaking|broke|broken) into my (?:house|home|flat|apartment|room)',
    '(?:call|calling|need|needs|get) (?:911|999|112|000|the police|an ambulance|the ambulance|help now)',
  ].map(cue),
};

/**
 * The kind of crisis a message signals, or null. Self-harm is checked first: a message that
 * speaks of both is answered with the lines that cover suicide as well as danger.
 */
export const detectCrisis = (text: string): CrisisKind | null => {
  let plain = plainForCrisis(text);
  for (const harmless of HARMLESS) plain = plain.replace(harmless, ' ~ ');
  for (const kind of CRISIS_KINDS) if (CRISIS_CUES[kind].some((pattern) => pattern.test(plain))) return kind;
  return null;
};
