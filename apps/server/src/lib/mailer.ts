import nodemailer from 'nodemailer';

export type Mailer = {
  sendPasswordReset(to: string, resetUrl: string): Promise<void>;
};

type Log = { info(obj: object, msg: string): void };

/** With no SMTP server configured, the reset link goes to the server log for the developer. */
export function createLogMailer(log: Log): Mailer {
  return {
    async sendPasswordReset(_to, resetUrl) {
      log.info({ resetUrl }, `Password reset link (no SMTP_URL set, so it is logged): ${resetUrl}`);
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async sendPasswordReset(to, resetUrl) {
      await transport.sendMail({
        from,
        to,
        subject: 'Reset your Arogya password',
        text:
          `Someone asked to reset the password of your Arogya account.\n\n` +
          `To choose a new password, open this link within one hour:\n${resetUrl}\n\n` +
          `If it was not you, ignore this email; your password stays as it is.`,
      });
    },
  };
}
