/** Place search rules: folding, qualifiers, ranking, labels for homonyms. */
export { fold, foldUmlautsAsDigraphs, toAscii } from './fold';
export type { Place, PlaceMatch } from './place';
export { parsePlaceQuery, type PlaceQuery } from './query';
export { COUNTRY_ALIASES, REGION_ABBREVIATIONS, resolveQualifier, type PlaceFilter } from './qualifiers';
export { assemblePlaceIndex, buildPlaceIndex, byRank, nicknameRank, type PackedStrings, placeAt, type PlaceColumns, type PlaceCountry, type PlaceIndex, type PlaceRegion, placeSearchKeys } from './search-index';
export { distinctLabels, placeLabel } from './labels';
export { areaNamed, type PlaceArea, DEFAULT_PLACE_SEARCH_LIMIT, placeByNickname, resolvePlace, searchPlaces, toPlaceMatch } from './search';
export { nicknameKey, type PlaceNickname } from './nicknames';
