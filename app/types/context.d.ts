import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The Content-Security-Policy nonce of this response, for inline scripts. */
    cspNonce: string;
  }
}
