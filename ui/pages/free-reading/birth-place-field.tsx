import { useEffect, useRef } from 'react';
import type { PlaceMatchBody } from '../../../contracts/functions.contract';
import { PlaceSuggestions } from '../../components/place-suggestions';
import { placeCoordinates, usePlaceCombobox } from '../../components/use-place-combobox';

export interface BirthPlaceFieldProps {
  /** The chosen place; null while the text is not a chosen suggestion. */
  value: PlaceMatchBody | null;
  onChange(place: PlaceMatchBody | null): void;
  error?: string | undefined;
}

/**
 * The form's birth place: the shared place combobox. Choosing a suggestion locks its coordinates
 * in (that is the place's confirmation, ADR 028); typing again unlocks them. A search that cannot
 * reach the server says so beside the field.
 */
export const BirthPlaceField = ({ value, onChange, error }: BirthPlaceFieldProps) => {
  const combobox = usePlaceCombobox({ value, onChange, noMatchText: 'No places match yet. Try the city name, then a comma and the country.' });
  const { ids, problem } = combobox;
  const problemRef = useRef<HTMLParagraphElement>(null);
  // The message sits under the field the visitor is typing in: bring it up if it landed below the fold.
  useEffect(() => {
    if (problem !== null) problemRef.current?.scrollIntoView({ block: 'nearest' });
  }, [problem]);
  return (
    <div className={`fr-field fr-place${error ? ' fr-invalid' : ''}`}>
      <label htmlFor={ids.input}>Birth place</label>
      <p className="fr-hint" id={ids.hint}>
        Start typing the town or city you were born in, then choose it from the list.
      </p>
      <div className="fr-place-box">
        <input
          id={ids.input}
          name="place"
          type="text"
          aria-describedby={[ids.hint, value ? `${ids.input}-locked` : null, problem ? ids.problem : null, error ? ids.error : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          {...combobox.inputProps}
        />
        <PlaceSuggestions combobox={combobox} label="Birth place suggestions" className="fr-suggestions" activeClassName="fr-active" />
      </div>
      {value && (
        <p className="fr-locked" id={`${ids.input}-locked`}>
          <span aria-hidden="true">✓ </span>
          Locked in: {value.label} ({placeCoordinates(value)}, time zone {value.zone})
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {combobox.status}
      </p>
      {problem && (
        <p className="fr-problem" id={ids.problem} ref={problemRef}>
          {problem}
        </p>
      )}
      {error && (
        <p className="fr-error" id={ids.error}>
          {error}
        </p>
      )}
    </div>
  );
};
