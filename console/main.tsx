// First: the API layer's schemas are created jitless (strict CSP; see the module).
import './app/zodConfig';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Pretendard + tokens only; the Japanese face comes with the ja catalog (activateLocale).
import '@tokens/baseStyles';
// react-aria's press rule as a file (the strict CSP blocks its inline <style>; see index.html).
import './app/pressable.css';
// The spinner index.html shows until the console renders.
import './app/bootLoader.css';
import { createLazyQueryClient, needsQueryClient } from './app/lazyQueryClient';
import { createAppRouter } from './app/router';
import { createAppServices } from './app/services';
import { startShellData } from './app/startShellData';
import { ConsoleApp } from './app/ConsoleApp';
import { createToaster } from './app/toasts';
import { activateLocale } from './i18n/activate';
import { detectBrowserLocale } from './i18n/detect';
import { restoreInlineStyles } from './prerender/restoreInlineStyles';
import { warmIntlSoon } from './app/warmIntl';
import { nextTask } from './app/nextTask';

async function start() {
  // The console has no backend of its own in development: the mock world answers every call.
  if (import.meta.env.DEV || import.meta.env.VITE_MOCKS === 'on') {
    const { startMockWorker } = await import('@mocks/browser');
    await startMockWorker();
    const { mountDevPanel } = await import('@mocks/DevPanel');
    mountDevPanel();
  }
  // The modules above were evaluated in this task; the app's set-up (the router's route tree most) runs in the next,
  // so neither task is long on a slow phone (Lighthouse's total blocking time).
  await nextTask();
  // Loaded by the root route for every page but the sign-in form (console/app/lazyQueryClient.ts).
  const queryClient = createLazyQueryClient(() => import('./app/queryClient').then((module) => module.createQueryClient()));
  const toaster = createToaster();
  const services = createAppServices({ queryClient, toast: (record) => toaster.push(record) });
  const router = createAppRouter({
    queryClient,
    services,
    auth: { isSignedIn: () => services.session.handoff() !== 'signed-out' },
  });
  // A page that needs the client starts loading it now, beside the catalogs, not after them; a console page its data.
  const matches = router.matchRoutes(router.state.location);
  if (needsQueryClient(matches)) void queryClient.load().catch(() => undefined);
  startShellData(matches, services, queryClient);
  const locale = detectBrowserLocale();
  // While the catalogs and the route's code download: the first Intl call's set-up, in a task of its own.
  warmIntlSoon(locale);
  // Lingui's provider renders nothing until a locale is active; routes switch it to the path's language.
  await activateLocale(locale);
  toaster.showInitial(window.sessionStorage);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = <ConsoleApp queryClient={queryClient} services={services} toaster={toaster} router={router} />;
  // A prerendered page (scripts/prerender/) is hydrated once the router has loaded the same route, its
  // code and its catalog. If the router ended elsewhere (a redirect), the app renders from scratch:
  // React clears the prerendered markup in the same commit, so nothing blank is painted between.
  const prerendered = container.dataset.prerendered;
  if (prerendered) {
    await router.load();
    delete container.dataset.prerendered;
    if (router.state.location.pathname === prerendered && router.state.status === 'idle') {
      restoreInlineStyles(container);
      // The router then renders the match tree as it did on the server (no client-only Suspense
      // wrappers), as TanStack Router's own hydration does.
      router.ssr = { manifest: undefined };
      hydrateRoot(container, app);
      return;
    }
  }
  // A transition: React renders the first screen in slices, yielding to the browser between them, instead of one
  // long task while the page is still loading (Lighthouse's total blocking time).
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

void start();
