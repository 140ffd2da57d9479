import { Link } from 'react-router';
import { GUIDE_LINKS, PageIntro, ReadingOffer, RelatedLinks } from './content-parts';

const CYCLE = [
  {
    phase: 'New moon',
    to: '/moon-phases/new-moon',
    when: 'Days 1 to 3',
    text: 'Set one intention. Write it in a single sentence, in the present tense, as if it is already part of your life.',
  },
  {
    phase: 'Waxing moon',
    to: '/moon-phases/waxing-crescent',
    when: 'Days 4 to 14',
    text: 'Act on it. Each day, take one step small enough that you cannot talk yourself out of it.',
  },
  {
    phase: 'Full moon',
    to: '/moon-phases/full-moon',
    when: 'Around day 15',
    text: 'Review and give thanks. Notice what has moved, however little, and what you have learned about yourself.',
  },
  {
    phase: 'Waning moon',
    to: '/moon-phases/waning-gibbous',
    when: 'Days 16 to 29',
    text: 'Release and rest. Let go of one habit, fear or plan that no longer fits, and make room for the next cycle.',
  },
] as const;

export const ManifestationPage = () => (
  <article>
    <PageIntro eyebrow="Guide" title="Manifestation with the Moon">
      <p>
        Manifestation is the practice of becoming clear about what you want, holding it in mind with real feeling, and acting on it until your life starts to reflect it. The
        Moon gives that practice a rhythm you can see in the sky: about 29 and a half days from one new moon to the next.
      </p>
    </PageIntro>

    <div className="prose">
      <h2>What manifestation is, and what it is not</h2>
      <p>
        Manifestation is not wishing and waiting. It is attention, intention and action working together. Attention, because what you notice shapes what you do. Intention,
        because a clear aim turns vague longing into choices. Action, because nothing changes until something is done differently.
      </p>
      <p>
        It is also not a promise. No practice can guarantee a particular outcome, and anyone who says otherwise is selling something. What a steady practice does is change you:
        you become someone who knows what they want, notices the openings, and keeps going when progress is slow. That is worth having whatever happens next.
      </p>

      <h2>Why work with the lunar cycle</h2>
      <p>
        Most intentions fail not for lack of desire but for lack of rhythm. We start strong, lose momentum after a week, and quietly forget. The Moon offers a calendar built for
        this: a time to begin, a time to build, a time to look honestly at what happened, and a time to let go. Every month you get a fresh start, and a natural moment to
        check in.
      </p>
    </div>

    <ul className="cycle-grid" aria-label="The lunar cycle in four stages">
      {CYCLE.map(({ phase, to, when, text }) => (
        <li key={phase}>
          <h3>
            <Link to={to}>{phase}</Link>
          </h3>
          <p className="when">{when}</p>
          <p>{text}</p>
        </li>
      ))}
    </ul>

    <div className="prose">
      <h2>Five minutes a day</h2>
      <p>A practice you keep is worth more than a perfect one you abandon. This is the whole daily routine:</p>
      <ol>
        <li>
          <strong>One minute: check the Moon.</strong> Which phase is it in today? It tells you whether this is a time to start, build, review or release.
        </li>
        <li>
          <strong>Two minutes: read your intention.</strong> Read your one sentence slowly, then close your eyes and picture an ordinary moment in which it is already true.
          Stay until you can feel it, not just think it.
        </li>
        <li>
          <strong>One minute: choose one step.</strong> Name one action you will take today, however small: an email, a conversation, ten minutes of practice.
        </li>
        <li>
          <strong>One minute: gratitude.</strong> Name three things that went well yesterday. Gratitude trains your attention to notice what is working.
        </li>
      </ol>

      <h2>How your Moon sign shapes the way you manifest</h2>
      <p>
        Your Sun sign describes how you shine. Your Moon sign describes what you need in order to feel safe, and people manifest best from a feeling of safety rather than
        strain. The four elements give a quick first picture:
      </p>
      <ul>
        <li>
          <strong>Fire Moons</strong> (Aries, Leo, Sagittarius) manifest through bold action and enthusiasm. Their task is to keep going once the first excitement fades.
        </li>
        <li>
          <strong>Earth Moons</strong> (Taurus, Virgo, Capricorn) manifest through steady, practical steps. Their task is to allow room for what they cannot plan.
        </li>
        <li>
          <strong>Air Moons</strong> (Gemini, Libra, Aquarius) manifest through ideas, words and people. Their task is to choose one idea and stay with it.
        </li>
        <li>
          <strong>Water Moons</strong> (Cancer, Scorpio, Pisces) manifest through feeling and intuition. Their task is to protect their energy and trust what they sense.
        </li>
      </ul>
      <p>
        Do not know your Moon sign? The <Link to="/tools/calculators/moon-sign-calculator">moon sign calculator</Link> finds it from your birth date and place, and tells you
        honestly when the birth time matters.
      </p>

      <h2>Common stumbling blocks</h2>
      <h3>“I do not know what I want.”</h3>
      <p>
        Start with how you want to feel, then ask what would help you feel that way. “I want to feel calm in the mornings” is a perfectly good first intention.
      </p>
      <h3>“I feel silly doing this.”</h3>
      <p>
        That is common, and it passes. Treat it like any other habit: you do not need to believe in brushing your teeth for it to work. Keep the practice small and private
        until it feels natural.
      </p>
      <h3>“Nothing is happening.”</h3>
      <p>
        Look at the full moon review: what has changed in what you notice, what you say yes and no to, and what you tried? Change often shows up in behaviour before it shows up
        in results. If an intention still feels wrong after a full cycle, rewrite it at the next new moon.
      </p>
    </div>

    <ReadingOffer heading="Find your Moon sign and your current cycle" />
    <RelatedLinks links={GUIDE_LINKS.filter(({ to }) => to !== '/manifestation')} />
  </article>
);

export const Component = ManifestationPage;
