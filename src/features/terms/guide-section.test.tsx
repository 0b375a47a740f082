// The guide: both terms PDFs linked (new tab, /terms/…pdf); the video embedded only from a
// checked https address (YouTube page → its privacy-enhanced player), and a translated fallback
// instead of a frame when none is configured, the address is not https, the file fails, or the
// player never loads.
import { act, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@/testing/render';
import { GuideSection } from './guide-section';
import { guideVideoFrom } from './guide-video-url';
import { FRAME_LOAD_TIMEOUT_MS } from './guide-video';

const UNAVAILABLE = 'The guide video is not available right now. The documents below have the same rules in writing.';
const FAILED = 'The guide video could not be loaded. Try opening it in a new tab, or read the documents below.';

describe('guideVideoFrom', () => {
  it('takes https only, without credentials, and turns YouTube and Vimeo pages into players', () => {
    expect(guideVideoFrom(undefined)).toBeNull();
    expect(guideVideoFrom('  ')).toBeNull();
    expect(guideVideoFrom('not a url')).toBeNull();
    expect(guideVideoFrom('http://example.com/guide.mp4')).toBeNull();
    expect(guideVideoFrom('javascript:alert(1)')).toBeNull();
    expect(guideVideoFrom('https://user:pw@example.com/guide')).toBeNull();
    expect(guideVideoFrom('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      kind: 'iframe',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      href: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(guideVideoFrom('https://youtu.be/dQw4w9WgXcQ')?.src).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(guideVideoFrom('https://youtu.be/"><x')).toBeNull();
    expect(guideVideoFrom('https://vimeo.com/76979871')?.src).toBe('https://player.vimeo.com/video/76979871');
    expect(guideVideoFrom('https://cdn.example.com/guia.MP4')?.kind).toBe('file');
  });
});

describe('GuideSection', () => {
  afterEach(() => vi.useRealTimers());

  it('links both terms PDFs in a new tab', () => {
    render(<GuideSection video={null} />);
    const guidelines = screen.getByRole('link', { name: /Promotion guidelines \(PDF\)/ });
    expect(guidelines).toHaveAttribute('href', '/terms/promotion-guidelines.pdf');
    expect(guidelines).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Terms and conditions of the programme \(PDF\)/ })).toHaveAttribute(
      'href',
      '/terms/terms-of-use.pdf',
    );
  });

  it('without a (safe) address: the fallback text, no frame', () => {
    render(<GuideSection video={guideVideoFrom('http://insecure.example.com/v')} />);
    expect(screen.getByTestId('guide-video-fallback')).toHaveTextContent(UNAVAILABLE);
    expect(document.querySelector('iframe, video')).toBeNull();
  });

  it('a YouTube address becomes a titled, sandboxed player frame', () => {
    render(<GuideSection video={guideVideoFrom('https://www.youtube.com/watch?v=dQw4w9WgXcQ')} />);
    const frame = screen.getByTitle('Guide video of the partner programme');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(screen.queryByTestId('guide-video-fallback')).toBeNull();
  });

  it('a player frame that never loads gives way to the fallback with a link to the video', () => {
    vi.useFakeTimers();
    render(<GuideSection video={guideVideoFrom('https://player.example.com/guide')} />);
    expect(document.querySelector('iframe')).not.toBeNull();
    act(() => vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS + 1));
    expect(screen.getByTestId('guide-video-fallback')).toHaveTextContent(FAILED);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the video in a new tab' })).toHaveAttribute('href', 'https://player.example.com/guide');
  });

  it('a video file that fails to load gives way to the fallback', () => {
    render(<GuideSection video={guideVideoFrom('https://cdn.example.com/guia.mp4')} />);
    const video = document.querySelector('video');
    expect(video).not.toBeNull();
    fireEvent.error(video as HTMLVideoElement);
    expect(screen.getByTestId('guide-video-fallback')).toHaveTextContent(FAILED);
  });
});
