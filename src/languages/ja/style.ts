// Japanese sums as Nikkei and Kyodo write them (docs/style-sheets.md): 万・億・兆 groups and the
// currency's name after the number: `73億9047万円`, `2900兆ドル`, `約52億ユーロ`.

export const style = {
  words: { of: 'ja' },
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
} as const;
