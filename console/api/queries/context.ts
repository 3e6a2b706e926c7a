import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '@console/session/session';
import type { ApiClient } from '../client';
import type { Navigate } from '../errors';
import type { LanguageCode } from '@contract/schemas/common';

/** What the query and mutation factories need; built once by the app (or a story/test). */
export interface QueryContext {
  api: ApiClient;
  session: Session;
  queryClient: QueryClient;
  navigate: Navigate;
  /** The active interface language (cache keys of language-dependent answers). */
  language: () => LanguageCode;
  /** After PUT /v2/user/language succeeds: activate the language and store the locale. */
  onLanguageChanged?: (language: LanguageCode) => void;
}
