// The shareable address of a game:
// #game=ID&p.NAME=VALUE...&pos=START&m=MOVE&m=MOVE...&mode=hc&skill=0.5&values=off&lang=zh
// (parameters, the start position and the moves played, so that a reload restores the game; the
// computer's skill when not perfect, values=off when the values are hidden). A rule game is
// game=rules:NAME for a rule example (/api/rules/examples), or game=rules&rules=TEXT for any rule
// text, TEXT the base64url of its UTF-8 (as the rule editor's address carries it).

/** base64url of the UTF-8 bytes of a text, and back. */
export function encodeRules(text) {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
export function decodeRules(code) {
  const bin = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The hash for a game: {game, rules (a rule text, or none), params, position, moves, mode, skill, values, lang}. */
export function gameHash({ game, rules, params, position, moves, mode, skill, values, lang }) {
  const q = new URLSearchParams();
  q.set('game', game);
  if (rules) q.set('rules', encodeRules(rules));
  for (const [k, v] of Object.entries(params)) q.set(`p.${k}`, v);
  q.set('pos', position);
  for (const m of moves) q.append('m', m);
  q.set('mode', mode);
  if (skill !== undefined && skill !== 1) q.set('skill', String(skill));
  if (values === false) q.set('values', 'off');
  q.set('lang', lang);
  return `#${q.toString()}`;
}

/**
 * The game a hash names: {game, rules, params, pos, moves, mode, skill, values, lang}; absent parts are
 * null or empty (values: true, false or null; rules: the rule text, still encoded).
 */
export function readGameHash(hash) {
  const q = new URLSearchParams(String(hash).replace(/^#/, ''));
  const params = {};
  for (const [k, v] of q.entries()) if (k.startsWith('p.')) params[k.slice(2)] = v;
  const values = q.get('values');
  return {
    game: q.get('game'), rules: q.get('rules'), params, pos: q.get('pos'), moves: q.getAll('m'), mode: q.get('mode'), skill: q.get('skill'),
    values: values === 'off' ? false : values === 'on' ? true : null, lang: q.get('lang'),
  };
}
