export { SecurityPage } from './SecurityPage';
export { ResendWaitContext } from './resendWait';
