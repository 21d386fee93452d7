// The stripe-webhook function: a Stripe-signed delivery through the gateway, its signature checked by
// the stripe SDK (Web Crypto) and the event recorded and applied by stripe_apply_event, warm. Budget:
// p50 under 150 ms. Stripe waits up to 10 s for an answer and asks endpoints to answer 2xx quickly;
// a checkout sends several events at once, so a delivery should cost about one database round trip
// on top of the function's fixed cost (warm function p50 in the edge functions group), not seconds.
import Stripe from 'stripe';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '../supabase/local/dev/stripe/index.ts';
import { percentile, startBenchStack } from './bench-stack.ts';
import type { Row } from './table.ts';

const RUNS = 100;
const WARMUP = 10;
const ms = (v: number) => `${v.toFixed(1)} ms`;

export async function stripeWebhookRows(): Promise<Row[]> {
  const { stack, dispose } = await startBenchStack('stripe-webhook', { seed: false });
  const stripe = new Stripe('sk_test_unused');
  try {
    const url = `${stack.config.apiUrl}/functions/v1/stripe-webhook`;
    let n = 0;
    const deliver = async (id = `evt_bench${Date.now()}x${n++}`) => {
      const payload = JSON.stringify({
        id,
        object: 'event',
        created: Math.floor(Date.now() / 1000),
        type: 'invoice.paid',
        data: { object: { id: 'in_bench', object: 'invoice', customer: 'cus_bench' } },
      });
      const header = await stripe.webhooks.generateTestHeaderStringAsync({
        payload,
        secret: LOCAL_STRIPE_WEBHOOK_SECRET,
      });
      const started = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'stripe-signature': header },
        body: payload,
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${res.status} from stripe-webhook`);
      return performance.now() - started;
    };
    for (let i = 0; i < WARMUP; i++) await deliver();
    const fresh: number[] = [];
    for (let i = 0; i < RUNS; i++) fresh.push(await deliver());
    const dup: number[] = [];
    for (let i = 0; i < RUNS; i++) dup.push(await deliver('evt_bench_duplicate'));
    fresh.sort((a, b) => a - b);
    dup.sort((a, b) => a - b);
    const p50 = percentile(fresh, 50);
    return [
      {
        metric: 'stripe-webhook signed delivery p50 (warm)',
        value: ms(p50),
        budget: '< 150 ms',
        ok: p50 < 150,
      },
      {
        metric: 'stripe-webhook signed delivery p95',
        value: ms(percentile(fresh, 95)),
        budget: '',
        ok: true,
      },
      {
        metric: 'stripe-webhook duplicate delivery p50',
        value: ms(percentile(dup, 50)),
        budget: '',
        ok: true,
      },
    ];
  } finally {
    await dispose();
  }
}
