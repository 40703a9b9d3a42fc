import { useEffect } from 'react';

/** Sets document.title for the screen ("<screen> · Foyer"). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Foyer` : 'Foyer';
  }, [title]);
}
