import { requirePrincipal } from '../../auth/auth-plugin.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CHART_IMPORT_MAX_BYTES,
  chartImportQuerySchema,
  chartImportReportSchema,
  chartingRequestSchema,
  keyChartQuerySchema,
  keyChartSchema,
  type DisplayLocale,
  type KeyChart,
} from '@keyplan/domain';
import { appErrors } from '../../errors.ts';
import { CHART_FILE_TYPES, type ChartFileFormat, type KeyChartService } from '../../charting/key-chart.service.ts';
import { documentLanguageQuery } from '../document-language.ts';
import { problemResponses } from '../problem-schema.ts';
import { bearerSecurity, systemParams, routeAccess } from '../route-access.ts';

const FORMATS = Object.keys(CHART_FILE_TYPES) as ChartFileFormat[];

/** Bittings and pinning are for admins only (DESIGN §3): staff see symbols and blind codes. */
function assertMayReadBittings(bittings: boolean, isAdmin: boolean | undefined) {
  if (bittings && !isAdmin) throw appErrors.forbidden('Bittings and pinning need the admin role.');
}

/**
 * A key chart as JSON text, sent as built (issue 44): a 99,000-lock site's chart is 9–18 MB, and
 * the response schema's parse made a whole copy of it first (a fifth of the request). The builder
 * makes exactly the schema's fields, in its order (charting.test.ts holds it).
 */
const sendChart = (reply: FastifyReply, chart: KeyChart) =>
  reply.type('application/json; charset=utf-8').send(JSON.stringify(chart));

/**
 * Charting (assigning key codes), the key chart, the charting file as XLSX, CSV or PDF, and the
 * import of a customer's chart. Staff only; `bittings=true` needs the admin role.
 */
export async function registerChartingRoutes(app: FastifyInstance, charts: KeyChartService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { staff } = routeAccess(app);
  const security = bearerSecurity;
  const tags = ['charting'];

  routes.post(
    '/order-lock-systems/:orderLockSystemId/charting',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Chart a lock system: give every node without a key code one',
        description:
          'Master-keyed systems (master keys, or a grand master key with keys) are generated from their keying plan (method at the first charting; default total position progression); others draw random codes. Codes already assigned are kept. Marks every lock set charted and advances the version. No room left (the progression, or the bucket) → 409 `KEYING_CAPACITY` or `KEY_CODES_EXHAUSTED` with the figures in `capacity`; stale version or a system past Ready → 409; a malformed key bitting array → 400.',
        security,
        params: systemParams,
        body: chartingRequestSchema,
        response: { 200: keyChartSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      if (request.body.bittingArray && !request.principal?.isAdmin)
        throw appErrors.forbidden('A key bitting array holds bittings: entering one needs the admin role.');
      return sendChart(
        reply,
        await charts.chartSystem(request.params.orderLockSystemId, requirePrincipal(request).actor, request.body),
      );
    },
  );

  routes.get(
    '/order-lock-systems/:orderLockSystemId/key-chart',
    {
      ...staff,
      schema: {
        tags,
        summary: 'The key chart of a lock system (bittings=true: with bittings and pinning, admins only)',
        security,
        params: systemParams,
        querystring: keyChartQuerySchema,
        response: { 200: keyChartSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      assertMayReadBittings(request.query.bittings, request.principal?.isAdmin);
      return sendChart(reply, await charts.keyChart(request.params.orderLockSystemId, request.query.bittings));
    },
  );

  for (const format of FORMATS) {
    // Untyped reply: the answer is the file's bytes, streamed as the worker writes them, which no
    // response schema describes. The PDF is for people, in their language; the CSV and XLSX files
    // are a format others read (the chart import among them): English.
    const pdf = format === 'pdf';
    app.get<{
      Params: { orderLockSystemId: string };
      Querystring: { bittings: boolean; language?: DisplayLocale };
    }>(
      `/order-lock-systems/:orderLockSystemId/charting-file.${format}`,
      {
        ...staff,
        schema: {
          tags,
          summary: `The charting file as ${format.toUpperCase()} (bittings=true: with bittings and pinning, admins only)`,
          ...(pdf
            ? {
                description:
                  'Written in `language` (en-US, fr-CA, es-MX, or the pseudo-locale en-XA), else in the customer’s language; `Content-Language` says which.',
              }
            : {
                description:
                  'Column names and levels in English whatever the reader’s language: the chart import reads them back.',
              }),
          security,
          produces: [CHART_FILE_TYPES[format].split(';')[0]!],
          params: systemParams,
          querystring: pdf ? keyChartQuerySchema.extend(documentLanguageQuery.shape) : keyChartQuerySchema,
          response: problemResponses(400, 401, 403, 404),
        },
      },
      async (request, reply) => {
        assertMayReadBittings(request.query.bittings, request.principal?.isAdmin);
        const file = await charts.chartingFile(
          request.params.orderLockSystemId,
          format,
          request.query.bittings,
          request.query.language,
        );
        if (file.language) reply.header('Content-Language', file.language);
        return reply
          .type(file.contentType)
          .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
          .header('Cache-Control', 'private, no-store')
          .send(file.body);
      },
    );
  }

  // The upload is the file itself, whatever its content type: read as bytes in this scope only.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CHART_IMPORT_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/order-lock-systems/:orderLockSystemId/charting-file/import',
      {
        ...staff,
        bodyLimit: CHART_IMPORT_MAX_BYTES,
        schema: {
          tags,
          summary: 'Import a customer’s chart (CSV or XLSX, at most 5 MB) to chart lock sets with the codes they hold',
          description:
            'The body is the file itself: XLSX when it is a ZIP, else UTF-8 CSV, with the columns Lock set, Set (default 1), Lock (keyed different) and Bitting; header names in any case. Each row is accepted or refused with its reason; accepted codes, charted flags and the version bump are written in one transaction. An unreadable file → 400 `file: …`.',
          security,
          consumes: [
            'text/csv',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'application/octet-stream',
          ],
          params: systemParams,
          querystring: chartImportQuerySchema,
          response: { 200: chartImportReportSchema, ...problemResponses(400, 401, 403, 404, 409, 413) },
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) throw appErrors.validation(['file: is required as the request body']);
        return charts.importChartingFile(
          request.params.orderLockSystemId,
          request.body,
          request.query.expectedVersion,
          {
            actor: requirePrincipal(request).actor,
            isAdmin: requirePrincipal(request).isAdmin,
            onWithheld: (details) =>
              request.log.warn(details, 'chart import: a bitting issued to another customer was refused'),
          },
        );
      },
    );
  });
}
