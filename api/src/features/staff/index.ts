/**
 * The staff API: every route the bank's staff and their automation call, on the API's own port
 * (the site proxies /api/ only, so no visitor reaches them): /internal/staff/ for the back
 * office (the inbox, retention and the access record, machine tokens, the content studio's
 * drafts, approvals, pictures, forms and items' histories) and /internal/content/ for
 * publishing (rates, items, PDFs, synonyms, an application's status). One scope, one
 * authentication (authentication.ts): each route declares the permission it needs in its config.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { KeyRing } from '@ssb/server-kit/keyRing';
import { parseRoleGroups } from '@ssb/server-kit/staffRoles';
import type { Db } from '../../db/db';
import { createInspectionPool, DEFAULT_INSPECTION, type InspectionPool, type InspectionSettings } from '../applications';
import type { ItemPublications, RatePublications } from '../content';
import type { MalwareScanner } from '../malware-scan';
import type { AccessRecord } from '../personal-data';
import type { UploadStore } from '../uploads';
import { accessTokenVerifier } from './accessTokens';
import { staffAuthentication } from './authentication';
import { machineTokens } from './machineTokens';
import { staffApplicationStatusRoutes } from './routes/applicationStatus';
import { changeRoutes } from './routes/changes';
import type { ContentPreviewCodec } from '@ssb/server-kit/contentPreview';
import { formRoutes } from './routes/forms';
import { inboxRoutes } from './routes/inbox';
import { itemRoutes } from './routes/items';
import { machineTokenRoutes } from './routes/machineTokens';
import { pictureRoutes } from './routes/pictures';
import { rateRoutes } from './routes/rates';
import { retentionRoutes } from './routes/retention';
import { synonymRoutes } from './routes/synonyms';

export interface StaffApiOptions {
  db: Db;
  keys: KeyRing;
  /** The store as staff read it: documents opened. */
  uploads: UploadStore;
  access: AccessRecord;
  /** How long applications are kept (retention's period, shown to administrators). */
  retentionDays: number;
  /** The staff's identity provider, whose access tokens are accepted; unset: machine tokens only. */
  identity?: { issuer: string; audience: string; groupsClaim: string; roleGroups: string } | undefined;
  /** What staff publish, and what to tell after each change (the answers it affects are dropped). */
  /** `previews`: seals content previews (null without a service token: no previews). */
  content: { rates: RatePublications; items: ItemPublications; changed: () => void; previews: ContentPreviewCodec | null };
  /** The budgets of the worker that inspects staff's PDFs as visitors' uploads are. */
  inspection?: Partial<InspectionSettings> | undefined;
  /** clamd, which the content studio's pictures pass as visitors' documents do; null: none configured. */
  scanner: MalwareScanner | null;
}

export const staffApi: FastifyPluginAsync<StaffApiOptions> = async (app, options) => {
  const { db, keys, access, identity, content } = options;
  const machines = machineTokens(db);
  // A person's access token from the bank's provider, or automation's machine token.
  staffAuthentication(app, {
    db,
    machineTokens: machines,
    verifyPerson: identity
      ? accessTokenVerifier({
          issuer: identity.issuer,
          audience: identity.audience,
          groupsClaim: identity.groupsClaim,
          roleGroups: parseRoleGroups(identity.roleGroups),
        })
      : null,
  });
  // Staff's PDFs are inspected as visitors' uploads are, by one worker started on the first one.
  let pool: InspectionPool | undefined;
  const inspection = () => (pool ??= createInspectionPool({ ...DEFAULT_INSPECTION, ...options.inspection, threads: 1 }));
  app.addHook('onClose', async () => pool?.close());

  await app.register(inboxRoutes, { db, keys, uploads: options.uploads, access });
  await app.register(retentionRoutes, { db, access, days: options.retentionDays });
  await app.register(machineTokenRoutes, { tokens: machines });
  await app.register(rateRoutes, { publications: content.rates, changed: content.changed });
  await app.register(synonymRoutes, { db, changed: content.changed });
  await app.register(staffApplicationStatusRoutes, { db, keys });
  await app.register(itemRoutes, { db, items: content.items, inspection, changed: content.changed });
  await app.register(changeRoutes, { db, changed: content.changed, previews: content.previews });
  await app.register(pictureRoutes, { db, scanner: options.scanner });
  await app.register(formRoutes, { db });
};
