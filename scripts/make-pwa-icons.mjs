// Draws the drivers' app icons (design §12) from one SVG with Debian's Chromium and writes the PNGs to
// public/icons/. Run by hand after changing the drawing: `node scripts/make-pwa-icons.mjs`; the PNGs are committed.
import { writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const YELLOW = '#facc15';
const INK = '#171717';

/**
 * The co-operative's mark (the favicon's yellow square and "T") with a roof sign. `maskable`: the background
 * fills the square and the mark keeps to the inner 80 % circle that every launcher mask leaves visible.
 */
function svg(size, maskable) {
  const inset = maskable ? 0.2 : 0.06;
  const s = size;
  const m = s * inset;
  const w = s - 2 * m;
  const radius = maskable ? 0 : s * 0.18;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
  <rect width="${s}" height="${s}" rx="${radius}" fill="${maskable ? YELLOW : 'none'}"/>
  ${maskable ? '' : `<rect x="${s * 0.02}" y="${s * 0.02}" width="${s * 0.96}" height="${s * 0.96}" rx="${radius}" fill="${YELLOW}"/>`}
  <g transform="translate(${m} ${m}) scale(${w / 100})">
    <rect x="30" y="10" width="40" height="14" rx="3" fill="${INK}"/>
    <text x="50" y="21" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="10" text-anchor="middle" fill="${YELLOW}">TAXI</text>
    <path d="M18 32h64v14H57v46H43V46H18z" fill="${INK}"/>
  </g>
</svg>`;
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const [name, size, maskable] of [
    ['driver-192.png', 192, false],
    ['driver-512.png', 512, false],
    ['driver-maskable-512.png', 512, true],
    ['apple-touch-icon.png', 180, true],
  ]) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg(size, maskable)}</body></html>`);
    await writeFile(`public/icons/${name}`, await page.locator('svg').screenshot({ omitBackground: !maskable }));
    console.log(`public/icons/${name}`);
  }
} finally {
  await browser.close();
}
