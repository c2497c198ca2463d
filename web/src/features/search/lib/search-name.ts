import { z } from "@/lib/zod";

/** The server's limits, in the words the dialog shows. */
export const MAX_NAME_CHARS = 80;

export const searchNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "Please give this search a name."),
    z.maxLength(MAX_NAME_CHARS, `Please use a name of at most ${MAX_NAME_CHARS} characters.`),
  );

/** The save and rename dialog's fields. */
export const saveSearchFormSchema = z.object({
  name: searchNameSchema,
  alerts: z.boolean(),
});
export type SaveSearchForm = z.infer<typeof saveSearchFormSchema>;
