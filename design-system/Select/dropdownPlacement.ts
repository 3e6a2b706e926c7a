/**
 * Dropdowns open under their field, aligned with its start edge (they flip up when there is no room). A module of its
 * own: the date pickers' popovers read it without loading the option list and React Aria's list box.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a placement keyword, not text
export const dropdownPlacement = 'bottom start';
