export {
  DEFAULT_GAZETTEER_PATH,
  loadGazetteer,
  packGazetteer,
  nicknamesPathFor,
  packedPathFor,
  sharedGazetteer,
  type Gazetteer,
  type GazetteerStats,
  type LoadGazetteerOptions,
} from './gazetteer.adapter';
export { PACKED_FORMAT, PackedIndexError, packedSource, packPlaceIndex, unpackPlaceIndex, type PackedSource } from './packed';
export { ADMIN1_NAMES, admin1Name } from './admin1-names';
export { GAZETTEER_COLUMNS, GazetteerFormatError, parseGazetteer } from './format';
export { NICKNAME_COLUMNS, parseNicknames, type NicknameRow } from './nicknames';
