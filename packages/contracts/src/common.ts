import { z } from 'zod';

/** The error body of every failed API call; the spec's clients read `message`. */
export const errorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;

export const userRole = z.enum(['patient', 'doctor', 'admin']);
export type UserRole = z.infer<typeof userRole>;
