import { useEffect } from 'react';
import { loadHangulNamesFont } from '@tokens/fontLoaders';

/** For a screen that shows people's or organisations' names: their Hangul faces, loaded once it has rendered. */
export function useHangulNamesFont(): void {
  useEffect(() => {
    void loadHangulNamesFont();
  }, []);
}
