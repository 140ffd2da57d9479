import { Link } from 'react-router';
import { REPORT_OFFERS, formatAmount } from '../../../domain/reports';
import { REPORT_PAGE_RANGE } from '../content/report-length';

/** After the reading: the two paid reports, each leading to its checkout with this reading's link. */
export const ReportOffer = ({ token }: { token: string }) => (
  <section className="fr-card fr-offer" aria-labelledby="fr-offer-title">
    <h2 id="fr-offer-title">Go deeper with a full report</h2>
    <ul>
      {Object.values(REPORT_OFFERS).map((offer) => (
        <li key={offer.type}>
          <h3>{offer.label}</h3>
          <p>
            {offer.summary} {REPORT_PAGE_RANGE} made from your birth details, {formatAmount(offer.amount, offer.currency)}. Its checkout shows sample pages.
          </p>
          <Link className="button" to={`/free-moon-reading/upgrade-click?${new URLSearchParams({ report: offer.type, token }).toString()}`}>
            See the {offer.label}
          </Link>
        </li>
      ))}
    </ul>
  </section>
);
