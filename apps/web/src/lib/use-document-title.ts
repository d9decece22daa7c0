import { useEffect } from 'react';

/** Names the browser tab after the screen, e.g. 'Customer Search – Keyplan'. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} – Keyplan` : 'Keyplan';
  }, [title]);
}
