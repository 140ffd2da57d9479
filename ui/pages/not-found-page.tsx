import { Link } from 'react-router';

export const NotFoundPage = () => (
  <section className="not-found" aria-labelledby="not-found-title">
    <h1 id="not-found-title">Page Not Found</h1>
    <p>The page you're looking for doesn't exist or has been moved.</p>
    <Link className="button" to="/">
      Return to Home
    </Link>
  </section>
);
