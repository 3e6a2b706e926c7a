/** What the account domain offers other domains: its tab bar (the contracts pages sit under the account's tabs). */
export { AccountTabs, type AccountTab } from './AccountTabs';
