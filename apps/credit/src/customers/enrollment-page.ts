import { RawReplyBody } from '@netline/contracts';
import { hostedPageHeaders } from '@netline/messaging';

/** The small hosted pages of net-terms enrollment. Every dynamic value is HTML-escaped. */
const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const STYLE = `body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1d2433}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.4rem 1rem}dt{color:#5b6476}button{font-size:1rem;padding:.6rem 1.4rem}`;

/** The pages' policy and caching: `hostedPageHeaders`. */
export const ENROLLMENT_PAGE_HEADERS = hostedPageHeaders(STYLE);

function page(title: string, body: string, status = 200): RawReplyBody {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head><body><h1>${escape(title)}</h1>${body}</body></html>`;
  return { content_type: 'text/html; charset=utf-8', body: html, encoding: 'utf8', status, headers: ENROLLMENT_PAGE_HEADERS };
}

export interface OfferView {
  businessName: string;
  amountApproved: number;
  terms: string;
  expiresAt: Date;
  token: string;
}

export function offerPage(offer: OfferView): RawReplyBody {
  return page(
    'Your net terms offer',
    `<p>${escape(offer.businessName)} has been approved to buy on net terms.</p>
<dl><dt>Credit line</dt><dd data-field="amount_approved">${money(offer.amountApproved)}</dd>
<dt>Payment terms</dt><dd data-field="terms">${escape(offer.terms)}</dd>
<dt>Offer open until</dt><dd data-field="expires_at">${escape(offer.expiresAt.toISOString())}</dd></dl>
<p>By accepting, you agree to pay each invoice by its due date under these terms.</p>
<form method="post" action="${escape(offer.token)}/accept"><input type="hidden" name="accept" value="yes">
<button type="submit">Accept the terms</button></form>`,
  );
}

export function enrolledPage(businessName: string): RawReplyBody {
  return page('You are enrolled', `<p data-state="enrolled">${escape(businessName)} is enrolled in net terms. You can close this page.</p>`);
}

export function expiredPage(): RawReplyBody {
  return page('This offer has expired', '<p data-state="enrollment_expired">Ask your supplier for a new offer.</p>', 410);
}

export function notFoundPage(): RawReplyBody {
  return page('Offer not found', '<p data-state="not_found">This enrollment link is not valid.</p>', 404);
}
