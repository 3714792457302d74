import { GOOGLE_SIGN_IN_LOADER } from '@market/contract/src/security.ts';

/** The part of the browser's Trusted Types API the shell uses (the DOM typings have none). */
export interface TrustedTypesFactory {
  createPolicy(name: string, rules: DefaultPolicyRules): unknown;
}

export interface DefaultPolicyRules {
  /** The URL when a plain string may be a script's address, else null (the browser then refuses and reports it). */
  createScriptURL(input: string): string | null;
}

/** The API's paths: data, never a script, even from this origin. */
const API_PATH = '/api/';

/**
 * A script address the page may load: the site's own (the shell's chunks, the remotes' entries and chunks the
 * registry names, the service worker), or Google's sign-in loader (`https://apis.google.com/js/…`, which the CSP
 * lets run on the login pages only). Relative addresses are read against `base`.
 */
export function isAllowedScriptUrl(input: string, base: string): boolean {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    return false;
  }
  const site = new URL(base);
  // blob: and data: addresses are made by scripts, not served by the site (a blob's origin is its maker's).
  if (url.protocol === site.protocol && url.origin === site.origin) return !url.pathname.startsWith(API_PATH);
  return url.origin === GOOGLE_SIGN_IN_LOADER && url.pathname.startsWith('/js/');
}

/**
 * The `default` policy: what the browser asks about a plain string given to a script sink. Script URLs pass only by
 * isAllowedScriptUrl; HTML and script text have no rule here, so a plain string never becomes either (HTML comes from
 * the sanitizer's own policy, and no code of the app writes script text).
 */
export function defaultPolicyRules(base: () => string = () => document.baseURI): DefaultPolicyRules {
  return {
    createScriptURL: (input) => (isAllowedScriptUrl(input, base()) ? input : null),
  };
}

/**
 * Creates the `default` policy where the browser enforces Trusted Types (a browser without them checks nothing and
 * needs none). It must exist before any script address is set: the shell's entry imports this module first.
 */
export function installDefaultPolicy(factory: TrustedTypesFactory | undefined = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes): boolean {
  if (typeof factory?.createPolicy !== 'function') return false;
  factory.createPolicy('default', defaultPolicyRules());
  return true;
}

installDefaultPolicy();
