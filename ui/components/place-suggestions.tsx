import type { usePlaceCombobox } from './use-place-combobox';

interface PlaceSuggestionsProps {
  combobox: ReturnType<typeof usePlaceCombobox>;
  label: string;
  /** Each form keeps its own look: the list's class and the highlighted option's class. */
  className: string;
  activeClassName: string;
}

/** The listbox of a place combobox; a press on an option chooses it before the input loses focus. */
export const PlaceSuggestions = ({ combobox, label, className, activeClassName }: PlaceSuggestionsProps) => {
  const { ids, suggestions, active, expanded, choose } = combobox;
  return (
    <ul id={ids.list} role="listbox" aria-label={label} className={className} hidden={!expanded}>
      {suggestions.map((place, index) => (
        <li
          key={place.id}
          id={ids.option(index)}
          role="option"
          aria-selected={index === active}
          className={index === active ? activeClassName : undefined}
          onMouseDown={(event) => {
            event.preventDefault();
            choose(place);
          }}
        >
          {place.label}
        </li>
      ))}
    </ul>
  );
};
