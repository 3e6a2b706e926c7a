/**
 * The spot tickets' summary, actions and table (SpotTicketsContent.tsx; its dialogs load on their first opening),
 * loaded alongside the subscription and its reservations instead of with the page: the route's loader starts it
 * (also when a link to the page is hovered), the section waits for it where it waits for the reservations.
 */
export const loadSpotTicketsContent = () => import('./SpotTicketsContent');
