import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './log-redaction';

/**
 * One log record per request, written when the response has gone: `{ method, url, statusCode, responseTime }`, the URL's
 * credentials blanked. Fastify's own pair ("incoming request" and "request completed", with nested req/res) becomes
 * this one record, in the JSON log and on the terminal alike; Fastify's other lines (errors, stream failures) stay.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const record = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    // The response broke off after it had started (the client went away, a stream failed).
    if (error) reply.log.error({ ...record, err: error }, 'request errored');
    else reply.log.info(record, 'request completed');
  }

  /** Fastify's default 404 names the raw URL, `?access_token=` included. */
  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.method}:${redactUrl(request.url)} not found`);
  }
}
