import nodemailer, { type Transporter } from 'nodemailer';

let cached: { url: string; transport: Transporter } | undefined;

/** One pooled nodemailer transport per SMTP_URL for the life of the worker process. */
export function smtpTransport(url: string): Transporter {
  if (cached?.url !== url) {
    cached?.transport.close();
    cached = { url, transport: nodemailer.createTransport(url) };
  }
  return cached.transport;
}

export async function sendViaSmtp(
  url: string,
  message: { from: string; to: string; subject: string; text: string; html: string },
): Promise<void> {
  await smtpTransport(url).sendMail(message);
}
