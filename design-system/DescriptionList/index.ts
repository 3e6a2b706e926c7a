export { DescriptionList } from './DescriptionList';
export type { DescriptionListItem, DescriptionListLayout, DescriptionListProps } from './interfaces';
