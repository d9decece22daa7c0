import { useText } from '../../i18n/use-text.ts';
import { commonText } from '../common-text.ts';
import { Spinner } from '../plain/spinner.tsx';

/** Progress indicator for a page that is waiting (sign-in, account check, code chunk). */
export function PageLoader({ label }: { label?: string }) {
  const t = useText(commonText);
  return (
    <div className="kp-loader">
      <Spinner label={label ?? t('loading')} />
    </div>
  );
}
