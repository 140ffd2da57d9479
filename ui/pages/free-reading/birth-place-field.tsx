import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { type PlaceMatchBody, placeSearchResponse } from '../../../domain/contracts/functions.contract';
import { FunctionCallError, callFunction } from '../../api/functions-client';

const SEARCH_DELAY_MS = 200;
const SUGGESTION_LIMIT = 8;

export interface BirthPlaceFieldProps {
  /** The chosen place; null while the text is not a chosen suggestion. */
  value: PlaceMatchBody | null;
  onChange(place: PlaceMatchBody | null): void;
  error?: string | undefined;
}

const coordinates = (place: PlaceMatchBody): string =>
  `${Math.abs(place.lat).toFixed(2)}° ${place.lat < 0 ? 'S' : 'N'}, ${Math.abs(place.lng).toFixed(2)}° ${place.lng < 0 ? 'W' : 'E'}`;

/**
 * Birth place as a combobox over GET place-search (WAI-ARIA combobox pattern): typing
 * suggests places, arrows move, Enter or a click chooses. Editing the text after a choice
 * drops it, so only a chosen place, with its coordinates and time zone, is ever sent.
 */
export const BirthPlaceField = ({ value, onChange, error }: BirthPlaceFieldProps) => {
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
  const latestQuery = useRef('');

  useEffect(() => {
    const q = text.trim();
    latestQuery.current = q;
    if (q === '' || value?.label === text) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      callFunction('place-search', placeSearchResponse, { query: { q, limit: String(SUGGESTION_LIMIT) }, signal: controller.signal })
        .then(({ places }) => {
          if (latestQuery.current !== q) return;
          setSuggestions(places);
          setActive(-1);
          setOpen(true);
          setStatus(places.length === 0 ? 'No places match yet. Try the city name, then a comma and the country.' : `${places.length} places found. Use the arrow keys to choose one.`);
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
  const expanded = open && suggestions.length > 0;

  return (
    <div className={`fr-field fr-place${error ? ' fr-invalid' : ''}`}>
      <label htmlFor={inputId}>Birth place</label>
      <p className="fr-hint" id={hintId}>
        Start typing the town or city you were born in, then choose it from the list.
      </p>
      <div className="fr-place-box">
        <input
          id={inputId}
          name="place"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
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
        <ul id={listId} role="listbox" aria-label="Birth place suggestions" className="fr-suggestions" hidden={!expanded}>
          {suggestions.map((place, index) => (
            <li
              key={place.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'fr-active' : undefined}
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
        <p className="fr-locked">
          <span aria-hidden="true">✓ </span>
          Locked in: {value.label} ({coordinates(value)}, time zone {value.zone})
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
      {error && (
        <p className="fr-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
};
