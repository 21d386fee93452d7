// Placeholder until the realtime service lands: refuses websocket upgrades.
import type { ServiceContext, UpgradeService } from '../services.ts';

export async function createRealtimeService(_ctx: ServiceContext): Promise<UpgradeService> {
  return {
    handleUpgrade(_req, socket) {
      socket.end('HTTP/1.1 501 Not Implemented\r\n\r\n');
    },
    async close() {},
  };
}
