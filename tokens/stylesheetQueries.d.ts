// The names half of Pretendard's stylesheet (tokens/hangulNames.ts, scripts/fonts/interfaceSubset.ts).
declare module '*.css?names';
