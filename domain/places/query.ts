import { fold } from './fold';

/** A typed place query: 'Springfield', 'Paris, France', 'Springfield, IL, USA'. */
export interface PlaceQuery {
  /** The folded place name (or the start of it). */
  city: string;
  /** Folded country or region parts after the commas, in order; empty ones dropped. */
  qualifiers: string[];
  /** The whole query folded as one name, for names that hold a comma ('Washington, D.C.'). */
  whole: string;
}

export const parsePlaceQuery = (text: string): PlaceQuery => {
  const [city = '', ...rest] = text.split(',');
  return {
    city: fold(city),
    qualifiers: rest.map(fold).filter((part) => part.length > 0),
    whole: fold(text),
  };
};
