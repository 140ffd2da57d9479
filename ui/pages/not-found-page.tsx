import { Link, useLocation } from 'react-router';
import { usePageMeta } from '../layout/page-meta';

export const NotFoundPage = () => {
  const { pathname } = useLocation();
  usePageMeta(pathname, { title: 'Page not found' });
  return (
  <section className="not-found" aria-labelledby="not-found-title">
    <h1 id="not-found-title">Page Not Found</h1>
    <p>The page you're looking for doesn't exist or has been moved.</p>
    <Link className="button" to="/">
      Return to Home
    </Link>
  </section>
  );
};
