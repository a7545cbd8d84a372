/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where page views are beaconed; unset turns analytics off. */
  readonly VITE_ANALYTICS_ENDPOINT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
