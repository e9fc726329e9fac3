import { videoKind } from '@persona/shared';
import { onboardingVideos, type Config } from '../config';

export interface EmbedSources {
  /** Origins the pages may frame besides their own. */
  frames: string[];
  /** Origins videos may play from besides the portal's own. */
  media: string[];
}

const unique = (origins: string[]) => [...new Set(origins)];

/**
 * Exactly the origins the configuration embeds: the community and chat-bot pages, the onboarding videos
 * (frames for embed links, media for video files) and the external Blueprint documents allowed in a frame.
 */
export function embedSources(config: Config): EmbedSources {
  const videos = onboardingVideos(config).filter((url): url is string => !!url);
  const pages = [config.COMMUNITY_URL, config.CHATBOT_URL].filter((url): url is string => !!url);
  return {
    frames: unique([...pages, ...videos.filter((url) => videoKind(url) === 'embed')].map((url) => new URL(url).origin).concat(config.DOCUMENT_FRAME_ORIGINS)),
    media: unique(videos.filter((url) => videoKind(url) === 'file').map((url) => new URL(url).origin)),
  };
}
