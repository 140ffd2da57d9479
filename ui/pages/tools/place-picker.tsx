import type { PlaceMatchBody } from '../../../contracts/functions.contract';
import { PlaceSuggestions } from '../../components/place-suggestions';
import { placeCoordinates, usePlaceCombobox } from '../../components/use-place-combobox';

export interface PlacePickerProps {
  label: string;
  hint: string;
  /** The chosen place; null while the text does not match a chosen suggestion. */
  value: PlaceMatchBody | null;
  onChange(place: PlaceMatchBody | null): void;
  error?: string | undefined;
}

/** The tools' place field: the shared place combobox in the tools' look. */
export const PlacePicker = ({ label, hint, value, onChange, error }: PlacePickerProps) => {
  const combobox = usePlaceCombobox({ value, onChange, noMatchText: 'No places match. Try the city name, then a comma and the country.' });
  const { ids } = combobox;
  return (
    <div className={`field place-picker${error ? ' has-error' : ''}`}>
      <label htmlFor={ids.input}>{label}</label>
      <p className="field-hint" id={ids.hint}>
        {hint}
      </p>
      <div className="place-picker-box">
        <input
          id={ids.input}
          type="text"
          aria-describedby={[ids.hint, combobox.problem ? ids.problem : null, error ? ids.error : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          {...combobox.inputProps}
        />
        <PlaceSuggestions combobox={combobox} label={`${label}: suggestions`} className="place-suggestions" activeClassName="active" />
      </div>
      {value && (
        <p className="field-confirm">
          <span aria-hidden="true">✓ </span>
          {value.label} ({placeCoordinates(value)}, {value.zone})
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {combobox.status}
      </p>
      {combobox.problem && (
        <p className="field-error" id={ids.problem}>
          {combobox.problem}
        </p>
      )}
      {error && (
        <p className="field-error" id={ids.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
};
