import type { TSendEmailPayload } from '@wordbook/core/contract/jobs/send-email';

export type TRenderedEmail = { subject: string; text: string; html: string };

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Plain paragraphs to a small, readable HTML body (every value escaped). */
function htmlBody(title: string, paragraphs: (string | { code: string } | { link: string; label: string })[]): string {
  const parts = paragraphs.map((p) => {
    if (typeof p === 'string') return `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
    if ('code' in p) return `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(p.code)}</p>`;
    return `<p style="margin:0 0 16px"><a href="${escapeHtml(p.link)}" style="color:#1d4ed8">${escapeHtml(p.label)}</a></p>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
${parts.join('\n')}
<p style="margin:24px 0 0;color:#52606d;font-size:13px">Wordbook</p>
</body></html>`;
}

/** The text and HTML of each e-mail the product sends. */
export function renderEmail(payload: TSendEmailPayload): TRenderedEmail {
  const hello = `Hello ${payload.fullName},`;
  switch (payload.kind) {
    case 'signup-code': {
      const subject = `Your Wordbook verification code: ${payload.code}`;
      const lines = [
        hello,
        'Enter this code on the sign-up page to verify your email address:',
        { code: payload.code },
        `The code is valid for ${payload.validMinutes} minutes.`,
        'If you did not sign up for Wordbook, you can ignore this email.',
      ];
      return { subject, text: toText(lines), html: htmlBody(subject, lines) };
    }
    case 'password-reset': {
      const subject = 'Reset your Wordbook password';
      const lines = [
        hello,
        'We received a request to reset the password of your Wordbook account. Open this link to choose a new password:',
        { link: payload.link, label: payload.link },
        `The link works once and is valid for ${payload.validMinutes} minutes.`,
        'If you did not ask for this, you can ignore this email: your password stays the same.',
      ];
      return { subject, text: toText(lines), html: htmlBody(subject, lines) };
    }
    case 'account-deleted': {
      const subject = 'Your Wordbook account has been deleted';
      const lines = [
        hello,
        'Your Wordbook account has been deleted and you have been signed out everywhere.',
        `Your wordbooks and other data will be erased permanently on ${payload.purgeOn}.`,
        'Thank you for learning with us.',
      ];
      return { subject, text: toText(lines), html: htmlBody(subject, lines) };
    }
    case 'study-reminder': {
      const subject = 'Your Wordbook study plan for today';
      const parts = [
        ...(payload.newWords > 0 ? [`${payload.newWords} new ${payload.newWords === 1 ? 'word' : 'words'}`] : []),
        ...(payload.reviewWords > 0 ? [`${payload.reviewWords} ${payload.reviewWords === 1 ? 'word' : 'words'} to review`] : []),
      ];
      const lines = [
        hello,
        `Today (${payload.day}) your study plan has ${parts.join(' and ')}.`,
        { link: payload.link, label: 'Open today’s plan' },
        'You get this reminder because you turned it on in your study plan. Switch it off in the plan’s Extras step.',
      ];
      return { subject, text: toText(lines), html: htmlBody(subject, lines) };
    }
    case 'support-answer': {
      const subject = `Re: ${payload.subject}`;
      const lines = [
        hello,
        `Our support team answered your request "${payload.subject}":`,
        ...payload.answer.split(/\n{2,}/),
        'You can read your requests and their answers, or write again, on Help & Support:',
        { link: payload.link, label: payload.link },
      ];
      return { subject, text: toText(lines), html: htmlBody(subject, lines) };
    }
  }
}

function toText(lines: (string | { code: string } | { link: string; label: string })[]): string {
  return `${lines.map((l) => (typeof l === 'string' ? l : 'code' in l ? `    ${l.code}` : l.link)).join('\n\n')}\n\n-- \nWordbook\n`;
}
