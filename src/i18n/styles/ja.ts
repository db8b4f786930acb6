// Japanese sums as Nikkei and Kyodo write them (docs/style-sheets.md): 万・億・兆 groups and the
// currency's name after the number: `73億9047万円`, `2900兆ドル`, `約52億ユーロ`.
import type { SumStyle } from './types.ts';

export const ja: SumStyle = {
  words: [
    { exponent: 4, one: '万', other: '万', digits: 4 },
    { exponent: 8, one: '億', other: '億', digits: 4 },
    { exponent: 12, one: '兆', other: '兆', digits: 4 },
    { exponent: 16, one: '京', other: '京', digits: 4 },
    { exponent: 20, one: '垓', other: '垓', digits: 4 },
  ],
  digitsBelow: 4,
  names: {
    USD: { one: 'ドル', other: 'ドル' },
    CAD: { one: 'カナダドル', other: 'カナダドル' },
    EUR: { one: 'ユーロ', other: 'ユーロ' },
    GBP: { one: 'ポンド', other: 'ポンド' },
    CNY: { one: '元', other: '元' },
    JPY: { one: '円', other: '円' },
    INR: { one: 'ルピー', other: 'ルピー' },
    KRW: { one: 'ウォン', other: 'ウォン' },
    RUB: { one: 'ルーブル', other: 'ルーブル' },
    TRY: { one: 'リラ', other: 'リラ' },
    CHF: { one: 'スイスフラン', other: 'スイスフラン' },
    BRL: { one: 'レアル', other: 'レアル' },
  },
  nameSpace: '',
  rounded: '約',
  myriad: true,
};
