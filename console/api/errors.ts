import type { AfterResponseHook } from 'ky';
import type { Session } from '@console/session/session';
import type { ToastRecord } from '@console/session/initialToasts';
import { ErrorCode, sessionEndingCodes, signOutToastCodes } from '@contract/errorCodes';
import { endpoints } from '@contract/endpoints';
import { parseErrorBody } from './apiError';
import type { ErrorBody } from '@contract/schemas/envelope';
import { projectDeactivatedToast } from './projectNotice';

/**
 * The error catalogue of spec section 8, implemented once as a ky `afterResponse` hook on the
 * main and region clients. It reacts to the session codes; every error still reaches the caller
 * (as an ApiError, see apiError.ts).
 */

export type Navigate = (to: string, options?: { replace?: boolean }) => void;
export type ToastSink = (toast: ToastRecord) => void;

export interface ErrorCatalogueDeps {
  session: Session;
  /** Injected navigation (the router's, or a test spy). */
  navigate: Navigate;
  /** Injected toast sink. */
  toast: ToastSink;
  /** Called when the session is cleared (e.g. to clear the query cache). */
  onSessionCleared?: () => void;
  /** L1002 "otherwise": refresh the default headers from session storage. */
  refreshHeaders?: () => void;
}

export type CatalogueOutcome =
  | 'session-ended'
  | 'l1002-cleared'
  | 'l1002-adopted'
  | 'l1002-refreshed'
  | 'sign-out-toast'
  | 'project-inactive'
  | 'passed';

const logoutPath = endpoints.user.logout.pattern;

function isSignOut(request: { method: string; url: string }): boolean {
  if (request.method.toUpperCase() !== endpoints.user.logout.method.toUpperCase()) return false;
  try {
    return new URL(request.url).pathname.endsWith(logoutPath);
  } catch {
    return false;
  }
}

export function handleErrorBody(
  deps: ErrorCatalogueDeps,
  body: ErrorBody | undefined,
  request: { method: string; url: string },
): CatalogueOutcome {
  if (!body) return 'passed';
  const code = body.errorCode;
  const endSession = () => {
    deps.session.clear();
    deps.onSessionCleared?.();
    deps.navigate('/', { replace: true });
  };

  if ((sessionEndingCodes as readonly string[]).includes(code)) {
    endSession();
    return 'session-ended';
  }
  if (code === ErrorCode.L1002) {
    const inStorage = deps.session.read();
    const inCookies = deps.session.readCookies();
    if (!inStorage && !inCookies) {
      endSession();
      return 'l1002-cleared';
    }
    if (!inStorage && inCookies) {
      deps.session.adoptCookies();
      return 'l1002-adopted';
    }
    deps.refreshHeaders?.();
    return 'l1002-refreshed';
  }
  if (code === ErrorCode.PROJECT_INACTIVE) {
    // The provider deactivated the project: whichever call finds out, the user reads it and closes it.
    deps.toast({ type: 'warning', body: projectDeactivatedToast });
    return 'project-inactive';
  }
  if ((signOutToastCodes as readonly string[]).includes(code) && isSignOut(request)) {
    if (body.message.trim() !== '') deps.toast({ type: 'error', body: body.message });
    return 'sign-out-toast';
  }
  return 'passed';
}

/** The ky hook: on a non-2xx answer, read its `{ errorCode, message }` and apply the catalogue. */
export function createErrorCatalogueHook(
  deps: ErrorCatalogueDeps,
  onOutcome?: (outcome: CatalogueOutcome) => void,
): AfterResponseHook {
  return async ({ request, response }) => {
    if (response.ok) return;
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      json = undefined;
    }
    const outcome = handleErrorBody(deps, parseErrorBody(json), request);
    onOutcome?.(outcome);
  };
}
