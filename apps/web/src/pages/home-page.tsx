import { Navigate } from 'react-router';
import { paths } from '../app/paths.ts';

/**
 * / (SPEC §2, §4 "Startup URL handling"). Without query parameters it goes to /customer-search.
 * The startup resolution of the other cases (review links, SAP launches, designs) arrives in a
 * later release; until then a URL with parameters also goes to /customer-search and its
 * parameters are not kept.
 */
export function HomePage() {
  return <Navigate to={paths.customerSearch.getHref()} replace />;
}

export default HomePage;
