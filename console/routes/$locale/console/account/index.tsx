import { createFileRoute } from '@tanstack/react-router';
import { AccountInfoPage } from '@console/account/AccountInfo/AccountInfoPage';

/** Account information, the first tab of account management (owner and member). */
export const Route = createFileRoute('/$locale/console/account/')({
  component: AccountInfoPage,
});
