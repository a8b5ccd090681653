#!/usr/bin/env node
// Draws the store's artwork as SVG, in code: there are no source images. The garments, colours and
// layouts are the tables below (PRODUCTS, CATS, BANNERS) and the drawing functions they call.
//
// Writes, overwriting, into public/:
//   images/products/<id>.svg     600×600, one per seeded product (ids of src/domain/catalogue/seed-products.ts)
//   images/products/<id>-<colour>.svg  its other colours (COLOUR_ARTWORK, as src/domain/catalogue/seed-variants.ts names them)
//   images/categories/<slug>.svg 160×160 round tiles: the nine categories, and men and women
//   images/banners/<slug>.svg    1200×400, the home page's banners and the social pages' posts
//   favicon.svg
// It lists each file with its size and exits 1 when one is over 12 KB.
//
// Nothing runs it: no npm script, build step or test. Its output is committed, and the build copies
// public/ as it is (running it again gives the same bytes). Run it by hand after changing a drawing
// here or adding a product, category or banner to its tables, then commit the SVGs that changed:
//
//   node scripts/generate-artwork.mjs
//
// Plain Node 20 ESM, no dependencies.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = join(ROOT, 'public');

// ---------------------------------------------------------------- colours
const h2r = (h) => {
  h = h.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
};
const r2h = (a) => {
  const s = a.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0'));
  return s.every((p) => p[0] === p[1]) ? `#${s.map((p) => p[0]).join('')}` : `#${s.join('')}`;
};
const mix = (a, b, t) => {
  const A = h2r(a);
  const B = h2r(b);
  return r2h(A.map((v, i) => v + (B[i] - v) * t));
};
const dk = (c, t) => mix(c, '#000', t);
const lt = (c, t) => mix(c, '#fff', t);

// ---------------------------------------------------------------- geometry
const n = (v) => +(+v).toFixed(1);
const MX = 300; // products are drawn symmetric around x = 300
const m = (x) => n(2 * MX - x);

/**
 * Builds a closed path symmetric around x=300. `start` is on (or near) the axis; `segs`
 * describe the right half going clockwise: [x,y] line, [cx,cy,x,y] quad, [c1x,c1y,c2x,c2y,x,y] cubic.
 */
function sym(start, segs) {
  const pts = [start];
  let d = `M${n(start[0])} ${n(start[1])}`;
  for (const s of segs) {
    if (s.length === 2) d += `L${n(s[0])} ${n(s[1])}`;
    else if (s.length === 4) d += `Q${s.map(n).join(' ')}`;
    else d += `C${s.map(n).join(' ')}`;
    pts.push(s.slice(-2));
  }
  const last = pts[pts.length - 1];
  if (last[0] !== MX) d += `L${m(last[0])} ${n(last[1])}`;
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i];
    const p = pts[i];
    if (s.length === 2) d += `L${m(p[0])} ${n(p[1])}`;
    else if (s.length === 4) d += `Q${m(s[0])} ${n(s[1])} ${m(p[0])} ${n(p[1])}`;
    else d += `C${m(s[2])} ${n(s[3])} ${m(s[0])} ${n(s[1])} ${m(p[0])} ${n(p[1])}`;
  }
  return `${d}Z`;
}

/** Mirrors an absolute path (M L Q C H V A Z) around x=300. */
function mp(d) {
  const tok = d.match(/[a-zA-Z]|-?\d*\.?\d+/g);
  let out = '';
  let cmd = '';
  let k = 0;
  for (const t of tok) {
    if (/[a-zA-Z]/.test(t)) {
      cmd = t;
      k = 0;
      out += t;
      continue;
    }
    let v = +t;
    if (cmd === 'H' || ('MLQCTS'.includes(cmd) && k % 2 === 0)) v = 2 * MX - v;
    else if (cmd === 'A') {
      const j = k % 7;
      if (j === 5) v = 2 * MX - v;
      if (j === 4) v = 1 - v;
    }
    out += (/[\d.]$/.test(out) && v >= 0 ? ' ' : '') + n(v);
    k++;
  }
  return out;
}
const both = (d) => d + mp(d);
const lerp = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const toward = (a, b, len) => {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const l = Math.hypot(dx, dy) || 1;
  return [a[0] + (dx / l) * len, a[1] + (dy / l) * len];
};
const poly = (pts) => `M${pts.map((p) => `${n(p[0])} ${n(p[1])}`).join('L')}Z`;
const line = (pts) => `M${pts.map((p) => `${n(p[0])} ${n(p[1])}`).join('L')}`;

// ---------------------------------------------------------------- document context
class Ctx {
  constructor() {
    this.defs = [];
    this.i = 0;
    this.memo = new Map();
    CUR = this;
  }
  id() {
    return `i${(this.i++).toString(36)}`;
  }
  path(d) {
    const id = this.id();
    this.defs.push(`<path id="${id}" d="${d}"/>`);
    return id;
  }
  def(s) {
    this.defs.push(s);
  }
  render(w, h, body) {
    const common =
      '<linearGradient id="hs"><stop stop-color="#fff" stop-opacity=".3"/><stop offset=".42" stop-color="#fff" stop-opacity="0"/><stop offset=".66" stop-opacity="0"/><stop offset="1" stop-opacity=".3"/></linearGradient>' +
      (LITE ? '' : '<linearGradient id="vs" x2="0" y2="1"><stop stop-color="#fff" stop-opacity=".14"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-opacity=".16"/></linearGradient>') +
      '<filter id="bl" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="9"/></filter>';
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${common}${this.defs.join('')}</defs>${body}</svg>\n`;
  }
  // pattern/gradient helpers -------------------------------------------------
  lin(stops, attrs = 'x2="0" y2="1"') {
    const id = this.id();
    this.def(
      `<linearGradient id="${id}" ${attrs}>${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`)
        .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops, attrs = '') {
    const id = this.id();
    this.def(
      `<radialGradient id="${id}" ${attrs}>${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`)
        .join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  pat(w, h, inner, extra = '') {
    const id = this.id();
    this.def(`<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${extra}>${inner}</pattern>`);
    return `url(#${id})`;
  }
  clip(refId) {
    const id = this.id();
    this.def(`<clipPath id="${id}"><use href="#${refId}"/></clipPath>`);
    return `url(#${id})`;
  }
}

let LITE = false; // banners draw garments small: skip the finest details to keep files small
const use = (id, a) => `<use href="#${id}" ${a}/>`;
/** Soft drop shadow of a shape, as if laid flat on a studio table. */
const SH = (id, o = 0.3) => use(id, `fill="#3b2a22" opacity="${o}" filter="url(#bl)" transform="translate(8 14)"`);
/** Fill + the two shading overlays (+ optional outline). */
const F = (id, fill, stroke, sw = 2) =>
  use(id, `fill="${fill}"`) +
  use(id, 'fill="url(#hs)"') +
  (LITE ? '' : use(id, 'fill="url(#vs)"')) +
  (stroke ? use(id, `fill="none" stroke="${stroke}" stroke-width="${sw}"`) : '');
/** A shaded piece from a path. */
const pc = (C, d, fill, stroke, sw) => F(C.path(d), fill, stroke, sw);
const pth = (d, a) => `<path d="${d}" ${a}/>`;
/** Dashed stitch lines. */
const st = (ds, c, w = 2, dash = '6 5') =>
  LITE ? '' : `<g fill="none" stroke="${c}" stroke-width="${w}" stroke-dasharray="${dash}" stroke-linecap="round">${[ds]
    .flat()
    .map((d) => `<path d="${d}"/>`)
    .join('')}</g>`;
/** Soft fold lines: dark crease + light ridge. */
const fo = (ds, o = 0.13, w = 5) => {
  if (LITE) return '';
  const p = [ds].flat().map((d) => `<path d="${d}"/>`).join('');
  return (
    `<g fill="none" stroke="#000" stroke-opacity="${o}" stroke-width="${w}" stroke-linecap="round">${p}</g>` +
    (LITE ? '' : `<g fill="none" stroke="#fff" stroke-opacity="${o * 0.9}" stroke-width="${w * 0.6}" stroke-linecap="round" transform="translate(5 1)">${p}</g>`)
  );
};
const seam = (ds, o = 0.22, w = 2) =>
  `<g fill="none" stroke="#000" stroke-opacity="${o}" stroke-width="${w}" stroke-linecap="round">${[ds]
    .flat()
    .map((d) => `<path d="${d}"/>`)
    .join('')}</g>`;
let CUR = null; // the document currently being drawn (for memoised symbols)
const memo = (key, make) => {
  if (!CUR.memo.has(key)) {
    const id = CUR.id();
    CUR.def(`<g id="${id}">${make()}</g>`);
    CUR.memo.set(key, id);
  }
  return CUR.memo.get(key);
};
const button = (x, y, r, c) => {
  const id = memo(`b${r}${c}`, () =>
    `<circle r="${r}" fill="${c}" stroke="${dk(c, 0.3)}" stroke-width="1.2"/><circle cx="${n(-r * 0.3)}" r="${n(r * 0.17)}" fill="${dk(c, 0.45)}"/><circle cx="${n(r * 0.3)}" r="${n(r * 0.17)}" fill="${dk(c, 0.45)}"/>`);
  return `<use href="#${id}" x="${n(x)}" y="${n(y)}"/>`;
};
const rivet = (x, y, r = 5) => {
  const id = memo(`r${r}`, () =>
    `<circle r="${r}" fill="#b87a3a" stroke="#7a4a1c" stroke-width="1.2"/><circle cx="${n(-r * 0.3)}" cy="${n(-r * 0.3)}" r="${n(r * 0.35)}" fill="#f0c890"/>`);
  return `<use href="#${id}" x="${n(x)}" y="${n(y)}"/>`;
};

// ---------------------------------------------------------------- textures
const heather = (C, c) =>
  C.pat(
    18,
    18,
    `<rect width="18" height="18" fill="${c}"/><g fill="${lt(c, 0.25)}"><circle cx="3" cy="4" r="1.2"/><circle cx="12" cy="9" r="1"/><circle cx="7" cy="15" r="1.1"/></g><g fill="${dk(c, 0.15)}"><circle cx="15" cy="3" r="1"/><circle cx="5" cy="10" r=".9"/><circle cx="14" cy="15" r="1"/></g>`,
  );
const twill = (C, c) =>
  C.pat(
    10,
    10,
    `<rect width="10" height="10" fill="${c}"/><path d="M-2 12L12-2M-2 2L2-2M8 12L12 8" stroke="${lt(c, 0.18)}" stroke-width="2"/><path d="M3 12L12 3" stroke="${dk(c, 0.12)}" stroke-width="1"/>`,
  );
const linen = (C, c) =>
  C.pat(
    12,
    12,
    `<rect width="12" height="12" fill="${c}"/><path d="M0 3H12M0 9H7" stroke="${dk(c, 0.05)}" stroke-width="1"/><path d="M4 0V12M10 0V6" stroke="${lt(c, 0.35)}" stroke-width="1"/>`,
  );
const stripes = (C, base, c1, c2, h = 34) =>
  C.pat(
    40,
    h,
    `<rect width="40" height="${h}" fill="${base}"/><rect width="40" height="${n(h * 0.32)}" fill="${c1}"/><rect y="${n(h * 0.55)}" width="40" height="3" fill="${c2}"/>`,
  );
const vstripes = (C, base, c1, w = 22) =>
  C.pat(w, 40, `<rect width="${w}" height="40" fill="${base}"/><rect width="${n(w * 0.3)}" height="40" fill="${c1}"/>`);
const checks = (C, base, dark, thin) =>
  C.pat(
    56,
    56,
    `<rect width="56" height="56" fill="${base}"/><rect width="20" height="56" fill="${dark}" opacity=".55"/><rect width="56" height="20" fill="${dark}" opacity=".55"/><path d="M38 0V56M0 38H56" stroke="${thin}" stroke-width="2" opacity=".7"/><path d="M28 0V56M0 28H56" stroke="${dark}" stroke-width="1.5" opacity=".5"/>`,
  );
/** Five-petal flower: petals drawn as one dashed circle stroke (round caps), plus a centre. */
const flower = (x, y, r, petal, centre) => {
  const circ = 2 * Math.PI * r;
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="none" stroke="${petal}" stroke-width="${n(r * 1.5)}" stroke-linecap="round" stroke-dasharray="0 ${n(circ / 5)}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.55)}" fill="${centre}"/>`;
};
const floral = (C, base, p1, p2, centre, leaf, size = 96) => {
  const k = size / 96;
  const L = (x, y, r) =>
    `<ellipse cx="${n(x * k)}" cy="${n(y * k)}" rx="${n(9 * k)}" ry="${n(4 * k)}" transform="rotate(${r} ${n(x * k)} ${n(y * k)})" fill="${leaf}"/>`;
  return C.pat(
    size,
    size,
    `<rect width="${size}" height="${size}" fill="${base}"/>` +
      L(36, 16, -30) +
      L(10, 34, 40) +
      L(84, 66, 30) +
      L(58, 84, -40) +
      flower(22 * k, 20 * k, 8 * k, p1, centre) +
      flower(70 * k, 70 * k, 9 * k, p2, centre) +
      `<circle cx="${n(78 * k)}" cy="${n(20 * k)}" r="${n(3 * k)}" fill="${p2}"/><circle cx="${n(20 * k)}" cy="${n(74 * k)}" r="${n(3 * k)}" fill="${p1}"/>`,
  );
};
const dots = (C, base, c, s = 16, r = 1.6) =>
  C.pat(s, s, `<rect width="${s}" height="${s}" fill="${base}"/><circle cx="${s / 4}" cy="${s / 4}" r="${r}" fill="${c}"/><circle cx="${(s * 3) / 4}" cy="${(s * 3) / 4}" r="${r}" fill="${c}"/>`);
const rib = (C, c, w = 7) =>
  C.pat(w, 20, `<rect width="${w}" height="20" fill="${c}"/><rect width="${n(w * 0.4)}" height="20" fill="${dk(c, 0.14)}"/>`);

// ---------------------------------------------------------------- garments (600x600 space)
function tee(C, o) {
  const c = o.c;
  const g =
    o.fit === 'over'
      ? { nw: 52, ny: 112, dip: 150, sh: [440, 146], tip: [526, 290], bot: [470, 324], arm: [438, 296], hem: [444, 494], hc: [372, 502], hy: 502 }
      : { nw: 48, ny: 118, dip: 156, sh: [420, 144], tip: [496, 232], bot: [446, 280], arm: [404, 250], hem: [408, 472], hc: [360, 482], hy: 480 };
  const { nw, ny, dip } = g;
  const nx = 300 + nw;
  const body = C.path(sym([300, dip], [[300 + nw * 0.78, dip - 2, nx, ny], g.sh, g.tip, g.bot, g.arm, g.hem, [...g.hc, 300, g.hy]]));
  let s = SH(body);
  s += pth(`M${300 - nw} ${ny}Q300 ${ny - 20} ${nx} ${ny}L${nx} ${ny + 8}Q300 ${dip + 40} ${300 - nw} ${ny + 8}Z`, `fill="${dk(c, 0.45)}"`);
  s += F(body, o.fill || c);
  const stc = o.stitch || dk(c, 0.25);
  // sleeve hems + body hem
  const t1 = toward(g.tip, g.sh, 16);
  const b1 = toward(g.bot, g.arm, 16);
  s += st([both(line([t1, b1])), `M${600 - g.hem[0] + 3} ${g.hem[1] - 13}Q${600 - g.hc[0]} ${g.hc[1] - 13} 300 ${g.hy - 13}Q${g.hc[0]} ${g.hc[1] - 13} ${g.hem[0] - 3} ${g.hem[1] - 13}`], stc);
  s += seam(both(`M${g.sh[0]} ${g.sh[1]}Q${g.sh[0] + 8} ${(g.sh[1] + g.arm[1]) / 2} ${g.arm[0]} ${g.arm[1]}`));
  if (o.raglan) {
    s += `<g fill="none" stroke="${o.raglan}" stroke-width="7" stroke-linecap="round">${pth(both(`M${nx - 6} ${ny + 6}Q${g.arm[0] - 30} ${g.arm[1] - 90} ${g.arm[0] + 2} ${g.arm[1]}`), '')}</g>`;
  }
  if (o.polo) {
    // placket + collar
    s += pc(C, `M288 ${dip - 6}H312V${dip + 104}Q300 ${dip + 112} 288 ${dip + 104}Z`, o.placket || c, dk(c, 0.3), 1.5);
    s += button(300, dip + 36, 6, o.btn || '#f4f1ea') + button(300, dip + 78, 6, o.btn || '#f4f1ea');
    s += pth(`M${300 - nw} ${ny}Q300 ${ny - 24} ${nx} ${ny}L${nx - 2} ${ny + 10}Q300 ${ny - 10} ${300 - nw + 2} ${ny + 10}Z`, `fill="${o.collar}"`);
    const wing = C.path(`M301 ${dip - 4}L${nx} ${ny + 2}Q${nx + 20} ${ny + 2} ${nx + 24} ${ny + 14}L${nx - 2} ${dip + 40}Q${nx - 22} ${dip + 24} 301 ${dip - 4}Z`);
    s += `<g>${F(wing, o.collar, dk(o.collar, 0.3), 1.5)}</g><g transform="matrix(-1 0 0 1 600 0)">${F(wing, o.collar, dk(o.collar, 0.3), 1.5)}</g>`;
    s += `<path d="${both(`M${nx + 20} ${ny + 10}L${nx - 4} ${dip + 34}`)}" stroke="${o.tip || dk(o.collar, 0.2)}" stroke-width="3" fill="none"/>`;
  } else {
    const neck = `M${300 - nw} ${ny}Q${300 - nw * 0.78} ${dip - 2} 300 ${dip}Q${300 + nw * 0.78} ${dip - 2} ${nx} ${ny}`;
    s += `<path d="${neck}" fill="none" stroke="${o.rib || dk(c, 0.12)}" stroke-width="13" stroke-linecap="round"/>`;
    s += `<path d="${neck}" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="2" transform="translate(0 7)"/>`;
    s += st(`M${300 - nw + 5} ${ny + 12}Q${300 - nw * 0.74} ${dip + 9} 300 ${dip + 11}Q${300 + nw * 0.74} ${dip + 9} ${nx - 5} ${ny + 12}`, stc, 1.6, '5 4');
  }
  if (o.print) s += o.print;
  s += fo([both(`M${g.hem[0] - 50} ${g.arm[1] + 40}Q${g.hem[0] - 36} ${g.arm[1] + 110} ${g.hem[0] - 60} ${g.hem[1] - 30}`), `M${g.arm[0] + 14} ${g.arm[1] - 40}Q${g.arm[0] + 40} ${g.arm[1] - 30} ${g.bot[0] + 6} ${g.bot[1] - 14}`, `M250 ${g.hem[1] - 6}Q262 ${g.hem[1] - 50} 284 ${g.hem[1] - 70}`]);
  return s;
}

/** Generic long-sleeved top. Geometry `g`: start, neck, shoulder, sleeve (ctrl,end), cuffOut, cuffIn, arm, side, hem segs. */
function longTop(C, g, fill, o = {}) {
  const d = sym(g.start, [g.neck, g.sh, g.slv, g.cuffOut, g.cuffIn, g.arm, g.side, ...g.hem]);
  const body = C.path(d);
  const r = { body, shadow: SH(body), fill: F(body, fill) };
  const len = g.cuffLen || 36;
  const up1 = toward(g.cuffOut, g.slv.slice(-2), len);
  const up2 = toward(g.cuffIn, g.arm, len);
  r.cuff = [g.cuffIn, g.cuffOut, up1, up2];
  r.armSeam = both(`M${g.sh[0]} ${g.sh[1]}Q${g.sh[0] + 6} ${(g.sh[1] + g.arm[1]) / 2} ${g.arm[0]} ${g.arm[1]}`);
  r.sleeveFold = both(`M${n(g.arm[0] + 18)} ${n(g.arm[1] + 30)}Q${n((g.arm[0] + g.cuffOut[0]) / 2 + 14)} ${n((g.arm[1] + g.cuffOut[1]) / 2)} ${n(g.cuffOut[0] - 18)} ${n(g.cuffOut[1] - 60)}`);
  return r;
}
const SHIRT_G = {
  start: [300, 126], neck: [340, 112], sh: [418, 138], slv: [458, 148, 470, 202], cuffOut: [506, 430], cuffIn: [462, 442],
  arm: [414, 262], side: [414, 470], hem: [[374, 466, 346, 486], [324, 502, 300, 502]],
};
const RELAXED_G = {
  start: [300, 128], neck: [342, 112], sh: [432, 148], slv: [468, 158, 482, 214], cuffOut: [520, 438], cuffIn: [474, 452],
  arm: [428, 282], side: [428, 478], hem: [[386, 474, 350, 492], [326, 506, 300, 506]],
};
function shirtCollar(C, c, fill = c, o = {}) {
  const band = C.path('M254 120Q300 94 346 120L342 102Q300 78 258 102Z');
  let s = F(band, fill, dk(c, 0.3), 1.5) + pth('M262 118Q300 94 338 118L300 158Z', `fill="${dk(c, 0.42)}"`);
  const wing = C.path('M300 158L334 114L346 104Q360 104 366 114L356 194Q328 182 300 158Z');
  s += `<g>${F(wing, fill, dk(c, 0.28), 1.5)}</g><g transform="matrix(-1 0 0 1 600 0)">${F(wing, fill, dk(c, 0.28), 1.5)}</g>`;
  s += st(both('M309 156L340 118Q352 112 357 120L348 184'), dk(c, 0.3), 1.4, '4 4');
  if (o.buttonDown) s += button(344, 182, 4, o.btn) + button(256, 182, 4, o.btn);
  return s;
}
function shirt(C, o) {
  const c = o.c;
  const g = o.relaxed ? RELAXED_G : SHIRT_G;
  const t = longTop(C, g, o.fill || c);
  const hemY = g.hem[1][3];
  let s = t.shadow + t.fill;
  s += seam(t.armSeam, 0.2);
  s += fo([t.sleeveFold, both(`M${g.side[0] - 44} 300Q${g.side[0] - 30} 380 ${g.side[0] - 50} 450`)], 0.12);
  if (o.relaxed) s += fo(both(`M${g.side[0] - 80} 200Q${g.side[0] - 70} 260 ${g.side[0] - 92} 330`), 0.1);
  for (const side of [0, 1]) {
    const q = side ? t.cuff.map(([x, y]) => [600 - x, y]) : t.cuff;
    s += pc(C, poly(q), o.fill || c, dk(c, 0.28), 1.5);
    const mid = lerp(q[0], q[2], 0.5);
    s += button(mid[0] + (side ? 8 : -8), mid[1], 4, o.btn);
  }
  // placket
  s += pth(`M290 150H310V${hemY}H290Z`, `fill="${o.fill || c}"`) + pth(`M290 150H310V${hemY}H290Z`, 'fill="url(#hs)" opacity=".5"');
  s += seam([`M290 150V${hemY - 2}`, `M310 150V${hemY - 2}`], 0.25, 1.5);
  for (let y = 190; y < hemY - 30; y += 52) s += button(300, y, 5.5, o.btn);
  if (o.pocket) {
    const pk = 'M322 212H374V264L348 276L322 264Z';
    s += pc(C, pk, o.fill || c, dk(c, 0.25), 1.5) + st(['M322 222H374', 'M326 216V262L348 272L370 262V216'], dk(c, 0.3), 1.3, '4 4');
  }
  s += st(`M${600 - g.side[0] + 6} ${g.side[1] - 8}Q${600 - g.hem[0][0]} ${g.hem[0][1] - 10} ${600 - g.hem[0][2]} ${g.hem[0][3] - 10}Q${600 - g.hem[1][0]} ${hemY - 12} 300 ${hemY - 12}Q${g.hem[1][0]} ${hemY - 12} ${g.hem[0][2]} ${g.hem[0][3] - 10}Q${g.hem[0][0]} ${g.hem[0][1] - 10} ${g.side[0] - 6} ${g.side[1] - 8}`, dk(c, 0.3), 1.4, '4 4');
  s += shirtCollar(C, c, o.fill || c, o);
  return s;
}

function hoodie(C, o) {
  const c = o.c;
  const fill = o.fill || c;
  const g = {
    start: [300, 134], neck: [344, 118], sh: [424, 146], slv: [462, 158, 474, 212], cuffOut: [500, 418], cuffIn: [458, 430],
    arm: [420, 270], side: [420, 440], hem: [[300, 440]], cuffLen: 1,
  };
  const t = longTop(C, g, fill);
  const hoodOut = C.path(sym([300, 48], [[376, 50, 384, 118], [386, 166, 340, 184], [300, 186]]));
  let s = SH(hoodOut) + t.shadow + F(hoodOut, fill) + t.fill;
  s += seam(t.armSeam, 0.22);
  s += fo([t.sleeveFold, both('M376 300Q392 360 372 420')], 0.13);
  const rb = rib(C, dk(c, 0.06));
  // ribbed cuffs & hem band
  for (const side of [0, 1]) {
    const q = [[458, 430], [500, 418], [506, 462], [466, 472]].map(([x, y]) => (side ? [600 - x, y] : [x, y]));
    s += pc(C, poly(q), rb, dk(c, 0.25), 1.5);
  }
  s += pc(C, 'M180 440H420L416 486Q300 492 184 486Z', rb, dk(c, 0.25), 1.5);
  // hood opening
  s += pth(sym([300, 92], [[344, 94, 350, 140], [350, 176, 300, 196]]), `fill="${dk(c, 0.5)}"`);
  s += pth(sym([300, 108], [[332, 110, 336, 146], [334, 172, 300, 184]]), `fill="${dk(c, 0.62)}"`);
  const rim = sym([300, 92], [[344, 94, 350, 140], [350, 176, 300, 196]]);
  s += `<path d="${rim}" fill="none" stroke="${fill}" stroke-width="14"/><path d="${rim}" fill="none" stroke="url(#hs)" stroke-width="14"/><path d="${rim}" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="2" transform="translate(0 8)"/>`;
  s += seam('M300 48Q304 70 300 86', 0.2);
  // pocket(s)
  if (o.zip) {
    const pk = 'M206 332H288V434H190Z';
    s += pc(C, pk, fill, dk(c, 0.35), 1.5) + pc(C, mp(pk), fill, dk(c, 0.35), 1.5);
    s += st([both('M212 340L198 426'), both('M208 336H284')], lt(c, 0.25), 1.5, '4 4');
    s += `<path d="M300 196V486" stroke="#8d939b" stroke-width="9"/><path d="M300 196V486" stroke="#d7dbe0" stroke-width="9" stroke-dasharray="2 3"/>`;
    s += `<rect x="293" y="198" width="14" height="22" rx="3" fill="#cfd4da" stroke="#6b7178"/><rect x="296" y="218" width="8" height="30" rx="3" fill="#b9bfc6" stroke="#6b7178"/>`;
  } else {
    const pk = sym([300, 326], [[376, 326], [408, 434], [300, 434]]);
    s += pc(C, pk, fill, dk(c, 0.3), 1.5);
    s += seam(both('M376 326Q378 380 408 432'), 0.3, 3);
    s += st([both('M368 334L398 428'), 'M230 334H370'], o.stitch || lt(c, 0.3), 1.5, '4 4');
  }
  // drawstrings
  const cord = o.cord || lt(c, 0.7);
  s += `<g fill="none" stroke="${cord}" stroke-width="5" stroke-linecap="round"><path d="M286 186Q282 230 276 272"/><path d="M314 186Q320 236 322 280"/></g>`;
  s += `<g fill="${dk(cord, 0.2)}"><rect x="271" y="268" width="9" height="18" rx="2"/><rect x="318" y="276" width="9" height="18" rx="2"/></g>`;
  s += `<circle cx="286" cy="186" r="4" fill="#c9ccd1"/><circle cx="314" cy="186" r="4" fill="#c9ccd1"/>`;
  return s;
}

function puffer(C, o) {
  const c = o.c;
  const g = {
    start: [300, 120], neck: [342, 112], sh: [402, 118, 432, 148], slv: [472, 166, 482, 222], cuffOut: [500, 424], cuffIn: [454, 436],
    arm: [424, 278], side: [426, 474], hem: [[426, 492, 406, 492], [300, 494]], cuffLen: 1,
  };
  // sym needs quads in right positions: convert neck->sh quad
  const d = sym(g.start, [g.neck, g.sh, g.slv, g.cuffOut, g.cuffIn, g.arm, g.side, ...g.hem]);
  const body = C.path(d);
  const puff = C.lin([[0, '#000', 0.38], [0.12, '#000', 0.08], [0.42, '#fff', 0.22], [0.8, '#000', 0], [1, '#000', 0.3]]);
  const quilt = C.pat(40, 56, `<rect width="40" height="56" fill="${c}"/><rect width="40" height="56" fill="${puff}"/><path d="M0 .8H40" stroke="${dk(c, 0.45)}" stroke-width="1.6"/>`, ' y="8"');
  let s = SH(body) + F(body, quilt);
  s += seam(both('M432 148Q440 210 424 278'), 0.25, 3);
  // cuffs
  for (const side of [0, 1]) {
    const p = [[454, 436], [500, 424], [504, 452], [458, 462]].map(([x, y]) => (side ? [600 - x, y] : [x, y]));
    s += pc(C, poly(p), dk(c, 0.35), dk(c, 0.5), 1.2);
  }
  // stand collar
  s += pc(C, 'M256 84Q300 76 344 84L346 126Q300 134 254 126Z', c, dk(c, 0.3), 1.5);
  s += pth('M256 84Q300 76 344 84L344 92Q300 86 256 92Z', `fill="${dk(c, 0.3)}"`);
  s += seam('M256 106Q300 112 344 106', 0.3, 2.5);
  // zip & pocket zips
  s += `<path d="M300 84V492" stroke="${dk(c, 0.5)}" stroke-width="8"/><path d="M300 84V492" stroke="${dk(c, 0.2)}" stroke-width="8" stroke-dasharray="2 3"/>`;
  s += `<rect x="293" y="88" width="14" height="20" rx="3" fill="#d8dcdf" stroke="#555"/><rect x="296" y="106" width="8" height="26" rx="3" fill="#bfc4c8" stroke="#555"/>`;
  s += `<g stroke="${dk(c, 0.5)}" stroke-width="5" stroke-linecap="round">${pth(both('M372 380L392 450'), '')}</g>`;
  s += `<rect x="368" y="374" width="7" height="16" rx="2" fill="#cfd3d6" transform="rotate(-16 371 382)"/><rect x="225" y="374" width="7" height="16" rx="2" fill="#cfd3d6" transform="rotate(16 228 382)"/>`;
  return s;
}

function coat(C, o) {
  const c = o.c;
  const g = {
    start: [300, 116], neck: [336, 102], sh: [426, 134], slv: [464, 144, 472, 198], cuffOut: [496, 466], cuffIn: [452, 476],
    arm: [426, 262], side: [434, 552], hem: [[300, 556]], cuffLen: 40,
  };
  const t = longTop(C, g, o.fill || c);
  let s = t.shadow + t.fill;
  s += seam(t.armSeam, 0.22);
  s += fo([t.sleeveFold, both('M392 330Q404 430 388 540'), 'M332 330Q340 440 336 548'], 0.12);
  // sleeve cuff band + buttons
  s += seam(both(line([t.cuff[3], t.cuff[2]])), 0.3, 2.5);
  s += button(t.cuff[2][0] - 14, t.cuff[2][1] + 16, 4, dk(c, 0.5)) + button(600 - t.cuff[2][0] + 14, t.cuff[2][1] + 16, 4, dk(c, 0.5));
  // inner V (scarf/lining)
  s += pth('M262 104L338 104L300 300Z', `fill="${o.inner || dk(c, 0.55)}"`);
  s += pth('M276 104L324 104L300 200Z', `fill="${o.scarf || lt(c, 0.6)}"`);
  // lapels
  const lap = C.path('M322 104L356 108L372 148L358 164L390 180L306 304Q300 200 322 104Z');
  s += `<g>${F(lap, o.fill || c, dk(c, 0.35), 1.5)}</g><g transform="matrix(-1 0 0 1 600 0)">${F(lap, o.fill || c, dk(c, 0.35), 1.5)}</g>`;
  s += st(both('M328 112L350 116L362 146M366 176L314 286'), dk(c, 0.3), 1.3, '4 4');
  // overlap front edge + buttons
  s += seam('M306 304L318 552', 0.35, 2.5);
  for (const y of [340, 410, 480]) s += button(262, y, 8, o.btn || dk(c, 0.55)) + button(346, y, 8, o.btn || dk(c, 0.55));
  // flap pockets
  const pk = 'M190 430L262 424L264 450L192 456Z';
  s += pc(C, pk, o.fill || c, dk(c, 0.35), 1.5) + pc(C, mp(pk), o.fill || c, dk(c, 0.35), 1.5);
  // belt
  if (o.belt) {
    s += pc(C, 'M168 318Q300 330 432 318L432 346Q300 358 168 346Z', o.fill || c, dk(c, 0.35), 1.5);
    s += `<rect x="284" y="318" width="34" height="34" rx="4" fill="none" stroke="${dk(c, 0.5)}" stroke-width="4"/>`;
  }
  return s;
}

function trucker(C, o) {
  const c = o.c;
  const den = twill(C, c);
  const g = {
    start: [300, 126], neck: [342, 112], sh: [420, 138], slv: [460, 150, 472, 206], cuffOut: [500, 414], cuffIn: [456, 426],
    arm: [420, 264], side: [420, 414], hem: [[300, 414]], cuffLen: 34,
  };
  const t = longTop(C, g, den);
  const sc = '#e0963c';
  let s = t.shadow + t.fill;
  s += st(t.armSeam, sc, 1.8, '5 4');
  s += fo([t.sleeveFold], 0.14);
  for (const side of [0, 1]) {
    const q = side ? t.cuff.map(([x, y]) => [600 - x, y]) : t.cuff;
    s += pc(C, poly(q), den, dk(c, 0.3), 1.5);
    const mid = lerp(q[0], q[2], 0.5);
    s += rivet(mid[0] + (side ? 8 : -8), mid[1], 5);
  }
  s += pc(C, 'M180 414H420L418 456H182Z', den, dk(c, 0.3), 1.5);
  s += st(['M184 422H416', 'M186 448H414'], sc, 1.8, '5 4');
  // yokes & pleats
  s += st([both('M212 210L262 196L288 204'), both('M236 290V414'), both('M266 292V414')], sc, 1.8, '5 4');
  // chest pockets with pointed flaps
  const fl = 'M324 204L384 198L384 226L354 246L324 228Z';
  s += pc(C, fl, den, dk(c, 0.35), 1.5) + pc(C, mp(fl), den, dk(c, 0.35), 1.5);
  s += st(both('M329 210L379 205L379 223L354 239L329 225Z'), sc, 1.6, '4 3');
  s += rivet(354, 230, 5) + rivet(246, 230, 5);
  // placket
  s += seam('M300 150V414', 0.35, 2.5) + st(both('M310 156V412'), sc, 1.6, '5 4');
  for (const y of [174, 236, 300, 362, 434]) s += rivet(300, y, 6);
  s += shirtCollar(C, c, den);
  return s;
}

function jeans(C, o) {
  const c = o.c;
  const fill = twill(C, c);
  const g = o.mom
    ? { top: 86, w: 106, hip: [430, 236, 428, 300], ank: [422, 530], inn: [314, 530], crotch: [306, 262, 300, 256] }
    : { top: 96, w: 104, hip: [424, 220, 418, 290], ank: [378, 538], inn: [326, 538], crotch: [306, 238, 300, 232] };
  const d = sym([300, g.top], [[300 + g.w, g.top], g.hip, g.ank, g.inn, [g.crotch[0] + 2, g.crotch[1] + 16], g.crotch.slice(2)]);
  const body = C.path(d);
  let s = SH(body) + F(body, fill);
  const sc = o.stitch || '#d9913a';
  const T = g.top;
  // fading on thighs
  const fade = C.rad([[0, '#fff', o.mom ? 0.5 : 0.35], [1, '#fff', 0]]);
  s += `<g clip-path="${C.clip(body)}"><ellipse cx="360" cy="${T + 200}" rx="56" ry="110" fill="${fade}"/><ellipse cx="240" cy="${T + 200}" rx="56" ry="110" fill="${fade}"/><ellipse cx="${g.ank[0] - 30}" cy="${T + 350}" rx="40" ry="40" fill="${fade}" opacity=".6"/><ellipse cx="${600 - g.ank[0] + 30}" cy="${T + 350}" rx="40" ry="40" fill="${fade}" opacity=".6"/></g>`;
  // whiskers
  s += fo(both(`M318 ${T + 150}Q336 ${T + 160} 350 ${T + 156}M316 ${T + 166}Q332 ${T + 178} 346 ${T + 176}M318 ${T + 182}Q330 ${T + 192} 340 ${T + 192}`), 0.1, 3);
  s += fo(both(`M${g.ank[0] - 20} ${T + 300}Q${g.ank[0] - 40} ${T + 316} ${g.inn[0] + 10} ${T + 312}M${g.ank[0] - 14} ${g.ank[1] - 40}Q${g.ank[0] - 34} ${g.ank[1] - 26} ${g.inn[0] + 6} ${g.ank[1] - 34}`), 0.12, 4);
  // waistband
  const wb = `M${300 - g.w} ${T}H${300 + g.w}L${300 + g.w + 2} ${T + 34}H${300 - g.w - 2}Z`;
  s += pc(C, wb, fill, dk(c, 0.3), 1.5) + st([`M${302 - g.w} ${T + 6}H${298 + g.w}`, `M${302 - g.w} ${T + 28}H${298 + g.w}`], sc, 1.6, '5 4');
  // belt loops
  for (const x of [300 - g.w + 18, 300 - g.w + 80, 300 + g.w - 80 - 10, 300 + g.w - 18 - 10]) {
    s += pc(C, `M${x} ${T - 4}h11v42h-11Z`, fill, dk(c, 0.35), 1.2);
  }
  s += rivet(300, T + 17, 7.5);
  // fly
  s += seam(`M300 ${T + 34}V${g.crotch[3] - 6}`, 0.35, 2);
  s += st(`M314 ${T + 36}V${g.crotch[3] - 34}Q314 ${g.crotch[3] - 14} 301 ${g.crotch[3] - 10}`, sc, 1.8, '5 4');
  // front pockets + coin pocket
  s += seam(both(`M${300 + g.w - 50} ${T + 34}Q${300 + g.w - 44} ${T + 90} ${300 + g.w + 10} ${T + 100}`), 0.35, 2.5);
  s += st(both(`M${300 + g.w - 58} ${T + 36}Q${300 + g.w - 52} ${T + 100} ${300 + g.w + 11} ${T + 110}`), sc, 1.6, '5 4');
  s += st(`M338 ${T + 36}V${T + 66}H368V${T + 36}`, sc, 1.5, '4 3');
  s += rivet(300 + g.w - 50, T + 38, 3.5) + rivet(300 - g.w + 50, T + 38, 3.5);
  // hems
  s += st([`M${g.inn[0] + 2} ${g.ank[1] - 12}L${g.ank[0] - 2} ${g.ank[1] - 12}`, mp(`M${g.inn[0] + 2} ${g.ank[1] - 12}L${g.ank[0] - 2} ${g.ank[1] - 12}`)], sc, 1.6, '5 4');
  return s;
}

function leggings(C, o) {
  const c = o.c;
  const body = C.path(sym([300, 88], [[392, 88], [416, 200, 410, 290], [400, 420, 374, 548], [326, 548], [314, 400, 306, 250], [303, 232, 300, 228]]));
  let s = SH(body) + F(body, c);
  const hl = C.lin([[0, '#fff', 0], [0.5, '#fff', 0.28], [1, '#fff', 0]], '');
  s += `<g clip-path="${C.clip(body)}"><path d="M360 160Q372 330 352 540" stroke="${hl}" stroke-width="26" fill="none"/><path d="M236 160Q226 330 246 540" stroke="${hl}" stroke-width="18" fill="none" opacity=".6"/></g>`;
  s += pc(C, 'M206 88H394L398 160Q300 168 202 160Z', dk(c, 0.08), dk(c, 0.3), 1.5);
  s += st(['M210 96H390', 'M206 152Q300 160 394 152'], lt(c, 0.25), 1.5, '4 3');
  s += seam(['M300 160V228', both('M398 160Q390 300 382 420Q372 500 366 548')], 0.2, 2);
  s += st(both('M374 420Q364 480 360 546'), lt(c, 0.2), 1.2, '3 3');
  s += fo(both('M318 470Q336 478 354 470M320 500Q338 510 356 500'), 0.12, 3);
  s += `<path d="M290 120H310" stroke="${lt(c, 0.4)}" stroke-width="3" stroke-linecap="round"/>`;
  return s;
}

function joggers(C, o) {
  const c = o.c;
  const fill = heather(C, c);
  const body = C.path(sym([300, 110], [[402, 110], [422, 220, 414, 300], [386, 500], [328, 500], [308, 252], [303, 236, 300, 232]]));
  let s = SH(body) + F(body, fill);
  const clip = C.clip(body);
  s += `<g clip-path="${clip}">${pth(both('M408 150Q424 240 412 300L384 500'), `fill="none" stroke="${o.stripe}" stroke-width="12"`)}${pth(both('M392 150Q408 240 397 300L370 500'), `fill="none" stroke="${o.stripe}" stroke-width="3"`)}</g>`;
  s += fo(both('M348 330Q362 380 346 430M330 440Q350 460 372 452'), 0.14, 4);
  s += seam(both('M372 150Q380 200 412 214'), 0.35, 3);
  // waistband with gathers
  const rb = rib(C, dk(c, 0.05), 6);
  s += pc(C, 'M196 104H404L406 152H194Z', rb, dk(c, 0.3), 1.5);
  s += `<g stroke="#000" stroke-opacity=".15" stroke-width="2">${Array.from({ length: 14 }, (_, i) => `<path d="M${205 + i * 15} 110l-3 36"/>`).join('')}</g>`;
  // cuffs
  s += pc(C, 'M326 498H388L384 540H330Z', rb, dk(c, 0.3), 1.5) + pc(C, mp('M326 498H388L384 540H330Z'), rb, dk(c, 0.3), 1.5);
  // drawcord
  s += `<circle cx="288" cy="132" r="4" fill="#ccc"/><circle cx="312" cy="132" r="4" fill="#ccc"/><g fill="none" stroke="#f2f2f2" stroke-width="4.5" stroke-linecap="round"><path d="M288 132Q280 170 270 200"/><path d="M312 132Q322 176 326 210"/></g>`;
  return s;
}

function dino(x, y, s, c, spot) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><g fill="${c}"><ellipse rx="40" ry="24"/><path d="M18-12Q38-62 58-64L68-54Q50-50 38 6Z"/><ellipse cx="64" cy="-60" rx="13" ry="9"/><path d="M-34-8Q-80-6-98 20Q-70 10-32 14Z"/><rect x="-30" y="8" width="13" height="28" rx="5"/><rect x="-12" y="10" width="13" height="27" rx="5"/><rect x="10" y="10" width="13" height="27" rx="5"/><rect x="24" y="6" width="13" height="28" rx="5"/></g><g fill="${spot}"><circle cx="-12" cy="-8" r="6"/><circle cx="8" cy="-14" r="4.5"/><circle cx="4" cy="2" r="4"/><circle cx="66" cy="-62" r="2.4"/></g></g>`;
}

function kidsSet(C, o) {
  let s = '';
  // shorts first (below)
  const sh = C.path(sym([300, 346], [[404, 346], [418, 420, 424, 528], [318, 534], [306, 440], [303, 426, 300, 424]]));
  s += SH(sh) + F(sh, o.shorts);
  s += pc(C, 'M194 340H406L408 372H192Z', rib(C, dk(o.shorts, 0.05), 6), dk(o.shorts, 0.3), 1.5);
  s += st([both('M320 520L420 514'), both('M404 380Q396 420 412 432')], lt(o.shorts, 0.35), 1.6, '5 4');
  s += `<g fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"><path d="M292 360Q284 384 276 398"/><path d="M308 360Q316 386 322 400"/></g>`;
  s += dino(380, 470, 0.32, lt(o.shorts, 0.3), o.shorts);
  s += `<g transform="translate(96 0) scale(.68)">${tee(C, { c: o.tee, rib: o.rib, print: dino(300, 300, 1.1, o.dino, lt(o.dino, 0.35)) + dino(384, 196, 0.42, o.dino, lt(o.dino, 0.35)) + dino(232, 410, 0.42, o.dino, lt(o.dino, 0.35)) })}</g>`;
  return s;
}

function dungarees(C, o) {
  const c = o.c;
  const fill = twill(C, c);
  const sc = '#e29a45';
  // straps behind
  const strap = 'M336 166L358 166Q374 110 408 62L388 52Q352 100 336 166Z';
  let s = pc(C, strap, fill, dk(c, 0.3), 1.5) + pc(C, mp(strap), fill, dk(c, 0.3), 1.5);
  s += st(both('M344 160Q362 104 394 62'), sc, 1.5, '4 3');
  const pants = C.path(sym([300, 262], [[414, 262], [432, 360, 430, 420], [434, 520], [318, 520], [306, 390], [303, 378, 300, 374]]));
  const bib = C.path(sym([300, 158], [[352, 158], [360, 268], [300, 268]]));
  s += SH(pants) + SH(bib) + F(pants, fill) + F(bib, fill);
  s += st(['M254 166H346', 'M252 166L246 262', 'M348 166L354 262'], sc, 1.6, '5 4');
  // bib pocket
  s += pc(C, 'M268 186H332V236Q300 246 268 236Z', fill, dk(c, 0.3), 1.5) + st('M272 196H328', sc, 1.5, '4 3');
  s += dino(300, 220, 0.2, lt(c, 0.45), c);
  // buckles
  s += `<g fill="none" stroke="#c9cdd2" stroke-width="5"><rect x="334" y="150" width="26" height="26" rx="4"/><rect x="240" y="150" width="26" height="26" rx="4"/></g>`;
  s += rivet(347, 192, 5) + rivet(253, 192, 5);
  // waist seam, side buttons, pockets
  s += seam('M188 268Q300 274 412 268', 0.35, 3) + st('M190 278Q300 284 410 278', sc, 1.5, '5 4');
  s += rivet(420, 300, 6) + rivet(180, 300, 6);
  s += seam(both('M360 272Q366 320 424 330'), 0.35, 2.5);
  s += fo(both('M330 420Q350 430 372 424M328 440Q350 452 376 446'), 0.12, 3);
  // rolled cuffs
  const cf = 'M316 490H436L436 526H318Z';
  s += pc(C, cf, lt(c, 0.25), dk(c, 0.3), 1.5) + pc(C, mp(cf), lt(c, 0.25), dk(c, 0.3), 1.5);
  s += st(both('M322 498H430'), sc, 1.5, '5 4');
  return s;
}

function wrapDress(C, o) {
  const c = o.c;
  const fill = o.fill || c;
  const body = C.path(sym([300, 236], [[334, 170, 340, 96], [372, 100], [420, 130], [464, 204], [430, 222, 392, 212], [364, 284], [470, 548], [384, 566, 300, 562]]));
  let s = SH(body) + pth(sym([300, 96], [[340, 96], [300, 236]]), `fill="${dk(c, 0.4)}"`) + F(body, fill);
  // flutter sleeve hems
  s += st(both('M420 140L454 200Q428 212 398 204'), 'rgba(0,0,0,.25)', 1.5, '4 4');
  // wrap edge & skirt folds
  s += seam(['M356 296Q344 430 262 562', 'M300 236L356 296'], 0.38, 3);
  s += fo(['M400 350Q424 440 428 530', 'M370 350Q384 450 372 550', 'M240 350Q226 430 208 540', 'M216 380Q196 450 170 526'], 0.14, 6);
  // tie belt + bow
  s += pc(C, 'M234 280Q300 290 366 280L368 304Q300 314 232 304Z', o.belt || fill, dk(c, 0.4), 1.5);
  s += `<g fill="${o.belt || dk(c, 0.1)}" stroke="${dk(c, 0.4)}" stroke-width="1.5"><path d="M366 292Q396 268 404 282Q400 300 368 298Z"/><path d="M366 294Q374 340 364 390L376 392Q384 344 372 296Z"/><path d="M366 296Q396 334 408 372L418 366Q404 326 372 294Z"/></g>`;
  s += `<circle cx="368" cy="294" r="8" fill="${o.belt || fill}" stroke="${dk(c, 0.4)}" stroke-width="1.5"/>`;
  return s;
}

function shirtDress(C, o) {
  const c = o.c;
  const fill = o.fill || c;
  const body = C.path(sym([300, 126], [[340, 112], [404, 128], [456, 200], [424, 236], [394, 214], [380, 300], [444, 526], [372, 540, 300, 540]]));
  let s = SH(body) + F(body, fill);
  s += fo(['M396 340Q412 430 410 520', 'M204 340Q188 430 190 520', 'M340 360Q350 450 340 530'], 0.12, 5);
  // sleeve roll-up bands
  const sl = 'M438 178L462 204L428 242L404 220Z';
  s += pc(C, sl, fill, dk(c, 0.3), 1.5) + pc(C, mp(sl), fill, dk(c, 0.3), 1.5);
  // placket + buttons
  s += seam(['M290 150V536', 'M310 150V536'], 0.2, 1.5);
  for (let y = 186; y < 530; y += 48) if (y < 290 || y > 330) s += button(300, y, 5, o.btn);
  // belt
  s += pc(C, 'M224 296Q300 306 376 296L378 324Q300 334 222 324Z', o.belt, dk(o.belt, 0.35), 1.5);
  s += `<rect x="312" y="297" width="26" height="30" rx="4" fill="none" stroke="#c9a45c" stroke-width="4"/><path d="M325 300V324" stroke="#c9a45c" stroke-width="3"/>`;
  s += pc(C, 'M336 304L352 346L366 340L350 302Z', o.belt, dk(o.belt, 0.35), 1.2);
  // pockets on skirt (slant)
  s += seam(both('M384 360Q392 390 408 400'), 0.3, 2.5);
  s += st(`M${600 - 440} 508Q300 522 440 508`, dk(c, 0.3), 1.4, '4 4');
  s += shirtCollar(C, c, fill);
  return s;
}

function bodycon(C, o) {
  const c = o.c;
  const body = C.path(sym([300, 150], [[330, 150, 344, 104], [366, 102], [368, 150, 392, 178], [368, 290], [410, 370, 398, 460], [384, 506], [340, 512, 300, 512]]));
  let s = SH(body) + pth('M256 104Q300 90 344 104L344 112Q334 156 300 156Q266 156 256 112Z', `fill="${lt(c, 0.12)}"`) + F(body, c);
  const hl = C.lin([[0, '#fff', 0], [0.5, '#fff', 0.22], [1, '#fff', 0]], '');
  s += `<g clip-path="${C.clip(body)}" fill="none"><path d="M350 160Q362 300 372 380Q380 440 364 510" stroke="${hl}" stroke-width="30"/><path d="M246 170Q236 300 228 380Q222 440 236 510" stroke="${hl}" stroke-width="16" opacity=".7"/></g>`;
  // ruching
  s += fo(both('M374 310Q356 326 344 350M392 344Q370 362 352 392M398 384Q374 402 356 430M394 424Q374 440 360 462'), 0.12, 3);
  s += `<path d="M256 104Q264 150 300 152Q336 150 344 104" fill="none" stroke="${lt(c, 0.28)}" stroke-width="4"/>`;
  s += st(`M218 496Q300 506 382 496`, lt(c, 0.25), 1.3, '4 4');
  return s;
}

function wave(x1, x2, y, amp, nWaves) {
  let d = '';
  const w = (x2 - x1) / nWaves;
  for (let i = 0; i < nWaves; i++) d += `Q${n(x2 - w * i - w / 2)} ${n(y + amp)} ${n(x2 - w * (i + 1))} ${n(y)}`;
  return d;
}
function frock(C, o) {
  const c = o.c;
  let s = '';
  const tiers = [
    [292, 66, 372, 112, 7],
    [362, 104, 448, 152, 9],
    [438, 144, 530, 194, 11],
  ];
  const bodice = C.path('M256 112Q300 132 344 112L362 118L360 170L372 180L364 300H236L228 180L240 170L238 118Z');
  const tierIds = tiers.map(([y1, hw1, y2, hw2, k]) => C.path(`M${300 - hw1} ${y1}H${300 + hw1}L${300 + hw2} ${y2}${wave(300 - hw2, 300 + hw2, y2, 16, k)}Z`));
  s += SH(bodice) + tierIds.map((id) => SH(id, 0.22)).join('');
  const sparkle = dots(C, c, lt(c, 0.6), 22, 2);
  const sparkle2 = dots(C, lt(c, 0.18), '#fff', 22, 1.8);
  // flutter straps
  s += pc(C, 'M238 118Q214 122 200 160Q222 168 238 150Z', lt(c, 0.15), dk(c, 0.25), 1.2) + pc(C, mp('M238 118Q214 122 200 160Q222 168 238 150Z'), lt(c, 0.15), dk(c, 0.25), 1.2);
  s += F(bodice, lt(c, 0.1));
  for (let i = tiers.length - 1; i >= 0; i--) {
    s += F(tierIds[i], i % 2 ? sparkle2 : sparkle);
    const [y1, hw1, y2, hw2] = tiers[i];
    s += st(`M${300 - hw2 + 12} ${y2 - 6}L${300 + hw2 - 12} ${y2 - 6}`, lt(c, 0.55), 1.4, '3 4');
    s += `<path d="M${300 - hw1} ${y1 + 4}H${300 + hw1}" stroke="${dk(c, 0.2)}" stroke-width="5" stroke-opacity=".5"/>`;
    s += fo([`M${300 - hw2 * 0.5} ${y1 + 14}L${300 - hw2 * 0.56} ${y2 + 6}`, `M${300 + hw2 * 0.5} ${y1 + 14}L${300 + hw2 * 0.56} ${y2 + 6}`, `M300 ${y1 + 14}V${y2 + 10}`], 0.1, 5);
  }
  s += pth('M256 112Q300 132 344 112L340 108Q300 126 260 108Z', `fill="${dk(c, 0.3)}"`);
  // waist sash & bow
  s += pc(C, 'M234 282H366V304H234Z', o.sash, dk(o.sash, 0.3), 1.2);
  s += `<g fill="${o.sash}" stroke="${dk(o.sash, 0.3)}" stroke-width="1.5"><path d="M300 292Q262 258 250 272Q246 296 300 296Z"/><path d="M300 292Q338 258 350 272Q354 296 300 296Z"/><path d="M296 296L272 356L286 352L300 300Z"/><path d="M304 296L328 356L314 352L300 300Z"/></g><circle cx="300" cy="293" r="9" fill="${dk(o.sash, 0.08)}" stroke="${dk(o.sash, 0.3)}" stroke-width="1.5"/>`;
  s += st('M262 136Q300 152 338 136', lt(c, 0.5), 1.4, '3 4');
  return s;
}

function bag(C, o) {
  const c = o.c;
  const gold = '#d4a64a';
  let s = '';
  const strap = 'M188 286C150 150 200 34 300 34C400 34 450 150 412 286';
  s += `<path d="${strap}" fill="none" stroke="#3b2a22" stroke-opacity=".25" stroke-width="12" filter="url(#bl)" transform="translate(8 12)"/>`;
  s += `<path d="${strap}" fill="none" stroke="${dk(c, 0.2)}" stroke-width="12"/><path d="${strap}" fill="none" stroke="${lt(c, 0.25)}" stroke-width="1.5" stroke-dasharray="4 4"/>`;
  s += `<rect x="288" y="26" width="24" height="16" rx="3" fill="none" stroke="#d4a64a" stroke-width="4"/>`;
  const body = C.path('M168 300Q168 272 196 272H404Q432 272 432 300V464Q432 492 404 492H196Q168 492 168 464Z');
  s += SH(body) + F(body, c, dk(c, 0.4), 2);
  s += st('M180 300Q180 284 198 284H402Q420 284 420 300V462Q420 480 402 480H198Q180 480 180 462Z', lt(c, 0.35), 2, '6 5');
  // gusset hint
  s += seam(['M172 300V464', 'M428 300V464'], 0.25, 3);
  // flap
  const flap = C.path('M168 300Q168 264 200 264H400Q432 264 432 300V370Q432 394 404 400L316 418Q300 422 284 418L196 400Q168 394 168 370Z');
  s += SH(flap, 0.22) + F(flap, lt(c, 0.04), dk(c, 0.4), 2);
  s += st('M182 300Q182 278 204 278H396Q418 278 418 300V366Q418 382 400 386L314 404Q300 408 286 404L200 386Q182 382 182 366Z', lt(c, 0.4), 2, '6 5');
  // turn-lock
  s += `<rect x="278" y="396" width="44" height="30" rx="8" fill="${gold}" stroke="#8c6a22" stroke-width="2"/><rect x="292" y="402" width="16" height="18" rx="4" fill="${lt(gold, 0.35)}" stroke="#8c6a22" stroke-width="1.5"/>`;
  // D-rings
  s += `<g fill="none" stroke="${gold}" stroke-width="5"><path d="M176 286Q188 270 200 286"/><path d="M400 286Q412 270 424 286"/></g>`;
  s += `<path d="M168 300Q300 312 432 300" stroke="#fff" stroke-opacity=".15" stroke-width="6" fill="none"/>`;
  return s;
}

function aviators(C, o) {
  const gold = o.frame || '#c9a24a';
  const lens = C.lin([[0, o.l1 || '#2f4a3a'], [0.6, o.l2 || '#3e6050'], [1, o.l3 || '#8aa38f']]);
  const rl = 'M316 250C316 214 352 206 410 206C466 206 492 218 492 252C492 318 462 366 414 366C356 366 320 320 316 250Z';
  const r = C.path(rl);
  const l = C.path(mp(rl));
  let s = '';
  s += `<g transform="translate(10 40)" opacity=".35" filter="url(#bl)">${use(r, 'fill="#2a2018"')}${use(l, 'fill="#2a2018"')}</g>`;
  // temples folded behind (visible at hinge ends)
  s += `<g fill="none" stroke="${dk(gold, 0.15)}" stroke-width="6" stroke-linecap="round"><path d="M492 232Q530 236 548 262Q556 290 540 330"/><path d="M108 232Q70 236 52 262Q44 290 60 330"/></g>`;
  s += `<g fill="#2f2a26"><rect x="532" y="310" width="14" height="44" rx="7" transform="rotate(-12 539 332)"/><rect x="54" y="310" width="14" height="44" rx="7" transform="rotate(12 61 332)"/></g>`;
  s += use(r, `fill="${lens}"`) + use(l, `fill="${lens}"`);
  const refl = C.lin([[0, '#fff', 0.55], [1, '#fff', 0]], 'x1="0" y1="0" x2="1" y2="1"');
  s += `<path d="M330 244C332 224 356 218 392 218L340 300C332 284 330 262 330 244Z" fill="${refl}"/><path d="M130 244C132 224 156 218 192 218L140 300C132 284 130 262 130 244Z" fill="${refl}"/>`;
  s += `<path d="M420 330Q450 320 468 290" stroke="#fff" stroke-opacity=".35" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  s += use(r, `fill="none" stroke="${gold}" stroke-width="7"`) + use(l, `fill="none" stroke="${gold}" stroke-width="7"`);
  s += use(r, `fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2" transform="translate(-1 -2)"`);
  // double bridge
  s += `<g fill="none" stroke="${gold}" stroke-width="6" stroke-linecap="round"><path d="M234 216Q300 200 366 216"/><path d="M284 240Q300 226 316 240"/></g>`;
  s += `<path d="M236 214Q300 199 364 214" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="2"/>`;
  // nose pads + hinges
  s += `<g fill="#e8e4dc" fill-opacity=".8" stroke="${gold}" stroke-width="2"><ellipse cx="278" cy="286" rx="7" ry="12"/><ellipse cx="322" cy="286" rx="7" ry="12"/></g>`;
  s += `<g fill="${gold}"><rect x="486" y="222" width="16" height="14" rx="3"/><rect x="98" y="222" width="16" height="14" rx="3"/></g>`;
  return s;
}

function cap(C, o) {
  const c = o.c;
  let s = '';
  const crown = C.path('M120 360C104 220 200 142 300 142C402 142 470 220 458 336Q380 372 290 374Q190 374 120 360Z');
  const brim = C.path('M290 372Q390 368 456 330Q530 320 570 360Q590 392 548 410Q470 432 380 414Q320 400 290 372Z');
  s += SH(brim) + SH(crown);
  s += F(crown, c, dk(c, 0.35), 2);
  // panels & stitching
  s += seam(['M300 144Q230 210 208 370', 'M300 144Q374 206 396 362', 'M300 144Q180 170 134 300', 'M300 144Q420 170 452 288'], 0.3, 2.5);
  s += st(['M302 154Q238 214 220 370', 'M298 154Q366 210 384 366', 'M126 346Q290 372 452 326'], dk(c, 0.28), 1.4, '4 3');
  s += `<path d="M120 360Q200 376 290 374Q380 372 458 336" fill="none" stroke="${dk(c, 0.3)}" stroke-width="6"/>`;
  s += `<ellipse cx="300" cy="143" rx="17" ry="7" fill="${dk(c, 0.08)}" stroke="${dk(c, 0.4)}" stroke-width="1.5"/>`;
  s += `<g fill="${dk(c, 0.45)}" stroke="${lt(c, 0.3)}" stroke-width="2"><circle cx="176" cy="236" r="5"/><circle cx="418" cy="236" r="5"/></g>`;
  // logo patch on front panel
  s += `<path d="M256 248Q300 238 344 246L342 296Q300 290 258 298Z" fill="${o.logo || '#2d3e50'}"/><path d="M272 282L288 262L300 276L312 258L330 282" fill="none" stroke="${o.logoInk || '#f3e9d2'}" stroke-width="4.5" stroke-linejoin="round"/>`;
  // brim: underside edge + top
  s += pth('M290 372Q390 368 456 330Q530 320 570 360Q590 392 548 410Q470 432 380 414Q320 400 290 372Z', `fill="${dk(c, 0.35)}" transform="translate(0 6)"`);
  s += F(brim, dk(c, 0.02), dk(c, 0.35), 2);
  s += st(['M312 380Q398 378 462 344Q524 336 556 366', 'M330 392Q408 392 468 360Q520 356 548 380'], dk(c, 0.3), 1.4, '5 4');
  return s;
}

function watch(C, o) {
  const strap = o.strap || '#2b2b33';
  const metal = o.metal || '#cfd4da';
  let s = '';
  const band = C.path('M262 120H338L334 230H266ZM266 370H334L338 480H262Z');
  s += SH(band) + F(band, strap);
  s += st(['M270 130L272 226', 'M330 130L328 226', 'M272 374L270 470', 'M328 374L330 470'], lt(strap, 0.3), 1.4, '4 3');
  s += `<g fill="${dk(strap, 0.5)}"><circle cx="300" cy="410" r="4"/><circle cx="300" cy="436" r="4"/></g>`;
  const caseId = C.path('M300 210A90 90 0 1 1 299.9 210Z');
  s += SH(caseId) + use(caseId, `fill="${metal}"`) + use(caseId, 'fill="url(#hs)"');
  s += `<rect x="386" y="286" width="18" height="28" rx="4" fill="${metal}" stroke="${dk(metal, 0.3)}"/>`;
  s += `<circle cx="300" cy="300" r="76" fill="${o.dial || '#1e2a44'}"/><circle cx="300" cy="300" r="76" fill="url(#hs)" opacity=".6"/>`;
  let ticks = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * 30 * Math.PI) / 180;
    const r1 = i % 3 ? 62 : 56;
    ticks += `<path d="M${n(300 + Math.sin(a) * r1)} ${n(300 - Math.cos(a) * r1)}L${n(300 + Math.sin(a) * 70)} ${n(300 - Math.cos(a) * 70)}"/>`;
  }
  s += `<g stroke="#fff" stroke-width="4" stroke-linecap="round">${ticks}</g>`;
  s += `<g stroke="#fff" stroke-linecap="round"><path d="M300 300L334 278" stroke-width="6"/><path d="M300 300L290 248" stroke-width="4"/></g><path d="M300 300L270 340" stroke="${o.accent || '#ff7a59'}" stroke-width="2.5"/><circle cx="300" cy="300" r="6" fill="${metal}"/>`;
  s += `<path d="M248 250Q280 226 330 232" stroke="#fff" stroke-opacity=".25" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  return s;
}

function earbuds(C, o) {
  const w = o.c || '#f4f5f7';
  let s = '';
  const box = C.path('M200 300Q200 240 260 240H340Q400 240 400 300V400Q400 460 340 460H260Q200 460 200 400Z');
  s += SH(box) + F(box, w, '#b8bcc4', 2);
  s += `<path d="M200 322H400" stroke="#b8bcc4" stroke-width="2"/><circle cx="300" cy="372" r="5" fill="${o.led || '#38d39f'}"/>`;
  const bud = (x, y, f) =>
    `<g transform="translate(${x} ${y}) scale(${f} 1)"><rect x="-10" y="0" width="20" height="90" rx="10" fill="${w}" stroke="#b8bcc4" stroke-width="2"/><ellipse cx="-6" cy="-10" rx="34" ry="30" fill="${w}" stroke="#b8bcc4" stroke-width="2"/><ellipse cx="-24" cy="-14" rx="12" ry="14" fill="#3a3f47"/><rect x="-10" y="76" width="20" height="14" rx="6" fill="#cfd3d9"/></g>`;
  s += `<g filter="url(#bl)" opacity=".25" fill="#222"><ellipse cx="190" cy="210" rx="40" ry="40"/><ellipse cx="420" cy="210" rx="40" ry="40"/></g>`;
  s += bud(180, 190, 1) + bud(420, 190, -1);
  return s;
}

// ---------------------------------------------------------------- product list
const PRODUCTS = {
  1: { bg: ['#fde7dc', '#f7cdb9'], draw: (C) => tee(C, { c: '#243a66' }) },
  2: {
    bg: ['#f9e8ef', '#f0c9d8'],
    draw: (C) => wrapDress(C, { c: '#263a63', fill: floral(C, '#263a63', '#f4a6b8', '#ffd27a', '#fff3e0', '#6fae8c', 80), belt: '#263a63' }),
  },
  3: { bg: ['#e4ecf7', '#c9d7ec'], draw: (C) => jeans(C, { c: '#2f4f7f' }) },
  4: { bg: ['#eef0ea', '#d7dccf'], draw: (C) => hoodie(C, { c: '#a4a8ad', fill: heather(C, '#a4a8ad'), cord: '#f5f5f5' }) },
  10: {
    bg: ['#fff6d6', '#ffe39e'],
    draw: (C) => kidsSet(C, { tee: '#c9efe0', rib: '#8fd4b9', dino: '#2f8f5b', shorts: '#2c6e56' }),
  },
  11: { bg: ['#eef3fa', '#d5e1f1'], draw: (C) => shirt(C, { c: '#a9c8ec', fill: linen(C, '#a9c8ec'), btn: '#fbfbf7', pocket: true, buttonDown: true }) },
  12: { bg: ['#f3efe2', '#e2dac0'], draw: (C) => puffer(C, { c: '#5f6b3a' }) },
  13: { bg: ['#f3e9f5', '#e2cde8'], draw: (C) => leggings(C, { c: '#6b2d5c' }) },
  14: { bg: ['#f6ede4', '#e8d4c0'], draw: (C) => bag(C, { c: '#b8763c' }) },
  15: {
    bg: ['#e6f4f1', '#c4e4dd'],
    draw: (C) => {
      const mask = C.id();
      let stripes = '';
      for (let i = 0; i < 5; i++) stripes += `<rect x="200" y="${282 + i * 16}" width="200" height="${3 + i * 2}" fill="#000"/>`;
      C.def(`<mask id="${mask}"><rect width="600" height="600" fill="#fff"/>${stripes}</mask>`);
      const sun = C.lin([[0, '#ffcf3f'], [0.5, '#ff7a45'], [1, '#e63a6b']]);
      const art =
        `<circle cx="300" cy="300" r="84" fill="#151515"/><circle cx="300" cy="300" r="72" fill="${sun}" mask="url(#${mask})"/>` +
        '<path d="M206 356L252 318L276 338L312 300L394 356Z" fill="#151515"/><path d="M252 318L264 328L276 338L270 326ZM312 300L326 316L340 312Z" fill="#fff" opacity=".9"/>' +
        '<path d="M214 372H386M234 390H366" stroke="#151515" stroke-width="8" stroke-linecap="round"/>';
      return tee(C, { c: '#f7f6f2', fit: 'over', rib: '#ecebe5', stitch: '#cfcbc0', print: art });
    },
  },
  16: {
    bg: ['#eef5ea', '#d4e6cc'],
    draw: (C) => shirtDress(C, { c: '#d8c2a0', fill: linen(C, '#d8c2a0'), btn: '#f6efe2', belt: '#8a6a45' }),
  },
  17: { bg: ['#fbeee6', '#f2d6c6'], draw: (C) => jeans(C, { c: '#86a9cf', mom: true }) },
  18: { bg: ['#e9edf2', '#cfd7e1'], draw: (C) => hoodie(C, { c: '#2a2b30', zip: true, cord: '#d9d9d9' }) },
  19: { bg: ['#fdf3e4', '#f8ddc0'], draw: (C) => frock(C, { c: '#f48fb1', sash: '#e0567f' }) },
  20: { bg: ['#e9f1f6', '#cfdfe9'], draw: (C) => shirt(C, { c: '#f3ecdc', fill: linen(C, '#f3ecdc'), btn: '#d9cbb0', relaxed: true }) },
  21: { bg: ['#eef0f5', '#d6dae6'], draw: (C) => coat(C, { c: '#c29665', inner: '#5a3e2a', scarf: '#8a2f38', btn: '#4a3526', belt: false }) },
  22: {
    bg: ['#eaf0ff', '#cdd9fb'],
    draw: (C) =>
      tee(C, {
        c: '#12b3a8',
        fill: dots(C, '#12b3a8', '#0e968d', 10, 1.4),
        rib: '#0e968d',
        raglan: '#c6f432',
        print: '<path d="M334 214Q350 226 372 210" stroke="#c6f432" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M216 300L238 360M384 300L362 360" stroke="#e8fbff" stroke-opacity=".75" stroke-width="5" stroke-linecap="round"/>',
      }),
  },
  23: { bg: ['#fff1dc', '#f9d9a8'], draw: (C) => aviators(C, {}) },
  24: {
    bg: ['#fdecec', '#f6cfcf'],
    draw: (C) =>
      tee(C, { c: '#f5f2ea', fill: stripes(C, '#f5f2ea', '#1f3b6e', '#c8363d', 34), polo: true, collar: '#1f3b6e', placket: '#f5f2ea', btn: '#f5f2ea', tip: '#c8363d', rib: '#1f3b6e' }),
  },
  25: { bg: ['#fff4e0', '#fde0b0'], draw: (C) => dungarees(C, { c: '#4a72a8' }) },
  26: { bg: ['#f2ede4', '#e0d6c4'], draw: (C) => shirt(C, { c: '#b3262e', fill: checks(C, '#b3262e', '#1c1414', '#e7b3a5'), btn: '#2a1d1a', pocket: true }) },
  27: { bg: ['#fbefe3', '#f3d8bf'], draw: (C) => trucker(C, { c: '#4f79ad' }) },
  28: { bg: ['#eaf4ee', '#cfe6d8'], draw: (C) => joggers(C, { c: '#464a52', stripe: '#f4f4f4' }) },
  29: { bg: ['#e8f0f7', '#cbdbea'], draw: (C) => `<g transform="translate(-50 14)">${cap(C, { c: '#c9b48a' })}</g>` },
  30: { bg: ['#fbe6e6', '#f1c4c8'], draw: (C) => bodycon(C, { c: '#222027' }) },
};

function studio(C, bg) {
  const g = C.lin([[0, bg[0]], [1, bg[1]]]);
  const glow = C.rad([[0, '#fff', 0.7], [1, '#fff', 0]]);
  return `<rect width="600" height="600" fill="${g}"/><circle cx="300" cy="270" r="270" fill="${glow}"/>`;
}

/**
 * The seeded products' other colours (src/domain/catalogue/seed-variants.ts: the first colour is the
 * product's own image): images/products/<id>-<colour>.svg, the same garment on the same backdrop.
 */
const COLOUR_ARTWORK = {
  '4-black': { of: 4, draw: (C) => hoodie(C, { c: '#1c1c1c', cord: '#d9d9d9' }) },
  '13-black': { of: 13, draw: (C) => leggings(C, { c: '#1c1c1c' }) },
  '23-gunmetal': { of: 23, draw: (C) => aviators(C, { frame: '#4a4d52', l1: '#1f2328', l2: '#2e343b', l3: '#5d6670' }) },
  '29-navy': { of: 29, draw: (C) => `<g transform="translate(-50 14)">${cap(C, { c: '#243a66' })}</g>` },
  '29-red': { of: 29, draw: (C) => `<g transform="translate(-50 14)">${cap(C, { c: '#b3322f' })}</g>` },
};

function colourSvg(name) {
  const { of, draw } = COLOUR_ARTWORK[name];
  const C = new Ctx();
  const bgs = studio(C, PRODUCTS[of].bg);
  return C.render(600, 600, bgs + draw(C));
}

function productSvg(id) {
  const p = PRODUCTS[id];
  const C = new Ctx();
  const bgs = studio(C, p.bg);
  const art = p.draw(C);
  return C.render(600, 600, bgs + art);
}

// ---------------------------------------------------------------- category tiles
function person(C, o) {
  // 160x160 bust on coloured circle
  const skin = o.skin;
  let s = '';
  const torso = o.kid
    ? 'M36 170Q38 128 80 122Q122 128 124 170Z'
    : 'M24 170Q26 124 80 116Q134 124 136 170Z';
  const hy = o.kid ? 76 : 66;
  const hr = o.kid ? 27 : 24;
  if (o.hairBack) s += `<path d="${o.hairBack}" fill="${o.hair}"/>`;
  s += `<rect x="71" y="${hy + 12}" width="18" height="${o.kid ? 30 : 34}" rx="8" fill="${dk(skin, 0.12)}"/>`;
  const t = C.path(torso);
  s += F(t, o.top);
  if (o.collar) s += o.collar;
  s += `<ellipse cx="${80 - hr}" cy="${hy + 2}" rx="5" ry="7" fill="${dk(skin, 0.05)}"/><ellipse cx="${80 + hr}" cy="${hy + 2}" rx="5" ry="7" fill="${dk(skin, 0.05)}"/>`;
  s += `<ellipse cx="80" cy="${hy}" rx="${hr}" ry="${hr + 3}" fill="${skin}"/><ellipse cx="80" cy="${hy}" rx="${hr}" ry="${hr + 3}" fill="url(#hs)" opacity=".5"/>`;
  s += `<g fill="#3a2a24"><circle cx="${80 - hr * 0.36}" cy="${hy + 2}" r="2.2"/><circle cx="${80 + hr * 0.36}" cy="${hy + 2}" r="2.2"/></g><path d="M${80 - hr * 0.28} ${hy + hr * 0.5}Q80 ${hy + hr * 0.72} ${80 + hr * 0.28} ${hy + hr * 0.5}" stroke="#a5524a" stroke-width="2" fill="none" stroke-linecap="round"/>`;
  s += `<g fill="${dk(skin, 0.0)}" opacity=".35"><circle cx="${80 - hr * 0.6}" cy="${hy + hr * 0.35}" r="4" fill="#f08a8a"/><circle cx="${80 + hr * 0.6}" cy="${hy + hr * 0.35}" r="4" fill="#f08a8a"/></g>`;
  s += `<path d="${o.hairTop}" fill="${o.hair}"/>`;
  if (o.extra) s += o.extra;
  return s;
}

const CATS = {
  men: {
    bg: '#cfe0f5',
    draw: (C) =>
      person(C, {
        skin: '#e9b48f',
        hair: '#3b2a20',
        top: '#2b3f63',
        hairTop: 'M55 62Q54 36 80 34Q108 34 106 62Q104 50 94 48Q80 54 64 48Q57 52 55 62Z',
        collar: '<path d="M66 118L80 148L94 118Z" fill="#f5f5f2"/><path d="M77 128L80 158L83 128L80 122Z" fill="#b8403c"/><path d="M60 120L80 150L70 170H50ZM100 120L80 150L90 170H110Z" fill="#22324f"/>',
      }),
  },
  women: {
    bg: '#f8d5e0',
    draw: (C) =>
      person(C, {
        skin: '#f1c4a4',
        hair: '#7a3e26',
        top: '#d2527a',
        hairBack: 'M50 70Q46 30 80 30Q116 30 112 70Q116 110 126 128Q100 134 80 124Q58 134 34 128Q46 110 50 70Z',
        hairTop: 'M54 66Q54 38 80 36Q104 36 108 62Q92 58 82 44Q74 58 54 66Z',
        collar: '<path d="M64 118Q80 140 96 118" fill="none" stroke="#f3e7da" stroke-width="4"/><circle cx="80" cy="132" r="3" fill="#f3e7da"/>',
        extra: '<circle cx="56" cy="80" r="3" fill="#e9c46a"/><circle cx="104" cy="80" r="3" fill="#e9c46a"/>',
      }),
  },
  kids: {
    bg: '#fde7a6',
    draw: (C) =>
      person(C, {
        kid: true,
        skin: '#f3c9a6',
        hair: '#4a3222',
        top: '#3fb68b',
        hairTop: 'M53 72Q52 44 80 44Q108 44 107 72Q100 58 86 56Q78 64 66 58Q56 62 53 72Z',
        hairBack: 'M46 60Q40 80 50 96L56 70ZM114 60Q120 80 110 96L104 70Z',
        collar: dino(84, 150, 0.16, '#fff3c4', '#3fb68b'),
        extra: '<path d="M50 56Q80 30 110 56Q80 46 50 56Z" fill="#e94e4e"/><path d="M52 54Q80 20 108 54Z" fill="#f05b5b"/><path d="M104 54Q126 54 130 62Q112 62 104 60Z" fill="#c93c3c"/><circle cx="80" cy="32" r="3" fill="#c93c3c"/>',
      }),
  },
  tshirts: { bg: '#fbd9c8', k: 0.27, cy: 300, g: (C) => tee(C, { c: '#2f4c86' }) },
  hoodies: { bg: '#dfe3e8', g: (C) => hoodie(C, { c: '#7d8b99', cord: '#f5f5f5' }) },
  shirts: { bg: '#d6e6f7', g: (C) => shirt(C, { c: '#f0ede6', fill: vstripes(C, '#f0ede6', '#7aa6d8', 24), btn: '#fff', pocket: true }) },
  jeans: { bg: '#d3def0', g: (C) => jeans(C, { c: '#35598c' }) },
  dresses: { bg: '#f6d3df', g: (C) => wrapDress(C, { c: '#c73e5c', fill: floral(C, '#c73e5c', '#ffd1dc', '#ffe08a', '#fff', '#7fbf92', 90), belt: '#c73e5c' }) },
  accessories: { bg: '#f3e0c9', k: 0.23, cy: 270, g: (C) => bag(C, { c: '#a8623a' }) },
  outerwear: { bg: '#e5e0cf', g: (C) => puffer(C, { c: '#c2683c' }) },
  activewear: { bg: '#d7f0e6', k: 0.23, cy: 318, g: (C) => leggings(C, { c: '#27776e' }) },
};

function categorySvg(slug) {
  const cat = CATS[slug];
  const C = new Ctx();
  const bg = C.rad([[0, lt(cat.bg, 0.55)], [1, cat.bg]], 'cx=".4" cy=".35" r=".75"');
  let s = `<circle cx="80" cy="80" r="80" fill="${bg}"/>`;
  if (cat.draw) {
    const clipId = C.id();
    C.def(`<clipPath id="${clipId}"><circle cx="80" cy="80" r="80"/></clipPath>`);
    s += `<g clip-path="url(#${clipId})">${cat.draw(C)}</g>`;
  } else {
    const k = cat.k || 0.225;
    s += `<g transform="translate(${n(80 - 300 * k)} ${n(82 - 300 * (cat.cy ? cat.cy / 300 : 1) * k)}) scale(${k})">${cat.g(C)}</g>`;
  }
  return C.render(160, 160, s);
}

// ---------------------------------------------------------------- banners
function leaf(x, y, r, s, c) {
  return `<g transform="translate(${x} ${y}) rotate(${r}) scale(${s})"><path d="M0-30Q6-18 18-22Q14-10 26-6Q14 0 16 8Q6 4 2 12L0 30L-2 12Q-6 4-16 8Q-14 0-26-6Q-14-10-18-22Q-6-18 0-30Z" fill="${c}"/><path d="M0-26V30" stroke="${dk(c, 0.3)}" stroke-width="1.5"/></g>`;
}
function palm(x, y, r, s, c) {
  let fr = '';
  for (let i = -3; i <= 3; i++) fr += `<path d="M0 0Q${40 + Math.abs(i) * 4} ${i * 14 - 6} ${110 - Math.abs(i) * 12} ${i * 22}Q${50} ${i * 14 + 8} 0 0Z"/>`;
  return `<g transform="translate(${x} ${y}) rotate(${r}) scale(${s})" fill="${c}">${fr}</g>`;
}
function bannerBase(C, left, right, accent) {
  const g = C.lin([[0, left[0]], [0.55, left[1]], [1, right]], '');
  const gl = C.rad([[0, accent, 0.55], [1, accent, 0]]);
  let s = `<rect width="1200" height="400" fill="${g}"/>`;
  s += `<circle cx="930" cy="200" r="260" fill="${gl}"/>`;
  s += `<g fill="none" stroke="#fff" stroke-opacity=".06" stroke-width="2"><circle cx="90" cy="360" r="120"/><circle cx="90" cy="360" r="170"/><circle cx="560" cy="-20" r="110"/></g>`;
  s += `<g fill="#fff" fill-opacity=".05"><circle cx="470" cy="330" r="46"/><circle cx="610" cy="120" r="18"/></g>`;
  return s;
}
const placed = (x, y, sc, inner, rot = 0) => `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${sc}) translate(-300 -300)">${inner}</g>`;

const BANNERS = {
  'fashion-sale': (C) => {
    let s = bannerBase(C, ['#1e120e', '#3a1d14'], '#b5562c', '#f3a85a');
    s += `<circle cx="960" cy="190" r="150" fill="#e9b27a" opacity=".35"/>`;
    s += placed(800, 214, 0.56, coat(C, { c: '#c29665', inner: '#4a3022', scarf: '#8a2f38', btn: '#4a3526' }), -6);
    s += placed(1070, 220, 0.5, trucker(C, { c: '#4f79ad' }), 7);
    s += placed(940, 250, 0.5, puffer(C, { c: '#5f6b3a' }));
    s += leaf(700, 70, 20, 0.9, '#d9792f') + leaf(1150, 60, -30, 0.7, '#b8432a') + leaf(1010, 372, 60, 0.8, '#e0a13a') + leaf(730, 360, -50, 0.6, '#b8432a') + leaf(880, 40, 10, 0.55, '#e0a13a');
    s += leaf(520, 80, 30, 0.55, '#6a2e1c') + leaf(380, 330, -20, 0.5, '#5a2818');
    return s;
  },
  'summer-collection': (C) => {
    let s = bannerBase(C, ['#06303c', '#0b4a58'], '#38b7c4', '#ffe07a');
    s += `<circle cx="1080" cy="90" r="70" fill="#ffd54f"/><circle cx="1080" cy="90" r="92" fill="#ffd54f" opacity=".25"/>`;
    s += palm(1210, 330, 200, 1.5, '#1f8a6a') + palm(730, 420, -72, 1.1, '#137a5c');
    s += placed(790, 230, 0.46, shirt(C, { c: '#f3ecdc', fill: linen(C, '#f3ecdc'), btn: '#d9cbb0', relaxed: true }), -8);
    s += placed(1090, 236, 0.46, shirt(C, { c: '#f7f7f2', fill: vstripes(C, '#f7f7f2', '#3f86c9', 26), btn: '#fff', pocket: true }), 8);
    s += placed(945, 246, 0.5, shirt(C, { c: '#f28c38', fill: floral(C, '#f28c38', '#fff4d6', '#e8415b', '#ffd54f', '#1f8a6a', 110), btn: '#fff' }));
    return s;
  },
  'tech-accessories': (C) => {
    let s = bannerBase(C, ['#0c0f1e', '#171c38'], '#5b4bb7', '#a58bff');
    s += `<g fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="2"><path d="M700 40H1180V360H700Z"/><path d="M700 120H1180M700 200H1180M700 280H1180M820 40V360M940 40V360M1060 40V360"/></g>`;
    s += placed(1055, 262, 0.44, bag(C, { c: '#2e2a3a' }));
    s += placed(835, 285, 0.32, earbuds(C, {}), -10);
    s += placed(1090, 110, 0.34, watch(C, { strap: '#e2dccf', dial: '#12172b', metal: '#d9dde3' }), 20);
    s += placed(860, 120, 0.42, aviators(C, { l1: '#1b1f3a', l2: '#3c3f7a', l3: '#b38cff' }), -8);
    return s;
  },
};

function bannerSvg(slug) {
  const C = new Ctx();
  LITE = true;
  const s = BANNERS[slug](C);
  const out = C.render(1200, 400, s);
  LITE = false;
  return out;
}

// ---------------------------------------------------------------- favicon
function favicon() {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop stop-color="#e0487a"/><stop offset="1" stop-color="#7b2cbf"/></linearGradient></defs>' +
    '<rect width="64" height="64" rx="14" fill="url(#g)"/>' +
    '<path d="M32 7.5a3.6 3.6 0 1 1 3.6 3.6c-1.5 0-3.6.8-3.6 3" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>' +
    '<path d="M32 14L14 22H50Z" fill="none" stroke="#fff" stroke-width="2.4" stroke-linejoin="round"/>' +
    '<text x="32" y="55" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="29" font-weight="800" fill="#fff" letter-spacing="-1.5">FZ</text>' +
    '</svg>\n'
  );
}

// ---------------------------------------------------------------- write
function write(rel, content) {
  const file = join(PUBLIC, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  return { rel, bytes: Buffer.byteLength(content) };
}

const written = [];
for (const id of Object.keys(PRODUCTS)) written.push(write(`images/products/${id}.svg`, productSvg(id)));
for (const name of Object.keys(COLOUR_ARTWORK)) written.push(write(`images/products/${name}.svg`, colourSvg(name)));
for (const slug of Object.keys(CATS)) written.push(write(`images/categories/${slug}.svg`, categorySvg(slug)));
for (const slug of Object.keys(BANNERS)) written.push(write(`images/banners/${slug}.svg`, bannerSvg(slug)));
written.push(write('favicon.svg', favicon()));

const largest = written.reduce((a, b) => (b.bytes > a.bytes ? b : a));
for (const w of written) console.log(`${String(w.bytes).padStart(6)}  public/${w.rel}`);
console.log(`${written.length} files written; largest: public/${largest.rel} (${largest.bytes} bytes)`);
const tooBig = written.filter((w) => w.bytes > 12 * 1024);
if (tooBig.length) {
  console.error(`Over 12 KB: ${tooBig.map((w) => w.rel).join(', ')}`);
  process.exitCode = 1;
}
