import { Link } from 'react-router';
import { GUIDE_LINKS, PageIntro, ReadingOffer, RelatedLinks } from './content-parts';

const PRINCIPLES = [
  {
    title: 'Clarity',
    text: 'You cannot move toward something you cannot name. The first work is deciding what you actually want, in words simple enough to remember.',
  },
  {
    title: 'Feeling',
    text: 'An intention held only as an idea stays abstract. Picturing it with feeling, as if it were already ordinary, makes it familiar instead of frightening.',
  },
  {
    title: 'Alignment',
    text: 'Your daily choices either point toward your intention or away from it. Alignment means noticing the difference, kindly, and choosing again.',
  },
  {
    title: 'Action',
    text: 'Attraction is not passive. Opportunities tend to come through doors you knock on: conversations, applications, practice, asking.',
  },
  {
    title: 'Receptivity',
    text: 'Letting go of exactly how and when things must happen leaves room to recognise help, ideas and chances that arrive in unexpected shapes.',
  },
] as const;

export const LawOfAttractionPage = () => (
  <article>
    <PageIntro eyebrow="Guide" title="The law of attraction, without the hype">
      <p>
        The law of attraction is the idea that your thoughts and feelings shape your experience: that what you focus on, with belief and feeling, you tend to draw toward you.
        Here is what it asks of you, where it is often misunderstood, and how the Moon’s cycle gives it a steady rhythm.
      </p>
    </PageIntro>

    <div className="prose">
      <h2>Where the idea comes from</h2>
      <p>
        The phrase grew out of the New Thought movement of the late nineteenth century, which held that the mind plays an active part in shaping a life. It became widely known
        in the early twenty-first century through popular books and films. The core idea is much older: many traditions teach that attention is a form of creation, and that we
        become what we repeatedly practise.
      </p>

      <h2>The five principles in practice</h2>
    </div>
    <ul className="feature-grid" aria-label="Five principles">
      {PRINCIPLES.map(({ title, text }) => (
        <li key={title}>
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>

    <div className="prose">
      <h2>Common misunderstandings</h2>
      <h3>“If it did not happen, I did not believe enough.”</h3>
      <p>
        This is the most harmful reading of the idea, and it is wrong. Life contains chance, other people’s choices, health and circumstance. A practice can help you show up
        clearly and consistently; it cannot make you responsible for everything that happens to you. Be as kind to yourself as you would be to a friend.
      </p>
      <h3>“Thinking positively is enough.”</h3>
      <p>
        Positive feeling makes action easier, but it does not replace action. Pair every intention with one concrete step.
      </p>
      <h3>“It replaces professional help.”</h3>
      <p>
        It does not. The law of attraction is a way of focusing your attention, not medical, psychological, legal or financial advice. If you are struggling with your health,
        money or safety, please speak to a qualified professional, and use your practice alongside that support.
      </p>

      <h2>Why the Moon helps</h2>
      <p>
        The law of attraction says to hold your focus. The hard part is holding it for more than a week. The lunar cycle breaks the work into stages you can see in the sky: set
        your intention at the <Link to="/moon-phases/new-moon">new moon</Link>, act on it as the Moon waxes, review it honestly at the{' '}
        <Link to="/moon-phases/full-moon">full moon</Link>, and let go of what is not working as the Moon wanes. Then begin again, a little wiser.
      </p>

      <h2>A first week to try</h2>
      <ol>
        <li>
          <strong>Day 1:</strong> write one intention in one present-tense sentence.
        </li>
        <li>
          <strong>Day 2:</strong> spend two minutes picturing an ordinary moment in which it is true.
        </li>
        <li>
          <strong>Day 3:</strong> take one small step toward it.
        </li>
        <li>
          <strong>Day 4:</strong> notice one thought that pulls you away from it, and write a kinder one beside it.
        </li>
        <li>
          <strong>Day 5:</strong> write down three things you are grateful for.
        </li>
        <li>
          <strong>Day 6:</strong> tell one person what you are working toward.
        </li>
        <li>
          <strong>Day 7:</strong> read your intention again. Does it still feel right? Adjust a word if it does not.
        </li>
      </ol>
      <p>
        For a practice for each phase, see the <Link to="/manifestation-exercises">manifestation exercises</Link>. Not sure where you stand? Try the{' '}
        <Link to="/tools/quizzes/manifestation-readiness-quiz">manifestation readiness quiz</Link>.
      </p>
    </div>

    <ReadingOffer />
    <RelatedLinks links={GUIDE_LINKS.filter(({ to }) => to !== '/law-of-attraction')} />
  </article>
);

export const Component = LawOfAttractionPage;
