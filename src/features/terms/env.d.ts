// Build-time setting of the guide video (spec §2 "an embedded guide video"). Unset = no video,
// and the guide says so instead of showing an empty frame.
interface ImportMetaEnv {
  /** An https address: a YouTube or Vimeo page, an embeddable player URL, or an .mp4/.webm file. */
  readonly VITE_GUIDE_VIDEO_URL?: string;
}
