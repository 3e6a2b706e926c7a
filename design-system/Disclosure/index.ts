export { Accordion, Disclosure } from './Disclosure';
export type { AccordionProps, DisclosureProps } from './interfaces';
