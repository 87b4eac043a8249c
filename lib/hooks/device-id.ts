/** 53-bit string hash (cyrb53): fast, well spread, and needs no secure context unlike crypto.subtle. */
function cyrb53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function canvasFingerprint(): string {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 40;
    const context = canvas.getContext('2d');
    if (!context) return 'sem-canvas';
    context.textBaseline = 'top';
    context.font = '14px Arial';
    context.fillStyle = '#f60';
    context.fillRect(100, 1, 62, 20);
    context.fillStyle = '#069';
    context.fillText('Sintonia FM 87.9 ♫', 2, 15);
    return canvas.toDataURL();
  } catch {
    return 'sem-canvas';
  }
}

/** SPEC §5: a hash of the user agent, language, screen size, timezone offset and a canvas drawing. */
export function computeDeviceId(): string {
  const source = [
    navigator.userAgent,
    navigator.language,
    `${screen.width}x${screen.height}`,
    String(new Date().getTimezoneOffset()),
    canvasFingerprint(),
  ].join('|');
  return `d${cyrb53(source, 1)}${cyrb53(source, 2)}`;
}

let cached: string | null = null;

/** This device's id, computed on first use (a vote), not while the page loads: it draws on a canvas. */
export function deviceId(): string {
  return (cached ??= computeDeviceId());
}
