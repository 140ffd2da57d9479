import type { Place } from './place';

/** 'Springfield, Illinois, United States'; 'Paris, France' where the region's name is unknown. */
export const placeLabel = (place: Place): string =>
  [place.name, place.admin1Name, place.countryName].filter((part) => part !== null && part !== '').join(', ');

const coordinates = (place: Place): string =>
  `${Math.abs(place.lat).toFixed(2)}° ${place.lat < 0 ? 'S' : 'N'}, ${Math.abs(place.lng).toFixed(2)}° ${place.lng < 0 ? 'W' : 'E'}`;

/**
 * Details that tell apart places whose labels would be equal, tried in this order and
 * added only to the labels still shared: the region code when the region's name is not
 * shown ('San José, Costa Rica (region 01)'), then the coordinates to two decimals
 * ('Lisbon, Ohio, United States (40.77° N, 80.77° W)'), and last the GeoNames id.
 */
const DISAMBIGUATORS: readonly ((place: Place) => string | null)[] = [
  (place) => (place.admin1Name === null && place.admin1Code ? `region ${place.admin1Code}` : null),
  coordinates,
  (place) => `GeoNames ${place.id}`,
];

const sharedIndexes = (labels: readonly string[]): number[] => {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return labels.flatMap((label, i) => ((counts.get(label) ?? 0) > 1 ? [i] : []));
};

/** Labels for one result list, unique within it. */
export const distinctLabels = (places: readonly Place[]): string[] => {
  const bases = places.map(placeLabel);
  const details: string[][] = places.map(() => []);
  const render = () => bases.map((base, i) => (details[i]!.length > 0 ? `${base} (${details[i]!.join('; ')})` : base));
  let labels = render();
  for (const disambiguator of DISAMBIGUATORS) {
    const shared = sharedIndexes(labels);
    if (shared.length === 0) break;
    for (const i of shared) {
      const detail = disambiguator(places[i]!);
      if (detail !== null) details[i]!.push(detail);
    }
    labels = render();
  }
  return labels;
};
