import { createFileRoute, notFound } from '@tanstack/react-router';

/**
 * Any unknown path under the console. As a child of the console route, the session guard runs first:
 * signed out, the visitor goes to "/" like on every other console path; signed in, it is not found.
 */
export const Route = createFileRoute('/$locale/console/$')({
  beforeLoad: () => {
    throw notFound();
  },
});
