import { z } from 'zod';
import { paymentConfig } from './payments';

/** GET /api/config — public settings the web app needs at run time (never secrets). */
export const appConfig = z.object({
  payment: paymentConfig,
  /** Join link = videoBaseUrl + videoCallRoomId, e.g. https://meet.jit.si/<room>. */
  videoBaseUrl: z.string(),
});
export type AppConfig = z.infer<typeof appConfig>;
