import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { type PlaceMatchBody, placeSearchResponse } from '../../../domain/contracts/functions.contract';
import { FunctionCallError, callFunction } from '../../api/functions-client';

const SEARCH_DELAY_MS = 200;
const SUGGESTION_LIMIT = 8;

export interface PlacePickerProps {
  label: string;
  hint: string;
  /** The chosen place; null while the text does not match a chosen suggestion. */
  value: PlaceMatchBody | null;
  onChange(place: PlaceMatchBody | null): void;
  error?: string | undefined;
}

/**
 * A combobox over GET place-search (WAI-ARIA combobox pattern): typing suggests places,
 * arrows move through them, Enter or a click chooses one. Editing the text after a choice
 * drops it, so only a chosen place (with its locked-in coordinates) is ever submitted.
 */
export const PlacePicker = ({ label, hint, value, onChange, error }: PlacePickerProps) => {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [text, setText] = useState(value?.label ?? '');
  const [suggestions, setSuggestions] = useState<PlaceMatchBody[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const query = useRef('');

  useEffect(() => {
    const q = text.trim();
    query.current = q;
    if (q === '' || value?.label === text) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      callFunction('place-search', placeSearchResponse, { query: { q, limit: String(SUGGESTION_LIMIT) }, signal: controller.signal })
        .then(({ places }) => {
          if (query.current !== q) return;
          setSuggestions(places);
          setActive(-1);
          setOpen(true);
          setStatus(places.length === 0 ? 'No places match. Try the city name, then a comma and the country.' : `${places.length} places found. Use the arrow keys to choose one.`);
        })
        .catch((cause: unknown) => {
          if (cause instanceof DOMException && cause.name === 'AbortError') return;
          setSuggestions([]);
          setOpen(false);
          setStatus(cause instanceof FunctionCallError ? cause.message : 'The place search is not available right now. Please try again.');
        });
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, value]);

  const choose = (place: PlaceMatchBody) => {
    setText(place.label);
    setOpen(false);
    setSuggestions([]);
    setActive(-1);
    setStatus(`${place.label} chosen.`);
    onChange(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current <= 0 ? suggestions.length - 1 : current - 1));
    } else if (event.key === 'Enter' && open) {
      const place = suggestions[active] ?? (suggestions.length === 1 ? suggestions[0] : undefined);
      if (place) {
        event.preventDefault();
        choose(place);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  const activeOption = open && active >= 0 ? `${id}-option-${active}` : undefined;

  return (
    <div className={`field place-picker${error ? ' has-error' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <p className="field-hint" id={hintId}>
        {hint}
      </p>
      <div className="place-picker-box">
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open && suggestions.length > 0}
          aria-controls={listId}
          aria-activedescendant={activeOption}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim() === '') {
              setSuggestions([]);
              setOpen(false);
            }
            if (value !== null) onChange(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          onFocus={() => {
            if (suggestions.length > 0 && value === null) setOpen(true);
          }}
        />
        <ul id={listId} role="listbox" aria-label={`${label}: suggestions`} className="place-suggestions" hidden={!open || suggestions.length === 0}>
          {suggestions.map((place, index) => (
            <li
              key={place.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'active' : undefined}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(place);
              }}
            >
              {place.label}
            </li>
          ))}
        </ul>
      </div>
      {value && (
        <p className="field-confirm">
          <span aria-hidden="true">✓ </span>
          {value.label} ({Math.abs(value.lat).toFixed(2)}° {value.lat < 0 ? 'S' : 'N'}, {Math.abs(value.lng).toFixed(2)}° {value.lng < 0 ? 'W' : 'E'}, {value.zone})
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
};
