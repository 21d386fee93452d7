// The Storage-API-compatible service under /storage/v1: files on disk under
// `${dataDir}/storage`, their rows in storage.objects, written as the caller so RLS decides.
import path from 'node:path';
import { Hono } from 'hono';
import type { HttpService, ServiceContext } from '../services.ts';
import { registerBucketRoutes } from './bucket-routes.ts';
import { FileStore } from './files.ts';
import { errorResponse } from './http.ts';
import { registerObjectRoutes } from './object-routes.ts';
import { readGlobalFileSizeLimit } from './settings.ts';
import { registerSignedRoutes } from './signed-routes.ts';
import type { StorageDeps } from './types.ts';

export async function createStorageService(ctx: ServiceContext): Promise<HttpService> {
  const files = new FileStore(path.join(ctx.config.dataDir, 'storage'));
  await files.init();
  const deps: StorageDeps = {
    pool: ctx.pool,
    files,
    jwtSecret: ctx.config.jwtSecret,
    globalFileSizeLimit: readGlobalFileSizeLimit(),
    log: (m) => ctx.log(`storage: ${m}`),
  };

  const app = new Hono();
  // Order matters: the specific /object/{sign,upload,public,…} routes before /object/:bucket/*.
  registerSignedRoutes(app, deps);
  registerObjectRoutes(app, deps);
  registerBucketRoutes(app, deps);
  app.all('*', (c) =>
    c.json(
      {
        statusCode: '404',
        code: 'NotFound',
        error: 'Not Found',
        message: `Route ${c.req.method}:${c.req.path} not found`,
      },
      404,
    ),
  );
  app.onError((err, c) => errorResponse(c, err, deps.log));
  return { app };
}
