/** Notification titles and bodies per language, from the facts the world keeps (types.ts, `NotificationFacts`). */
import type { NotificationFacts, NotificationKind, NotificationMessage } from '../world/types';
import { weekdayName, type PerLanguage, type TextLanguage, type TextNames } from './language';

interface NotificationText {
  title: string;
  body: string;
}

type NotificationTexts = {
  [K in NotificationKind]: (facts: NotificationFacts[K], names: TextNames, language: TextLanguage) => NotificationText;
};

const days = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

const TEXTS: PerLanguage<NotificationTexts> = {
  en: {
    paymentCompleted: ({ productCode }, names) => ({
      title: 'Payment completed',
      body: `Your monthly payment for ${names.product(productCode)} was completed.`,
    }),
    paymentFailed: ({ productCode, graceDays }, names) => ({
      title: 'Payment failed',
      body: `Your ${names.product(productCode)} payment failed. It will be retried once a day for ${days(graceDays, 'day', 'days')}.`,
    }),
    maintenance: ({ weekday, fromUtc, toUtc }, _names, language) => ({
      title: 'Scheduled maintenance',
      body: `The console will be under maintenance on ${weekdayName(weekday, language)} ${fromUtc}-${toUtc} (UTC).`,
    }),
    release: ({ version }) => ({ title: 'New release', body: `Version ${version} is out.` }),
    detectionRulesUpdate: ({ productCode }, names) => ({
      title: `${names.product(productCode)} update`,
      body: 'New detection rules are available.',
    }),
    projectCreated: ({ productCode, project }, names) => ({
      title: 'Project created',
      body: `The ${names.product(productCode)} project "${project}" was created.`,
    }),
  },
  ko: {
    paymentCompleted: ({ productCode }, names) => ({
      title: '결제 완료',
      body: `${names.product(productCode)} 월 결제가 완료되었습니다.`,
    }),
    paymentFailed: ({ productCode, graceDays }, names) => ({
      title: '결제 실패',
      body: `${names.product(productCode)} 결제에 실패했습니다. ${graceDays}일 동안 하루에 한 번 다시 결제를 시도합니다.`,
    }),
    maintenance: ({ weekday, fromUtc, toUtc }, _names, language) => ({
      title: '정기 점검 안내',
      body: `${weekdayName(weekday, language)} ${fromUtc}~${toUtc}(UTC)에 콘솔 점검이 진행됩니다.`,
    }),
    release: ({ version }) => ({ title: '새 버전 출시', body: `${version} 버전이 출시되었습니다.` }),
    detectionRulesUpdate: ({ productCode }, names) => ({
      title: `${names.product(productCode)} 업데이트`,
      body: '새로운 탐지 규칙을 사용할 수 있습니다.',
    }),
    projectCreated: ({ productCode, project }, names) => ({
      title: '프로젝트 생성',
      body: `${names.product(productCode)}에 "${project}" 프로젝트가 생성되었습니다.`,
    }),
  },
  ja: {
    paymentCompleted: ({ productCode }, names) => ({
      title: '支払い完了',
      body: `${names.product(productCode)}の月額のお支払いが完了しました。`,
    }),
    paymentFailed: ({ productCode, graceDays }, names) => ({
      title: '支払い失敗',
      body: `${names.product(productCode)}のお支払いに失敗しました。${graceDays}日間、1日1回再決済を試みます。`,
    }),
    maintenance: ({ weekday, fromUtc, toUtc }, _names, language) => ({
      title: 'メンテナンスのお知らせ',
      body: `${weekdayName(weekday, language)} ${fromUtc}〜${toUtc}（UTC）にコンソールのメンテナンスを行います。`,
    }),
    release: ({ version }) => ({ title: '新バージョンのリリース', body: `バージョン${version}をリリースしました。` }),
    detectionRulesUpdate: ({ productCode }, names) => ({
      title: `${names.product(productCode)}のアップデート`,
      body: '新しい検知ルールを利用できます。',
    }),
    projectCreated: ({ productCode, project }, names) => ({
      title: 'プロジェクト作成',
      body: `${names.product(productCode)}でプロジェクト「${project}」を作成しました。`,
    }),
  },
  es: {
    paymentCompleted: ({ productCode }, names) => ({
      title: 'Pago completado',
      body: `Se ha completado el pago mensual de ${names.product(productCode)}.`,
    }),
    paymentFailed: ({ productCode, graceDays }, names) => ({
      title: 'Pago fallido',
      body: `El pago de ${names.product(productCode)} ha fallado. Lo reintentaremos una vez al día durante ${days(graceDays, 'día', 'días')}.`,
    }),
    maintenance: ({ weekday, fromUtc, toUtc }, _names, language) => ({
      title: 'Mantenimiento programado',
      body: `La consola estará en mantenimiento el ${weekdayName(weekday, language)} de ${fromUtc} a ${toUtc} (UTC).`,
    }),
    release: ({ version }) => ({ title: 'Nueva versión', body: `Ya está disponible la versión ${version}.` }),
    detectionRulesUpdate: ({ productCode }, names) => ({
      title: `Actualización de ${names.product(productCode)}`,
      body: 'Hay nuevas reglas de detección disponibles.',
    }),
    projectCreated: ({ productCode, project }, names) => ({
      title: 'Proyecto creado',
      body: `Se ha creado el proyecto «${project}» en ${names.product(productCode)}.`,
    }),
  },
};

/** The notification's title and body in the language. */
export function notificationText(message: NotificationMessage, names: TextNames, language: TextLanguage): NotificationText {
  // The union's kind picks its own facts; TypeScript cannot correlate the two through the table, hence the cast.
  const word = TEXTS[language][message.kind] as (facts: NotificationMessage['facts'], names: TextNames, language: TextLanguage) => NotificationText;
  return word(message.facts, names, language);
}
