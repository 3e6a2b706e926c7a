/**
 * What every page needs before first paint: Pretendard (Hangul and Latin, split by unicode-range so
 * a page downloads only the subsets it shows), the generated CSS custom properties and the global
 * base styles. The Japanese and monospace faces are loaded on demand (`./fontLoaders`).
 */
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './generated/variables.css';
import './global.css';
