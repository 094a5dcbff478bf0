import { ofetch } from 'ofetch';

/**
 * The site's HTTP client. Reads (GET) are retried once on 408, 409, 425, 429, 500, 502,
 * 503 and 504; requests with a body are not retried.
 */
export const http = ofetch.create({ retryDelay: 250, retryStatusCodes: [408, 409, 425, 429, 500, 502, 503, 504] });
