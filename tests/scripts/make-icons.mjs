// Draws the app icons (a white playing card with a red heart on the table-green) into public/icons.
// Run once: node tests/scripts/make-icons.mjs. The PNGs are committed.
import { mkdirSync, writeFileSync } from "node:fs";
import { PNG } from "pngjs";

function draw(size, maskable) {
  const png = new PNG({ width: size, height: size });
  const green = [6, 95, 70];
  const white = [255, 255, 255];
  const red = [200, 16, 46];
  const safe = maskable ? 0.62 : 0.8; // maskable icons keep content in the inner safe zone
  const cw = size * safe * 0.7;
  const ch = size * safe;
  const cx0 = (size - cw) / 2;
  const cy0 = (size - ch) / 2;
  const r = cw * 0.12;
  const radiusBg = maskable ? 0 : size * 0.18;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      let color = green;
      let alpha = 255;
      if (!maskable) {
        const dx = Math.max(radiusBg - x, 0, x - (size - 1 - radiusBg));
        const dy = Math.max(radiusBg - y, 0, y - (size - 1 - radiusBg));
        if (dx * dx + dy * dy > radiusBg * radiusBg) alpha = 0;
      }
      const inCard = (() => {
        if (x < cx0 || x > cx0 + cw || y < cy0 || y > cy0 + ch) return false;
        const dx = Math.max(cx0 + r - x, 0, x - (cx0 + cw - r));
        const dy = Math.max(cy0 + r - y, 0, y - (cy0 + ch - r));
        return dx * dx + dy * dy <= r * r;
      })();
      if (inCard) color = white;
      // Heart: implicit curve (x²+y²−1)³ − x²y³ ≤ 0, centred on the card.
      const hx = ((x - size / 2) / (cw * 0.32)) * 1.2;
      const hy = (-(y - size / 2) / (cw * 0.32)) * 1.2 + 0.2;
      const f = (hx * hx + hy * hy - 1) ** 3 - hx * hx * hy ** 3;
      if (inCard && f <= 0) color = red;
      png.data[i] = color[0];
      png.data[i + 1] = color[1];
      png.data[i + 2] = color[2];
      png.data[i + 3] = alpha;
    }
  }
  return PNG.sync.write(png);
}

mkdirSync("public/icons", { recursive: true });
writeFileSync("public/icons/icon-192.png", draw(192, false));
writeFileSync("public/icons/icon-512.png", draw(512, false));
writeFileSync("public/icons/icon-maskable-512.png", draw(512, true));
writeFileSync("public/icons/apple-touch-icon.png", draw(180, true));
console.log("icons written");
