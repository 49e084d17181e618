// Boards drawn as the games look. Every view only draws the position and turns clicks into one of
// the legal moves listed by the analysis (matched by the position each move leads to), so the
// page never needs to know a game's rules. Unknown games, and positions too big to draw, get the
// generic view: the position text (the move buttons below the board always work).
import { svg, el, title, COLORS, LIGHT } from './svg.js';
import { t, valueText } from './i18n.js';

const MAX_DRAWN = 200;
const HOLDING_GAMES = new Set(['parity', 'take-ball', 'stones']);

/** Lines of text under a board. */
function caption(box, lines) {
  if (lines.length === 0) return;
  const div = document.createElement('div');
  div.className = 'board-caption';
  for (const l of lines) {
    const p = document.createElement('div');
    p.textContent = l;
    div.appendChild(p);
  }
  box.appendChild(div);
}

/** Whole numbers in a position text, or null when one is too large to draw. */
function ints(text) {
  const m = String(text).match(/\d+/g) || [];
  if (m.some((s) => s.length > 6)) return null;
  return m.map(Number);
}

function sortedKey(arr, dropZeros) {
  return arr.filter((x) => !dropZeros || x !== 0).slice().sort((a, b) => a - b).join(',');
}

function moveTitle(m) {
  return `${m.move} — ${valueText(m.value, m.remoteness)}`;
}

/** Makes node act as a move trigger: one candidate plays it, several open the chooser. */
function trigger(node, ctx, candidates, onHover) {
  if (!ctx.canMove || candidates.length === 0) return;
  node.classList.add('clickable');
  node.dataset.moves = candidates.map((m) => m.move).join('|');
  title(node, candidates.map(moveTitle).join('\n'));
  node.addEventListener('click', (ev) => {
    ev.stopPropagation();
    if (candidates.length === 1) ctx.playMove(candidates[0].move);
    else ctx.choose(candidates, ev);
  });
  if (onHover) {
    node.addEventListener('mouseenter', () => onHover(true));
    node.addEventListener('mouseleave', () => onHover(false));
  }
}

function bestValue(candidates) {
  return candidates.length ? candidates[0].value : null; // analysis lists moves best first
}

// ---- take-away: a row of balls; clicking ball j takes it and every ball after it ----
const balls = {
  name: 'balls',
  accepts: (pos) => {
    const n = ints(pos);
    return n !== null && n.length >= 1 && n[0] <= MAX_DRAWN;
  },
  draw(box, ctx) {
    const n = ints(ctx.position)[0];
    const perRow = 20;
    const r = 14;
    const gap = 34;
    const rows = Math.max(1, Math.ceil(n / perRow));
    const width = Math.max(Math.min(n, perRow), 5) * gap + 20;
    const s = svg(width, rows * gap + 30);
    const nodes = [];
    for (let j = 1; j <= n; j++) {
      const row = Math.floor((j - 1) / perRow);
      const col = (j - 1) % perRow;
      const g = el(s, 'g', { class: 'ball', 'data-index': j });
      const c = el(g, 'circle', { cx: 10 + col * gap + gap / 2, cy: 10 + row * gap + gap / 2, r, fill: 'url(#ball)', stroke: '#8a5a1c', 'stroke-width': 1 });
      nodes.push(c);
      const candidates = ctx.analysis.moves.filter((m) => (ints(m.position) || [])[0] === j - 1);
      trigger(g, ctx, candidates, (on) => {
        const v = bestValue(candidates);
        for (let k = j; k <= n; k++) {
          nodes[k - 1].setAttribute('stroke', on ? (ctx.showValues ? COLORS[v] : '#23395d') : '#8a5a1c');
          nodes[k - 1].setAttribute('stroke-width', on ? 4 : 1);
          nodes[k - 1].setAttribute('opacity', on ? 0.55 : 1);
        }
      });
    }
    const defs = el(s, 'defs');
    const grad = el(defs, 'radialGradient', { id: 'ball', cx: '35%', cy: '35%', r: '70%' });
    el(grad, 'stop', { offset: '0%', 'stop-color': '#fff3c4' });
    el(grad, 'stop', { offset: '60%', 'stop-color': '#f4b942' });
    el(grad, 'stop', { offset: '100%', 'stop-color': '#c98a1b' });
    el(s, 'text', { x: 12, y: rows * gap + 26, fill: '#5d6b7c', 'font-size': 13 }, n === 0 ? '∅' : `n = ${n}`);
    box.appendChild(s);
    const nums = ints(ctx.position);
    const lines = [];
    if (HOLDING_GAMES.has(ctx.gameId) && (nums.length === 1 || nums.length === 3)) {
      const mine = nums.length === 3 ? nums[1] : 0;
      const theirs = nums.length === 3 ? nums[2] : 0;
      lines.push(t('holds', ctx.names.toMove, mine === 1), t('holds', ctx.names.other, theirs === 1));
    }
    if (ctx.gameId === 'fibonacci-nim' && nums.length === 2) lines.push(t('atMost', nums[1]));
    if (ctx.canMove) lines.push(t('clickBall'));
    caption(box, lines);
  },
};

// ---- Nim-like piles: columns of stones; clicking stone j of a pile leaves j-1 in it ----
const piles = {
  name: 'piles',
  accepts: (pos) => {
    const p = ints(pos);
    return p !== null && p.length >= 1 && p.length <= 16 && p.every((x) => x <= 40);
  },
  draw(box, ctx) {
    const p = ints(ctx.position);
    const tall = Math.max(...p, 1);
    const h = tall > 20 ? 9 : 16;
    const w = 44;
    const colW = 64;
    const height = tall * (h + 2) + 50;
    const s = svg(Math.max(p.length * colW + 20, 200), height);
    const total = p.reduce((a, b) => a + b, 0);
    const moves = ctx.analysis.moves.map((m) => ({ m, r: ints(m.position) || [] }));
    p.forEach((size, i) => {
      const x = 10 + i * colW + (colW - w) / 2;
      const others = p.filter((_, k) => k !== i);
      el(s, 'text', { x: x + w / 2, y: height - 8, 'text-anchor': 'middle', 'font-size': 14, fill: '#37414f', 'font-weight': 600 }, String(size));
      el(s, 'line', { x1: x - 6, x2: x + w + 6, y1: height - 26, y2: height - 26, stroke: '#9aa7b6', 'stroke-width': 2 });
      const stones = [];
      for (let j = 1; j <= size; j++) {
        const y = height - 28 - j * (h + 2);
        const rect = el(s, 'rect', { x, y, width: w, height: h, rx: 5, fill: '#6c8ebf', stroke: '#3d5f8f', class: 'stone', 'data-pile': i + 1, 'data-index': j });
        stones.push(rect);
        // take stone j and every stone above it (the rest of the heap may also be split: then a menu)
        const removed = size - j + 1;
        let candidates = moves.filter((o) => o.r.reduce((a, b) => a + b, 0) === total - removed && contains(o.r, others)).map((o) => o.m);
        if (candidates.length === 0 && j < size) {
          // no take: cut the heap above stone j into two heaps (Grundy's game)
          const split = sortedKey([...others, j, size - j], true);
          candidates = moves.filter((o) => sortedKey(o.r, true) === split).map((o) => o.m);
        }
        trigger(rect, ctx, candidates, (on) => {
          const v = bestValue(candidates);
          for (let k = j; k <= size; k++) {
            stones[k - 1].setAttribute('fill', on ? (ctx.showValues ? LIGHT[v] : '#dfe7f3') : '#6c8ebf');
            stones[k - 1].setAttribute('stroke', on && ctx.showValues ? COLORS[v] : '#3d5f8f');
          }
        });
      }
    });
    box.appendChild(s);
    caption(box, ctx.canMove ? [t('clickStone')] : []);
  },
};

function contains(big, small) {
  const count = new Map();
  for (const x of big) count.set(x, (count.get(x) || 0) + 1);
  for (const x of small) {
    if (x === 0) continue;
    const c = count.get(x) || 0;
    if (c === 0) return false;
    count.set(x, c - 1);
  }
  return true;
}

// ---- monks on a staircase: click a monk, then the step to send him to ----
let selectedMonk = null;
const staircase = {
  name: 'staircase',
  accepts: (pos) => {
    const p = ints(pos);
    return p !== null && p.length >= 1 && Math.max(...p) <= 60;
  },
  draw(box, ctx) {
    const steps = ints(ctx.position).slice().sort((a, b) => a - b);
    const top = Math.max(...steps, 1);
    const w = Math.max(14, Math.min(34, Math.floor(760 / top)));
    const h = Math.max(5, Math.min(20, Math.floor(200 / top)));
    const height = top * h + 60;
    const s = svg(top * w + 30, height);
    const base = height - 20;
    // moves: which monk goes where
    const moves = new Map();
    for (const m of ctx.analysis.moves) {
      const r = (ints(m.position) || []).slice().sort((a, b) => a - b);
      const from = steps.filter((x) => !r.includes(x));
      const to = r.filter((x) => !steps.includes(x));
      if (from.length === 1 && to.length === 1) {
        if (!moves.has(from[0])) moves.set(from[0], new Map());
        moves.get(from[0]).set(to[0], m);
      }
    }
    if (!steps.includes(selectedMonk) || !moves.has(selectedMonk)) selectedMonk = null;
    const targets = selectedMonk === null ? new Map() : moves.get(selectedMonk);
    for (let k = 1; k <= top; k++) {
      const x = 10 + (k - 1) * w;
      const target = targets.get(k);
      const rect = el(s, 'rect', {
        x, y: base - k * h, width: w, height: k * h,
        fill: target ? (ctx.showValues ? LIGHT[target.value] : '#dfe7f3') : k % 2 ? '#e9e1d3' : '#dfd4c1',
        stroke: target && ctx.showValues ? COLORS[target.value] : '#b9a98c', class: 'step', 'data-step': k,
      });
      if (target) trigger(rect, ctx, [target]);
      if (k === 1 || k % 5 === 0 || k === top) {
        el(s, 'text', { x: x + w / 2, y: base + 14, 'text-anchor': 'middle', 'font-size': 10, fill: '#5d6b7c' }, String(k));
      }
    }
    for (const st of steps) {
      const cx = 10 + (st - 1) * w + w / 2;
      const cy = base - st * h - 14;
      const g = el(s, 'g', { class: 'monk', 'data-step': st });
      const picked = st === selectedMonk;
      el(g, 'ellipse', { cx, cy: cy + 4, rx: Math.min(11, w / 2 - 1), ry: 9, fill: picked ? '#ee964b' : '#c2571a' });
      el(g, 'circle', { cx, cy: cy - 9, r: 6, fill: '#f2c9a0', stroke: '#8a5a1c' });
      if (ctx.canMove && moves.has(st)) {
        g.classList.add('clickable');
        title(g, t('selectMonk'));
        g.addEventListener('click', (ev) => {
          ev.stopPropagation();
          selectedMonk = picked ? null : st;
          ctx.redraw();
        });
      }
    }
    box.appendChild(s);
    caption(box, ctx.canMove ? [t('selectMonk')] : []);
  },
};

// ---- LOL: a row of letter cells; click the upper half of an empty cell for L, the lower for O ----
const EMPTY = new Set(['*', '.', '_', '?']);
function cellsOf(pos) {
  return String(pos).replace(/\s+/g, '').split('');
}
const letters = {
  name: 'letters',
  accepts: (pos) => /^[\sLO*._?]*$/i.test(pos) && cellsOf(pos).length <= 60,
  draw(box, ctx) {
    const cells = cellsOf(ctx.position);
    const size = cells.length > 24 ? 30 : 48;
    const s = svg(Math.max(cells.length, 3) * (size + 4) + 20, size + 40);
    const text = cells.join('').toUpperCase();
    const lol = text.indexOf('LOL');
    const results = ctx.analysis.moves.map((m) => ({ m, key: cellsOf(m.position).join('').toUpperCase() }));
    cells.forEach((c, i) => {
      const x = 10 + i * (size + 4);
      const inLol = lol >= 0 && i >= lol && i < lol + 3;
      const g = el(s, 'g', { class: 'cell', 'data-index': i + 1 });
      el(g, 'rect', { x, y: 10, width: size, height: size, rx: 6, fill: inLol ? '#ffe08a' : EMPTY.has(c) ? '#f6f8fb' : '#e3ebf6', stroke: inLol ? '#c98a1b' : '#9aa7b6', 'stroke-width': inLol ? 3 : 1.5 });
      el(s, 'text', { x: x + size / 2, y: size + 32, 'text-anchor': 'middle', 'font-size': 10, fill: '#9aa7b6' }, String(i + 1));
      if (!EMPTY.has(c)) {
        el(g, 'text', { x: x + size / 2, y: 10 + size * 0.7, 'text-anchor': 'middle', 'font-size': size * 0.6, 'font-weight': 700, fill: '#23395d' }, c.toUpperCase());
        return;
      }
      ['L', 'O'].forEach((letter, half) => {
        const target = cells.map((x2, k) => (k === i ? letter : x2)).join('').toUpperCase();
        const reversed = target.split('').reverse().join('');
        const candidates = results.filter((o) => o.key === target || o.key === reversed).map((o) => o.m).slice(0, 1);
        const hy = 10 + half * (size / 2);
        const part = el(s, 'g', { class: 'half', 'data-index': i + 1, 'data-letter': letter });
        const v = bestValue(candidates);
        const zone = el(part, 'rect', { x: x + 2, y: hy + 2, width: size - 4, height: size / 2 - 4, rx: 4, fill: ctx.showValues && v ? LIGHT[v] : 'transparent' });
        el(part, 'text', { x: x + size / 2, y: hy + size * 0.36, 'text-anchor': 'middle', 'font-size': size * 0.3, fill: ctx.showValues && v ? COLORS[v] : '#b5c0cc', 'font-weight': 600 }, letter);
        trigger(part, ctx, candidates, (on) => zone.setAttribute('stroke', on ? '#23395d' : 'none'));
      });
    });
    box.appendChild(s);
    caption(box, ctx.canMove ? [t('clickLetter')] : []);
  },
};

// ---- matches: a grid of cells; '1' vertical match, '-' horizontal, '0' empty ----
function gridOf(pos) {
  return String(pos).split(/[\s/,;|]+/).filter(Boolean);
}
const grid = {
  name: 'grid',
  accepts: (pos) => {
    const rows = gridOf(pos);
    return rows.length >= 1 && rows.length <= 12 && rows.every((r) => /^[01-]+$/.test(r) && r.length === rows[0].length && r.length <= 12);
  },
  draw(box, ctx) {
    const rows = gridOf(ctx.position);
    const size = 70;
    const s = svg(rows[0].length * size + 20, rows.length * size + 20);
    const results = ctx.analysis.moves.map((m) => ({ m, key: gridOf(m.position).join('/') }));
    rows.forEach((row, r) => {
      row.split('').forEach((c, col) => {
        const x = 10 + col * size;
        const y = 10 + r * size;
        el(s, 'rect', { x, y, width: size, height: size, fill: '#faf7f0', stroke: '#d8cdb8' });
        if (c !== '0') {
          match(s, x, y, size, c === '1', 1);
          return;
        }
        ['1', '-'].forEach((kind, half) => {
          const target = rows.map((rw, rr) => (rr === r ? rw.slice(0, col) + kind + rw.slice(col + 1) : rw)).join('/');
          const candidates = results.filter((o) => o.key === target).map((o) => o.m);
          const v = bestValue(candidates);
          const part = el(s, 'g', { class: 'slot', 'data-row': r, 'data-col': col, 'data-kind': kind });
          el(part, 'rect', { x: x + 2 + (half * size) / 2, y: y + 2, width: size / 2 - 4, height: size - 4, rx: 4, fill: ctx.showValues && v ? LIGHT[v] : 'transparent', opacity: 0.7 });
          const ghost = el(part, 'g', { opacity: candidates.length ? 0.35 : 0.08 });
          match(ghost, x + (half * size) / 2, y, size / 2, kind === '1', half === 0 ? 1 : 0.5);
          trigger(part, ctx, candidates, (on) => ghost.setAttribute('opacity', on ? 0.9 : 0.35));
        });
      });
    });
    box.appendChild(s);
    caption(box, ctx.canMove ? [t('clickMatch')] : []);
  },
};

function match(parent, x, y, size, vertical, scale) {
  const len = size * 0.72 * (vertical ? 1 : scale === 1 ? 1 : 1.6);
  const cx = x + size / 2;
  const cy = y + (vertical ? size / 2 : size * (scale === 1 ? 0.5 : 1));
  if (vertical) {
    el(parent, 'rect', { x: cx - 3, y: cy - len / 2 + 5, width: 6, height: len - 5, rx: 2, fill: '#e0b070', stroke: '#a87838' });
    el(parent, 'ellipse', { cx, cy: cy - len / 2 + 5, rx: 5, ry: 7, fill: '#c0392b' });
  } else {
    const hx = x + size / 2;
    const l = Math.min(len, size * 0.9);
    el(parent, 'rect', { x: hx - l / 2, y: cy - 3, width: l - 5, height: 6, rx: 2, fill: '#e0b070', stroke: '#a87838' });
    el(parent, 'ellipse', { cx: hx + l / 2 - 5, cy, rx: 7, ry: 5, fill: '#c0392b' });
  }
}

// ---- generic: the position text ----
const generic = {
  name: 'generic',
  accepts: () => true,
  draw(box, ctx) {
    const pre = document.createElement('pre');
    pre.className = 'generic-board';
    pre.textContent = ctx.position === '' ? '∅' : ctx.position;
    pre.style.cssText = 'font-size:1.5rem;padding:0.6em 1em;background:#f6f8fb;border-radius:8px;margin:0;max-width:100%;overflow:auto';
    box.appendChild(pre);
  },
};

// one pile: a row of balls; several piles: columns of stones
const takeaway = {
  name: 'takeaway',
  accepts: (pos) => {
    const n = ints(pos);
    return n !== null && (n.length === 1 ? balls.accepts(pos) : piles.accepts(pos));
  },
  draw: (box, ctx) => (ints(ctx.position).length === 1 ? balls : piles).draw(box, ctx),
};

const BY_GAME = {
  parity: balls, 'take-ball': balls, stones: balls, bash: balls, 'fibonacci-nim': balls, 'toy-take': balls,
  subtraction: takeaway, 'ball-game': takeaway, 'fibonacci-subtraction': takeaway,
  nim: piles, wythoff: piles, euclid: piles, octal: piles, 'grundy-game': piles, 'all-but': piles,
  kayles: piles, 'dawson-kayles': piles, 'dawson-chess': piles,
  monks: staircase, lol: letters, matches: grid,
};

/** The view for a game at a position: its own view when the position fits, else generic. */
export function viewFor(gameId, position) {
  const own = BY_GAME[gameId];
  if (own && own.accepts(position)) return own;
  if (own) return generic;
  // games without their own view: guess from the position's shape (clicks still map to listed moves)
  if (grid.accepts(position) && /[-1]/.test(position) && gridOf(position).length > 1) return grid;
  if (/^[\s\d]+$/.test(position) && takeaway.accepts(position)) return takeaway;
  if (/^[LO*]+$/.test(position.trim())) return letters;
  return generic;
}

export function resetViews() {
  selectedMonk = null;
}
