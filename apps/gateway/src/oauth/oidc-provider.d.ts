// oidc-provider ships no type declarations; the gateway uses a small part of it, typed where it is used.
declare module 'oidc-provider' {
  const Provider: any;
  export default Provider;
  export const errors: any;
}
