import sharp from 'sharp';
import type { DemoArt } from './demo-catalogue-data.ts';

export const DEMO_IMAGE_WIDTH = 800;
export const DEMO_IMAGE_HEIGHT = 600;

const SHAPES: Record<DemoArt['shape'], (accent: string) => string> = {
  bean: (accent) =>
    `<ellipse cx="400" cy="300" rx="150" ry="210" fill="${accent}" transform="rotate(-30 400 300)"/>` +
    '<path d="M330 140 C430 240 370 360 470 460" stroke="rgba(0,0,0,0.25)" stroke-width="18" fill="none" stroke-linecap="round"/>',
  cup: (accent) =>
    `<rect x="270" y="190" width="230" height="240" rx="36" fill="${accent}"/>` +
    `<path d="M500 240 h40 a55 55 0 0 1 0 110 h-40" stroke="${accent}" stroke-width="26" fill="none"/>` +
    `<rect x="230" y="440" width="340" height="26" rx="13" fill="${accent}" opacity="0.8"/>`,
  card: (accent) =>
    `<rect x="190" y="170" width="420" height="260" rx="28" fill="${accent}"/>` +
    '<rect x="190" y="220" width="420" height="40" fill="rgba(0,0,0,0.2)"/>',
  box: (accent) =>
    `<rect x="230" y="220" width="340" height="230" rx="16" fill="${accent}"/>` +
    '<rect x="385" y="220" width="30" height="230" fill="rgba(0,0,0,0.25)"/>' +
    `<path d="M400 220 C340 140 290 190 400 220 C510 190 460 140 400 220Z" fill="${accent}" stroke="rgba(0,0,0,0.25)" stroke-width="8"/>`,
  leaf: (accent) =>
    `<path d="M250 450 C250 250 400 150 560 150 C560 330 460 450 250 450Z" fill="${accent}"/>` +
    '<path d="M270 430 L520 190" stroke="rgba(0,0,0,0.25)" stroke-width="12"/>',
  drop: (accent) =>
    `<path d="M400 130 C470 250 540 320 540 390 A140 140 0 0 1 260 390 C260 320 330 250 400 130Z" fill="${accent}"/>`,
};

/** A simple, deterministic picture: background, one shape per category, the item's initial. */
export function demoSvg(art: DemoArt): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}" viewBox="0 0 800 600">` +
    `<rect width="800" height="600" fill="${art.colour}"/>` +
    '<circle cx="680" cy="110" r="160" fill="rgba(255,255,255,0.07)"/>' +
    '<circle cx="90" cy="540" r="120" fill="rgba(255,255,255,0.05)"/>' +
    SHAPES[art.shape](art.accent) +
    `<text x="400" y="335" font-family="DejaVu Sans, sans-serif" font-size="120" font-weight="bold" fill="#ffffff" text-anchor="middle" dominant-baseline="middle" opacity="0.92">${art.letter.replace(/[^A-Z?]/g, '')}</text>` +
    '</svg>'
  );
}

/** The picture as PNG bytes; the media store then re-encodes it like any imported image. */
export async function renderDemoImage(art: DemoArt): Promise<Buffer> {
  return sharp(Buffer.from(demoSvg(art)))
    .png()
    .toBuffer();
}
