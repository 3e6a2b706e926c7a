import type { ApiClient, ApiClientOptions, createApiClient } from '@console/api/client';
import type { LanguageCode } from '@contract/schemas';
import { nextTask } from './nextTask';

interface ClientModule {
  createApiClient: typeof createApiClient;
}

/**
 * The API client, loaded on first use: ky, the zod schemas, the endpoint table and the error
 * catalogue stay out of the start-up bundle (the sign-in page renders without any of them).
 * Settings made before the first call (language, organisation, regional host) are applied when it
 * loads. `main`, `region` and `crm` (the raw ky instances) exist only after the first call.
 * Every call starts its request one task after the task that made it: a page's first render starts all its calls
 * from one effects pass, and building each request (ky's options, `Request`, timers) there made that task one of the
 * longest of the dashboard's start-up on a phone (docs/performance.md).
 */
export function createLazyApiClient(
  options: ApiClientOptions,
  load: () => Promise<ClientModule> = () => import('@console/api/client'),
): ApiClient {
  let client: ApiClient | null = null;
  let loading: Promise<ApiClient> | null = null;
  let language: LanguageCode | null = null;
  let organizationId: string | null = null;
  let regionalBaseUrl: string | null = null;

  const ready = () =>
    (loading ??= load().then(({ createApiClient }) => {
      const created = createApiClient(options);
      if (language) created.setLanguage(language);
      created.setOrganizationId(organizationId);
      created.setRegionalBaseUrl(regionalBaseUrl);
      client = created;
      return created;
    }));

  const readyForCall = async () => {
    const loaded = await ready();
    await nextTask();
    return loaded;
  };

  const loadedClient = (what: string) => {
    if (!client) throw new Error(`api.${what} is available after the first request (the API layer loads on first use)`);
    return client;
  };

  return {
    get main() {
      return loadedClient('main').main;
    },
    get region() {
      return loadedClient('region').region;
    },
    get crm() {
      return loadedClient('crm').crm;
    },
    request: async (schema, endpoint, requestOptions) => (await readyForCall()).request(schema, endpoint, requestOptions),
    send: async (endpoint, requestOptions) => (await readyForCall()).send(endpoint, requestOptions),
    setOrganizationId: (id) => {
      organizationId = id;
      client?.setOrganizationId(id);
    },
    organizationId: () => (client ? client.organizationId() : organizationId),
    setRegionalBaseUrl: (url) => {
      // The real client validates (and normalises) the URL; before it loads we keep it as given.
      regionalBaseUrl = url;
      client?.setRegionalBaseUrl(url);
    },
    regionalBaseUrl: () => (client ? client.regionalBaseUrl() : regionalBaseUrl),
    setLanguage: (code) => {
      language = code;
      client?.setLanguage(code);
    },
  };
}
