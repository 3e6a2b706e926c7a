export { NotificationsButton } from './NotificationsButton';
