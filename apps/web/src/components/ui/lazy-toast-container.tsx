import { useEffect, useState } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@keyplan/domain';
import { onToastifyLoaded, type Toastify } from '../../lib/toast.ts';

/** The app's toast container, rendered once the first toast has loaded react-toastify. */
export function LazyToastContainer() {
  const [toastify, setToastify] = useState<Toastify | null>(null);
  useEffect(() => onToastifyLoaded(setToastify), []);
  if (!toastify) return null;
  const { ToastContainer, Slide } = toastify;
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} hideProgressBar transition={Slide} />;
}
