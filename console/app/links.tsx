import { createLink } from '@tanstack/react-router';
import { Link } from '@ds/Link';
import { LinkButton } from '@ds/LinkButton';

/**
 * The design system's links with TanStack Router's type-safe `to` / `params` / `search` and preloading
 * on intent. The design system stays router-free; this is the one place they meet.
 *
 *   <RouterLink to="/$locale/console/account" params={{ locale }}>…</RouterLink>
 */
export const RouterLink = createLink(Link);
export const RouterLinkButton = createLink(LinkButton);
