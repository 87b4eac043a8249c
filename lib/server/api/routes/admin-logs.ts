import 'server-only';
import { Hono } from 'hono';
import { logFiltersSchema, logListQuery } from '@/lib/schemas/logs';
import { actorOf, requireUser, type ApiEnv } from '../context';
import { parseQuery } from '../query';
import { exportLogsCsv, listLogs, logFilterOptions } from '../../services/admin-logs';

/**
 * The audit log, filtered and exported. Any staff member may open it; the
 * service limits an autor to their own entries (they carry addresses and colleagues' actions).
 */
export const logRoutes = new Hono<ApiEnv>()
  .get('/logs', requireUser(), async (c) => c.json(await listLogs(c.get('db'), c.get('user'), parseQuery(c, logListQuery))))
  .get('/logs/filtros', requireUser(), async (c) => c.json(await logFilterOptions(c.get('db'), c.get('user'))))
  .get('/logs/exportar.csv', requireUser(), async (c) => {
    const filters = parseQuery(c, logFiltersSchema);
    const result = await exportLogsCsv(c.get('db'), actorOf(c), filters);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${result.filename}"`);
    c.header('X-Total-Registros', String(result.total));
    c.header('X-Registros-Exportados', String(result.exportados));
    return c.body(result.csv);
  });
