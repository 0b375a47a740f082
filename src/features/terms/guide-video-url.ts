// Where the guide video comes from (VITE_GUIDE_VIDEO_URL) and how it is shown. The address is
// checked before it is embedded: https only, no credentials in it. YouTube and Vimeo pages become
// their players (YouTube's privacy-enhanced host); a video file plays in <video>; any other https
// page is framed as is.
import { safeHttpsUrl } from '@/lib/safe-url';

export type GuideVideo = { kind: 'iframe'; src: string; href: string } | { kind: 'file'; src: string; href: string };

const VIDEO_FILE = /\.(mp4|webm|ogv|ogg)$/i;
const YOUTUBE_ID = /^[\w-]{6,20}$/;

export function guideVideoFrom(raw: string | undefined | null): GuideVideo | null {
  const href = safeHttpsUrl(raw);
  if (!href) return null;
  const url = new URL(href);
  if (VIDEO_FILE.test(url.pathname)) return { kind: 'file', src: href, href };
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let youtube: string | null = null;
  if (host === 'youtube.com' && url.pathname === '/watch') youtube = url.searchParams.get('v');
  else if (host === 'youtu.be') youtube = url.pathname.slice(1);
  else if ((host === 'youtube.com' || host === 'youtube-nocookie.com') && url.pathname.startsWith('/embed/'))
    youtube = url.pathname.slice(7);
  if (youtube !== null)
    return YOUTUBE_ID.test(youtube) ? { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${youtube}`, href } : null;
  const vimeo = host === 'vimeo.com' ? /^\/(\d+)$/.exec(url.pathname)?.[1] : undefined;
  if (vimeo) return { kind: 'iframe', src: `https://player.vimeo.com/video/${vimeo}`, href };
  return { kind: 'iframe', src: href, href };
}

/** The configured video of this build, or null. */
export const configuredGuideVideo = (): GuideVideo | null => guideVideoFrom(import.meta.env.VITE_GUIDE_VIDEO_URL);
