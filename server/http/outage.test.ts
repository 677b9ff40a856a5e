// The outage watch (server/http/outage.ts): one warning at the first 503 of an outage, debug lines after it, and
// one warning when the database answers again, with the outage's length and the 503s answered meanwhile.
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { watchOutages } from './outage';

function recorder() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const at = (level: string) => (obj: Record<string, unknown>, msg: string) => void lines.push({ level, obj, msg });
  const log = { warn: at('warn'), debug: at('debug') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('outage watch', () => {
  it('logs the first 503 and the recovery, not every 503', async () => {
    let up = false;
    const { log, lines } = recorder();
    const watch = watchOutages(async () => up, log, 20);
    try {
      for (let i = 0; i < 50; i++) watch.failed(log, 'ECONNREFUSED');
      expect(watch.down).toBe(true);
      expect(lines.filter((l) => l.level === 'warn')).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 'warn', obj: { dbError: 'ECONNREFUSED' } });
      expect(lines.filter((l) => l.level === 'debug')).toHaveLength(49);
      up = true;
      for (let i = 0; i < 200 && watch.down; i++) await new Promise((r) => setTimeout(r, 10));
      expect(watch.down).toBe(false);
      const back = lines.filter((l) => l.level === 'warn')[1];
      expect(back.msg).toContain('database back');
      expect(back.obj.answered503).toBe(50);
      // a new outage gets its own warning
      watch.failed(log, '57P01');
      expect(lines.filter((l) => l.level === 'warn')).toHaveLength(3);
    } finally {
      watch.close();
    }
  });
});
