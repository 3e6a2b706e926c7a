export interface EmailAddressProps {
  /** The address as the API gives it (`minji.kim@acme-retail.example`); shown and copied unchanged. */
  address: string;
  /**
   * Extra class, for layout only.
   * @default undefined
   */
  className?: string;
}
