// Build-time settings of the optional third-party parts (analytics, live chat). Unset = off.
interface ImportMetaEnv {
  readonly VITE_ANALYTICS_KEY?: string;
  /** Where events are sent (sendBeacon). Defaults to the vendor's collect URL in analytics.ts. */
  readonly VITE_ANALYTICS_URL?: string;
  readonly VITE_LIVE_CHAT_ID?: string;
  /** The vendor's loader script; the chat id is passed as `?id=`. */
  readonly VITE_LIVE_CHAT_SCRIPT_URL?: string;
}
