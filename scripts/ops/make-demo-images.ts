// Draws the demo catalogue and event pictures as SVG and encodes them to WebP with sharp, each at its full
// width and at the smaller widths pages offer a phone (decision 036).
// Run once with `npx tsx scripts/ops/make-demo-images.ts`; the output is committed under public/images.
import { mkdirSync } from "node:fs";
import sharp from "sharp";
import { DEMO_IMAGE_WIDTHS, demoVariantWidths } from "~/lib/uploads/variants";

const out = "public/images";
mkdirSync(`${out}/products`, { recursive: true });
mkdirSync(`${out}/events`, { recursive: true });

function ball(main: string, seam: string, star = false) {
  const stars = star
    ? [0, 72, 144, 216, 288]
        .map(
          (a) =>
            `<polygon transform="rotate(${a} 400 400) translate(400 230)" points="0,-38 11,-12 38,-12 16,5 24,32 0,16 -24,32 -16,5 -38,-12 -11,-12" fill="${seam}"/>`,
        )
        .join("")
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
  <defs><radialGradient id="g" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".45" stop-color="${main}"/><stop offset="1" stop-color="#111" stop-opacity=".55"/></radialGradient></defs>
  <rect width="800" height="800" fill="#f1f5f9"/>
  <ellipse cx="400" cy="690" rx="230" ry="34" fill="#0f172a" opacity=".15"/>
  <circle cx="400" cy="400" r="260" fill="${main}"/>
  <path d="M160 330 Q400 420 640 330 M190 560 Q400 470 610 560 M400 140 Q300 400 400 660 M400 140 Q500 400 400 660" stroke="${seam}" stroke-width="14" fill="none"/>
  ${stars}
  <circle cx="400" cy="400" r="260" fill="url(#g)"/>
</svg>`;
}

function shoe(upper: string, accent: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
  <rect width="800" height="800" fill="#f1f5f9"/>
  <ellipse cx="400" cy="600" rx="320" ry="30" fill="#0f172a" opacity=".15"/>
  <path d="M110 560 L120 420 Q140 330 250 320 L330 250 Q380 230 420 270 L470 330 Q600 360 690 440 Q720 480 700 540 L690 560 Z" fill="${upper}" stroke="#334155" stroke-width="6"/>
  <path d="M100 560 L700 560 Q705 600 660 605 L130 605 Q95 600 100 560 Z" fill="#e2e8f0" stroke="#334155" stroke-width="6"/>
  <path d="M220 470 Q400 420 620 470" stroke="${accent}" stroke-width="26" fill="none" stroke-linecap="round"/>
  <path d="M340 300 L380 340 M365 280 L405 320 M390 262 L430 302" stroke="#334155" stroke-width="8" stroke-linecap="round"/>
</svg>`;
}

function eventScene(sky: string, floor: string, label: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675">
  <rect width="1200" height="675" fill="${sky}"/>
  <rect y="380" width="1200" height="295" fill="${floor}"/>
  <path d="M0 380 L1200 380" stroke="#fff" stroke-width="6"/>
  <path d="M420 675 Q600 470 780 675" stroke="#fff" stroke-width="8" fill="none"/>
  <rect x="500" y="250" width="200" height="140" fill="none" stroke="#fff" stroke-width="12"/>
  <path d="M500 250 L520 270 L680 270 L700 250 M520 270 L520 390 M680 270 L680 390" stroke="#fff" stroke-width="3" opacity=".6" fill="none"/>
  <circle cx="890" cy="180" r="52" fill="#fbbf24"/>
  <path d="M868 140 Q890 180 868 220 M912 140 Q890 180 912 220" stroke="#92400e" stroke-width="5" fill="none"/>
  <text x="60" y="110" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff">${label}</text>
</svg>`;
}

const products: Record<string, string> = {
  "white-court-shoes": shoe("#f8fafc", "#dc2626"),
  "green-court-shoes": shoe("#16a34a", "#f8fafc"),
  "blue-training-ball": ball("#2563eb", "#facc15"),
  "green-classic-ball": ball("#16a34a", "#f8fafc"),
  "red-classic-ball": ball("#dc2626", "#f8fafc"),
  "star-match-ball": ball("#f8fafc", "#1d4ed8", true),
};

const events: Record<string, string> = {
  championship: eventScene("#1e3a8a", "#b45309", "Championship"),
  "training-camp": eventScene("#065f46", "#a16207", "Training Camp"),
  beach: eventScene("#0ea5e9", "#fde68a", "Beach Handball"),
  clinic: eventScene("#4c1d95", "#9a3412", "Coaching Clinic"),
  community: eventScene("#be123c", "#a16207", "Community Day"),
  default: eventScene("#334155", "#78350f", "Handball"),
};

/**
 * `<name>.webp` at the folder's full width, and beside it the smaller copies that pages offer in their
 * `srcset` (`<name>-480.webp`...; app/lib/uploads/variants.ts), each drawn from the same pixels.
 */
async function writePicture(
  folder: keyof typeof DEMO_IMAGE_WIDTHS,
  name: string,
  svg: string,
  quality: number,
) {
  const { data, info } = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true });
  if (info.width !== DEMO_IMAGE_WIDTHS[folder])
    throw new Error(`${folder}/${name} is ${info.width} pixels wide, not ${DEMO_IMAGE_WIDTHS[folder]}`);
  await sharp(data).webp({ quality }).toFile(`${out}/${folder}/${name}.webp`);
  for (const width of demoVariantWidths(info.width))
    await sharp(data).resize({ width }).webp({ quality }).toFile(`${out}/${folder}/${name}-${width}.webp`);
}

for (const [name, svg] of Object.entries(products)) await writePicture("products", name, svg, 78);
for (const [name, svg] of Object.entries(events)) await writePicture("events", name, svg, 75);
await sharp(Buffer.from(eventScene("#b91c1c", "#b45309", "Handball")))
  .resize(1200, 630, { fit: "cover" })
  .png({ compressionLevel: 9 })
  .toFile(`${out}/og.png`);
console.log("images written to", out);
