// Placeholder until the auth service lands: answers 501 so callers fail loudly.
import { Hono } from 'hono';
import type { HttpService, ServiceContext } from '../services.ts';

export async function createAuthService(_ctx: ServiceContext): Promise<HttpService> {
  const app = new Hono();
  app.all('*', (c) => c.json({ message: 'not implemented' }, 501));
  return { app };
}
