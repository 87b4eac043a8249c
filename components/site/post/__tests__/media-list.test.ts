import { extractMediaFromHtml } from '@/lib/domain/html-media';
import { sanitizePostHtml } from '@/lib/server/sanitize-html';
import { embeddedMedia, mediaToPlay } from '../media-list';

/** What the page does: media found in the raw content, minus what the sanitised body plays. */
function playersFor(raw: string) {
  const { audios, videos } = extractMediaFromHtml(raw);
  return mediaToPlay(audios, videos, sanitizePostHtml(raw));
}

describe('mediaToPlay', () => {
  it('adds a player for a linked .mp3 and a bare .mp3 URL', () => {
    expect(playersFor('<p><a href="https://audio.sintonia.local/a.mp3">Ouça</a></p><p>Íntegra: https://audio.sintonia.local/b.mp3.</p>')).toEqual([
      { kind: 'audio', src: 'https://audio.sintonia.local/a.mp3' },
      { kind: 'audio', src: 'https://audio.sintonia.local/b.mp3' },
    ]);
  });

  it('does not repeat an audio the body already plays', () => {
    expect(playersFor('<p>Entrevista:</p><audio controls src="https://audio.sintonia.local/e.mp3"></audio>')).toEqual([]);
  });

  it('turns a YouTube watch link into a privacy-friendly embed', () => {
    expect(playersFor('<p><a href="https://www.youtube.com/watch?v=Sr3n0Cam879">Assista</a></p>')).toEqual([
      { kind: 'youtube', id: 'Sr3n0Cam879', src: 'https://www.youtube-nocookie.com/embed/Sr3n0Cam879' },
    ]);
  });

  it('plays a link with a start time (t=) from that moment', () => {
    expect(playersFor('<p><a href="https://youtu.be/Sr3n0Cam879?t=1m30s">Trecho</a></p>')).toEqual([
      { kind: 'youtube', id: 'Sr3n0Cam879', src: 'https://www.youtube-nocookie.com/embed/Sr3n0Cam879?start=90' },
    ]);
  });

  it('does not repeat a YouTube video the body embeds, whatever the link form', () => {
    const raw =
      '<iframe src="https://www.youtube.com/embed/Fu7sa1Sr3n0"></iframe><p><a href="https://youtu.be/Fu7sa1Sr3n0">link</a> <a href="https://www.youtube.com/watch?v=Fu7sa1Sr3n0">de novo</a></p>';
    expect(playersFor(raw)).toEqual([]);
  });

  it('plays video files not embedded, and not the ones the body plays', () => {
    expect(playersFor('<p><a href="/uploads/v/cheia.mp4">vídeo</a> <a href="https://x.com/b.webm#t=3">outro</a></p>')).toEqual([
      { kind: 'video-file', src: '/uploads/v/cheia.mp4' },
      { kind: 'video-file', src: 'https://x.com/b.webm#t=3' },
    ]);
    expect(playersFor('<video src="https://video.sintonia.local/cheia.mp4"></video>')).toEqual([]);
  });

  it('never hands a player a dangerous URL, nor plays a foreign embed', () => {
    expect(playersFor('<a href="javascript:alert(1)//x.mp3">a</a><a href="data:audio/mp3;base64,AAAA.mp3">b</a><iframe src="https://player.vimeo.com/video/1"></iframe>')).toEqual([]);
    expect(mediaToPlay(['//evil.example/a.mp3', ' javascript:x.mp3'], ['vbscript:x.mp4'], '')).toEqual([]);
  });

  it('lists each file once', () => {
    expect(mediaToPlay(['https://a/x.mp3', 'https://a/x.mp3#t=1'], [], '')).toEqual([{ kind: 'audio', src: 'https://a/x.mp3' }]);
  });
});

describe('embeddedMedia', () => {
  it('reads iframe, audio, video and source sources, entities decoded', () => {
    const html = sanitizePostHtml(
      '<iframe src="https://www.youtube.com/embed/Fu7sa1Sr3n0?start=1&amp;rel=0"></iframe><audio src="https://a/x.mp3?a=1&amp;b=2"></audio><video><source src="/v.webm" type="video/webm"></video>',
    );
    const media = embeddedMedia(html);
    expect([...media.youtube]).toEqual(['Fu7sa1Sr3n0']);
    expect([...media.files]).toEqual(['https://a/x.mp3?a=1&b=2', '/v.webm']);
  });
});
