import { userEvent, within } from 'storybook/test';

/**
 * Play-function step for the design system's `Select`, a native `<select>`: chooses the option whose text matches,
 * as a user picks it in the browser's list (which no picture shows: the system draws it).
 */
export async function chooseOption(select: HTMLSelectElement, name: string | RegExp): Promise<void> {
  // The options of a closed select are not rendered: `hidden` finds them all the same.
  const option = within(select).getByRole<HTMLOptionElement>('option', { name, hidden: true });
  await userEvent.selectOptions(select, option);
}

/** The option a select shows, as seen in its field. */
export function chosenText(select: HTMLSelectElement): string {
  return select.selectedOptions[0]?.textContent ?? '';
}
