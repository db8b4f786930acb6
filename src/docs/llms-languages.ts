// `/llms.txt?lang=<tag>`: the short guide for agents in another language (issue 28, docs/languages.md
// "Pages, cards and embeds"). The English guide (llms.ts) stays the reference; each language here says
// the same rules shorter, with every example in its own money notation and `lang` on every address.
import type { Lang } from '../i18n/languages.ts';

export type GuideLang = Exclude<Lang, 'en'>;

/** One language's guide: its words, and the money values of its examples in its own notation. */
export interface GuideWords {
  summary: string;
  /** Who reads what: prose in the language, figures the same, error messages English. */
  language: string;
  labels: string;
  restHeading: string;
  restIntro: string;
  /** What each route does, by operation name. */
  routes: Readonly<Record<string, string>>;
  parameters: string;
  expressions: string;
  money: string;
  quotingHeading: string;
  quoting: readonly string[];
  attributionHeading: string;
  /** `{attribution}`: the configured attribution. */
  attribution: string;
  mcp: string;
  /** `{tools}`: the tool names. */
  tools: string;
  limitsHeading: string;
  /** `{window}`, `{rest}`, `{mcp}`, `{docs}`. */
  limits: string;
  docsHeading: string;
  openapi: string;
  full: string;
  page: string;
  /** The example money values (`wealth`, `wealthYours`, `wealthTheirs`) in the language's notation. */
  examples: Readonly<Record<'wealth' | 'wealthYours' | 'wealthTheirs', string>>;
}

export const GUIDES: Readonly<Record<GuideLang, GuideWords>> = {
  de: {
    summary:
      'Eine Web-API nur zum Lesen, die eine Geldsumme in greifbare, zitierfähige Fakten übersetzt: wie lange sie bei täglichen Ausgaben reicht, wie hoch ein Stapel aus Münzen oder Scheinen wird, wie viele Exemplare eines Gegenstands sie bezahlt, wie sie mit Zinseszins wächst und wie zwei Summen zueinander stehen. Kein Schlüssel, kein Konto. Die Ergebnisse stehen unter CC BY 4.0.',
    language:
      'Diese Anleitung gilt für Antworten auf Deutsch: Jede Adresse unten trägt `lang=de`, Geldbeträge werden in deutscher Schreibweise gelesen (`1.000.000`, `1,5 Mio.`, `2 Mrd. €`), die Texte der Antworten sind deutsch, die Zahlen sind in jeder Sprache dieselben. Fehlermeldungen (`error.message`) bleiben englisch, damit Programme sie erkennen.',
    labels:
      'Der Dienst rechnet nur mit den Werten, die Sie senden: Er ist keine Quelle für das Vermögen realer Personen. Währungszeichen sind nur Bezeichnungen; es wird nie ein Wechselkurs angewandt. Stellt eine Antwort verschiedene Bezeichnungen nebeneinander, enthält sie `currencyNote`, einen Satz, der das sagt: Zeigen Sie ihn mit der Antwort.',
    restHeading: 'REST-API',
    restIntro:
      'Jede Route ist ein HTTP-GET mit Query-Parametern und antwortet mit JSON: `{"status":"success","data":{…}}` oder `{"status":"error","error":{"code":400,"message":"Wealth Malformed"}}`. Eine 400-Meldung nennt den Parameter, dann die Kategorie; wiederholen Sie die Anfrage nie unverändert.',
    routes: {
      durationOfDailySpend:
        'Wie lange ein Vermögen reicht, wenn jeden Tag ein fester Betrag ausgegeben wird.',
      heightOfMoneyStack: 'Wie hoch ein Stapel aus einer Münz- oder Scheinsorte im Wert des Vermögens wäre.',
      numberOfItems: 'Wie viele Exemplare eines Gegenstands das Vermögen auf einmal bezahlen könnte.',
      growthOfCompoundInterest: 'Um wie viel das Vermögen durch Zinseszins in einem Zeitraum wächst.',
      comparison:
        'Berechnet einen der vier Ausdrücke für zwei Vermögen und gibt beide Ergebnisse und ihr Verhältnis zurück.',
    },
    parameters: 'Parameter',
    expressions: 'listet die Routen oben auf.',
    money:
      'Geldbeträge (`wealth`, `wealthYours`, `wealthTheirs`, `spend`) mit `lang=de`: `1000000`, `1.000.000`, `1 000 000`, `1,5 Mio.`, `2 Mrd.`, `1 Billion` (10¹²), mit Währungszeichen oder ISO-Code davor oder dahinter (`1.000 €`, `CHF 500`); mindestens 1, höchstens 10²⁴. Die Schreibweise der API gilt in jeder Sprache gleich (`2B` sind 2 Milliarden, `1.5M` sind 1,5 Millionen). Ein einzelnes Komma oder ein einzelner Punkt vor genau drei Ziffern (`1,500`, `$1.500`) wird abgelehnt (`Wealth Ambiguous`), weil die API und englische Texte es anders lesen: `1500`, `1 500` oder `1,5` schreiben.',
    quotingHeading: 'Ergebnisse zitieren',
    quoting: [
      'Zitieren Sie `phrase`, `sentence` und `scale` genau so, wie sie geliefert werden: Sie tragen die Rundung des Dienstes. Rechnen Sie sie nicht aus `value` nach, das nur zum Rechnen dient.',
      '`scale` kann null sein; dann geben Sie keinen Maßstab an.',
      'In einem Vergleich ist `ratio.value` das andere Vermögen ÷ Ihres. Die Schwelle von 200:1 für „extreme Vermögensungleichheit“ ist die eigene gerundete Schwelle des Dienstes, keine offizielle Definition: Schreiben Sie sie keiner Organisation zu.',
    ],
    attributionHeading: 'Namensnennung',
    attribution:
      'Die Ergebnisse stehen unter CC BY 4.0 und sind für jeden Zweck frei, auch kommerziell. Nennen Sie sie mit `{attribution}`; MCP-Ergebnisse tragen diesen Text als `attribution`: Verwenden Sie ihn unverändert.',
    mcp: 'Endpunkt: {origin}/mcp (Streamable HTTP, ohne Anmeldung, ohne Sitzung); jedes Werkzeug nimmt das Argument `lang` (`"de"`). Werkzeugnamen und -beschreibungen bleiben englisch.',
    tools: 'Werkzeuge: {tools}; dieselben Parameternamen und Regeln wie die REST-API.',
    limitsHeading: 'Grenzen',
    limits:
      'Pro Client-IP und {window}-Sekunden-Fenster: {rest} Anfragen an die REST-API (alle Routen zusammen), {mcp} an MCP, {docs} an die Dokumentation. Warten Sie nach einer 429 die Sekunden aus `Retry-After` ab (auch `error.retryAfter`).',
    docsHeading: 'Dokumentation',
    openapi:
      'OpenAPI-3.0.4-Dokument (englisch), maßgeblich für Pfade, Parameter, Schemas und Statuscodes; `lang` ist dort beschrieben',
    full: 'Die ganze Referenz in einem Text (englisch)',
    page: 'Vergleichsseite auf Deutsch: zwei Vermögen im Browser vergleichen, mit Link, Bildkarte und Einbettung',
    examples: { wealth: '1 Mrd.', wealthYours: '100 000 €', wealthTheirs: '1 Billion' },
  },
  fr: {
    summary:
      'Une API web en lecture seule qui traduit une somme d’argent en faits concrets et citables : combien de temps elle dure au rythme d’une dépense quotidienne, quelle hauteur atteint une pile de pièces ou de billets, combien d’exemplaires d’un article elle paie, combien elle rapporte à intérêts composés, et comment deux sommes se comparent. Ni clé ni compte. Les résultats sont sous licence CC BY 4.0.',
    language:
      'Ce guide vaut pour les réponses en français : chaque adresse ci-dessous porte `lang=fr`, les montants sont lus dans la notation française (`1 000 000`, `1,5 M`, `2 Md €`), les textes des réponses sont en français, les chiffres sont les mêmes dans toutes les langues. Les messages d’erreur (`error.message`) restent en anglais, pour que les programmes les reconnaissent.',
    labels:
      'Le service ne calcule qu’à partir des valeurs envoyées : ce n’est pas une source sur le patrimoine de personnes réelles. Les symboles monétaires ne sont que des libellés ; aucun taux de change n’est jamais appliqué. Une réponse qui juxtapose des libellés différents contient `currencyNote`, une phrase qui le dit : affichez-la avec la réponse.',
    restHeading: 'API REST',
    restIntro:
      'Chaque route est un GET HTTP avec des paramètres de requête et répond en JSON : `{"status":"success","data":{…}}` ou `{"status":"error","error":{"code":400,"message":"Wealth Malformed"}}`. Un message 400 nomme le paramètre, puis la catégorie ; ne renvoyez jamais la même requête telle quelle.',
    routes: {
      durationOfDailySpend:
        'Combien de temps dure un patrimoine quand on dépense chaque jour un montant fixe.',
      heightOfMoneyStack:
        'La hauteur d’une pile de pièces ou de billets d’une même sorte valant le patrimoine.',
      numberOfItems: 'Combien d’exemplaires d’un article le patrimoine pourrait payer d’un coup.',
      growthOfCompoundInterest: 'De combien le patrimoine croît par les intérêts composés sur une période.',
      comparison:
        'Calcule l’une des quatre expressions pour deux patrimoines et renvoie les deux résultats et leur rapport.',
    },
    parameters: 'Paramètres',
    expressions: 'liste les routes ci-dessus.',
    money:
      'Montants (`wealth`, `wealthYours`, `wealthTheirs`, `spend`) avec `lang=fr` : `1000000`, `1 000 000` (espaces, insécables ou non), `1,5 M`, `2 Md`, `3 millions`, avec un symbole ou un code ISO avant ou après (`1 000 €`, `CHF 500`) ; au moins 1, au plus 10²⁴. La notation de l’API vaut dans toutes les langues (`2B` font 2 milliards). Une virgule ou un point seuls devant exactement trois chiffres (`1.500`, `1,500`) sont ambigus et refusés (`Wealth Ambiguous`) : écrivez `1 500` ou `1,5`.',
    quotingHeading: 'Citer les résultats',
    quoting: [
      'Citez `phrase`, `sentence` et `scale` exactement tels qu’ils sont renvoyés : ils portent l’arrondi du service. Ne les recalculez pas à partir de `value`, qui ne sert qu’au calcul.',
      '`scale` peut être null ; ne donnez alors aucune échelle.',
      'Dans une comparaison, `ratio.value` vaut le patrimoine de l’autre ÷ le vôtre. Le seuil de 200:1 de « l’inégalité de patrimoine extrême » est le seuil arrondi propre au service, pas une définition officielle : ne l’attribuez à aucune organisation.',
    ],
    attributionHeading: 'Attribution',
    attribution:
      'Les résultats sont sous licence CC BY 4.0 et libres pour tout usage, commercial compris. Attribuez-les avec `{attribution}` ; les résultats MCP portent ce texte dans `attribution` : utilisez-le tel quel.',
    mcp: 'Point d’accès : {origin}/mcp (Streamable HTTP, sans authentification, sans session) ; chaque outil prend l’argument `lang` (`"fr"`). Les noms et descriptions des outils restent en anglais.',
    tools: 'Outils : {tools} ; mêmes noms de paramètres et mêmes règles que l’API REST.',
    limitsHeading: 'Limites',
    limits:
      'Par IP cliente et fenêtre de {window} secondes : {rest} requêtes à l’API REST (toutes routes confondues), {mcp} à MCP, {docs} à la documentation. Après un 429, attendez les secondes de `Retry-After` (aussi `error.retryAfter`).',
    docsHeading: 'Documentation',
    openapi:
      'Document OpenAPI 3.0.4 (en anglais), qui fait foi pour les chemins, paramètres, schémas et codes ; `lang` y est décrit',
    full: 'La référence complète en un seul texte (en anglais)',
    page: 'Page de comparaison en français : comparer deux patrimoines dans un navigateur, avec lien, carte image et intégration',
    examples: { wealth: '1 Md', wealthYours: '100 000', wealthTheirs: '1 000 milliards' },
  },
  es: {
    summary:
      'Una API web de solo lectura que convierte una suma de dinero en datos concretos y citables: cuánto dura con un gasto diario, qué altura alcanza una pila de monedas o billetes, cuántas unidades de un artículo paga, cuánto crece con interés compuesto y cómo se comparan dos sumas. Sin clave ni cuenta. Los resultados tienen licencia CC BY 4.0.',
    language:
      'Esta guía es para respuestas en español: cada dirección de abajo lleva `lang=es`, los importes se leen en notación española (`1 000 000`, `2 millones`, `2700 millones`, `1 billón` = 10¹²), los textos de las respuestas están en español y las cifras son las mismas en todos los idiomas. Los mensajes de error (`error.message`) siguen en inglés para que los programas los reconozcan.',
    labels:
      'El servicio solo calcula con los valores que envías: no es una fuente sobre el patrimonio de personas reales. Los símbolos de moneda son solo etiquetas; nunca se aplica un tipo de cambio. Una respuesta que pone etiquetas distintas una junto a otra incluye `currencyNote`, una frase que lo dice: muéstrala con la respuesta.',
    restHeading: 'API REST',
    restIntro:
      'Cada ruta es un GET HTTP con parámetros de consulta y responde en JSON: `{"status":"success","data":{…}}` o `{"status":"error","error":{"code":400,"message":"Wealth Malformed"}}`. Un mensaje 400 nombra el parámetro y luego la categoría; nunca repitas la solicitud sin cambios.',
    routes: {
      durationOfDailySpend: 'Cuánto dura un patrimonio si se gasta cada día una cantidad fija.',
      heightOfMoneyStack:
        'Qué altura tendría una pila de monedas o billetes de un solo tipo por el valor del patrimonio.',
      numberOfItems: 'Cuántas unidades de un artículo podría pagar el patrimonio de una vez.',
      growthOfCompoundInterest: 'Cuánto crece el patrimonio con interés compuesto en un periodo.',
      comparison:
        'Calcula una de las cuatro expresiones para dos patrimonios y devuelve ambos resultados y su proporción.',
    },
    parameters: 'Parámetros',
    expressions: 'lista las rutas anteriores.',
    money:
      'Importes (`wealth`, `wealthYours`, `wealthTheirs`, `spend`) con `lang=es`: `1000000`, `1 000 000`, `1.000.000`, `2 millones`, `1000 millones`, `1 billón` (10¹²), con símbolo o código ISO delante o detrás (`1000 €`, `CHF 500`); como mínimo 1, como máximo 10²⁴. La notación de la API vale igual en todos los idiomas (`2B` son 2000 millones, no 2 billones). Una coma o un punto sueltos ante exactamente tres cifras (`1.500`, `2,700 millones`) se rechazan (`Wealth Ambiguous`), porque en España y en América se leen distinto: escriba `1500`, `1 500` o `1,5`.',
    quotingHeading: 'Citar los resultados',
    quoting: [
      'Cita `phrase`, `sentence` y `scale` exactamente como llegan: llevan el redondeo del servicio. No los recalcules a partir de `value`, que solo sirve para hacer cuentas.',
      '`scale` puede ser null; entonces no des ninguna escala.',
      'En una comparación, `ratio.value` es el patrimonio de la otra persona ÷ el tuyo. El umbral de 200:1 de «desigualdad de patrimonio extrema» es el umbral redondeado propio del servicio, no una definición oficial: no lo atribuyas a ninguna organización.',
    ],
    attributionHeading: 'Atribución',
    attribution:
      'Los resultados tienen licencia CC BY 4.0 y son libres para cualquier uso, también comercial. Atribúyelos con `{attribution}`; los resultados de MCP llevan este texto en `attribution`: úsalo tal cual.',
    mcp: 'Punto de acceso: {origin}/mcp (Streamable HTTP, sin autenticación, sin sesión); cada herramienta acepta el argumento `lang` (`"es"`). Los nombres y descripciones de las herramientas siguen en inglés.',
    tools: 'Herramientas: {tools}; los mismos nombres de parámetros y reglas que la API REST.',
    limitsHeading: 'Límites',
    limits:
      'Por IP de cliente y ventana de {window} segundos: {rest} solicitudes a la API REST (todas las rutas juntas), {mcp} a MCP, {docs} a la documentación. Tras un 429, espera los segundos de `Retry-After` (también `error.retryAfter`).',
    docsHeading: 'Documentación',
    openapi:
      'Documento OpenAPI 3.0.4 (en inglés), normativo para rutas, parámetros, esquemas y códigos; describe `lang`',
    full: 'La referencia completa en un solo texto (en inglés)',
    page: 'Página de comparación en español: compara dos patrimonios en el navegador, con enlace, tarjeta de imagen e inserción',
    examples: { wealth: '1000 millones', wealthYours: '100 000', wealthTheirs: '1 billón' },
  },
  'pt-BR': {
    summary:
      'Uma API web somente leitura que transforma uma quantia em fatos concretos e citáveis: quanto tempo ela dura com um gasto diário, que altura tem uma pilha de moedas ou cédulas, quantas unidades de um item ela paga, quanto ela rende com juros compostos e como duas quantias se comparam. Sem chave, sem conta. Os resultados são licenciados sob CC BY 4.0.',
    language:
      'Este guia vale para respostas em português do Brasil: cada endereço abaixo leva `lang=pt-BR`, os valores são lidos na notação brasileira (`1.000.000`, `2 milhões`, `1,5 bi`, `R$ 100.000,00`), os textos das respostas estão em português e os números são os mesmos em todos os idiomas. As mensagens de erro (`error.message`) continuam em inglês, para que os programas as reconheçam.',
    labels:
      'O serviço só calcula com os valores que você envia: não é uma fonte sobre o patrimônio de pessoas reais. Símbolos de moeda são só rótulos; nenhuma taxa de câmbio é aplicada. Uma resposta que põe rótulos diferentes lado a lado traz `currencyNote`, uma frase que diz isso: mostre-a com a resposta.',
    restHeading: 'API REST',
    restIntro:
      'Cada rota é um GET HTTP com parâmetros de consulta e responde em JSON: `{"status":"success","data":{…}}` ou `{"status":"error","error":{"code":400,"message":"Wealth Malformed"}}`. Uma mensagem 400 nomeia o parâmetro e depois a categoria; nunca repita a solicitação sem mudanças.',
    routes: {
      durationOfDailySpend: 'Quanto tempo um patrimônio dura quando se gasta um valor fixo todo dia.',
      heightOfMoneyStack: 'A altura de uma pilha de moedas ou cédulas de um só tipo no valor do patrimônio.',
      numberOfItems: 'Quantas unidades de um item o patrimônio pagaria de uma vez.',
      growthOfCompoundInterest: 'Quanto o patrimônio rende com juros compostos em um período.',
      comparison:
        'Calcula uma das quatro expressões para dois patrimônios e devolve os dois resultados e a proporção entre eles.',
    },
    parameters: 'Parâmetros',
    expressions: 'lista as rotas acima.',
    money:
      'Valores (`wealth`, `wealthYours`, `wealthTheirs`, `spend`) com `lang=pt-BR`: `1000000`, `1.000.000`, `2 milhões`, `1,5 bi`, `1 trilhão`, com símbolo ou código ISO antes ou depois (`R$ 1.000,00`, `CHF 500`); no mínimo 1, no máximo 10²⁴. A notação da API vale igual em todos os idiomas (`2B` são 2 bilhões). Uma vírgula ou um ponto isolados antes de exatamente três algarismos (`R$ 1.500`, `1,500`) são recusados (`Wealth Ambiguous`), porque a API os lê de outra forma: escreva `1500`, `R$ 1.500,00` ou `1,5`.',
    quotingHeading: 'Como citar os resultados',
    quoting: [
      'Cite `phrase`, `sentence` e `scale` exatamente como vierem: eles trazem o arredondamento do serviço. Não os recalcule a partir de `value`, que serve só para contas.',
      '`scale` pode ser null; nesse caso, não dê nenhuma escala.',
      'Numa comparação, `ratio.value` é o patrimônio da outra pessoa ÷ o seu. O limite de 200:1 da "desigualdade de patrimônio extrema" é o limite arredondado do próprio serviço, não uma definição oficial: não o atribua a nenhuma organização.',
    ],
    attributionHeading: 'Atribuição',
    attribution:
      'Os resultados são licenciados sob CC BY 4.0 e livres para qualquer uso, inclusive comercial. Atribua-os com `{attribution}`; os resultados MCP trazem esse texto em `attribution`: use-o como está.',
    mcp: 'Endpoint: {origin}/mcp (Streamable HTTP, sem autenticação, sem sessão); cada ferramenta aceita o argumento `lang` (`"pt-BR"`). Os nomes e as descrições das ferramentas continuam em inglês.',
    tools: 'Ferramentas: {tools}; os mesmos nomes de parâmetros e regras da API REST.',
    limitsHeading: 'Limites',
    limits:
      'Por IP de cliente e janela de {window} segundos: {rest} solicitações à API REST (todas as rotas juntas), {mcp} ao MCP, {docs} à documentação. Depois de um 429, espere os segundos de `Retry-After` (também `error.retryAfter`).',
    docsHeading: 'Documentação',
    openapi:
      'Documento OpenAPI 3.0.4 (em inglês), normativo para caminhos, parâmetros, esquemas e códigos; descreve `lang`',
    full: 'A referência completa em um só texto (em inglês)',
    page: 'Página de comparação em português: compare dois patrimônios no navegador, com link, cartão de imagem e incorporação',
    examples: { wealth: '1 bi', wealthYours: 'R$ 100.000,00', wealthTheirs: '1 trilhão' },
  },
  it: {
    summary:
      'Un’API web di sola lettura che trasforma una somma di denaro in fatti concreti e citabili: quanto dura con una spesa giornaliera, quanto è alta una pila di monete o banconote, quanti esemplari di un articolo paga, quanto cresce con l’interesse composto e come si confrontano due somme. Niente chiave, niente account. I risultati sono sotto licenza CC BY 4.0.',
    language:
      'Questa guida vale per le risposte in italiano: ogni indirizzo qui sotto porta `lang=it`, gli importi sono letti nella notazione italiana (`1.000.000`, `2 milioni`, `1,5 mld`, `100.000 €`), i testi delle risposte sono in italiano e le cifre sono le stesse in ogni lingua. I messaggi di errore (`error.message`) restano in inglese, perché i programmi li riconoscano.',
    labels:
      'Il servizio calcola solo con i valori che invii: non è una fonte sul patrimonio di persone reali. I simboli di valuta sono solo etichette; non si applica mai un tasso di cambio. Una risposta che affianca etichette diverse contiene `currencyNote`, una frase che lo dice: mostrala con la risposta.',
    restHeading: 'API REST',
    restIntro:
      'Ogni rotta è un GET HTTP con parametri di query e risponde in JSON: `{"status":"success","data":{…}}` oppure `{"status":"error","error":{"code":400,"message":"Wealth Malformed"}}`. Un messaggio 400 nomina il parametro, poi la categoria; non ripetere mai la richiesta invariata.',
    routes: {
      durationOfDailySpend: 'Quanto dura un patrimonio se ogni giorno si spende una somma fissa.',
      heightOfMoneyStack:
        'Quanto sarebbe alta una pila di monete o banconote di un solo tipo pari al patrimonio.',
      numberOfItems: 'Quanti esemplari di un articolo il patrimonio potrebbe pagare in una volta.',
      growthOfCompoundInterest: 'Quanto cresce il patrimonio con l’interesse composto in un periodo.',
      comparison:
        'Calcola una delle quattro espressioni per due patrimoni e restituisce i due risultati e il loro rapporto.',
    },
    parameters: 'Parametri',
    expressions: 'elenca le rotte qui sopra.',
    money:
      'Importi (`wealth`, `wealthYours`, `wealthTheirs`, `spend`) con `lang=it`: `1000000`, `1.000.000`, `2 milioni`, `1,5 mld`, `1000 miliardi`, con simbolo o codice ISO prima o dopo (`1.000 €`, `CHF 500`); almeno 1, al massimo 10²⁴. La notazione dell’API vale uguale in ogni lingua (`2B` sono 2 miliardi). Una virgola o un punto isolati davanti a esattamente tre cifre (`1,500`, `$1.500`) sono rifiutati (`Wealth Ambiguous`), perché l’API li legge diversamente: scrivere `1500`, `1 500` o `1,5`.',
    quotingHeading: 'Citare i risultati',
    quoting: [
      'Cita `phrase`, `sentence` e `scale` esattamente come arrivano: portano l’arrotondamento del servizio. Non ricalcolarli da `value`, che serve solo per i conti.',
      '`scale` può essere null; in quel caso non dare nessuna scala.',
      'In un confronto, `ratio.value` è il patrimonio dell’altra persona ÷ il tuo. La soglia di 200:1 della «disuguaglianza di patrimonio estrema» è la soglia arrotondata del servizio, non una definizione ufficiale: non attribuirla a nessuna organizzazione.',
    ],
    attributionHeading: 'Attribuzione',
    attribution:
      'I risultati sono sotto licenza CC BY 4.0 e liberi per ogni uso, anche commerciale. Attribuiscili con `{attribution}`; i risultati MCP portano questo testo in `attribution`: usalo così com’è.',
    mcp: 'Endpoint: {origin}/mcp (Streamable HTTP, senza autenticazione, senza sessione); ogni strumento accetta l’argomento `lang` (`"it"`). Nomi e descrizioni degli strumenti restano in inglese.',
    tools: 'Strumenti: {tools}; stessi nomi dei parametri e stesse regole dell’API REST.',
    limitsHeading: 'Limiti',
    limits:
      'Per IP client e finestra di {window} secondi: {rest} richieste all’API REST (tutte le rotte insieme), {mcp} a MCP, {docs} alla documentazione. Dopo un 429, aspetta i secondi di `Retry-After` (anche `error.retryAfter`).',
    docsHeading: 'Documentazione',
    openapi:
      'Documento OpenAPI 3.0.4 (in inglese), normativo per percorsi, parametri, schemi e codici; descrive `lang`',
    full: 'Il riferimento completo in un solo testo (in inglese)',
    page: 'Pagina di confronto in italiano: confronta due patrimoni nel browser, con link, scheda immagine e incorporamento',
    examples: { wealth: '1 mld', wealthYours: '100.000 €', wealthTheirs: '1000 miliardi' },
  },
  ja: {
    summary:
      '金額を、身近で引用しやすい事実に言い換える読み取り専用の Web API です。毎日使うとどれだけもつか、硬貨や紙幣を積むとどれだけの高さになるか、品物がいくつ買えるか、複利でどれだけ増えるか、2つの金額がどう違うかを答えます。キーもアカウントも不要です。結果は CC BY 4.0 で提供されます。',
    language:
      'このガイドは日本語の回答用です。下のアドレスにはすべて `lang=ja` が付き、金額は日本の書き方（`1,000,000`、`100万`、`1億円`、`1兆`）で読まれ、回答の文章は日本語になります。数値はどの言語でも同じです。エラーメッセージ（`error.message`）はプログラムが判別できるよう英語のままです。',
    labels:
      'サービスは送られた値だけから計算します。実在の人物の資産の情報源ではありません。通貨の表示は便宜上のもので、為替換算は一切しません。異なるラベルを並べる回答には、そのことを述べる1文 `currencyNote` が含まれます。回答と一緒に表示してください。',
    restHeading: 'REST API',
    restIntro:
      'どのルートもクエリパラメーター付きの HTTP GET で、JSON で答えます: `{"status":"success","data":{…}}` または `{"status":"error","error":{"code":400,"message":"Wealth Malformed"}}`。400 のメッセージはパラメーター名、続いて分類を示します。同じリクエストをそのまま再送しないでください。',
    routes: {
      durationOfDailySpend: '毎日決まった額を使ったとき、資産がどれだけ長くもつか。',
      heightOfMoneyStack: '資産と同じ額の硬貨や紙幣を1種類で積み上げたときの高さ。',
      numberOfItems: '資産で一度に買える品物の数。',
      growthOfCompoundInterest: '一定期間の複利で資産がどれだけ増えるか。',
      comparison: '4つの式のうち1つを2つの資産について計算し、両方の結果とその比率を返します。',
    },
    parameters: 'パラメーター',
    expressions: '上のルートの一覧を返します。',
    money:
      '金額（`wealth`、`wealthYours`、`wealthTheirs`、`spend`）は `lang=ja` で: `1000000`、`1,000,000`、`100万`、`1億`、`3万円`、`1兆`。通貨記号や ISO コードを前または後ろに付けられます（`¥1,000`、`1000円`、`CHF 500`）。1 以上 10²⁴ 以下。',
    quotingHeading: '結果の引用',
    quoting: [
      '`phrase`、`sentence`、`scale` は返されたとおりに引用してください。サービスの丸めが反映されています。計算用の `value` から計算し直さないでください。',
      '`scale` は null のことがあります。その場合は尺度を示さないでください。',
      '比較では `ratio.value` は相手の資産 ÷ あなたの資産です。「極端な資産格差」の 200:1 という基準はサービス独自の丸めた基準で、公式の定義ではありません。どの組織の定義ともしないでください。',
    ],
    attributionHeading: 'クレジット表記',
    attribution:
      '結果は CC BY 4.0 で、商用を含めどんな用途にも自由に使えます。`{attribution}` と表記してください。MCP の結果にはこの文字列が `attribution` として付いています。そのまま使ってください。',
    mcp: 'エンドポイント: {origin}/mcp（Streamable HTTP、認証なし、セッションなし）。どのツールも引数 `lang`（`"ja"`）を受け付けます。ツール名と説明は英語のままです。',
    tools: 'ツール: {tools}。パラメーター名と規則は REST API と同じです。',
    limitsHeading: '制限',
    limits:
      'クライアント IP ごと、{window} 秒の枠ごとに、REST API へ {rest} リクエスト（全ルート合計）、MCP へ {mcp}、ドキュメントへ {docs}。429 を受けたら `Retry-After`（`error.retryAfter` も同じ）の秒数だけ待ってください。',
    docsHeading: 'ドキュメント',
    openapi:
      'OpenAPI 3.0.4 ドキュメント（英語）。パス、パラメーター、スキーマ、ステータスコードの規範で、`lang` も記載されています',
    full: 'リファレンス全体を1つのテキストで（英語）',
    page: '日本語の比較ページ: ブラウザーで2つの資産を比べ、リンク、画像カード、埋め込みを作れます',
    examples: { wealth: '10億', wealthYours: '10万', wealthTheirs: '1兆' },
  },
  'en-IN': {
    summary:
      'A read-only web API that turns a sum of money into human-scale, quotable facts: how long it lasts at a daily spend, how tall a stack of coins or notes it makes, how many of an item it pays for, how much it grows with compound interest, and how two sums compare. No key, no account. Results are CC BY 4.0.',
    language:
      'This guide is for answers in Indian English: every address below carries `lang=en-IN`, money is read in Indian notation (`1,00,000`, `10 lakh`, `1 crore`, `₹1,00,000`; K, M and B too) and rupee sums are written in lakh and crore (`₹1.5 crore`), every other figure as English writes it (`$630 million`). Figures are the same in every language. Error messages (`error.message`) are the same as in English.',
    labels:
      'It computes only from the values you send: it is not a source of anyone’s net worth. Currency symbols are labels only; no exchange rate is ever applied. An answer that puts different labels side by side carries `currencyNote`, one sentence saying so: show it with the answer.',
    restHeading: 'REST API',
    restIntro:
      'Every route is an HTTP GET with query parameters, answering JSON: `{"status":"success","data":{…}}` or `{"status":"error","error":{"code":400,"message":"Wealth Malformed"}}`. A 400 message names the parameter, then the category; never retry it unchanged.',
    routes: {
      durationOfDailySpend: 'How long a wealth lasts when a fixed amount is spent every day.',
      heightOfMoneyStack: 'How tall a stack of one kind of coin or bill worth the wealth would be.',
      numberOfItems: 'How many of an item the wealth could pay for at once.',
      growthOfCompoundInterest: 'How much the wealth grows through compound interest over a period.',
      comparison:
        'Computes one of the four expressions for two wealths and returns both results and their ratio.',
    },
    parameters: 'Parameters',
    expressions: 'lists the routes above.',
    money:
      'Money values (`wealth`, `wealthYours`, `wealthTheirs`, `spend`) with `lang=en-IN`: `100000`, `1,00,000`, `10 lakh`, `10 L`, `1.5 crore`, `1 Cr`, `1M`, with a currency symbol or ISO code (`₹1,00,000`, `INR 500`); at least 1, at most 10²⁴.',
    quotingHeading: 'Quoting results',
    quoting: [
      'Quote `phrase`, `sentence` and `scale` exactly as returned: they carry the service’s rounding. Do not recompute them from `value`, which is for arithmetic only.',
      '`scale` can be null; then give no scale.',
      'In a comparison, `ratio.value` is theirs ÷ yours. Its 200:1 "extreme wealth inequality" threshold is the service’s own rounded threshold, not an official definition: do not attribute it to any organisation.',
    ],
    attributionHeading: 'Attribution',
    attribution:
      'Results are licensed CC BY 4.0 and free for any use, including commercial. Attribute them with `{attribution}`; MCP results carry this string as `attribution`: use it as it is.',
    mcp: 'Endpoint: {origin}/mcp (Streamable HTTP, no authentication, no session); every tool takes the argument `lang` (`"en-IN"`).',
    tools: 'Tools: {tools}; same parameter names and rules as the REST API.',
    limitsHeading: 'Limits',
    limits:
      'Per client IP and {window}-second window: {rest} requests to the REST API (all routes together), {mcp} to MCP, {docs} to the documentation. On a 429, wait the `Retry-After` seconds (also `error.retryAfter`) before retrying.',
    docsHeading: 'Docs',
    openapi:
      'OpenAPI 3.0.4 document: normative for paths, parameters, schemas and status codes; it documents `lang`',
    full: 'Full reference in one text',
    page: 'Comparison page in Indian English: compare two wealths in a browser, with a link, a picture card and an embed',
    examples: { wealth: '100 crore', wealthYours: '1 lakh', wealthTheirs: '1 lakh crore' },
  },
};
