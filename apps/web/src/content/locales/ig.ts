import { PRIVACY_EMAIL, SUPPORT_EMAIL } from '../contact';
import type { SiteContent } from '../site-content';

// Igbo: the same items, sections and paragraphs as the English texts, in the glossary's words (GLOSSARY.md).
const content: SiteContent = {
  faqs: [
    {
      question: 'Gịnị bụ Oversight?',
      answer:
        "Oversight bụ ndekọ ọha nke ọrụ gọọmentị na Naịjirịa: okporo ụzọ, ụlọ akwụkwọ, ụlọ ọgwụ, olulu mmiri, ọkụ latrik na ndị ọzọ. Ministrị, ngalaba na ụlọ ọrụ gọọmentị (MDA) na-ebipụta ọrụ ha na ebe ha dị, mmefu ego, kọntraktọ na otu ọrụ si aga. Ụmụ amaala na otu obodo nwere ike ịchọta ọrụ ndị a na maapụ ma ọ bụ site n'ịchọ, soro ha, ma dee nyocha na foto nke ihe ha hụrụ n'ala.",
    },
    {
      question: "Oversight ọ bụ n'efu?",
      answer:
        'Ee, maka ụmụ amaala na otu obodo: ịchọta, ilekwasị anya, ide nyocha na nkwupụta na ọrụ anaghị efu ihe ọ bụla. Ụlọ ọrụ gọọmentị na kọntraktọ nwere ike ịkwụ ụgwọ maka atụmatụ ndenye (subscription), nke na-eweli oke dịka ọnụ ọgụgụ akaụntụ ndị ọrụ otu nwere ike inwe. A na-egosi atụmatụ na ọnụ ahịa ha na akaụntụ otu na Ntọala > Subscription.',
    },
    {
      question: "Gịnị ka ọ pụtara ilekwasị anya n'ọrụ?",
      answer:
        "Ilekwasị anya n'ọrụ pụtara iso ya. Pịa Lekwasị anya na peeji ọrụ ahụ, a ga-etinye ya na ndepụta ọrụ ị na-ele anya, ka i nwee ike ịlaghachi na ya ngwa ngwa ma a na-agwa gị mgbe ihe mere na ya. Ọrụ ị lekwasịrị anya na-apụtakwa na profaịlụ gị nke ọha. Pịa bọtịnụ ahụ ọzọ ma ọ bụrụ na ịchọrọ ịkwụsị iso ya.",
    },
    {
      question: 'Kedu ka m ga-esi dee nyocha maka ọrụ?',
      answer:
        'Banye, mepee ọrụ ahụ ma họrọ ide nyocha. Nye ya aha dị mkpirikpi, kwuo ihe ị hụrụ na mgbe ị hụrụ ya, ma họrọ mmetụta kacha dabara: O masịrị m, Obi dị m ụtọ, Enwere m olileanya, O nweghị ihe o mere m, Iwe na-ewe m ma ọ bụ Aro. Ị nwere ike itinye foto ruo anọ. Ndị ọzọ nwere ike ịza, dee nkwupụta, ma tụọ vootu elu ma ọ bụ ala maka nyocha gị. Ị nwekwara ike ide nyocha maka ozi ọhụrụ nke otu na-arụ ọrụ ahụ bipụtara. Biko gụọ Ụkpụrụ Obodo tupu i zipu ihe.',
    },
    {
      question: 'Gịnị ka "akwadoro n\'ebe ọrụ" pụtara na foto?',
      answer:
        "Mgbe i bulitere foto, anyị na-agụ ọnọdụ GPS nke igwefoto ekwentị gị debere n'ime ya. Ọ bụrụ na ebe ahụ dị nso n'otu n'ime ebe e dekọrọ maka ọrụ ahụ, a na-aka foto ahụ akara na akwadoro ya n'ebe ọrụ, nke na-agwa ndị ọzọ na o yikarịrị ka ọ bụ n'ebe ọrụ ahụ n'onwe ya ka e sere ya. Foto na-enweghị ọnọdụ (dịka foto ihuenyo, ma ọ bụ foto e zigara site n'ngwa ozi na-ehichapụ ọnọdụ) ka a ga-eziga; naanị na ha agaghị enweta akara ahụ. Iji nweta ya, were igwefoto ekwentị gị see foto ahụ mgbe location gbanyere.",
    },
    {
      question: 'Kedu ka Oversight si eji ebe m nọ?',
      answer:
        "A na-eji ebe ị nọ n'ebe abụọ. Na maapụ Chọpụta, ị nwere ike ịhọrọ ịhụ ọrụ dị gị nso: nchọgharị (browser) gị ga-ajụ gị ikike, a ga-ejikwa ebe ị nọ chọta ọrụ dị n'ime anya ị họrọ (10, 20 ma ọ bụ 50 km). Ọ bụrụ na ị chọghị ikesa ya, họrọ steeti kama. Nke abụọ, mgbe i bulitere foto, anyị na-agụ ọnọdụ GPS dị n'ime ya iji mata ma ọ bụ n'ebe ọrụ ahụ ka e sere ya. Anyị anaghị eso ebe ị nọ na nzuzo.",
    },
    {
      question: 'Onye nwere ike ịhụ ebe e sere foto m?',
      answer:
        "Mgbe anyị gụchara ọnọdụ GPS nke foto, anyị na-ewepụ ya, ya na data nzuzo ndị ọzọ niile, n'ime faịlụ foto ahụ n'onwe ya, ka onye ọ bụla budatara foto ahụ ghara ịgụ ya. Ọha na-ahụ naanị ebe dị nso, ọ bụghị ebe ahụ kpọmkwem. Otu nwere ọrụ ahụ nwere ike ịhụ ebe ahụ kpọmkwem, n'ihi na ọ chọrọ ya iji lelee ọrụ n'ala.",
    },
    {
      question: 'Onye na-ebipụta ọrụ ndị a?',
      answer:
        "Ọ bụ ministrị, ngalaba na ụlọ ọrụ gọọmentị nọ n'isi ọrụ ndị ahụ na-ebipụta ha, site n'akaụntụ otu ha. E dere aha otu bipụtara ya na peeji ọrụ ọ bụla. Kọntraktọ na ndị ọrụ nwere ike ijikwa ọrụ ma ọ bụ bipụta ozi ọhụrụ gbasara otu ọrụ si aga ma ọ bụrụ na otu nwere ọrụ ahụ nyere ha ohere. Ụmụ amaala na otu obodo anaghị emepụta ọrụ; ha na-eso ha, na-ede nyocha ma na-ekwu nkwupụta na ha.",
    },
    {
      question: 'Gịnị ma ọ bụrụ na ozi gbasara ọrụ ezighi ezi?',
      answer:
        "Ọnụ ọgụgụ dịka ego ọrụ, ego e wepụtara, ego e mefuru, ụbọchị na pasentị e mechara si n'aka otu bipụtara ya, Oversight na-egosikwa ha otu e si bipụta ha. Otu nwere ike idozi ọrụ ha mgbe ọ bụla, a na-edekọkwa mgbanwe na ndekọ mgbanwe. Ọ bụrụ na ihe ị hụrụ n'ala dị iche n'ihe e bipụtara, kwuo ya na nyocha ma tinye foto: nke ahụ bụ kpọmkwem ihe ngalaba nyocha dị maka ya, otu ahụ ga-ahụkwa ya. Ọ bụrụ na i kwenyere na e bipụtara ozi n'ezighi ezi, ị nwekwara ike idere anyị, anyị ga-ezigara ha ya.",
    },
    {
      question: 'Kedu ka MDA si ebubata ọrụ site na spreadsheet?',
      answer:
        "Site na dashboard otu, mepee mbubata ọrụ. Budata ndebiri (template) ma ọ bụrụ na ị chọrọ ya, wee bulite faịlụ Excel (.xlsx) ma ọ bụ CSV gị. Jikọta kọlụm ọ bụla dị na faịlụ gị na mpaghara Oversight, dịka aha ọrụ, koodu ọrụ, ọnọdụ, ngụkọta ego ma ọ bụ steeti. Tupu e chekwaa ihe ọ bụla, nlele mbụ ga-edepụta njehie ị ga-edozirịrị (kọlụm na-efu, ma ọ bụ ahịrị na-enweghị aha ọrụ ma ọ bụ koodu ọrụ) na ịdọ aka na ntị kwesịrị ilele (uru n'ụdị na-ezighi ezi, ma ọ bụ aha kọntraktọ yiri nke kọntraktọ nọlarị na Oversight). A na-arụ faịlụ buru ibu n'azụ, na-egosi ka o si aga na ihuenyo. Ọrụ ndị ị bubatara ga-apụta na ndepụta ọrụ gị, ebe ị nwere ike idezi ha ma kpebie mgbe a ga-ebipụta nke ọ bụla.",
    },
    {
      question: "Kedu ka m ga-esi kpọọ ndị nwere mmasị n'ọrụ, fọm, atụmatụ ma ọ bụ dashboard?",
      answer:
        "Mepee ihe ịchọrọ ikesa (ọrụ, otu ọrụ, fọm, otu fọm, atụmatụ, nsonaazụ, ihe ngosi ma ọ bụ dashboard) ma họrọ ịkpọ ndị nwere mmasị. Họrọ onye otu, ngalaba ma ọ bụ otu, na ọrụ ha kwesịrị inwe n'ihe ahụ. Oku ahụ na-eche ruo mgbe ha nabatara ma ọ bụ jụ ya, ị nwekwara ike iwepụ ya mgbe ọ ka na-eche. Ị nwere ike ịgbanwe ọrụ mmadụ ma ọ bụ wepụ ya mgbe e mesịrị site n'otu ebe ahụ, ma ọ bụ hụ mmadụ niile n'otu oge na peeji Ndị nwere mmasị.",
    },
    {
      question: 'Kedu ka ministrị, ụlọ ọrụ gọọmentị ma ọ bụ kọntraktọ si enweta akaụntụ?',
      answer:
        "Onye ọ bụla nwere ike ịdebanye aha dịka nwa amaala ma ọ bụ otu obodo. Mana a na-emepụta akaụntụ gọọmentị na nke kọntraktọ n'ime ikpo okwu ahụ: ministrị na-emepụta akaụntụ maka ụlọ ọrụ gọọmentị dị n'okpuru ya, MDA na-akpọ kọntraktọ ha na ha na-arụ ọrụ, otu ọ bụla na-agbakwunye akaụntụ ndị ọrụ ya. Ọ bụrụ na otu gị anọbeghị na Oversight, kpọtụrụ anyị.",
    },
    {
      question: 'Echefuru m okwuntughe m. Gịnị ka m ga-eme?',
      answer:
        "Na peeji ịbanye, họrọ ịtọgharị okwuntughe gị ma tinye adreesị email gị. Ọ bụrụ na akaụntụ na-eji adreesị ahụ, anyị ga-ezipu njikọ iji tọọ okwuntughe ọhụrụ. Ọ bụrụ na ọ bịaghị n'ime nkeji ole na ole, lelee folda spam ma ọ bụ promotions gị. Ozugbo ị banyere, ị nwere ike ịgbanwe okwuntughe gị mgbe ọ bụla na Ntọala.",
    },
    {
      question: 'Kedu nchọgharị na ekwentị m nwere ike iji?',
      answer:
        "Oversight na-arụ ọrụ na nchọgharị weebụ gị; ọ dịghị ihe ị ga-etinye. Jiri Chrome, Firefox, Safari, Edge ma ọ bụ Samsung Internet ọhụrụ na ekwentị Android, iPhone, tablet ma ọ bụ kọmputa. E wuru maapụ na peeji iji rụọ ọrụ na ekwentị dị ọnụ ala na ịntanetị na-adịghị ike. Iji nweta akara akwadoro-n'ebe-ọrụ, bulite foto i ji igwefoto ekwentị gị see mgbe location gbanyere.",
    },
    {
      question: 'Kedu ka m ga-esi kọọ mmegbu ma ọ bụ ihe e zipụrụ nke na-emerụ ahụ?',
      answer: `Ihe ọ bụla e zipụrụ nwere peeji nke ya. Mepee ya, detuo adreesị ya site na nchọgharị gị ma zipu ya na email gaa ${SUPPORT_EMAIL} ya na otu ahịrị na-ekwu ihe na-adịghị mma, dịka mkparị mmadụ, nọmba ekwentị ma ọ bụ adreesị ụlọ mmadụ, ma ọ bụ mkpọsa ndọrọ ndọrọ ọchịchị. Anyị na-enyocha akụkọ ọ bụla dabere na Ụkpụrụ Obodo. Ọ bụrụ na mmadụ nọ n'ihe ize ndụ ugbu a, buru ụzọ kpọtụrụ ndị uwe ojii ma ọ bụ ndị enyemaka mberede.`,
    },
    {
      question: 'Kedu ka m ga-esi hichapụ akaụntụ m?',
      answer:
        "Gaa na Ntọala > Hichapụ akaụntụ ma kwado ya. A na-ewepụ data onwe gị (aha, adreesị email, foto profaịlụ, ihe masịrị gị na ihe ndị yiri ya). A naghị ehichapụ nyocha na nkwupụta i dere, kama a na-ewepụ aha gị na ha: ha ka na-apụta n'enweghị aha gị, ka mkparịta ụka ọha gbasara ọrụ nwee isi. Enweghị ike iweghachi akaụntụ e hichapụrụ. Ọ bụrụ na ị na-ejikwa otu, ọrụ ya, fọm na atụmatụ ya bụ nke otu ahụ, ọ dịghị ihe ga-eme ha.",
    },
    {
      question: 'Kedu ka m ga-esi kpọtụrụ ndị enyemaka?',
      answer: `Zipu email gaa ${SUPPORT_EMAIL}. Gwa anyị adreesị email ma ọ bụ aha njirimara dị na akaụntụ gị, ihe ị na-anwa ime, na ihe mere, ma tinye foto ihuenyo ma ọ bụrụ na ị nwere ike. Maka ajụjụ gbasara data onwe gị, lee Iwu Nzuzo.`,
    },
  ],
  terms: {
    title: 'Iwu Ojiji',
    updated: '2026-11-21',
    intro:
      "Iwu ndị a bụ nkwekọrịta dị n'etiti gị na Oversight (\"anyị\") maka iji ikpo okwu Oversight, ma ị bụ nwa amaala, otu obodo, ministrị, ngalaba ma ọ bụ ụlọ ọrụ gọọmentị (MDA), kọntraktọ, ma ọ bụ onye ọrụ na-arụrụ otu n'ime ha ọrụ. Site n'imepe akaụntụ ma ọ bụ iji ikpo okwu ahụ, ị nabatara iwu ndị a, Iwu Nzuzo anyị na Ụkpụrụ Obodo anyị. Ọ bụrụ na ị na-eji Oversight n'aha otu, ị na-akwado na e nyere gị ikike ịnabata iwu ndị a n'aha ya.",
    sections: [
      {
        heading: '1. Akaụntụ gị',
        paragraphs: [
          "Ụmụ amaala na otu obodo nwere ike ịdebanye aha n'onwe ha. Ọ bụ otu nọ n'elu ministrị na ụlọ ọrụ gọọmentị na-emepụta akaụntụ ha, MDA na-akpọ kọntraktọ ha na ha na-arụ ọrụ, otu na-agbakwunyekwa akaụntụ ndị ọrụ ha. Otu akaụntụ bụ maka otu onye ma ọ bụ otu òtù.",
          'Nye ozi ziri ezi mgbe ị na-edebanye aha, gụnyere adreesị email na-arụ ọrụ, ma na-emelite ha. Otu obodo ga-enye aha ya ziri ezi na nọmba ndebanye aha ya (RC).',
          "Echekwala okwuntughe gị n'onwe gị. Ọ bụ gị ka ọ dịịrị ihe e ji akaụntụ gị mee. Ọ bụrụ na i chere na onye ọzọ ejirila ya, gbanwee okwuntughe gị ozugbo ma gwa anyị.",
          'Ọ bụrụ na ị gbabeghị afọ 18, ị chọrọ ikike nne na nna ma ọ bụ onye nlekọta iji mepee akaụntụ.',
        ],
      },
      {
        heading: '2. Ojiji kwesịrị ekwesị',
        paragraphs: [
          "Jiri Oversight soro, kparịta ma jikwaa ọrụ ọha n'eziokwu. Ị gaghị: ebipụta ụgha n'amaghị ama; mee ka à ga-asị na ị bụ onye ọzọ, onye ọrụ gọọmentị ma ọ bụ otu; nye mmadụ nsogbu, yie ya egwu ma ọ bụ kparịa ya; bipụta ozi nzuzo onye ọzọ; jiri ikpo okwu ahụ mee mkpọsa pati ndọrọ ndọrọ ọchịchị; bipụta ihe megidere iwu ma ọ bụ ihe na-emebi ikike onye ọzọ; ma ọ bụ bipụta spam ma ọ bụ mgbasa ozi.",
          "Ị gaghị egbochi ọrụ ikpo okwu ahụ: ọ dịghị ịnwa ịbanye n'akaụntụ ma ọ bụ data na-abụghị nke gị, ọ dịghị ịchọ oghere nchekwa n'enweghị ikike anyị e dere ede, ọ dịghị iji igwe na-ewere data ma ọ bụ iziga ọtụtụ arịrịọ na-ebu ibu n'elu ọrụ ahụ, ọ dịghịkwa malware.",
          'Ụkpụrụ Obodo na-akọwakwu ihe a chọrọ na ihe a na-achọghị na nyocha, nkwupụta na foto. Ha bụ akụkụ nke iwu ndị a.',
        ],
      },
      {
        heading: '3. Ihe ị na-ezipụ na ikike ị na-enye anyị',
        paragraphs: [
          'Nyocha, nkwupụta, ozi ọhụrụ na foto ị zipụrụ ka bụ nke gị. Zipu naanị foto gị onwe gị sere ma ọ bụ nke ị nwere ikike ikesa.',
          "Site n'iziga, ị na-enye Oversight ikike na-abụghị naanị nke anyị, n'efu, n'ụwa niile, iji chekwaa, gosi, detuo, gbanwee nha ma kesaa ihe i zipụrụ na ikpo okwu ahụ na n'ihe gbasara ọrụ o metụtara, ruo mgbe ọ nọ na Oversight. Otu nwere ọrụ nwekwara ike iji nyocha na foto gbasara ọrụ ahụ na akụkọ na nlekota nke ya.",
          "Mkparịta ụka ọha ga-anọgide na-agụ agụ. Ọ bụrụ na i hichapụ akaụntụ gị, ihe i zipụrụ ga-anọgide na ikpo okwu ahụ n'enweghị aha gị, ikike a ga-aga n'ihu maka ha.",
          'Ọ bụ gị ka ihe i zipụrụ dịịrị. Anyị nwere ike iwepụ ihe megidere iwu ndị a ma ọ bụ Ụkpụrụ Obodo, ma ọ bụ nke iwu chọrọ ka anyị wepụ.',
        ],
      },
      {
        heading: '4. Data gọọmentị na nke otu',
        paragraphs: [
          'Ọ bụ otu nwere ozi ọrụ, fọm, atụmatụ, ihe ngosi na dashboard na-ebipụta ha. Otu bipụtara ya ka ọ dịịrị inwe ikike ibipụta ozi ahụ na ihe o kwuru.',
          "Otu na-anakọta azịza site na fọm na nyocha nwere ọrụ ịnakọta ha n'ụzọ iwu kwadoro, ịgwa ndị zara otu a ga-esi jiri azịza ha, na ijikwa ha dịka Iwu Nchekwa Data Naịjirịa nke 2023 si kwuo. Anyị na-echekwa ma na-arụ ọrụ na azịza ndị ahụ n'aha otu ahụ.",
          "Ị nwere ike ilele, hota ma kesaa ozi ọrụ dị n'ihu ọha na Oversight, ma ọ bụrụhaala na ị kpọrọ otu bipụtara ya aha dịka ebe o si, ma ị gbagọghị ya.",
          "Ndị ọrụ na ndị nwere mmasị e nyere ohere n'ihe otu ga-eji ya naanị maka ebumnuche e ji kesaa ya, ha agaghịkwa ekpughe ihe a na-emebeghị ka ọha hụ.",
        ],
      },
      {
        heading: '5. Izi ezi nke ozi',
        paragraphs: [
          'Anyị na-egosi ozi ọrụ otu otu bipụtara ya si nye ya, nyocha na foto otu ndị ọrụ si zipu ha. Anyị anaghị enyocha akaụntụ ọrụ, anaghị elele ọnụ ọgụgụ mmefu ego ma ọ bụ kwado na e meela ọrụ, anyị enweghịkwa ike ikwe nkwa na ozi ọ bụla dị na Oversight zuru ezu, ziri ezi ma ọ bụ dị ọhụrụ.',
          "Akara \"akwadoro n'ebe ọrụ\" pụtara naanị na ọnọdụ GPS dị na foto dị nso n'otu n'ime ebe e dekọrọ maka ọrụ ahụ. Ọ naghị akwado ihe foto ahụ na-egosi, mgbe e sere ya, ma ọ bụ na onweghị onye gbanwere data ọnọdụ ahụ.",
          "Atụkwasịla obi naanị na Oversight maka mkpebi gbasara ego, iwu ma ọ bụ itinye ego n'ahịa. Ebe izi ezi dị mkpa, jụọ otu bipụtara ya.",
        ],
      },
      {
        heading: '6. Subscription na ịkwụ ụgwọ',
        paragraphs: [
          "Iji Oversight dịka nwa amaala ma ọ bụ otu obodo bụ n'efu. Otu nwere ike ịhọrọ atụmatụ subscription a na-akwụ ụgwọ. A na-egosi ọnụ ahịa, ihe atụmatụ ọ bụla nwere na oge ịkwụ ụgwọ tupu i denye aha.",
          'Ọ bụ ụlọ ọrụ ịkwụ ụgwọ anyị na-ahụ maka ịkwụ ụgwọ kaadị. Ị nwere ike iweli ma ọ bụ belata atụmatụ, gbanwee kaadị, ma budata akwụkwọ ụgwọ (invoice) na ntọala subscription gị. A naghị eweghachi ego a kwụrụ maka oge ejiri otu akụkụ ya, ọ gwụla ma iwu chọrọ ya.',
        ],
      },
      {
        heading: '7. Nkwụsịtụ na imechi akaụntụ',
        paragraphs: [
          'Ị nwere ike ịkwụsị iji Oversight ma hichapụ akaụntụ gị mgbe ọ bụla site na Ntọala > Hichapụ akaụntụ.',
          "Anyị nwere ike iwepụ ihe, belata ihe akaụntụ nwere ike ime, ma ọ bụ kwụsịtụ ma ọ bụ mechie akaụntụ megidere iwu ndị a, tinye ndị ọrụ ọzọ ma ọ bụ ikpo okwu ahụ n'ihe ize ndụ, ma ọ bụ ebe iwu chọrọ ya. Ebe ọ dị mma ma iwu kwere, anyị ga-agwa gị ihe kpatara ya ma nye gị ohere ịza.",
          "Ọ bụrụ na e mechiri akaụntụ otu, a nwere ike iwepụ ihe o bipụtara n'ihu ọha. Nkebi 3, 5, 8 na 9 na-aga n'ihu ịrụ ọrụ mgbe e mechiri akaụntụ.",
        ],
      },
      {
        heading: "8. Ọrụ anyị n'ihe mebiri",
        paragraphs: [
          'Anyị na-agbalị ime ka Oversight dịrị ma nwee nchekwa, mana anyị na-enye ya "otu ọ dị", anyị enweghịkwa ike ikwe nkwa na ọ gaghị akwụsị ma ọ bụ nwee njehie.',
          "Anyị anaghị aza maka mfu nke ozi otu ma ọ bụ ndị ọrụ ọzọ bipụtara kpatara, maka mfu na-abịaghị ozugbo, ma ọ bụ maka mfu uru, ego na-abata ma ọ bụ data. Maka otu nọ n'atụmatụ a na-akwụ ụgwọ, ngụkọta ihe anyị ga-aza maka arịrịọ ọ bụla agaghị agafe ego ọ kwụrụ anyị n'ime ọnwa iri na abụọ tupu arịrịọ ahụ.",
          "Ọ dịghị ihe dị n'iwu ndị a na-ebelata ọrụ iwu Naịjirịa na-ekweghị ka e belata, ma ọ bụ ikike ọ bụla ị nwere n'okpuru Iwu Asọmpi na Nchekwa Ndị Na-azụ Ahịa nke Gọọmentị Etiti 2018 ma ọ bụ Iwu Nchekwa Data Naịjirịa nke 2023.",
        ],
      },
      {
        heading: '9. Iwu na-achị na idozi esemokwu',
        paragraphs: [
          'Iwu nke Federal Republic of Nigeria na-achị iwu ndị a.',
          "Ọ bụrụ na i nwere mkpesa, biko buru ụzọ dee anyị ka anyị nwaa idozi ya. Ọ bụrụ na e dozighị esemokwu n'ime ụbọchị 30, akụkụ ọ bụla nwere ike ibuga ya n'ụlọikpe Naịjirịa nwere ikike n'okwu ahụ.",
        ],
      },
      {
        heading: "10. Mgbanwe n'iwu ndị a",
        paragraphs: [
          "Anyị nwere ike imelite iwu ndị a ka ikpo okwu ahụ ma ọ bụ iwu na-agbanwe. Ụbọchị dị n'elu na-egosi ụdị kachasị ọhụrụ. Maka mgbanwe metụtara gị nke ukwuu, anyị ga-agwa gị opekata mpe ụbọchị 14 tupu ha amalite, site na email ma ọ bụ n'ime ngwa ahụ.",
          "Ọ bụrụ na ị gara n'ihu iji Oversight mgbe mgbanwe malitere, iwu ọhụrụ ahụ na-arụ ọrụ. Ọ bụrụ na ị nabataghị ha, ị nwere ike ihichapụ akaụntụ gị.",
        ],
      },
      {
        heading: '11. Kpọtụrụ anyị',
        paragraphs: [
          `Ị nwere ike iziga ajụjụ gbasara iwu ndị a gaa ${SUPPORT_EMAIL}. Iwu Nzuzo anyị na-aza ajụjụ gbasara data onwe gị.`,
        ],
      },
    ],
  },
  privacy: {
    title: 'Iwu Nzuzo',
    updated: '2026-11-21',
    intro:
      'Iwu a na-akọwa data onwe nke Oversight ("anyị") na-anakọta, ihe kpatara ya, onye nwere ike ịhụ ya, ogologo oge anyị na-edebe ya na ikike gị. Anyị na-ejikwa data onwe dịka Iwu Nchekwa Data Naịjirịa nke 2023 ("Iwu ahụ") si kwuo. Anyị bụ onye na-achịkwa data maka akaụntụ, profaịlụ na ihe e zipụrụ na Oversight. Mgbe ministrị, ngalaba, ụlọ ọrụ gọọmentị ma ọ bụ otu ọzọ nakọtara azịza site na fọm ma ọ bụ nyocha nke ya na Oversight, otu ahụ bụ onye na-achịkwa azịza ndị ahụ, anyị na-arụkwa ọrụ na ha n\'aha ya.',
    sections: [
      {
        heading: '1. Ihe anyị na-anakọta',
        paragraphs: [
          "Ozi akaụntụ: adreesị email gị, aha njirimara, okwuntughe (a na-echekwa ya naanị n'ụdị agwakọtara, hashed, ọ bụghị n'ederede a ga-agụ), ụdị akaụntụ, na, maka otu obodo, aha ya, nọmba RC na nọmba ekwentị a ga-akpọ. Ọ bụrụ na i ji Google banye, anyị na-anata aha gị na adreesị email gị site na Google.",
          'Ozi profaịlụ ị họrọ itinye: aha ndị mmadụ ga-ahụ, aha mbụ na aha ikpeazụ, foto profaịlụ, nkọwa dị mkpirikpi gbasara gị, steeti ị bi, na ihe masịrị gị (steeti, ministrị, ebumnuche mmepe na ngalaba). Ọ bụrụ na i nyere ha, anyị na-edebekwa okike gị na ogo afọ gị.',
          'Ihe ị na-ezipụ na ihe ị na-eme: nyocha, nkwupụta, azịza, foto, vootu elu na ala, ọrụ ị lekwasịrị anya, ndị ị na-eso, na azịza gị na fọm na nyocha.',
          "Ọnọdụ foto: ọnọdụ GPS dị n'ime foto ị bulitere (lee nkebi 2).",
          "Maka ndị ọrụ otu: ọrụ gị, ngalaba gị na otu ị nọ na ha, na ndekọ mgbanwe i mere n'ọrụ otu gị.",
          'Data teknụzụ: adreesị IP gị, ụdị nchọgharị na ngwaọrụ, oge ị banyere, akụkọ njehie, na ndekọ peeji na njirimara a na-eji. Anyị na-eji nke a echekwa ọrụ ahụ, dozie nsogbu ma meziwanye ya.',
          "Ịkwụ ụgwọ: maka subscription a na-akwụ ụgwọ, ozi ịkwụ ụgwọ otu na akwụkwọ ụgwọ. A na-etinye ozi kaadị n'ebe ụlọ ọrụ ịkwụ ụgwọ anyị; anyị anaghị edebe nọmba kaadị zuru ezu.",
        ],
      },
      {
        heading: '2. Foto na ọnọdụ',
        paragraphs: [
          'Mgbe i bulitere foto, anyị na-agụ ọnọdụ GPS igwefoto gị debere n\'ime ya ma tụnyere ya na ebe e dekọrọ maka ọrụ ahụ. Ọ bụrụ na ha dị nso, a na-aka foto ahụ akara "akwadoro n\'ebe ọrụ".',
          "Anyị wee chekwaa foto ahụ ọzọ n'enweghị ọnọdụ GPS ya na data nzuzo ndị ọzọ (dịka ụdị igwefoto na oge), ka onye ọ bụla lere ma ọ bụ budata foto ahụ ghara ịgụ ha.",
          "Anyị na-edebe ọnọdụ ahụ na nchekwa data anyị, iche na foto ahụ. Ọha na-ahụ naanị ebe dị nso. Otu nwere ọrụ ahụ nwere ike ịhụ ebe ahụ kpọmkwem, n'ihi na ọ na-eji ya elele ọrụ n'ala.",
          'Ọ bụrụ na ị họrọ ịhụ ọrụ "dị m nso" na maapụ Chọpụta, nchọgharị gị ga-ajụ gị ikike tupu ọ kesaa ebe ị nọ. A na-eji ebe ahụ chọta ọrụ dị n\'ime anya ị họrọ, a naghị echekwa ya na profaịlụ gị ma ọ bụ gosi ya onye ọ bụla. Ị nwere ike ịhọrọ steeti kama.',
        ],
      },
      {
        heading: '3. Ihe mere anyị ji eji data gị na ntọala iwu anyị',
        paragraphs: [
          'Iji nye ọrụ i debanyere aha maka ya (imezu nkwekọrịta): imepụta na ichekwa akaụntụ gị, igosi ihe i zipụrụ na profaịlụ gị, ịgwa gị gbasara ọrụ ị lekwasịrị anya, na iziga koodu nkwado na email ịtọgharị okwuntughe.',
          "Maka ịdị n'ihu ọha na nlekota ọrụ ọha (ọdịmma ọha na ọdịmma anyị ziri ezi): igosi nyocha na foto n'akụkụ ọrụ, ilele ma e sere foto n'ebe ọrụ, na inye otu ozi ha chọrọ iji zaa.",
          'Iji mee ka Oversight dị nchebe ma na-arụ ọrụ (ọdịmma anyị ziri ezi): igbochi aghụghọ na mmegbu, ibelata arịrịọ karịrị akarị, inyocha akụkọ, na ịchọta na idozi njehie.',
          "Iji ghọta ma meziwanye ikpo okwu ahụ (ọdịmma anyị ziri ezi): ịtụ otu e si eji njirimara. Ụlọ ọrụ gọọmentị na-elekọta otu akụkụ na-ahụ ọnụ ọgụgụ ụmụ amaala naanị n'ngụkọta (dịka site na steeti, ihe masịrị ha, ogo afọ ma ọ bụ okike), ọ bụghị profaịlụ onye ọ bụla.",
          'Site n\'nkwenye gị: ozi profaịlụ mgbakwunye dịka okike na ogo afọ, na ikesa ebe ị nọ maka "dị m nso". Ị nwere ike ịwepụ nkwenye gị mgbe ọ bụla site n\'iwepụ ozi ahụ ma ọ bụ ịjụ arịrịọ ọnọdụ nke nchọgharị.',
          "Iji mezuo ọrụ iwu: idebe akwụkwọ ụgwọ na ịza arịrịọ ziri ezi sitere n'aka ndị ọchịchị.",
        ],
      },
      {
        heading: '4. Onye nwere ike ịhụ data gị',
        paragraphs: [
          'Onye ọ bụla, gụnyere ndị na-abanyeghị: aha njirimara gị, aha ndị mmadụ na-ahụ, foto profaịlụ, nkọwa gbasara gị, ụdị akaụntụ, ihe i zipụrụ na foto gị (ya na ebe dị nso), na ọrụ ị lekwasịrị anya.',
          "Otu nwere ọrụ: na mgbakwunye na nke dị n'elu, ebe kpọmkwem e sere foto e zipụrụ n'ọrụ ahụ. Otu na-arụ fọm na-ahụ azịza e nyere fọm ahụ.",
          "Ndị na-enye anyị ọrụ, naanị dịka ọ dị mkpa iji rụọ Oversight na n'okpuru nkwekọrịta chọrọ ka ha chekwaa data gị: nchekwa, iziga email, ịrụ ọrụ ịkwụ ụgwọ na nlekota njehie.",
          'Onye mmekọ mgbasa ozi anyị na-anata naanị otu ihe omume mgbe mmadụ mezuru nzọụkwụ nkwado ndebanye aha, ka anyị mara ma mkpọsa anyị na-arụ ọrụ.',
          'Ndị ọchịchị, mgbe iwu Naịjirịa chọrọ ka anyị kpughee data, ma ọ bụ mgbe ọ dị mkpa iji chekwaa ndụ ma ọ bụ nchekwa mmadụ.',
          'Anyị anaghị ere data onwe gị.',
        ],
      },
      {
        heading: '5. Cookie na nchekwa na ngwaọrụ gị',
        paragraphs: [
          "Cookie ịbanye: ọ na-eme ka ị nọrọ n'ime akaụntụ gị. A na-eziga ya naanị site na njikọ echekwara, ọ na-adịkwa ụbọchị 30.",
          "Cookie otu: ọ na-echeta otu ị na-arụrụ ọrụ, ma ọ bụrụ na ị nọ n'ihe karịrị otu. Ọ na-adị ụbọchị 364.",
          'Ọkwa cookie: ọ na-echeta na ị hụla ọkwa cookie, ma ị họrọ Nabata ma ọ bụ Mechie, ka anyị ghara igosi ya ọzọ. Ọ na-adị ụbọchị 365.',
          "Nchekwa nchọgharị gị na-edebekwa ọnọdụ ị họrọ (nwa amaala ma ọ bụ otu), nzacha gị na ihe ị chọrọ n'oge na-adịbeghị anya, na mbipụta peeji ị lere n'oge na-adịbeghị anya ruo awa 24 ka ngwa ahụ mepee ngwa ngwa na ịntanetị na-adịghị ike. Ịpụ na-ehichapụ oge ịbanye gị na cookie ịbanye na nke otu.",
          'Ị nwere ike ihichapụ cookie na data saịtị na ntọala nchọgharị gị mgbe ọ bụla; mgbe ahụ ị ga-abanye ọzọ.',
        ],
      },
      {
        heading: '6. Ogologo oge anyị na-edebe data',
        paragraphs: [
          'Data akaụntụ na profaịlụ: ruo mgbe akaụntụ gị ka meghere.',
          "Ihe e zipụrụ na foto: ruo mgbe ha nọ na ikpo okwu ahụ. Ọ bụrụ na i hichapụ akaụntụ gị, a na-edebe ha n'enweghị aha gị (lee nkebi 7).",
          'Azịza fọm na nyocha: ruo mgbe otu nakọtara ha ka na-edebe fọm ahụ, ma ọ bụ ruo mgbe ọ hichapụrụ ha.',
          'Ndekọ nchekwa na akụkọ njehie: agaghị agafe ọnwa 12.',
          'Akwụkwọ ụgwọ na ndekọ ịkwụ ụgwọ: ruo mgbe iwu ụtụ isi na ndekọ ego Naịjirịa chọrọ.',
          "Nchekwa ndabere (backup): data e hichapụrụ nwere ike ịnọ na nchekwa ndabere anyị ruo ụbọchị 90, ruo mgbe e dere ihe ọzọ n'elu ha.",
        ],
      },
      {
        heading: '7. Ihichapụ akaụntụ gị',
        paragraphs: [
          'Ị nwere ike ihichapụ akaụntụ gị mgbe ọ bụla site na Ntọala > Hichapụ akaụntụ.',
          'Mgbe i mere nke ahụ, anyị na-ewepụ data onwe gị: adreesị email gị, aha, aha njirimara, foto profaịlụ, nkọwa gbasara gị, steeti ị bi, ihe masịrị gị, ndị ị na-eso na ọrụ ị lekwasịrị anya. Oge ịbanye gị na-akwụsị ozugbo.',
          "A naghị ehichapụ nyocha, nkwupụta na foto i zipụrụ, kama a na-ewepụ aha gị: ha ka na-apụta n'enweghị aha gị ma ọ bụ ihe ọ bụla jikọrọ ha na gị, ka mkparịta ụka ọha gbasara ọrụ nọgide na-agụ agụ ma azịza ka nwee isi. Ọ bụrụ na ịchọrọ ka e wepụ otu ihe i zipụrụ tupu i hichapụ akaụntụ gị, kpọtụrụ anyị.",
          'Ndekọ iwu chọrọ ka anyị debe, dịka akwụkwọ ụgwọ, a na-edebe ha ruo oge iwu chọrọ.',
        ],
      },
      {
        heading: '8. Ikike gị',
        paragraphs: [
          "N'okpuru Iwu ahụ, ị nwere ikike: ịmata otu e si eji data gị; inweta mbipụta data onwe gị; ime ka e dozie data na-ezighi ezi; ime ka e hichapụ data gị; ibelata ma ọ bụ jụ otu anyị si eji ya, gụnyere ojiji dabere n'ọdịmma anyị ziri ezi; inweta data gị n'ụdị a na-ejikarị nke igwe nwere ike ịgụ; ịwepụ nkwenye mgbe ọ bụla; na ka mkpebi naanị igwe mere ghara imetụta gị nke ukwuu.",
          "Ị nwere ike idozi ọtụtụ ozi n'onwe gị na Ntọala. Maka ihe ọ bụla ọzọ, zitere anyị email site na adreesị dị na akaụntụ gị. Anyị nwere ike ịjụ gị ka i gosi onye ị bụ. Anyị ga-aza n'egbughị oge, ma ọ bụla n'ime ụbọchị 30.",
          'Ọ bụrụ na azịza anyị etoghị gị ụtọ, ị nwere ike ime mkpesa na Nigeria Data Protection Commission.',
        ],
      },
      {
        heading: '9. Nchekwa na iziga data mba ọzọ',
        paragraphs: [
          'Anyị na-echekwa data gị site na njikọ ezoro ezo (encrypted), okwuntughe agwakọtara, akara ịbanye dị obere oge a ga-akagbu, na njikwa ohere na-enye ndị ọrụ na otu naanị data ha chọrọ.',
          "Ọ bụrụ na ntụpọ data onwe nwere ike itinye ikike gị n'ihe ize ndụ, anyị ga-agwa Nigeria Data Protection Commission n'ime awa 72 mgbe anyị matara ya ma gwa gị n'egbughị oge.",
          "Ụfọdụ ndị na-enye anyị ọrụ nwere ike ichekwa ma ọ bụ rụọ ọrụ na data na mpụga Naịjirịa. Mgbe nke ahụ mere, anyị na-eziga data naanị dịka Iwu ahụ kwere, dịka ọmụmaatụ gaa mba nwere nchekwa zuru ezu ma ọ bụ n'okpuru nkwekọrịta nchekwa.",
        ],
      },
      {
        heading: '10. Ụmụaka',
        paragraphs: [
          "E mere Oversight maka ndị toro eto. Onye ọ bụla na-agbabeghị afọ 18 chọrọ nkwenye nne na nna ma ọ bụ onye nlekọta iji mepee akaụntụ. Ọ bụrụ na i kwenyere na nwata nyere anyị data onwe n'enweghị nkwenye ahụ, kpọtụrụ anyị, anyị ga-ehichapụ ya.",
          "Biko ezitela foto a ga-amata ụmụaka n'ime ya.",
        ],
      },
      {
        heading: '11. Mgbanwe na ịkpọtụrụ anyị',
        paragraphs: [
          "Anyị ga-emelite iwu a mgbe omume anyị ma ọ bụ iwu gbanwere. Ụbọchị dị n'elu na-egosi ụdị kachasị ọhụrụ, anyị ga-agwakwa gị tupu oge eruo, site na email ma ọ bụ n'ime ngwa ahụ, gbasara mgbanwe metụtara gị nke ukwuu.",
          `Maka ajụjụ ma ọ bụ arịrịọ ọ bụla gbasara nzuzo, kpọtụrụ Onye Nchekwa Data anyị na ${PRIVACY_EMAIL}.`,
        ],
      },
    ],
  },
  communityGuidelines: {
    title: 'Ụkpụrụ Obodo',
    updated: '2026-11-21',
    intro:
      "Oversight na-arụ ọrụ mgbe ndị mmadụ nwere ike ịtụkwasị ihe ha na-agụ na ya obi. Nyocha, nkwupụta, ozi ọhụrụ na foto na-enyere ụmụ amaala, otu obodo na gọọmentị aka ịhụ otu ọrụ ọha si aga n'ezie. Iwu ndị a metụtara onye ọ bụla na-ezipụ ihe, gụnyere ministrị, ngalaba, ụlọ ọrụ gọọmentị na kọntraktọ, ha bụkwa akụkụ nke Iwu Ojiji anyị.",
    sections: [
      {
        heading: '1. Kwuo eziokwu',
        paragraphs: [
          'Kwuo ihe ị hụrụ, ebe na mgbe: "Na 3 Maachị, e mechabeghị ọwa mmiri dị n\'akụkụ Ilorin, mmiri na-ejupụtakwa okporo ụzọ" bara uru karịa "ọ dịghị ihe na-eme".',
          'Kewaa eziokwu na echiche. Kwuo echiche gị, ma họrọ mmetụta dabara na ya, mana egosila nkọ ma ọ bụ asịrị dịka eziokwu.',
          "Nọgide n'ọrụ ahụ. Nyocha na nkwupụta kwesịrị ịbụ gbasara ọrụ ahụ, otu o si aga, ịdị mma ya, mmefu ego ya ma ọ bụ mmetụta ya n'obodo.",
          'Ọ bụrụ na i mehiere, kwuo ya na azịza. Ezitela ihe ị maara na ọ bụ ụgha.',
        ],
      },
      {
        heading: '2. Kesaa foto ebe ọrụ',
        paragraphs: [
          'Foto kacha mma bụ nke gị onwe gị sere n\'ebe ọrụ ahụ, na-egosi ọrụ ahụ otu ọ dị. Were igwefoto ekwentị gị see ha mgbe location gbanyere, ka e nwee ike ịka ha akara "akwadoro n\'ebe ọrụ".',
          "Ezitela foto e deziri ma ọ bụ e hazirri, foto ebe ọzọ, ma ọ bụ foto e detuturu n'ebe ọzọ wee gosi ya dịka nke gị.",
          "Chee igwefoto ihu n'ọrụ ahụ, ọ bụghị mmadụ. Zere ise ndị ọrụ, ndị bi ebe ahụ ma ọ bụ ndị na-agafe agafe nso nso, ezitekwala foto a ga-amata ụmụaka n'ime ya.",
          "Chebe onwe gị: abanyela n'ebe a na-ewu ihe, arịgola ụlọ ma ọ bụ chere onye ọ bụla ihu iji see foto.",
        ],
      },
      {
        heading: '3. Katọọ ọrụ ahụ, ọ bụghị onye ahụ',
        paragraphs: [
          'A na-anabata nkatọ siri ike gbasara ọrụ, otu ma ọ bụ otu e si emefu ego ọha. A naghị anabata ịwakpo mmadụ.',
          'Ọ dịghị mkparị, iyi egwu, inye nsogbu ma ọ bụ imenye onye ọ bụla ụjọ: ndị ọrụ ọzọ, ndị ọrụ gọọmentị, kọntraktọ ma ọ bụ ndị ọrụ.',
          "Ọ dịghị okwu ịkpọasị ma ọ bụ mwakpo n'ihi agbụrụ, okpukpe, steeti a mụrụ mmadụ, okike, nkwarụ ma ọ bụ ihe ọ bụla yiri ya.",
          'Ọ dịghị ihe gbasara mmekọahụ, ime ihe ike dị egwu ma ọ bụ okwu rụrụ arụ.',
        ],
      },
      {
        heading: '4. Debe ozi nzuzo na nzuzo',
        paragraphs: [
          "Ezitela nọmba ekwentị onye ọ bụla, adreesị ụlọ, adreesị email, nọmba NIN ma ọ bụ BVN, ozi ụlọ akụ, ma ọ bụ ozi onwe ndị yiri ya, ọ bụrụgodị na ị hụrụ ya n'ebe ọzọ. Nke a metụtakwara ndị ọrụ gọọmentị na ndị ọrụ kọntraktọ.",
          'Ezitela akwụkwọ nwere data onwe nke ndị ọzọ.',
          "Ọ bụrụ na i nwere ihe akaebe nke aghụghọ ma ọ bụ nrụrụ aka, kọọrọ ndị ọchịchị kwesịrị ekwesị, dịka Independent Corrupt Practices and Other Related Offences Commission (ICPC) ma ọ bụ Economic and Financial Crimes Commission (EFCC). Ịkpọ mmadụ onye omekome n'ihe e zipụrụ n'ihu ọha nwere ike imerụ ndị aka ha dị ọcha ma mee ka e kpọga gị n'ụlọikpe.",
        ],
      },
      {
        heading: '5. Ọ dịghị mkpọsa ndọrọ ndọrọ ọchịchị',
        paragraphs: [
          'Oversight bụ maka iso ọrụ ọha, ọ bụghị maka ntuli aka. Ejila nyocha, nkwupụta ma ọ bụ ozi ọhụrụ mee mkpọsa maka ma ọ bụ megide pati ma ọ bụ onye na-azọ ọkwa, rịọ maka vootu, ma ọ bụ ziga ihe mkpọsa.',
          "A na-anabata ikwu maka ihe ọrụ wetara ma ọ bụ ihe o wetaghị, n'agbanyeghị onye malitere ya.",
          "Akaụntụ gọọmentị na kọntraktọ ga-eme ka ozi ọhụrụ ha dabere n'eziokwu gbasara ọrụ ahụ: otu o si aga, mmefu ego, nzọụkwụ dị mkpa na nsogbu. Ozi ọhụrụ ọrụ abụghị ebe maka mkpu pati ma ọ bụ ito otu onye ndọrọ ndọrọ ọchịchị.",
        ],
      },
      {
        heading: '6. Kọọ ojiji na-ezighi ezi',
        paragraphs: [
          `Ọ bụrụ na ị hụ ihe e zipụrụ megidere iwu ndị a, mepee ya, detuo adreesị ya site na nchọgharị gị ma zipu ya na email gaa ${SUPPORT_EMAIL} ya na obere ederede na-ekwu ihe na-adịghị mma.`,
          'Biko ejila mkparị zaa mkparị, ejikwala vootu jikọta ọnụ megide onye ọrụ ọzọ. Ịkọ akụkọ bụ ụzọ kacha ọsọ isi dozie nsogbu.',
          "Ọ bụrụ na mmadụ nọ n'ihe ize ndụ ugbu a, buru ụzọ kpọtụrụ ndị uwe ojii ma ọ bụ ndị enyemaka mberede.",
        ],
      },
      {
        heading: '7. Otu anyị si enyocha ihe e zipụrụ',
        paragraphs: [
          "Ndị otu Oversight na-enyocha akụkọ dabere n'iwu ndị a na Iwu Ojiji anyị. Anyị na-ele ihe e dere na ọnọdụ ya, ọ bụghị onye dere ya ma ọ bụ akụkụ ọ kwadoro: ịkatọ gọọmentị abụghị ihe kpatara iwepụ ihe e zipụrụ.",
          'Anyị nwere ike iwepụ ihe megidere iwu ndị a, ma ọ bụ nke iwu chọrọ ka anyị wepụ. Ebe ọ dị mma, anyị na-agwa onye zipụrụ ya ihe e wepụrụ na ihe kpatara ya.',
          'Ọ bụrụ na i chere na anyị mehiere, zaa ozi anyị ma ọ bụ zitere anyị email, onye na-etinyeghị aka na mkpebi mbụ ga-elegharịkwa ya anya.',
        ],
      },
      {
        heading: '8. Ihe ga-esi na ya pụta',
        paragraphs: [
          "Dabere n'otu mmebi iwu ahụ si dị njọ na ma ọ mebuola, anyị nwere ike iwepụ ihe ahụ, ziga ịdọ aka na ntị, belata ihe akaụntụ ahụ nwere ike iziga, kwụsịtụ ya ruo oge ụfọdụ, ma ọ bụ mechie ya.",
          "Iyi egwu ime ihe ike, iziga ozi nzuzo onye ọzọ, ime onwe gị onye ọzọ na ịgbasa ụgha n'amaghị ama nwere ike ime ka e mechie akaụntụ na nke mbụ ya.",
          "Ebe iwu chọrọ ya, ma ọ bụ nchekwa mmadụ nọ n'ihe ize ndụ, anyị nwere ike inye ndị ọchịchị kwesịrị ekwesị ozi.",
        ],
      },
    ],
  },
  about: {
    title: 'Maka Oversight',
    paragraphs: [
      "Oversight bụ ikpo okwu maka iso ọrụ ọha na ịhazi maka nsonaazụ na Naịjirịa. Ọ na-akpọkọta ndị na-akwụ ụgwọ, na-achịkwa, na-ewu na ndị na-eji ọrụ ọha n'otu ebe.",
      'Ministrị, ngalaba na ụlọ ọrụ gọọmentị na-ebipụta ọrụ ha ebe a na ebe ha dị, mmefu ego, ego e wepụtara na nke e mefuru, kọntraktọ na otu ọrụ si aga. Ha na-ejikwa Oversight ebubata ndepụta ọrụ, rụọ fọm na nyocha, hazie atụmatụ na nsonaazụ na ihe ngosi, wuo dashboard, ma kpọọ ndị nwere mmasị kwesịrị isonye.',
      "Ụmụ amaala na otu obodo na-achọta ọrụ ndị ahụ na maapụ ma ọ bụ site n'ịchọ, na-elekwasị anya na ndị na-emetụta ha, ma na-eziga nyocha na foto nke ihe ha hụrụ n'ala. Foto e sere n'ebe ọrụ ahụ n'onwe ya na-enweta akara \"akwadoro n'ebe ọrụ\".",
      "Itinye ndekọ gọọmentị na akụkọ ụmụ amaala n'akụkụ n'akụkụ na-eme ka ọ dịrị onye ọ bụla mfe ịhụ ebe ọrụ na-aga nke ọma, ebe ọ kwụsịrị, na ebe ego ọha chọrọ nlele miri emi.",
    ],
  },
  resources: [
    {
      title: 'Ajụjụ a na-ajụkarị',
      description:
        "Ilekwasị anya, ide nyocha, foto akwadoro n'ebe ọrụ, ibubata spreadsheet, ịkpọ ndị nwere mmasị, na ihichapụ akaụntụ gị.",
      href: '/faqs',
    },
    {
      title: 'Ụkpụrụ Obodo',
      description:
        'Otu e si ede nyocha bara uru, foto ị ga-eziga, ihe a naghị ekwe, na otu e si akọ ihe e zipụrụ megidere iwu.',
      href: '/community-guidelines',
    },
    {
      title: 'Họrọ ihe masịrị gị',
      description:
        'Họrọ steeti, ministrị, ebumnuche mmepe na ngalaba ndị na-emetụta gị, ka ọrụ ị ga-ebu ụzọ hụ bụrụ ndị dị gị mkpa.',
      href: '/settings/interests',
    },
    {
      title: 'Iwu Nzuzo',
      description:
        "Data anyị na-anakọta, otu anyị si ejikwa ọnọdụ foto, cookie anyị na-eji, ogologo oge anyị na-edebe data, na ikike gị n'okpuru Iwu Nchekwa Data Naịjirịa nke 2023.",
      href: '/privacy',
    },
    {
      title: 'Iwu Ojiji',
      description:
        'Iwu maka iji Oversight: akaụntụ gị, ihe ị na-eziga, data gọọmentị, na ihe ga-eme ma ọ bụrụ na e mebie iwu ndị ahụ.',
      href: '/terms',
    },
  ],
};

export default content;
