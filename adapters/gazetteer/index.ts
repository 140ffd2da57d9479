export { DEFAULT_GAZETTEER_PATH, loadGazetteer, sharedGazetteer, type Gazetteer, type GazetteerStats } from './gazetteer.adapter';
export { ADMIN1_NAMES, admin1Name } from './admin1-names';
export { GAZETTEER_COLUMNS, GazetteerFormatError, parseGazetteer } from './format';
