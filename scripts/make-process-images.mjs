#!/usr/bin/env node
/**
 * Generates the four "process step" illustrations used on the site:
 *
 *   data/images/process/{consultation,design,implementation,support}.jpg
 *
 * Each image is composed as an SVG string (dark navy background, brand orange
 * accents, subtle grid, flat/isometric geometry, no text) and rasterised with
 * sharp to a 1200x900 progressive JPEG.
 *
 * Usage: node scripts/make-process-images.mjs
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const W = 1200;
const H = 900;
const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../data/images/process");

// Palette ------------------------------------------------------------------
const C = {
  navy0: "#0b1220",
  navy1: "#111a2e",
  panel: "#141e34",
  panel2: "#1a2742",
  panel3: "#22345a",
  line: "#2b3c62",
  line2: "#3d5282",
  slate: "#94a3b8",
  light: "#e2e8f0",
  o1: "#f97316",
  o2: "#fb923c",
  o3: "#fdba74",
  o0: "#c2410c", // darker orange for shaded faces
};

// Geometry helpers ---------------------------------------------------------
const f = (n) => Math.round(n * 10) / 10;
const pts = (list) => list.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");
const COS30 = Math.cos(Math.PI / 6);

/** Isometric projection: returns a function (x, y, z) -> [px, py]. */
const isoProjector =
  (ox, oy, s = 1) =>
  (x, y, z = 0) => [ox + (x - y) * COS30 * s, oy + ((x + y) * 0.5 - z) * s];

/** Isometric box (top, left-front and right-front faces). */
function isoBox(P, x, y, z, w, d, h, fills, extra = "") {
  const top = [P(x, y, z + h), P(x + w, y, z + h), P(x + w, y + d, z + h), P(x, y + d, z + h)];
  const left = [P(x, y + d, z), P(x + w, y + d, z), P(x + w, y + d, z + h), P(x, y + d, z + h)];
  const right = [P(x + w, y, z), P(x + w, y + d, z), P(x + w, y + d, z + h), P(x + w, y, z + h)];
  return `<g ${extra}>
    <polygon points="${pts(left)}" fill="${fills.left}"/>
    <polygon points="${pts(right)}" fill="${fills.right}"/>
    <polygon points="${pts(top)}" fill="${fills.top}"${fills.stroke ? ` stroke="${fills.stroke}" stroke-width="1.5" stroke-linejoin="round"` : ""}/>
  </g>`;
}

/** Flat isometric quad on a plane z. */
const isoQuad = (P, x, y, z, w, d) => pts([P(x, y, z), P(x + w, y, z), P(x + w, y + d, z), P(x, y + d, z)]);

/**
 * Gear outline (with centre hole) as a path, evenodd fill. Teeth span
 * 0.12..0.42 of each pitch step, so a tooth is centred at rot + 0.27 * step
 * and a gap at rot + 0.77 * step (used to mesh gears, see meshAngle()).
 */
function gearPath(cx, cy, rOuter, rRoot, teeth, rHole, rot = 0) {
  const p = (Math.PI * 2) / teeth;
  const at = (r, a) => `${f(cx + r * Math.cos(a))},${f(cy + r * Math.sin(a))}`;
  let d = "";
  for (let i = 0; i < teeth; i++) {
    const a = rot + i * p;
    d += `${i === 0 ? "M" : "L"}${at(rRoot, a)} L${at(rOuter, a + p * 0.12)} L${at(rOuter, a + p * 0.42)} L${at(rRoot, a + p * 0.54)} A${rRoot},${rRoot} 0 0 1 ${at(rRoot, a + p)} `;
  }
  d += "Z ";
  if (rHole) d += `M${cx + rHole},${cy} A${rHole},${rHole} 0 1 0 ${cx - rHole},${cy} A${rHole},${rHole} 0 1 0 ${cx + rHole},${cy} Z`;
  return d;
}

/** Rounded "placeholder text" line (a bar, never actual letters). */
const textBar = (x, y, w, o = 0.35, fill = C.slate) => `<rect x="${x}" y="${y}" width="${w}" height="8" rx="4" fill="${fill}" opacity="${o}"/>`;

/** Floating UI card with soft shadow and top highlight. */
const card = (x, y, w, h, inner = "", r = 18) => `
  <g>
    <rect x="${x + 6}" y="${y + 14}" width="${w}" height="${h}" rx="${r}" fill="#000" opacity="0.35" filter="url(#soft)"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#cardFill)" stroke="${C.line2}" stroke-width="1.5"/>
    <rect x="${x + r}" y="${y}" width="${w - 2 * r}" height="1.5" fill="${C.o3}" opacity="0.35"/>
    ${inner}
  </g>`;

// Shared defs & frame -------------------------------------------------------
const sharedDefs = `
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${C.navy0}"/>
    <stop offset="1" stop-color="${C.navy1}"/>
  </linearGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
    <stop offset="0.55" stop-color="#000" stop-opacity="0"/>
    <stop offset="1" stop-color="#000" stop-opacity="0.55"/>
  </radialGradient>
  <radialGradient id="warmGlow">
    <stop offset="0" stop-color="${C.o1}" stop-opacity="0.28"/>
    <stop offset="0.5" stop-color="${C.o1}" stop-opacity="0.08"/>
    <stop offset="1" stop-color="${C.o1}" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="coolGlow">
    <stop offset="0" stop-color="#3b5ba8" stop-opacity="0.30"/>
    <stop offset="1" stop-color="#3b5ba8" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="cardFill" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#1c2947"/>
    <stop offset="1" stop-color="#131d33"/>
  </linearGradient>
  <linearGradient id="orangeV" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${C.o3}"/>
    <stop offset="1" stop-color="${C.o1}"/>
  </linearGradient>
  <linearGradient id="orangeFade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${C.o1}" stop-opacity="0.55"/>
    <stop offset="1" stop-color="${C.o1}" stop-opacity="0"/>
  </linearGradient>
  <filter id="glow" x="-50%" y="-50%" width="200%" height="200%">
    <feGaussianBlur stdDeviation="6" result="b"/>
    <feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge>
  </filter>
  <!-- userSpaceOnUse so perfectly horizontal/vertical lines still glow -->
  <filter id="lineGlow" filterUnits="userSpaceOnUse" x="-100" y="-100" width="${W + 200}" height="${H + 200}">
    <feGaussianBlur stdDeviation="6" result="b"/>
    <feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge>
  </filter>
  <filter id="bigGlow" x="-50%" y="-50%" width="200%" height="200%">
    <feGaussianBlur stdDeviation="14" result="b"/>
    <feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge>
  </filter>
  <filter id="soft" x="-20%" y="-20%" width="140%" height="140%">
    <feGaussianBlur stdDeviation="10"/>
  </filter>
  <pattern id="gridFine" width="30" height="30" patternUnits="userSpaceOnUse">
    <path d="M30 0H0V30" fill="none" stroke="#1c2a47" stroke-width="1"/>
  </pattern>
  <pattern id="gridMajor" width="150" height="150" patternUnits="userSpaceOnUse">
    <path d="M150 0H0V150" fill="none" stroke="#22365c" stroke-width="1.2"/>
  </pattern>`;

/**
 * Wraps scene content in the common frame: gradient background, grid,
 * ambient glows (behind the scene) and a vignette (on top).
 */
function frame({ defs = "", glows = "", body, grid = "default" }) {
  const gridLayer =
    grid === "blueprint"
      ? `<rect width="${W}" height="${H}" fill="url(#gridFine)" opacity="0.9"/>
         <rect width="${W}" height="${H}" fill="url(#gridMajor)"/>`
      : `<rect width="${W}" height="${H}" fill="url(#gridFine)" opacity="0.55"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>${sharedDefs}${defs}</defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${gridLayer}
  ${glows}
  ${body}
  <rect width="${W}" height="${H}" fill="url(#vignette)"/>
</svg>`;
}

// 1. Consultation: analytics + magnifying lens over a factory floor plan ----
function consultation() {
  const P = isoProjector(520, 318);

  // Floor plan content (drawn once, reused magnified inside the lens).
  const machineFills = { top: "#2c4170", left: "#1b2a4a", right: "#15223d", stroke: "#3f5a92" };
  const hotFills = { top: C.o2, left: C.o0, right: "#9a3412" };
  const rackFills = { top: "#34497a", left: "#203259", right: "#182845" };
  const deskFills = { top: "#3a4f80", left: "#23365e", right: "#1b2b4c" };

  const boxes = [];
  // Machine grid in the main hall (one highlighted "hotspot" machine).
  for (const [i, [x, y]] of [
    [45, 40],
    [145, 40],
    [245, 40],
    [45, 150],
    [145, 150],
    [245, 150],
  ].entries()) {
    boxes.push({ k: x + y, s: isoBox(P, x, y, 0, 62, 52, i === 4 ? 44 : 32 + (i % 3) * 6, i === 4 ? hotFills : machineFills) });
  }
  // Conveyor running through the hall.
  boxes.push({ k: 40 + 268, s: isoBox(P, 40, 268, 0, 280, 26, 12, { top: "#3b5286", left: "#22345a", right: "#1a2947" }) });
  for (let x = 60; x < 310; x += 40) boxes.push({ k: x + 270, s: isoBox(P, x, 272, 12, 16, 16, 12, { top: C.o3, left: C.o1, right: C.o0 }) });
  // Warehouse racks.
  for (const y of [205, 255, 305, 355]) boxes.push({ k: 370 + y, s: isoBox(P, 372, y, 0, 118, 18, 38, rackFills) });
  // Office desks.
  for (const [x, y] of [
    [375, 40],
    [440, 40],
    [375, 110],
    [440, 110],
  ])
    boxes.push({ k: x + y, s: isoBox(P, x, y, 0, 40, 26, 14, deskFills) });
  boxes.sort((a, b) => a.k - b.k);

  const walls = [
    [
      [10, 10],
      [510, 10],
      [510, 390],
      [10, 390],
      [10, 10],
    ],
    [
      [345, 10],
      [345, 120],
    ],
    [
      [345, 160],
      [345, 390],
    ],
    [
      [345, 185],
      [430, 185],
    ],
    [
      [470, 185],
      [510, 185],
    ],
  ];
  const floor = `<g id="floorplan">
    <polygon points="${pts([P(0, 0, 0), P(520, 0, 0), P(520, 400, 0), P(0, 400, 0)])}" fill="#17233d" stroke="#2f4572" stroke-width="2"/>
    ${Array.from({ length: 12 }, (_, i) => `<polyline points="${pts([P(10 + i * 40, 10), P(10 + i * 40, 390)])}" stroke="#223457" stroke-width="1" fill="none"/>`).join("")}
    ${Array.from({ length: 10 }, (_, i) => `<polyline points="${pts([P(10, 10 + i * 40), P(510, 10 + i * 40)])}" stroke="#223457" stroke-width="1" fill="none"/>`).join("")}
    <polygon points="${isoQuad(P, 350, 15, 0, 155, 165)}" fill="#1c2a48"/>
    ${walls.map((w) => `<polyline points="${pts(w.map(([x, y]) => P(x, y)))}" fill="none" stroke="#5b74ad" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`).join("")}
    <polyline points="${pts([P(30, 230), P(330, 230), P(330, 140), P(420, 140), P(420, 200)])}" fill="none" stroke="${C.o2}" stroke-width="2.5" stroke-dasharray="8 8" opacity="0.85"/>
    ${[0, 1, 2].map((i) => `<ellipse cx="${f(P(176, 176)[0])}" cy="${f(P(176, 176)[1])}" rx="${60 + i * 26}" ry="${(60 + i * 26) / 1.732}" fill="none" stroke="${C.o1}" stroke-width="2" opacity="${0.75 - i * 0.25}"/>`).join("")}
    ${boxes.map((b) => b.s).join("")}
  </g>`;

  // Slab edge under the floor for thickness.
  const slab = `<polygon points="${pts([P(0, 400, 0), P(520, 400, 0), P(520, 400, -16), P(0, 400, -16)])}" fill="#0f192d"/>
    <polygon points="${pts([P(520, 0, 0), P(520, 400, 0), P(520, 400, -16), P(520, 0, -16)])}" fill="#0c1526"/>`;

  // Magnifying lens.
  // Centred over the highlighted machine so it shows up magnified.
  const [lx, ly] = [530, 466];
  const lr = 122;
  const lens = `
    <g>
      <circle cx="${lx}" cy="${ly}" r="${lr}" fill="#0b1220"/>
      <g clip-path="url(#lensClip)">
        <rect x="${lx - lr}" y="${ly - lr}" width="${lr * 2}" height="${lr * 2}" fill="#121c31"/>
        <use href="#floorplan" xlink:href="#floorplan" transform="translate(${lx} ${ly}) scale(1.6) translate(${-lx} ${-ly})"/>
        <circle cx="${lx}" cy="${ly}" r="${lr}" fill="url(#lensGlass)"/>
        <path d="M${lx - 90} ${ly - 40} A100 100 0 0 1 ${lx - 30} ${ly - 95}" stroke="#fff" stroke-width="10" stroke-linecap="round" fill="none" opacity="0.18"/>
      </g>
      <g transform="rotate(42 ${lx} ${ly})">
        <rect x="${lx + lr + 8}" y="${ly - 14}" width="34" height="28" rx="6" fill="#64748b"/>
        <rect x="${lx + lr + 38}" y="${ly - 20}" width="150" height="40" rx="20" fill="url(#handle)"/>
        <rect x="${lx + lr + 58}" y="${ly - 20}" width="6" height="40" fill="${C.o0}" opacity="0.7"/>
      </g>
      <circle cx="${lx}" cy="${ly}" r="${lr + 7}" fill="none" stroke="url(#rim)" stroke-width="16"/>
      <circle cx="${lx}" cy="${ly}" r="${lr - 2}" fill="none" stroke="${C.o2}" stroke-width="2" opacity="0.9" filter="url(#glow)"/>
    </g>`;

  // Analytics cards.
  const area = [
    [0, 110],
    [50, 92],
    [100, 100],
    [150, 70],
    [200, 78],
    [250, 46],
    [300, 52],
    [340, 22],
  ];
  const lineChart = card(
    60,
    70,
    400,
    230,
    `
    ${textBar(88, 98, 110, 0.45)}${textBar(88, 114, 70, 0.25)}
    <circle cx="422" cy="104" r="9" fill="${C.o1}" opacity="0.9"/>
    ${[0, 1, 2, 3].map((i) => `<line x1="88" x2="432" y1="${150 + i * 34}" y2="${150 + i * 34}" stroke="${C.line}" stroke-width="1"/>`).join("")}
    <g transform="translate(90 152)">
      <polygon points="${pts([...area, [340, 122], [0, 122]])}" fill="url(#orangeFade)"/>
      <polyline points="${pts(area)}" fill="none" stroke="${C.o2}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round" filter="url(#glow)"/>
      <polyline points="${pts(area.map(([x, y]) => [x, y + 34]))}" fill="none" stroke="${C.slate}" stroke-width="2" stroke-dasharray="6 6" opacity="0.5"/>
      ${area
        .slice(1)
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4.5" fill="${C.navy0}" stroke="${C.o3}" stroke-width="2.5"/>`)
        .join("")}
    </g>`,
  );

  const donut = (cx, cy, r) => {
    const circ = 2 * Math.PI * r;
    const segs = [
      [0.46, C.o1],
      [0.24, C.o3],
      [0.18, "#4a6299"],
      [0.12, "#2f4372"],
    ];
    let acc = 0;
    return segs
      .map(([v, col]) => {
        const s = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${col}" stroke-width="22" stroke-dasharray="${f(v * circ - 4)} ${f(circ)}" stroke-dashoffset="${f(-acc * circ)}" transform="rotate(-90 ${cx} ${cy})"/>`;
        acc += v;
        return s;
      })
      .join("");
  };
  const donutCard = card(
    760,
    60,
    380,
    200,
    `
    ${donut(850, 160, 56)}
    <circle cx="850" cy="160" r="30" fill="${C.o1}" opacity="0.15"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="940" y="${102 + i * 32}" width="14" height="14" rx="4" fill="${[C.o1, C.o3, "#4a6299", "#2f4372"][i]}"/>${textBar(966, 105 + i * 32, [120, 90, 140, 70][i], 0.35)}`).join("")}`,
  );

  const kpiCard = card(
    900,
    620,
    250,
    190,
    `
    <circle cx="950" cy="672" r="24" fill="${C.o1}" opacity="0.18"/>
    <path d="M940 682 L950 662 L960 682 M950 664 V690" stroke="${C.o2}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    ${textBar(990, 660, 120, 0.5)}${textBar(990, 677, 80, 0.25)}
    ${[30, 46, 38, 58, 52, 70, 84].map((h, i) => `<rect x="${930 + i * 28}" y="${790 - h}" width="16" height="${h}" rx="4" fill="${i === 6 ? C.o1 : "#35497a"}"/>`).join("")}`,
  );

  // Leader lines from the lens rim / floor features to the cards.
  const leaders = `
    <path d="M${lx - 92} ${ly - 92} C ${lx - 140} 350, 320 340, 300 302" fill="none" stroke="${C.o3}" stroke-width="1.6" stroke-dasharray="4 6" opacity="0.7"/>
    <path d="M${f(P(420, 200)[0])} ${f(P(420, 200)[1])} C 900 520, 1000 560, 1020 622" fill="none" stroke="${C.o3}" stroke-width="1.6" stroke-dasharray="4 6" opacity="0.55"/>
    <path d="M${f(P(330, 140)[0])} ${f(P(330, 140)[1])} C 800 360, 900 300, 900 262" fill="none" stroke="${C.o3}" stroke-width="1.6" stroke-dasharray="4 6" opacity="0.55"/>
    <circle cx="300" cy="302" r="5" fill="${C.o2}"/><circle cx="1020" cy="622" r="5" fill="${C.o2}"/><circle cx="900" cy="262" r="5" fill="${C.o2}"/>`;

  return frame({
    defs: `
      <clipPath id="lensClip"><circle cx="${lx}" cy="${ly}" r="${lr}"/></clipPath>
      <radialGradient id="lensGlass" cx="0.35" cy="0.3" r="0.8">
        <stop offset="0" stop-color="#dbeafe" stop-opacity="0.16"/>
        <stop offset="0.6" stop-color="#dbeafe" stop-opacity="0.03"/>
        <stop offset="1" stop-color="${C.o1}" stop-opacity="0.18"/>
      </radialGradient>
      <linearGradient id="rim" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#e2e8f0"/><stop offset="0.5" stop-color="#64748b"/><stop offset="1" stop-color="#334155"/>
      </linearGradient>
      <linearGradient id="handle" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${C.o2}"/><stop offset="1" stop-color="${C.o0}"/>
      </linearGradient>`,
    glows: `
      <ellipse cx="600" cy="540" rx="520" ry="330" fill="url(#coolGlow)"/>
      <circle cx="590" cy="500" r="300" fill="url(#warmGlow)"/>`,
    body: `${slab}${floor}${leaders}${lineChart}${donutCard}${kpiCard}${lens}`,
  });
}

// 2. Design: blueprint-style system architecture --------------------------
function design() {
  // Small node icons (drawn centred on 0,0).
  const icons = {
    sensor: `<circle r="10" fill="${C.o2}"/><path d="M-22 -14 A26 26 0 0 0 -22 14 M22 -14 A26 26 0 0 1 22 14 M-32 -22 A40 40 0 0 0 -32 22 M32 -22 A40 40 0 0 1 32 22" stroke="${C.o3}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`,
    camera: `<rect x="-26" y="-16" width="40" height="32" rx="7" fill="none" stroke="${C.o3}" stroke-width="3.5"/><path d="M14 -6 L28 -14 V14 L14 6 Z" fill="${C.o2}"/><circle cx="-6" r="7" fill="${C.o2}"/>`,
    plc: `<rect x="-26" y="-20" width="52" height="40" rx="6" fill="none" stroke="${C.o3}" stroke-width="3.5"/>${[-14, -2, 10].map((x) => `<rect x="${x}" y="-10" width="6" height="20" rx="2" fill="${C.o2}"/>`).join("")}`,
    db: `<ellipse cx="0" cy="-16" rx="24" ry="8" fill="none" stroke="${C.o3}" stroke-width="3.5"/><path d="M-24 -16 V16 A24 8 0 0 0 24 16 V-16 M-24 0 A24 8 0 0 0 24 0" fill="none" stroke="${C.o3}" stroke-width="3.5"/>`,
    cloud: `<path d="M-22 14 H20 A14 14 0 0 0 18 -14 A20 20 0 0 0 -18 -8 A11 11 0 0 0 -22 14 Z" fill="none" stroke="${C.o3}" stroke-width="3.5" stroke-linejoin="round"/>`,
    monitor: `<rect x="-28" y="-20" width="56" height="34" rx="5" fill="none" stroke="${C.o3}" stroke-width="3.5"/><path d="M-16 6 L-6 -4 L4 2 L16 -10" stroke="${C.o2}" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M-10 24 H10" stroke="${C.o3}" stroke-width="3.5" stroke-linecap="round"/>`,
    bell: `<path d="M-16 10 V-2 A16 16 0 0 1 16 -2 V10 L21 16 H-21 Z" fill="none" stroke="${C.o3}" stroke-width="3.5" stroke-linejoin="round"/><circle cy="22" r="4" fill="${C.o2}"/>`,
  };

  // Node card: icon tile + placeholder label bars.
  const node = (x, y, icon, w = 200, h = 96, active = false) => `
    <g>
      <rect x="${x + 5}" y="${y + 12}" width="${w}" height="${h}" rx="16" fill="#000" opacity="0.35" filter="url(#soft)"/>
      <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="url(#cardFill)" stroke="${active ? C.o2 : C.line2}" stroke-width="${active ? 2.5 : 1.5}"/>
      <rect x="${x + 16}" y="${y + 16}" width="${h - 32}" height="${h - 32}" rx="12" fill="${C.o1}" fill-opacity="0.12" stroke="${C.o1}" stroke-opacity="0.35"/>
      <g transform="translate(${x + h / 2} ${y + h / 2}) scale(0.85)">${icons[icon]}</g>
      ${textBar(x + h + 2, y + 34, w - h - 24, 0.5)}${textBar(x + h + 2, y + 52, (w - h) * 0.45, 0.25)}
    </g>`;

  // Layout.
  const L = [
    { y: 150, icon: "sensor" },
    { y: 402, icon: "camera" },
    { y: 654, icon: "plc" },
  ];
  const R = [
    { y: 150, icon: "monitor" },
    { y: 402, icon: "cloud" },
    { y: 654, icon: "bell" },
  ];
  const hub = [600, 450];
  const hex = (cx, cy, r) =>
    pts(Array.from({ length: 6 }, (_, i) => [cx + r * Math.cos(Math.PI / 6 + (i * Math.PI) / 3), cy + r * Math.sin(Math.PI / 6 + (i * Math.PI) / 3)]));

  // Orthogonal connector with rounded corners from (x1,y1) to (x2,y2) via midX.
  const conn = (x1, y1, x2, y2, mx) => {
    if (Math.abs(y1 - y2) < 1) return `M${x1} ${y1} H${x2}`;
    const r = 18;
    const sy = Math.sign(y2 - y1);
    const sx1 = Math.sign(mx - x1);
    const sx2 = Math.sign(x2 - mx);
    return `M${x1} ${y1} H${mx - sx1 * r} Q${mx} ${y1} ${mx} ${y1 + sy * r} V${y2 - sy * r} Q${mx} ${y2} ${mx + sx2 * r} ${y2} H${x2}`;
  };
  const wires = [];
  L.forEach((n, i) => wires.push({ d: conn(300, n.y + 48, hub[0] - 112, hub[1] + (i - 1) * 40, 410), active: i !== 2 }));
  R.forEach((n, i) => wires.push({ d: conn(hub[0] + 112, hub[1] + (i - 1) * 40, 900, n.y + 48, 790), active: i !== 1 }));
  wires.push({ d: `M${hub[0]} ${hub[1] + 120} V690`, active: true });

  const wireSvg = wires
    .map(
      (w) => `
    <path d="${w.d}" fill="none" stroke="${C.line2}" stroke-width="3"/>
    ${w.active ? `<path d="${w.d}" fill="none" stroke="url(#wireGlow)" stroke-width="3" stroke-dasharray="14 10" filter="url(#lineGlow)"/>` : ""}`,
    )
    .join("");

  // Ports (junction dots) on the wire ends.
  const ports = [
    ...L.map((n) => [300, n.y + 48]),
    ...R.map((n) => [900, n.y + 48]),
    ...[-1, 0, 1].flatMap((k) => [
      [hub[0] - 112, hub[1] + k * 40],
      [hub[0] + 112, hub[1] + k * 40],
    ]),
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${C.navy0}" stroke="${C.o2}" stroke-width="3"/>`)
    .join("");

  // Data packets travelling along the active wires.
  const packets = [
    [360, 198],
    [410, 330],
    [360, 450],
    [850, 198],
    [790, 620],
    [600, 640],
  ]
    .map(([x, y]) => `<rect x="${x - 7}" y="${y - 7}" width="14" height="14" rx="3" fill="${C.o3}" transform="rotate(45 ${x} ${y})" filter="url(#glow)"/>`)
    .join("");

  // Central hub: hexagon with processor chip.
  const chipPins = [-30, -10, 10, 30]
    .map(
      (o) => `
    <rect x="${hub[0] + o - 4}" y="${hub[1] - 58}" width="8" height="14" rx="2" fill="${C.o3}"/>
    <rect x="${hub[0] + o - 4}" y="${hub[1] + 44}" width="8" height="14" rx="2" fill="${C.o3}"/>
    <rect x="${hub[0] - 58}" y="${hub[1] + o - 4}" width="14" height="8" rx="2" fill="${C.o3}"/>
    <rect x="${hub[0] + 44}" y="${hub[1] + o - 4}" width="14" height="8" rx="2" fill="${C.o3}"/>`,
    )
    .join("");
  const hubSvg = `
    <circle cx="${hub[0]}" cy="${hub[1]}" r="200" fill="none" stroke="${C.line2}" stroke-width="1.5" stroke-dasharray="3 9"/>
    <circle cx="${hub[0]}" cy="${hub[1]}" r="160" fill="url(#warmGlow)"/>
    <polygon points="${hex(hub[0], hub[1], 128)}" fill="#141f38" stroke="${C.o1}" stroke-width="3" filter="url(#bigGlow)"/>
    <polygon points="${hex(hub[0], hub[1], 108)}" fill="none" stroke="${C.o3}" stroke-width="1.2" stroke-dasharray="6 6" opacity="0.6"/>
    ${chipPins}
    <rect x="${hub[0] - 46}" y="${hub[1] - 46}" width="92" height="92" rx="14" fill="url(#chip)"/>
    <rect x="${hub[0] - 28}" y="${hub[1] - 28}" width="56" height="56" rx="8" fill="none" stroke="#fff7ed" stroke-width="3" opacity="0.85"/>
    <circle cx="${hub[0]}" cy="${hub[1]}" r="10" fill="#fff7ed"/>`;

  // Blueprint drafting marks: dimension lines, corner crops, compass.
  const dim = (x1, y, x2) => `
    <path d="M${x1} ${y} H${x2} M${x1} ${y - 10} V${y + 10} M${x2} ${y - 10} V${y + 10}" stroke="${C.slate}" stroke-width="1.5" opacity="0.45"/>
    <path d="M${x1 + 12} ${y - 6} L${x1} ${y} L${x1 + 12} ${y + 6} M${x2 - 12} ${y - 6} L${x2} ${y} L${x2 - 12} ${y + 6}" stroke="${C.slate}" stroke-width="1.5" fill="none" opacity="0.45"/>`;
  const crops = [
    [40, 40, 1, 1],
    [1160, 40, -1, 1],
    [40, 860, 1, -1],
    [1160, 860, -1, -1],
  ]
    .map(([x, y, sx, sy]) => `<path d="M${x} ${y + sy * 40} V${y} H${x + sx * 40}" stroke="${C.o2}" stroke-width="3" fill="none" opacity="0.8"/>`)
    .join("");
  const compass = `
    <g transform="translate(150 810)" opacity="0.7">
      <circle r="34" fill="none" stroke="${C.slate}" stroke-width="1.5" opacity="0.6"/>
      <path d="M0 -44 V44 M-44 0 H44" stroke="${C.slate}" stroke-width="1" opacity="0.5"/>
      <path d="M0 -30 L8 0 L0 30 L-8 0 Z" fill="${C.slate}" opacity="0.5"/><path d="M0 -30 L8 0 H-8 Z" fill="${C.o2}"/>
    </g>`;

  const bottomNode = node(500, 690, "db", 200, 96, true);

  return frame({
    grid: "blueprint",
    defs: `
      <!-- userSpaceOnUse: a bbox gradient is undefined on perfectly straight wires -->
      <linearGradient id="wireGlow" gradientUnits="userSpaceOnUse" x1="300" y1="0" x2="900" y2="0">
        <stop offset="0" stop-color="${C.o1}"/><stop offset="1" stop-color="${C.o3}"/>
      </linearGradient>
      <linearGradient id="chip" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${C.o2}"/><stop offset="1" stop-color="${C.o0}"/>
      </linearGradient>`,
    glows: `<ellipse cx="600" cy="450" rx="560" ry="380" fill="url(#coolGlow)"/>`,
    body: `
      ${crops}${compass}
      ${dim(100, 100, 300)}${dim(900, 100, 1100)}
      <path d="M1130 150 V750 M1120 150 H1140 M1120 750 H1140" stroke="${C.slate}" stroke-width="1.5" opacity="0.35"/>
      ${wireSvg}${packets}${hubSvg}
      ${L.map((n) => node(100, n.y, n.icon, 200, 96, n.icon === "sensor")).join("")}
      ${R.map((n) => node(900, n.y, n.icon, 200, 96, n.icon === "monitor")).join("")}
      ${bottomNode}${ports}
      <circle cx="${hub[0]}" cy="690" r="6" fill="${C.navy0}" stroke="${C.o2}" stroke-width="3"/>`,
  });
}

// 3. Implementation: gears + rocket trail over a production line -----------
function implementation() {
  const P = isoProjector(330, 420);
  const belt = { top: "#3a5283", left: "#22345a", right: "#1a2947" };
  const crate = { top: C.o3, left: C.o1, right: C.o0 };
  const machine = { top: "#33497a", left: "#1f3055", right: "#172643", stroke: "#4a6399" };

  // Floor slab + iso grid.
  const slab = `
    <polygon points="${pts([P(-30, 160, 0), P(700, 160, 0), P(700, 160, -18), P(-30, 160, -18)])}" fill="#0f192d"/>
    <polygon points="${pts([P(700, -120, 0), P(700, 160, 0), P(700, 160, -18), P(700, -120, -18)])}" fill="#0c1526"/>
    <polygon points="${isoQuad(P, -30, -120, 0, 730, 280)}" fill="#16213a" stroke="#2f4572" stroke-width="2"/>
    ${Array.from({ length: 18 }, (_, i) => `<polyline points="${pts([P(-30 + i * 42, -120), P(-30 + i * 42, 160)])}" stroke="#203252" fill="none"/>`).join("")}
    ${Array.from({ length: 7 }, (_, i) => `<polyline points="${pts([P(-30, -120 + i * 42), P(700, -120 + i * 42)])}" stroke="#203252" fill="none"/>`).join("")}
    <polyline points="${pts([P(-10, 110), P(680, 110)])}" stroke="${C.o2}" stroke-width="3" stroke-dasharray="16 12" opacity="0.6"/>`;

  // Conveyor with legs, crates, and two machine gantries straddling the belt.
  const parts = [];
  for (let x = 10; x <= 640; x += 90) parts.push({ k: x, s: isoBox(P, x, 52, 0, 8, 8, 34, belt) + isoBox(P, x, 2, 0, 8, 8, 34, belt) });
  parts.push({ k: 0, s: isoBox(P, 0, 0, 34, 660, 62, 12, belt) });
  // Belt rollers as stripes on the top.
  parts.push({
    k: 1,
    s: Array.from(
      { length: 22 },
      (_, i) => `<polyline points="${pts([P(15 + i * 30, 2, 46), P(15 + i * 30, 60, 46)])}" stroke="#2a3d66" stroke-width="2"/>`,
    ).join(""),
  });
  for (const x of [40, 250, 330, 540, 610]) parts.push({ k: x + 5, s: isoBox(P, x, 14, 46, 34, 34, 30, crate) });
  for (const x of [140, 420]) {
    parts.push({ k: x + 2, s: isoBox(P, x, -40, 0, 70, 30, 120, machine) });
    parts.push({ k: x + 50, s: isoBox(P, x, 66, 0, 70, 24, 120, machine) });
    parts.push({ k: x + 60, s: isoBox(P, x, -40, 120, 70, 130, 26, machine) });
    // Glowing status panel on the front pillar.
    const pnl = [P(x + 14, 90, 60), P(x + 56, 90, 60), P(x + 56, 90, 100), P(x + 14, 90, 100)];
    parts.push({
      k: x + 61,
      s: `<polygon points="${pts(pnl)}" fill="${C.o1}" opacity="0.9" filter="url(#glow)"/><polyline points="${pts([P(x + 20, 90, 72), P(x + 32, 90, 84), P(x + 40, 90, 78), P(x + 50, 90, 92)])}" stroke="#fff7ed" stroke-width="2.5" fill="none"/>`,
    });
  }
  // Robotic arm behind the belt, reaching over the crate at x=250.
  const base = P(262, -80, 20);
  const j1 = P(262, -80, 90);
  const tip = P(267, 31, 116);
  const j2 = [(j1[0] + tip[0]) / 2 - 8, Math.min(j1[1], tip[1]) - 70];
  const arm = `M${f(base[0])} ${f(base[1])} L${f(j1[0])} ${f(j1[1])} L${f(j2[0])} ${f(j2[1])} L${f(tip[0])} ${f(tip[1])}`;
  parts.push({
    k: 300,
    s: `${isoBox(P, 244, -98, 0, 36, 36, 20, machine)}
      <path d="${arm}" stroke="#4a6399" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
      <path d="${arm}" stroke="#6b84bd" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity="0.6"/>
      ${[j1, j2].map(([x, y]) => `<circle cx="${f(x)}" cy="${f(y)}" r="13" fill="${C.o1}" stroke="#fff7ed" stroke-width="3"/>`).join("")}
      <path d="M${f(tip[0] - 13)} ${f(tip[1] + 18)} V${f(tip[1])} H${f(tip[0] + 13)} V${f(tip[1] + 18)}" stroke="${C.o3}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  });
  parts.sort((a, b) => a.k - b.k);

  // Gears (upper left): three meshing gears sharing one tooth pitch.
  const PITCH = 40;
  const gear = (cx, cy, rp, rot, fill, hole) => {
    const n = Math.round((2 * Math.PI * rp) / PITCH);
    return { cx, cy, rp, n, step: (2 * Math.PI) / n, d: gearPath(cx, cy, rp + 13, rp - 11, n, hole, rot), fill };
  };
  // Place gear B next to gear A at `angle`, rotated so its gap faces A's tooth.
  const mesh = (A, angle, rp, fill, hole) => {
    const dist = A.rp + rp + 2;
    const cx = A.cx + dist * Math.cos(angle);
    const cy = A.cy + dist * Math.sin(angle);
    const n = Math.round((2 * Math.PI * rp) / PITCH);
    const step = (2 * Math.PI) / n;
    return gear(cx, cy, rp, angle + Math.PI - 0.77 * step, fill, hole);
  };
  const gA = gear(250, 230, 116, 0, "url(#gearOrange)", 38);
  // Rotate A so a tooth points straight at each neighbour direction used below.
  const aAngle = -0.58;
  gA.d = gearPath(gA.cx, gA.cy, gA.rp + 13, gA.rp - 11, gA.n, 38, aAngle - 0.27 * gA.step);
  const gB = mesh(gA, aAngle, 76, "url(#gearSlate)", 24);
  const gC = mesh(gA, aAngle + gA.step * 7, 50, "url(#gearSlate)", 16);
  const gears = `
    <g filter="url(#bigGlow)"><path d="${gA.d}" fill="${gA.fill}" fill-rule="evenodd"/></g>
    <circle cx="${gA.cx}" cy="${gA.cy}" r="70" fill="none" stroke="#fff7ed" stroke-width="3" opacity="0.35"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${f(gA.cx + 70 * Math.cos((i * Math.PI) / 3))}" cy="${f(gA.cy + 70 * Math.sin((i * Math.PI) / 3))}" r="9" fill="${C.o0}"/>`).join("")}
    ${[gB, gC]
      .map(
        (g) => `<path d="${g.d}" fill="${g.fill}" fill-rule="evenodd"/>
    <circle cx="${f(g.cx)}" cy="${f(g.cy)}" r="${f(g.rp * 0.55)}" fill="none" stroke="${g === gC ? C.o2 : "#94a3b8"}" stroke-width="${g === gC ? 3 : 2}" opacity="${g === gC ? 1 : 0.4}"/>`,
      )
      .join("")}`;

  // Rocket trail (cubic Bézier) ending at the rocket, aligned to the tangent.
  const [p0, c1, c2, p3] = [
    [60, 720],
    [360, 640],
    [650, 470],
    [930, 210],
  ];
  const angle = (Math.atan2(p3[1] - c2[1], p3[0] - c2[0]) * 180) / Math.PI + 90;
  const trailD = `M${p0.join(" ")} C${c1.join(" ")} ${c2.join(" ")} ${p3.join(" ")}`;
  const trail = `
    <path d="${trailD}" stroke="url(#trail)" stroke-width="46" fill="none" stroke-linecap="round" opacity="0.35" filter="url(#soft)"/>
    <path d="${trailD}" stroke="url(#trail)" stroke-width="14" fill="none" stroke-linecap="round" filter="url(#glow)"/>
    <path d="${trailD}" stroke="url(#trailCore)" stroke-width="4" fill="none" stroke-linecap="round"/>`;

  const rocket = `
    <g transform="translate(${p3[0]} ${p3[1]}) rotate(${f(angle)}) translate(0 -44)">
      <path d="M-13 52 Q0 130 13 52 Z" fill="url(#flame)" filter="url(#glow)"/>
      <path d="M-30 8 L-54 50 V64 L-30 46 Z M30 8 L54 50 V64 L30 46 Z" fill="${C.o1}"/>
      <rect x="-18" y="40" width="36" height="14" rx="3" fill="#64748b"/>
      <path d="M0 -92 C32 -62 36 -12 30 44 H-30 C-36 -12 -32 -62 0 -92 Z" fill="url(#hull)"/>
      <path d="M0 -92 C18 -75 26 -58 29 -44 H-29 C-26 -58 -18 -75 0 -92 Z" fill="${C.o1}"/>
      <circle cy="-6" r="14" fill="${C.navy1}" stroke="${C.o3}" stroke-width="5"/>
      <circle cx="-4" cy="-10" r="4" fill="#fff" opacity="0.6"/>
    </g>`;

  // Small stars / sparks in the sky.
  const sparks = [
    [700, 90],
    [1060, 120],
    [820, 330],
    [1120, 380],
    [600, 200],
    [1010, 60],
  ]
    .map(
      ([x, y], i) =>
        `<path d="M${x} ${y - 7} L${x + 2} ${y - 2} L${x + 7} ${y} L${x + 2} ${y + 2} L${x} ${y + 7} L${x - 2} ${y + 2} L${x - 7} ${y} L${x - 2} ${y - 2} Z" fill="${i % 2 ? C.o3 : C.light}" opacity="${i % 2 ? 0.8 : 0.5}"/>`,
    )
    .join("");

  return frame({
    defs: `
      <linearGradient id="gearOrange" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${C.o3}"/><stop offset="0.5" stop-color="${C.o1}"/><stop offset="1" stop-color="${C.o0}"/>
      </linearGradient>
      <linearGradient id="gearSlate" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#5b74ad"/><stop offset="1" stop-color="#22345a"/>
      </linearGradient>
      <linearGradient id="trail" gradientUnits="userSpaceOnUse" x1="${p0[0]}" y1="${p0[1]}" x2="${p3[0]}" y2="${p3[1]}">
        <stop offset="0" stop-color="${C.o1}" stop-opacity="0"/><stop offset="0.6" stop-color="${C.o1}" stop-opacity="0.6"/><stop offset="1" stop-color="${C.o2}" stop-opacity="1"/>
      </linearGradient>
      <linearGradient id="trailCore" gradientUnits="userSpaceOnUse" x1="${p0[0]}" y1="${p0[1]}" x2="${p3[0]}" y2="${p3[1]}">
        <stop offset="0" stop-color="#fff7ed" stop-opacity="0"/><stop offset="1" stop-color="#fff7ed" stop-opacity="0.95"/>
      </linearGradient>
      <linearGradient id="hull" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stop-color="#f8fafc"/><stop offset="0.6" stop-color="#cbd5e1"/><stop offset="1" stop-color="#7c8ba3"/>
      </linearGradient>
      <linearGradient id="flame" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#fff7ed"/><stop offset="0.35" stop-color="${C.o3}"/><stop offset="1" stop-color="${C.o1}" stop-opacity="0"/>
      </linearGradient>`,
    glows: `
      <ellipse cx="620" cy="620" rx="520" ry="260" fill="url(#coolGlow)"/>
      <circle cx="250" cy="230" r="260" fill="url(#warmGlow)"/>
      <circle cx="930" cy="210" r="220" fill="url(#warmGlow)"/>`,
    body: `${sparks}${gears}${slab}${parts.map((p) => p.s).join("")}${trail}${rocket}`,
  });
}

// 4. Support: headset + growing bar chart with graduation cap --------------
function support() {
  // Headset (front view) centred around x=310.
  const hx = 310;
  const headset = `
    <g>
      <circle cx="${hx}" cy="430" r="210" fill="url(#warmGlow)"/>
      <path d="M${hx - 135} 470 A135 150 0 0 1 ${hx + 135} 470" stroke="url(#band)" stroke-width="30" fill="none" stroke-linecap="round"/>
      <path d="M${hx - 118} 440 A118 132 0 0 1 ${hx + 118} 440" stroke="${C.o2}" stroke-width="3" fill="none" opacity="0.7"/>
      ${[-1, 1]
        .map(
          (s) => `
        <rect x="${hx + s * 140 - 42}" y="410" width="84" height="150" rx="36" fill="url(#cup)" stroke="#4a6399" stroke-width="2"/>
        <rect x="${hx + s * 140 - (s < 0 ? -26 : 42)}" y="425" width="16" height="120" rx="8" fill="${C.o1}" opacity="0.9"/>
        <circle cx="${hx + s * 140 - s * 4}" cy="485" r="18" fill="none" stroke="${C.o3}" stroke-width="3" opacity="0.6"/>`,
        )
        .join("")}
      <path d="M${hx - 148} 550 C${hx - 150} 640, ${hx - 60} 660, ${hx + 10} 640" stroke="#4a6399" stroke-width="12" fill="none" stroke-linecap="round"/>
      <rect x="${hx + 2}" y="624" width="46" height="30" rx="15" fill="${C.o1}" filter="url(#glow)"/>
      ${[0, 1, 2].map((i) => `<path d="M${hx + 68 + i * 16} ${612 - i * 4} A${24 + i * 14} ${24 + i * 14} 0 0 1 ${hx + 68 + i * 16} ${666 + i * 4}" stroke="${C.o3}" stroke-width="3.5" fill="none" stroke-linecap="round" opacity="${0.8 - i * 0.22}"/>`).join("")}
    </g>`;

  // Chat bubbles between the headset and the chart.
  const bubbles = `
    <g>
      <rect x="${hx + 60}" y="200" width="170" height="90" rx="24" fill="url(#cardFill)" stroke="${C.line2}" stroke-width="1.5"/>
      <path d="M${hx + 90} 288 L${hx + 80} 320 L${hx + 118} 289 Z" fill="#141e34" stroke="${C.line2}" stroke-width="1.5" stroke-linejoin="round"/>
      <rect x="${hx + 84}" y="286" width="40" height="4" fill="#141e34"/>
      ${[0, 1, 2].map((i) => `<circle cx="${hx + 110 + i * 35}" cy="245" r="10" fill="${[C.o1, C.o2, C.o3][i]}"/>`).join("")}
      <rect x="${hx - 150}" y="120" width="150" height="70" rx="20" fill="${C.o1}" opacity="0.95"/>
      <path d="M${hx - 40} 188 L${hx - 26} 214 L${hx - 66} 189 Z" fill="${C.o1}"/>
      <rect x="${hx - 128}" y="142" width="100" height="8" rx="4" fill="#fff7ed" opacity="0.85"/>
      <rect x="${hx - 128}" y="160" width="64" height="8" rx="4" fill="#fff7ed" opacity="0.55"/>
    </g>`;

  // Isometric bar chart growing up and to the right.
  const P = isoProjector(720, 720);
  const heights = [80, 140, 200, 280, 370];
  const barFills = (i) =>
    i === heights.length - 1
      ? { top: C.o3, left: C.o1, right: C.o0 }
      : {
          top: ["#3b5286", "#45609a", "#5270ad", "#fdba74"][i],
          left: ["#22345a", "#2a3f6b", "#32497b", C.o2][i],
          right: ["#1a2947", "#1f3055", "#25395f", C.o0][i],
        };
  const base = `
    <polygon points="${pts([P(-30, 80, 0), P(90, 80, 0), P(90, 80, -16), P(-30, 80, -16)])}" fill="#15223d"/>
    <polygon points="${pts([P(90, -420, 0), P(90, 80, 0), P(90, 80, -16), P(90, -420, -16)])}" fill="#101a30"/>
    <polygon points="${isoQuad(P, -30, -420, 0, 120, 500)}" fill="#1c2a48" stroke="#3d5282" stroke-width="2"/>`;
  // Draw from back (most negative y) to front.
  const bars = heights
    .map((h, i) => ({ i, h, y: -i * 90 }))
    .reverse()
    .map(({ i, h, y }) => isoBox(P, 0, y, 0, 60, 60, h, barFills(i), i === heights.length - 1 ? 'filter="url(#glow)"' : ""))
    .join("");
  // Trend arrow above the bar tops.
  const tops = heights.map((h, i) => P(30, -i * 90 + 30, h + 40));
  const trend = `
    <polyline points="${pts(tops.slice(0, -1).concat([[tops[4][0] - 22, tops[4][1] + 10]]))}" fill="none" stroke="${C.o2}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round" filter="url(#glow)"/>
    ${tops
      .slice(0, -1)
      .map(([x, y]) => `<circle cx="${f(x)}" cy="${f(y)}" r="7" fill="${C.navy0}" stroke="${C.o3}" stroke-width="3"/>`)
      .join("")}`;

  // Graduation cap resting above the tallest bar (mortarboard is an iso square).
  const cy0 = -4 * 90;
  const capZ = heights[4] + 70;
  const capC = P(30, cy0 + 30, capZ); // centre of the mortarboard
  const corner = P(90, cy0 - 30, capZ); // its right-hand corner (tassel)
  const cap = `
    <g>
      ${isoBox(P, 8, cy0 + 8, heights[4] + 8, 44, 44, 56, { top: "#1e2b48", left: "#243556", right: "#1a2640" })}
      <polygon points="${pts([P(-30, cy0 - 30, capZ - 6), P(90, cy0 - 30, capZ - 6), P(90, cy0 + 90, capZ - 6), P(-30, cy0 + 90, capZ - 6)])}" fill="#0f1930"/>
      <polygon points="${isoQuad(P, -30, cy0 - 30, capZ, 120, 120)}" fill="url(#capTop)" stroke="#4a6399" stroke-width="2" stroke-linejoin="round"/>
      <circle cx="${f(capC[0])}" cy="${f(capC[1])}" r="7" fill="${C.o2}"/>
      <path d="M${f(capC[0])} ${f(capC[1])} L${f(corner[0] - 6)} ${f(corner[1])} V${f(corner[1] + 70)}" stroke="${C.o2}" stroke-width="4" fill="none" stroke-linejoin="round"/>
      <path d="M${f(corner[0] - 15)} ${f(corner[1] + 66)} h18 l4 30 h-26 Z" fill="${C.o3}"/>
    </g>`;

  // Sparkles around the cap.
  const spark = (x, y, r, c) =>
    `<path d="M${x} ${y - r} Q${x} ${y} ${x + r} ${y} Q${x} ${y} ${x} ${y + r} Q${x} ${y} ${x - r} ${y} Q${x} ${y} ${x} ${y - r} Z" fill="${c}"/>`;
  const sparks = [
    spark(f(capC[0] - 130), f(capC[1] - 40), 14, C.o3),
    spark(f(capC[0] + 120), f(capC[1] - 70), 10, C.light),
    spark(f(capC[0] + 150), f(capC[1] + 40), 16, C.o2),
    spark(f(capC[0] - 40), f(capC[1] - 120), 8, C.light),
  ].join("");

  return frame({
    defs: `
      <linearGradient id="band" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#5b74ad"/><stop offset="1" stop-color="#2a3d66"/>
      </linearGradient>
      <linearGradient id="cup" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#3b5286"/><stop offset="1" stop-color="#18253f"/>
      </linearGradient>
      <linearGradient id="capTop" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#3a4f80"/><stop offset="1" stop-color="#1e2d4f"/>
      </linearGradient>`,
    glows: `
      <ellipse cx="860" cy="500" rx="380" ry="360" fill="url(#coolGlow)"/>
      <circle cx="${f(capC[0])}" cy="${f(capC[1])}" r="240" fill="url(#warmGlow)"/>`,
    body: `${headset}${bubbles}${base}${bars}${trend}${cap}${sparks}`,
  });
}

// Render ----------------------------------------------------------------------
const scenes = { consultation, design, implementation, support };

await mkdir(OUT_DIR, { recursive: true });
for (const [name, build] of Object.entries(scenes)) {
  const file = path.join(OUT_DIR, `${name}.jpg`);
  const info = await sharp(Buffer.from(build()), { density: 72 })
    .resize(W, H)
    .flatten({ background: C.navy0 })
    .jpeg({ quality: 82, progressive: true, mozjpeg: true, chromaSubsampling: "4:4:4" })
    .toFile(file);
  console.log(`${path.relative(process.cwd(), file)}  ${info.width}x${info.height}  ${(info.size / 1024).toFixed(1)} KB`);
}
