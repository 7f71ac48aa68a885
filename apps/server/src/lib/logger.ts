import { pino, type DestinationStream, type Logger } from 'pino';

/** Hides the secret part of URLs that carry one (password reset links). */
export const maskUrl = (url: string) => url.replace(/(\/reset-password\/)[^/?#]+/, '$1[redacted]');

/**
 * Structured JSON logs. Credentials are redacted; request bodies (which carry health content,
 * passwords and messages) are never logged at all.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: ['*.password', '*.token', '*.authorization'],
        censor: '[redacted]',
      },
      serializers: {
        req: (req: { method: string; url: string; id?: string; ip?: string }) => ({
          id: req.id,
          method: req.method,
          url: maskUrl(req.url),
          ip: req.ip,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    },
    destination,
  );
}
