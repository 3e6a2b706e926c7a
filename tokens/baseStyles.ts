/**
 * What every page needs before first paint: Inter (Latin) and Pretendard (Hangul, split by unicode-range so
 * a page downloads only the subsets it shows), the generated CSS custom properties and the global
 * base styles. The Japanese and monospace faces are loaded on demand (`./fontLoaders`).
 */
// Inter first, for Latin: Pretendard's dynamic subsets leave out most of Latin-1 and all of Latin Extended-A
// (ó í ú ñ ä ö …), so those letters fell back to another font and their accents sat beside the letter.
// Pretendard's Latin is drawn from Inter, so Latin text keeps the same design; Hangul still comes from Pretendard.
import '@fontsource-variable/inter';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './generated/variables.css';
import './global.css';
