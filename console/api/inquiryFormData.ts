/**
 * Builds the multipart body of the contact inquiry: `title`, `content`, one `files` part each. A module of its own:
 * the contact page's mutation builds the body before the API client (ky, zod, the schemas) has loaded.
 */
export function toInquiryFormData(fields: { title: string; content: string; files: readonly File[] }): FormData {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('content', fields.content);
  for (const file of fields.files) form.append('files', file, file.name);
  return form;
}
