import { Link } from 'react-router';
import { GUIDE_LINKS, PageIntro, ReadingOffer, RelatedLinks } from './content-parts';

interface Exercise {
  id: string;
  phase: string;
  phasePath: string;
  title: string;
  minutes: number;
  why: string;
  steps: readonly string[];
}

const EXERCISES: readonly Exercise[] = [
  {
    id: 'one-sentence-intention',
    phase: 'New Moon',
    phasePath: '/moon-phases/new-moon',
    title: 'The one-sentence intention',
    minutes: 5,
    why: 'A clear, short intention is easy to remember, so it can guide small choices all month.',
    steps: [
      'Write down everything you would like to change this month, without judging the list.',
      'Circle the one item that gives you the strongest feeling of “yes”.',
      'Rewrite it as one sentence in the present tense: “I wake up rested and start my day calmly.”',
      'Read it aloud once. If any word feels false, change it until the sentence feels both exciting and believable.',
      'Put it somewhere you will see it every day: your phone’s lock screen, a sticky note, the first page of a notebook.',
    ],
  },
  {
    id: 'first-small-step',
    phase: 'Waxing Crescent',
    phasePath: '/moon-phases/waxing-crescent',
    title: 'The first small step',
    minutes: 5,
    why: 'The first action turns an intention from an idea into something real, and small steps are the ones that actually happen.',
    steps: [
      'Read your intention.',
      'Ask: what is the smallest step I could take today that moves toward it?',
      'Make it smaller still, until it takes less than ten minutes.',
      'Do it today, and tick it off somewhere you can see.',
    ],
  },
  {
    id: 'obstacle-and-answer',
    phase: 'First Quarter',
    phasePath: '/moon-phases/first-quarter',
    title: 'Obstacle and answer',
    minutes: 5,
    why: 'The first quarter is the Moon’s moment of tension. Naming the obstacle in advance makes it far easier to meet.',
    steps: [
      'Write: “The thing most likely to stop me this week is…” and finish the sentence honestly.',
      'Underneath, write: “When that happens, I will…” and choose one simple response.',
      'Picture the moment the obstacle shows up, and see yourself responding as planned.',
    ],
  },
  {
    id: 'scripting-a-day',
    phase: 'Waxing Gibbous',
    phasePath: '/moon-phases/waxing-gibbous',
    title: 'Scripting an ordinary day',
    minutes: 5,
    why: 'Writing a day as if your intention were already true builds the feeling that makes action feel natural.',
    steps: [
      'Choose a day a few months from now.',
      'Write a short diary entry for that day, in the past tense, as if your intention is already part of your life.',
      'Keep it ordinary: what you ate, who you spoke to, how you felt walking home.',
      'Notice which details made you feel something, and underline them.',
    ],
  },
  {
    id: 'full-moon-review',
    phase: 'Full Moon',
    phasePath: '/moon-phases/full-moon',
    title: 'The full moon review',
    minutes: 5,
    why: 'The full moon lights everything up. It is the natural time to see honestly what has happened and to give thanks for it.',
    steps: [
      'Write three things that moved since the new moon, however small.',
      'Write one thing you learned about yourself.',
      'Write three things you are grateful for right now.',
      'Ask: does my intention still feel right? Keep it, sharpen it, or plan to rewrite it at the next new moon.',
    ],
  },
  {
    id: 'share-what-you-learned',
    phase: 'Waning Gibbous',
    phasePath: '/moon-phases/waning-gibbous',
    title: 'Share what you learned',
    minutes: 5,
    why: 'Passing on an insight fixes it in your own mind and connects you with people who can help.',
    steps: [
      'Choose one thing you learned this cycle.',
      'Tell one person about it: a message, a conversation, a note in a group.',
      'Thank someone who helped you this month, specifically and in writing.',
    ],
  },
  {
    id: 'release-letter',
    phase: 'Last Quarter',
    phasePath: '/moon-phases/last-quarter',
    title: 'The release letter',
    minutes: 5,
    why: 'Letting go makes room. The last quarter is the Moon’s turning point, well suited to ending what no longer serves you.',
    steps: [
      'Write a short letter to one habit, fear or story that held you back this month.',
      'Thank it for whatever it was trying to protect you from.',
      'Tell it clearly that you are ready to let it go.',
      'Tear the letter up or delete it, and take three slow breaths.',
    ],
  },
  {
    id: 'rest-and-listen',
    phase: 'Waning Crescent',
    phasePath: '/moon-phases/waning-crescent',
    title: 'Rest and listen',
    minutes: 5,
    why: 'The last sliver of the cycle is for rest. Quiet now makes the next new moon intention clearer.',
    steps: [
      'Sit comfortably, set a timer for four minutes, and close your eyes.',
      'Breathe slowly, and let your attention rest on the breath.',
      'When the timer ends, write one word that describes what you would like next cycle to feel like.',
      'Keep that word for the new moon: it is the seed of your next intention.',
    ],
  },
];

export const ManifestationExercisesPage = () => (
  <article>
    <PageIntro eyebrow="Practice" title="Manifestation exercises for every phase">
      <p>
        Eight short exercises, one for each phase of the Moon. Each takes about 5 minutes a day. Start with the exercise for the phase the Moon is in today, and follow the
        cycle from there.
      </p>
    </PageIntro>

    <nav className="prose" aria-label="Exercises by phase">
      <h2>The exercises</h2>
      <ol>
        {EXERCISES.map(({ id, phase, title }) => (
          <li key={id}>
            <a href={`#${id}`}>
              {phase}: {title}
            </a>
          </li>
        ))}
      </ol>
    </nav>

    <div className="prose">
      {EXERCISES.map((exercise) => (
        <section className="exercise" id={exercise.id} key={exercise.id} aria-labelledby={`${exercise.id}-title`}>
          <h2 id={`${exercise.id}-title`}>{exercise.title}</h2>
          <p className="meta">
            <Link to={exercise.phasePath}>{exercise.phase}</Link> · about {exercise.minutes} minutes
          </p>
          <p>{exercise.why}</p>
          <ol>
            {exercise.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ))}

      <h2>Making the exercises stick</h2>
      <ul>
        <li>Do them at the same time each day: with your morning coffee, or just before bed.</li>
        <li>Keep one notebook for the whole cycle, so the full moon review has something to look back on.</li>
        <li>Missed a day? Pick up with today’s phase. The Moon does not keep score, and neither should you.</li>
      </ul>
    </div>

    <ReadingOffer heading="Match the exercises to your Moon sign" />
    <RelatedLinks links={GUIDE_LINKS.filter(({ to }) => to !== '/manifestation-exercises')} />
  </article>
);

export const Component = ManifestationExercisesPage;
