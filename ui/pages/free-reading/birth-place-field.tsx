import type { PlaceMatchBody } from '../../../contracts/functions.contract';
import { PlaceSuggestions } from '../../components/place-suggestions';
import { placeCoordinates, usePlaceCombobox } from '../../components/use-place-combobox';

export interface BirthPlaceFieldProps {
  /** The chosen place; null while the text is not a chosen suggestion. */
  value: PlaceMatchBody | null;
  onChange(place: PlaceMatchBody | null): void;
  error?: string | undefined;
}

/** The form's birth place: the shared place combobox, with the place locked in shown with its zone. */
export const BirthPlaceField = ({ value, onChange, error }: BirthPlaceFieldProps) => {
  const combobox = usePlaceCombobox({ value, onChange, noMatchText: 'No places match yet. Try the city name, then a comma and the country.' });
  const { ids } = combobox;
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
          aria-describedby={[ids.hint, error ? ids.error : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          {...combobox.inputProps}
        />
        <PlaceSuggestions combobox={combobox} label="Birth place suggestions" className="fr-suggestions" activeClassName="fr-active" />
      </div>
      {value && (
        <p className="fr-locked">
          <span aria-hidden="true">✓ </span>
          Locked in: {value.label} ({placeCoordinates(value)}, time zone {value.zone})
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {combobox.status}
      </p>
      {error && (
        <p className="fr-error" id={ids.error}>
          {error}
        </p>
      )}
    </div>
  );
};
