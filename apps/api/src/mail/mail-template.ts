/** The portal's e-mail layout: one branded HTML template and its plain-text twin. */
import type { Locale } from '@portal/contracts';
import { textDirection } from '../i18n/server-i18n';
import { escapeHtml } from '../lib/html';

export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A list of entries after the paragraphs, each with its own link (e.g. the newsletter's openings). */
  items?: MailItem[];
  action?: { label: string; url: string };
  /** Named links (e.g. `verify`), recorded for the dev mailbox and tests. */
  links?: Record<string, string>;
  footer?: string;
  /** A sentence with a link in the footer (e.g. the newsletter's unsubscribe link, decision 217). */
  footerLink?: { text: string; label: string; url: string };
  /** The mail's language: `<html lang dir>` (Arabic and Persian right to left); German when not given. */
  locale?: Locale;
}

export interface MailItem {
  title: string;
  /** Short facts under the title (company, place, start). */
  lines: string[];
  link: { label: string; url: string };
}

function renderItemsHtml(items: MailItem[] | undefined): string {
  if (!items?.length) return '';
  const rows = items
    .map(
      (item) =>
        `<tr><td style="padding:14px 16px;border:1px solid #e2e8f0;border-radius:10px;background:#f8fafc">
<p style="margin:0 0 4px;font-weight:700;color:#0f172a">${escapeHtml(item.title)}</p>${item.lines
          .map((line) => `<p style="margin:0;font-size:14px;color:#475569">${escapeHtml(line)}</p>`)
          .join('')}
<p style="margin:8px 0 0"><a href="${escapeHtml(item.link.url)}" style="color:#1e3a8a;font-weight:600">${escapeHtml(item.link.label)}</a></p>
</td></tr><tr><td style="height:10px"></td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${rows}</table>`;
}

function renderFooterLinkHtml(link: MailContent['footerLink']): string {
  if (!link) return '';
  return `<br><span>${escapeHtml(link.text)} <a href="${escapeHtml(link.url)}" style="color:#475569">${escapeHtml(link.label)}</a></span>`;
}

export function renderMailHtml(mail: MailContent): string {
  const paragraphs = mail.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`)
    .join('');
  const action = mail.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(mail.action.url)}" style="display:inline-block;background:#1e3a8a;color:#fff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:600">${escapeHtml(mail.action.label)}</a></p>
       <p style="margin:0 0 16px;font-size:13px;color:#64748b;word-break:break-all">${escapeHtml(mail.action.url)}</p>`
    : '';
  const locale = mail.locale ?? 'de';
  return `<!doctype html><html lang="${locale}" dir="${textDirection(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body dir="${textDirection(locale)}" style="margin:0;background:#f1f5f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:12px;overflow:hidden;border:1px solid #e2e8f0">
<tr><td style="background:#1e3a8a;color:#fff;padding:20px 28px;font-size:18px;font-weight:700">Dualstudium Portal</td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 16px;font-weight:600">${escapeHtml(mail.greeting)}</p>${paragraphs}${renderItemsHtml(mail.items)}${action}
</td></tr>
<tr><td style="padding:16px 28px;background:#f8fafc;color:#64748b;font-size:12px">${escapeHtml(
    mail.footer ?? 'Private Hochschule für duales Studium · Diese E-Mail wurde automatisch versendet.',
  )}${renderFooterLinkHtml(mail.footerLink)}</td></tr>
</table></td></tr></table></body></html>`;
}

export function renderMailText(mail: MailContent): string {
  const action = mail.action ? `\n${mail.action.label}: ${mail.action.url}\n` : '';
  const items = (mail.items ?? []).flatMap((item) => [
    `- ${item.title}`,
    ...item.lines.map((line) => `  ${line}`),
    `  ${item.link.label}: ${item.link.url}`,
    '',
  ]);
  const footerLink = mail.footerLink
    ? ['', '--', `${mail.footerLink.text} ${mail.footerLink.label}: ${mail.footerLink.url}`]
    : [];
  return (
    [mail.greeting, '', ...mail.paragraphs.flatMap((p) => [p, '']), ...items, action, ...footerLink]
      .join('\n')
      .trim() + '\n'
  );
}
