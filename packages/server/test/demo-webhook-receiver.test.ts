import { formBuilderSettingsSchema } from '@site-widgets/contract';
import { wireFormContent } from '@site-widgets/core/forms/addon-form-builder/form-content.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv, withDemoWebhooks } from '../src/config.ts';
import {
  DEMO_CATERING_FORM,
  DEMO_CATERING_FORM_NAME,
  demoWebhookReceiverUrl,
  seedDemoFormBuilder,
} from '../src/modules/forms/addon-form-builder/demo-form-builder.ts';
import { createFormBuilderRepository } from '../src/modules/forms/addon-form-builder/form-builder-repository.ts';
import { createDemoReceiverLog } from '../src/modules/webhooks/demo-receiver-log.ts';
import { registerDemoWebhookReceiver } from '../src/modules/webhooks/demo-webhook-receiver-route.ts';
import { createWebhookRepository } from '../src/modules/webhooks/webhook-repository.ts';
import { signWebhook } from '../src/modules/webhooks/webhook-signature.ts';
import { createWebhookTransport } from '../src/modules/webhooks/webhook-transport.ts';
import { createWebhookWorker } from '../src/modules/webhooks/webhook-worker.ts';
import { createNonceService } from '../src/security/nonce.ts';
import { DIALECTS } from './support/databases.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const SECRET = 'demo-receiver-secret-of-32-characters';
const T0 = Date.UTC(2026, 10, 28, 9);
const ID = '0b6e8f5c-4a52-4f0e-9d55-2f3f1c1e9a01';
const BODY = JSON.stringify({
  form: 'Catering request',
  fields: { name: ['text', 'Ann <b>Baker</b>', 'Name'] },
});

describe('the demo webhook receiver', () => {
  let app: FastifyInstance | undefined;
  let clock = T0;
  afterEach(async () => {
    await app?.close();
    app = undefined;
    clock = T0;
  });

  async function receiver(log = createDemoReceiverLog()) {
    app = Fastify();
    await registerDemoWebhookReceiver(app, {
      secret: SECRET,
      log,
      nonces: createNonceService('n'.repeat(64)),
      now: () => clock,
    });
    return app;
  }

  const deliver = (
    server: FastifyInstance,
    options: { id?: string; at?: number; secret?: string; body?: string; signedBody?: string } = {},
  ) => {
    const timestamp = String(Math.floor((options.at ?? clock) / 1000));
    const body = options.body ?? BODY;
    return server.inject({
      method: 'POST',
      url: '/demo/webhook-receiver',
      headers: {
        'content-type': 'application/json',
        'x-webhook-id': options.id ?? ID,
        'x-webhook-event': 'form.submitted',
        'x-webhook-timestamp': timestamp,
        'x-webhook-signature': signWebhook(options.secret ?? SECRET, timestamp, options.signedBody ?? body),
      },
      payload: body,
    });
  };
  const page = async (server: FastifyInstance) =>
    (await server.inject({ url: '/demo/webhook-receiver' })).body;

  it('accepts a signed delivery and lists its id, event and a valid signature', async () => {
    const server = await receiver();
    const response = await deliver(server);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, attempts: 1 });
    const html = await page(server);
    expect(html).toContain(ID);
    expect(html).toContain('form.submitted');
    expect(html).toContain('<td>valid</td>');
    expect(html).toContain('<time dateTime="2026-11-28T09:00:00.000Z">');
  });

  it('refuses a signature made with another key, or over another body, with 401 (listed as refused)', async () => {
    const server = await receiver();
    expect((await deliver(server, { secret: `${SECRET}x` })).statusCode).toBe(401);
    const tampered = await deliver(server, { id: `${ID}-2`, signedBody: BODY.replace('Ann', 'Bob') });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toEqual({ error: 'the signature does not match' });
    const html = await page(server);
    expect(html.match(/<td>refused \(401\)<\/td>/g)).toHaveLength(2);
    expect(html).not.toContain('<td>valid</td>');
  });

  it('refuses a correctly signed delivery whose timestamp is over 5 minutes old or ahead', async () => {
    const server = await receiver();
    expect((await deliver(server, { at: T0 - 300_000 })).statusCode).toBe(200);
    const old = await deliver(server, { at: T0 - 301_000 });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ error: 'the timestamp is outside 5 minutes' });
    expect((await deliver(server, { at: T0 + 301_000 })).statusCode).toBe(401);
  });

  it('answers 400 without the worker headers, and records nothing', async () => {
    const server = await receiver();
    const response = await server.inject({
      method: 'POST',
      url: '/demo/webhook-receiver',
      headers: { 'content-type': 'application/json', 'x-webhook-id': '<script>' },
      payload: BODY,
    });
    expect(response.statusCode).toBe(400);
    expect(await page(server)).toContain('Nothing has arrived yet.');
  });

  it('counts a repeated delivery id as another attempt on one row, moved to the top', async () => {
    const server = await receiver();
    await deliver(server);
    clock += 1000;
    await deliver(server, { id: `${ID}-other` });
    clock += 1000;
    const again = await deliver(server);
    expect(again.json()).toEqual({ received: true, attempts: 2 });
    const html = await page(server);
    expect(html.split(`<code>${ID}</code>`)).toHaveLength(2);
    expect(html.indexOf(`<code>${ID}</code>`)).toBeLessThan(html.indexOf(`<code>${ID}-other</code>`));
    expect(html).toMatch(new RegExp(`<code>${ID}</code></td><td>valid</td><td>2</td>`));
  });

  it('keeps the last 20 deliveries, and within its byte bound fewer', async () => {
    const log = createDemoReceiverLog();
    const server = await receiver(log);
    for (let n = 0; n < 25; n++) await deliver(server, { id: `delivery-${n}` });
    expect(log.list().map((entry) => entry.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `delivery-${24 - i}`),
    );
    const small = createDemoReceiverLog({ maxBytes: 1000 });
    for (let n = 0; n < 25; n++)
      small.record({
        id: 'x'.repeat(100 + n),
        event: 'form.submitted',
        signatureValid: true,
        receivedAt: new Date(T0),
      });
    expect(small.bytes()).toBeLessThanOrEqual(1000);
    expect(small.list()[0]?.id).toBe('x'.repeat(124));
    expect(small.list().length).toBeLessThan(20);
  });

  it('never shows what the visitor wrote, and no raw markup from a request', async () => {
    const server = await receiver();
    await deliver(server);
    await deliver(server, {
      id: 'a.b:c_d-e',
      body: '{"fields":{"notes":["textarea","</td><script>alert(1)</script>","N"]}}',
    });
    const html = await page(server);
    expect(html).not.toContain('Baker');
    expect(html).not.toContain('Ann');
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
  });
});

describe('the demo webhook configuration', () => {
  it('outside the demo leaves the secret unset and no host added', () => {
    const { config, generatedSecret } = withDemoWebhooks(configFromEnv({ SEED_DEMO: 'no' }));
    expect(generatedSecret).toBe(false);
    expect(config.webhooks.secret).toBeUndefined();
    expect(config.webhooks.allowHosts).toEqual([]);
  });

  it('in the demo makes a per-process secret when none is set, and adds 127.0.0.1 to WEBHOOK_ALLOW_HOSTS', () => {
    const { config, generatedSecret } = withDemoWebhooks(
      configFromEnv({ SEED_DEMO: 'yes', WEBHOOK_ALLOW_HOSTS: 'hooks.intranet' }),
      () => 'generated'.repeat(8),
    );
    expect(generatedSecret).toBe(true);
    expect(config.webhooks.secret).toBe('generated'.repeat(8));
    expect(config.webhooks.allowHosts).toEqual(['hooks.intranet', '127.0.0.1']);
    const random = withDemoWebhooks(configFromEnv({ SEED_DEMO: 'yes' })).config.webhooks.secret;
    expect(random).toMatch(/^[0-9a-f]{64}$/);
  });

  it('in the demo keeps a configured WEBHOOK_SECRET and does not list 127.0.0.1 twice', () => {
    const { config, generatedSecret } = withDemoWebhooks(
      configFromEnv({ SEED_DEMO: 'yes', WEBHOOK_SECRET: SECRET, WEBHOOK_ALLOW_HOSTS: '127.0.0.1' }),
    );
    expect(generatedSecret).toBe(false);
    expect(config.webhooks.secret).toBe(SECRET);
    expect(config.webhooks.allowHosts).toEqual(['127.0.0.1']);
  });
});

describe.each(DIALECTS)('the demo catering webhook on %s', (dialect) => {
  let t: TestApp | undefined;
  const transports: { close(): void }[] = [];
  afterEach(async () => {
    for (const transport of transports.splice(0)) transport.close();
    await t?.close();
    t = undefined;
  });

  it('the seed points the form at the given receiver, moves an unedited one, leaves an edited one alone', async () => {
    t = await createTestApp(dialect);
    const forms = createFormBuilderRepository(t.database.db).forms;
    const stored = async () => (await forms.list()).find((record) => record.name === DEMO_CATERING_FORM_NAME);
    await seedDemoFormBuilder(t.database.db, { webhookUrl: demoWebhookReceiverUrl(4100) });
    expect(await stored()).toMatchObject({
      settings: { webhookUrl: 'http://127.0.0.1:4100/demo/webhook-receiver' },
    });
    // Started again on another port: the untouched demo form follows.
    await seedDemoFormBuilder(t.database.db, { webhookUrl: demoWebhookReceiverUrl(4200) });
    expect(await stored()).toMatchObject({
      settings: { webhookUrl: 'http://127.0.0.1:4200/demo/webhook-receiver' },
    });
    // The owner changed a label: the form is theirs now, receiver address included.
    const record = await stored();
    if (!record) throw new Error('no demo form');
    await forms.replace(record.id, DEMO_CATERING_FORM_NAME, {
      ...(record.settings as object),
      submitLabel: 'Ask us',
    });
    await seedDemoFormBuilder(t.database.db, { webhookUrl: demoWebhookReceiverUrl(4300) });
    expect(await stored()).toMatchObject({
      settings: { submitLabel: 'Ask us', webhookUrl: 'http://127.0.0.1:4200/demo/webhook-receiver' },
    });
    expect(await forms.list()).toHaveLength(1);
  });

  it('the old placeholder address of an unedited demo form is replaced; an owner’s own address is not', async () => {
    t = await createTestApp(dialect);
    const forms = createFormBuilderRepository(t.database.db).forms;
    const id = await forms.insert(DEMO_CATERING_FORM_NAME, {
      ...DEMO_CATERING_FORM,
      webhookUrl: 'http://127.0.0.1:8787/catering',
    });
    await seedDemoFormBuilder(t.database.db, { webhookUrl: demoWebhookReceiverUrl(4100) });
    expect((await forms.find(id))?.settings).toMatchObject({ webhookUrl: demoWebhookReceiverUrl(4100) });
    await forms.replace(id, DEMO_CATERING_FORM_NAME, {
      ...DEMO_CATERING_FORM,
      webhookUrl: 'https://hooks.example/catering',
    });
    await seedDemoFormBuilder(t.database.db, { webhookUrl: demoWebhookReceiverUrl(4200) });
    expect((await forms.find(id))?.settings).toMatchObject({ webhookUrl: 'https://hooks.example/catering' });
  });

  it('a submitted catering request reaches the receiver through the worker, signed, and the page lists it', async () => {
    const { config } = withDemoWebhooks(configFromEnv({ SEED_DEMO: 'yes', WEBHOOK_SECRET: SECRET }));
    const secret = config.webhooks.secret ?? '';
    t = await createTestApp(dialect, { demoWebhookReceiver: { secret } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await seedDemoFormBuilder(t.database.db, { webhookUrl: demoWebhookReceiverUrl(port) });
    const form = (await createFormBuilderRepository(t.database.db).forms.list())[0];
    const fields = formBuilderSettingsSchema.parse(DEMO_CATERING_FORM).fields;
    const sent = await t.ajax({
      action: 'wpr_form_builder_submissions',
      form_id: String(form?.id),
      form_content: JSON.stringify(
        wireFormContent(fields, {
          event_date: '2027-06-12',
          guests: '40',
          occasion: 'wedding',
          menu: ['pastries'],
          service: 'staffed',
          notes: '</td><script>alert(1)</script>',
          name: 'Ann <b>Baker</b>',
          email: 'ann@example.com',
        }),
      ),
    });
    expect(JSON.parse(sent.body).success).toBe(true);

    const transport = createWebhookTransport({ allowHosts: config.webhooks.allowHosts });
    transports.push(transport);
    const deliveries = createWebhookRepository(t.database);
    const worker = createWebhookWorker({ deliveries, transport, secret });
    expect(await worker.runOnce()).toBe(1);
    const [delivered] = await deliveries.list({ status: 'delivered', limit: 10 });
    expect(delivered?.lastStatus).toBe(200);

    const html = (await t.app.inject({ url: '/demo/webhook-receiver' })).body;
    expect(html).toContain(`<code>${delivered?.id}</code></td><td>valid</td><td>1</td>`);
    expect(html).not.toContain('Baker');
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('ann@example.com');
    // Without 127.0.0.1 allowed (outside the demo) the same address is refused, not delivered.
    const strict = createWebhookTransport();
    transports.push(strict);
    const refused = await strict.post({ url: demoWebhookReceiverUrl(port), body: '{}', headers: {} });
    expect(refused).toMatchObject({ delivered: false, permanent: true });
  });

  it('/catering links to the receiver; without the demo receiver the route does not exist', async () => {
    t = await createTestApp(dialect);
    await seedDemoFormBuilder(t.database.db);
    const page = (await t.app.inject({ url: '/catering' })).body;
    expect(page).toContain('<a href="/demo/webhook-receiver">where this form&#x27;s webhook goes</a>');
    expect((await t.app.inject({ url: '/demo/webhook-receiver' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/demo/webhook-receiver', payload: {} })).statusCode,
    ).toBe(404);
  });
});
