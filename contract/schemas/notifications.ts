import { z } from 'zod/mini';
import { isoDateTimeSchema, productCodeSchema } from './common';

/** GET /v2/notifications, PUT /v2/notifications/{id}/read. */

/** COMMON, PRD and PRJ never expand in the list. */
export const notificationTypeSchema = z.enum(['COMMON', 'PRD', 'PRJ', 'BILLING', 'NOTICE']);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationSchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: notificationTypeSchema,
  productCode: z.nullable(productCodeSchema),
  title: z.string(),
  body: z.string(),
  createdDate: isoDateTimeSchema,
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsResponseSchema = z.array(notificationSchema);
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
