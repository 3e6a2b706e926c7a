import { useState, type JSX, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from '@console/app/router';
import { useServices } from '@console/app/ServicesContext';
import { loadedQueryClient } from '@console/app/lazyQueryClient';

export interface RouterStoryProps {
  /**
   * The path after the language segment, e.g. `/console/dashboard`; the story opens it in the
   * toolbar's language. Set `withoutLocale` to open it as written.
   */
  path: string;
  /** Open `path` as written, without the toolbar's language segment. @default false */
  withoutLocale?: boolean;
  /** Whether the route guards see a session from the start (a sign-in inside the story adds one). @default true */
  signedIn?: boolean;
  /** Providers rendered inside the router, around the routes (a harness that needs the router's hooks). */
  innerWrap?: (props: { children: ReactNode }) => JSX.Element;
}

/** Renders the real console router at a path (memory history): the page with its guards and loaders. */
export function RouterStory({ path, signedIn = true, withoutLocale = false, innerWrap }: RouterStoryProps) {
  const queryClient = useQueryClient();
  const services = useServices();
  const { i18n } = useLingui();
  const url = withoutLocale ? path : `/${i18n.locale}${path}`;
  const [router] = useState(() =>
    createAppRouter(
      // Signed in from the start, or once a flow in the story stored a session (sign-in, 2FA).
      { queryClient: loadedQueryClient(queryClient), services, auth: { isSignedIn: () => signedIn || services.session.read() !== null } },
      { history: createMemoryHistory({ initialEntries: [url] }), ...(innerWrap ? { innerWrap } : {}) },
    ),
  );
  return <RouterProvider router={router} />;
}
