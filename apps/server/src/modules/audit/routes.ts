import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_PAGE_SIZE, ZAuditPage, ZAuditQuery, type AuditEntity, type TAuditPage } from '@portal/domain';
import { withTenant } from '../../platform/db/tenant.ts';
import { userActorOf } from '../../platform/http/access.ts';
import { ERROR_ANSWERS } from '../../platform/http/schemas.ts';
import { listAuditEntries } from './repo.ts';

/** The audit trail's reading side (issue 21 part 6): a superadmin reads each screen's history. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit',
    {
      config: { access: 'superadmin' },
      schema: {
        tags: ['back office'],
        summary: 'The audit trail of one kind of record (or one record), newest first (superadmin)',
        description:
          'Every back-office change with who made it, when, and the values before and after. Page back with `before`, the time of the last entry read.',
        querystring: ZAuditQuery,
        response: { 200: ZAuditPage, ...ERROR_ANSWERS },
      },
    },
    async (request): Promise<TAuditPage> => {
      const actor = userActorOf(request);
      const rows = await withTenant(app.ctx.db, actor, (tx) =>
        listAuditEntries(tx, request.query, AUDIT_PAGE_SIZE),
      );
      return {
        hasMore: rows.length > AUDIT_PAGE_SIZE,
        entries: rows.slice(0, AUDIT_PAGE_SIZE).map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          actorUserId: r.actorUserId,
          actorLabel: r.actorLabel,
          via: r.via,
          entity: r.entity as AuditEntity,
          entityId: r.entityId,
          action: r.action,
          before: r.before ?? null,
          after: r.after ?? null,
        })),
      };
    },
  );
};
