export { loadDesignSystemMessages } from './messages';
