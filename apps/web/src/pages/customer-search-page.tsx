import { PlaceholderPage } from './placeholder-page.tsx';

/** /customer-search — being built (issue 4). */
export function CustomerSearchPage() {
  return <PlaceholderPage title="Customer Search" />;
}

export default CustomerSearchPage;
