// First: the API layer's schemas are created jitless (strict CSP; see the module).
import './app/zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
// Pretendard + tokens only; the Japanese face comes with the ja catalog (activateLocale).
import '@tokens/baseStyles';
// react-aria's press rule as a file (the strict CSP blocks its inline <style>; see index.html).
import './app/pressable.css';
import { createQueryClient } from './app/queryClient';
import { createAppRouter } from './app/router';
import { createAppServices } from './app/services';
import { AppProviders } from './app/AppProviders';
import { createToaster } from './app/toasts';
import { activateLocale } from './i18n/activate';
import { detectBrowserLocale } from './i18n/detect';

async function start() {
  // The console has no backend of its own in development: the mock world answers every call.
  if (import.meta.env.DEV || import.meta.env.VITE_MOCKS === 'on') {
    const { startMockWorker } = await import('@mocks/browser');
    await startMockWorker();
    const { mountDevPanel } = await import('@mocks/DevPanel');
    mountDevPanel();
  }
  // Lingui's provider renders nothing until a locale is active; routes switch it to the path's language.
  await activateLocale(detectBrowserLocale());
  const queryClient = createQueryClient();
  const toaster = createToaster();
  toaster.showInitial(window.sessionStorage);
  const services = createAppServices({ queryClient, toast: (record) => toaster.push(record) });
  const router = createAppRouter({
    queryClient,
    services,
    auth: { isSignedIn: () => services.session.handoff() !== 'signed-out' },
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} services={services} toaster={toaster}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
