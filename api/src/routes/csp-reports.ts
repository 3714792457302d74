/**
 * POST /csp-reports: what browsers report the site's Content-Security-Policy refused, in either format (the CSP's
 * `report-uri`: `application/csp-report`, one report; the Reporting API's `report-to`: `application/reports+json`,
 * a list). Each violation is logged as one line; a client may send 20 requests a minute, and at most 10 reports of one
 * request are logged. Answers 204.
 */
import type { Scopes } from '../types.ts';
import { HttpError } from '../lib/errors.ts';

export const CSP_REPORTS_PER_MINUTE = 20;
export const CSP_REPORTS_PER_REQUEST = 10;
const FIELD_CHARS = 200;

export interface CspViolation {
  documentURL: string;
  effectiveDirective: string;
  blockedURL: string;
  sourceFile: string;
  lineNumber: number | null;
  sample: string;
  disposition: string;
}

type Loose = Record<string, unknown>;
const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v).slice(0, FIELD_CHARS) : '');
const line = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The violations a report body holds, in one shape, whichever format it came in. Anything else: none. */
export function violationsOf(body: unknown): CspViolation[] {
  if (Array.isArray(body)) {
    return body
      .filter((r): r is Loose => typeof r === 'object' && r !== null && (r as Loose).type === 'csp-violation' && typeof (r as Loose).body === 'object')
      .map((r) => {
        const b = r.body as Loose;
        return {
          documentURL: text(b.documentURL ?? r.url),
          effectiveDirective: text(b.effectiveDirective),
          blockedURL: text(b.blockedURL),
          sourceFile: text(b.sourceFile),
          lineNumber: line(b.lineNumber),
          sample: text(b.sample),
          disposition: text(b.disposition),
        };
      });
  }
  const report = typeof body === 'object' && body !== null ? (body as Loose)['csp-report'] : undefined;
  if (typeof report !== 'object' || report === null) return [];
  const r = report as Loose;
  return [
    {
      documentURL: text(r['document-uri']),
      effectiveDirective: text(r['effective-directive'] ?? r['violated-directive']),
      blockedURL: text(r['blocked-uri']),
      sourceFile: text(r['source-file']),
      lineNumber: line(r['line-number']),
      sample: text(r['script-sample']),
      disposition: text(r.disposition),
    },
  ];
}

export function describeViolation(v: CspViolation): string {
  const where = v.sourceFile ? ` (${v.sourceFile}${v.lineNumber !== null ? `:${v.lineNumber}` : ''})` : '';
  const sample = v.sample ? ` "${v.sample}"` : '';
  return `CSP ${v.disposition || 'enforce'}: ${v.effectiveDirective} refused ${v.blockedURL || '(inline)'} on ${v.documentURL}${where}${sample}`;
}

export function cspReportRoutes({ pub, ctx }: Scopes): void {
  pub.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new HttpError(400, 'Malformed request body'));
    }
  });
  pub.post(
    '/csp-reports',
    { bodyLimit: 64 * 1024, config: { rateLimit: { max: CSP_REPORTS_PER_MINUTE, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const violations = violationsOf(req.body);
      if (!violations.length) throw new HttpError(400, 'No CSP violation report in the body');
      for (const v of violations.slice(0, CSP_REPORTS_PER_REQUEST)) ctx.options.cspReportLog(describeViolation(v));
      return reply.code(204).send();
    },
  );
}
