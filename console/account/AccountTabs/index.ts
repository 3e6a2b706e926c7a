export { AccountTabs, type AccountTab, type AccountTabsProps } from './AccountTabs';
