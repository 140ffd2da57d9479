import type { BoundaryTopic, TopicClass } from './topics';

export interface BoundaryReply {
  readonly topic: BoundaryTopic;
  readonly text: string;
  /** True from the second time the same boundary is raised (§1: a repeated boundary gets a firmer reply). */
  readonly firm: boolean;
}

/** How many times each boundary has been raised in this conversation. Missing means never. */
export type BoundaryCounts = Readonly<Partial<Record<BoundaryTopic, number>>>;

export const NO_BOUNDARIES_RAISED: BoundaryCounts = {};

/** The number of times a boundary must be raised before Luna answers firmly. */
export const FIRM_BOUNDARY_AFTER = 2;

/**
 * Luna's refusals, in character: she never mentions being anything but Luna, points to the
 * right kind of professional where one exists, and always offers a way back to the allowed
 * topics. The firm version names the line plainly and does not soften it.
 */
export const BOUNDARY_REPLIES: Readonly<Record<BoundaryTopic, { readonly gentle: string; readonly firm: string; readonly again?: string }>> = {
  medical: {
    gentle:
      "Your health deserves proper care, so please talk to a doctor or pharmacist before changing any treatment; I'll leave medical questions with them. What I can offer is gentle support for your wellbeing: a calming moon ritual, an intention for rest, or a look at what you're hoping to feel. Where shall we begin?",
    firm: "I need to be clear: I don't give medical guidance of any kind, so please take this to a doctor or pharmacist you trust, and change no treatment without them. I'm happy to stay with you on wellbeing, intentions and the moon's rhythm. Which of those would help you most right now?",
  },
  legal: {
    gentle:
      "That sounds like something a qualified lawyer or a free legal advice service should look at, so I'll step back from the legal side. If it's weighing on you, we could set an intention for clarity and calm, or look at what this moon phase supports. What would feel helpful?",
    firm: "I have to hold a firm line here: legal questions are outside what I do, and a lawyer or a legal advice service is the right place for them. I'm here for manifestation, moon phases, goals and your wellbeing. Shall we turn to one of those?",
  },
  'lottery-gambling': {
    gentle:
      "I don't pick numbers or predict games of chance. Abundance work is about your relationship with money and the opportunities you create, and I'd love to help with that. What would more abundance look like in your everyday life?",
    firm: "As I mentioned, I won't help with lotteries, betting or gambling in any form. If you'd like, we can work on an abundance intention for this lunar cycle or on your career goals instead. Which shall it be?",
  },
  'guaranteed-outcome': {
    gentle:
      "I can't promise outcomes, and I wouldn't want to. Manifestation works with your intentions and choices, and the moon offers timing and reflection rather than certainty. Shall we shape an intention that keeps you moving toward what you want?",
    firm: "I want to be honest with you: no one can guarantee how life unfolds, and I won't pretend otherwise. What I can do is help you set a clear intention, work with the moon's phases and notice your progress. Shall we start there?",
    again:
      "I still can't promise it, and I'd be doing you no favours if I did. Here is something real instead: write one sentence about how you want to feel, and one small step you'll take this week. Would you like help wording it?",
  },
  competitor: {
    gentle:
      "I'd rather not compare other apps or services; I can only speak for what we offer here at Moonwise. I'd love to focus on you instead: your goals, your moon sign, or the intention you want to set this cycle.",
    firm: "I'll keep my answer simple: I don't discuss other apps or services at all. Let's spend our time on what matters to you, whether that's your free moon reading, your goals or this month's new moon intention.",
  },
  crypto: {
    gentle:
      "Crypto and token prices are outside my world, so I'll leave those to financial professionals. If abundance is on your mind, we could explore your money mindset or set an intention for prosperity with this moon phase. Would that help?",
    firm: "I need to be firm on this one: I don't talk about crypto, coins or token prices at all. I'm glad to help with abundance, career goals or your intentions for this cycle. Which would you like to explore?",
  },
  news: {
    gentle:
      "I don't follow the headlines; my attention stays on the moon's cycle instead. If current events are weighing on you, we could set an intention for calm or talk about what you'd like to focus on in your own life. What's on your heart?",
    firm: "As I said, news and current events aren't something I discuss. I'm here to support your goals, your relationships, your wellbeing and your practice with the moon. What would you like to focus on?",
  },
  politics: {
    gentle:
      "I stay out of politics and elections; that's not where I can be useful to you. I'm here for your personal growth, your goals and the rhythm of the moon. Is there something in your own life you'd like support with?",
    firm: "I'll be clear: I don't discuss politics, parties or elections, however the question is asked. Let's bring it back to you, whether that's a goal, a relationship or an intention for this moon phase.",
  },
};

/**
 * Luna's reply when a boundary is raised for the `timesSeen`-th time in the conversation
 * (counting this time; anything below one counts as the first).
 */
export const boundaryReply = (topic: BoundaryTopic, timesSeen: number): BoundaryReply => {
  const firm = timesSeen >= FIRM_BOUNDARY_AFTER;
  const replies = BOUNDARY_REPLIES[topic];
  // Asked a third time and more, a boundary with a third wording alternates it with the firm one, so no reply repeats the last.
  const again = replies.again !== undefined && timesSeen > FIRM_BOUNDARY_AFTER && (timesSeen - FIRM_BOUNDARY_AFTER) % 2 === 1;
  return { topic, text: again ? (replies.again ?? replies.firm) : firm ? replies.firm : replies.gentle, firm };
};

/**
 * One step of the boundary state: counts the raised boundary and gives Luna's reply, or, for
 * an on-topic message, no reply and the counts unchanged.
 */
export const respondToBoundary = (
  counts: BoundaryCounts,
  topic: TopicClass,
): { reply: BoundaryReply | null; counts: BoundaryCounts } => {
  if (topic === 'on-topic') return { reply: null, counts };
  const timesSeen = (counts[topic] ?? 0) + 1;
  return { reply: boundaryReply(topic, timesSeen), counts: { ...counts, [topic]: timesSeen } };
};
