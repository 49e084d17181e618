// Interface strings in Chinese and English. Game names come from the catalogue (name_zh, name_en);
// rules, syntax and explanations are the catalogue's own text.
const STRINGS = {
  en: {
    tagline: 'Exact solver for two-player games — play against the perfect player',
    games: 'Games', filter: 'Filter games', position: 'Starting position', mode: 'Players',
    'mode-hc': 'You move first vs computer', 'mode-ch': 'Computer moves first vs you', 'mode-hh': 'Human vs human',
    skill: 'Computer skill', 'skill-perfect': 'Perfect', 'skill-strong': 'Strong (best move 75%)',
    'skill-medium': 'Medium (best move 50%)', 'skill-random': 'Random',
    'new-game': 'New game', undo: 'Undo', redo: 'Redo', restart: 'Restart', 'position-now': 'Position',
    'all-moves': 'Moves (click to play)', 'type-move': 'or type a move', 'play-move': 'Play',
    analysis: 'Analysis', 'show-analysis': 'show', move: 'Move', 'value-for-mover': 'Value for the mover',
    remoteness: 'Remoteness', 'leads-to': 'Leads to', win: 'win', draw: 'draw', loss: 'loss',
    'legend-text': 'for the player who makes the move; remoteness = moves to the end with best play',
    'value-history': 'Value history',
    'history-help': 'Each point is a position of the game, valued for Player 1 (up: Player 1 wins, down: Player 2 wins; farther from the middle = closer to the end). A red ring marks a blunder: a move that threw away a better result.',
    table: 'Table over n', upto: 'n up to', 'draw-table': 'Draw',
    footer: 'Boyi solves every position exactly. Runs offline: everything is served by bin/boyi serve.',
    player1: 'Player 1', player2: 'Player 2', you: 'You', computer: 'Computer',
    toMove: (who) => `${who} to move`, thinking: 'Computer is thinking…',
    wins: (who) => (who === 'You' ? 'You win!' : `${who} wins`), drawResult: 'Draw',
    valueLine: (who, v) => `${who} to move: ${v}`,
    valueWord: (o, r) => (o === 'draw' ? 'draw' : r === null || r === undefined ? o : `${o} in ${r}`),
    moveSelection: (n) => `A selection of ${n} moves is listed (there are too many to list); type any legal move above.`,
    noMoves: 'The game is over: no legal moves.',
    chooseMove: 'Choose the move:', noSuchMove: 'No legal move does that.',
    noTable: 'This game has no table over n.', tableFor: (g) => `Table of ${g}`,
    preperiod: 'preperiod', period: 'period', proven: 'proven', observed: 'observed only',
    blunder: 'blunder', played: (who, m) => `${who}: ${m}`, start: 'start', tooBig: 'too many to draw; use the move list',
    loading: 'Loading…', gameOver: 'Game over', yourTurn: 'your move',
    params: 'Parameters', defaultIs: (d) => `default ${d}`, example: (e) => `e.g. ${e}`,
    moveNumber: 'move', grundy: 'Grundy value', outcomeOf: 'outcome for the player to move',
    selectMonk: 'Click a monk to move, then a step above it.',
    holds: (who, odd) => `${who} ${who === 'You' ? 'hold' : 'holds'} an ${odd ? 'odd' : 'even'} number of balls`,
    clickBall: 'Click a ball: you take it and every ball after it.',
    atMost: (m) => `This move may take at most ${m}.`,
    playFrom: (n) => `click to play from n = ${n}`,
    clickStone: 'Click a stone: you take it and every stone above it (several ways open a menu; in games that only split heaps, the heap is cut above it).',
    clickLetter: 'Click the upper half of an empty cell to write L, the lower half to write O.',
    clickMatch: 'Click the left half of an empty cell for a vertical match, the right half for a horizontal one.',
  },
  zh: {
    tagline: '精确求解双人博弈 —— 与完美对手对弈',
    games: '游戏', filter: '筛选游戏', position: '初始局面', mode: '对局方式',
    'mode-hc': '你先手，对电脑', 'mode-ch': '电脑先手，对你', 'mode-hh': '双人对弈',
    skill: '电脑水平', 'skill-perfect': '完美', 'skill-strong': '较强（75% 走最佳）',
    'skill-medium': '中等（50% 走最佳）', 'skill-random': '随机',
    'new-game': '新对局', undo: '悔棋', redo: '重做', restart: '重新开始', 'position-now': '当前局面',
    'all-moves': '全部着法（点击即走）', 'type-move': '或输入着法', 'play-move': '走',
    analysis: '分析', 'show-analysis': '显示', move: '着法', 'value-for-mover': '对走棋方的结果',
    remoteness: '剩余步数', 'leads-to': '走后局面', win: '胜', draw: '和', loss: '负',
    'legend-text': '对走这步的一方而言；剩余步数 = 双方最佳走法下到终局的步数',
    'value-history': '局势曲线',
    'history-help': '每个点是对局中的一个局面，按一号玩家的角度评价（上：一号玩家必胜，下：二号玩家必胜；离中线越远越接近终局）。红圈表示失着：这一步丢掉了更好的结果。',
    table: '按 n 的结果表', upto: 'n 最大到', 'draw-table': '绘制',
    footer: '博弈（Boyi）精确求解每个局面。可离线使用：全部内容由 bin/boyi serve 提供。',
    player1: '一号玩家', player2: '二号玩家', you: '你', computer: '电脑',
    toMove: (who) => `轮到${who}`, thinking: '电脑思考中……',
    wins: (who) => (who === '你' ? '你赢了！' : `${who}获胜`), drawResult: '和棋',
    valueLine: (who, v) => `轮到${who}：${v}`,
    valueWord: (o, r) => {
      const w = { win: '必胜', draw: '和棋', loss: '必败' }[o];
      return o === 'draw' || r === null || r === undefined ? w : `${w}（${r} 步）`;
    },
    moveSelection: (n) => `着法太多，只列出其中 ${n} 个；可在上方直接输入任何合法着法。`,
    noMoves: '对局结束：没有合法着法。',
    chooseMove: '选择着法：', noSuchMove: '没有这样的合法着法。',
    noTable: '这个游戏没有按 n 的结果表。', tableFor: (g) => `${g} 的结果表`,
    preperiod: '前周期', period: '周期', proven: '已证明', observed: '仅观察所得',
    blunder: '失着', played: (who, m) => `${who}：${m}`, start: '开始', tooBig: '太大无法画出；请用着法列表',
    loading: '加载中……', gameOver: '对局结束', yourTurn: '该你走了',
    params: '参数', defaultIs: (d) => `默认 ${d}`, example: (e) => `例如 ${e}`,
    moveNumber: '步', grundy: 'Grundy 值', outcomeOf: '对先走一方的结果',
    selectMonk: '先点一个和尚，再点他上方的台阶。',
    holds: (who, odd) => `${who}手中的球数为${odd ? '奇数' : '偶数'}`,
    clickBall: '点击一个球：取走它和它后面的所有球。',
    atMost: (m) => `这一步最多取 ${m} 个。`,
    playFrom: (n) => `点击从 n = ${n} 开始对局`,
    clickStone: '点击一块石子：取走它和它上面的所有石子（有多种走法时会弹出菜单；只能分堆的游戏则在它上方把堆分开）。',
    clickLetter: '点击空格的上半部分写 L，下半部分写 O。',
    clickMatch: '点击空格左半部分放竖火柴，右半部分放横火柴。',
  },
};

let lang = localStorage.getItem('boyi-lang') || (navigator.language && navigator.language.startsWith('zh') ? 'zh' : 'en');

export function getLang() {
  return lang;
}

export function setLang(l) {
  lang = STRINGS[l] ? l : 'en';
  localStorage.setItem('boyi-lang', lang);
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll('[data-i18n]')) {
    const s = STRINGS[lang][el.dataset.i18n];
    if (typeof s === 'string') el.textContent = s;
  }
  for (const el of document.querySelectorAll('[data-i18n-placeholder]')) {
    el.placeholder = STRINGS[lang][el.dataset.i18nPlaceholder];
  }
  for (const b of document.querySelectorAll('[data-lang]')) {
    b.classList.toggle('active', b.dataset.lang === lang);
  }
}

/** The string (or function) for key in the current language. */
export function t(key, ...args) {
  const s = STRINGS[lang][key] ?? STRINGS.en[key] ?? key;
  return typeof s === 'function' ? s(...args) : s;
}

/** "win in 5" / "必胜（5 步）" */
export function valueText(value, remoteness) {
  return t('valueWord', value, remoteness);
}
