// The strings of the boards of graphs to colour or cut (js/pictures.js) in Chinese and English,
// added to i18n.js.
import { addStrings } from './i18n.js';

addStrings({
  en: {
    clickVertex: (left) => `Tap an uncoloured vertex to colour it ${left ? 'blue' : 'red'}.`,
    onlyOneMayColour: 'A dashed blue (red) ring: only Left (Right) may still colour that vertex.',
    clickPictureEdge: (left) => `Tap one of your ${left ? 'blue' : 'red'} edges to cut it; whatever is no longer joined to the ground falls.`,
  },
  zh: {
    clickVertex: (left) => `点一个未涂色的点，把它涂成${left ? '蓝色' : '红色'}。`,
    onlyOneMayColour: '蓝（红）色虚线圈：这个点只有左方（右方）还能涂。',
    clickPictureEdge: (left) => `点你的一条${left ? '蓝' : '红'}边把它砍掉，不再与地面相连的部分都会掉下来。`,
  },
});
