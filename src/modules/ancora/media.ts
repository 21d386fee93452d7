// Video links in lessons (YouTube, Vimeo) are shown as a video card rather than a plain link.
const VIDEO_HOSTS = /^(www\.)?(youtube\.com|youtu\.be|m\.youtube\.com|vimeo\.com|player\.vimeo\.com)$/;

export function isVideoUrl(href: string): boolean {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && VIDEO_HOSTS.test(url.hostname);
  } catch {
    return false;
  }
}
