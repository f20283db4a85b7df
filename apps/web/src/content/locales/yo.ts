import { PRIVACY_EMAIL, SUPPORT_EMAIL } from '../contact';
import type { SiteContent } from '../site-content';

// Yoruba: the same items, sections and paragraphs as the English texts, in the glossary's words (GLOSSARY.md).
const content: SiteContent = {
  faqs: [
    {
      question: 'Kí ni Oversight?',
      answer:
        'Oversight jẹ́ àkọsílẹ̀ gbangba ti àwọn iṣẹ́ àkànṣe ìjọba ní Nàìjíríà: ọ̀nà, ilé ìwé, ilé ìwòsàn, kànga dídá, iná mànàmáná àti àwọn mìíràn. Àwọn mínísítírì, ẹ̀ka àti àjọ ìjọba (MDA) ń gbé iṣẹ́ àkànṣe wọn jáde pẹ̀lú ibi tí wọ́n wà, ìnáwó, agbaṣẹ́ṣe àti bí iṣẹ́ ṣe ń lọ. Àwọn ọmọ ìlú àti àwọn àjọ aráàlú lè rí àwọn iṣẹ́ àkànṣe yìí lórí máàpù tàbí nípa wíwá, kí wọ́n tẹ̀lé wọn, kí wọ́n sì kọ àyẹ̀wò àti fi fọ́tò ohun tí wọ́n rí lójú ilẹ̀ ránṣẹ́.',
    },
    {
      question: 'Ṣé Oversight jẹ́ ọ̀fẹ́?',
      answer:
        'Bẹ́ẹ̀ni, fún àwọn ọmọ ìlú àti àwọn àjọ aráàlú: wíwá, fífojú sí, kíkọ àyẹ̀wò àti ọ̀rọ̀ ìwòye lórí iṣẹ́ àkànṣe kò ná yín ní nǹkan kan. Àwọn ẹ̀ka ìjọba àti agbaṣẹ́ṣe lè sanwó fún ètò ìforúkọsílẹ̀ (subscription), èyí tí ó ń gbé ààlà sókè, bí iye àkántì òṣìṣẹ́ tí àjọ kan lè ní. Àwọn àkántì àjọ máa ń rí àwọn ètò àti iye owó wọn ní Ètò > Subscription.',
    },
    {
      question: 'Kí ni ó túmọ̀ sí láti fojú sí iṣẹ́ àkànṣe?',
      answer:
        'Fífojú sí iṣẹ́ àkànṣe túmọ̀ sí títẹ̀lé e. Tẹ Fojú sí i lójú-ìwé iṣẹ́ àkànṣe náà, a ó sì fi kún àkójọ àwọn tí o ti fojú sí, kí o lè padà sí i kíákíá, kí a sì máa sọ fún ọ nígbà tí nǹkan bá ṣẹlẹ̀ lórí rẹ̀. Àwọn iṣẹ́ àkànṣe tí o fojú sí tún máa hàn lórí ojú-ìwé rẹ tí gbogbo ènìyàn ń rí. Tẹ bọ́tìnnì náà lẹ́ẹ̀kan sí i tí o bá fẹ́ dẹ́kun títẹ̀lé e.',
    },
    {
      question: 'Báwo ni mo ṣe lè kọ àyẹ̀wò iṣẹ́ àkànṣe?',
      answer:
        'Wọlé, ṣí iṣẹ́ àkànṣe náà kí o sì yan láti kọ àyẹ̀wò. Fún un ní àkọlé kúkúrú, sọ ohun tí o rí àti ìgbà tí o rí i, kí o sì yan bí ó ṣe rí lára rẹ jù: Ó wú mi lórí, Inú mi dùn, Mo ní ìrètí, Kò wú mi lórí, Inú bí mi tàbí Àbá. O lè so fọ́tò mẹ́rin mọ́ ọn. Àwọn ẹlòmíràn lè fèsì, sọ ọ̀rọ̀ ìwòye, kí wọ́n sì dìbò sókè tàbí sísàlẹ̀ fún àyẹ̀wò rẹ. O tún lè kọ àyẹ̀wò lórí ìròyìn tuntun tí àjọ tí ń ṣe iṣẹ́ àkànṣe náà gbé jáde. Jọ̀wọ́ ka Ìlànà Àwùjọ kí o tó fi nǹkan ránṣẹ́.',
    },
    {
      question: 'Kí ni "a ti fìdí rẹ̀ múlẹ̀ níbẹ̀" túmọ̀ sí lórí fọ́tò?',
      answer:
        'Nígbà tí o bá gbé fọ́tò sókè, a máa ka ibi GPS tí kámẹ́rà fóònù rẹ fi pamọ́ sínú rẹ̀. Tí ibẹ̀ bá súnmọ́ ọ̀kan lára àwọn ibi tí a kọ sílẹ̀ fún iṣẹ́ àkànṣe náà, a máa sàmì sí fọ́tò náà pé a ti fìdí rẹ̀ múlẹ̀ níbẹ̀, èyí tí ó ń sọ fún àwọn ẹlòmíràn pé ó ṣeé ṣe gan-an kí wọ́n ya á ní ibi iṣẹ́ náà gan-an. Fọ́tò tí kò ní ibi (bí àwòrán ojú fóònù, tàbí àwòrán tí a fi ránṣẹ́ láti inú àwọn áàpù ìfiránṣẹ́ tí ń yọ ibi kúrò) ṣì ṣeé fi ránṣẹ́; wọn kò ní rí àmì náà nìkan. Láti rí i, ya àwòrán náà pẹ̀lú kámẹ́rà fóònù rẹ nígbà tí location wà ní títàn.',
    },
    {
      question: 'Báwo ni Oversight ṣe ń lo ibi tí mo wà?',
      answer:
        'A ń lo ibi tí o wà ní ọ̀nà méjì. Lórí máàpù Ṣàwárí, o lè yan láti rí àwọn iṣẹ́ àkànṣe tí ó wà nítòsí rẹ: ẹ̀rọ ìṣàwárí (browser) rẹ máa béèrè àṣẹ rẹ, a ó sì lo ibi tí o wà láti rí àwọn iṣẹ́ àkànṣe láàárín ìjìnnà tí o yàn (10, 20 tàbí 50 km). Tí o kò bá fẹ́ fi hàn, yan ìpínlẹ̀ dípò rẹ̀. Èkejì, nígbà tí o bá gbé fọ́tò sókè, a máa ka ibi GPS tí ó wà nínú rẹ̀ láti mọ̀ bóyá ní ibi iṣẹ́ náà ni wọ́n ti yà á. A kì í tọpa ibi tí o wà ní ìkọ̀kọ̀.',
    },
    {
      question: 'Ta ni ó lè rí ibi tí wọ́n ti ya fọ́tò mi?',
      answer:
        'Lẹ́yìn tí a bá ka ibi GPS fọ́tò kan, a máa yọ ọ́ kúrò, pẹ̀lú gbogbo ìsọfúnni ìkọ̀kọ̀ mìíràn, nínú fáìlì àwòrán náà gan-an, kí ẹnikẹ́ni tí ó bá gbà á sílẹ̀ má lè kà á. Gbogbo ènìyàn máa rí ibi tí ó súnmọ́ ọ nìkan, kì í ṣe ibi gan-an. Àjọ tí ó ni iṣẹ́ àkànṣe náà lè rí ibi gan-an, nítorí ó nílò rẹ̀ láti ṣàyẹ̀wò iṣẹ́ lójú ilẹ̀.',
    },
    {
      question: 'Ta ni ń gbé àwọn iṣẹ́ àkànṣe jáde?',
      answer:
        'Àwọn mínísítírì, ẹ̀ka àti àjọ ìjọba tí iṣẹ́ àkànṣe wà lábẹ́ wọn ni ń gbé wọn jáde, pẹ̀lú àkántì àjọ wọn. Orúkọ àjọ tí ó gbé e jáde wà lójú-ìwé gbogbo iṣẹ́ àkànṣe. Àwọn agbaṣẹ́ṣe àti òṣìṣẹ́ lè bójú tó iṣẹ́ àkànṣe tàbí gbé ìròyìn tuntun nípa bí iṣẹ́ ṣe ń lọ jáde tí àjọ tí ó ni iṣẹ́ náà bá fún wọn láyè. Àwọn ọmọ ìlú àti àjọ aráàlú kì í ṣẹ̀dá iṣẹ́ àkànṣe; wọ́n ń tẹ̀lé wọn, wọ́n ń kọ àyẹ̀wò, wọ́n sì ń sọ ọ̀rọ̀ ìwòye lórí wọn.',
    },
    {
      question: 'Tí ìsọfúnni iṣẹ́ àkànṣe kan kò bá tọ̀nà ńkọ́?',
      answer:
        'Àwọn iye bí owó iṣẹ́, owó tí a ti tú sílẹ̀, owó tí a ti ná, ọjọ́ àti ìpín tí a ti parí wá láti ọ̀dọ̀ àjọ tí ó gbé e jáde, Oversight sì ń fi wọ́n hàn bí wọ́n ṣe gbé wọn jáde. Àwọn àjọ lè ṣàtúnṣe iṣẹ́ àkànṣe wọn nígbàkúgbà, a sì ń kọ àwọn àyípadà sílẹ̀ nínú ìwé àyípadà. Tí ohun tí o rí lójú ilẹ̀ bá yàtọ̀ sí ohun tí wọ́n gbé jáde, sọ bẹ́ẹ̀ nínú àyẹ̀wò kí o sì so fọ́tò mọ́ ọn: ohun tí abala àyẹ̀wò wà fún gan-an nìyẹn, àjọ náà sì lè rí i. Tí o bá gbàgbọ́ pé wọ́n gbé ìsọfúnni jáde ní àṣìṣe, o tún lè kọ̀wé sí wa, a ó sì fi í ránṣẹ́ sí wọn.',
    },
    {
      question: 'Báwo ni MDA ṣe ń kó iṣẹ́ àkànṣe wọlé láti inú spreadsheet?',
      answer:
        'Láti dashboard àjọ, ṣí ibi ìkówọlé iṣẹ́ àkànṣe. Gba àpẹẹrẹ (template) sílẹ̀ tí o bá nílò rẹ̀, lẹ́yìn náà gbé fáìlì Excel (.xlsx) tàbí CSV rẹ sókè. So ọ̀wọ̀n kọ̀ọ̀kan nínú fáìlì rẹ pọ̀ mọ́ àyè kan nínú Oversight, bí orúkọ iṣẹ́ àkànṣe, kóòdù iṣẹ́ àkànṣe, ipò, àpapọ̀ owó tàbí ìpínlẹ̀. Kí a tó fi ohunkóhun pamọ́, àyẹ̀wò ṣáájú máa ṣe àkójọ àwọn àṣìṣe tí o gbọ́dọ̀ ṣàtúnṣe (ọ̀wọ̀n tí ó sọnù, tàbí ìlà tí kò ní orúkọ tàbí kóòdù iṣẹ́ àkànṣe) àti ìkìlọ̀ tí ó yẹ kí o wò (iye tí kò sí ní ọ̀nà tí ó tọ́, tàbí orúkọ agbaṣẹ́ṣe tí ó jọ ti agbaṣẹ́ṣe kan tí ó ti wà lórí Oversight). A ń ṣiṣẹ́ lórí fáìlì ńlá lẹ́yìn, a sì ń fi bí ó ṣe ń lọ hàn lójú iboju. Àwọn iṣẹ́ àkànṣe tí o kó wọlé máa hàn nínú àkójọ iṣẹ́ àkànṣe rẹ, níbi tí o ti lè ṣàtúnṣe wọn, kí o sì pinnu ìgbà tí o máa gbé ọ̀kọ̀ọ̀kan jáde.',
    },
    {
      question: 'Báwo ni mo ṣe lè pe àwọn olùkópa sí iṣẹ́ àkànṣe, fọ́ọ̀mù, ètò tàbí dashboard?',
      answer:
        'Ṣí ohun tí o fẹ́ pín (iṣẹ́ àkànṣe, ẹgbẹ́ iṣẹ́ àkànṣe, fọ́ọ̀mù, ẹgbẹ́ fọ́ọ̀mù, ètò, àbájáde, atọ́ka tàbí dashboard) kí o sì yan láti pe àwọn olùkópa. Yan ọmọ ẹgbẹ́, ẹ̀ka tàbí àjọ kan, àti ipa tí ó yẹ kí wọ́n ní lórí ohun náà. Ìpè náà máa dúró títí wọ́n á fi gbà á tàbí kọ̀ ọ́, o sì lè fà á sẹ́yìn nígbà tí ó ṣì ń dúró. O lè yí ipa ẹnìkan padà tàbí yọ ọ́ kúrò lẹ́yìn náà láti ibi kan náà, tàbí rí gbogbo wọn lẹ́ẹ̀kan lójú-ìwé Àwọn Olùkópa.',
    },
    {
      question: 'Báwo ni mínísítírì, àjọ ìjọba tàbí agbaṣẹ́ṣe ṣe ń rí àkántì?',
      answer:
        'Ẹnikẹ́ni lè forúkọsílẹ̀ gẹ́gẹ́ bí ọmọ ìlú tàbí àjọ aráàlú. Ṣùgbọ́n inú pèpéle náà ni a ti ń ṣẹ̀dá àkántì ìjọba àti ti agbaṣẹ́ṣe: mínísítírì kan ń ṣẹ̀dá àkántì fún àwọn àjọ ìjọba tí ó wà lábẹ́ rẹ̀, àwọn MDA ń pe àwọn agbaṣẹ́ṣe tí wọ́n ń bá ṣiṣẹ́, àjọ kọ̀ọ̀kan sì ń fi àkántì àwọn òṣìṣẹ́ rẹ̀ kún un. Tí àjọ rẹ kò bá tíì wà lórí Oversight, kàn sí wa.',
    },
    {
      question: 'Mo gbàgbé ọ̀rọ̀ aṣínà mi. Kí ni kí n ṣe?',
      answer:
        'Lójú-ìwé ìwọlé, yan láti tún ọ̀rọ̀ aṣínà rẹ ṣe kí o sì tẹ àdírẹ́sì ímeèlì rẹ. Tí àkántì kan bá ń lo àdírẹ́sì yẹn, a máa fi ìjápọ̀ ránṣẹ́ láti ṣètò ọ̀rọ̀ aṣínà tuntun. Tí kò bá dé láàárín ìṣẹ́jú díẹ̀, wo fódà spam tàbí promotions rẹ. Lẹ́yìn tí o bá ti wọlé, o lè yí ọ̀rọ̀ aṣínà rẹ padà nígbàkúgbà ní Ètò.',
    },
    {
      question: 'Àwọn browser àti fóònù wo ni mo lè lò?',
      answer:
        'Oversight ń ṣiṣẹ́ nínú browser rẹ; kò sí nǹkan tí o máa fi sórí ẹ̀rọ. Lo Chrome, Firefox, Safari, Edge tàbí Samsung Internet tuntun lórí fóònù Android, iPhone, tablet tàbí kọ̀ǹpútà. A kọ́ máàpù àti àwọn ojú-ìwé láti ṣiṣẹ́ lórí fóònù olówó pọ́ọ́kú àti ìntánẹ́ẹ̀tì tí ó lọ́ra. Láti rí àmì a-ti-fìdí-rẹ̀-múlẹ̀-níbẹ̀, gbé fọ́tò tí o fi kámẹ́rà fóònù rẹ yà nígbà tí location wà ní títàn sókè.',
    },
    {
      question: 'Báwo ni mo ṣe lè fi ẹ̀sùn ìwà àbùkù tàbí ohun tí ó lè panilára kan?',
      answer: `Ohun kọ̀ọ̀kan tí a fi ránṣẹ́ ní ojú-ìwé tirẹ̀. Ṣí i, da àdírẹ́sì rẹ̀ kọ láti inú browser rẹ kí o sì fi ímeèlì ránṣẹ́ sí ${SUPPORT_EMAIL} pẹ̀lú ìlà kan tí ó sọ ohun tí kò dára, bí àpẹẹrẹ ìkọlù sí ènìyàn, nọ́mbà fóònù tàbí àdírẹ́sì ilé ẹnìkan, tàbí ìpolongo òṣèlú. A ń ṣàyẹ̀wò gbogbo ẹ̀sùn ní ìbámu pẹ̀lú Ìlànà Àwùjọ. Tí ẹnìkan bá wà nínú ewu báyìí, kọ́kọ́ kàn sí ọlọ́pàá tàbí àwọn òṣìṣẹ́ pàjáwìrì.`,
    },
    {
      question: 'Báwo ni mo ṣe lè pa àkántì mi rẹ́?',
      answer:
        'Lọ sí Ètò > Pa àkántì rẹ́ kí o sì fìdí rẹ̀ múlẹ̀. A máa yọ ìsọfúnni ara ẹni rẹ kúrò (orúkọ, àdírẹ́sì ímeèlì, fọ́tò ojú-ìwé, ohun tí o fẹ́ àti irú wọn). A kò ní pa àwọn àyẹ̀wò àti ọ̀rọ̀ ìwòye tí o kọ rẹ́, ṣùgbọ́n a máa yọ orúkọ rẹ kúrò lára wọn: wọ́n máa hàn láìsí orúkọ rẹ, kí ìjíròrò gbangba nípa iṣẹ́ àkànṣe lè ṣì ní ìtumọ̀. A kò lè dá àkántì tí a ti pa rẹ́ padà. Tí o bá ń bójú tó àjọ kan, àwọn iṣẹ́ àkànṣe, fọ́ọ̀mù àti ètò rẹ̀ jẹ́ ti àjọ náà, nǹkan kan kò ní ṣe wọ́n.',
    },
    {
      question: 'Báwo ni mo ṣe lè kàn sí àwọn olùrànlọ́wọ́?',
      answer: `Fi ímeèlì ránṣẹ́ sí ${SUPPORT_EMAIL}. Sọ fún wa àdírẹ́sì ímeèlì tàbí orúkọ olùlò tí ó wà lórí àkántì rẹ, ohun tí o ń gbìyànjú láti ṣe, àti ohun tí ó ṣẹlẹ̀, kí o sì fi àwòrán ojú fóònù kún un tí o bá lè ṣe é. Fún ìbéèrè nípa ìsọfúnni ara ẹni rẹ, wo Ìlànà Àṣírí.`,
    },
  ],
  terms: {
    title: 'Òfin Ìlò',
    updated: '2026-11-21',
    intro:
      'Àwọn òfin yìí jẹ́ àdéhùn láàárín ìwọ àti Oversight ("àwa") fún lílo pèpéle Oversight, yálà o jẹ́ ọmọ ìlú, àjọ aráàlú, mínísítírì, ẹ̀ka tàbí àjọ ìjọba (MDA), agbaṣẹ́ṣe, tàbí òṣìṣẹ́ tí ń ṣiṣẹ́ fún ọ̀kan nínú wọn. Nípa ṣíṣí àkántì tàbí lílo pèpéle náà, o gba àwọn òfin yìí, Ìlànà Àṣírí wa àti Ìlànà Àwùjọ wa. Tí o bá ń lo Oversight fún àjọ kan, o jẹ́rìí pé wọ́n fún ọ láṣẹ láti gba àwọn òfin yìí fún un.',
    sections: [
      {
        heading: '1. Àkántì rẹ',
        paragraphs: [
          'Àwọn ọmọ ìlú àti àjọ aráàlú lè forúkọsílẹ̀ fúnra wọn. Àjọ tí ó wà lókè wọn ni ń ṣẹ̀dá àkántì fún àwọn mínísítírì àti àjọ ìjọba, àwọn MDA ń pe àwọn agbaṣẹ́ṣe tí wọ́n ń bá ṣiṣẹ́, àwọn àjọ sì ń fi àkántì òṣìṣẹ́ wọn kún un. Àkántì kan wà fún ènìyàn kan tàbí àjọ kan.',
          'Fún wa ní ìsọfúnni tí ó péye nígbà tí o bá ń forúkọsílẹ̀, pẹ̀lú àdírẹ́sì ímeèlì tí ń ṣiṣẹ́, kí o sì máa ṣe é ní àkókò. Àjọ aráàlú gbọ́dọ̀ fún wa ní orúkọ rẹ̀ tí ó tọ̀nà àti nọ́mbà ìforúkọsílẹ̀ rẹ̀ (RC).',
          'Pa ọ̀rọ̀ aṣínà rẹ mọ́ fún ara rẹ. Ìwọ ni o ní ojúṣe fún ohun tí a fi àkántì rẹ ṣe. Tí o bá rò pé ẹlòmíràn ti lò ó, yí ọ̀rọ̀ aṣínà rẹ padà lẹ́sẹ̀kẹsẹ̀ kí o sì sọ fún wa.',
          'Tí o kò bá tíì pé ọmọ ọdún 18, o nílò àṣẹ òbí tàbí alágbàtọ́ láti ṣí àkántì.',
        ],
      },
      {
        heading: '2. Lílò tí ó yẹ',
        paragraphs: [
          'Lo Oversight láti tẹ̀lé, jíròrò àti bójú tó iṣẹ́ àkànṣe gbangba pẹ̀lú òtítọ́. O kò gbọ́dọ̀: mọ̀ọ́mọ̀ gbé irọ́ jáde; ṣe bí ẹni pé o jẹ́ ẹlòmíràn, òṣìṣẹ́ ìjọba tàbí àjọ kan; yọ ẹnikẹ́ni lẹ́nu, halẹ̀ mọ́ ọn tàbí bú u; gbé ìsọfúnni àṣírí ẹlòmíràn jáde; lo pèpéle náà fún ìpolongo ẹgbẹ́ òṣèlú; gbé ohun tí òfin kò fàyè gbà tàbí tí ó tẹ ẹ̀tọ́ ẹlòmíràn lójú jáde; tàbí gbé spam tàbí ìpolówó ọjà jáde.',
          'O kò gbọ́dọ̀ dí iṣẹ́ pèpéle náà lọ́wọ́: kò sí ìgbìyànjú láti wọ inú àkántì tàbí ìsọfúnni tí kì í ṣe tìrẹ, kò sí wíwá àlàfo ààbò láìsí àṣẹ wa ní kíkọ, kò sí lílo ẹ̀rọ láti kó ìsọfúnni tàbí fífi ọ̀pọ̀ ìbéèrè ránṣẹ́ tí ó ń di ẹrù lé iṣẹ́ náà, kò sì sí malware.',
          'Ìlànà Àwùjọ ṣàlàyé síwájú sí i ohun tí a fẹ́ àti ohun tí a kò fẹ́ nínú àyẹ̀wò, ọ̀rọ̀ ìwòye àti fọ́tò. Wọ́n jẹ́ apá kan àwọn òfin yìí.',
        ],
      },
      {
        heading: '3. Ohun tí o fi ránṣẹ́ àti àṣẹ tí o fún wa',
        paragraphs: [
          'Àwọn àyẹ̀wò, ọ̀rọ̀ ìwòye, ìròyìn tuntun àti fọ́tò tí o fi ránṣẹ́ ṣì jẹ́ tìrẹ. Fi fọ́tò tí ìwọ fúnra rẹ yà tàbí tí o ní ẹ̀tọ́ láti pín nìkan ránṣẹ́.',
          'Nípa fífi ránṣẹ́, o fún Oversight ní àṣẹ tí kì í ṣe tiwa nìkan, láìsí owó, ní gbogbo àgbáyé, láti tọ́jú, fi hàn, ṣe ẹ̀dà, yí ìwọ̀n padà àti pín ohun tí o fi ránṣẹ́ lórí pèpéle náà àti nínú ohun èlò nípa iṣẹ́ àkànṣe tí ó kàn, níwọ̀n ìgbà tí ó bá wà lórí Oversight. Àjọ tí ó ni iṣẹ́ àkànṣe kan tún lè lo àyẹ̀wò àti fọ́tò nípa iṣẹ́ àkànṣe náà nínú ìròyìn àti àbójútó tirẹ̀.',
          'Ìjíròrò gbangba gbọ́dọ̀ ṣì ṣeé kà. Tí o bá pa àkántì rẹ rẹ́, àwọn ohun tí o fi ránṣẹ́ máa wà lórí pèpéle náà láìsí orúkọ rẹ, àṣẹ yìí sì máa tẹ̀síwájú fún wọn.',
          'Ìwọ ni o ní ojúṣe fún ohun tí o fi ránṣẹ́. A lè yọ ohun tí ó rú àwọn òfin yìí tàbí Ìlànà Àwùjọ kúrò, tàbí èyí tí òfin ní kí a yọ kúrò.',
        ],
      },
      {
        heading: '4. Ìsọfúnni ìjọba àti ti àwọn àjọ',
        paragraphs: [
          'Àwọn àjọ tí ó ni ìsọfúnni iṣẹ́ àkànṣe, fọ́ọ̀mù, ètò, atọ́ka àti dashboard ni ń gbé wọn jáde. Àjọ tí ó gbé e jáde ni ó ní ojúṣe láti ní àṣẹ láti gbé ìsọfúnni náà jáde àti fún ohun tí ó sọ.',
          'Àwọn àjọ tí ń kó ìdáhùn jọ nípasẹ̀ fọ́ọ̀mù àti ìwádìí ní ojúṣe láti kó wọn jọ ní ìbámu pẹ̀lú òfin, sọ fún àwọn tí ó dáhùn bí a ṣe máa lo ìdáhùn wọn, kí wọ́n sì bójú tó wọn ní ìbámu pẹ̀lú Òfin Ààbò Ìsọfúnni Nàìjíríà ti 2023. A ń tọ́jú àti ṣiṣẹ́ lórí àwọn ìdáhùn yẹn fún àjọ náà.',
          'O lè wo, fa ọ̀rọ̀ yọ àti pín ìsọfúnni iṣẹ́ àkànṣe tí ó wà ní gbangba lórí Oversight, níwọ̀n ìgbà tí o bá dá àjọ tí ó gbé e jáde mọ̀ gẹ́gẹ́ bí orísun rẹ̀, tí o kò sì yí ìtumọ̀ rẹ̀ padà.',
          'Àwọn òṣìṣẹ́ àti olùkópa tí a fún láyè sí ohun ìní àjọ kan gbọ́dọ̀ lò ó fún ìdí tí a fi pín in nìkan, wọn kò sì gbọ́dọ̀ tú ohun tí a kò tíì gbé jáde ní gbangba síta.',
        ],
      },
      {
        heading: '5. Bí ìsọfúnni ṣe péye tó',
        paragraphs: [
          'A ń fi ìsọfúnni iṣẹ́ àkànṣe hàn bí àjọ tí ó gbé e jáde ṣe fún wa, àti àyẹ̀wò àti fọ́tò bí àwọn olùlò ṣe fi wọ́n ránṣẹ́. A kì í ṣe ìṣírò-owó iṣẹ́ àkànṣe, a kì í ṣàyẹ̀wò iye ìnáwó tàbí fìdí rẹ̀ múlẹ̀ pé a ti ṣe iṣẹ́, a kò sì lè ṣèlérí pé gbogbo ìsọfúnni lórí Oversight pé, péye tàbí jẹ́ tuntun.',
          'Àmì "a ti fìdí rẹ̀ múlẹ̀ níbẹ̀" túmọ̀ sí pé ibi GPS tí ó wà nínú fọ́tò súnmọ́ ọ̀kan lára àwọn ibi tí a kọ sílẹ̀ fún iṣẹ́ àkànṣe náà nìkan. Kò fìdí ohun tí fọ́tò náà fi hàn múlẹ̀, tàbí ìgbà tí wọ́n yà á, tàbí pé ẹnikẹ́ni kò yí ìsọfúnni ibi náà padà.',
          'Má ṣe gbára lé Oversight nìkan fún ìpinnu owó, òfin tàbí ìdókòwò. Níbi tí pípéye ṣe pàtàkì, béèrè lọ́wọ́ àjọ tí ó gbé e jáde.',
        ],
      },
      {
        heading: '6. Subscription àti ìsanwó',
        paragraphs: [
          'Lílo Oversight gẹ́gẹ́ bí ọmọ ìlú tàbí àjọ aráàlú jẹ́ ọ̀fẹ́. Àwọn àjọ lè yan ètò subscription tí wọ́n máa sanwó fún. A máa fi iye owó, ohun tí ètò kọ̀ọ̀kan ní àti àkókò ìsanwó hàn kí o tó forúkọsílẹ̀.',
          'Ilé-iṣẹ́ ìsanwó wa ni ń bójú tó ìsanwó pẹ̀lú káàdì. O lè gbé ètò sókè tàbí sísàlẹ̀, yí káàdì padà, kí o sì gba ìwé owó (invoice) sílẹ̀ nínú ètò subscription rẹ. A kò ní dá owó tí o ti san padà fún àkókò tí o ti lò apá kan rẹ̀, àyàfi tí òfin bá ní kí a ṣe bẹ́ẹ̀.',
        ],
      },
      {
        heading: '7. Ìdádúró àti pípa àkántì',
        paragraphs: [
          'O lè dẹ́kun lílo Oversight kí o sì pa àkántì rẹ rẹ́ nígbàkúgbà láti Ètò > Pa àkántì rẹ́.',
          'A lè yọ ohun kan kúrò, dín ohun tí àkántì lè ṣe kù, tàbí dá àkántì dúró tàbí pa á tí ó bá rú àwọn òfin yìí, tí ó fi àwọn olùlò mìíràn tàbí pèpéle náà sínú ewu, tàbí níbi tí òfin bá béèrè. Níbi tí ó bá ní ààbò tí òfin sì fàyè gbà á, a máa sọ ìdí fún ọ, a ó sì fún ọ ní àǹfààní láti fèsì.',
          'Tí a bá pa àkántì àjọ kan, a lè yọ ohun tí ó gbé jáde kúrò lójú gbogbo ènìyàn. Abala 3, 5, 8 àti 9 ṣì máa wúlò lẹ́yìn tí a bá pa àkántì.',
        ],
      },
      {
        heading: '8. Ojúṣe wa',
        paragraphs: [
          'A ń ṣiṣẹ́ láti jẹ́ kí Oversight wà ní àrọ́wọ́tó kí ó sì ní ààbò, ṣùgbọ́n a ń pèsè rẹ̀ "bí ó ṣe rí", a kò sì lè ṣèlérí pé kò ní dúró láé tàbí ní àṣìṣe.',
          'A kò ní ojúṣe fún àdánù tí ìsọfúnni tí àwọn àjọ tàbí olùlò mìíràn gbé jáde fà, fún àdánù tí kò wá tààrà, tàbí fún àdánù èrè, owó tí ń wọlé tàbí ìsọfúnni. Fún àjọ tí ó wà lórí ètò ìsanwó, àpapọ̀ ojúṣe wa fún ẹ̀sùn kankan kò ju owó tí ó san fún wa ní oṣù méjìlá ṣáájú ẹ̀sùn náà.',
          'Kò sí ohunkóhun nínú àwọn òfin yìí tí ó dín ojúṣe tí òfin Nàìjíríà kò gbà kí a dín kù, tàbí ẹ̀tọ́ kankan tí o ní lábẹ́ Òfin Ìdíje àti Ààbò Oníbàárà ti Ìjọba Àpapọ̀ 2018 tàbí Òfin Ààbò Ìsọfúnni Nàìjíríà ti 2023.',
        ],
      },
      {
        heading: '9. Òfin tí ó ń darí àti yíyanjú aáwọ̀',
        paragraphs: [
          'Òfin Orílẹ̀-èdè Olómìnira Àpapọ̀ Nàìjíríà ni ó ń darí àwọn òfin yìí.',
          'Tí o bá ní ẹ̀dùn ọkàn, jọ̀wọ́ kọ́kọ́ kọ̀wé sí wa kí a lè gbìyànjú láti yanjú rẹ̀. Tí a kò bá yanjú aáwọ̀ náà láàárín ọjọ́ 30, ẹgbẹ́ kọ̀ọ̀kan lè gbé e lọ sí ilé ẹjọ́ Nàìjíríà tí ó ní àṣẹ lórí rẹ̀.',
        ],
      },
      {
        heading: '10. Àyípadà sí àwọn òfin yìí',
        paragraphs: [
          'A lè ṣe àtúnṣe àwọn òfin yìí bí pèpéle náà tàbí òfin ṣe ń yí padà. Ọjọ́ tí ó wà lókè ń fi ẹ̀yà tuntun hàn. Fún àwọn àyípadà tí ó kàn ọ́ gan-an, a máa sọ fún ọ ní ó kéré tán ọjọ́ 14 ṣáájú kí wọ́n tó bẹ̀rẹ̀, nípasẹ̀ ímeèlì tàbí nínú áàpù.',
          'Tí o bá ń bá a lọ láti lo Oversight lẹ́yìn tí àyípadà bá bẹ̀rẹ̀, àwọn òfin tuntun ni ó máa wúlò. Tí o kò bá gbà wọ́n, o lè pa àkántì rẹ rẹ́.',
        ],
      },
      {
        heading: '11. Kàn sí wa',
        paragraphs: [
          `O lè fi ìbéèrè nípa àwọn òfin yìí ránṣẹ́ sí ${SUPPORT_EMAIL}. Ìlànà Àṣírí wa ni ó dáhùn ìbéèrè nípa ìsọfúnni ara ẹni rẹ.`,
        ],
      },
    ],
  },
  privacy: {
    title: 'Ìlànà Àṣírí',
    updated: '2026-11-21',
    intro:
      'Ìlànà yìí ṣàlàyé ìsọfúnni ara ẹni tí Oversight ("àwa") ń kó jọ, ìdí rẹ̀, ta ni ó lè rí i, bí a ṣe ń tọ́jú rẹ̀ pẹ́ tó àti ẹ̀tọ́ rẹ. A ń bójú tó ìsọfúnni ara ẹni ní ìbámu pẹ̀lú Òfin Ààbò Ìsọfúnni Nàìjíríà ti 2023 ("Òfin náà"). Àwa ni olùdarí ìsọfúnni fún àwọn àkántì, ojú-ìwé àti ohun tí a fi ránṣẹ́ lórí Oversight. Nígbà tí mínísítírì, ẹ̀ka, àjọ ìjọba tàbí àjọ mìíràn bá kó ìdáhùn jọ nípasẹ̀ fọ́ọ̀mù tàbí ìwádìí tirẹ̀ lórí Oversight, àjọ náà ni olùdarí àwọn ìdáhùn yẹn, àwa sì ń ṣiṣẹ́ lórí wọn fún un.',
    sections: [
      {
        heading: '1. Ohun tí a ń kó jọ',
        paragraphs: [
          'Ìsọfúnni àkántì: àdírẹ́sì ímeèlì rẹ, orúkọ olùlò, ọ̀rọ̀ aṣínà (a ń tọ́jú rẹ̀ ní ọ̀nà tí a ti dà rú, hashed, nìkan, kì í ṣe ọ̀rọ̀ tí ó ṣeé kà), irú àkántì, àti, fún àjọ aráàlú, orúkọ rẹ̀, nọ́mbà RC àti nọ́mbà fóònù ìbánisọ̀rọ̀. Tí o bá wọlé pẹ̀lú Google, a máa gba orúkọ rẹ àti àdírẹ́sì ímeèlì rẹ láti ọ̀dọ̀ Google.',
          'Ìsọfúnni ojú-ìwé tí o yàn láti fi kún un: orúkọ tí àwọn ènìyàn ń rí, orúkọ àkọ́kọ́ àti orúkọ ìdílé, fọ́tò ojú-ìwé, àpèjúwe kúkúrú nípa ara rẹ, ìpínlẹ̀ tí o ń gbé, àti ohun tí o fẹ́ (ìpínlẹ̀, mínísítírì, àfojúsùn ìdàgbàsókè àti ẹ̀ka iṣẹ́). Tí o bá fún wa, a tún máa ń tọ́jú akọ tàbí abo rẹ àti ìpele ọjọ́ orí rẹ.',
          'Ohun tí o fi ránṣẹ́ àti ohun tí o ṣe: àyẹ̀wò, ọ̀rọ̀ ìwòye, ìfèsì, fọ́tò, ìbò sókè àti sísàlẹ̀, àwọn iṣẹ́ àkànṣe tí o fojú sí, àwọn ènìyàn tí o ń tẹ̀lé, àti ìdáhùn rẹ sí fọ́ọ̀mù àti ìwádìí.',
          'Ibi fọ́tò: ibi GPS tí ó wà nínú àwọn fọ́tò tí o gbé sókè (wo abala 2).',
          'Fún òṣìṣẹ́ àjọ: ipa rẹ, ẹ̀ka rẹ àti àwọn àjọ tí o wà nínú wọn, àti àkọsílẹ̀ àwọn àyípadà tí o ṣe sí iṣẹ́ àkànṣe àjọ rẹ.',
          'Ìsọfúnni ẹ̀rọ: àdírẹ́sì IP rẹ, irú browser àti ẹ̀rọ, ìgbà tí o wọlé, ìròyìn àṣìṣe, àti àkọsílẹ̀ àwọn ojú-ìwé àti ohun èlò tí a ń lò. A ń lo èyí láti pa iṣẹ́ náà mọ́ láìséwu, tún àṣìṣe ṣe kí a sì mú un dára sí i.',
          'Ìsanwó: fún subscription tí a ń sanwó fún, ìsọfúnni ìsanwó àjọ àti ìwé owó. Lọ́dọ̀ ilé-iṣẹ́ ìsanwó wa ni o ti ń tẹ ìsọfúnni káàdì; a kì í tọ́jú nọ́mbà káàdì pípé.',
        ],
      },
      {
        heading: '2. Fọ́tò àti ibi',
        paragraphs: [
          'Nígbà tí o bá gbé fọ́tò sókè, a máa ka ibi GPS tí kámẹ́rà rẹ fi pamọ́ sínú rẹ̀, a ó sì fi wé àwọn ibi tí a kọ sílẹ̀ fún iṣẹ́ àkànṣe náà. Tí wọ́n bá súnmọ́ ara wọn, a máa sàmì sí fọ́tò náà pé "a ti fìdí rẹ̀ múlẹ̀ níbẹ̀".',
          'Lẹ́yìn náà a máa tún àwòrán náà fi pamọ́ láìsí ibi GPS rẹ̀ àti ìsọfúnni ìkọ̀kọ̀ mìíràn (bí irú kámẹ́rà àti àkókò), kí ẹnikẹ́ni tí ó bá wò ó tàbí gbà á sílẹ̀ má lè kà wọ́n.',
          'A ń tọ́jú ibi náà sínú ibi ìpamọ́ ìsọfúnni wa, lọ́tọ̀ sí àwòrán náà. Gbogbo ènìyàn máa rí ibi tí ó súnmọ́ ọ nìkan. Àjọ tí ó ni iṣẹ́ àkànṣe náà lè rí ibi gan-an, nítorí ó ń lò ó láti ṣàyẹ̀wò iṣẹ́ lójú ilẹ̀.',
          'Tí o bá yan láti rí àwọn iṣẹ́ àkànṣe "nítòsí mi" lórí máàpù Ṣàwárí, browser rẹ máa béèrè àṣẹ rẹ kí ó tó fi ibi tí o wà hàn. A ń lo ibi náà láti rí àwọn iṣẹ́ àkànṣe láàárín ìjìnnà tí o yàn, a kì í fi pamọ́ sí ojú-ìwé rẹ tàbí fi hàn ẹnikẹ́ni. O lè yan ìpínlẹ̀ dípò rẹ̀.',
        ],
      },
      {
        heading: '3. Ìdí tí a fi ń lo ìsọfúnni rẹ àti ìpìlẹ̀ òfin wa',
        paragraphs: [
          'Láti pèsè iṣẹ́ tí o forúkọsílẹ̀ fún (mímú àdéhùn ṣẹ): ṣíṣẹ̀dá àti dídáàbò bo àkántì rẹ, fífi ohun tí o fi ránṣẹ́ àti ojú-ìwé rẹ hàn, sísọ fún ọ nípa àwọn iṣẹ́ àkànṣe tí o fojú sí, àti fífi kóòdù ìfìdímúlẹ̀ àti ímeèlì àtúnṣe ọ̀rọ̀ aṣínà ránṣẹ́.',
          'Fún àìfi nǹkan pamọ́ àti àbójútó iṣẹ́ àkànṣe gbangba (àǹfààní gbogbo ènìyàn àti àǹfààní wa tí ó tọ́): fífi àyẹ̀wò àti fọ́tò hàn pẹ̀lú iṣẹ́ àkànṣe, ṣíṣàyẹ̀wò bóyá ní ibi iṣẹ́ náà ni a ti ya fọ́tò, àti fífún àwọn àjọ ní ìsọfúnni tí wọ́n nílò láti fèsì.',
          'Láti pa Oversight mọ́ láìséwu kí ó sì máa ṣiṣẹ́ (àǹfààní wa tí ó tọ́): dídènà jìbìtì àti ìwà àbùkù, dídín ìbéèrè tí ó pọ̀ jù kù, ṣíṣe ìwádìí ẹ̀sùn, àti wíwá àti títún àṣìṣe ṣe.',
          'Láti lóye àti mú pèpéle náà dára sí i (àǹfààní wa tí ó tọ́): wíwọn bí a ṣe ń lo àwọn ohun èlò. Àwọn ẹ̀ka ìjọba tí ń bójú tó apá kan máa ń rí ìṣirò àwọn ọmọ ìlú ní àpapọ̀ nìkan (bí àpẹẹrẹ nípa ìpínlẹ̀, ohun tí wọ́n fẹ́, ìpele ọjọ́ orí tàbí akọ àti abo), kì í ṣe ojú-ìwé ẹnìkọ̀ọ̀kan.',
          'Pẹ̀lú ìfọwọ́sí rẹ: ìsọfúnni ojú-ìwé àfikún bí akọ tàbí abo àti ìpele ọjọ́ orí, àti fífi ibi tí o wà hàn fún "nítòsí mi". O lè fa ìfọwọ́sí rẹ sẹ́yìn nígbàkúgbà nípa yíyọ ìsọfúnni náà kúrò tàbí kíkọ ìbéèrè ibi láti browser.',
          'Láti ṣe ohun tí òfin béèrè: títọ́jú ìwé owó àti dídáhùn sí ìbéèrè tí ó bófin mu láti ọ̀dọ̀ àwọn aláṣẹ.',
        ],
      },
      {
        heading: '4. Ta ni ó lè rí ìsọfúnni rẹ',
        paragraphs: [
          'Gbogbo ènìyàn, pẹ̀lú àwọn tí kò wọlé: orúkọ olùlò rẹ, orúkọ tí àwọn ènìyàn ń rí, fọ́tò ojú-ìwé, àpèjúwe ara rẹ, irú àkántì, ohun tí o fi ránṣẹ́ àti fọ́tò rẹ (pẹ̀lú ibi tí ó súnmọ́ ọ), àti àwọn iṣẹ́ àkànṣe tí o fojú sí.',
          'Àjọ tí ó ni iṣẹ́ àkànṣe kan: ní àfikún sí èyí tí ó wà lókè, ibi gan-an tí a ti ya àwọn fọ́tò tí a fi ránṣẹ́ lórí iṣẹ́ àkànṣe náà. Àwọn àjọ tí ń ṣe fọ́ọ̀mù kan máa ń rí ìdáhùn tí a fún fọ́ọ̀mù náà.',
          'Àwọn olùpèsè iṣẹ́ wa, bí ó ṣe yẹ láti ṣiṣẹ́ Oversight nìkan, lábẹ́ àdéhùn tí ó ní kí wọ́n dáàbò bo ìsọfúnni rẹ: ibi ìpamọ́, fífi ímeèlì ránṣẹ́, ṣíṣe ìsanwó àti àbójútó àṣìṣe.',
          'Alábàáṣiṣẹ́pọ̀ ìpolówó wa máa ń gba ìṣẹ̀lẹ̀ kan ṣoṣo nígbà tí ẹnìkan bá parí ìgbésẹ̀ ìfìdímúlẹ̀ ìforúkọsílẹ̀, kí a lè mọ̀ bóyá ìpolongo wa ń ṣiṣẹ́.',
          'Àwọn aláṣẹ, nígbà tí òfin Nàìjíríà bá ní kí a tú ìsọfúnni síta, tàbí nígbà tí ó bá pọn dandan láti dáàbò bo ẹ̀mí tàbí ààbò ẹnìkan.',
          'A kì í ta ìsọfúnni ara ẹni rẹ.',
        ],
      },
      {
        heading: '5. Cookie àti ìpamọ́ lórí ẹ̀rọ rẹ',
        paragraphs: [
          'Cookie ìwọlé: ó ń jẹ́ kí o wà nínú àkántì rẹ. Ọ̀nà ìsopọ̀ tí ó ní ààbò nìkan ni a fi ń rán an, ó sì ń pẹ́ fún ọjọ́ 30.',
          'Cookie àjọ: ó ń rántí àjọ tí o ń ṣiṣẹ́ fún, tí o bá wà nínú ju ẹyọ kan lọ. Ó ń pẹ́ fún ọjọ́ 364.',
          'Ìkéde cookie: ó ń rántí pé o ti rí ìkéde cookie, yálà o yan Gbà tàbí Pa dé, kí a má fi hàn lẹ́ẹ̀kan sí i. Ó ń pẹ́ fún ọjọ́ 365.',
          'Ìpamọ́ browser rẹ tún ń tọ́jú ọ̀nà tí o yàn (ọmọ ìlú tàbí àjọ), àwọn àlẹ̀mọ́ rẹ àti àwọn ohun tí o wá láìpẹ́, àti ẹ̀dà àwọn ojú-ìwé tí o wò láìpẹ́ fún wákàtí 24 kí áàpù lè ṣí kíákíá lórí ìntánẹ́ẹ̀tì tí ó lọ́ra. Jíjáde kúrò ń pa ìgbà ìwọlé rẹ rẹ́ àti cookie ìwọlé àti ti àjọ.',
          'O lè pa cookie àti ìsọfúnni ojú-òpó rẹ́ nínú ètò browser rẹ nígbàkúgbà; lẹ́yìn náà o máa ní láti wọlé lẹ́ẹ̀kan sí i.',
        ],
      },
      {
        heading: '6. Bí a ṣe ń tọ́jú ìsọfúnni pẹ́ tó',
        paragraphs: [
          'Ìsọfúnni àkántì àti ojú-ìwé: níwọ̀n ìgbà tí àkántì rẹ bá ṣì ṣí.',
          'Ohun tí a fi ránṣẹ́ àti fọ́tò: níwọ̀n ìgbà tí wọ́n bá wà lórí pèpéle náà. Tí o bá pa àkántì rẹ rẹ́, a máa tọ́jú wọn láìsí orúkọ rẹ (wo abala 7).',
          'Ìdáhùn fọ́ọ̀mù àti ìwádìí: níwọ̀n ìgbà tí àjọ tí ó kó wọn jọ bá ṣì tọ́jú fọ́ọ̀mù náà, tàbí títí yóò fi pa wọ́n rẹ́.',
          'Àkọsílẹ̀ ààbò àti ìròyìn àṣìṣe: kò ju oṣù 12 lọ.',
          'Ìwé owó àti àkọsílẹ̀ ìsanwó: níwọ̀n ìgbà tí òfin owó orí àti ìṣirò owó Nàìjíríà bá béèrè.',
          'Ẹ̀dà ìpamọ́ (backup): ìsọfúnni tí a ti pa rẹ́ lè wà nínú ẹ̀dà ìpamọ́ wa fún ọjọ́ 90, títí a ó fi kọ ohun mìíràn lé wọn lórí.',
        ],
      },
      {
        heading: '7. Pípa àkántì rẹ rẹ́',
        paragraphs: [
          'O lè pa àkántì rẹ rẹ́ nígbàkúgbà láti Ètò > Pa àkántì rẹ́.',
          'Nígbà tí o bá ṣe bẹ́ẹ̀, a máa yọ ìsọfúnni ara ẹni rẹ kúrò: àdírẹ́sì ímeèlì rẹ, orúkọ, orúkọ olùlò, fọ́tò ojú-ìwé, àpèjúwe ara rẹ, ìpínlẹ̀ tí o ń gbé, ohun tí o fẹ́, àwọn tí o ń tẹ̀lé àti àwọn iṣẹ́ àkànṣe tí o fojú sí. Ìgbà ìwọlé rẹ máa parí lẹ́sẹ̀kẹsẹ̀.',
          'A kò ní pa àwọn àyẹ̀wò, ọ̀rọ̀ ìwòye àti fọ́tò tí o fi ránṣẹ́ rẹ́, ṣùgbọ́n a máa yọ orúkọ rẹ kúrò: wọ́n máa hàn láìsí orúkọ rẹ tàbí ohunkóhun tí ó so wọ́n mọ́ ọ, kí ìjíròrò gbangba nípa iṣẹ́ àkànṣe lè ṣì ṣeé kà kí àwọn ìfèsì sì ṣì ní ìtumọ̀. Tí o bá fẹ́ kí a yọ ohun kan pàtó tí o fi ránṣẹ́ kúrò kí o tó pa àkántì rẹ rẹ́, kàn sí wa.',
          'Àwọn àkọsílẹ̀ tí òfin ní kí a tọ́jú, bí ìwé owó, a máa tọ́jú wọn fún àkókò tí òfin béèrè.',
        ],
      },
      {
        heading: '8. Ẹ̀tọ́ rẹ',
        paragraphs: [
          'Lábẹ́ Òfin náà o ní ẹ̀tọ́ láti: mọ̀ bí a ṣe ń lo ìsọfúnni rẹ; gba ẹ̀dà ìsọfúnni ara ẹni rẹ; jẹ́ kí a ṣàtúnṣe ìsọfúnni tí kò tọ̀nà; jẹ́ kí a pa ìsọfúnni rẹ rẹ́; dín bí a ṣe ń lò ó kù tàbí tako ó, pẹ̀lú lílò tí ó dá lórí àǹfààní wa tí ó tọ́; gba ìsọfúnni rẹ ní ọ̀nà tí a sábà máa ń lò tí ẹ̀rọ lè kà; fa ìfọwọ́sí sẹ́yìn nígbàkúgbà; àti kí ìpinnu tí ẹ̀rọ nìkan ṣe má ṣe kàn ọ́ gidigidi.',
          'O lè ṣàtúnṣe ọ̀pọ̀ ìsọfúnni fúnra rẹ ní Ètò. Fún ohun mìíràn, fi ímeèlì ránṣẹ́ sí wa láti àdírẹ́sì tí ó wà lórí àkántì rẹ. A lè ní kí o fìdí ẹni tí o jẹ́ múlẹ̀. A máa dáhùn láìfi àkókò ṣòfò, àti ní gbogbo ọ̀nà láàárín ọjọ́ 30.',
          'Tí ìdáhùn wa kò bá tẹ́ ọ lọ́rùn, o lè fi ẹ̀sùn sùn Àjọ Ààbò Ìsọfúnni Nàìjíríà.',
        ],
      },
      {
        heading: '9. Ààbò àti fífi ìsọfúnni ránṣẹ́ sí òkè òkun',
        paragraphs: [
          'A ń dáàbò bo ìsọfúnni rẹ pẹ̀lú ìsopọ̀ tí a ti pa láṣírí (encrypted), ọ̀rọ̀ aṣínà tí a ti dà rú, àmì ìwọlé oníṣẹ́jú-díẹ̀ tí a lè fagilé, àti ìdarí àyè tí ó ń fún òṣìṣẹ́ àti àjọ ní ìsọfúnni tí wọ́n nílò nìkan.',
          'Tí jíjò ìsọfúnni ara ẹni bá lè fi ẹ̀tọ́ rẹ sínú ewu, a máa sọ fún Àjọ Ààbò Ìsọfúnni Nàìjíríà láàárín wákàtí 72 lẹ́yìn tí a bá mọ̀, a ó sì sọ fún ọ láìfi àkókò ṣòfò.',
          'Díẹ̀ lára àwọn olùpèsè iṣẹ́ wa lè tọ́jú tàbí ṣiṣẹ́ lórí ìsọfúnni ní òde Nàìjíríà. Tí ìyẹn bá ṣẹlẹ̀, a máa fi ìsọfúnni ránṣẹ́ bí Òfin náà ṣe fàyè gbà nìkan, bí àpẹẹrẹ sí orílẹ̀-èdè tí ó ní ààbò tó tàbí lábẹ́ àdéhùn ààbò.',
        ],
      },
      {
        heading: '10. Àwọn ọmọdé',
        paragraphs: [
          'Oversight wà fún àwọn àgbàlagbà. Ẹnikẹ́ni tí kò tíì pé ọmọ ọdún 18 nílò ìfọwọ́sí òbí tàbí alágbàtọ́ láti ṣí àkántì. Tí o bá gbàgbọ́ pé ọmọdé kan ti fún wa ní ìsọfúnni ara ẹni láìsí ìfọwọ́sí yẹn, kàn sí wa, a ó sì pa á rẹ́.',
          'Jọ̀wọ́ má ṣe fi fọ́tò tí a ti lè dá ọmọdé mọ̀ nínú rẹ̀ ránṣẹ́.',
        ],
      },
      {
        heading: '11. Àyípadà àti bí a ṣe lè kàn sí wa',
        paragraphs: [
          'A máa ṣe àtúnṣe ìlànà yìí nígbà tí ọ̀nà tí a ń gbà ṣiṣẹ́ tàbí òfin bá yí padà. Ọjọ́ tí ó wà lókè ń fi ẹ̀yà tuntun hàn, a ó sì sọ fún ọ ṣáájú, nípasẹ̀ ímeèlì tàbí nínú áàpù, nípa àwọn àyípadà tí ó kàn ọ́ gan-an.',
          `Fún ìbéèrè tàbí ẹ̀bẹ̀ kankan nípa àṣírí, kàn sí Òṣìṣẹ́ Ààbò Ìsọfúnni wa ní ${PRIVACY_EMAIL}.`,
        ],
      },
    ],
  },
  communityGuidelines: {
    title: 'Ìlànà Àwùjọ',
    updated: '2026-11-21',
    intro:
      'Oversight ń ṣiṣẹ́ nígbà tí àwọn ènìyàn bá lè gbẹ́kẹ̀lé ohun tí wọ́n kà lórí rẹ̀. Àyẹ̀wò, ọ̀rọ̀ ìwòye, ìròyìn tuntun àti fọ́tò ń ran àwọn ọmọ ìlú, àjọ aráàlú àti ìjọba lọ́wọ́ láti rí bí iṣẹ́ àkànṣe gbangba ṣe ń lọ gan-an. Àwọn ìlànà yìí kan gbogbo ẹni tí ó ń fi nǹkan ránṣẹ́, pẹ̀lú àwọn mínísítírì, ẹ̀ka, àjọ ìjọba àti agbaṣẹ́ṣe, wọ́n sì jẹ́ apá kan Òfin Ìlò wa.',
    sections: [
      {
        heading: '1. Sọ òtítọ́ ohun tí o rí',
        paragraphs: [
          'Sọ ohun tí o rí, ibi tí o ti rí i àti ìgbà tí o rí i: "Ní ọjọ́ 3 oṣù Ẹrẹ̀nà, wọn kò tíì parí ojú ọ̀nà omi ní apá Ilọrin, omi sì ń kún ojú ọ̀nà" wúlò ju "kò sí nǹkan tí ń ṣẹlẹ̀" lọ.',
          'Ya òtítọ́ sọ́tọ̀ kúrò nínú èrò rẹ. Sọ èrò rẹ, kí o sì yan bí ó ṣe rí lára rẹ tí ó bá a mu, ṣùgbọ́n má ṣe gbé àròjinlẹ̀ tàbí àhesọ kalẹ̀ bí ẹni pé òtítọ́ ni.',
          'Dúró lórí iṣẹ́ àkànṣe náà. Àyẹ̀wò àti ọ̀rọ̀ ìwòye gbọ́dọ̀ jẹ́ nípa iṣẹ́ àkànṣe náà, bí ó ṣe ń lọ, bí ó ṣe dára tó, bí a ṣe ń ná owó rẹ̀ tàbí ipa rẹ̀ lórí àwùjọ.',
          'Tí o bá ṣe àṣìṣe, sọ bẹ́ẹ̀ nínú ìfèsì. Má ṣe fi ohun tí o mọ̀ pé irọ́ ni ránṣẹ́ láé.',
        ],
      },
      {
        heading: '2. Pín fọ́tò ibi iṣẹ́ náà',
        paragraphs: [
          'Fọ́tò tí ó dára jù ni èyí tí ìwọ fúnra rẹ yà ní ibi iṣẹ́ àkànṣe náà, tí ó ń fi iṣẹ́ náà hàn bí ó ṣe rí. Yà wọ́n pẹ̀lú kámẹ́rà fóònù rẹ nígbà tí location wà ní títàn, kí a lè sàmì sí wọn pé "a ti fìdí rẹ̀ múlẹ̀ níbẹ̀".',
          'Má ṣe fi fọ́tò tí a ti ṣàtúnṣe tàbí tí a ṣètò ránṣẹ́, àwòrán ibi mìíràn, tàbí àwòrán tí a dà kọ láti ibòmíràn tí a sọ pé tìrẹ ni.',
          'Dojú kámẹ́rà kọ iṣẹ́ náà, kì í ṣe ènìyàn. Yẹra fún yíya àwọn òṣìṣẹ́, olùgbé tàbí àwọn tí ń kọjá láti ìtòsí, má sì ṣe fi fọ́tò tí a ti lè dá ọmọdé mọ̀ nínú rẹ̀ ránṣẹ́.',
          'Ṣọ́ra fún ara rẹ: má ṣe wọ ibi tí wọ́n ti ń kọ́lé, gun ilé tàbí kojú ẹnikẹ́ni láti ya àwòrán.',
        ],
      },
      {
        heading: '3. Ṣe àríwísí iṣẹ́, kì í ṣe ènìyàn',
        paragraphs: [
          'A gba àríwísí tó lágbára nípa iṣẹ́ àkànṣe, àjọ kan tàbí bí a ṣe ń ná owó ìlú. A kò gba ìkọlù sí ènìyàn.',
          'Kò sí èébú, ìhalẹ̀, ìyọlẹ́nu tàbí dídẹ́rùbà ẹnikẹ́ni: àwọn olùlò mìíràn, òṣìṣẹ́ ìjọba, agbaṣẹ́ṣe tàbí òṣìṣẹ́.',
          'Kò sí ọ̀rọ̀ ìkórìíra tàbí ìkọlù nítorí ẹ̀yà, ẹ̀sìn, ìpínlẹ̀ ìbílẹ̀, akọ tàbí abo, àìlera tàbí ohunkóhun tí ó jọ bẹ́ẹ̀.',
          'Kò sí ohun ìbálòpọ̀, àwòrán ìwà ipá tí ó burú tàbí ọ̀rọ̀ rírùn.',
        ],
      },
      {
        heading: '4. Pa ìsọfúnni àṣírí mọ́',
        paragraphs: [
          'Má ṣe fi nọ́mbà fóònù ẹnikẹ́ni, àdírẹ́sì ilé, àdírẹ́sì ímeèlì, nọ́mbà ìdánimọ̀ tàbí BVN, ìsọfúnni báńkì, tàbí irú ìsọfúnni ara ẹni bẹ́ẹ̀ ránṣẹ́, kódà tí o bá rí i níbòmíràn. Èyí kan àwọn òṣìṣẹ́ ìjọba àti òṣìṣẹ́ agbaṣẹ́ṣe pẹ̀lú.',
          'Má ṣe fi ìwé tí ó ní ìsọfúnni ara ẹni àwọn ẹlòmíràn ránṣẹ́.',
          'Tí o bá ní ẹ̀rí jìbìtì tàbí ìwà ìbàjẹ́, fi ẹ̀sùn sùn àwọn aláṣẹ tí ó yẹ, bí Àjọ Tí Ń Gbógun Ti Ìwà Ìbàjẹ́ àti Àwọn Ẹ̀ṣẹ̀ Mìíràn Tí Ó Jọ Mọ́ Ọn (ICPC) tàbí Àjọ Tí Ń Gbógun Ti Ìwà Ọ̀daràn Ọrọ̀ Ajé (EFCC). Pípe ẹnìkan ní ọ̀daràn nínú ohun tí a fi ránṣẹ́ ní gbangba lè pa àwọn aláìṣẹ̀ lára, ó sì lè jẹ́ kí wọ́n gbé ọ lọ sí ilé ẹjọ́.',
        ],
      },
      {
        heading: '5. Kò sí ìpolongo òṣèlú',
        paragraphs: [
          'Oversight wà fún títẹ̀lé iṣẹ́ àkànṣe gbangba, kì í ṣe fún ìdìbò. Má ṣe lo àyẹ̀wò, ọ̀rọ̀ ìwòye tàbí ìròyìn tuntun láti polongo fún ẹgbẹ́ òṣèlú tàbí olùdíje kan tàbí láti tako wọ́n, láti tọrọ ìbò, tàbí láti fi ohun ìpolongo ránṣẹ́.',
          'A gba ọ̀rọ̀ nípa ohun tí iṣẹ́ àkànṣe kan ti ṣe tàbí tí kò tíì ṣe, ẹnikẹ́ni tí ó wù kí ó bẹ̀rẹ̀ rẹ̀.',
          'Àwọn àkántì ìjọba àti agbaṣẹ́ṣe gbọ́dọ̀ jẹ́ kí ìròyìn tuntun wọn dá lórí òtítọ́ nípa iṣẹ́ náà: bí ó ṣe ń lọ, owó tí a ná, àwọn ìpele pàtàkì àti ìṣòro. Ìròyìn tuntun iṣẹ́ àkànṣe kì í ṣe ibi fún àmì ẹgbẹ́ òṣèlú tàbí yíyin olóṣèlú kan.',
        ],
      },
      {
        heading: '6. Fi ẹ̀sùn lílò tí kò tọ́ sùn',
        paragraphs: [
          `Tí o bá rí ohun tí a fi ránṣẹ́ tí ó rú àwọn ìlànà yìí, ṣí i, da àdírẹ́sì rẹ̀ kọ láti inú browser rẹ kí o sì fi ímeèlì ránṣẹ́ sí ${SUPPORT_EMAIL} pẹ̀lú àkọsílẹ̀ kúkúrú nípa ohun tí kò dára.`,
          'Jọ̀wọ́ má ṣe fi èébú fèsì èébú, má sì ṣe lo ìbò láti kó ara yín jọ lé olùlò mìíràn lórí. Fífi ẹ̀sùn sùn ni ọ̀nà tí ó yára jù láti yanjú ìṣòro.',
          'Tí ẹnìkan bá wà nínú ewu báyìí, kọ́kọ́ kàn sí ọlọ́pàá tàbí àwọn òṣìṣẹ́ pàjáwìrì.',
        ],
      },
      {
        heading: '7. Bí a ṣe ń ṣàbójútó',
        paragraphs: [
          'Ẹgbẹ́ Oversight ń ṣàyẹ̀wò àwọn ẹ̀sùn ní ìbámu pẹ̀lú àwọn ìlànà yìí àti Òfin Ìlò wa. A ń wo ohun tí a kọ àti àyíká rẹ̀, kì í ṣe ẹni tí ó kọ ọ́ tàbí ẹgbẹ́ tí ó ń tì lẹ́yìn: àríwísí ìjọba kì í ṣe ìdí láti yọ ohun tí a fi ránṣẹ́ kúrò.',
          'A lè yọ ohun tí ó rú àwọn ìlànà náà kúrò, tàbí èyí tí òfin ní kí a yọ kúrò. Níbi tí ó bá ní ààbò, a máa sọ fún ẹni tí ó fi í ránṣẹ́ ohun tí a yọ kúrò àti ìdí rẹ̀.',
          'Tí o bá rò pé a ṣe àṣìṣe, fèsì sí ìfiránṣẹ́ wa tàbí fi ímeèlì ránṣẹ́ sí wa, ẹnìkan tí kò sí nínú ìpinnu àkọ́kọ́ yóò sì tún un wò.',
        ],
      },
      {
        heading: '8. Àbájáde',
        paragraphs: [
          'Ní ìbámu pẹ̀lú bí ìrúfin náà ṣe burú tó àti bóyá ó ti ṣẹlẹ̀ rí, a lè yọ ohun náà kúrò, fi ìkìlọ̀ ránṣẹ́, dín ohun tí àkántì náà lè fi ránṣẹ́ kù, dá a dúró fún ìgbà díẹ̀, tàbí pa á.',
          'Ìhalẹ̀ ìwà ipá, fífi ìsọfúnni àṣírí ẹnìkan ránṣẹ́, ṣíṣe bí ẹlòmíràn àti mímọ̀ọ́mọ̀ tan irọ́ kálẹ̀ lè mú kí a pa àkántì ní ìgbà àkọ́kọ́.',
          'Níbi tí òfin bá béèrè, tàbí tí ààbò ẹnìkan bá wà nínú ewu, a lè fi ìsọfúnni fún àwọn aláṣẹ tí ó yẹ.',
        ],
      },
    ],
  },
  about: {
    title: 'Nípa Oversight',
    paragraphs: [
      'Oversight jẹ́ pèpéle fún títẹ̀lé iṣẹ́ àkànṣe gbangba àti ṣíṣètò fún àbájáde ní Nàìjíríà. Ó ń kó àwọn tí ń náwó, tí ń darí, tí ń kọ́ àti tí ń lo iṣẹ́ àkànṣe gbangba jọ sí ibì kan.',
      'Àwọn mínísítírì, ẹ̀ka àti àjọ ìjọba ń gbé iṣẹ́ àkànṣe wọn jáde níbí pẹ̀lú ibi tí wọ́n wà, ìnáwó, owó tí a tú sílẹ̀ àti èyí tí a ná, agbaṣẹ́ṣe àti bí iṣẹ́ ṣe ń lọ. Wọ́n tún ń lo Oversight láti kó àkójọ iṣẹ́ àkànṣe wọlé, ṣe fọ́ọ̀mù àti ìwádìí, ṣètò pẹ̀lú àbájáde àti atọ́ka, kọ́ dashboard, àti pe àwọn olùkópa tí ó yẹ kí wọ́n kópa.',
      'Àwọn ọmọ ìlú àti àjọ aráàlú ń rí àwọn iṣẹ́ àkànṣe yẹn lórí máàpù tàbí nípa wíwá, wọ́n ń fojú sí àwọn tí ó jẹ wọ́n lógún, wọ́n sì ń fi àyẹ̀wò àti fọ́tò ohun tí wọ́n rí lójú ilẹ̀ ránṣẹ́. Fọ́tò tí a yà ní ibi iṣẹ́ àkànṣe náà gan-an máa ń ní àmì "a ti fìdí rẹ̀ múlẹ̀ níbẹ̀".',
      'Fífi àkọsílẹ̀ ìjọba àti ìròyìn àwọn ọmọ ìlú sí ẹ̀gbẹ́ ara wọn ń jẹ́ kí ó rọrùn fún gbogbo ènìyàn láti rí ibi tí iṣẹ́ ti ń lọ dáadáa, ibi tí ó ti dúró, àti ibi tí owó ìlú nílò àyẹ̀wò tó jinlẹ̀ sí i.',
    ],
  },
  resources: [
    {
      title: 'Àwọn ìbéèrè tí a máa ń béèrè',
      description:
        'Fífojú sí iṣẹ́ àkànṣe, kíkọ àyẹ̀wò, fọ́tò tí a ti fìdí rẹ̀ múlẹ̀ níbẹ̀, kíkó spreadsheet wọlé, pípe àwọn olùkópa, àti pípa àkántì rẹ rẹ́.',
      href: '/faqs',
    },
    {
      title: 'Ìlànà Àwùjọ',
      description:
        'Bí a ṣe ń kọ àyẹ̀wò tí ó wúlò, fọ́tò wo ni kí o fi ránṣẹ́, ohun tí a kò gbà láàyè, àti bí a ṣe ń fi ẹ̀sùn ohun tí ó rú òfin sùn.',
      href: '/community-guidelines',
    },
    {
      title: 'Yan ohun tí o fẹ́',
      description:
        'Yan àwọn ìpínlẹ̀, mínísítírì, àfojúsùn ìdàgbàsókè àti ẹ̀ka iṣẹ́ tí ó jẹ ọ́ lógún, kí àwọn iṣẹ́ àkànṣe tí o kọ́kọ́ rí lè jẹ́ èyí tí ó ṣe pàtàkì sí ọ.',
      href: '/settings/interests',
    },
    {
      title: 'Ìlànà Àṣírí',
      description:
        'Ìsọfúnni tí a ń kó jọ, bí a ṣe ń bójú tó ibi fọ́tò, àwọn cookie tí a ń lò, bí a ṣe ń tọ́jú ìsọfúnni pẹ́ tó, àti ẹ̀tọ́ rẹ lábẹ́ Òfin Ààbò Ìsọfúnni Nàìjíríà ti 2023.',
      href: '/privacy',
    },
    {
      title: 'Òfin Ìlò',
      description:
        'Àwọn òfin fún lílo Oversight: àkántì rẹ, ohun tí o fi ránṣẹ́, ìsọfúnni ìjọba, àti ohun tí ó máa ṣẹlẹ̀ tí a bá rú àwọn òfin náà.',
      href: '/terms',
    },
  ],
};

export default content;
