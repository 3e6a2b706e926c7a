/**
 * Activity-log descriptions per language, from the facts the world keeps (types.ts, `ActivityFacts`). Entries read
 * as a log does: a short noun phrase in Korean, Japanese and Spanish, a past-tense phrase in English.
 */
import type { ActivityAction, ActivityEvent, ActivityFacts } from '../world/types';
import { listOf, type PerLanguage, type TextLanguage, type TextNames } from './language';

type ActivityTexts = { [A in ActivityAction]: (facts: ActivityFacts[A], names: TextNames, language: TextLanguage) => string };

/** A member's status as the sentence needs it. */
const MEMBER_STATUS: PerLanguage<Record<'Active' | 'Inactive', string>> = {
  en: { Active: 'Active', Inactive: 'Inactive' },
  ko: { Active: '활성', Inactive: '비활성' },
  ja: { Active: '有効', Inactive: '無効' },
  es: { Active: 'activo', Inactive: 'inactivo' },
};

const TEXTS: PerLanguage<ActivityTexts> = {
  en: {
    'account.signin': () => 'Signed in',
    'account.signinFailed': () => 'Sign-in failed (wrong password)',
    'account.update': () => 'Updated the account information',
    'account.password': () => 'Changed the password',
    'security.2fa': ({ enabled }) => (enabled ? 'Turned on two-step verification' : 'Turned off two-step verification'),
    'security.ip': () => 'Updated the IP whitelist',
    'member.invite': ({ emails }, _names, language) => `Invited ${listOf(emails, language)}`,
    'member.status': ({ email, status }) => `Changed the status of ${email} to ${MEMBER_STATUS.en[status]}`,
    'member.roles': ({ email }) => `Changed the roles of ${email}`,
    'member.ownerTransfer': ({ email }) => `Asked ${email} to become the owner`,
    'member.ownerTransferFailed': ({ email }) => `The ownership transfer to ${email} failed: the member is inactive`,
    'member.ownerTransferComplete': ({ email }) => `${email} became the owner`,
    'member.ownerTransferCancel': ({ email }) => `Withdrew the ownership transfer request to ${email}`,
    'subscription.start': ({ productCode, planCode }, names) => `Subscribed to ${names.product(productCode)} ${names.plan(planCode)}`,
    'subscription.change': ({ productCode }, names) => `Changed the ${names.product(productCode)} plan`,
    'subscription.upgrade': ({ productCode, planCode }, names) => `Upgraded ${names.product(productCode)} to ${names.plan(planCode)}`,
    'subscription.downgrade': ({ productCode, planCode }, names) =>
      `Planned a change of ${names.product(productCode)} to ${names.plan(planCode)}`,
    'subscription.plannedChangeCancel': ({ productCode }, names) => `Cancelled the planned ${names.product(productCode)} plan change`,
    'subscription.cancelScheduled': ({ productCode }, names) => `Scheduled the cancellation of ${names.product(productCode)}`,
    'subscription.cancel': ({ productCode }, names) => `Cancelled the ${names.product(productCode)} subscription`,
    'subscription.revert': ({ productCode }, names) => `Withdrew the cancellation of ${names.product(productCode)}`,
    'billing.payment': ({ productCode }, names) => `${names.product(productCode)} monthly payment`,
    'product.room': ({ productCode }, names) => `Created a waiting room in ${names.product(productCode)}`,
  },
  ko: {
    'account.signin': () => '로그인',
    'account.signinFailed': () => '로그인 실패(잘못된 비밀번호)',
    'account.update': () => '계정 정보 변경',
    'account.password': () => '비밀번호 변경',
    'security.2fa': ({ enabled }) => (enabled ? '2단계 인증 사용 설정' : '2단계 인증 사용 해제'),
    'security.ip': () => 'IP 화이트리스트 변경',
    'member.invite': ({ emails }, _names, language) => `멤버 초대: ${listOf(emails, language)}`,
    // Both status words end in 성, so the particle is 으로.
    'member.status': ({ email, status }) => `${email}의 상태를 ${MEMBER_STATUS.ko[status]}으로 변경`,
    'member.roles': ({ email }) => `${email}의 역할 변경`,
    'member.ownerTransfer': ({ email }) => `${email}에게 소유자 이전 요청`,
    'member.ownerTransferFailed': ({ email }) => `${email}에게 소유자 이전 실패(비활성 멤버)`,
    'member.ownerTransferComplete': ({ email }) => `소유자 이전 완료: ${email}`,
    'member.ownerTransferCancel': ({ email }) => `${email}에게 보낸 소유자 이전 요청 취소`,
    'subscription.start': ({ productCode, planCode }, names) => `${names.product(productCode)} ${names.plan(planCode)} 구독`,
    'subscription.change': ({ productCode }, names) => `${names.product(productCode)} 플랜 변경`,
    'subscription.upgrade': ({ productCode, planCode }, names) => `${names.product(productCode)} 플랜 업그레이드: ${names.plan(planCode)}`,
    'subscription.downgrade': ({ productCode, planCode }, names) => `${names.product(productCode)} 플랜 변경 예약: ${names.plan(planCode)}`,
    'subscription.plannedChangeCancel': ({ productCode }, names) => `${names.product(productCode)} 플랜 변경 예약 취소`,
    'subscription.cancelScheduled': ({ productCode }, names) => `${names.product(productCode)} 구독 해지 예약`,
    'subscription.cancel': ({ productCode }, names) => `${names.product(productCode)} 구독 해지`,
    'subscription.revert': ({ productCode }, names) => `${names.product(productCode)} 구독 해지 철회`,
    'billing.payment': ({ productCode }, names) => `${names.product(productCode)} 월 결제`,
    'product.room': ({ productCode }, names) => `${names.product(productCode)} 대기실 생성`,
  },
  ja: {
    'account.signin': () => 'ログイン',
    'account.signinFailed': () => 'ログイン失敗（パスワードの誤り）',
    'account.update': () => 'アカウント情報を変更',
    'account.password': () => 'パスワードを変更',
    'security.2fa': ({ enabled }) => (enabled ? '2段階認証をオンに設定' : '2段階認証をオフに設定'),
    'security.ip': () => 'IPホワイトリストを変更',
    'member.invite': ({ emails }, _names, language) => `メンバーを招待: ${listOf(emails, language)}`,
    'member.status': ({ email, status }) => `${email} のステータスを${MEMBER_STATUS.ja[status]}に変更`,
    'member.roles': ({ email }) => `${email} のロールを変更`,
    'member.ownerTransfer': ({ email }) => `${email} にオーナーの引き継ぎを依頼`,
    'member.ownerTransferFailed': ({ email }) => `${email} へのオーナーの引き継ぎに失敗: メンバーが無効です`,
    'member.ownerTransferComplete': ({ email }) => `オーナーの引き継ぎが完了: ${email}`,
    'member.ownerTransferCancel': ({ email }) => `${email} へのオーナーの引き継ぎ依頼を取り消し`,
    'subscription.start': ({ productCode, planCode }, names) => `${names.product(productCode)} ${names.plan(planCode)}を申し込み`,
    'subscription.change': ({ productCode }, names) => `${names.product(productCode)}のプランを変更`,
    'subscription.upgrade': ({ productCode, planCode }, names) => `${names.product(productCode)}のプランを${names.plan(planCode)}にアップグレード`,
    'subscription.downgrade': ({ productCode, planCode }, names) => `${names.product(productCode)}のプランを${names.plan(planCode)}に変更予約`,
    'subscription.plannedChangeCancel': ({ productCode }, names) => `${names.product(productCode)}のプラン変更予約を取り消し`,
    'subscription.cancelScheduled': ({ productCode }, names) => `${names.product(productCode)}の解約を予約`,
    'subscription.cancel': ({ productCode }, names) => `${names.product(productCode)}を解約`,
    'subscription.revert': ({ productCode }, names) => `${names.product(productCode)}の解約を取り消し`,
    'billing.payment': ({ productCode }, names) => `${names.product(productCode)}の月額支払い`,
    'product.room': ({ productCode }, names) => `${names.product(productCode)}で待合室を作成`,
  },
  es: {
    'account.signin': () => 'Inicio de sesión',
    'account.signinFailed': () => 'Inicio de sesión fallido (contraseña incorrecta)',
    'account.update': () => 'Actualización de la información de la cuenta',
    'account.password': () => 'Cambio de contraseña',
    'security.2fa': ({ enabled }) =>
      enabled ? 'Activación de la verificación en dos pasos' : 'Desactivación de la verificación en dos pasos',
    'security.ip': () => 'Actualización de la lista de IP permitidas',
    'member.invite': ({ emails }, _names, language) => `Invitación a ${listOf(emails, language)}`,
    'member.status': ({ email, status }) => `Cambio del estado de ${email} a ${MEMBER_STATUS.es[status]}`,
    'member.roles': ({ email }) => `Cambio de los roles de ${email}`,
    'member.ownerTransfer': ({ email }) => `Solicitud de transferencia de propiedad a ${email}`,
    'member.ownerTransferFailed': ({ email }) => `Transferencia de propiedad a ${email} fallida: el miembro está inactivo`,
    'member.ownerTransferComplete': ({ email }) => `Transferencia de propiedad completada: ${email}`,
    'member.ownerTransferCancel': ({ email }) => `Retirada de la solicitud de transferencia de propiedad a ${email}`,
    'subscription.start': ({ productCode, planCode }, names) => `Suscripción a ${names.product(productCode)} ${names.plan(planCode)}`,
    'subscription.change': ({ productCode }, names) => `Cambio del plan de ${names.product(productCode)}`,
    'subscription.upgrade': ({ productCode, planCode }, names) => `Mejora del plan de ${names.product(productCode)} a ${names.plan(planCode)}`,
    'subscription.downgrade': ({ productCode, planCode }, names) =>
      `Cambio programado del plan de ${names.product(productCode)} a ${names.plan(planCode)}`,
    'subscription.plannedChangeCancel': ({ productCode }, names) => `Cancelación del cambio de plan programado de ${names.product(productCode)}`,
    'subscription.cancelScheduled': ({ productCode }, names) => `Cancelación programada de ${names.product(productCode)}`,
    'subscription.cancel': ({ productCode }, names) => `Cancelación de la suscripción a ${names.product(productCode)}`,
    'subscription.revert': ({ productCode }, names) => `Retirada de la cancelación de ${names.product(productCode)}`,
    'billing.payment': ({ productCode }, names) => `Pago mensual de ${names.product(productCode)}`,
    'product.room': ({ productCode }, names) => `Creación de una sala de espera en ${names.product(productCode)}`,
  },
};

/** The entry's description in the language. */
export function activityText(event: ActivityEvent, names: TextNames, language: TextLanguage): string {
  // The union's action picks its own facts; TypeScript cannot correlate the two through the table, hence the cast.
  const word = TEXTS[language][event.action] as (facts: ActivityEvent['facts'], names: TextNames, language: TextLanguage) => string;
  return word(event.facts, names, language);
}
