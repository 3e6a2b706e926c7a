/**
 * Initials for an avatar: Hangul, kana and kanji names show their first two letters (김민지 → 김민, not a
 * single syllable that reads as a surname only); Latin names the first letters of the first and last words
 * (Minji Kim → MK, José Álvarez → JÁ). Emails and empty names fall back to their first letter or "?".
 */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') return '?';
  const letters = [...trimmed];
  if (/[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(letters[0] ?? '')) {
    return letters.filter((letter) => letter.trim() !== '').slice(0, 2).join('');
  }
  const words = trimmed.split(/[\s@._-]+/u).filter(Boolean);
  const first = [...(words[0] ?? '')][0] ?? '';
  const last = words.length > 1 ? ([...(words.at(-1) ?? '')][0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}
