/**
 * The sign-out refusals' messages (spec section 8: on U1000 or AT1004 the console shows the server's own message
 * as an error toast, so the server words it in the request's language).
 */
import type { PerLanguage } from './language';

export type SignOutRefusal = 'notSignedOut' | 'tokenInvalid' | 'alreadySignedOut';

export const SIGN_OUT_MESSAGES: PerLanguage<Record<SignOutRefusal, string>> = {
  en: {
    notSignedOut: 'The user could not be signed out.',
    tokenInvalid: 'The access token is not valid for sign-out.',
    alreadySignedOut: 'You are already signed out.',
  },
  ko: {
    notSignedOut: '로그아웃하지 못했습니다.',
    tokenInvalid: '액세스 토큰이 유효하지 않아 로그아웃할 수 없습니다.',
    alreadySignedOut: '이미 로그아웃되었습니다.',
  },
  ja: {
    notSignedOut: 'ログアウトできませんでした。',
    tokenInvalid: 'アクセストークンが無効なため、ログアウトできません。',
    alreadySignedOut: 'すでにログアウトしています。',
  },
  es: {
    notSignedOut: 'No se ha podido cerrar la sesión.',
    tokenInvalid: 'El token de acceso no es válido para cerrar la sesión.',
    alreadySignedOut: 'Ya ha cerrado la sesión.',
  },
};
