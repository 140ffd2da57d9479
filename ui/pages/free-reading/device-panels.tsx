import { useState } from 'react';
import { Link } from 'react-router';
import type { SavedReading } from '../../browser-storage';
import { signName } from '../../../domain/reading';
import { MoonDisc } from '../../components/moon-disc';
import { forgetReading } from './device-memory';

export const DEVICE_TEXT = {
  yourReading: 'Your reading',
  forget: 'Forget this device',
  forgotten: 'This device has forgotten your reading. Its link still works wherever else you kept it.',
  remembered: 'This device remembers your reading, so the free moon reading page brings you back to it. Nothing about it is sent anywhere.',
} as const;

/** A line that says the forgetting happened; a live region, so a screen reader hears it too. */
const Forgotten = ({ done }: { done: boolean }) => (
  <p className="fr-device-status" role="status">
    {done ? DEVICE_TEXT.forgotten : ''}
  </p>
);

/** On the form page, for a visitor this device remembers: the way back to her reading, and a way to forget it. */
export const WelcomeBack = ({ saved }: { saved: SavedReading }) => {
  const [forgotten, setForgotten] = useState(false);
  return (
    <section className="fr-welcome-back" aria-labelledby="fr-welcome-back-title">
      {!forgotten && (
        <div className="fr-welcome-back-card">
          <MoonDisc illumination={saved.illumination} waxing={saved.waxing} label="The Moon you were born under" size={72} />
          <div>
            <h2 id="fr-welcome-back-title">{saved.firstName ? `Welcome back, ${saved.firstName}` : 'Welcome back'}</h2>
            <p>Your Moon in {signName(saved.moonSign)} is saved on this device.</p>
            <div className="fr-welcome-back-actions">
              <Link className="fr-button fr-primary" to={saved.link}>
                {DEVICE_TEXT.yourReading}
              </Link>
              <button type="button" className="fr-button" onClick={() => setForgotten(forgetReading())}>
                {DEVICE_TEXT.forget}
              </button>
            </div>
          </div>
        </div>
      )}
      {forgotten && (
        <h2 id="fr-welcome-back-title" className="fr-visually-hidden">
          {DEVICE_TEXT.forget}
        </h2>
      )}
      <Forgotten done={forgotten} />
    </section>
  );
};

/** Under the reading: what this device keeps, and the control that removes it. */
export const DeviceNote = () => {
  const [forgotten, setForgotten] = useState(false);
  return (
    <section className="fr-device-note" aria-label="This device">
      {!forgotten && (
        <p>
          {DEVICE_TEXT.remembered}{' '}
          <button type="button" className="fr-link-button" onClick={() => setForgotten(forgetReading())}>
            {DEVICE_TEXT.forget}
          </button>
        </p>
      )}
      <Forgotten done={forgotten} />
    </section>
  );
};
