/**
 * Parameters of a story whose flow ends on another page (signed in and on the dashboard, signed out and on
 * sign-in, subscribed and on the product's dashboard). Its play function asserts that the other page opened;
 * that page's picture belongs to its own stories, so it is not taken again here, where every change to that
 * page (or the moment its data arrives) would break a baseline of another page.
 */
export const endsOnAnotherPage = { screenshot: { disable: true } } as const;
