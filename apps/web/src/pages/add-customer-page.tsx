import { PlaceholderPage } from './placeholder-page.tsx';

/** /add-customer — being built (issue 4). */
export function AddCustomerPage() {
  return <PlaceholderPage title="Add Customer" />;
}

export default AddCustomerPage;
