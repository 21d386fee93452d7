import { describe, expect, it } from 'vitest';
import { isVideoUrl } from './media';

describe('isVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abc', true],
    ['https://youtu.be/abc', true],
    ['https://vimeo.com/123', true],
    ['http://youtube.com/watch?v=abc', false],
    ['https://example.com/video.mp4', false],
    ['https://youtube.com.evil.example/watch', false],
    ['not a url', false],
  ])('%s → %s', (href, video) => expect(isVideoUrl(href)).toBe(video));
});
