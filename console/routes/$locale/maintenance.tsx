import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYetPage } from '@console/pages/NotBuiltYet';

/** A registered route whose page comes with a later issue: see `screens` in console/app/screens/registry.ts. */
export const Route = createFileRoute('/$locale/maintenance')({
  component: () => <NotBuiltYetPage screen="maintenance" />,
});
