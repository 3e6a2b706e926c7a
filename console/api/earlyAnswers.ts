/**
 * Answers to GET calls sent before the API client has loaded, so the shell's first call (the region lookup) travels
 * while the client's chunk downloads instead of after it (one round trip sooner on a cold load). The client takes an
 * answer once, and only a success; on any other outcome it asks again itself, through its hooks (error catalogue) and
 * the query's retries.
 */
const answers = new Map<string, Promise<Response | undefined>>();

/** Sends `GET path` (same origin) now; the client takes the answer with `takeEarlyAnswer(path)`. */
export function sendEarly(path: string, headers: Record<string, string>, send: typeof fetch = fetch): void {
  answers.set(
    path,
    send(path, { headers }).then(
      (response) => (response.ok ? response : undefined),
      () => undefined,
    ),
  );
}

/** The early answer to `GET path`, once: a success, or undefined (none sent, or it failed). */
export async function takeEarlyAnswer(path: string): Promise<Response | undefined> {
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}
