/** How many steps the onboarding guide has (spec section 9). */
export const ONBOARDING_STEP_COUNT = 4;

const VIDEO_FILE = /\.(mp4|m4v|webm|ogg|ogv|mov)$/i;

/**
 * How a configured video is shown: a video file plays in the page's own player (its origin is a media
 * source), any other address (YouTube, Vimeo, Loom embed links) in a frame (its origin is a frame source).
 */
export const videoKind = (url: string): 'file' | 'embed' => (VIDEO_FILE.test(new URL(url).pathname) ? 'file' : 'embed');
