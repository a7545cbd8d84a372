import { LOCAL_ORIGIN_VERIFY_SECRET } from '../../functions/local/stack';
import { ORIGIN_VERIFY_HEADER } from '../../functions/platform/origin';

// A random start per test file, so files running in one stack do not share viewers.
let viewers = Math.floor(Math.random() * 2 ** 24);

/**
 * Headers of a request as CloudFront forwards it: a viewer address of its own (unique per call
 * of this function), vouched for by the origin secret. Lets tests act as distinct clients.
 */
export function behindCloudFront(): Record<string, string> {
  viewers += 1;
  return {
    'content-type': 'application/json',
    'cloudfront-viewer-address': `10.${(viewers >> 16) & 255}.${(viewers >> 8) & 255}.${viewers & 255}:51234`,
    [ORIGIN_VERIFY_HEADER]: LOCAL_ORIGIN_VERIFY_SECRET,
  };
}
