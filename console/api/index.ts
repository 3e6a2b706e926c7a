export { createApiClient, HeaderName, toInquiryFormData, toSearchParams } from './client';
export type { ApiClient, ApiClientOptions, RequestOptions, SearchParamValue } from './client';
export { ApiError, isApiError, toApiError, type ApiErrorKind } from './apiError';
export { createErrorCatalogueHook, handleErrorBody } from './errors';
export type { CatalogueOutcome, ErrorCatalogueDeps, Navigate, ToastSink } from './errors';
export { endpoints, listEndpoints } from './endpoints';
export type { ApiClientName, Endpoint, EndpointBuilder, EndpointInfo, HttpMethod } from './endpoints';
export { ErrorCode, isErrorCode, sessionEndingCodes, signOutToastCodes } from './errorCodes';
export { errorMessages, genericErrorMessage, messageForErrorCode } from './errorMessages';
