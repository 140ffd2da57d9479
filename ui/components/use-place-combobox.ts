import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { type PlaceMatchBody, placeSearchResponse } from '../../contracts/functions.contract';
import { FunctionCallError, callFunction } from '../api/functions-client';

const SEARCH_DELAY_MS = 200;
const SUGGESTION_LIMIT = 8;

export interface PlaceComboboxOptions {
  /** The chosen place; null while the text is not a chosen suggestion. */
  value: PlaceMatchBody | null;
  onChange(place: PlaceMatchBody | null): void;
  /** Announced when a search finds nothing. */
  noMatchText: string;
}

/** '38.72° N, 9.13° W'. */
export const placeCoordinates = (place: PlaceMatchBody): string =>
  `${Math.abs(place.lat).toFixed(2)}° ${place.lat < 0 ? 'S' : 'N'}, ${Math.abs(place.lng).toFixed(2)}° ${place.lng < 0 ? 'W' : 'E'}`;

/**
 * A place chosen over GET place-search, as a WAI-ARIA combobox: typing suggests places,
 * arrows move, Enter or a click chooses, Escape closes. Editing the text after a choice drops
 * it, so only a chosen place (its coordinates and zone locked in) is ever submitted. The
 * markup is the caller's; this is the behaviour every place field shares.
 */
export const usePlaceCombobox = ({ value, onChange, noMatchText }: PlaceComboboxOptions) => {
  const id = useId();
  const [text, setText] = useState(value?.label ?? '');
  const [suggestions, setSuggestions] = useState<PlaceMatchBody[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  /** Why the search could not answer (offline, the server down): shown beside the field, not only announced. */
  const [problem, setProblem] = useState<string | null>(null);
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
          setProblem(null);
          setActive(-1);
          setOpen(true);
          setStatus(places.length === 0 ? noMatchText : `${places.length} places found. Use the arrow keys to choose one.`);
        })
        .catch((cause: unknown) => {
          if (cause instanceof DOMException && cause.name === 'AbortError') return;
          const message = cause instanceof FunctionCallError ? cause.message : 'The place search is not available right now. Please try again.';
          setSuggestions([]);
          setOpen(false);
          setStatus(message);
          setProblem(message);
        });
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, value, noMatchText]);

  const choose = (place: PlaceMatchBody) => {
    setText(place.label);
    setOpen(false);
    setSuggestions([]);
    setActive(-1);
    setStatus(`${place.label} chosen.`);
    setProblem(null);
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

  const expanded = open && suggestions.length > 0;
  return {
    ids: {
      input: `${id}-input`,
      list: `${id}-list`,
      hint: `${id}-hint`,
      error: `${id}-error`,
      problem: `${id}-problem`,
      option: (index: number) => `${id}-option-${index}`,
    },
    suggestions,
    active,
    status,
    problem,
    expanded,
    choose,
    /** Spread on the input. */
    inputProps: {
      role: 'combobox' as const,
      autoComplete: 'off',
      spellCheck: false,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': `${id}-list`,
      'aria-activedescendant': open && active >= 0 ? `${id}-option-${active}` : undefined,
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setText(event.target.value);
        if (event.target.value.trim() === '') {
          setSuggestions([]);
          setOpen(false);
          setProblem(null);
        }
        if (value !== null) onChange(null);
      },
      onKeyDown,
      onBlur: () => window.setTimeout(() => setOpen(false), 150),
      onFocus: () => {
        if (suggestions.length > 0 && value === null) setOpen(true);
      },
    },
  };
};
