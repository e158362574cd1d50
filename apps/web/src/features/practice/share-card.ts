/**
 * The achievement card: a square image drawn on a canvas in the page (nothing leaves the device
 * until the person shares it), in the reader's language and script.
 */
export async function drawAchievementCard(lines: { title: string; subtitle: string; label: string }): Promise<Blob> {
  const size = 1080;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('Canvas is not available');
  const gradient = g.createLinearGradient(0, 0, size, size);
  gradient.addColorStop(0, '#7a1f2b');
  gradient.addColorStop(1, '#d9572b');
  g.fillStyle = gradient;
  g.fillRect(0, 0, size, size);

  // A diya: flame and lamp.
  g.fillStyle = '#ffd58a';
  g.beginPath();
  g.ellipse(size / 2, 330, 44, 90, 0, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#f6b53d';
  g.beginPath();
  g.moveTo(size / 2 - 180, 440);
  g.quadraticCurveTo(size / 2, 620, size / 2 + 180, 440);
  g.closePath();
  g.fill();

  g.fillStyle = '#fff8ec';
  g.textAlign = 'center';
  g.font = '700 84px "Noto Sans", "Noto Sans Devanagari", system-ui, sans-serif';
  wrap(g, lines.title, size / 2, 720, size - 160, 96);
  g.font = '400 46px "Noto Sans", "Noto Sans Devanagari", system-ui, sans-serif';
  wrap(g, lines.subtitle, size / 2, 860, size - 200, 58);
  g.font = '600 38px "Noto Sans", system-ui, sans-serif';
  g.fillText(lines.label, size / 2, size - 70);

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No image'))), 'image/png'),
  );
}

function wrap(g: CanvasRenderingContext2D, text: string, x: number, y: number, width: number, lineHeight: number) {
  const words = text.split(/\s+/);
  let line = '';
  let row = 0;
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (g.measureText(next).width > width && line) {
      g.fillText(line, x, y + row * lineHeight);
      row += 1;
      line = word;
    } else {
      line = next;
    }
  }
  if (line) g.fillText(line, x, y + row * lineHeight);
}

/** Shares the image with the Web Share API where the device can; otherwise downloads it. */
export async function shareOrDownload(blob: Blob, fileName: string, text: string): Promise<'shared' | 'downloaded'> {
  const file = new File([blob], fileName, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    await navigator.share({ files: [file], text });
    return 'shared';
  }
  downloadBlob(blob, fileName);
  return 'downloaded';
}

export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
