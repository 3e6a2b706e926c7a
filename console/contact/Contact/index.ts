export { ContactUsPage, type ContactUsPageProps } from './ContactUsPage';
export { ContactSuccessPage, type ContactSuccessPageProps } from './ContactSuccessPage';
export { ReceptionSuccessPage, type ReceptionSuccessPageProps } from './ReceptionSuccessPage';
export { isReceptionType, receptionTypes, type ReceptionType } from './contactForm';
