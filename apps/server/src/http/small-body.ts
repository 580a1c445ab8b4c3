import { pipeline, Transform } from "node:stream";
import { errorCodes, type preParsingAsyncHookHandler } from "fastify";

/** The body limit of every unauthenticated path: signup's body, the largest of them, is well under 1 KB. */
export const SMALL_BODY_LIMIT = 16 * 1024;

/**
 * A preParsing hook refusing (413, Fastify's own error, as for the 1 MB limit) a body over
 * SMALL_BODY_LIMIT when `small(request)` says so: at once from Content-Length, else as a chunked body
 * streams in, before anything is parsed.
 */
export function smallBodyLimit(
  small: (request: Parameters<preParsingAsyncHookHandler>[0]) => boolean,
): preParsingAsyncHookHandler {
  return async (request, _reply, payload) => {
    if (!small(request)) return payload;
    if (Number(request.headers["content-length"]) > SMALL_BODY_LIMIT) {
      throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    }
    let received = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        if (received > SMALL_BODY_LIMIT) callback(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
        else callback(null, chunk);
      },
    });
    return pipeline(payload, counted, () => {});
  };
}
