import { Link } from 'react-router';

/**
 * Data licences ask for attribution where the data is used: places and zone boundaries.
 * A plain block inside the site footer: a second footer there would be a second contentinfo landmark.
 */
export const SiteCredits = () => (
  <div className="site-credits">
    <p>
      Place data © <a href="https://www.geonames.org/">GeoNames</a>, licensed under{' '}
      <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>. Time zone boundaries from{' '}
      <a href="https://github.com/evansiroky/timezone-boundary-builder">timezone-boundary-builder</a> (
      <a href="https://opendatacommons.org/licenses/odbl/1-0/">ODbL</a>, © OpenStreetMap contributors). Time zone
      history from the IANA tz database. Star positions from the Yale Bright Star Catalogue. The astronomy behind every
      reading and picture: <Link to="/how-we-calculate">How we calculate</Link>.
    </p>
  </div>
);
