// Boards of the contest-canon games: a graph (tokens on a DAG, or Green Hackenbush edges hanging
// from the ground), a row of coins, coins on a circle, and paper rectangles with cut lines. As in
// views.js, a board only draws the position and maps taps to the legal moves the analysis lists
// (matched by the position each move leads to, or by the vertices in the move's shape), never by
// game, and never by a move's name.
import { svg, el } from './svg.js';
import { t } from './i18n.js';
import { ints, paint, target, frame, caption, pins, PITCH } from './views.js';

const MAX_VERTICES = 60;
const MAX_EDGES = 150;

/** The pairs a-b (also a->b, a>b) in a text, or null when there are none or too many. */
export function pairsOf(text) {
  const found = [...String(text).matchAll(/(\d{1,7})\s*(?:->|-|>)\s*(\d{1,7})/g)].map((m) => [Number(m[1]), Number(m[2])]);
  return found.length === 0 || found.length > MAX_EDGES ? null : found;
}

/** The edge list among the game's parameter values (tokens on a graph given as a parameter). */
function paramEdges(params) {
  for (const v of Object.values(params || {})) {
    const e = pairsOf(v);
    if (e) return e;
  }
  return null;
}

function countsOf(arr) {
  const c = new Map();
  for (const x of arr) c.set(x, (c.get(x) || 0) + 1);
  return c;
}

/** What a move takes away from and adds to a multiset of tokens. */
function diff(before, after) {
  const b = countsOf(before);
  const a = countsOf(after);
  const gone = [];
  const added = [];
  for (const [k, n] of b) for (let i = (a.get(k) || 0); i < n; i++) gone.push(k);
  for (const [k, n] of a) for (let i = (b.get(k) || 0); i < n; i++) added.push(k);
  return { gone, added };
}

/** Numbers of a token position ("none" or empty: no token). */
function tokensOf(text) {
  return ints(text) || [];
}

// ---- graph: vertices in layers (DAG: by longest path from a source; Hackenbush: by distance
// from the ground, drawn upwards like a tree) ----
function layout(vertices, layerOf, parentsOf, upwards, rowGap, colGap) {
  const layers = [];
  for (const v of vertices) {
    const l = layerOf.get(v);
    (layers[l] = layers[l] || []).push(v);
  }
  const x = new Map();
  const widest = Math.max(1, ...layers.map((l) => (l ? l.length : 0)));
  const width = Math.max(widest * colGap + 24, 3 * colGap);
  layers.forEach((layer, depth) => {
    if (!layer) return;
    // barycentre of the vertices above: fewer crossings, children under their parents
    const key = (v) => {
      const ps = parentsOf(v).filter((p) => x.has(p));
      return ps.length ? ps.reduce((s, p) => s + x.get(p), 0) / ps.length : v;
    };
    if (depth > 0) layer.sort((a, b) => key(a) - key(b) || a - b);
    else layer.sort((a, b) => a - b);
    const left = (width - layer.length * colGap) / 2 + colGap / 2;
    layer.forEach((v, i) => x.set(v, left + i * colGap));
  });
  const height = (layers.length - 1) * rowGap + 100;
  const pos = new Map();
  for (const v of vertices) {
    const d = layerOf.get(v);
    pos.set(v, { x: x.get(v), y: upwards ? height - 40 - d * rowGap : 40 + d * rowGap });
  }
  return { pos, width, height };
}

let selectedVertex = null;

const graph = {
  accepts: (pos, params) => {
    const edges = pairsOf(pos) || (/^\s*(none)?\s*$/i.test(pos) ? [] : null) || paramEdges(params);
    if (edges === null) return false;
    const vs = new Set(edges.flat());
    return vs.size <= MAX_VERTICES;
  },
  draw(box, ctx) {
    const own = pairsOf(ctx.position);
    const given = own === null ? paramEdges(ctx.params) : null;
    if (given !== null && ints(ctx.position) !== null) tokenGraph(box, ctx, given);
    else hackenbush(box, ctx, own || []);
  },
  select(node, ctx) {
    const v = Number(node.dataset.vertex);
    selectedVertex = selectedVertex === v ? null : v;
    ctx.redraw(`.vertex[data-vertex="${v}"]`);
  },
};

function arrowDefs(s) {
  const defs = el(s, 'defs');
  const m = el(defs, 'marker', { id: 'arrow', viewBox: '0 0 10 10', refX: 10, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' });
  el(m, 'path', { d: 'M 0 0 L 10 5 L 0 10 z', fill: '#6b7a8c' });
}

/** Tokens on a directed graph without cycles: tap a token, then the vertex to slide it to. */
function tokenGraph(box, ctx, edges) {
  const tokens = tokensOf(ctx.position);
  const vertices = [...new Set([...edges.flat(), ...tokens])].sort((a, b) => a - b);
  const out = new Map(vertices.map((v) => [v, []]));
  const ins = new Map(vertices.map((v) => [v, []]));
  for (const [a, b] of edges) {
    out.get(a).push(b);
    ins.get(b).push(a);
  }
  // longest path from a source (Kahn's order; the game refuses cycles, a leftover goes last)
  const layerOf = new Map(vertices.map((v) => [v, 0]));
  const indeg = new Map(vertices.map((v) => [v, ins.get(v).length]));
  const queue = vertices.filter((v) => indeg.get(v) === 0);
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i];
    for (const w of out.get(v)) {
      layerOf.set(w, Math.max(layerOf.get(w), layerOf.get(v) + 1));
      indeg.set(w, indeg.get(w) - 1);
      if (indeg.get(w) === 0) queue.push(w);
    }
  }
  const { pos, width, height } = layout(vertices, layerOf, (v) => ins.get(v), false, 84, 64);
  // each move: the token it takes from one vertex and puts on another
  const moves = new Map();
  for (const m of ctx.analysis.moves) {
    const { gone, added } = diff(tokens, tokensOf(m.position));
    let from = gone[0];
    let to = added[0];
    if (m.shape && m.shape.kind === 'token') [from, to] = [m.shape.from, m.shape.to];
    if (from === undefined || to === undefined) continue;
    if (!moves.has(from)) moves.set(from, new Map());
    moves.get(from).set(to, m);
  }
  if (!moves.has(selectedVertex)) selectedVertex = null;
  const targets = selectedVertex === null ? new Map() : moves.get(selectedVertex);
  const s = svg(width, height);
  arrowDefs(s);
  for (const [a, b] of edges) {
    const p = pos.get(a);
    const q = pos.get(b);
    const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
    const ux = (q.x - p.x) / len;
    const uy = (q.y - p.y) / len;
    const hot = a === selectedVertex && targets.has(b);
    el(s, 'line', { x1: p.x + ux * 19, y1: p.y + uy * 19, x2: q.x - ux * 20, y2: q.y - uy * 20, class: hot ? 'graph-edge hot' : 'graph-edge', 'marker-end': 'url(#arrow)' });
  }
  const count = countsOf(tokens);
  for (const v of vertices) {
    const { x, y } = pos.get(v);
    const g = el(s, 'g', { class: 'vertex', 'data-vertex': v });
    const pad = el(g, 'rect', { x: x - PITCH / 2, y: y - PITCH / 2, width: PITCH, height: PITCH, rx: PITCH / 2 });
    el(g, 'circle', { cx: x, cy: y, r: 17, class: v === selectedVertex ? 'graph-vertex picked' : 'graph-vertex' });
    const here = count.get(v) || 0;
    if (here > 0) {
      el(g, 'circle', { cx: x, cy: y, r: 11, class: 'graph-token' });
      if (here > 1) el(g, 'text', { x: x + 14, y: y - 12, 'text-anchor': 'middle', class: 'graph-count' }, `×${here}`);
    }
    el(s, 'text', { x: x + 24, y: y + 20, class: 'board-label small' }, String(v));
    const destination = targets.get(v);
    if (destination) {
      paint(pad, ctx, [destination], 'transparent');
      target(g, ctx, [destination]);
    } else if (moves.has(v)) {
      const own = [...moves.get(v).values()];
      const sorted = ctx.analysis.moves.filter((m) => own.includes(m));
      paint(pad, ctx, v === selectedVertex ? [] : sorted, v === selectedVertex ? '#ffe08a' : 'transparent');
      target(g, ctx, sorted, 'select');
    } else {
      pad.setAttribute('fill', 'transparent');
    }
  }
  frame(box, s);
  caption(box, ctx.canMove ? [t(selectedVertex === null ? 'selectToken' : 'clickTarget')] : []);
}

/** Green Hackenbush: edges hang from the ground (the smallest vertex); tap an edge to cut it. */
function hackenbush(box, ctx, edges) {
  const vertices = [...new Set(edges.flat())].sort((a, b) => a - b);
  const ground = vertices.length ? vertices[0] : 1;
  if (!vertices.length) vertices.push(ground);
  const near = new Map(vertices.map((v) => [v, []]));
  for (const [a, b] of edges) {
    if (a === b) continue;
    near.get(a).push(b);
    near.get(b).push(a);
  }
  // distance from the ground (breadth first; pieces cut off the ground are gone from the position)
  const layerOf = new Map([[ground, 0]]);
  const parent = new Map();
  const queue = [ground];
  for (let i = 0; i < queue.length; i++) {
    for (const w of near.get(queue[i])) {
      if (!layerOf.has(w)) {
        layerOf.set(w, layerOf.get(queue[i]) + 1);
        parent.set(w, queue[i]);
        queue.push(w);
      }
    }
  }
  for (const v of vertices) if (!layerOf.has(v)) layerOf.set(v, 1);
  // wide enough apart that the 44 px cut marks of neighbouring edges do not overlap
  const { pos, width, height } = layout(vertices, layerOf, (v) => (parent.has(v) ? [parent.get(v)] : []), true, 120, 104);
  const s = svg(width, height + 10);
  const g0 = pos.get(ground);
  el(s, 'rect', { x: 4, y: g0.y + 6, width: width - 8, height: 14, rx: 4, class: 'graph-ground' });
  // the moves that cut the edge a-b (the move's shape: {"kind": "cut", "from": a, "to": b})
  const cuts = new Map();
  for (const m of ctx.analysis.moves) {
    if (!m.shape || m.shape.kind !== 'cut') continue;
    const { from: a, to: b } = m.shape;
    cuts.set(`${Math.min(a, b)}-${Math.max(a, b)}`, m);
  }
  const groups = new Map();
  for (const [a, b] of edges) {
    const k = `${Math.min(a, b)}-${Math.max(a, b)}`;
    groups.set(k, (groups.get(k) || 0) + 1);
  }
  const handles = [];
  for (const [k, n] of groups) {
    const [a, b] = k.split('-').map(Number);
    const p = pos.get(a);
    const move = cuts.get(k);
    for (let i = 0; i < n; i++) {
      let d;
      let hx;
      let hy;
      if (a === b) {
        // a loop: a teardrop above the vertex, several fanned out
        const angle = loopAngle(p, near.get(a).map((w) => pos.get(w))) + (i - (n - 1) / 2) * 0.9;
        const ux = Math.cos(angle);
        const uy = Math.sin(angle);
        const tip = { x: p.x + ux * 62, y: p.y + uy * 62 };
        const side = { x: -uy * 22, y: ux * 22 };
        d = `M ${p.x} ${p.y} C ${tip.x + side.x} ${tip.y + side.y} ${tip.x - side.x} ${tip.y - side.y} ${p.x} ${p.y}`;
        hx = p.x + ux * 47;
        hy = p.y + uy * 47;
      } else {
        const q = pos.get(b);
        const off = (i - (n - 1) / 2) * 48;
        const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
        const cx = (p.x + q.x) / 2 + (-(q.y - p.y) / len) * off * 2;
        const cy = (p.y + q.y) / 2 + ((q.x - p.x) / len) * off * 2;
        d = `M ${p.x} ${p.y} Q ${cx} ${cy} ${q.x} ${q.y}`;
        hx = (p.x + 2 * cx + q.x) / 4;
        hy = (p.y + 2 * cy + q.y) / 4;
      }
      el(s, 'path', { d, class: 'graph-stalk' });
      handles.push({ k, i, hx, hy, move });
    }
  }
  for (const v of vertices) {
    const { x, y } = pos.get(v);
    el(s, 'circle', { cx: x, cy: y, r: 8, class: v === ground ? 'graph-vertex ground' : 'graph-vertex' });
    el(s, 'text', { x: x + 12, y: y + 18, class: 'board-label small' }, String(v));
  }
  for (const h of handles) {
    const g = el(s, 'g', { class: 'edge', 'data-edge': h.k, 'data-copy': h.i });
    const pad = el(g, 'rect', { x: h.hx - PITCH / 2, y: h.hy - PITCH / 2, width: PITCH, height: PITCH, rx: PITCH / 2 });
    el(g, 'line', { x1: h.hx - 9, y1: h.hy - 9, x2: h.hx + 9, y2: h.hy + 9, class: 'cut-mark' });
    el(g, 'line', { x1: h.hx - 9, y1: h.hy + 9, x2: h.hx + 9, y2: h.hy - 9, class: 'cut-mark' });
    const candidates = h.move ? [h.move] : [];
    paint(pad, ctx, candidates, '#eef3e6');
    target(g, ctx, candidates);
  }
  if (!edges.length) el(s, 'text', { x: width / 2, y: g0.y - 12, 'text-anchor': 'middle', class: 'board-label' }, '∅');
  frame(box, s);
  caption(box, ctx.canMove && edges.length ? [t('clickEdge')] : []);
}

/** The direction for a vertex's loops: the widest opening between its edges (down is taken). */
function loopAngle(p, neighbours) {
  const taken = [Math.PI / 2, ...neighbours.map((q) => Math.atan2(q.y - p.y, q.x - p.x))];
  let best = -Math.PI / 2;
  let room = -1;
  for (let k = 0; k < 24; k++) {
    const a = -Math.PI + (k * Math.PI) / 12;
    const r = Math.min(...taken.map((b) => Math.abs(Math.atan2(Math.sin(a - b), Math.cos(a - b)))));
    if (r > room + 1e-9) {
      room = r;
      best = a;
    }
  }
  return best;
}

// ---- coins: a row of coins 0, 1, 2, ...; tap a coin: the moves whose rightmost coin it is ----
const MAX_COIN = 80;
const coins = {
  accepts: (pos) => {
    const p = ints(pos);
    return p !== null && p.every((x) => x <= MAX_COIN) && (p.length > 0 || /^\s*(none)?\s*$/i.test(pos));
  },
  draw(box, ctx) {
    const heads = new Set(tokensOf(ctx.position));
    const n = heads.size ? Math.max(...heads) + 1 : 1;
    const byCoin = new Map();
    for (const m of ctx.analysis.moves) {
      const after = new Set(tokensOf(m.position));
      const turned = [...new Set([...heads, ...after])].filter((c) => heads.has(c) !== after.has(c));
      if (!turned.length) continue;
      const right = Math.max(...turned);
      if (!byCoin.has(right)) byCoin.set(right, []);
      byCoin.get(right).push(m);
    }
    const s = svg(Math.max(n, 5) * PITCH + 16, PITCH + 34);
    for (let c = 0; c < n; c++) {
      const x = 8 + c * PITCH;
      const g = el(s, 'g', { class: 'coin', 'data-coin': c });
      const pad = el(g, 'rect', { x, y: 6, width: PITCH, height: PITCH, rx: 10 });
      const up = heads.has(c);
      el(g, 'circle', { cx: x + PITCH / 2, cy: 6 + PITCH / 2, r: 17, class: up ? 'coin-face heads' : 'coin-face tails' });
      el(g, 'text', { x: x + PITCH / 2, y: 6 + PITCH / 2 + 5, 'text-anchor': 'middle', class: up ? 'coin-mark heads' : 'coin-mark' }, t(up ? 'headsMark' : 'tailsMark'));
      el(s, 'text', { x: x + PITCH / 2, y: PITCH + 26, 'text-anchor': 'middle', class: 'board-label small' }, String(c));
      const candidates = byCoin.get(c) || [];
      paint(pad, ctx, candidates, 'transparent');
      target(g, ctx, candidates);
    }
    frame(box, s);
    caption(box, ctx.canMove && byCoin.size ? [t('clickCoin')] : []);
  },
};

// ---- circle: coins on a circle; a coin takes one, the gap between two neighbours takes both.
// Once the circle is broken the coins lie in rows (the pins board). ----
const MAX_CIRCLE = 60;
function circleSize(pos) {
  const m = String(pos).match(/^\s*[a-z]+\s+(\d{1,4})\s*$/i);
  return m && /^\s*circle/i.test(pos) ? Number(m[1]) : null;
}
const circle = {
  accepts: (pos) => {
    const n = circleSize(pos);
    return n !== null ? n >= 1 && n <= MAX_CIRCLE : pins.accepts(pos);
  },
  draw(box, ctx) {
    const n = circleSize(ctx.position);
    if (n === null) {
      pins.draw(box, ctx);
      return;
    }
    const taking = (k) => ctx.analysis.moves.filter((m) => {
      const left = tokensOf(m.position).reduce((a, b) => a + b, 0);
      return n - left === k;
    }).slice(0, 1);
    const one = taking(1);
    const two = taking(2);
    const r = Math.max(90, 9 * n + 50);
    const size = 2 * r + PITCH + 16;
    const c = size / 2;
    const s = svg(size, size);
    el(s, 'circle', { cx: c, cy: c, r, class: 'circle-track' });
    for (let i = 0; i < n; i++) {
      const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
      const x = c + r * Math.cos(a);
      const y = c + r * Math.sin(a);
      const g = el(s, 'g', { class: 'coin', 'data-coin': i });
      const pad = el(g, 'rect', { x: x - PITCH / 2, y: y - PITCH / 2, width: PITCH, height: PITCH, rx: 10 });
      el(g, 'circle', { cx: x, cy: y, r: 16, class: 'coin-face heads' });
      paint(pad, ctx, one, 'transparent');
      target(g, ctx, one);
      if (n >= 2 && two.length) {
        // the gap after coin i, on an inner ring: both neighbours
        const b = a + Math.PI / n;
        const gx = c + (r - 46) * Math.cos(b);
        const gy = c + (r - 46) * Math.sin(b);
        const gap = el(s, 'g', { class: 'gap', 'data-coin': i });
        const gpad = el(gap, 'rect', { x: gx - PITCH / 2, y: gy - PITCH / 2, width: PITCH, height: PITCH, rx: 8 });
        el(gap, 'line', { x1: gx, y1: gy, x2: c + (r - 18) * Math.cos(b), y2: c + (r - 18) * Math.sin(b), class: 'gap-mark' });
        el(gap, 'circle', { cx: gx, cy: gy, r: 6, class: 'gap-dot' });
        paint(gpad, ctx, two, 'transparent');
        target(gap, ctx, two);
      }
    }
    el(s, 'text', { x: c, y: c + 5, 'text-anchor': 'middle', class: 'board-label' }, `n = ${n}`);
    frame(box, s);
    caption(box, ctx.canMove ? [t('clickCircle')] : []);
  },
};

// ---- cutting: each sheet W x H on a grid; the handles above cut down, the handles left cut across ----
const MAX_SIDE = 16;
function sheetsOf(text) {
  return [...String(text).matchAll(/(\d{1,4})\s*[x×*]\s*(\d{1,4})/gi)].map((m) => [Number(m[1]), Number(m[2])]);
}
const norm = ([w, h]) => `${Math.min(w, h)}x${Math.max(w, h)}`;
const cutting = {
  accepts: (pos) => {
    const p = sheetsOf(pos);
    return (p.length > 0 || /^\s*(none)?\s*$/i.test(pos)) && p.length <= 12 && p.every(([w, h]) => w <= MAX_SIDE && h <= MAX_SIDE);
  },
  draw(box, ctx) {
    const sheets = sheetsOf(ctx.position);
    const before = sheets.map(norm);
    const cuts = new Map();
    for (const m of ctx.analysis.moves) {
      const { gone, added } = diff(before, sheetsOf(m.position).map(norm));
      if (gone.length !== 1 || added.length !== 2) continue;
      const k = `${gone[0]}|${added.slice().sort().join('+')}`;
      if (!cuts.has(k)) cuts.set(k, m);
    }
    const cutOf = (w, h, a, b) => cuts.get(`${norm([w, h])}|${[norm(a), norm(b)].sort().join('+')}`);
    const u = PITCH;
    const maxWidth = Math.max(ctx.width - 16, 300);
    // flow the sheets into lines that fit the board
    let x = 8;
    let y = 8;
    let lineH = 0;
    const at = sheets.map(([w, h]) => {
      const bw = (w + 1) * u + 12;
      const bh = (h + 1) * u + 12;
      if (x > 8 && x + bw > maxWidth) {
        x = 8;
        y += lineH;
        lineH = 0;
      }
      const p = { x, y };
      x += bw;
      lineH = Math.max(lineH, bh);
      return p;
    });
    const width = Math.max(5 * u, ...sheets.map(([w], i) => at[i].x + (w + 1) * u + 12));
    const s = svg(width, Math.max(y + lineH, u + 16));
    sheets.forEach(([w, h], i) => {
      const x0 = at[i].x + u;
      const y0 = at[i].y + u;
      el(s, 'rect', { x: x0, y: y0, width: w * u, height: h * u, class: 'sheet' });
      el(s, 'text', { x: x0 + (w * u) / 2, y: y0 + (h * u) / 2 + 5, 'text-anchor': 'middle', class: 'board-label' }, `${w}×${h}`);
      const line = (vertical, k) => {
        const move = vertical ? cutOf(w, h, [k, h], [w - k, h]) : cutOf(w, h, [w, k], [w, h - k]);
        const lx = vertical ? x0 + k * u : x0;
        const ly = vertical ? y0 : y0 + k * u;
        el(s, 'line', { x1: lx, y1: ly, x2: vertical ? lx : x0 + w * u, y2: vertical ? y0 + h * u : ly, class: move ? 'cut-line' : 'cut-line off' });
        if (!move) return;
        const g = el(s, 'g', { class: 'cut', 'data-sheet': i, 'data-line': `${vertical ? 'v' : 'h'}${k}` });
        const hx = vertical ? lx - u / 2 : x0 - u;
        const hy = vertical ? y0 - u : ly - u / 2;
        const pad = el(g, 'rect', { x: hx, y: hy, width: u, height: u, rx: 8 });
        el(g, 'text', { x: hx + u / 2, y: hy + u / 2 + 6, 'text-anchor': 'middle', class: 'cut-arrow' }, vertical ? '▼' : '▶');
        paint(pad, ctx, [move], '#e9eef5');
        target(g, ctx, [move]);
      };
      for (let k = 1; k < w; k++) line(true, k);
      for (let k = 1; k < h; k++) line(false, k);
    });
    if (!sheets.length) el(s, 'text', { x: 16, y: 30, class: 'board-label' }, '∅');
    frame(box, s);
    caption(box, ctx.canMove && cuts.size ? [t('clickCut')] : []);
  },
};

export const CANON_VIEWS = { graph, coins, circle, cutting };

export function resetBoards() {
  selectedVertex = null;
}
