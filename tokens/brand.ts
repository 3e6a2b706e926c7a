/**
 * The brand, named once. The design system's Logo (wordmark and accessible name), the console's footer and document
 * titles read it; index.html's title and public/favicon.svg are static files a unit test holds to it
 * (design-system/Logo/brand.test.ts). Brand and product names are the same in every language: never translated.
 */

/** The company, as the wordmark sets it. */
export const companyName = 'STCLab';

/** The company's legal name, for the copyright line. */
export const companyLegalName = 'STCLab Inc.';

/** The console's word after the company's in the wordmark. */
export const productShortName = 'Console';

/** The product: the logo's accessible name and the end of every document title. */
export const productName = `${companyName} ${productShortName}`;
