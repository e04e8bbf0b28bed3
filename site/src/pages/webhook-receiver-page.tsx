import type { PageVars } from '@site-widgets/contract';
import { CAFE_NAME } from '../cafe-details.ts';
import { Document } from '../document.tsx';
import { SiteFooter, SiteHeader } from '../site-chrome.tsx';

/** One delivery as the demo receiver lists it: ids and verdict only, never what a visitor wrote. */
export interface ReceivedWebhookRow {
  id: string;
  event: string;
  receivedAt: string;
  signatureValid: boolean;
  attempts: number;
}

export interface WebhookReceiverPageProps {
  pageVars: PageVars;
  /** Newest first. */
  deliveries: readonly ReceivedWebhookRow[];
}

/** `/demo/webhook-receiver` (issue 17 item 8): where the catering request's webhook goes in the demo. */
export function WebhookReceiverPage({ pageVars, deliveries }: WebhookReceiverPageProps) {
  return (
    <Document
      title={`Demo webhook receiver — ${CAFE_NAME}`}
      description="The deliveries of the catering request's webhook that this demo received, and whether their signatures checked out."
      pageVars={pageVars}
    >
      <SiteHeader />
      <main id="main">
        <section className="page-intro" aria-labelledby="receiver-title">
          <div className="container">
            <p className="eyebrow">Demo</p>
            <h1 id="receiver-title">Webhook receiver</h1>
            <p>
              The catering request sends each submission to this address as a signed webhook. The receiver
              checks the signature and lists the last 20 deliveries: their ids, never what was written in the
              form.
            </p>
          </div>
        </section>
        <section className="section" aria-labelledby="deliveries-title">
          <div className="container">
            <h2 id="deliveries-title">Deliveries received</h2>
            {deliveries.length === 0 ? (
              <p>Nothing has arrived yet. Send a catering request and reload this page.</p>
            ) : (
              <table>
                <caption>Newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Received</th>
                    <th scope="col">Event</th>
                    <th scope="col">Delivery id</th>
                    <th scope="col">Signature</th>
                    <th scope="col">Attempts</th>
                  </tr>
                </thead>
                <tbody>
                  {deliveries.map((delivery) => (
                    <tr key={`${delivery.signatureValid}:${delivery.id}`}>
                      <td>
                        <time dateTime={delivery.receivedAt}>{delivery.receivedAt}</time>
                      </td>
                      <td>{delivery.event}</td>
                      <td>
                        <code>{delivery.id}</code>
                      </td>
                      <td>{delivery.signatureValid ? 'valid' : 'refused (401)'}</td>
                      <td>{delivery.attempts}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </section>
      </main>
      <SiteFooter />
    </Document>
  );
}
