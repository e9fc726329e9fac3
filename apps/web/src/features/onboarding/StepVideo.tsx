import { ONBOARDING_TEXTS } from './onboarding-texts';
import type { StepVideo as Video } from './steps';

/**
 * A step's video: a file in the browser's own player, an embed link (YouTube, Vimeo, Loom) in a frame that may
 * run its player but not navigate the portal. The server allows exactly these origins (CSP media-src, frame-src).
 */
export function StepVideo({ video, title }: { video: Video; title: string }) {
  const label = ONBOARDING_TEXTS.videoOf(title);
  const className = 'aspect-video w-full rounded-lg border border-gray-200 bg-black dark:border-slate-700';
  if (video.kind === 'file') {
    return <video src={video.url} controls preload="metadata" aria-label={label} className={className} />;
  }
  return (
    <iframe
      src={video.url}
      title={label}
      loading="lazy"
      allow="fullscreen; picture-in-picture; encrypted-media"
      allowFullScreen
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
      className={className}
    />
  );
}
