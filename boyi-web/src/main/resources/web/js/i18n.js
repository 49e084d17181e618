// Every string of the page in Chinese and English. Texts about a game (rules, explanations, move
// labels, errors) come from the API in both languages; pick() chooses one and says whether the
// Chinese was missing (then the English is shown and the element is marked data-fallback).
const STRINGS = {
  en: {
    tagline: 'Exact solver for two-player games — play against the perfect player',
    games: 'Games', filter: 'Filter games', game: 'Game', position: 'Starting position', mode: 'Players',
    'mode-hc': 'You first, computer second', 'mode-ch': 'Computer first, you second', 'mode-hh': 'Two players',
    skill: 'Computer skill', 'skill-perfect': 'Perfect', 'skill-strong': 'Strong (best move 75%)',
    'skill-medium': 'Medium (best move 50%)', 'skill-random': 'Random',
    'new-game': 'New game', undo: 'Undo', redo: 'Redo', restart: 'Restart', hint: 'Hint', share: 'Copy link',
    resume: 'Computer moves from here', skip: 'Skip to the board',
    'position-now': 'Position', 'all-moves': 'Move list', 'type-move': 'or type a move', 'play-move': 'Play',
    analysis: 'Analysis', 'show-analysis': 'Show values', move: 'Move', 'value-for-mover': 'Value for the mover',
    remoteness: 'Moves left', delta: 'Extra moves', 'leads-to': 'Leads to', win: 'win', draw: 'draw', loss: 'loss',
    'legend-text': 'for the player who makes the move; paler = farther from the end; moves left = moves to the end with best play; extra moves = moves more than the best move of the same value (a move of a worse value says what it gives up)',
    deltaGivesUp: (v) => (v === 'win' ? 'gives up the win' : 'gives up the draw'),
    'value-history': 'Value history',
    'history-help': 'One point per position. Up: the upper player wins, down: the lower player wins, middle line: draw; the axis counts the moves left (remoteness), 0 at the edge = the game ends. A red ring marks a blunder. Click a point or a move of the log to go back to that position.',
    table: 'Table', upto: 'up to', 'draw-table': 'Draw', noGameFound: 'No game matches the filter.',
    footer: 'Boyi solves every position exactly and works offline: everything is served by bin/boyi serve.',
    hidden: 'Values are hidden. Tick “Show values” to see the analysis, the value history and the table.',
    player1: 'Player 1', player2: 'Player 2', you: 'You', computer: 'Computer',
    toMove: (who) => `${who} to move`, thinking: 'The computer is thinking…',
    youWin: 'You win!', wins: (who) => `${who} wins`, drawResult: 'Draw',
    gameOver: 'Game over', colon: ': ', comma: ', ',
    valueLine: (who) => `${who} to move:`,
    valueWord: (o, r) => {
      const w = { win: 'win', draw: 'draw', loss: 'loss' }[o] || o;
      return o === 'draw' || r === null || r === undefined ? w : `${w} in ${r}`;
    },
    grundyIs: (g) => `Grundy value ${g}`,
    method: 'Method',
    moveSelection: (n, total) => (total ? `${n} of ${total} moves are listed (too many to list all); any legal move can be typed below the board.`
      : `A selection of ${n} moves is listed (too many to list all); any legal move can be typed below the board.`),
    noMoves: 'The game is over: no legal moves.',
    chooseMove: 'Choose the move:', cancel: 'Cancel',
    noTable: 'This game has no table over n.',
    preperiod: 'preperiod', period: 'period', proven: 'proven', observed: 'observed, not proven',
    periodBeyond: (pre, per) => `period ${per} from n = ${pre} (beyond this table)`,
    periodFrom: (pre, per, proven) => `period ${per} from n = ${pre} (${proven ? 'proven' : 'observed, not proven'})`,
    blunder: 'blunder', start: 'Start',
    loading: 'Loading…', analysing: (s) => `Analysing… ${s} s`, busyNote: 'The board is locked until the analysis is done.',
    defaultIs: (d) => `default ${d}`, required: 'required',
    hintIs: (m) => `Hint: ${m}`, hintNone: 'No move to hint: the game is over.',
    copied: 'Link copied to the clipboard.', copyThis: 'Copy this link:',
    tableCut: (shown, asked) => `Shown up to n = ${shown}: the table up to ${asked} needs more time than the server gives it`,
    tableSlow: 'This table needs more time than the server gives it; play is not affected.',
    oldGameKept: 'The old game is still on the board.',
    linkStopped: (n, move) => `Move ${n} of the link ("${move}") is not legal there, so the game is shown up to move ${n - 1}`,
    restoring: 'Restoring the shared game…',
    holds: (who, odd) => `${who} ${who === 'You' ? 'hold' : 'holds'} an ${odd ? 'odd' : 'even'} number of balls`,
    atMost: (m) => `This move may take at most ${m}.`,
    playFrom: (n) => `click to play from n = ${n}`,
    clickBall: 'Tap a ball: you take it and every ball after it.',
    clickStone: 'Tap a stone: you take it and every stone after it in its pile.',
    clickSplit: 'Tap a stone: the pile is cut after it.',
    selectSplit: 'Tap a stone to take it and every stone after it; or tap ✂ after a pile, then the stone after which it splits.',
    clickBoth: 'Take the same number from both piles:',
    markStones: 'Tap a stone on each pile you take from: you take it and every stone after it; tap it again to unmark. Then press Play.',
    markedMove: (m) => `Play makes the move ${m}.`,
    markMore: 'These marks are no move yet: mark another pile or change a mark.',
    markRefused: 'Not marked: no legal move takes from these piles together like this (one move may take from only so many piles).',
    markUnlisted: 'Not marked: only the listed moves can be marked here; type any other move in the move box.',
    playMarked: 'Play', clearMarks: 'Clear marks',
    clickPin: 'Tap a pin to knock it down, or the bar between two pins to knock both down.',
    pinRun: (k) => `knock down ${k} pins from here`,
    heap: (i) => `Row ${i}`, pileN: (i) => `Pile ${i}`,
    selectMonk: 'Tap a piece, then the place to move it to.',
    clickKiki: 'Tap a cell left of, below or down-left of the coin to move it there; ★ is the corner.',
    clickFactor: 'Tap a factor: p is multiplied by it (the small number is the result).',
    clickSlide: 'Tap a cell in a row: the ringed piece of the player to move slides there.',
    selectToken: 'Tap a vertex with a token, then the vertex to slide it to.',
    clickTarget: 'Tap the vertex to slide the token to (tap the token again to choose another).',
    clickEdge: 'Tap the mark on an edge to cut it; whatever hangs only from it falls off.',
    clickCoin: 'Tap a heads coin: it is the rightmost coin your move turns over.',
    clickCircle: 'Tap a coin to take it, or the mark between two neighbours to take both.',
    clickCut: 'Tap a handle: ▼ cuts the sheet along that line downwards, ▶ cuts it across.',
    headsMark: 'H', tailsMark: 'T', otherMoves: 'Moves the board does not show:',
    clickLetter: 'Tap the upper half of an empty cell to write L, the lower half to write O.',
    clickMatch: 'Tap the left half of an empty cell for a vertical match, the right half for a horizontal one.',
    board: 'Board', moveOn: (label, v) => `${label}: ${v}`,
    W: 'W', D: 'D', L: 'L', grundy: 'Grundy value', axisN: 'n', axisB: 'pile b', axisH: 'height h', axisRemoteness: 'moves left',
    errNetwork: 'The server does not answer (is bin/boyi serve still running?).',
    err400: 'The input was not accepted.', err404: 'Not found.', err422: 'This position is too large for the solver.',
    err503: 'The analysis took too long or the server is busy; try again in a minute.', errOther: (s) => `The server answered with an error (${s}).`,
    moveNo: (i) => `${i}.`,
  },
  zh: {
    tagline: '精确求解双人博弈 —— 与完美对手对弈',
    games: '游戏', filter: '筛选游戏', game: '游戏', position: '初始局面', mode: '对局方式',
    'mode-hc': '你先手，电脑后手', 'mode-ch': '电脑先手，你后手', 'mode-hh': '两人对弈',
    skill: '电脑水平', 'skill-perfect': '完美', 'skill-strong': '较强（75% 走最佳着法）',
    'skill-medium': '中等（50% 走最佳着法）', 'skill-random': '随机',
    'new-game': '新对局', undo: '悔棋', redo: '重做', restart: '重新开始', hint: '提示', share: '复制链接',
    resume: '让电脑从这里走', skip: '跳到棋盘',
    'position-now': '当前局面', 'all-moves': '着法列表', 'type-move': '或输入着法', 'play-move': '走这步',
    analysis: '分析', 'show-analysis': '显示胜负', move: '着法', 'value-for-mover': '对走这步的一方',
    remoteness: '剩余步数', delta: '多走步数', 'leads-to': '走后局面', win: '胜', draw: '平', loss: '负',
    'legend-text': '都是对走这步的一方而言；颜色越浅，离终局越远；剩余步数 = 双方都走最佳着法时到终局的步数；多走步数 = 比结果相同的最佳着法多走的步数（结果变差的着法注明丢掉了什么）',
    deltaGivesUp: (v) => (v === 'win' ? '丢掉胜局' : '丢掉平局'),
    'value-history': '局势图',
    'history-help': '每个点是一个局面。上方：上面那一方必胜，下方：下面那一方必胜，中线：平局；纵轴是剩余步数，越靠边离终局越近。红圈表示失着。点一个点或记录里的一步，就回到那个局面。',
    table: '规律表', upto: '最大到', 'draw-table': '画表', noGameFound: '没有符合筛选条件的游戏。',
    footer: '博弈精确求解每一个局面，可离线使用：全部内容都由 bin/boyi serve 提供。',
    hidden: '胜负已隐藏。勾选“显示胜负”才能看到分析、局势图和列表。',
    player1: '一号玩家', player2: '二号玩家', you: '你', computer: '电脑',
    toMove: (who) => `轮到${who}走`, thinking: '电脑正在思考……',
    youWin: '你赢了！', wins: (who) => `${who}获胜`, drawResult: '平局',
    gameOver: '对局结束', colon: '：', comma: '，',
    valueLine: (who) => `轮到${who}走：`,
    valueWord: (o, r) => {
      const w = { win: '必胜', draw: '平局', loss: '必败' }[o] || o;
      return o === 'draw' || r === null || r === undefined ? w : `${w}（还剩 ${r} 步）`;
    },
    grundyIs: (g) => `SG 值 ${g}`,
    method: '方法',
    moveSelection: (n, total) => (total ? `着法太多，共 ${total} 个，这里只列出 ${n} 个；任何合法着法都可以在棋盘下方输入。`
      : `着法太多，这里只列出 ${n} 个；任何合法着法都可以在棋盘下方输入。`),
    noMoves: '对局结束：没有合法着法。',
    chooseMove: '选择着法：', cancel: '取消',
    noTable: '这个游戏没有按 n 的列表。',
    preperiod: '前周期', period: '周期', proven: '已证明', observed: '只是观察到，未证明',
    periodBeyond: (pre, per) => `从 n = ${pre} 起以 ${per} 为周期（超出本表范围）`,
    periodFrom: (pre, per, proven) => `从 n = ${pre} 起以 ${per} 为周期（${proven ? '已证明' : '只是观察到，未证明'}）`,
    blunder: '失着', start: '开局',
    loading: '加载中……', analysing: (s) => `正在分析……已用 ${s} 秒`, busyNote: '分析完成之前，棋盘暂时锁定。',
    defaultIs: (d) => `默认 ${CHOICE_ZH[d] ? CHOICE_ZH[d].split('：')[0] : d}`, required: '必填',
    hintIs: (m) => `提示：${m}`, hintNone: '对局已经结束，没有可以提示的着法。',
    copied: '链接已复制。', copyThis: '复制这个链接：',
    tableCut: (shown, asked) => `这里只列到 n = ${shown}：列到 ${asked} 需要的时间超过了服务器给的时间`,
    tableSlow: '这张表需要的时间超过了服务器给的时间；下棋不受影响。',
    oldGameKept: '原来的对局保持不变。',
    linkStopped: (n, move) => `链接里的第 ${n} 步（“${move}”）在那个局面下不合法，所以对局只恢复到第 ${n - 1} 步`,
    restoring: '正在恢复分享的对局……',
    holds: (who, odd) => `${who}手里的球数是${odd ? '奇数' : '偶数'}`,
    atMost: (m) => `这一步最多取 ${m} 个。`,
    playFrom: (n) => `点击从 n = ${n} 开始对局`,
    clickBall: '点一个球：取走它和它后面的所有球。',
    clickStone: '点一块石子：取走它和同一堆里它后面的所有石子。',
    clickSplit: '点一块石子：在它后面把这一堆分成两堆。',
    selectSplit: '点一块石子：取走它和它后面的所有石子；或先点一堆后面的 ✂，再点一块石子：在它后面把这一堆分成两堆。',
    clickBoth: '两堆取走同样多：',
    markStones: '在要取的每一堆上点一块石子：取走它和它后面的所有石子；再点一次取消。标好后点「走这一步」。',
    markedMove: (m) => `「走这一步」将走：${m}。`,
    markMore: '这些标记还不是一步棋：再标一堆，或改一个标记。',
    markRefused: '没有标上：没有哪一步合法的棋能这样同时取这几堆（一步最多只能取规定的堆数）。',
    markUnlisted: '没有标上：这里只能标分析列出的着法；其他着法请在着法输入框里输入。',
    playMarked: '走这一步', clearMarks: '清除标记',
    clickPin: '点一个球瓶把它击倒，点两个球瓶之间的横条把这两个一起击倒。',
    pinRun: (k) => `从这里起击倒 ${k} 个球瓶`,
    heap: (i) => `第 ${i} 排`, pileN: (i) => `第 ${i} 堆`,
    selectMonk: '先点一个棋子，再点要把它移到的位置。',
    clickKiki: '点硬币左边、下边或左下的格子，把硬币移过去；★ 是角落。',
    clickFactor: '点一个乘数：p 乘以它（小字是乘得的结果）。',
    clickSlide: '点某一行的格子：轮到的一方带圈的棋子移到那里。',
    selectToken: '先点一个有棋子的顶点，再点要把棋子移到的顶点。',
    clickTarget: '点要把棋子移到的顶点（再点一次棋子可以换一枚）。',
    clickEdge: '点边上的记号把这条边剪断，只靠它连着地面的部分一起掉下来。',
    clickCoin: '点一枚正面朝上的硬币：它是这一步翻转的最右边的一枚。',
    clickCircle: '点一枚硬币取走它，或点两枚相邻硬币之间的记号把两枚一起取走。',
    clickCut: '点剪刀位置：▼ 沿这条线竖着剪开，▶ 沿这条线横着剪开。',
    headsMark: '正', tailsMark: '反', otherMoves: '棋盘上点不到的走法：',
    clickLetter: '点空格的上半部分写 L，下半部分写 O。',
    clickMatch: '点空格的左半部分放竖火柴，右半部分放横火柴。',
    board: '棋盘', moveOn: (label, v) => `${label}：${v}`,
    W: '胜', D: '平', L: '负', grundy: 'SG 值', axisN: 'n', axisB: '第二堆 b', axisH: '纸高 h', axisRemoteness: '剩余步数',
    errNetwork: '服务器没有响应（bin/boyi serve 还在运行吗？）。',
    err400: '输入有误，没有被接受。', err404: '找不到。', err422: '这个局面太大，求解器算不了。',
    err503: '分析用时太长，或者服务器正忙；请过一会儿再试。', errOther: (s) => `服务器返回错误（${s}）。`,
    moveNo: (i) => `第 ${i} 步`,
  },
};

let lang = 'en';

export function getLang() {
  return lang;
}

/**
 * The language of the page: the address's (#lang=, else ?lang=), else the last one chosen, else
 * the browser's.
 */
export function initialLang(fromUrl) {
  if (STRINGS[fromUrl]) return fromUrl;
  const fromQuery = new URLSearchParams(location.search).get('lang');
  if (STRINGS[fromQuery]) return fromQuery;
  let saved = null;
  try {
    saved = localStorage.getItem('boyi-lang');
  } catch (e) {
    saved = null;
  }
  if (STRINGS[saved]) return saved;
  return navigator.language && navigator.language.startsWith('zh') ? 'zh' : 'en';
}

export function setLang(l) {
  lang = STRINGS[l] ? l : 'en';
  try {
    localStorage.setItem('boyi-lang', lang);
  } catch (e) {
    // private mode: the choice lasts for this page only
  }
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  for (const el of document.querySelectorAll('[data-i18n]')) {
    const s = STRINGS[lang][el.dataset.i18n];
    if (typeof s === 'string') el.textContent = s;
  }
  for (const el of document.querySelectorAll('[data-i18n-placeholder]')) {
    el.placeholder = STRINGS[lang][el.dataset.i18nPlaceholder];
  }
  for (const el of document.querySelectorAll('[data-i18n-label]')) {
    el.setAttribute('aria-label', STRINGS[lang][el.dataset.i18nLabel]);
  }
  for (const b of document.querySelectorAll('[data-lang]')) {
    b.classList.toggle('active', b.dataset.lang === lang);
    b.setAttribute('aria-pressed', String(b.dataset.lang === lang));
  }
}

/** The string (or the result of the string's function) for key in the current language. */
export function t(key, ...args) {
  const s = STRINGS[lang][key] ?? STRINGS.en[key] ?? key;
  return typeof s === 'function' ? s(...args) : s;
}

/**
 * Chinese names of the parameters whose description does not begin with one (a choice), and of
 * the choices; other parameters are named by their description's first words (取数集合, 列数 m).
 * The value sent stays the parameter's own word (takes=1,3,4, play=misere).
 */
const PARAM_ZH = { play: '规则', sum: '合成规则', win: '获胜条件', rule: '翻法', code: '八进制代码', edges: '有向边' };
const CHOICE_ZH = {
  normal: '正常规则：无路可走者输', misere: '反常规则：无路可走者赢', 'every-sg': 'Every-SG：每个子游戏都要走',
  odd: '持奇数者胜', even: '持偶数者胜', 'mock-turtles': '假海龟：翻 1 到 3 枚', ruler: '尺子：翻连续的一段',
  nim: '尼姆堆', rows: '一排苹果（取连续的）', lasker: '拉斯克尼姆堆（可分堆）', 'powers-of-two': '取 2 的幂', kayles: '凯尔斯保龄',
  'octal:0.07': '道森保龄（八进制 0.07）', 'octal:0.137': '道森象棋（八进制 0.137）', 'subtraction:1,3,4': '减法博弈（取 1、3 或 4）',
  euclid: '欧几里得数对',
};

/** A parameter's label: its name in English, a short Chinese name in Chinese. */
export function paramLabel(p) {
  if (lang !== 'zh') return p.name;
  if (PARAM_ZH[p.name]) return PARAM_ZH[p.name];
  const d = String(p.description_zh || '');
  const head = d.split(/[，、：（,(]/)[0].trim();
  return head && head.length <= 12 ? head : p.name;
}

/** A choice's text in the current language (the value itself in English). */
export function choiceLabel(c) {
  return lang === 'zh' && CHOICE_ZH[c] ? CHOICE_ZH[c] : c;
}

/** "win in 5" / "必胜（还剩 5 步）" */
export function valueText(value, remoteness) {
  return t('valueWord', value, remoteness);
}

/**
 * The current language's form of an API text: obj[base_zh] / obj[base_en], else obj[base] (the
 * English of older answers). Returns {text, fallback}: fallback is 'en' when Chinese was wanted
 * but the answer has none (the English is shown), 'mixed' when its Chinese carries many Latin
 * words (formulas, parameter syntax such as win=odd, names), else false.
 */
export function pick(obj, base, plain = base) {
  if (!obj) return { text: '', fallback: false };
  const own = obj[`${base}_${lang}`];
  const en = obj[`${base}_en`] ?? obj[plain];
  if (own !== undefined && own !== null && own !== '') {
    // a Chinese text with many Latin words is marked apart from a missing one
    return { text: String(own), fallback: lang === 'zh' && (String(own).match(/[A-Za-z]{3,}/g) || []).length >= 3 && 'mixed' };
  }
  const text = en === undefined || en === null ? '' : String(en);
  return { text, fallback: lang === 'zh' && text !== '' && /[A-Za-z]{2}/.test(text) && 'en' };
}

/** Sets an element's text to an API text, marking it when its Chinese is missing. */
export function setPicked(node, picked) {
  node.textContent = picked.text;
  if (picked.fallback) node.dataset.fallback = picked.fallback === 'mixed' ? 'mixed' : 'en';
  else delete node.dataset.fallback;
  return node;
}

/** An arrow that does not break from its numbers ("pile 1: 3 → 0" stays on one line). */
const arrows = (text) => String(text).replace(/ -> /g, '\u00a0→\u00a0');

/** A move's label in the current language (label_zh / label_en, else its move-syntax name). */
export function moveLabel(m) {
  return arrows(pick(m, 'label', 'move').text || m.move);
}

export function moveLabelPicked(m) {
  const p = pick(m, 'label', 'move');
  return p.text ? { ...p, text: arrows(p.text) } : { text: arrows(m.move), fallback: lang === 'zh' && /[A-Za-z]{2}/.test(m.move) && 'en' };
}

// ---------- 自定义游戏 / Your own game (issue 18): rules.html adds its strings (js/rules-i18n.js) ----------
/** Adds strings (e.g. a page's own) to both languages: more = {en: {...}, zh: {...}}. */
export function addStrings(more) {
  for (const l of Object.keys(more)) Object.assign(STRINGS[l], more[l]);
}
addStrings({
  en: { ownGameLink: 'Your own game', ownGames: 'Your own (rule files)', writeOwnGame: 'Write your own rules', ruleTextOfLink: 'the link\'s rule text' },
  zh: { ownGameLink: '自定义游戏', ownGames: '自定义（规则文件）', writeOwnGame: '写自己的规则', ruleTextOfLink: '链接中的规则文本' },
});
