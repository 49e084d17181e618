// Boards drawn as the games look, chosen by the catalogue's view kind (GameFamily.view()). A view
// only draws the position and turns taps into one of the legal moves listed by the analysis
// (matched by the position each move leads to, and where two moves lead to the same position, by
// the pile its shape names: each move's "shape" is what it does, its name and labels are text for
// people), so the page never needs to know a game's rules.
// Every target is at least 44 px square, focusable, and plays on Enter or Space; with values
// shown, each target is coloured by its move's value (win green, draw yellow, loss dark red,
// paler when farther from the end). Positions too big to draw get the generic view: one button
// per listed move.
import { svg, el, title, COLORS } from './svg.js';
import { t, valueText, moveLabel } from './i18n.js';

export const PITCH = 44; // the smallest touch target
const MAX_DRAWN = 300;

/** Whole numbers in a position text, or null when one is too large to draw. */
export function ints(text) {
  const m = String(text).match(/\d+/g) || [];
  if (m.some((s) => s.length > 6)) return null;
  return m.map(Number);
}

function multiset(arr) {
  return arr.filter((x) => x !== 0).slice().sort((a, b) => a - b).join(',');
}

/** The pile, heap or row (from 1) a move's shape names ({"kind": "pile", "pile": 2, ...}), or null. */
function placeOf(m) {
  return m.shape && Number.isInteger(m.shape.pile) ? m.shape.pile : null;
}

/**
 * Of the moves that reach the position a target stands for, the one it plays: a position is no
 * key on its own, since two moves may reach the same one (in "3 3", heap 1 or heap 2 taken to 2,
 * listed in either order). The move that names the target's pile (1-based) wins; a move naming
 * another pile never does; when no move names a pile (one heap), the first.
 */
export function onPlace(found, place) {
  const named = found.filter((m) => placeOf(m) === place);
  if (named.length) return named.slice(0, 1);
  return found.filter((m) => placeOf(m) === null).slice(0, 1);
}

/** Lines of text under a board. */
export function caption(box, lines) {
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

/** A horizontally scrolling frame, so that long boards keep their 44 px targets. */
export function frame(box, s) {
  const div = document.createElement('div');
  div.className = 'board-scroll';
  div.appendChild(s);
  box.appendChild(div);
  return div;
}

/** Colour and opacity of a move's value for the mover: paler when farther from the end. */
export function shade(m, moves) {
  if (!m) return null;
  const same = moves.filter((o) => o.value === m.value && o.remoteness !== null && o.remoteness !== undefined);
  let opacity = 0.9;
  if (m.remoteness !== null && m.remoteness !== undefined && same.length > 0) {
    const lo = Math.min(...same.map((o) => o.remoteness));
    const hi = Math.max(...same.map((o) => o.remoteness));
    opacity = hi === lo ? 1 : 1 - 0.55 * ((m.remoteness - lo) / (hi - lo));
  }
  return { color: COLORS[m.value], opacity };
}

/** Paints a shape with the value of the best candidate (when values are shown). */
export function paint(shape, ctx, candidates, idle) {
  const best = candidates[0];
  const s = ctx.showValues && best ? shade(best, ctx.analysis.moves) : null;
  if (s) {
    shape.setAttribute('fill', s.color);
    shape.setAttribute('fill-opacity', String(s.opacity));
    shape.classList.add(`v-${best.value}`);
  } else {
    shape.setAttribute('fill', idle);
  }
}

/**
 * Makes node a move target: one candidate plays it, several open the chooser. Candidates are
 * ordered best first (the analysis's order), so the first one gives the colour.
 */
export function target(node, ctx, candidates, kind = 'play') {
  if (!ctx.canMove || candidates.length === 0) return false;
  node.classList.add('target');
  node.dataset.moves = candidates.map((m) => m.move).join('|');
  if (kind !== 'play') node.dataset.action = kind;
  node.setAttribute('tabindex', '0');
  node.setAttribute('role', 'button');
  const words = candidates.map((m) => (ctx.showValues ? t('moveOn', moveLabel(m), valueText(m.value, m.remoteness)) : moveLabel(m)));
  node.setAttribute('aria-label', words.join('; '));
  title(node, words.join('\n'));
  if (ctx.hint && candidates.some((m) => m.move === ctx.hint)) node.classList.add('hint');
  const act = (ev) => {
    ev.stopPropagation();
    ev.preventDefault();
    if (kind === 'select') ctx.select(node);
    else if (candidates.length === 1) ctx.playMove(candidates[0].move);
    else ctx.choose(candidates, node);
  };
  node.addEventListener('click', act);
  node.addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter' || ev.key === ' ') act(ev);
  });
  return true;
}

// ---- balls: one pile drawn as a row of balls; tapping ball j leaves j-1 ----
const balls = {
  accepts: (pos) => {
    const n = ints(pos);
    return n !== null && n.length >= 1 && n[0] <= MAX_DRAWN;
  },
  draw(box, ctx) {
    const n = ints(ctx.position)[0];
    const perRow = Math.max(5, Math.min(20, Math.floor((ctx.width - 16) / PITCH)));
    const rows = Math.max(1, Math.ceil(n / perRow));
    const s = svg(Math.max(Math.min(n, perRow), 5) * PITCH + 16, rows * PITCH + 34);
    const results = ctx.analysis.moves.map((m) => ({ m, first: (ints(m.position) || [])[0] }));
    for (let j = 1; j <= n; j++) {
      const x = 8 + ((j - 1) % perRow) * PITCH;
      const y = 8 + Math.floor((j - 1) / perRow) * PITCH;
      const g = el(s, 'g', { class: 'ball', 'data-index': j });
      const pad = el(g, 'rect', { x, y, width: PITCH, height: PITCH, rx: 10 });
      el(g, 'circle', { cx: x + PITCH / 2, cy: y + PITCH / 2, r: 15, fill: 'url(#ball)', stroke: '#8a5a1c', 'stroke-width': 1 });
      const candidates = results.filter((o) => o.first === j - 1).map((o) => o.m);
      paint(pad, ctx, candidates, 'transparent');
      target(g, ctx, candidates);
    }
    const defs = el(s, 'defs');
    const grad = el(defs, 'radialGradient', { id: 'ball', cx: '35%', cy: '35%', r: '70%' });
    el(grad, 'stop', { offset: '0%', 'stop-color': '#fff3c4' });
    el(grad, 'stop', { offset: '60%', 'stop-color': '#f4b942' });
    el(grad, 'stop', { offset: '100%', 'stop-color': '#c98a1b' });
    el(s, 'text', { x: 10, y: rows * PITCH + 28, class: 'board-label' }, n === 0 ? '∅' : `n = ${n}`);
    frame(box, s);
    caption(box, ctx.canMove ? [t('clickBall')] : []);
  },
};

// ---- piles: each pile a row of stones; tapping stone j leaves j-1 in that pile ----
function stoneRows(s, y0, count, perRow, label, onStone) {
  el(s, 'text', { x: 8, y: y0 + 14, class: 'board-label' }, label);
  const lines = Math.max(1, Math.ceil(count / perRow));
  for (let j = 1; j <= count; j++) {
    const x = 8 + ((j - 1) % perRow) * PITCH;
    const y = y0 + 20 + Math.floor((j - 1) / perRow) * PITCH;
    onStone(j, x, y);
  }
  return y0 + 20 + lines * PITCH + 10;
}

// a pile picked for a split (Lasker's Nim: taking and splitting are both moves), 0-based, or null
let splitPile = null;

// ---- several piles in one move (Moore's Nim): tap a stone on each pile to mark it, then Play ----
// marks.left: pile (0-based) -> the stones left there; marks belong to one position
let marks = null;
// why the last tap was not marked (shown once under the board), or null
let refusal = null;

/** How many piles a move's result takes from, or 0 when it is no plain taking (a split, a pile grown). */
function pilesTaken(p, r) {
  if (r.length !== p.length || r.some((x, k) => x > p[k])) return 0;
  return r.filter((x, k) => x !== p[k]).length;
}

/** Whether the game's moves take from several piles at once, other than Wythoff's equal takes from two piles. */
function takesFromSeveral(p, moves) {
  return moves.some((o) => {
    const taken = pilesTaken(p, o.r);
    if (taken < 2) return false;
    const d = o.r.map((x, k) => p[k] - x).filter((x) => x > 0);
    return !(p.length === 2 && d[0] === d[1]);
  });
}

/** The listed moves whose result leaves exactly the marked counts on the marked piles (any others may change too). */
function extending(p, moves, left) {
  return moves.filter((o) => pilesTaken(p, o.r) > 0 && [...left].every(([i, n]) => o.r[i] === n)).map((o) => o.m);
}

/** The listed move that takes exactly what is marked, or null. */
function exactly(p, moves, left) {
  const want = p.map((x, k) => (left.has(k) ? left.get(k) : x)).join(',');
  const found = moves.find((o) => o.r.join(',') === want);
  return found ? found.m : null;
}

function drawMarked(box, ctx, p, moves, perRow) {
  if (!marks || marks.position !== ctx.position) marks = { position: ctx.position, left: new Map() };
  const left = marks.left;
  // every move that takes from piles is made by marks, whichever the marks are now
  ctx.reachable = moves.filter((o) => pilesTaken(p, o.r) > 0).map((o) => o.m.move);
  const rowsOf = (c) => Math.max(1, Math.ceil(c / perRow));
  let height = 10;
  p.forEach((c) => { height += 20 + rowsOf(c) * PITCH + 10; });
  const s = svg(Math.min(Math.max(...p, 5), perRow) * PITCH + 16, height);
  let y = 10;
  p.forEach((size, i) => {
    const marked = left.has(i);
    const label = `${t('pileN', i + 1)}${t('colon')}${size}${marked ? ` → ${left.get(i)}` : ''}`;
    y = stoneRows(s, y, size, perRow, label, (j, x, sy) => {
      const g = el(s, 'g', { class: 'stone mark', 'data-pile': i + 1, 'data-index': j });
      const pad = el(g, 'rect', { x, y: sy, width: PITCH, height: PITCH, rx: 8 });
      const taken = marked && j > left.get(i);
      el(g, 'rect', { x: x + 7, y: sy + 7, width: PITCH - 14, height: PITCH - 14, rx: 6, fill: '#6c8ebf', stroke: '#3d5f8f', class: taken ? 'taken' : null });
      // this stone as a mark: the moves that leave j-1 here and what is marked elsewhere
      const asMark = new Map(left);
      if (marked && left.get(i) === j - 1) asMark.delete(i); else asMark.set(i, j - 1);
      const candidates = marked && left.get(i) === j - 1 ? extending(p, moves, left) : extending(p, moves, asMark);
      if (marked && left.get(i) === j - 1) {
        g.classList.add('marked');
        pad.setAttribute('fill', '#ffe08a');
      } else {
        paint(pad, ctx, candidates, 'transparent');
      }
      if (!target(g, ctx, candidates, 'select') && ctx.canMove) {
        // no listed move leaves this with the other marks: say why instead of marking
        g.addEventListener('click', () => {
          refusal = ctx.analysis.all_moves === false ? 'markUnlisted' : 'markRefused';
          ctx.redraw(null);
        });
      }
    });
    if (size === 0) el(s, 'text', { x: 14, y: y - 30, class: 'board-label' }, '∅');
  });
  frame(box, s);
  if (!ctx.canMove) return;
  const move = left.size ? exactly(p, moves, left) : null;
  const bar = document.createElement('div');
  bar.className = 'mark-actions';
  const play = document.createElement('button');
  play.type = 'button';
  play.className = 'mark-play';
  play.textContent = t('playMarked');
  if (move) {
    play.classList.add('primary');
    target(play, ctx, [move]);
  } else {
    play.disabled = true;
  }
  const clear = document.createElement('button');
  clear.type = 'button';
  clear.className = 'mark-clear';
  clear.textContent = t('clearMarks');
  clear.disabled = left.size === 0;
  clear.addEventListener('click', () => {
    marks = null;
    refusal = null;
    ctx.redraw('#board .stone.mark.target');
  });
  bar.append(play, clear);
  box.appendChild(bar);
  if (refusal) {
    const why = document.createElement('div');
    why.className = 'mark-refused';
    why.setAttribute('role', 'status');
    why.textContent = t(refusal);
    box.appendChild(why);
    refusal = null;
  }
  const lines = [];
  if (left.size === 0) lines.push(t('markStones'));
  else if (move) lines.push(t('markedMove', moveLabel(move)));
  else lines.push(t('markMore'));
  caption(box, lines);
}

const piles = {
  accepts: (pos) => {
    const p = ints(pos);
    return p !== null && p.length >= 1 && p.length <= 12 && p.every((x) => x <= 100);
  },
  draw(box, ctx) {
    const p = ints(ctx.position);
    const perRow = Math.max(5, Math.min(20, Math.floor((ctx.width - 16) / PITCH)));
    const moves = ctx.analysis.moves.map((m) => ({ m, r: ints(m.position) || [] }));
    if (takesFromSeveral(p, moves)) {
      drawMarked(box, ctx, p, moves, perRow);
      return;
    }
    const key = (arr) => arr.join(',');
    const takeCandidates = (i, left) => {
      const exact = p.map((x, k) => (k === i ? left : x));
      const found = onPlace(moves.filter((o) => key(o.r) === key(exact)).map((o) => o.m), i + 1);
      if (found.length) return found;
      return onPlace(moves.filter((o) => multiset(o.r) === multiset(exact)).map((o) => o.m), i + 1);
    };
    const splitCandidates = (i, a, b) => {
      const want = multiset([...p.filter((_, k) => k !== i), a, b]);
      return onPlace(moves.filter((o) => o.r.length > p.filter((x) => x > 0).length - 1 && multiset(o.r) === want).map((o) => o.m), i + 1);
    };
    // Wythoff-like games: the same number from two piles
    const both = [];
    if (p.length === 2) {
      for (let k = 1; k <= Math.min(p[0], p[1]); k++) {
        const want = [p[0] - k, p[1] - k];
        const found = moves.filter((o) => key(o.r) === key(want) || (o.r.length === 2 && multiset(o.r) === multiset(want) && !p.includes(o.r[0]) && !p.includes(o.r[1])));
        if (found.length) both[k] = found[0].m;
      }
    }
    const hasBoth = both.some(Boolean);
    // the splits of each pile; where stones take, a split is a second step: ✂ after the pile, then a stone
    const splitsOf = p.map((size, i) => {
      const out = [];
      for (let j = 1; j < size; j++) out.push(...splitCandidates(i, j, size - j));
      return out;
    });
    const twoStep = p.map((size, i) => splitsOf[i].length > 0 && takeCandidates(i, size - 1).length > 0);
    if (splitPile !== null && !twoStep[splitPile]) splitPile = null;
    const rowsOf = (c) => Math.max(1, Math.ceil(c / perRow));
    let height = 10;
    p.forEach((c, i) => { height += 20 + rowsOf(c + (twoStep[i] ? 1 : 0)) * PITCH + 10; });
    if (hasBoth) height += 20 + rowsOf(Math.min(p[0], p[1])) * PITCH + 10;
    const widest = Math.max(...p, 5);
    const s = svg(Math.min(widest, perRow) * PITCH + 16, height);
    let y = 10;
    let splits = false;
    p.forEach((size, i) => {
      y = stoneRows(s, y, size + (twoStep[i] ? 1 : 0), perRow, `${t('pileN', i + 1)}${t('colon')}${size}`, (j, x, sy) => {
        if (j > size) {
          // ✂: picks this pile for a split (a second tap on a stone makes it)
          const g = el(s, 'g', { class: 'split', 'data-pile': i + 1 });
          const pad = el(g, 'rect', { x, y: sy, width: PITCH, height: PITCH, rx: 8 });
          paint(pad, ctx, splitPile === i ? [] : splitsOf[i], splitPile === i ? '#ffe08a' : '#eef2f7');
          el(g, 'text', { x: x + PITCH / 2, y: sy + PITCH / 2 + 7, 'text-anchor': 'middle', class: 'step-arrow' }, '✂');
          target(g, ctx, splitsOf[i], 'select');
          return;
        }
        const g = el(s, 'g', { class: 'stone', 'data-pile': i + 1, 'data-index': j });
        const pad = el(g, 'rect', { x, y: sy, width: PITCH, height: PITCH, rx: 8 });
        el(g, 'rect', { x: x + 7, y: sy + 7, width: PITCH - 14, height: PITCH - 14, rx: 6, fill: '#6c8ebf', stroke: '#3d5f8f' });
        let candidates = splitPile === i ? [] : takeCandidates(i, j - 1);
        if (candidates.length === 0 && j < size) {
          candidates = splitCandidates(i, j, size - j);
          if (candidates.length) splits = true;
        }
        paint(pad, ctx, candidates, 'transparent');
        target(g, ctx, candidates);
      });
      if (size === 0) el(s, 'text', { x: 14, y: y - 30, class: 'board-label' }, '∅');
    });
    if (hasBoth) {
      const m = Math.min(p[0], p[1]);
      stoneRows(s, y, m, perRow, t('clickBoth'), (j, x, sy) => {
        const g = el(s, 'g', { class: 'stone both', 'data-index': j });
        const pad = el(g, 'rect', { x, y: sy, width: PITCH, height: PITCH, rx: 8 });
        el(g, 'rect', { x: x + 7, y: sy + 7, width: PITCH - 14, height: PITCH - 14, rx: 6, fill: '#9b7fc0', stroke: '#5f478a' });
        const move = both[m - j + 1];
        const candidates = move ? [move] : [];
        paint(pad, ctx, candidates, 'transparent');
        target(g, ctx, candidates);
      });
    }
    frame(box, s);
    caption(box, ctx.canMove ? [t(splits ? 'clickSplit' : twoStep.some(Boolean) ? 'selectSplit' : 'clickStone')] : []);
  },
  select(node, ctx) {
    const i = Number(node.dataset.pile) - 1;
    if (node.classList.contains('mark')) {
      // a stone of several piles' board: marks "leave index-1" on its pile, or clears the mark
      const keep = Number(node.dataset.index) - 1;
      if (marks.left.get(i) === keep) marks.left.delete(i);
      else marks.left.set(i, keep);
      refusal = null;
      ctx.redraw(`.stone.mark[data-pile="${i + 1}"][data-index="${keep + 1}"]`);
      return;
    }
    splitPile = splitPile === i ? null : i;
    ctx.redraw(`.split[data-pile="${i + 1}"]`);
  },
};

// one pile: a row of balls; several piles: rows of stones
const takeaway = {
  accepts: (pos) => {
    const n = ints(pos);
    return n !== null && (n.length === 1 ? balls.accepts(pos) : piles.accepts(pos));
  },
  draw: (box, ctx) => (ints(ctx.position).length === 1 ? balls : piles).draw(box, ctx),
  select: (node, ctx) => piles.select(node, ctx),
};

// ---- pins (Kayles and octal games): each heap a row of pins; a pin, or the bar between two ----
export const pins = {
  accepts: (pos) => {
    const p = ints(pos);
    return p !== null && p.length >= 1 && p.length <= 12 && p.every((x) => x <= 60);
  },
  draw(box, ctx) {
    const p = ints(ctx.position);
    const perRow = Math.max(5, ...p); // one line per heap (the frame scrolls): neighbours stay neighbours
    const moves = ctx.analysis.moves.map((m) => ({ m, key: multiset(ints(m.position) || []) }));
    const others = (i) => p.filter((_, k) => k !== i);
    // the moves that knock down pins a..b (1-based, inclusive) of heap i
    const run = (i, a, b) => onPlace(moves.filter((o) => o.key === multiset([...others(i), a - 1, p[i] - b])).map((o) => o.m), i + 1);
    const rowsOf = (c) => Math.max(1, Math.ceil(c / perRow));
    let height = 10;
    p.forEach((c) => { height += 20 + rowsOf(c) * (PITCH * 2) + 6; });
    const s = svg(Math.min(Math.max(...p, 5), perRow) * PITCH + 16, height);
    let y0 = 10;
    p.forEach((size, i) => {
      el(s, 'text', { x: 8, y: y0 + 14, class: 'board-label' }, `${t('heap', i + 1)}${t('colon')}${size}`);
      for (let j = 1; j <= size; j++) {
        const col = (j - 1) % perRow;
        const x = 8 + col * PITCH;
        const y = y0 + 20 + Math.floor((j - 1) / perRow) * PITCH * 2;
        // the pin: knocking down this one, or a longer run starting here (a menu when several)
        const g = el(s, 'g', { class: 'pin', 'data-heap': i + 1, 'data-index': j });
        const pad = el(g, 'rect', { x, y, width: PITCH, height: PITCH, rx: 8 });
        el(g, 'ellipse', { cx: x + PITCH / 2, cy: y + 26, rx: 9, ry: 13, fill: '#fdfaf2', stroke: '#6b5a3a', 'stroke-width': 1.5 });
        el(g, 'circle', { cx: x + PITCH / 2, cy: y + 10, r: 6, fill: '#fdfaf2', stroke: '#6b5a3a', 'stroke-width': 1.5 });
        el(g, 'rect', { x: x + PITCH / 2 - 9, y: y + 16, width: 18, height: 3, fill: '#c0392b' });
        const candidates = run(i, j, j);
        for (let k = 3; j + k - 1 <= size; k++) candidates.push(...run(i, j, j + k - 1));
        paint(pad, ctx, candidates, 'transparent');
        target(g, ctx, candidates);
        // the bar between pin j and pin j+1 (drawn under them): both pins
        if (j < size && col < perRow - 1) {
          const pair = run(i, j, j + 1);
          if (pair.length) {
            const b = el(s, 'g', { class: 'pair', 'data-heap': i + 1, 'data-index': j });
            const bpad = el(b, 'rect', { x: x + PITCH / 2, y: y + PITCH, width: PITCH, height: PITCH, rx: 8 });
            el(b, 'rect', { x: x + PITCH / 2 + 4, y: y + PITCH + 17, width: PITCH - 8, height: 10, rx: 5, fill: '#8a6d3b' });
            paint(bpad, ctx, pair, 'transparent');
            target(b, ctx, pair);
          }
        }
      }
      y0 += 20 + rowsOf(size) * PITCH * 2 + 6;
    });
    frame(box, s);
    caption(box, ctx.canMove ? [t('clickPin')] : []);
  },
};

// ---- monks on a staircase: tap a monk, then the step to send him to ----
let selectedMonk = null;
const staircase = {
  accepts: (pos) => {
    const p = ints(pos);
    return p !== null && p.length >= 1 && Math.max(...p) <= 80;
  },
  draw(box, ctx) {
    const steps = ints(ctx.position).slice().sort((a, b) => a - b);
    const top = Math.max(...steps, 1) + 1;
    const h = Math.max(4, Math.min(16, Math.floor(220 / top)));
    const height = top * h + 90;
    const s = svg(top * PITCH + 16, height);
    const base = height - 24;
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
      const x = 8 + (k - 1) * PITCH;
      el(s, 'rect', { x, y: base - k * h, width: PITCH, height: k * h, fill: k % 2 ? '#e9e1d3' : '#dfd4c1', stroke: '#b9a98c' });
      if (k === 1 || k % 5 === 0 || k === top) el(s, 'text', { x: x + PITCH / 2, y: base + 16, 'text-anchor': 'middle', class: 'board-label' }, String(k));
      const move = targets.get(k);
      if (move) {
        const g = el(s, 'g', { class: 'step', 'data-step': k });
        const pad = el(g, 'rect', { x, y: base - k * h - 50, width: PITCH, height: 48, rx: 8 });
        el(g, 'text', { x: x + PITCH / 2, y: base - k * h - 20, 'text-anchor': 'middle', class: 'step-arrow' }, '▼');
        paint(pad, ctx, [move], '#dfe7f3');
        target(g, ctx, [move]);
      }
    }
    for (const st of steps) {
      const x = 8 + (st - 1) * PITCH;
      const cy = base - st * h - 22;
      const g = el(s, 'g', { class: 'monk', 'data-step': st });
      const picked = st === selectedMonk;
      const pad = el(g, 'rect', { x, y: cy - 22, width: PITCH, height: PITCH, rx: 8 });
      const own = moves.has(st) ? [...moves.get(st).values()] : [];
      const sorted = ctx.analysis.moves.filter((m) => own.includes(m));
      // the monk shows the value of his best move; picked, he is outlined and his steps coloured
      paint(pad, ctx, picked ? [] : sorted, picked ? '#ffe08a' : 'transparent');
      el(g, 'ellipse', { cx: x + PITCH / 2, cy: cy + 8, rx: 12, ry: 11, fill: picked ? '#ee964b' : '#c2571a', stroke: '#fff', 'stroke-width': 1.5 });
      el(g, 'circle', { cx: x + PITCH / 2, cy: cy - 9, r: 7, fill: '#f2c9a0', stroke: '#8a5a1c' });
      if (sorted.length) {
        target(g, ctx, sorted, 'select');
        g.dataset.step = String(st);
      }
    }
    frame(box, s);
    caption(box, ctx.canMove ? [t('selectMonk')] : []);
  },
  select(node, ctx) {
    const st = Number(node.dataset.step);
    selectedMonk = selectedMonk === st ? null : st;
    ctx.redraw(`.monk[data-step="${st}"]`);
  },
};

// ---- LOL: a row of letter cells; the upper half of an empty cell writes L, the lower half O ----
const EMPTY = new Set(['*', '.', '_', '?']);
function cellsOf(pos) {
  return String(pos).replace(/\s+/g, '').split('');
}
const letters = {
  accepts: (pos) => /^[\sLO*._?]*$/i.test(pos) && cellsOf(pos).length <= 80,
  draw(box, ctx) {
    const cells = cellsOf(ctx.position);
    const cw = PITCH + 4;
    const s = svg(Math.max(cells.length, 3) * cw + 16, PITCH * 2 + 34);
    const text = cells.join('').toUpperCase();
    const lol = text.indexOf('LOL');
    const results = ctx.analysis.moves.map((m) => ({ m, key: cellsOf(m.position).join('').toUpperCase() }));
    cells.forEach((c, i) => {
      const x = 8 + i * cw;
      const inLol = lol >= 0 && i >= lol && i < lol + 3;
      const g = el(s, 'g', { class: 'cell', 'data-index': i + 1 });
      el(g, 'rect', { x, y: 6, width: PITCH, height: PITCH * 2, rx: 6, fill: inLol ? '#ffe08a' : EMPTY.has(c) ? '#f6f8fb' : '#e3ebf6', stroke: inLol ? '#c98a1b' : '#9aa7b6', 'stroke-width': inLol ? 3 : 1.5 });
      el(s, 'text', { x: x + PITCH / 2, y: PITCH * 2 + 26, 'text-anchor': 'middle', class: 'board-label small' }, String(i + 1));
      if (!EMPTY.has(c)) {
        el(g, 'text', { x: x + PITCH / 2, y: 6 + PITCH * 1.25, 'text-anchor': 'middle', class: 'letter' }, c.toUpperCase());
        return;
      }
      ['L', 'O'].forEach((letter, half) => {
        // the row as it reads after this letter: its mirror image is another move (cell n+1-i)
        const wanted = cells.map((x2, k) => (k === i ? letter : x2)).join('').toUpperCase();
        const candidates = results.filter((o) => o.key === wanted).map((o) => o.m).slice(0, 1);
        const y = 6 + half * PITCH;
        const part = el(s, 'g', { class: 'half', 'data-index': i + 1, 'data-letter': letter });
        const pad = el(part, 'rect', { x, y, width: PITCH, height: PITCH, rx: 5 });
        paint(pad, ctx, candidates, 'transparent');
        el(part, 'text', { x: x + PITCH / 2, y: y + PITCH * 0.68, 'text-anchor': 'middle', class: ctx.showValues && candidates.length ? 'ghost-letter on' : 'ghost-letter' }, letter);
        target(part, ctx, candidates);
      });
    });
    frame(box, s);
    caption(box, ctx.canMove ? [t('clickLetter')] : []);
  },
};

// ---- matches: a grid of cells; '1' vertical match, '-' horizontal, '0' empty ----
function gridOf(pos) {
  return String(pos).split(/[\s/,;|]+/).filter(Boolean);
}
const grid = {
  accepts: (pos) => {
    const rows = gridOf(pos);
    return rows.length >= 1 && rows.length <= 12 && rows.every((r) => /^[01-]+$/.test(r) && r.length === rows[0].length && r.length <= 12);
  },
  draw(box, ctx) {
    const rows = gridOf(ctx.position);
    const size = PITCH * 2;
    const s = svg(rows[0].length * size + 16, rows.length * size + 16);
    const results = ctx.analysis.moves.map((m) => ({ m, key: gridOf(m.position).join('/') }));
    rows.forEach((row, r) => {
      row.split('').forEach((c, col) => {
        const x = 8 + col * size;
        const y = 8 + r * size;
        el(s, 'rect', { x, y, width: size, height: size, fill: '#faf7f0', stroke: '#d8cdb8' });
        if (c !== '0') {
          match(s, x, y, size, c === '1');
          return;
        }
        ['1', '-'].forEach((kind, half) => {
          const wanted = rows.map((rw, rr) => (rr === r ? rw.slice(0, col) + kind + rw.slice(col + 1) : rw)).join('/');
          const candidates = results.filter((o) => o.key === wanted).map((o) => o.m);
          const part = el(s, 'g', { class: 'slot', 'data-row': r, 'data-col': col, 'data-kind': kind });
          const pad = el(part, 'rect', { x: x + (half * size) / 2, y: y + 2, width: size / 2, height: size - 4, rx: 5 });
          paint(pad, ctx, candidates, 'transparent');
          if (ctx.showValues && candidates.length) pad.setAttribute('fill-opacity', String(0.55 * Number(pad.getAttribute('fill-opacity'))));
          const ghost = el(part, 'g', { class: candidates.length ? 'ghost' : 'ghost none' });
          match(ghost, x + (half * size) / 2, y, size / 2, kind === '1');
          target(part, ctx, candidates);
        });
      });
    });
    frame(box, s);
    caption(box, ctx.canMove ? [t('clickMatch')] : []);
  },
};

function match(parent, x, y, size, vertical) {
  const cx = x + size / 2;
  const cy = y + (vertical ? size / 2 : size / 2);
  const len = Math.min(size * 0.8, 70);
  if (vertical) {
    el(parent, 'rect', { x: cx - 3, y: cy - len / 2 + 5, width: 6, height: len - 5, rx: 2, fill: '#e0b070', stroke: '#a87838' });
    el(parent, 'ellipse', { cx, cy: cy - len / 2 + 5, rx: 5, ry: 7, fill: '#c0392b' });
  } else {
    el(parent, 'rect', { x: cx - len / 2, y: cy - 3, width: len - 5, height: 6, rx: 2, fill: '#e0b070', stroke: '#a87838' });
    el(parent, 'ellipse', { cx: cx + len / 2 - 5, cy, rx: 7, ry: 5, fill: '#c0392b' });
  }
}

// ---- generic: the position text and one button per listed move ----
function moveButtons(box, ctx, moves) {
  const list = document.createElement('div');
  list.className = 'generic-moves';
  for (const m of moves.slice(0, 200)) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = ctx.showValues ? `move-button v-${m.value}` : 'move-button';
    b.textContent = moveLabel(m);
    const s = ctx.showValues ? shade(m, ctx.analysis.moves) : null;
    if (s) b.style.setProperty('--shade', String(s.opacity));
    target(b, ctx, [m]);
    if (!ctx.canMove) b.disabled = true;
    list.appendChild(b);
  }
  box.appendChild(list);
}

const generic = {
  accepts: () => true,
  draw(box, ctx) {
    const pre = document.createElement('pre');
    pre.className = 'generic-board';
    pre.textContent = ctx.position === '' ? '∅' : ctx.position;
    box.appendChild(pre);
    moveButtons(box, ctx, ctx.orderedMoves);
  },
};

/**
 * After a board is drawn: the listed moves it has no target for (a rule the board cannot show,
 * e.g. splitting a heap without taking) as buttons under it, so every listed move stays playable.
 */
export function otherMoves(box, ctx) {
  if (!ctx.canMove) return;
  // a board of marks (several piles) reaches more moves than its targets show at the moment
  const onBoard = new Set(ctx.reachable || []);
  box.querySelectorAll('[data-moves]').forEach((e) => e.dataset.moves.split('|').forEach((m) => onBoard.add(m)));
  const missing = ctx.orderedMoves.filter((m) => !onBoard.has(m.move));
  if (missing.length === 0) return;
  caption(box, [t('otherMoves')]);
  moveButtons(box, ctx, missing);
}

/** The page's own views by kind; the canon boards (boards.js) join them in viewkinds.js. */
export const VIEWS = { balls, takeaway, piles, pins, staircase, letters, grid, generic };

/** Forgets a half-made selection (a monk picked before his move). */
export function resetViewSelection() {
  selectedMonk = null;
  splitPile = null;
  marks = null;
  refusal = null;
}
