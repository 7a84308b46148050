// The site's own long texts that the sandbox serves: the FAQ (questions by
// category) and the policy pages, each in ru, en and kz. They are sample
// content written for development so the pages read like the real thing (the
// product's currencies, limits, payouts, bonuses and provably fair games), not
// legal documents of any company. The routes' handlers are in routes/catalog.ts.

/** The interface languages, as the sandbox reads them from Accept-Language. */
export type Locale = 'ru' | 'en' | 'kz';
/** A text in each interface language. */
export type Localized<T = string> = Record<Locale, T>;

/** The FAQ's topics, in the order the page shows them. */
export const FAQ_CATEGORIES = [
  'accounts',
  'deposits',
  'withdrawals',
  'bonuses',
  'fairness',
  'verification',
] as const;
type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** One question of the FAQ. */
export interface FaqEntry {
  category: FaqCategory;
  question: Localized;
  answer: Localized;
}

export const FAQ: readonly FaqEntry[] = [
  {
    category: 'accounts',
    question: {
      ru: 'Как зарегистрироваться?',
      en: 'How do I sign up?',
      kz: 'Қалай тіркелуге болады?',
    },
    answer: {
      ru: 'Нажмите «Регистрация» в шапке сайта и выберите способ: по e-mail, по номеру телефона или через Google, ВКонтакте или Telegram. При регистрации вы выбираете валюту счёта и подтверждаете, что вам исполнилось 18 лет. Если у вас есть промокод, введите его в поле «Промокод» — бонус сразу привяжется к аккаунту.',
      en: 'Press “Sign up” in the header and choose how: by e-mail, by phone number, or with Google, VK or Telegram. While signing up you choose the currency of your account and confirm that you are 18 or older. If you have a promo code, enter it in the promo code field and the bonus is tied to your account at once.',
      kz: 'Сайттың жоғарғы жағындағы «Тіркелу» батырмасын басып, тәсілді таңдаңыз: e-mail, телефон нөмірі немесе Google, VK не Telegram арқылы. Тіркелу кезінде шот валютасын таңдап, 18 жасқа толғаныңызды растайсыз. Промокодыңыз болса, оны «Промокод» өрісіне енгізіңіз — бонус аккаунтыңызға бірден байланады.',
    },
  },
  {
    category: 'accounts',
    question: {
      ru: 'Я забыл пароль. Как войти?',
      en: 'I forgot my password. How do I log in?',
      kz: 'Құпиясөзді ұмыттым. Қалай кіремін?',
    },
    answer: {
      ru: 'В окне входа нажмите «Забыли пароль?» и укажите e-mail или телефон, с которым регистрировались. Мы пришлём код подтверждения или ссылку для сброса, после чего вы зададите новый пароль. Войти можно и без пароля — по одноразовому коду из SMS или письма.',
      en: 'In the login window press “Forgot your password?” and enter the e-mail or phone you signed up with. We send a confirmation code or a reset link, and then you set a new password. You can also log in without a password, with a one-time code from a text message or an e-mail.',
      kz: 'Кіру терезесінде «Құпиясөзді ұмыттыңыз ба?» дегенді басып, тіркелген e-mail-ді немесе телефон нөмірін көрсетіңіз. Біз растау кодын немесе қалпына келтіру сілтемесін жібереміз, содан кейін жаңа құпиясөз орнатасыз. Құпиясөзсіз де кіруге болады — SMS-тегі немесе хаттағы бір реттік кодпен.',
    },
  },
  {
    category: 'accounts',
    question: {
      ru: 'Можно ли сменить валюту счёта или завести второй аккаунт?',
      en: 'Can I change my account currency or open a second account?',
      kz: 'Шот валютасын ауыстыруға немесе екінші аккаунт ашуға бола ма?',
    },
    answer: {
      ru: 'Валюта выбирается один раз при регистрации и потом не меняется: в ней хранится баланс, принимаются ставки и проводятся выплаты. Второй аккаунт завести нельзя — по правилам у одного человека может быть только один аккаунт. Если валюта выбрана по ошибке, напишите в службу поддержки до первого депозита.',
      en: 'The currency is chosen once, at sign-up, and does not change afterwards: your balance is kept in it, and bets and payouts are made in it. A second account is not allowed: under the rules one person may have only one account. If you picked the wrong currency, write to support before your first deposit.',
      kz: 'Валюта тіркелу кезінде бір рет таңдалады және кейін өзгермейді: баланс сол валютада сақталады, ставкалар мен төлемдер де сол валютада жүреді. Екінші аккаунт ашуға болмайды — ереже бойынша бір адамның бір ғана аккаунты болады. Валютаны қателесіп таңдасаңыз, алғашқы депозитке дейін қолдау қызметіне жазыңыз.',
    },
  },
  {
    category: 'deposits',
    question: {
      ru: 'Как пополнить счёт?',
      en: 'How do I make a deposit?',
      kz: 'Шотты қалай толтыруға болады?',
    },
    answer: {
      ru: 'Нажмите «Пополнить» в шапке сайта или в профиле, выберите способ оплаты и введите сумму. Мы покажем реквизиты — номер карты или телефона для перевода — и точную сумму к оплате. Переведите ровно эту сумму в течение 20 минут: когда платёж поступит, деньги появятся на балансе, а на экране откроется подтверждение.',
      en: 'Press “Deposit” in the header or in your profile, choose a payment method and enter the amount. We show where to pay (a card or phone number for the transfer) and the exact amount to pay. Transfer exactly that amount within 20 minutes: once the payment arrives, the money is on your balance and a confirmation opens on the screen.',
      kz: 'Сайттың жоғарғы жағындағы немесе профильдегі «Толтыру» батырмасын басып, төлем тәсілін таңдап, соманы енгізіңіз. Біз аударым деректерін — карта немесе телефон нөмірін — және төленетін нақты соманы көрсетеміз. Дәл осы соманы 20 минут ішінде аударыңыз: төлем түскенде ақша балансқа түседі, ал экранда растау ашылады.',
    },
  },
  {
    category: 'deposits',
    question: {
      ru: 'Какая минимальная сумма пополнения и есть ли комиссия?',
      en: 'What is the minimum deposit, and is there a fee?',
      kz: 'Ең аз толтыру сомасы қанша және комиссия бар ма?',
    },
    answer: {
      ru: 'Лимиты и комиссия зависят от способа и валюты и всегда видны в окне пополнения до оплаты. Например, для рублёвого счёта перевод через СБП — от 100 до 300 000 ₽ без комиссии, банковская карта — от 500 до 100 000 ₽ с комиссией 3 %. Для счёта в тенге карта принимает от 2 000 до 2 000 000 ₸ с комиссией 2 %. В счёте на оплату отдельно указано, сколько поступит на баланс.',
      en: 'Limits and fees depend on the method and the currency, and the deposit window always shows them before you pay. For a rouble account, for example, a transfer by SBP takes 100 to 300,000 ₽ with no fee, and a bank card 500 to 100,000 ₽ with a 3% fee. For a tenge account a card takes 2,000 to 2,000,000 ₸ with a 2% fee. The invoice shows separately how much will reach your balance.',
      kz: 'Лимиттер мен комиссия тәсіл мен валютаға байланысты және төлемге дейін толтыру терезесінде әрдайым көрсетіледі. Мысалы, рубльдік шот үшін СБП арқылы аударым — 100-ден 300 000 ₽-ге дейін, комиссиясыз, банк картасы — 500-ден 100 000 ₽-ге дейін, 3 % комиссиямен. Теңгелік шотты карта арқылы 2 000-нан 2 000 000 ₸-ге дейін, 2 % комиссиямен толтыруға болады. Төлем шотында балансқа қанша түсетіні бөлек көрсетіледі.',
    },
  },
  {
    category: 'deposits',
    question: {
      ru: 'Я оплатил, но деньги не пришли. Что делать?',
      en: 'I paid, but the money has not arrived. What should I do?',
      kz: 'Төледім, бірақ ақша түспеді. Не істеу керек?',
    },
    answer: {
      ru: 'Обычно платёж зачисляется за несколько минут. Если вы перевели сумму, отличную от указанной в счёте, или оплатили после истечения 20 минут, автоматическое зачисление может не сработать. Сохраните чек или выписку из банка и напишите в службу поддержки — мы найдём платёж и зачислим его вручную. Не оплачивайте один и тот же счёт повторно.',
      en: 'A payment is usually credited within a few minutes. If you transferred an amount different from the one on the invoice, or paid after its 20 minutes ran out, automatic crediting may fail. Keep the receipt or bank statement and write to support: we will find the payment and credit it by hand. Do not pay the same invoice twice.',
      kz: 'Әдетте төлем бірнеше минутта есептеледі. Егер шотта көрсетілгеннен басқа соманы аударсаңыз немесе 20 минут өткен соң төлесеңіз, ақша автоматты түрде есептелмеуі мүмкін. Түбіртекті немесе банктен алынған үзінді көшірмені сақтап, қолдау қызметіне жазыңыз — біз төлемді тауып, қолмен есептейміз. Бір шотты екі рет төлемеңіз.',
    },
  },
  {
    category: 'withdrawals',
    question: {
      ru: 'Как вывести выигрыш?',
      en: 'How do I withdraw my winnings?',
      kz: 'Ұтысты қалай шығаруға болады?',
    },
    answer: {
      ru: 'Откройте профиль и нажмите «Вывести». Выберите, куда отправить деньги — USDT в сети TRC20 или Bitcoin, — укажите сумму и адрес кошелька. Сумма сразу списывается с баланса, а заявка появляется в истории со статусом «В обработке». Внимательно проверяйте адрес: выплату, отправленную на неверный или чужой адрес, вернуть невозможно.',
      en: 'Open your profile and press “Withdraw”. Choose where to send the money (USDT on the TRC20 network, or Bitcoin), then enter the amount and your wallet address. The amount leaves your balance at once and the request appears in your history as “Pending”. Check the address carefully: a payout sent to a wrong address, or to someone else’s, cannot be returned.',
      kz: 'Профильді ашып, «Шығару» батырмасын басыңыз. Ақшаны қайда жіберетініңізді таңдаңыз — TRC20 желісіндегі USDT немесе Bitcoin, — содан кейін соманы және әмиян мекенжайын енгізіңіз. Сома балансыңыздан бірден шегеріледі, ал өтінім тарихта «Өңделуде» мәртебесімен пайда болады. Мекенжайды мұқият тексеріңіз: қате немесе бөгде мекенжайға жіберілген төлемді қайтару мүмкін емес.',
    },
  },
  {
    category: 'withdrawals',
    question: {
      ru: 'Какая минимальная сумма вывода и сколько ждать выплату?',
      en: 'What is the minimum withdrawal, and how long does a payout take?',
      kz: 'Ең аз шығару сомасы қанша және төлемді қанша күту керек?',
    },
    answer: {
      ru: 'Минимальная сумма зависит от валюты счёта: 100 ₽ или 100 ₹, 500 ₸, 500 ₺ или 500 ₼, 1 $ или 1 €. Большинство выплат приходит в течение 24 часов; первая выплата может занять больше времени из-за проверки документов. Если выплату провести не удалось, её статус сменится на «Не выплачено», а сумма вернётся на баланс.',
      en: 'The minimum depends on your account currency: 100 ₽ or 100 ₹, 500 ₸, 500 ₺ or 500 ₼, 1 $ or 1 €. Most payouts arrive within 24 hours; the first one may take longer because of the document check. If a payout cannot be made, its status becomes “Failed” and the amount returns to your balance.',
      kz: 'Ең аз сома шот валютасына байланысты: 100 ₽ немесе 100 ₹, 500 ₸, 500 ₺ немесе 500 ₼, 1 $ немесе 1 €. Төлемдердің көбі 24 сағат ішінде келеді; алғашқы төлем құжаттарды тексеруге байланысты ұзағырақ болуы мүмкін. Төлем өтпей қалса, оның мәртебесі «Төленбеді» болып өзгереді, ал сома балансқа қайтарылады.',
    },
  },
  {
    category: 'withdrawals',
    question: {
      ru: 'Можно ли вывести деньги на банковскую карту?',
      en: 'Can I withdraw to a bank card?',
      kz: 'Ақшаны банк картасына шығаруға бола ма?',
    },
    answer: {
      ru: 'Сейчас выплаты проводятся в криптовалюте: USDT (TRC20) и Bitcoin. Сумма пересчитывается из валюты вашего счёта по курсу на момент отправки. Если кошелька у вас ещё нет, заведите его в надёжном приложении или на бирже и скопируйте адрес для получения именно в той сети, которую выбрали в окне вывода.',
      en: 'Payouts are currently made in cryptocurrency: USDT (TRC20) and Bitcoin. The amount is converted from your account currency at the rate at the time of sending. If you do not have a wallet yet, open one in a reliable wallet app or on an exchange, and copy the receiving address for exactly the network you chose in the withdrawal window.',
      kz: 'Қазір төлемдер криптовалютамен жүргізіледі: USDT (TRC20) және Bitcoin. Сома шот валютасынан жіберу сәтіндегі бағам бойынша қайта есептеледі. Әмияныңыз әлі болмаса, оны сенімді қосымшада немесе биржада ашып, шығару терезесінде таңдаған желіге арналған қабылдау мекенжайын көшіріп алыңыз.',
    },
  },
  {
    category: 'bonuses',
    question: {
      ru: 'Какие бонусы есть для новых игроков?',
      en: 'What bonuses do new players get?',
      kz: 'Жаңа ойыншыларға қандай бонустар бар?',
    },
    answer: {
      ru: 'После регистрации вы получаете 10 фриспинов в слоте, они действуют три дня. На первый депозит начисляется бонус +100 %, а приветственный пакет добавляет бонусы к следующим пополнениям — его шаги описаны на странице «Приветственный пакет». Промокоды наших партнёров, например WELCOME100 или SPINS50, вводятся при регистрации.',
      en: 'After signing up you get 10 free spins on a slot, valid for three days. Your first deposit earns a +100% bonus, and the welcome pack adds bonuses to the next deposits; its steps are on the “Welcome pack” page. Promo codes from our partners, such as WELCOME100 or SPINS50, are entered at sign-up.',
      kz: 'Тіркелгеннен кейін слотта 10 фриспин аласыз, олар үш күн жарамды. Бірінші депозитке +100 % бонус беріледі, ал «Қош келдіңіз» пакеті келесі толтыруларға да бонус қосады — оның қадамдары «Қош келдіңіз» пакеті бетінде сипатталған. Серіктестеріміздің WELCOME100 немесе SPINS50 сияқты промокодтары тіркелу кезінде енгізіледі.',
    },
  },
  {
    category: 'bonuses',
    question: {
      ru: 'Что значит «отыграть бонус»?',
      en: 'What does “wagering a bonus” mean?',
      kz: 'Бонусты ойнап шығару деген не?',
    },
    answer: {
      ru: 'Бонус зачисляется на отдельный бонусный баланс. Чтобы он стал реальными деньгами, нужно, пока бонус действует, сделать ставки на сумму в 35 раз больше бонуса (вейджер ×35); оставшееся время видно в профиле. Выигрыши с фриспинов отыгрываются так же. Если срок истёк раньше, бонус и выигрыш с него сгорают, а ваши собственные деньги остаются на балансе.',
      en: 'A bonus goes to a separate bonus balance. To turn it into real money, place bets totalling 35 times the bonus while it is valid (a ×35 wager); the time left is shown in your profile. Winnings from free spins are wagered the same way. If the time runs out first, the bonus and what it won are cancelled, and your own money stays on your balance.',
      kz: 'Бонус жеке бонустық балансқа түседі. Ол нақты ақшаға айналуы үшін бонус жарамды кезде бонус сомасынан 35 есе көп ставка жасау керек (×35 вейджер); қалған уақыт профильде көрсетіледі. Фриспиндерден түскен ұтыс та осылай ойнап шығарылады. Мерзім бұрын бітіп қалса, бонус пен одан түскен ұтыс жойылады, ал өз ақшаңыз балансыңызда қалады.',
    },
  },
  {
    category: 'fairness',
    question: {
      ru: 'Что значит «доказуемо честная игра»?',
      en: 'What does “provably fair” mean?',
      kz: 'Дәлелді әділ ойын дегеніміз не?',
    },
    answer: {
      ru: 'Результат каждого раунда наших собственных игр — Краш, Дайс, Монетка, Хило, Кено, Рулетка, Минёр, Кейсы и Комнаты — вычисляется из серверного сида, клиентского сида и номера раунда (nonce). До первой ставки вы видите SHA-256-хеш серверного сида, поэтому незаметно подменить сид позже нельзя. Клиентский сид задаёте вы сами, так что и мы не можем заранее подобрать исход.',
      en: 'The result of every round of our own games (Crash, Dice, Coinflip, Hilo, Keno, Roulette, Miner, Cases and Rooms) is computed from the server seed, the client seed and the round number (nonce). Before your first bet you see the SHA-256 hash of the server seed, so the seed cannot be swapped later without it showing. You set the client seed yourself, so we cannot pick an outcome in advance either.',
      kz: 'Өз ойындарымыздағы — Краш, Дайс, Тиын, Хило, Кено, Рулетка, Минер, Кейстер және Бөлмелер — әр раундтың нәтижесі сервер сидінен, клиент сидінен және раунд нөмірінен (nonce) есептеледі. Алғашқы ставкаға дейін сервер сидінің SHA-256 хешін көресіз, сондықтан сидті кейін білдірмей ауыстыру мүмкін емес. Клиент сидін өзіңіз орнатасыз, сол себепті біз де нәтижені алдын ала таңдай алмаймыз.',
    },
  },
  {
    category: 'fairness',
    question: {
      ru: 'Как проверить раунд самому?',
      en: 'How can I check a round myself?',
      kz: 'Раундты өзім қалай тексере аламын?',
    },
    answer: {
      ru: 'В панели «Честная игра» нажмите «Сменить сиды»: старый серверный сид раскроется, и вы сможете убедиться, что его хеш совпадает с показанным заранее. Затем в «Моих ставках» нажмите «Проверить» у любого раунда — результат будет заново вычислен из сидов и nonce (HMAC-SHA256) и сверен с записью. Каждый шаг вычисления показан рядом, так что его можно повторить в любом калькуляторе HMAC-SHA256.',
      en: 'In the “Provably fair” panel press “Rotate seeds”: the old server seed is revealed, and you can make sure its hash matches the one shown in advance. Then press “Verify” on any round in My bets: the result is computed again from the seeds and the nonce (HMAC-SHA256) and compared with the record. Every step of the computation is shown beside it, so you can repeat it in any HMAC-SHA256 calculator.',
      kz: '«Әділ ойын» панелінде «Сидтерді ауыстыру» батырмасын басыңыз: ескі сервер сиді ашылады, сонда оның хеші алдын ала көрсетілген хешпен сәйкес келетініне көз жеткізе аласыз. Содан кейін «Менің ставкаларым» ішіндегі кез келген раундтың «Тексеру» батырмасын басыңыз — нәтиже сидтер мен nonce бойынша (HMAC-SHA256) қайта есептеліп, жазбамен салыстырылады. Есептеудің әр қадамы қасында көрсетіледі, сондықтан оны кез келген HMAC-SHA256 калькуляторында қайталауға болады.',
    },
  },
  {
    category: 'fairness',
    question: {
      ru: 'А слоты и лайв-казино тоже честные?',
      en: 'Are slots and the live casino fair too?',
      kz: 'Слоттар мен лайв-казино да әділ ме?',
    },
    answer: {
      ru: 'Слоты и игры с живыми дилерами предоставляют студии Play’n GO, Pragmatic Play, NetEnt, Evolution и Hacksaw Gaming. Исход раунда определяет генератор случайных чисел на их серверах, который проверяют независимые тестовые лаборатории; мы не можем на него повлиять. Процент возврата игроку (RTP) каждого слота указан в правилах игры.',
      en: 'Slots and live dealer games come from the studios Play’n GO, Pragmatic Play, NetEnt, Evolution and Hacksaw Gaming. A round’s outcome is decided by a random number generator on their servers, which independent testing labs check; we cannot influence it. Each slot’s return to player (RTP) is stated in the game’s rules.',
      kz: 'Слоттар мен тірі дилері бар ойындарды Play’n GO, Pragmatic Play, NetEnt, Evolution және Hacksaw Gaming студиялары ұсынады. Раунд нәтижесін олардың серверлеріндегі кездейсоқ сандар генераторы анықтайды, оны тәуелсіз сынақ зертханалары тексереді; біз оған әсер ете алмаймыз. Әр слоттың ойыншыға қайтару пайызы (RTP) ойын ережелерінде көрсетілген.',
    },
  },
  {
    category: 'verification',
    question: {
      ru: 'Как подтвердить телефон и e-mail?',
      en: 'How do I confirm my phone and e-mail?',
      kz: 'Телефон мен e-mail-ді қалай растауға болады?',
    },
    answer: {
      ru: 'Откройте в профиле вкладку «Вход и безопасность» и нажмите «Подтвердить» рядом с телефоном или e-mail. Мы пришлём код в SMS или письмом — введите его в появившемся поле. Если код не пришёл за пару минут, запросите его ещё раз. Подтверждённые контакты нужны для входа по коду, восстановления пароля и выплат.',
      en: 'In your profile open the “Sign-in and security” tab and press “Confirm” next to your phone or e-mail. We send a code by text message or e-mail; enter it in the field that appears. If no code arrives within a couple of minutes, ask for it again. Confirmed contacts are needed to log in with a code, to recover your password and for payouts.',
      kz: 'Профильде «Кіру және қауіпсіздік» бөлімін ашып, телефонның немесе e-mail-дің жанындағы «Растау» батырмасын басыңыз. Біз кодты SMS немесе хат арқылы жібереміз — оны пайда болған өріске енгізіңіз. Код бір-екі минутта келмесе, оны қайта сұраңыз. Расталған байланыс деректері кодпен кіру, құпиясөзді қалпына келтіру және төлем алу үшін қажет.',
    },
  },
  {
    category: 'verification',
    question: {
      ru: 'Зачем нужна проверка личности и какие документы понадобятся?',
      en: 'Why is an identity check needed, and which documents will I need?',
      kz: 'Жеке басты тексеру не үшін керек және қандай құжаттар қажет?',
    },
    answer: {
      ru: 'Мы проверяем личность перед первой выплатой, а также при крупных суммах или если данные аккаунта не совпадают с платёжными. Понадобятся фото паспорта или удостоверения личности и селфи с этим документом в руках; иногда — подтверждение адреса или фото карты, с которой вы пополняли счёт (видны только первые 6 и последние 4 цифры). Обычно проверка занимает до суток, её статус виден в профиле.',
      en: 'We check your identity before your first payout, and also for large amounts or when your account details do not match your payment details. You will need a photo of your passport or ID card and a selfie holding it; sometimes also a proof of address or a photo of the card you paid with (only its first 6 and last 4 digits visible). The check usually takes up to a day, and your profile shows its status.',
      kz: 'Біз жеке басыңызды алғашқы төлем алдында, сондай-ақ ірі сомалар кезінде немесе аккаунт деректері төлем деректерімен сәйкес келмегенде тексереміз. Төлқұжаттың немесе жеке куәліктің фотосы және сол құжатты қолыңызға ұстап түскен селфи қажет болады; кейде мекенжайды растайтын құжат немесе шотты толтырған картаның фотосы сұралады (тек алғашқы 6 және соңғы 4 цифры көрінуі тиіс). Тексеру әдетте бір тәулікке дейін созылады, оның мәртебесі профильде көрінеді.',
    },
  },
];

/** A policy's text in one language: its title and its sections. */
interface PolicyText {
  title: string;
  sections: { heading: string; paragraphs: string[] }[];
}

type PolicySlug = 'kyc' | 'user-agreement' | 'confidential';

/** The policy pages the site has (SPEC.md's routes): a path's language and slug. */
const POLICY_ROUTES: readonly { lang: 'en' | 'ru'; slug: PolicySlug }[] = [
  { lang: 'en', slug: 'kyc' },
  { lang: 'en', slug: 'user-agreement' },
  { lang: 'ru', slug: 'confidential' },
  { lang: 'ru', slug: 'user-agreement' },
];

const KYC: Localized<PolicyText> = {
  ru: {
    title: 'Политика проверки личности (KYC)',
    sections: [
      {
        heading: '1. Зачем мы проверяем личность',
        paragraphs: [
          'Casino Star принимает игроков только старше 18 лет и выплачивает выигрыши только их настоящим владельцам. Проверка личности (KYC, «знай своего клиента») подтверждает, что аккаунт принадлежит совершеннолетнему человеку, который указан в нём, и что деньги на счёте получены законно.',
          'Проверка защищает и самих игроков: по чужим документам нельзя вывести деньги с вашего аккаунта, а платёж с украденной карты не превратится в выигрыш на чужом счёте. Эта политика действует для всех аккаунтов, независимо от страны и валюты.',
        ],
      },
      {
        heading: '2. Когда мы просим пройти проверку',
        paragraphs: [
          'Подтвердить телефон и e-mail можно в любое время в профиле, на вкладке «Вход и безопасность», по коду из SMS или письма. Подтверждённый контакт нужен для входа по коду, восстановления пароля и выплат.',
          'Документы мы запрашиваем перед первой выплатой, а также когда общая сумма выводов становится крупной, когда имя в аккаунте не совпадает с именем владельца карты или кошелька, при признаках нескольких аккаунтов у одного человека и по требованию закона. Пройденную проверку мы можем попросить обновить, если документ истёк или данные изменились.',
        ],
      },
      {
        heading: '3. Какие документы нужны',
        paragraphs: [
          'Документ, удостоверяющий личность: паспорт, национальное удостоверение личности или водительское удостоверение. Документ должен быть действующим, на фото должны быть видны все четыре угла, а текст — читаться без бликов и размытия.',
          'Селфи, на котором вы держите этот документ рядом с лицом. Лицо и документ должны быть хорошо видны, без очков, головных уборов и фильтров.',
          'По отдельному запросу — подтверждение адреса, выданное не раньше чем три месяца назад (выписка из банка или квитанция за коммунальные услуги), и подтверждение платёжного средства: фото банковской карты, на котором видны имя, первые 6 и последние 4 цифры номера, а остальные закрыты, или снимок экрана банковского приложения. CVV-код не показывайте никогда.',
        ],
      },
      {
        heading: '4. Как отправить документы и сколько ждать',
        paragraphs: [
          'Откройте профиль и нажмите «Верификация»: там виден текущий статус и указано, что нужно прислать. Принимаются фотографии и сканы в форматах JPG, PNG и PDF размером до 10 МБ каждый; документы можно также отправить в службу поддержки.',
          'Обычно проверка занимает до суток, в сложных случаях — до трёх рабочих дней. Статус в профиле меняется с «На проверке» на «Пройдена» или «Не пройдена». Пока проверка идёт, вы можете пополнять счёт и играть, а выплаты ждут её окончания.',
        ],
      },
      {
        heading: '5. Если проверка не пройдена',
        paragraphs: [
          'Чаще всего причина в нечитаемом снимке, истёкшем документе или несовпадении данных с аккаунтом. В этом случае мы объясним, что не так, и вы сможете отправить документы ещё раз.',
          'Если документы подделаны или принадлежат другому человеку, аккаунт закрывается, а выигрыши, полученные с его помощью, аннулируются. Если выясняется, что владельцу аккаунта нет 18 лет, аккаунт закрывается, а внесённые им деньги возвращаются за вычетом уже выплаченного.',
        ],
      },
      {
        heading: '6. Как мы храним документы',
        paragraphs: [
          'Документы передаются по защищённому соединению и хранятся в зашифрованном виде. Доступ к ним есть только у сотрудников, которые проводят проверку, и у тех, кому закон прямо обязывает нас их передать.',
          'Мы храним документы, пока действует аккаунт, и после его закрытия — столько, сколько требует закон, после чего удаляем их. Подробнее о том, как мы обращаемся с персональными данными, рассказано в Политике конфиденциальности.',
        ],
      },
    ],
  },
  en: {
    title: 'Identity Verification (KYC) Policy',
    sections: [
      {
        heading: '1. Why we verify identity',
        paragraphs: [
          'Casino Star accepts players aged 18 or over only, and pays winnings only to their real owners. Identity verification (KYC, “know your customer”) confirms that an account belongs to the adult named in it and that the money on it was obtained lawfully.',
          'Verification protects players as well: nobody can withdraw money from your account with someone else’s documents, and a payment from a stolen card cannot turn into winnings on another person’s account. This policy applies to every account, whatever its country or currency.',
        ],
      },
      {
        heading: '2. When we ask you to verify',
        paragraphs: [
          'You can confirm your phone and e-mail at any time in your profile, on the “Sign-in and security” tab, with a code sent by text message or e-mail. A confirmed contact is needed to log in with a code, to recover your password and for payouts.',
          'We ask for documents before your first payout, and also when your total withdrawals become large, when the name on the account differs from the name of the card or wallet holder, when there are signs of several accounts held by one person, and when the law requires it. We may ask you to renew a completed verification when a document expires or your details change.',
        ],
      },
      {
        heading: '3. Which documents we need',
        paragraphs: [
          'An identity document: a passport, a national identity card or a driving licence. It must be valid, all four corners must be visible in the photo, and the text must be readable, without glare or blur.',
          'A selfie in which you hold that document next to your face. Both your face and the document must be clearly visible, without glasses, hats or filters.',
          'On separate request: a proof of address issued within the last three months (a bank statement or a utility bill), and a proof of your payment method: a photo of your bank card showing your name and the first 6 and last 4 digits of the number with the rest covered, or a screenshot of your banking app. Never show the CVV code.',
        ],
      },
      {
        heading: '4. How to send documents and how long it takes',
        paragraphs: [
          'Open your profile and press “Verification”: it shows your current status and what we need from you. We accept photos and scans in JPG, PNG and PDF, up to 10 MB each; you can also send documents to support.',
          'A check usually takes up to a day, and up to three working days in complex cases. The status in your profile changes from “In progress” to “Passed” or “Not passed”. While the check is under way you can deposit and play; payouts wait until it is finished.',
        ],
      },
      {
        heading: '5. If verification fails',
        paragraphs: [
          'The usual reasons are an unreadable picture, an expired document or details that do not match the account. We then tell you what is wrong, and you can send the documents again.',
          'If documents are forged or belong to someone else, the account is closed and any winnings obtained with it are cancelled. If the account holder turns out to be under 18, the account is closed and the money they deposited is returned, less anything already paid out.',
        ],
      },
      {
        heading: '6. How we keep documents',
        paragraphs: [
          'Documents travel over an encrypted connection and are stored encrypted. Only the staff who carry out checks can open them, and they are passed on only to those the law expressly obliges us to give them to.',
          'We keep documents while the account is open, and after it is closed for as long as the law requires; then we delete them. How we handle personal data in general is described in the Privacy Policy.',
        ],
      },
    ],
  },
  kz: {
    title: 'Жеке басты тексеру (KYC) саясаты',
    sections: [
      {
        heading: '1. Жеке басты не үшін тексереміз',
        paragraphs: [
          'Casino Star тек 18 жасқа толған ойыншыларды қабылдайды және ұтысты тек олардың нақты иелеріне төлейді. Жеке басты тексеру (KYC, «клиентіңді біл») аккаунт онда көрсетілген кәмелетке толған адамға тиесілі екенін және шоттағы ақшаның заңды жолмен табылғанын растайды.',
          'Тексеру ойыншылардың өзін де қорғайды: бөтен адамның құжатымен сіздің аккаунтыңыздан ақша шығару мүмкін емес, ал ұрланған картадан түскен төлем біреудің шотында ұтысқа айналмайды. Бұл саясат елі мен валютасына қарамастан барлық аккаунттарға қолданылады.',
        ],
      },
      {
        heading: '2. Тексеруден өтуді қашан сұраймыз',
        paragraphs: [
          'Телефон мен e-mail-ді профильдегі «Кіру және қауіпсіздік» бөлімінде SMS немесе хат арқылы келген кодпен кез келген уақытта растауға болады. Расталған байланыс деректері кодпен кіру, құпиясөзді қалпына келтіру және төлем алу үшін қажет.',
          'Құжаттарды алғашқы төлем алдында сұраймыз, сондай-ақ шығарылған ақшаның жалпы сомасы ірі болғанда, аккаунттағы аты-жөні карта немесе әмиян иесінің атымен сәйкес келмегенде, бір адамда бірнеше аккаунт бар екені байқалғанда және заң талап еткенде сұраймыз. Құжаттың мерзімі өтсе немесе деректер өзгерсе, бұрын өткен тексеруді жаңартуды сұрауымыз мүмкін.',
        ],
      },
      {
        heading: '3. Қандай құжаттар қажет',
        paragraphs: [
          'Жеке басты куәландыратын құжат: төлқұжат, жеке куәлік немесе жүргізуші куәлігі. Құжат жарамды болуы тиіс, фотода оның төрт бұрышы да көрінуі, ал мәтіні жарқылсыз және бұлдырсыз оқылуы керек.',
          'Сол құжатты бетіңіздің жанында ұстап түскен селфи. Бетіңіз де, құжат та анық көрінуі тиіс: көзілдірік, бас киім және сүзгілер болмауы керек.',
          'Қосымша сұрау бойынша — соңғы үш айда берілген мекенжайды растайтын құжат (банктен алынған үзінді көшірме немесе коммуналдық қызметтер түбіртегі) және төлем құралын растау: аты-жөніңіз, нөмірдің алғашқы 6 және соңғы 4 цифры көрінетін, қалғаны жабылған банк картасының фотосы немесе банк қосымшасының скриншоты. CVV кодын ешқашан көрсетпеңіз.',
        ],
      },
      {
        heading: '4. Құжаттарды қалай жіберуге болады және қанша күту керек',
        paragraphs: [
          'Профильді ашып, «Верификация» батырмасын басыңыз: онда ағымдағы мәртебе мен не жіберу керегі көрсетіледі. Әрқайсысы 10 МБ-қа дейінгі JPG, PNG және PDF форматындағы фотолар мен сканерленген көшірмелер қабылданады; құжаттарды қолдау қызметіне де жіберуге болады.',
          'Тексеру әдетте бір тәулікке дейін, күрделі жағдайларда үш жұмыс күніне дейін созылады. Профильдегі мәртебе «Тексерілуде» дегеннен «Өтті» немесе «Өтпеді» болып өзгереді. Тексеру жүріп жатқанда шотты толтырып, ойнай бересіз, ал төлемдер тексеру аяқталғанша күтеді.',
        ],
      },
      {
        heading: '5. Тексеруден өтпесеңіз',
        paragraphs: [
          'Көбіне себеп — суреттің оқылмауы, құжат мерзімінің өтуі немесе деректердің аккаунтпен сәйкес келмеуі. Мұндай жағдайда не дұрыс емес екенін түсіндіреміз, сіз құжаттарды қайта жібере аласыз.',
          'Құжаттар жалған болса немесе басқа адамға тиесілі болса, аккаунт жабылады, ал соның көмегімен алынған ұтыстар жойылады. Аккаунт иесінің 18 жасқа толмағаны анықталса, аккаунт жабылады, ал ол салған ақша бұрын төленген сома шегеріліп қайтарылады.',
        ],
      },
      {
        heading: '6. Құжаттарды қалай сақтаймыз',
        paragraphs: [
          'Құжаттар қорғалған байланыс арқылы жіберіледі және шифрланған күйде сақталады. Оларды тек тексеру жүргізетін қызметкерлер аша алады, ал басқаларға тек заң тікелей міндеттеген жағдайда беріледі.',
          'Құжаттарды аккаунт ашық тұрғанда, ал ол жабылғаннан кейін заң талап ететін мерзім бойы сақтаймыз, содан кейін жоямыз. Дербес деректерді қалай өңдейтініміз туралы толығырақ Құпиялылық саясатында айтылған.',
        ],
      },
    ],
  },
};

const USER_AGREEMENT: Localized<PolicyText> = {
  ru: {
    title: 'Пользовательское соглашение',
    sections: [
      {
        heading: '1. Общие положения',
        paragraphs: [
          'Это соглашение определяет правила пользования сайтом Casino Star, его зеркалами и приложением (далее — «Сайт»). Регистрируясь или делая ставку, вы подтверждаете, что прочитали соглашение, Политику проверки личности и Политику конфиденциальности и принимаете их.',
          'Мы можем изменять соглашение. О существенных изменениях мы сообщаем на Сайте или письмом не позже чем за 7 дней до того, как они вступят в силу; дата последней редакции указана вверху страницы. Если вы продолжаете пользоваться Сайтом после этого, значит, вы согласны с новой редакцией.',
        ],
      },
      {
        heading: '2. Кто может играть',
        paragraphs: [
          'Играть на Сайте могут только дееспособные лица старше 18 лет, а если закон страны проживания устанавливает более высокий возраст — старше этого возраста. Вы сами отвечаете за то, чтобы азартные игры были разрешены там, где вы находитесь. Из регионов, где Сайт недоступен, доступ к нему закрыт.',
          'У одного человека может быть только один аккаунт. Данные в аккаунте должны быть настоящими и совпадать с документами. Сотрудники Сайта и их близкие родственники играть на Сайте не могут.',
        ],
      },
      {
        heading: '3. Аккаунт и безопасность',
        paragraphs: [
          'Вы регистрируетесь по e-mail, по номеру телефона или через поддерживаемую соцсеть и выбираете валюту счёта: RUB, USD, EUR, KZT, TRY, AZN или INR. Валюта выбирается один раз и потом не меняется.',
          'Храните пароль и коды подтверждения в тайне и никому их не сообщайте: действия, совершённые под вашим логином, считаются совершёнными вами. Если вы подозреваете, что кто-то получил доступ к аккаунту, смените пароль и сразу сообщите в службу поддержки.',
        ],
      },
      {
        heading: '4. Пополнение и вывод средств',
        paragraphs: [
          'Пополнять счёт можно только собственными средствами и только способами, показанными в окне пополнения; лимиты и комиссия способа видны до оплаты. Сайт не банк: деньги на балансе предназначены для игры, проценты на них не начисляются.',
          'Выплаты проводятся в криптовалюте (USDT в сети TRC20 и Bitcoin) на указанный вами адрес. Минимальная сумма вывода зависит от валюты счёта, например 100 ₽ или 500 ₸. Перед первой выплатой и в случаях, описанных в Политике проверки личности, мы проверяем документы. За правильность адреса отвечаете вы: выплату на неверный адрес вернуть нельзя.',
          'Мы можем задержать выплату на время проверки, если есть признаки мошенничества, отмывания денег или нарушения этого соглашения. Чтобы Сайт не использовался для перевода денег, мы можем попросить хотя бы один раз поставить сумму депозита, прежде чем выводить её.',
        ],
      },
      {
        heading: '5. Бонусы',
        paragraphs: [
          'Бонусы, фриспины и промокоды действуют на условиях конкретной акции: срок действия, вейджер и игры, в которых их можно использовать, указываются в описании. Бонусные средства хранятся на отдельном балансе и становятся реальными деньгами только после отыгрыша.',
          'Один бонус одного вида полагается одному человеку, одной семье, одному адресу и одному устройству. Если бонусами злоупотребляют — регистрируют несколько аккаунтов, договариваются с другими игроками или используют ошибки, — мы отменяем бонус и выигрыш с него.',
        ],
      },
      {
        heading: '6. Игры и ставки',
        paragraphs: [
          'Ставка принята, когда Сайт её подтвердил и сумма списана с баланса. Минимальные и максимальные ставки зависят от игры и валюты и показываются рядом с полем ставки. Результаты наших собственных игр доказуемо честны и проверяются по сидам и nonce; результаты слотов и лайв-казино определяют их провайдеры.',
          'Если раунд прерван технической ошибкой, он аннулируется и ставка возвращается, если игра не может быть завершена по своим правилам. При спорах решающими считаются записи нашей системы и провайдера игры.',
        ],
      },
      {
        heading: '7. Ответственная игра',
        paragraphs: [
          'Азартные игры — это развлечение, а не способ заработка. Играйте только на те деньги, потерю которых можете себе позволить, и делайте перерывы.',
          'По вашей просьбе служба поддержки установит лимит депозитов или ставок, включит перерыв в игре на срок от суток до шести месяцев или навсегда закроет аккаунт (самоисключение). Пока действует перерыв или самоисключение, мы не отправляем вам рекламу и не открываем аккаунт досрочно.',
        ],
      },
      {
        heading: '8. Нарушения и ответственность',
        paragraphs: [
          'Запрещено играть с помощью ботов и программ, договариваться с другими игроками, пользоваться чужими платёжными средствами, отзывать платежи через банк после игры и намеренно использовать ошибки Сайта. При нарушении мы можем ограничить или закрыть аккаунт и аннулировать полученные таким образом выигрыши.',
          'Мы стараемся, чтобы Сайт работал без перерывов, но не гарантируем этого. Мы не отвечаем за убытки, вызванные сбоями связи, оборудования или сторонних сервисов, которые от нас не зависят.',
        ],
      },
      {
        heading: '9. Обращения и споры',
        paragraphs: [
          'С вопросами и претензиями обращайтесь в службу поддержки в течение 30 дней после события. Мы отвечаем в течение 14 дней и стараемся решить спор по существу; обращение с подробностями и номерами раундов или платежей рассматривается быстрее.',
        ],
      },
    ],
  },
  en: {
    title: 'User Agreement',
    sections: [
      {
        heading: '1. General',
        paragraphs: [
          'This agreement sets the rules for using the Casino Star website, its mirrors and its app (the “Site”). By signing up or placing a bet you confirm that you have read this agreement, the Identity Verification Policy and the Privacy Policy, and that you accept them.',
          'We may change this agreement. We announce material changes on the Site or by e-mail at least 7 days before they take effect; the date of the latest version is shown at the top of the page. If you keep using the Site after that, you agree to the new version.',
        ],
      },
      {
        heading: '2. Who may play',
        paragraphs: [
          'Only persons with full legal capacity aged 18 or over may play on the Site, or older where the law of their country of residence sets a higher age. You are responsible for making sure that gambling is allowed where you are. The Site is closed to visitors from regions where it is not available.',
          'One person may have only one account. The details in your account must be true and match your documents. Employees of the Site and their close relatives may not play on it.',
        ],
      },
      {
        heading: '3. Your account and its security',
        paragraphs: [
          'You sign up by e-mail, by phone number or with a supported social network, and choose your account currency: RUB, USD, EUR, KZT, TRY, AZN or INR. The currency is chosen once and cannot be changed later.',
          'Keep your password and confirmation codes secret and never share them: whatever is done under your login counts as done by you. If you suspect that someone has access to your account, change your password and tell support at once.',
        ],
      },
      {
        heading: '4. Deposits and withdrawals',
        paragraphs: [
          'You may deposit only your own money and only by the methods shown in the deposit window; a method’s limits and fee are shown before you pay. The Site is not a bank: money on your balance is there to play with and earns no interest.',
          'Payouts are made in cryptocurrency (USDT on the TRC20 network and Bitcoin) to the address you give. The minimum withdrawal depends on the account currency, for example 100 ₽ or 500 ₸. Before your first payout, and in the cases described in the Identity Verification Policy, we check your documents. You are responsible for the address: a payout sent to a wrong address cannot be returned.',
          'We may hold a payout while we check it if there are signs of fraud, money laundering or a breach of this agreement. So that the Site is not used to move money, we may ask for a deposit to be wagered at least once before it is withdrawn.',
        ],
      },
      {
        heading: '5. Bonuses',
        paragraphs: [
          'Bonuses, free spins and promo codes follow the terms of their offer: its description states how long the bonus lasts, its wager and the games it can be used in. Bonus money is kept on a separate balance and becomes real money only once it has been wagered.',
          'Each bonus is given once per person, household, address and device. If bonuses are abused, by opening several accounts, colluding with other players or exploiting errors, we cancel the bonus and its winnings.',
        ],
      },
      {
        heading: '6. Games and bets',
        paragraphs: [
          'A bet is accepted when the Site has confirmed it and the stake has left your balance. Minimum and maximum bets depend on the game and the currency and are shown beside the bet field. The results of our own games are provably fair and can be checked with the seeds and the nonce; the results of slots and live casino games are decided by their providers.',
          'If a round is interrupted by a technical error and cannot be completed under the game’s rules, it is void and the stake is returned. In a dispute, the records of our system and of the game provider are decisive.',
        ],
      },
      {
        heading: '7. Responsible gaming',
        paragraphs: [
          'Gambling is entertainment, not a way to earn money. Play only with money you can afford to lose, and take breaks.',
          'At your request, support will set a limit on your deposits or bets, pause your play for a period from one day to six months, or close your account for good (self-exclusion). While a pause or self-exclusion is in force, we send you no advertising and do not reopen the account early.',
        ],
      },
      {
        heading: '8. Breaches and liability',
        paragraphs: [
          'You may not play with bots or software, collude with other players, use someone else’s payment methods, charge payments back through your bank after playing, or deliberately exploit errors of the Site. If you do, we may restrict or close your account and cancel any winnings obtained that way.',
          'We do our best to keep the Site running without interruption but cannot guarantee it. We are not liable for losses caused by failures of connections, equipment or third-party services beyond our control.',
        ],
      },
      {
        heading: '9. Complaints and disputes',
        paragraphs: [
          'Send questions and complaints to support within 30 days of the event. We answer within 14 days and try to settle the matter on its merits; a message with details and the numbers of the rounds or payments concerned is handled faster.',
        ],
      },
    ],
  },
  kz: {
    title: 'Пайдаланушы келісімі',
    sections: [
      {
        heading: '1. Жалпы ережелер',
        paragraphs: [
          'Бұл келісім Casino Star сайтын, оның айна сайттарын және қосымшасын (бұдан әрі — «Сайт») пайдалану ережелерін белгілейді. Тіркелу немесе ставка жасау арқылы сіз осы келісіммен, Жеке басты тексеру саясатымен және Құпиялылық саясатымен танысып, оларды қабылдайтыныңызды растайсыз.',
          'Біз келісімді өзгерте аламыз. Маңызды өзгерістер туралы олар күшіне енгенге дейін кемінде 7 күн бұрын Сайтта немесе хат арқылы хабарлаймыз; соңғы редакцияның күні беттің жоғарғы жағында көрсетіледі. Осыдан кейін де Сайтты пайдалана берсеңіз, жаңа редакциямен келіскеніңіз болып саналады.',
        ],
      },
      {
        heading: '2. Кім ойнай алады',
        paragraphs: [
          'Сайтта тек 18 жасқа толған әрекетке қабілетті адамдар ойнай алады, ал тұратын елінің заңы жоғарырақ жас белгілесе — сол жасқа толғандар ғана ойнайды. Өзіңіз тұрған жерде құмар ойындарға рұқсат етілгенін тексеру — сіздің жауапкершілігіңіз. Сайт қолжетімсіз өңірлерден оған кіру жабық.',
          'Бір адамның бір ғана аккаунты болады. Аккаунттағы деректер шынайы болуы және құжаттармен сәйкес келуі керек. Сайт қызметкерлері мен олардың жақын туыстары Сайтта ойнай алмайды.',
        ],
      },
      {
        heading: '3. Аккаунт және қауіпсіздік',
        paragraphs: [
          'Сіз e-mail, телефон нөмірі немесе қолдау көрсетілетін әлеуметтік желі арқылы тіркеліп, шот валютасын таңдайсыз: RUB, USD, EUR, KZT, TRY, AZN немесе INR. Валюта бір рет таңдалады және кейін өзгертілмейді.',
          'Құпиясөз бен растау кодтарын құпия сақтап, ешкімге айтпаңыз: сіздің логиніңізбен жасалған әрекеттер сіз жасаған әрекет болып саналады. Аккаунтыңызға біреу кірді деп күдіктенсеңіз, құпиясөзді ауыстырып, бірден қолдау қызметіне хабарлаңыз.',
        ],
      },
      {
        heading: '4. Шотты толтыру және ақша шығару',
        paragraphs: [
          'Шотты тек өз қаражатыңызбен және тек толтыру терезесінде көрсетілген тәсілдермен толтыруға болады; тәсілдің лимиттері мен комиссиясы төлемге дейін көрсетіледі. Сайт банк емес: баланстағы ақша ойынға арналған, оған пайыз есептелмейді.',
          'Төлемдер криптовалютамен (TRC20 желісіндегі USDT және Bitcoin) сіз көрсеткен мекенжайға жіберіледі. Ең аз шығару сомасы шот валютасына байланысты, мысалы, 100 ₽ немесе 500 ₸. Алғашқы төлем алдында және Жеке басты тексеру саясатында сипатталған жағдайларда құжаттарыңызды тексереміз. Мекенжайдың дұрыстығына сіз жауап бересіз: қате мекенжайға жіберілген төлемді қайтару мүмкін емес.',
          'Алаяқтық, ақшаны жылыстату немесе осы келісімді бұзу белгілері болса, тексеру кезінде төлемді кідіртуіміз мүмкін. Сайтты ақша аудару құралы ретінде пайдаланбау үшін депозит сомасын шығармас бұрын оны кемінде бір рет ставкаға салуды сұрауымыз мүмкін.',
        ],
      },
      {
        heading: '5. Бонустар',
        paragraphs: [
          'Бонустар, фриспиндер және промокодтар нақты акцияның шарттарымен беріледі: сипаттамасында бонустың жарамдылық мерзімі, вейджері және оны қолдануға болатын ойындар көрсетіледі. Бонус қаражаты жеке баланста сақталады және тек ойнап шығарылғаннан кейін нақты ақшаға айналады.',
          'Бір түрдегі бонус бір адамға, бір отбасына, бір мекенжайға және бір құрылғыға бір рет беріледі. Бонустар теріс пайдаланылса — бірнеше аккаунт ашылса, басқа ойыншылармен келісіп ойналса немесе қателер пайдаланылса, — бонус пен одан түскен ұтысты жоямыз.',
        ],
      },
      {
        heading: '6. Ойындар мен ставкалар',
        paragraphs: [
          'Ставка Сайт оны растап, сома балансыңыздан шегерілгенде қабылданған болып саналады. Ең аз және ең көп ставка ойын мен валютаға байланысты және ставка өрісінің жанында көрсетіледі. Өз ойындарымыздың нәтижелері дәлелді түрде әділ және сидтер мен nonce арқылы тексеріледі; слоттар мен лайв-казино нәтижелерін олардың провайдерлері анықтайды.',
          'Раунд техникалық қатеге байланысты үзіліп, ойын ережелері бойынша аяқталмаса, ол жарамсыз деп танылып, ставка қайтарылады. Дау туындаса, біздің жүйеміз бен ойын провайдерінің жазбалары шешуші болып саналады.',
        ],
      },
      {
        heading: '7. Жауапты ойын',
        paragraphs: [
          'Құмар ойын — табыс табу тәсілі емес, ойын-сауық. Тек жоғалтуға шамаңыз келетін ақшамен ойнаңыз және үзіліс жасап отырыңыз.',
          'Өтінішіңіз бойынша қолдау қызметі депозиттерге немесе ставкаларға лимит қояды, ойынға бір тәуліктен алты айға дейін үзіліс жасайды немесе аккаунтты біржола жабады (өзін-өзі шектеу). Үзіліс немесе өзін-өзі шектеу күшінде тұрғанда сізге жарнама жібермейміз және аккаунтты мерзімінен бұрын ашпаймыз.',
        ],
      },
      {
        heading: '8. Бұзушылықтар және жауапкершілік',
        paragraphs: [
          'Боттар мен бағдарламалар арқылы ойнауға, басқа ойыншылармен келісуге, бөтен төлем құралдарын пайдалануға, ойнағаннан кейін банк арқылы төлемді кері қайтаруға және Сайттың қателерін әдейі пайдалануға тыйым салынады. Бұзушылық болса, аккаунтты шектеуіміз немесе жабуымыз және осылай алынған ұтыстарды жоюымыз мүмкін.',
          'Сайттың үзіліссіз жұмыс істеуіне тырысамыз, бірақ мұны кепілдендірмейміз. Бізге байланысты емес байланыс, жабдық немесе бөгде қызметтер ақауларынан туған шығындар үшін жауап бермейміз.',
        ],
      },
      {
        heading: '9. Өтініштер мен даулар',
        paragraphs: [
          'Сұрақтар мен шағымдарды оқиғадан кейін 30 күн ішінде қолдау қызметіне жіберіңіз. Біз 14 күн ішінде жауап беріп, дауды мәні бойынша шешуге тырысамыз; толық мәліметтер мен раундтардың немесе төлемдердің нөмірлері көрсетілген өтініш тезірек қаралады.',
        ],
      },
    ],
  },
};

const PRIVACY: Localized<PolicyText> = {
  ru: {
    title: 'Политика конфиденциальности',
    sections: [
      {
        heading: '1. О чём эта политика',
        paragraphs: [
          'Эта политика объясняет, какие персональные данные собирает Casino Star, когда вы пользуетесь сайтом, его зеркалами и приложением, зачем они нужны, кому передаются и как долго хранятся. Она дополняет Пользовательское соглашение и Политику проверки личности.',
        ],
      },
      {
        heading: '2. Какие данные мы собираем',
        paragraphs: [
          'Данные аккаунта: e-mail или номер телефона, имя, валюта счёта, язык и часовой пояс, настройки профиля (например, скрыт ли аватар и статистика), отметки о подтверждении телефона и e-mail. Пароль мы храним только в виде необратимого хеша.',
          'Платёжные данные и история игры: суммы и способы пополнений, адреса кошельков для выплат, последние цифры карт, ставки, раунды и их сиды, выигрыши и бонусы. Полные номера карт обрабатывают платёжные провайдеры, у нас они не хранятся.',
          'Документы для проверки личности, если вы их присылали, и технические данные: IP-адрес и определённая по нему страна, тип устройства и браузер, идентификатор устройства для защиты от мошенничества, а также источник перехода — партнёрская ссылка или рекламная кампания.',
        ],
      },
      {
        heading: '3. Зачем мы их используем',
        paragraphs: [
          'Чтобы вести ваш аккаунт и баланс, принимать ставки и проводить платежи; чтобы присылать коды входа и подтверждения и служебные уведомления; чтобы проверять возраст и личность, предотвращать мошенничество и выполнять требования закона.',
          'Чтобы улучшать сайт: мы изучаем обезличенную статистику посещений и ошибок. Рекламные письма и сообщения мы присылаем только с вашего согласия, от них можно отказаться в любой момент.',
        ],
      },
      {
        heading: '4. Файлы cookie и локальное хранилище',
        paragraphs: [
          'Мы используем cookie, без которых сайт не работает: токен входа (до 30 дней) и выбранный язык (до года). Партнёрские и рекламные метки хранятся от суток до 30 дней, чтобы учесть, откуда вы пришли. В локальном хранилище браузера лежат идентификатор устройства и отметка о том, что вы скрыли предложение установить приложение.',
          'Удалить cookie и локальное хранилище можно в настройках браузера; после этого придётся снова войти в аккаунт и выбрать язык.',
        ],
      },
      {
        heading: '5. Кому мы передаём данные',
        paragraphs: [
          'Платёжным провайдерам — для проведения платежей; провайдерам игр — идентификатор игрока и ставки, без которых невозможен раунд; сервисам рассылки SMS и писем — номер телефона или e-mail для доставки кодов; сервисам проверки документов — для верификации. Все они обязаны защищать данные и использовать их только для этих целей.',
          'Партнёрам, которые привели вас на сайт, мы сообщаем только обезличенные сведения о регистрации и депозитах. Государственным органам данные передаются лишь тогда, когда этого требует закон. Мы не продаём персональные данные.',
        ],
      },
      {
        heading: '6. Хранение и защита',
        paragraphs: [
          'Данные передаются по защищённому соединению (TLS), а документы и платёжные сведения хранятся в зашифрованном виде. Доступ к ним есть только у сотрудников, которым он нужен для работы, и каждый такой доступ записывается.',
          'Мы храним данные, пока действует аккаунт. После его закрытия записи о платежах, ставках и проверке личности хранятся столько, сколько требует закон, — как правило, пять лет, — затем удаляются или обезличиваются.',
        ],
      },
      {
        heading: '7. Ваши права',
        paragraphs: [
          'Вы можете узнать, какие данные о вас у нас есть, получить их копию, исправить неточные (многое меняется в настройках профиля), отозвать согласие на рекламу и попросить закрыть аккаунт и удалить данные, которые закон не обязывает нас хранить.',
          'Напишите в службу поддержки с e-mail или телефона, привязанного к аккаунту. Мы ответим в течение 30 дней; чтобы защитить ваши данные, перед ответом мы можем попросить подтвердить, что аккаунт ваш.',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy Policy',
    sections: [
      {
        heading: '1. What this policy covers',
        paragraphs: [
          'This policy explains which personal data Casino Star collects when you use its website, its mirrors and its app, why it is needed, who receives it and how long it is kept. It complements the User Agreement and the Identity Verification Policy.',
        ],
      },
      {
        heading: '2. The data we collect',
        paragraphs: [
          'Account data: your e-mail or phone number, name, account currency, language and time zone, profile settings (such as whether your avatar and statistics are hidden), and whether your phone and e-mail are confirmed. We keep your password only as an irreversible hash.',
          'Payment data and game history: the amounts and methods of your deposits, the wallet addresses of your payouts, the last digits of cards, your bets, rounds and their seeds, wins and bonuses. Full card numbers are processed by payment providers and are not stored by us.',
          'Identity documents, if you have sent them, and technical data: your IP address and the country it indicates, your device type and browser, a device identifier used against fraud, and where you came from, such as a partner link or an advertising campaign.',
        ],
      },
      {
        heading: '3. Why we use it',
        paragraphs: [
          'To run your account and balance, accept bets and make payments; to send you login and confirmation codes and service notices; to check your age and identity, prevent fraud and meet our legal obligations.',
          'To improve the site: we study anonymised statistics of visits and errors. We send advertising e-mails and messages only with your consent, and you can opt out at any time.',
        ],
      },
      {
        heading: '4. Cookies and local storage',
        paragraphs: [
          'We use the cookies the site cannot work without: your login token (up to 30 days) and the language you chose (up to a year). Partner and advertising tags are kept from one day to 30 days so that we know where you came from. The browser’s local storage holds a device identifier and a note that you hid the offer to install the app.',
          'You can delete cookies and local storage in your browser settings; you will then need to log in and choose your language again.',
        ],
      },
      {
        heading: '5. Who we share data with',
        paragraphs: [
          'Payment providers, to make payments; game providers, which receive the player identifier and bets that a round cannot do without; SMS and e-mail services, which receive your phone number or e-mail to deliver codes; document checking services, for verification. All of them must protect the data and use it for these purposes only.',
          'Partners who referred you to the site receive only anonymised figures about registrations and deposits. Public authorities receive data only where the law requires it. We do not sell personal data.',
        ],
      },
      {
        heading: '6. Storage and protection',
        paragraphs: [
          'Data travels over an encrypted connection (TLS), and documents and payment details are stored encrypted. Only the staff who need them for their work can access them, and every such access is logged.',
          'We keep data while your account is open. After it is closed, records of payments, bets and identity checks are kept for as long as the law requires, usually five years, and are then deleted or anonymised.',
        ],
      },
      {
        heading: '7. Your rights',
        paragraphs: [
          'You can find out which data we hold about you, receive a copy of it, correct anything inaccurate (much of it can be changed in your profile settings), withdraw your consent to advertising, and ask us to close your account and delete the data the law does not oblige us to keep.',
          'Write to support from the e-mail or phone linked to your account. We answer within 30 days; to protect your data, we may first ask you to confirm that the account is yours.',
        ],
      },
    ],
  },
  kz: {
    title: 'Құпиялылық саясаты',
    sections: [
      {
        heading: '1. Бұл саясат не туралы',
        paragraphs: [
          'Бұл саясат сіз сайтты, оның айна сайттарын және қосымшасын пайдаланғанда Casino Star қандай дербес деректерді жинайтынын, олардың не үшін қажет екенін, кімге берілетінін және қанша уақыт сақталатынын түсіндіреді. Ол Пайдаланушы келісімі мен Жеке басты тексеру саясатын толықтырады.',
        ],
      },
      {
        heading: '2. Қандай деректерді жинаймыз',
        paragraphs: [
          'Аккаунт деректері: e-mail немесе телефон нөмірі, аты-жөні, шот валютасы, тіл мен уақыт белдеуі, профиль баптаулары (мысалы, аватар мен статистика жасырылған ба), телефон мен e-mail-дің расталғаны туралы белгілер. Құпиясөзді тек қайтымсыз хеш түрінде сақтаймыз.',
          'Төлем деректері мен ойын тарихы: толтыру сомалары мен тәсілдері, төлем алатын әмиян мекенжайлары, карталардың соңғы цифрлары, ставкалар, раундтар мен олардың сидтері, ұтыстар мен бонустар. Картаның толық нөмірін төлем провайдерлері өңдейді, біз оны сақтамаймыз.',
          'Жеке басты тексеруге жіберген құжаттарыңыз, сондай-ақ техникалық деректер: IP мекенжайы және ол бойынша анықталған ел, құрылғы түрі мен браузер, алаяқтықтан қорғауға арналған құрылғы идентификаторы және қайдан келгеніңіз — серіктестік сілтеме немесе жарнамалық науқан.',
        ],
      },
      {
        heading: '3. Деректерді не үшін пайдаланамыз',
        paragraphs: [
          'Аккаунтыңыз бен балансыңызды жүргізу, ставкаларды қабылдау және төлемдерді өткізу үшін; кіру және растау кодтарын, қызметтік хабарламаларды жіберу үшін; жасыңыз бен жеке басыңызды тексеру, алаяқтықтың алдын алу және заң талаптарын орындау үшін.',
          'Сайтты жақсарту үшін: кірулер мен қателердің иесіздендірілген статистикасын зерттейміз. Жарнамалық хаттар мен хабарламаларды тек сіздің келісіміңізбен жібереміз, олардан кез келген уақытта бас тартуға болады.',
        ],
      },
      {
        heading: '4. Cookie файлдары және жергілікті жад',
        paragraphs: [
          'Сайт онсыз жұмыс істей алмайтын cookie файлдарын пайдаланамыз: кіру токені (30 күнге дейін) және таңдалған тіл (бір жылға дейін). Серіктестік және жарнамалық белгілер қайдан келгеніңізді ескеру үшін бір тәуліктен 30 күнге дейін сақталады. Браузердің жергілікті жадында құрылғы идентификаторы және қосымшаны орнату ұсынысын жасырғаныңыз туралы белгі сақталады.',
          'Cookie файлдары мен жергілікті жадты браузер баптауларында өшіруге болады; содан кейін аккаунтқа қайта кіріп, тілді қайта таңдауға тура келеді.',
        ],
      },
      {
        heading: '5. Деректерді кімге береміз',
        paragraphs: [
          'Төлем провайдерлеріне — төлемдерді өткізу үшін; ойын провайдерлеріне — раундты өткізуге қажет ойыншы идентификаторы мен ставкалар; SMS және хат жіберу қызметтеріне — кодтарды жеткізу үшін телефон нөмірі немесе e-mail; құжаттарды тексеру қызметтеріне — верификация үшін. Олардың бәрі деректерді қорғауға және тек осы мақсаттарға пайдалануға міндетті.',
          'Сізді сайтқа әкелген серіктестерге тіркелу мен депозиттер туралы тек иесіздендірілген мәліметтерді береміз. Мемлекеттік органдарға деректер заң талап еткенде ғана беріледі. Біз дербес деректерді сатпаймыз.',
        ],
      },
      {
        heading: '6. Сақтау және қорғау',
        paragraphs: [
          'Деректер қорғалған байланыс (TLS) арқылы беріледі, ал құжаттар мен төлем мәліметтері шифрланған күйде сақталады. Оларға тек жұмысы үшін қажет қызметкерлер ғана қол жеткізе алады, және әр осындай қол жеткізу тіркеледі.',
          'Деректерді аккаунт ашық тұрғанда сақтаймыз. Ол жабылғаннан кейін төлемдер, ставкалар және жеке басты тексеру туралы жазбалар заң талап ететін мерзім бойы — әдетте бес жыл — сақталады, содан кейін жойылады немесе иесіздендіріледі.',
        ],
      },
      {
        heading: '7. Сіздің құқықтарыңыз',
        paragraphs: [
          'Сіз туралы қандай деректер бар екенін біліп, олардың көшірмесін ала аласыз, дұрыс емес деректерді түзете аласыз (көбін профиль баптауларында өзгертуге болады), жарнамаға берген келісіміңізді қайтарып ала аласыз, сондай-ақ аккаунтты жабуды және заң бізді сақтауға міндеттемейтін деректерді жоюды сұрай аласыз.',
          'Аккаунтқа байланған e-mail-ден немесе телефоннан қолдау қызметіне жазыңыз. Біз 30 күн ішінде жауап береміз; деректеріңізді қорғау үшін жауап бермес бұрын аккаунттың сізге тиесілі екенін растауды сұрауымыз мүмкін.',
        ],
      },
    ],
  },
};

/** Each policy's text and the date of its latest version. */
const POLICIES: Record<PolicySlug, { updatedAt: string; text: Localized<PolicyText> }> = {
  kyc: { updatedAt: '2026-09-15', text: KYC },
  'user-agreement': { updatedAt: '2026-10-01', text: USER_AGREEMENT },
  confidential: { updatedAt: '2026-09-01', text: PRIVACY },
};

/**
 * The policy at `/policy/{lang}/{slug}` in the caller's language (the path's
 * language names the page, not the text's), or null for a page the site has not.
 */
export function policyAnswer(lang: string, slug: string, locale: Locale) {
  const route = POLICY_ROUTES.find((r) => r.lang === lang && r.slug === slug);
  if (!route) return null;
  const policy = POLICIES[route.slug];
  const text = policy.text[locale];
  return { title: text.title, updated_at: policy.updatedAt, sections: text.sections };
}
