import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { endpoints } from '@contract/endpoints';
import { ErrorCode } from '@contract/errorCodes';
import { errorMessages, genericErrorMessage } from './errorMessages';
import { projectDeactivatedToast } from './projectNotice';
import { createTestClient, testOrigin } from './testing/harness';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signedIn = { scpToken: 'tok-1', userKey: 'uk-1', scpRegion: 'ap-northeast-1' };
const cookiePair = { scpToken: 'cookie-tok', userKey: 'cookie-uk', scpRegion: 'us-east-1' };

function failWith(path: string, status: number, body: JsonBodyType, method: 'get' | 'post' = 'get') {
  server.use(http[method](`${testOrigin}${path}`, () => HttpResponse.json(body, { status })));
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((value: unknown) => value);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe.each([ErrorCode.L1001, ErrorCode.L1003, ErrorCode.AT1008, ErrorCode.ACCESS_DENIED_IP])('%s', (code) => {
  it('clears the session, goes to "/", and still rejects', async () => {
    const t = createTestClient({ storage: { ...signedIn, redirectUrl: '/ko/console' }, cookies: { locale: 'ko' } });
    failWith('/v2/user', 401, { errorCode: code, message: 'expired' });
    const error = await caught(t.api.send(endpoints.user.get));
    expect(error).toMatchObject({ kind: 'server', status: 401, errorCode: code, message: 'expired' });
    expect(t.storage.length).toBe(0);
    expect(t.cookies.cookies.size).toBe(0);
    expect(t.navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(t.onSessionCleared).toHaveBeenCalledOnce();
    expect(t.outcomes).toEqual(['session-ended']);
  });
});

describe('L1002', () => {
  it('both stores empty: clears and goes to "/"', async () => {
    const t = createTestClient({ storage: { redirectUrl: '/ko/console' } });
    failWith('/v2/user', 401, { errorCode: 'L1002', message: 'stale' });
    const error = await caught(t.api.send(endpoints.user.get));
    expect(error.errorCode).toBe('L1002');
    expect(t.storage.length).toBe(0);
    expect(t.navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(t.outcomes).toEqual(['l1002-cleared']);
  });

  it('cookies only: copies them to session storage and rejects', async () => {
    const t = createTestClient({ cookies: cookiePair });
    failWith('/v2/user', 401, { errorCode: 'L1002', message: 'stale' });
    const error = await caught(t.api.send(endpoints.user.get));
    expect(error.errorCode).toBe('L1002');
    expect(t.storage.getItem('scpToken')).toBe('cookie-tok');
    expect(t.storage.getItem('userKey')).toBe('cookie-uk');
    expect(t.storage.getItem('scpRegion')).toBe('us-east-1');
    expect(t.cookies.get('scpToken')).toBeUndefined();
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.outcomes).toEqual(['l1002-adopted']);
  });

  it('session storage present: headers are refreshed from it; the error still reaches the caller', async () => {
    const t = createTestClient({ storage: signedIn });
    let calls = 0;
    const auth: Array<string | null> = [];
    server.use(
      http.get(`${testOrigin}/v2/user`, ({ request }) => {
        auth.push(request.headers.get('authorization'));
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ errorCode: 'L1002', message: 'stale' }, { status: 401 })
          : HttpResponse.json({
              data: { id: 'u', name: '', email: 'k@example.com', language: 'ENGLISH', selectedOrganizationId: '1' },
            });
      }),
    );
    const error = await caught(t.api.send(endpoints.user.get));
    expect(error.errorCode).toBe('L1002');
    expect(t.outcomes).toEqual(['l1002-refreshed']);
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.storage.getItem('scpToken')).toBe('tok-1');
    // Another tab signed in again: the next request carries the refreshed value.
    t.storage.setItem('scpToken', 'tok-2');
    await t.api.send(endpoints.user.get);
    expect(auth).toEqual(['Bearer tok-1', 'Bearer tok-2']);
  });
});

describe('sign-out failure', () => {
  it.each([ErrorCode.U1000, ErrorCode.AT1004])('%s on logout: the server message becomes an error toast', async (code) => {
    const t = createTestClient({ storage: signedIn });
    failWith('/v2/user/logout', 500, { errorCode: code, message: 'Logout failed on the server.' }, 'post');
    const error = await caught(t.api.send(endpoints.user.logout));
    expect(error.errorCode).toBe(code);
    expect(t.toast).toHaveBeenCalledWith({ type: 'error', body: 'Logout failed on the server.' });
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.storage.getItem('scpToken')).toBe('tok-1');
    expect(t.outcomes).toEqual(['sign-out-toast']);
  });

  it('U1000 elsewhere is an ordinary error (no toast)', async () => {
    const t = createTestClient({ storage: signedIn });
    failWith('/v2/user', 500, { errorCode: 'U1000', message: 'x' });
    await caught(t.api.send(endpoints.user.get));
    expect(t.toast).not.toHaveBeenCalled();
    expect(t.outcomes).toEqual(['passed']);
  });
});

describe('PROJECT_INACTIVE', () => {
  it('raises the never-closing project notice and still rejects with the catalogue message', async () => {
    const t = createTestClient({ storage: signedIn });
    failWith('/v2/tenant/usage/netfunnel', 403, { errorCode: 'PROJECT_INACTIVE', message: 'The project is inactive.' });
    const error = await caught(t.api.send(endpoints.tenant.productUsage('netfunnel')));
    expect(error.descriptor).toBe(errorMessages.PROJECT_INACTIVE);
    expect(t.toast).toHaveBeenCalledWith({ type: 'warning', body: projectDeactivatedToast });
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.storage.getItem('scpToken')).toBe('tok-1');
    expect(t.outcomes).toEqual(['project-inactive']);
  });
});

describe('everything else', () => {
  it('a known code reaches the caller with its catalogue message', async () => {
    const t = createTestClient({ storage: signedIn });
    failWith('/v2/organization/members', 409, {
      errorCode: 'INVITE_DUPLICATE_INVITED',
      message: 'dup',
      details: { email: 'a@b.c' },
    });
    const error = await caught(t.api.send(endpoints.members.list));
    expect(error).toMatchObject({ kind: 'server', status: 409, errorCode: 'INVITE_DUPLICATE_INVITED', message: 'dup' });
    expect(error.descriptor).toBe(errorMessages.INVITE_DUPLICATE_INVITED);
    expect(error.descriptor.message).toBe('This email has already been invited or registered.');
    expect(error.body?.details).toEqual({ email: 'a@b.c' });
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.toast).not.toHaveBeenCalled();
  });

  it('the sign-in error keeps the wrong-password count', async () => {
    const t = createTestClient();
    failWith(
      '/v2/auth/signin',
      401,
      { errorCode: 'SIGNIN_INCORRECT', message: 'no', wrongPasswordCount: 3, wrongPasswordLimit: 5 },
      'post',
    );
    const error = await caught(t.api.send(endpoints.auth.signIn, { json: { email: 'a@b.c', password: 'x' } }));
    expect(error.body).toMatchObject({ wrongPasswordCount: 3, wrongPasswordLimit: 5 });
  });

  it('an unknown code falls back to the generic message', async () => {
    const t = createTestClient({ storage: signedIn });
    failWith('/v2/user', 400, { errorCode: 'ZZ9999', message: 'weird' });
    const error = await caught(t.api.send(endpoints.user.get));
    expect(error).toMatchObject({ kind: 'server', status: 400, errorCode: 'ZZ9999', message: 'weird' });
    expect(error.descriptor).toBe(genericErrorMessage);
    expect(t.outcomes).toEqual(['passed']);
  });

  it('an error without the envelope is a server error with the generic message', async () => {
    const t = createTestClient({ storage: signedIn });
    server.use(http.get(`${testOrigin}/v2/user`, () => new HttpResponse('Bad gateway', { status: 502 })));
    const error = await caught(t.api.send(endpoints.user.get));
    expect(error).toMatchObject({ kind: 'server', status: 502, errorCode: undefined });
    expect(error.descriptor.message).toBe('A temporary error has occurred. Please try again later.');
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it('the region client applies the catalogue too', async () => {
    const t = createTestClient({ storage: signedIn });
    failWith('/v2/aws/region/us-east-1/api', 401, { errorCode: 'L1001', message: 'x' });
    await caught(t.api.send(endpoints.region.api('us-east-1')));
    expect(t.navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});

describe('error messages', () => {
  it('every code has a descriptor with an English source string', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(errorMessages[code].message, code).toMatch(/\S/);
    }
  });

  it('uses the spec wording', () => {
    expect(errorMessages.PLAN_CHANGE_PAYMENT_DAY.message).toBe(
      'Subscription cancellations and plan changes are not possible on the payment date (UTC).',
    );
    expect(errorMessages.TWO_FA_TOO_MANY_ATTEMPTS.message).toBe(
      'You have exceeded the maximum number of code verification attempts. Please get a new code and try again.',
    );
    expect(errorMessages.PAYMENT_FAILED.message).toBe(
      'Your transaction is failed. Please try using a different payment method or contact your card issuer for assistance.',
    );
    expect(errorMessages.GENERIC.message).toBe('A temporary error has occurred. Please try again later.');
  });
});
