import { Spinner } from '../plain/spinner.tsx';

/** Progress indicator for a page that is waiting (sign-in, account check, code chunk). */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="kp-loader">
      <Spinner label={label} />
    </div>
  );
}
