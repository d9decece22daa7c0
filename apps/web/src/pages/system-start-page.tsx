import { PlaceholderPage } from './placeholder-page.tsx';

/** /system-start — being built (issue 4). */
export function SystemStartPage() {
  return <PlaceholderPage title="System Start" />;
}

export default SystemStartPage;
