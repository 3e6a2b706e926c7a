/**
 * What every page needs before first paint: Inter (Latin) and Pretendard (Hangul), the generated CSS custom
 * properties and the global base styles. The Japanese and monospace faces are loaded on demand (`./fontLoaders`).
 */
// Inter first, for Latin: Pretendard's dynamic subsets leave out most of Latin-1 and all of Latin Extended-A
// (ó í ú ñ ä ö …), so those letters fell back to another font and their accents sat beside the letter.
// Pretendard's Latin is drawn from Inter, so Latin text keeps the same design; Hangul still comes from Pretendard.
import '@fontsource-variable/inter';
// In the production build this declares only the interface's own Hangul, one file cut from Pretendard at build
// time; the other Hangul (names) comes with ./hangulNames where it shows (scripts/fonts/interfaceSubset.ts).
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './generated/variables.css';
import './global.css';
