import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from '@console/app/router';

export interface RouterStoryProps {
  /**
   * The path after the language segment, e.g. `/console/dashboard`; the story opens it in the
   * toolbar's language. Set `withoutLocale` to open it as written.
   */
  path: string;
  /** Open `path` as written, without the toolbar's language segment. @default false */
  withoutLocale?: boolean;
  /** Whether the route guards see a session. @default true */
  signedIn?: boolean;
}

/** Renders the real console router at a path (memory history): the page with its guards and loaders. */
export function RouterStory({ path, signedIn = true, withoutLocale = false }: RouterStoryProps) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const url = withoutLocale ? path : `/${i18n.locale}${path}`;
  const [router] = useState(() =>
    createAppRouter(
      { queryClient, auth: { isSignedIn: () => signedIn } },
      { history: createMemoryHistory({ initialEntries: [url] }) },
    ),
  );
  return <RouterProvider router={router} />;
}
