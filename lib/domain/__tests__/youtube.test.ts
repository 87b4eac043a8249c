import { youtubeEmbedUrl, youtubeStartSeconds, youtubeVideoId } from '../youtube';

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=Sr3n0Cam879', 'Sr3n0Cam879'],
    ['https://m.youtube.com/watch?v=Sr3n0Cam879&t=10', 'Sr3n0Cam879'],
    ['https://youtu.be/Sr3n0Cam879?si=x', 'Sr3n0Cam879'],
    ['  https://youtu.be/Sr3n0Cam879  ', 'Sr3n0Cam879'],
    ['youtu.be/Sr3n0Cam879', 'Sr3n0Cam879'],
    ['www.youtube.com/watch?v=Sr3n0Cam879', 'Sr3n0Cam879'],
    ['youtube.com.evil.example/watch?v=Sr3n0Cam879', null],
    ['https://www.youtube.com/embed/Fu7sa1Sr3n0', 'Fu7sa1Sr3n0'],
    ['https://www.youtube-nocookie.com/embed/Fu7sa1Sr3n0?start=4', 'Fu7sa1Sr3n0'],
    ['https://www.youtube.com/shorts/Fu7sa1Sr3n0', 'Fu7sa1Sr3n0'],
    ['https://www.youtube.com/live/Fu7sa1Sr3n0?feature=share', 'Fu7sa1Sr3n0'],
    ['https://www.youtube.com/watch?v=<script>', null],
    ['https://www.youtube.com/channel/UCabc', null],
    ['https://evil.example/watch?v=Sr3n0Cam879', null],
    ['javascript:alert(1)//youtube.com/watch?v=Sr3n0Cam879', null],
    ['', null],
  ])('%s → %p', (url, id) => {
    expect(youtubeVideoId(url)).toBe(id);
  });
});

describe('youtubeStartSeconds', () => {
  it.each([
    ['https://youtu.be/Sr3n0Cam879?t=90', 90],
    ['https://youtu.be/Sr3n0Cam879?t=90s', 90],
    ['https://www.youtube.com/watch?v=Sr3n0Cam879&t=1m30s', 90],
    ['https://www.youtube.com/watch?v=Sr3n0Cam879&t=1h2m3s', 3723],
    ['https://www.youtube.com/embed/Sr3n0Cam879?start=15', 15],
    ['https://youtu.be/Sr3n0Cam879?t=0', null],
    ['https://youtu.be/Sr3n0Cam879?t=abc', null],
    ['https://youtu.be/Sr3n0Cam879?t=999999', null],
    ['https://youtu.be/Sr3n0Cam879', null],
  ])('%s → %p', (url, seconds) => {
    expect(youtubeStartSeconds(url)).toBe(seconds);
  });
});

describe('youtubeEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=Sr3n0Cam879', 'https://www.youtube-nocookie.com/embed/Sr3n0Cam879'],
    ['https://youtu.be/Sr3n0Cam879?t=1m5s&si=abc', 'https://www.youtube-nocookie.com/embed/Sr3n0Cam879?start=65'],
    ['https://vimeo.com/12345', null],
    ['não é um endereço', null],
  ])('%s → %p', (url, embed) => {
    expect(youtubeEmbedUrl(url)).toBe(embed);
  });
});
