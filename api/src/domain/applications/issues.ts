import type { z } from 'zod';

/**
 * zod issues → one message per field, the shape of `{ error, fields }` answers and of the
 * forms' inline errors. The first issue of a field wins; it is the most basic one.
 */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    fields[key] ??= issue.message;
  }
  return fields;
}
