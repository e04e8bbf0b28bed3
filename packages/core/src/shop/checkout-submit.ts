import type { CheckoutAnswer } from '@site-widgets/contract/shop/checkout-fields.ts';

/** What a script's "Place order" came to. */
export type CheckoutSubmitOutcome =
  | { kind: 'placed'; redirect: string }
  | { kind: 'invalid'; message: string; errors: Record<string, string> }
  /** The network or the server failed: the widget falls back to the plain form post. */
  | { kind: 'failed' };

/** The HTTP call, passed in (tests use a fake). */
export type CheckoutPost = (body: string) => Promise<{ status: number; json: () => Promise<unknown> }>;

/** Only our own paths and http(s) addresses are followed (a provider's hosted payment page). */
function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (/^\/(?!\/)/.test(value)) return value;
  return /^https?:\/\//i.test(value) ? value : undefined;
}

/**
 * Posts the checkout form's fields (form-encoded, as the plain form would) and reads the JSON answer
 * (docs/api.md "Checkout"): a redirect on success, per-field messages otherwise.
 */
export async function submitCheckout(
  post: CheckoutPost,
  fields: URLSearchParams,
): Promise<CheckoutSubmitOutcome> {
  let status: number;
  let answer: CheckoutAnswer;
  try {
    const response = await post(fields.toString());
    status = response.status;
    answer = (await response.json()) as CheckoutAnswer;
  } catch {
    return { kind: 'failed' };
  }
  if (answer?.success === true) {
    const redirect = safeRedirect(answer.data?.redirect);
    return redirect ? { kind: 'placed', redirect } : { kind: 'failed' };
  }
  if (status === 422 && answer?.success === false && typeof answer.data?.message === 'string') {
    const errors: Record<string, string> = {};
    for (const [name, message] of Object.entries(answer.data.errors ?? {}))
      if (typeof message === 'string') errors[name] = message;
    return { kind: 'invalid', message: answer.data.message, errors };
  }
  return { kind: 'failed' };
}
