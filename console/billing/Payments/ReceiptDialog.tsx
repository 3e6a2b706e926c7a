import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@ds/Button';
import { DateTime } from '@ds/DateTime';
import { DescriptionList, type DescriptionListItem } from '@ds/DescriptionList';
import { Dialog } from '@ds/Dialog';
import { Money } from '@ds/Money';
import { StatusLabel } from '@ds/StatusLabel';
import type { Invoice } from '@contract/schemas';
import { productByCode } from '@console/shared/products';
import { paymentMethodText, usagePeriod } from './format';
import styles from './PaymentsPage.module.scss';
import { useCatalog } from '../catalog';

/** A paid charge's receipt: what was paid, for which period and how; printable (the page prints only it). */
export function ReceiptDialog({ invoice, onClose }: { invoice: Invoice | null; onClose: () => void }) {
  useCatalog();
  const { t, i18n } = useLingui();
  const items: DescriptionListItem[] = invoice
    ? [
        { id: 'number', term: t`Receipt number`, description: <span className={styles.identifier}>{invoice.invoiceId}</span> },
        { id: 'product', term: t`Product`, description: productByCode(invoice.productCode)?.name ?? invoice.productCode },
        { id: 'plan', term: t`Plan`, description: invoice.planName },
        { id: 'period', term: t`Usage period`, description: usagePeriod(i18n, invoice.billingMonth) },
        { id: 'date', term: t`Payment date`, description: <DateTime value={invoice.paymentDate} timeZone="UTC" /> },
        { id: 'method', term: t`Payment method`, description: paymentMethodText(i18n, invoice.paymentMethod) },
        {
          id: 'overage',
          term: t`Overage included`,
          description: <Money amount={invoice.overageAmount.amount} currency={invoice.overageAmount.currency} />,
        },
        {
          id: 'amount',
          term: t`Amount paid`,
          description: (
            <strong>
              <Money amount={invoice.amount.amount} currency={invoice.amount.currency} />
            </strong>
          ),
        },
        { id: 'status', term: t`Status`, description: <StatusLabel vocabulary="billing" status={invoice.status} /> },
      ]
    : [];
  return (
    <Dialog
      title={t`Receipt`}
      className={styles.receiptDialog}
      isOpen={invoice !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <Button variant="primary" onPress={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
      }
    >
      <div className={styles.receipt} data-receipt={invoice?.invoiceId}>
        <DescriptionList items={items} layout="stacked" dividers aria-label={t`Receipt`} />
      </div>
    </Dialog>
  );
}
