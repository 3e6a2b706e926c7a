export { ContactUsPage, type ContactUsPageProps } from './ContactUsPage';
export { SalesRequestPage, type SalesRequestPageProps } from './SalesRequestPage';
export { ContactSuccessPage, type ContactSuccessPageProps } from './ContactSuccessPage';
export { ReceptionSuccessPage, type ReceptionSuccessPageProps } from './ReceptionSuccessPage';
export { isReceptionType, receptionTypes, type ReceptionType } from './contactForm';
