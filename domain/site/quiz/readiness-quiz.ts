/**
 * The manifestation readiness quiz: seven questions, each option worth 0 to 3 points, and
 * three result bands that split the whole score range with no gaps and no overlaps. The
 * bands describe habits, not destinies: no band promises an outcome.
 */

export type QuizPoints = 0 | 1 | 2 | 3;

export interface QuizOption {
  id: string;
  label: string;
  points: QuizPoints;
}

export interface QuizQuestion {
  id: string;
  prompt: string;
  options: readonly QuizOption[];
}

/** Question id → the id of the chosen option. */
export type QuizAnswers = Readonly<Partial<Record<string, string>>>;

export type ReadinessBandId = 'new-moon' | 'waxing-moon' | 'full-moon';

export interface QuizNextStep {
  label: string;
  /** A site path. */
  to: string;
  why: string;
}

export interface ReadinessBand {
  id: ReadinessBandId;
  /** Inclusive score range. */
  minScore: number;
  maxScore: number;
  title: string;
  summary: string;
  nextSteps: readonly QuizNextStep[];
}

const option = (id: string, label: string, points: QuizPoints): QuizOption => ({ id, label, points });

export const READINESS_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 'clarity',
    prompt: 'When you set an intention, how clearly can you say what you want?',
    options: [
      option('unsure', 'I am not sure yet what I want', 0),
      option('area', 'I know the area of life, not the specifics', 1),
      option('shifting', 'I can name it, but it changes from week to week', 2),
      option('one-sentence', 'I can say it in one sentence, and it stays steady', 3),
    ],
  },
  {
    id: 'quiet-time',
    prompt: 'How often do you take a few quiet minutes just for yourself?',
    options: [
      option('rarely', 'Rarely, if ever', 0),
      option('weekly', 'Once or twice a week', 1),
      option('most-days', 'Most days', 2),
      option('daily', 'Every day: it is already a habit', 3),
    ],
  },
  {
    id: 'belief',
    prompt: 'When you picture your intention already real, how does it feel?',
    options: [
      option('not-for-me', 'Uncomfortable, as if it is not meant for me', 0),
      option('doubtful', 'Hopeful, but full of doubt', 1),
      option('mostly-exciting', 'Mostly exciting, with a few doubts', 2),
      option('natural', 'Natural, like a next step', 3),
    ],
  },
  {
    id: 'setbacks',
    prompt: 'When things move more slowly than you hoped, you usually…',
    options: [
      option('give-up', 'Let it go and move on to something else', 0),
      option('push', 'Worry, and push harder', 1),
      option('pause', 'Pause for a while, then try again', 2),
      option('adjust', 'Look at what you have learned and adjust the plan', 3),
    ],
  },
  {
    id: 'action',
    prompt: 'Do you take practical steps toward what you want?',
    options: [
      option('not-yet', 'Not yet', 0),
      option('inspired', 'Now and then, when I feel inspired', 1),
      option('when-remembered', 'Regularly, when I remember', 2),
      option('planned', 'Yes: small, planned steps', 3),
    ],
  },
  {
    id: 'moon',
    prompt: 'How do you relate to the Moon’s cycle today?',
    options: [
      option('unnoticed', 'I do not really notice it', 0),
      option('full-moons', 'I notice the full moon now and then', 1),
      option('know-phases', 'I know the phases but do not use them', 2),
      option('time-things', 'I already time some things to the phases', 3),
    ],
  },
  {
    id: 'gratitude',
    prompt: 'How much room does gratitude have in your week?',
    options: [
      option('rarely', 'I rarely think about it', 0),
      option('big-moments', 'When something big goes well', 1),
      option('noticed', 'I notice small things most days', 2),
      option('written', 'I write or say what I am grateful for every day', 3),
    ],
  },
];

const maxPointsOf = (question: QuizQuestion): number => Math.max(...question.options.map(({ points }) => points));

export const MAX_READINESS_SCORE = READINESS_QUESTIONS.reduce((sum, question) => sum + maxPointsOf(question), 0);

const READING = { label: 'Get your free moon reading', to: '/free-moon-reading' } as const;

export const READINESS_BANDS: readonly ReadinessBand[] = [
  {
    id: 'new-moon',
    minScore: 0,
    maxScore: 7,
    title: 'New Moon: planting the seed',
    summary:
      'You are at the start, which is a good place to be: nothing needs unlearning. The most useful thing now is not more belief but a small, steady habit. Choose one intention, keep it simple, and give it 5 minutes a day.',
    nextSteps: [
      { ...READING, why: 'Learn your Moon sign and the phase you were born under, in about 2 minutes, so you know how you tend to feel and begin.' },
      { label: 'Read how manifestation works with the Moon', to: '/manifestation', why: 'A plain guide to intentions at the new moon and review at the full moon.' },
      { label: 'Try the new moon intention exercise', to: '/manifestation-exercises', why: 'One sentence, written in the present tense, read once a day.' },
    ],
  },
  {
    id: 'waxing-moon',
    minScore: 8,
    maxScore: 14,
    title: 'Waxing Moon: building momentum',
    summary:
      'You have the raw material: some clarity, some practice, some trust. What tends to help most at this stage is rhythm, so your good days stop depending on mood. Let the lunar cycle set the pace: set at the new moon, act while it waxes, review at the full moon.',
    nextSteps: [
      { ...READING, why: 'Your Moon sign shows how you manifest best, and your reading suggests where to put your 5 minutes a day.' },
      { label: 'Pick one exercise for each phase', to: '/manifestation-exercises', why: 'Scripting, gratitude, release and visualisation, matched to the Moon.' },
      { label: 'Learn the eight moon phases', to: '/moon-phases', why: 'Know which phase you are in today and what it is good for.' },
    ],
  },
  {
    id: 'full-moon',
    minScore: 15,
    maxScore: MAX_READINESS_SCORE,
    title: 'Full Moon: ready to deepen',
    summary:
      'You already have clear intentions and a practice you return to. The next step is depth rather than effort: working with your own emotional patterns, honest reviews at the full moon, and letting go of what no longer fits at the waning moon.',
    nextSteps: [
      { ...READING, why: 'See your Moon sign, your birth phase and your current lunar cycle side by side.' },
      { label: 'Explore your Moon sign', to: '/moon-signs', why: 'How your Moon sign shapes what you need in order to feel safe enough to receive.' },
      { label: 'Revisit the law of attraction', to: '/law-of-attraction', why: 'Alignment, action and patience: what the idea asks of you, without the hype.' },
    ],
  },
];

const questionsById = new Map(READINESS_QUESTIONS.map((question) => [question.id, question]));

/** The points of the chosen option; an unanswered question or an unknown option counts 0. */
export const pointsFor = (questionId: string, optionId: string | undefined): number =>
  questionsById.get(questionId)?.options.find(({ id }) => id === optionId)?.points ?? 0;

export const scoreAnswers = (answers: QuizAnswers): number =>
  READINESS_QUESTIONS.reduce((sum, question) => sum + pointsFor(question.id, answers[question.id]), 0);

/** Every question has a known option chosen. */
export const isComplete = (answers: QuizAnswers): boolean =>
  READINESS_QUESTIONS.every((question) => question.options.some(({ id }) => id === answers[question.id]));

export const bandsContaining = (score: number): ReadinessBand[] =>
  READINESS_BANDS.filter(({ minScore, maxScore }) => score >= minScore && score <= maxScore);

/** The result band for a score within [0, MAX_READINESS_SCORE]. */
export const bandFor = (score: number): ReadinessBand => {
  const [band] = bandsContaining(Math.min(Math.max(Math.round(score), 0), MAX_READINESS_SCORE));
  if (band === undefined) throw new Error(`no readiness band covers the score ${score}`);
  return band;
};

export interface ReadinessResult {
  score: number;
  maxScore: number;
  band: ReadinessBand;
}

/** The result of a complete answer set, or null while a question is unanswered. */
export const readinessResult = (answers: QuizAnswers): ReadinessResult | null => {
  if (!isComplete(answers)) return null;
  const score = scoreAnswers(answers);
  return { score, maxScore: MAX_READINESS_SCORE, band: bandFor(score) };
};
