import { PRIVACY_EMAIL, SUPPORT_EMAIL } from '../contact';
import type { SiteContent } from '../site-content';

// Hausa: the same items, sections and paragraphs as the English texts, in the glossary's words (GLOSSARY.md).
const content: SiteContent = {
  faqs: [
    {
      question: 'Mene ne Oversight?',
      answer:
        "Oversight wuri ne na jama'a inda ake rubuta ayyukan gwamnati a Najeriya: hanyoyi, makarantu, asibitoci, rijiyoyin burtsatse, wutar lantarki da sauransu. Ma'aikatu, sassa da hukumomi (MDA) suna wallafa ayyukansu tare da wurare, kasafi, 'yan kwangila da yadda aikin ke tafiya. 'Yan ƙasa da ƙungiyoyin farar hula za su iya samun waɗannan ayyuka a taswira ko ta hanyar nema, su sa ido a kansu, kuma su rubuta sharhi da hotunan abin da suka gani a ƙasa.",
    },
    {
      question: 'Oversight kyauta ne?',
      answer:
        "Ee, ga 'yan ƙasa da ƙungiyoyin farar hula: nema, sa ido, sharhi da tsokaci a kan ayyuka ba sa biyan ko sisi. Hukumomin gwamnati da 'yan kwangila za su iya ɗaukar tsarin biyan kuɗi, wanda ke ƙara iyaka kamar yawan asusun ma'aikata da ƙungiya za ta iya samu. Ana nuna tsare-tsaren da farashinsu ga asusun ƙungiyoyi a Saituna > Biyan kuɗi.",
    },
    {
      question: 'Me ake nufi da sa ido a kan aiki?',
      answer:
        "Sa ido a kan aiki yana nufin bin sa. Danna Sa ido a shafin aikin, za a saka shi a jerin ayyukan da kake sa ido, don ka dawo gare shi da sauri kuma a sanar da kai abin da ke faruwa a kansa. Ayyukan da kake sa ido kuma suna bayyana a shafinka na jama'a. Sake danna maɓallin idan kana so ka daina bin sa.",
    },
    {
      question: 'Ta yaya zan rubuta sharhi a kan aiki?',
      answer:
        "Shiga, buɗe aikin, sannan ka zaɓi rubuta sharhi. Ba shi taƙaitaccen take, faɗi abin da ka gani da lokacin da ka gan shi, sannan ka zaɓi yadda ka ji wanda ya fi dacewa: Abin burgewa, Farin ciki, Da fata, Bai burge ni ba, Fushi ko Shawara. Za ka iya haɗa hotuna har huɗu. Wasu za su iya ba da amsa, yin tsokaci, su kuma ɗaga ko saukar da sharhinka. Za ka iya kuma rubuta sharhi a kan sabon labarin da ƙungiyar da ke gudanar da aikin ta wallafa. Da fatan za ka karanta Ƙa'idojin Al'umma kafin ka wallafa.",
    },
    {
      question: 'Me ake nufi da "an tabbatar a wurin" a kan hoto?',
      answer:
        'Idan ka ɗora hoto, muna karanta wurin GPS da kyamarar wayarka ta ajiye a cikinsa. Idan wurin yana kusa da ɗaya daga cikin wuraren da aka rubuta na aikin, ana yi wa hoton alamar an tabbatar a wurin, wanda ke gaya wa wasu cewa mai yiwuwa a wurin aikin aka ɗauke shi. Hotunan da ba su da wuri (kamar hoton allon waya, ko hotunan da aka tura ta manhajojin saƙo masu cire bayanin wuri) ana iya wallafa su; kawai ba za su sami alamar ba. Don samun ta, ɗauki hoton da kyamarar wayarka yayin da wurin (location) ke kunne.',
    },
    {
      question: 'Ta yaya Oversight ke amfani da wurin da nake?',
      answer:
        'Ana amfani da wuri a wurare biyu. A taswirar Bincika za ka iya zaɓar ganin ayyukan da ke kusa da kai: burauzarka za ta nemi izininka, kuma za a yi amfani da wurinka don samun ayyuka a cikin nisan da ka zaɓa (kilomita 10, 20 ko 50). Idan ba ka so ka bayar da shi, zaɓi jiha maimakon haka. Na biyu, idan ka ɗora hoto muna karanta wurin GPS da ke cikinsa don mu duba ko a wurin aikin aka ɗauke shi. Ba ma bin diddigin wurinka a ɓoye.',
    },
    {
      question: 'Wa zai iya ganin inda aka ɗauki hotunana?',
      answer:
        "Bayan mun karanta wurin GPS na hoto, muna cire shi, tare da duk sauran bayanan ɓoye, daga cikin fayil ɗin hoton kansa, don kada wanda ya sauke hoton ya iya karanta shi. Jama'a suna ganin wuri na kusa-kusa kawai, ba daidai ba. Ƙungiyar da ke da aikin tana ganin ainihin wurin, domin tana buƙatarsa don duba aikin a ƙasa.",
    },
    {
      question: 'Su wa ke wallafa ayyukan?',
      answer:
        "Ma'aikatu, sassa da hukumomin da ke da alhakin ayyukan ne ke wallafa su, ta asusun ƙungiyarsu. Ana rubuta sunan ƙungiyar da ta wallafa a kowane shafin aiki. 'Yan kwangila da ma'aikata za su iya kula da ayyuka ko wallafa sabon labari kan ci gaba idan ƙungiyar da ke da aikin ta ba su dama. 'Yan ƙasa da ƙungiyoyin farar hula ba sa ƙirƙirar ayyuka; suna bin su, suna rubuta sharhi da tsokaci a kansu.",
    },
    {
      question: 'Idan bayanin aiki ba daidai ba ne fa?',
      answer:
        'Adadi kamar kuɗin aiki, kuɗin da aka saki, kuɗin da aka kashe, kwanaki da kashi nawa aka kammala suna fitowa ne daga ƙungiyar da ta wallafa, kuma Oversight yana nuna su yadda aka wallafa su. Ƙungiyoyi za su iya gyara ayyukansu a kowane lokaci, kuma ana rubuta canje-canje a tarihin canji. Idan abin da ka gani a ƙasa ya bambanta da abin da aka wallafa, faɗi haka a sharhi kuma ka haɗa hotuna: wannan shi ne ainihin amfanin sashen sharhi, kuma ƙungiyar za ta gani. Idan kana ganin an wallafa bayani bisa kuskure, za ka iya rubuto mana, mu isar da shi.',
    },
    {
      question: 'Ta yaya MDA ke shigo da ayyuka daga takardar Excel?',
      answer:
        "Daga dashboard na ƙungiya, buɗe shigo da ayyuka. Sauke samfurin idan kana buƙata, sannan ka ɗora fayil ɗinka na Excel (.xlsx) ko CSV. Haɗa kowane ginshiƙi a fayil ɗinka da filin Oversight, kamar sunan aiki, lambar aiki, matsayi, jimillar kuɗi ko jihohi. Kafin a ajiye komai, samfoti zai lissafa kurakuran da dole a gyara (ginshiƙan da suka ɓace, ko layukan da ba su da sunan aiki ko lambar aiki) da gargaɗin da ya kamata a duba (ƙima a tsarin da bai dace ba, ko sunayen 'yan kwangila da suke kama da wani ɗan kwangila da ke kan Oversight). Ana sarrafa manyan fayiloli a bayan fage, ana nuna ci gaba a allo. Ayyukan da aka shigo da su za su bayyana a jerin ayyukanka, inda za ka iya gyara su kuma ka yanke shawarar lokacin wallafa kowannensu.",
    },
    {
      question: 'Ta yaya zan gayyaci masu ruwa da tsaki zuwa aiki, fom, tsari ko dashboard?',
      answer:
        "Buɗe abin da kake so ka raba (aiki, rukunin ayyuka, fom, rukunin fom, tsari, sakamako, ma'auni ko dashboard) sannan ka zaɓi gayyatar masu ruwa da tsaki. Zaɓi ɗan ƙungiya, sashe ko ƙungiya, da matsayin da ya kamata su samu a kan wannan abin. Gayyatar tana jira har sai sun karɓa ko sun ƙi, kuma za ka iya janye ta yayin da take jira. Za ka iya canza matsayin mutum ko cire shi daga baya a wuri ɗaya, ko ka ga kowa a lokaci ɗaya a shafin Masu ruwa da tsaki.",
    },
    {
      question: "Ta yaya ma'aikata, hukuma ko ɗan kwangila ke samun asusu?",
      answer:
        "Kowa zai iya yin rajista a matsayin ɗan ƙasa ko ƙungiyar farar hula. Amma ana ƙirƙirar asusun gwamnati da na 'yan kwangila daga cikin dandalin: ma'aikata tana buɗe asusu ga hukumomin da ke ƙarƙashinta, MDA suna gayyatar 'yan kwangilar da suke aiki da su, kuma kowace ƙungiya tana ƙara asusun ma'aikatanta. Idan ƙungiyarka ba ta kan Oversight tukuna, tuntuɓe mu.",
    },
    {
      question: 'Na manta kalmar sirrina. Me zan yi?',
      answer:
        "A shafin shiga, zaɓi sake saita kalmar sirri kuma ka shigar da adireshin imel ɗinka. Idan akwai asusun da ke amfani da adireshin, za mu aika hanyar saita sabuwar kalmar sirri. Idan bai iso ba cikin 'yan mintuna, duba akwatin spam ko promotions. Bayan ka shiga, za ka iya canza kalmar sirrinka a kowane lokaci a Saituna.",
    },
    {
      question: 'Wane burauza da waya zan iya amfani da su?',
      answer:
        'Oversight yana aiki a burauzar intanet ɗinka; babu abin da za ka saka. Yi amfani da sabon Chrome, Firefox, Safari, Edge ko Samsung Internet a wayar Android, iPhone, tablet ko kwamfuta. An gina taswira da shafuka don su yi aiki a wayoyi masu araha da intanet mai jinkiri. Don samun alamar an tabbatar a wurin, ɗora hotunan da ka ɗauka da kyamarar wayarka yayin da wuri ke kunne.',
    },
    {
      question: 'Ta yaya zan kai rahoton cin zarafi ko rubutu mai cutarwa?',
      answer: `Kowane rubutu yana da nasa shafi. Buɗe rubutun, kwafi adireshinsa daga burauzarka ka aika ta imel zuwa ${SUPPORT_EMAIL} tare da layi ɗaya da ke faɗin abin da ba daidai ba, misali zagi, lambar wayar wani ko adireshin gidansa, ko yaƙin neman zaɓe. Muna duba kowane rahoto bisa Ƙa'idojin Al'umma. Idan rayuwar wani na cikin haɗari yanzu, fara tuntuɓar 'yan sanda ko ma'aikatan agajin gaggawa.`,
    },
    {
      question: 'Ta yaya zan goge asusuna?',
      answer:
        "Je zuwa Saituna > Goge asusu ka tabbatar. Ana cire bayananka na kanka (suna, adireshin imel, hoton shafi, zaɓuɓɓuka da makamantansu). Ba a goge sharhi da tsokacin da ka wallafa, sai dai a ɓoye sunanka: suna nan a bayyane ba tare da sunanka ba, don tattaunawar jama'a kan ayyuka ta ci gaba da zama mai ma'ana. Ba za a iya dawo da asusun da aka goge ba. Idan kana kula da ƙungiya, ayyukanta, fom da tsare-tsarenta na ƙungiyar ne, ba abin da zai same su.",
    },
    {
      question: 'Ta yaya zan tuntuɓi masu taimako?',
      answer: `Aika imel zuwa ${SUPPORT_EMAIL}. Faɗa mana adireshin imel ko sunan mai amfani na asusunka, abin da kake ƙoƙarin yi, da abin da ya faru, kuma ka haɗa hoton allo idan za ka iya. Don tambayoyi game da bayananka na kanka, duba Manufar Sirri.`,
    },
  ],
  terms: {
    title: 'Sharuɗɗan Amfani',
    updated: '2026-11-21',
    intro:
      "Waɗannan sharuɗɗa yarjejeniya ce tsakaninka da Oversight (\"mu\") don amfani da dandalin Oversight, ko kai ɗan ƙasa ne, ƙungiyar farar hula, ma'aikata, sashe ko hukuma (MDA), ɗan kwangila, ko ma'aikacin da ke aiki a madadin ɗaya daga cikinsu. Ta buɗe asusu ko amfani da dandalin, ka amince da waɗannan sharuɗɗa, Manufar Sirrinmu da Ƙa'idojin Al'ummarmu. Idan kana amfani da Oversight a madadin ƙungiya, ka tabbatar cewa an ba ka izinin amincewa da sharuɗɗan a madadinta.",
    sections: [
      {
        heading: '1. Asusunka',
        paragraphs: [
          "'Yan ƙasa da ƙungiyoyin farar hula za su iya yin rajista da kansu. Ƙungiyar da ke sama da su ce ke buɗe asusun ma'aikatu da hukumomi, MDA suna gayyatar 'yan kwangilar da suke aiki da su, kuma ƙungiyoyi suna ƙara asusun ma'aikatansu. Asusu ɗaya na mutum ɗaya ne ko ƙungiya ɗaya.",
          'Ka bayar da bayanai na gaskiya lokacin rajista, har da adireshin imel da ke aiki, kuma ka riƙa sabunta su. Ƙungiyar farar hula dole ta bayar da sunanta daidai da lambar rajistarta (RC).',
          'Kada ka gaya wa kowa kalmar sirrinka. Kai ke da alhakin abin da aka yi da asusunka. Idan kana tunanin wani ya yi amfani da shi, canza kalmar sirrinka nan take ka sanar da mu.',
          'Idan shekarunka ba su kai 18 ba, kana buƙatar izinin iyaye ko mai kula da kai kafin ka buɗe asusu.',
        ],
      },
      {
        heading: '2. Amfani da ya dace',
        paragraphs: [
          "Yi amfani da Oversight don bin ayyukan jama'a, tattauna su da kula da su da gaskiya. Kada ka: wallafa ƙarya da gangan; yi kamar kai wani mutum ne, jami'i ko ƙungiya; tsangwama, yi barazana ko cin zarafin kowa; wallafa bayanan sirri na wani; yi amfani da dandalin don yaƙin neman zaɓe na jam'iyya; wallafa abin da ya saɓa wa doka ko ya taɓa haƙƙin wani; ko wallafa spam ko talla.",
          "Kada ka tsoma baki a aikin dandalin: kada ka yi ƙoƙarin shiga asusu ko bayanan da ba naka ba, kada ka nemi raunin tsaro ba tare da izininmu a rubuce ba, kada ka yi amfani da na'ura ta kwashe bayanai ko aika buƙatu masu yawa da ke nauyaya sabis ɗin, kuma kada ka saka malware.",
          "Ƙa'idojin Al'umma sun ƙara bayani kan abin da ake so da wanda ba a so a sharhi, tsokaci da hotuna. Suna cikin waɗannan sharuɗɗa.",
        ],
      },
      {
        heading: '3. Abin da kake wallafawa da izinin da kake ba mu',
        paragraphs: [
          'Sharhi, tsokaci, sabbin labarai da hotunan da ka wallafa naka ne. Ka wallafa hotunan da kai ka ɗauka kawai, ko waɗanda kake da haƙƙin rabawa.',
          'Ta wallafawa, ka ba Oversight izini, ba shi kaɗai ba, kyauta, a duk duniya, don ajiye, nunawa, kwafa, canza girma da raba abin da ka wallafa a dandalin da kuma a bayanai game da ayyukan da ya shafa, muddin yana kan Oversight. Ƙungiyar da ke da aiki za ta iya amfani da sharhi da hotuna game da aikin a rahotanninta da sa idonta.',
          "Dole tattaunawar jama'a ta kasance mai karantuwa. Idan ka goge asusunka, rubuce-rubucenka za su kasance a dandalin ba tare da sunanka ba, kuma wannan izinin yana ci gaba a kansu.",
          "Kai ke da alhakin abin da ka wallafa. Za mu iya cire abin da ya saɓa wa waɗannan sharuɗɗa ko Ƙa'idojin Al'umma, ko wanda doka ta tilasta mana cirewa.",
        ],
      },
      {
        heading: '4. Bayanan gwamnati da na ƙungiyoyi',
        paragraphs: [
          "Ƙungiyoyin da suka mallaki bayanan ayyuka, fom, tsare-tsare, ma'auni da dashboard ne ke wallafa su. Ƙungiyar da ta wallafa ce ke da alhakin samun ikon wallafa wannan bayani da abin da ya ƙunsa.",
          'Ƙungiyoyin da ke tattara amsoshi ta fom da bincike suna da alhakin tattara su bisa doka, gaya wa masu amsa yadda za a yi amfani da amsoshinsu, da kula da su bisa Dokar Kare Bayanai ta Najeriya ta 2023. Muna ajiye da sarrafa waɗannan amsoshi a madadin ƙungiyar.',
          "Za ka iya duba, ambata da raba bayanan ayyuka da ke bayyane ga jama'a a Oversight, muddin ka ambaci ƙungiyar da ta wallafa a matsayin tushensa kuma ba ka karkatar da ma'anarsa ba.",
          "Ma'aikata da masu ruwa da tsaki da aka ba su damar ganin abubuwan ƙungiya dole su yi amfani da su don dalilin da aka raba su kawai, kuma kada su bayyana abin da ba a bayyana wa jama'a ba.",
        ],
      },
      {
        heading: '5. Gaskiyar bayanai',
        paragraphs: [
          'Muna nuna bayanan ayyuka yadda ƙungiyar da ta wallafa ta bayar da su, da sharhi da hotuna yadda masu amfani suka wallafa su. Ba ma binciken ayyuka, ba ma duba adadin kasafi ko tabbatar an yi aiki, kuma ba mu da tabbacin cewa kowane bayani a Oversight cikakke ne, daidai ne ko sabo ne.',
          'Alamar "an tabbatar a wurin" tana nufin kawai cewa wurin GPS da aka ajiye a hoto yana kusa da ɗaya daga cikin wuraren da aka rubuta na aikin. Ba ta tabbatar da abin da hoton ke nunawa ba, ko lokacin da aka ɗauke shi, ko cewa ba a canza bayanin wurin ba.',
          'Kada ka dogara ga Oversight kaɗai don yanke shawarar kuɗi, doka ko saka jari. Inda gaskiya ke da muhimmanci, tambayi ƙungiyar da ta wallafa.',
        ],
      },
      {
        heading: '6. Biyan kuɗi',
        paragraphs: [
          'Amfani da Oversight a matsayin ɗan ƙasa ko ƙungiyar farar hula kyauta ne. Ƙungiyoyi za su iya zaɓar tsarin biyan kuɗi. Ana nuna farashi, abin da kowane tsari ya ƙunsa da lokacin biya kafin ka shiga.',
          'Kamfanin biyan kuɗinmu ne ke sarrafa biyan kuɗi da kati. Za ka iya ɗaga ko saukar da tsari, ko canza katin, kuma ka sauke takardun biya, a saitunan biyan kuɗinka. Ba a mayar da kuɗin da aka riga aka biya na lokacin da aka yi amfani da wani ɓangarensa, sai dai idan doka ta buƙata.',
        ],
      },
      {
        heading: '7. Dakatarwa da rufe asusu',
        paragraphs: [
          'Za ka iya daina amfani da Oversight ka goge asusunka a kowane lokaci daga Saituna > Goge asusu.',
          'Za mu iya cire abu, taƙaita abin da asusu zai iya yi, ko dakatar ko rufe asusun da ya saɓa wa waɗannan sharuɗɗa, ya jefa wasu masu amfani ko dandalin cikin haɗari, ko inda doka ta buƙata. Inda hakan ba shi da haɗari kuma ya halatta, za mu gaya maka dalili kuma mu ba ka damar amsawa.',
          "Idan an rufe asusun ƙungiya, ana iya cire abin da ta wallafa daga ganin jama'a. Sashe na 3, 5, 8 da 9 suna ci gaba da aiki bayan an rufe asusu.",
        ],
      },
      {
        heading: '8. Alhakinmu',
        paragraphs: [
          'Muna ƙoƙarin ganin Oversight yana aiki kuma yana da tsaro, amma muna bayar da shi "yadda yake" kuma ba za mu yi alkawarin cewa ba zai taɓa tsayawa ko samun kuskure ba.',
          'Ba mu da alhakin asarar da bayanan da ƙungiyoyi ko wasu masu amfani suka wallafa suka haifar, ko asarar da ba ta kai tsaye ba, ko asarar riba, kuɗin shiga ko bayanai. Ga ƙungiyar da ke kan tsarin biyan kuɗi, jimillar alhakinmu kan kowace ƙara bai wuce kuɗin da ta biya mu a watanni goma sha biyu kafin ƙarar ba.',
          'Babu abin da ke cikin waɗannan sharuɗɗa da ke rage alhakin da dokar Najeriya ba ta yarda a rage ba, ko kowane haƙƙinka a ƙarƙashin Dokar Gasa da Kare Masu Saye ta Tarayya ta 2018 ko Dokar Kare Bayanai ta Najeriya ta 2023.',
        ],
      },
      {
        heading: '9. Dokar da ke aiki da warware saɓani',
        paragraphs: [
          'Dokokin Jamhuriyar Tarayyar Najeriya ne ke tafiyar da waɗannan sharuɗɗa.',
          'Idan kana da ƙorafi, da fatan ka fara rubuto mana don mu yi ƙoƙarin warware shi. Idan ba a warware saɓani cikin kwanaki 30 ba, kowane ɓangare zai iya kai shi kotun Najeriya mai iko a kai.',
        ],
      },
      {
        heading: '10. Canje-canje ga waɗannan sharuɗɗa',
        paragraphs: [
          'Za mu iya sabunta waɗannan sharuɗɗa yayin da dandalin ko doka suka canza. Kwanan wata a sama yana nuna sabon juyi. Don canje-canjen da suka shafe ka sosai, za mu sanar da kai aƙalla kwanaki 14 kafin su fara aiki, ta imel ko a cikin manhajar.',
          'Idan ka ci gaba da amfani da Oversight bayan canji ya fara aiki, sabbin sharuɗɗan ne ke aiki. Idan ba ka amince da su ba, za ka iya goge asusunka.',
        ],
      },
      {
        heading: '11. Tuntuɓar mu',
        paragraphs: [
          `Za a iya aika tambayoyi game da waɗannan sharuɗɗa zuwa ${SUPPORT_EMAIL}. Ana amsa tambayoyi game da bayananka na kanka a Manufar Sirrinmu.`,
        ],
      },
    ],
  },
  privacy: {
    title: 'Manufar Sirri',
    updated: '2026-11-21',
    intro:
      'Wannan manufa tana bayyana irin bayanan mutum da Oversight ("mu") ke tattarawa, dalili, wa zai iya ganin su, tsawon lokacin da muke ajiye su da haƙƙoƙinka. Muna kula da bayanan mutum bisa Dokar Kare Bayanai ta Najeriya ta 2023 ("Dokar"). Mu ne masu kula da bayanan asusu, shafuka da rubuce-rubuce a Oversight. Idan ma\'aikata, sashe, hukuma ko wata ƙungiya ta tattara amsoshi ta fom ko binciken kanta a Oversight, wannan ƙungiyar ce mai kula da amsoshin, mu kuma muna sarrafa su a madadinta.',
    sections: [
      {
        heading: '1. Abin da muke tattarawa',
        paragraphs: [
          'Bayanan asusu: adireshin imel ɗinka, sunan mai amfani, kalmar sirri (ana ajiye ta a rikice, a tsarin hash kawai, ba a rubutu mai karantuwa ba), irin asusu, kuma ga ƙungiyar farar hula, sunanta, lambar RC da lambar wayar tuntuɓa. Idan ka shiga da Google, muna karɓar sunanka da adireshin imel daga Google.',
          "Bayanan shafi da ka zaɓi ƙarawa: sunan da ake gani, suna na farko da na ƙarshe, hoton shafi, taƙaitaccen bayani game da kai, jihar da kake zaune, da zaɓuɓɓukanka (jihohi, ma'aikatu, burin ci gaba da fannoni). Idan ka bayar, muna ajiye jinsinka da rukunin shekarunka.",
          'Abin da kake wallafawa da abin da kake yi: sharhi, tsokaci, amsoshi, hotuna, ɗagawa da saukarwa, ayyukan da kake sa ido, mutanen da kake bi, da amsoshinka ga fom da bincike.',
          'Wurin hoto: wurin GPS da aka ajiye a cikin hotunan da ka ɗora (duba sashe na 2).',
          "Ga ma'aikatan ƙungiya: matsayinka, sashenka da ƙungiyoyin da kake ciki, da tarihin canje-canjen da ka yi ga ayyukan ƙungiyarka.",
          "Bayanan fasaha: adireshin IP ɗinka, irin burauza da na'ura, lokutan shiga, rahotannin kuskure, da bayanan shafuka da abubuwan da ake amfani da su. Muna amfani da wannan don tsaron sabis ɗin, gyara matsaloli da inganta shi.",
          'Biyan kuɗi: ga tsarin biyan kuɗi, bayanan biyan ƙungiyar da takardun biya. Ana shigar da bayanan kati a wurin kamfanin biyan kuɗinmu; ba ma ajiye cikakken lambar kati.',
        ],
      },
      {
        heading: '2. Hotuna da wuri',
        paragraphs: [
          'Idan ka ɗora hoto, muna karanta wurin GPS da kyamararka ta ajiye a ciki mu kwatanta shi da wuraren da aka rubuta na aikin. Idan suna kusa, ana yi wa hoton alamar "an tabbatar a wurin".',
          'Sannan muna sake ajiye hoton ba tare da wurin GPS da sauran bayanan ɓoye ba (kamar irin kyamara da lokaci), don kada wanda ya kalla ko ya sauke hoton ya iya karanta su.',
          "Muna ajiye wurin a ma'ajiyar bayananmu, dabam da hoton. Jama'a suna ganin wuri na kusa-kusa kawai. Ƙungiyar da ke da aikin tana ganin ainihin wurin, domin tana amfani da shi don duba aiki a ƙasa.",
          'Idan ka zaɓi ganin ayyuka "kusa da ni" a taswirar Bincika, burauzarka za ta nemi izininka kafin ta bayar da wurinka. Ana amfani da wurin don samun ayyuka a cikin nisan da ka zaɓa, ba a ajiye shi a shafinka ko nuna shi ga kowa. Za ka iya zaɓar jiha maimakon haka.',
        ],
      },
      {
        heading: '3. Dalilin amfani da bayananka da hujjar doka',
        paragraphs: [
          'Don bayar da sabis ɗin da ka yi rajista dominsa (cika yarjejeniya): buɗewa da tsare asusunka, nuna rubuce-rubucenka da shafinka, sanar da kai game da ayyukan da kake sa ido, da aika lambar tabbatarwa da imel na sake saita kalmar sirri.',
          "Don bayyana gaskiya da sa ido kan ayyukan jama'a (amfanin jama'a da halattaccen amfaninmu): nuna sharhi da hotuna tare da ayyuka, duba ko a wurin aka ɗauki hotuna, da ba ƙungiyoyi bayanan da suke buƙata don su amsa.",
          'Don kiyaye Oversight cikin aminci da aiki (halattaccen amfaninmu): hana zamba da cin zarafi, taƙaita buƙatu masu yawa, bincika rahotanni, da ganowa da gyara kurakurai.',
          "Don fahimta da inganta dandalin (halattaccen amfaninmu): auna yadda ake amfani da abubuwa. Hukumomin gwamnati masu kula da wani ɓangare suna ganin ƙididdigar 'yan ƙasa a jimlace kawai (misali bisa jiha, zaɓi, rukunin shekaru ko jinsi), ba shafin mutum ɗaya ba.",
          'Da izininka: ƙarin bayanan shafi kamar jinsi da rukunin shekaru, da bayar da wurinka don "kusa da ni". Za ka iya janye izini a kowane lokaci ta cire bayanin ko ƙin buƙatar wuri ta burauza.',
          'Don cika wajibin doka: ajiye takardun biya da amsa buƙatun hukumomi na halal.',
        ],
      },
      {
        heading: '4. Wa zai iya ganin bayananka',
        paragraphs: [
          'Kowa, har da waɗanda ba su shiga ba: sunan mai amfani, sunan da ake gani, hoton shafi, bayani game da kai, irin asusu, rubuce-rubucenka da hotunanka (tare da wuri na kusa-kusa), da ayyukan da kake sa ido.',
          'Ƙungiyar da ke da aiki: ban da abin da ke sama, ainihin wurin hotunan da aka wallafa a kan aikin. Ƙungiyoyin da ke gudanar da fom suna ganin amsoshin da aka bayar ga fom ɗin.',
          'Masu ba mu sabis, gwargwadon buƙata kawai don gudanar da Oversight kuma ƙarƙashin yarjejeniyar da ke tilasta musu kare bayananka: ajiye bayanai, aika imel, sarrafa biyan kuɗi da sa ido kan kurakurai.',
          'Abokin tallanmu yana karɓar sanarwa ɗaya idan wani ya kammala matakin tabbatarwa na rajista, don mu san ko kamfen ɗinmu na wayar da kai suna aiki.',
          'Hukumomi, idan dokar Najeriya ta tilasta mana bayyana bayanai, ko idan ana buƙata don kare rayuwa ko lafiyar wani.',
          'Ba ma sayar da bayananka na kanka.',
        ],
      },
      {
        heading: "5. Kukis da ajiya a na'urarka",
        paragraphs: [
          'Kukis na shiga: yana sa ka ci gaba da kasancewa a ciki. Ana aika shi ta haɗin intanet mai tsaro kawai kuma yana ɗaukar kwanaki 30.',
          'Kukis na ƙungiya: yana tuna ƙungiyar da kake aiki a madadinta, idan kana cikin fiye da ɗaya. Yana ɗaukar kwanaki 364.',
          'Sanarwar kukis: yana tuna cewa ka ga sanarwar kukis, ko ka zaɓi Karɓa ko Rufe, don kada mu sake nuna ta. Yana ɗaukar kwanaki 365.',
          'Ajiyar burauzarka kuma tana ajiye yanayin da ka zaɓa (ɗan ƙasa ko ƙungiya), matatunka da binciken da ka yi kwanan nan, da kwafin shafukan da ka gani kwanan nan har zuwa awa 24 don manhajar ta buɗe da sauri a intanet mai jinkiri. Fita daga asusu yana share zamanka da kukis na shiga da na ƙungiya.',
          'Za ka iya share kukis da bayanan shafi a saitunan burauzarka a kowane lokaci; daga nan za ka sake shiga.',
        ],
      },
      {
        heading: '6. Tsawon lokacin da muke ajiye bayanai',
        paragraphs: [
          'Bayanan asusu da shafi: muddin asusunka a buɗe yake.',
          'Rubuce-rubuce da hotuna: muddin suna kan dandalin. Idan ka goge asusunka ana ajiye su ba tare da sunanka ba (duba sashe na 7).',
          'Amsoshin fom da bincike: muddin ƙungiyar da ta tattara su tana ajiye fom ɗin, ko har sai ta goge su.',
          'Bayanan tsaro da rahotannin kuskure: ba fiye da watanni 12 ba.',
          'Takardun biya da bayanan biyan kuɗi: muddin dokar haraji da lissafin kuɗi ta Najeriya ta buƙata.',
          'Ajiyar ko-ta-kwana: bayanan da aka goge na iya kasancewa a ajiyar ko-ta-kwana har kwanaki 90, har sai an rubuta a kansu.',
        ],
      },
      {
        heading: '7. Goge asusunka',
        paragraphs: [
          'Za ka iya goge asusunka a kowane lokaci daga Saituna > Goge asusu.',
          'Idan ka yi haka, muna cire bayananka na kanka: adireshin imel, suna, sunan mai amfani, hoton shafi, bayani game da kai, jihar zama, zaɓuɓɓuka, mutanen da kake bi da ayyukan da kake sa ido. Zaman shigarka suna ƙarewa nan take.',
          "Ba a goge sharhi, tsokaci da hotunan da ka wallafa, sai dai a ɓoye su: suna nan a bayyane ba tare da sunanka ko wata alaƙa da kai ba, don tattaunawar jama'a kan ayyuka ta ci gaba da zama mai karantuwa kuma amsoshi su ci gaba da ma'ana. Idan kana so a cire wani rubutu kafin ka goge asusunka, tuntuɓe mu.",
          'Bayanan da doka ta tilasta mana ajiyewa, kamar takardun biya, ana ajiye su har lokacin da doka ta ƙayyade.',
        ],
      },
      {
        heading: '8. Haƙƙoƙinka',
        paragraphs: [
          "A ƙarƙashin Dokar kana da haƙƙin: a gaya maka yadda ake amfani da bayananka; samun kwafin bayananka; a gyara bayanan da ba daidai ba; a goge bayananka; taƙaita ko ƙin yadda muke amfani da su, har da amfani bisa halattaccen amfaninmu; karɓar bayananka a tsarin da aka saba wanda na'ura za ta iya karantawa; janye izini a kowane lokaci; da rashin kasancewa ƙarƙashin shawarar da na'ura kaɗai ta yanke wadda ta shafe ka sosai.",
          'Za ka iya gyara yawancin bayanai da kanka a Saituna. Don sauran abubuwa, aiko mana da imel daga adireshin da ke kan asusunka. Za mu iya tambayar ka ka tabbatar da kai wane ne. Za mu amsa ba tare da jinkirin da bai dace ba, kuma a kowane hali cikin kwanaki 30.',
          'Idan amsarmu ba ta gamsar da kai ba, za ka iya kai ƙorafi ga Hukumar Kare Bayanai ta Najeriya.',
        ],
      },
      {
        heading: '9. Tsaro da tura bayanai',
        paragraphs: [
          "Muna kare bayananka da haɗin intanet mai ɓoye (encrypted), kalmomin sirri a tsarin hash, alamun shiga na ɗan lokaci da za a iya soke su, da iyakokin dama da ke ba ma'aikata da ƙungiyoyi bayanan da suke buƙata kawai.",
          'Idan satar bayanan mutum na iya jefa haƙƙoƙinka cikin haɗari, za mu sanar da Hukumar Kare Bayanai ta Najeriya cikin awa 72 da sanin hakan, kuma mu gaya maka ba tare da jinkirin da bai dace ba.',
          'Wasu masu ba mu sabis na iya ajiye ko sarrafa bayanai a wajen Najeriya. Idan hakan ya faru, muna tura bayanai yadda Dokar ta yarda kawai, misali zuwa ƙasashen da ke da isasshen kariya ko ƙarƙashin yarjejeniyar kariya.',
        ],
      },
      {
        heading: '10. Yara',
        paragraphs: [
          'An yi Oversight don manya. Duk wanda bai kai shekara 18 ba yana buƙatar izinin iyaye ko mai kula da shi kafin ya buɗe asusu. Idan kana ganin yaro ya ba mu bayanansa ba tare da wannan izini ba, tuntuɓe mu za mu goge su.',
          'Da fatan kada ka wallafa hotunan da za a iya gane yara a cikinsu.',
        ],
      },
      {
        heading: '11. Canje-canje da tuntuɓar mu',
        paragraphs: [
          'Za mu sabunta wannan manufa idan ayyukanmu ko doka suka canza. Kwanan wata a sama yana nuna sabon juyi, kuma za mu gaya maka tun da wuri, ta imel ko a cikin manhajar, game da canje-canjen da suka shafe ka sosai.',
          `Don kowace tambaya ko buƙata game da sirri, tuntuɓi Jami'in Kare Bayananmu a ${PRIVACY_EMAIL}.`,
        ],
      },
    ],
  },
  communityGuidelines: {
    title: "Ƙa'idojin Al'umma",
    updated: '2026-11-21',
    intro:
      "Oversight yana aiki idan mutane za su iya amincewa da abin da suke karantawa a kansa. Sharhi, tsokaci, sabbin labarai da hotuna suna taimaka wa 'yan ƙasa, ƙungiyoyin farar hula da gwamnati su ga yadda ayyukan jama'a ke tafiya a zahiri. Waɗannan ƙa'idoji sun shafi duk wanda ke wallafawa, har da ma'aikatu, sassa, hukumomi da 'yan kwangila, kuma suna cikin Sharuɗɗan Amfaninmu.",
    sections: [
      {
        heading: '1. Faɗi gaskiyar abin da ka gani',
        paragraphs: [
          'Faɗi abin da ka gani, a ina da yaushe: "Ranar 3 ga Maris ba a gama kwalbati a ɓangaren Ilorin ba kuma ruwa yana mamaye hanya" ya fi amfani fiye da "babu abin da ke faruwa".',
          "Raba gaskiya da ra'ayi. Faɗi ra'ayinka, ka zaɓi yadda ka ji da ya dace da shi, amma kada ka gabatar da zato ko jita-jita a matsayin gaskiya.",
          "Tsaya a kan aikin. Sharhi da tsokaci su kasance game da aikin, ci gabansa, ingancinsa, kashe kuɗinsa ko tasirinsa ga al'umma.",
          'Idan ka yi kuskure, faɗi haka a amsa. Kada ka taɓa wallafa abin da ka san ƙarya ne.',
        ],
      },
      {
        heading: '2. Raba hotunan wurin aikin',
        paragraphs: [
          'Mafi kyawun hotuna su ne waɗanda kai da kanka ka ɗauka a wurin aikin, suna nuna aikin yadda yake. Ɗauke su da kyamarar wayarka yayin da wuri ke kunne, don a yi musu alamar "an tabbatar a wurin".',
          'Kada ka wallafa hotunan da aka gyara ko aka shirya, hotunan wani wuri dabam, ko hotunan da aka kwafo daga wani wuri aka nuna kamar naka ne.',
          "Nuna kyamara ga aikin, ba ga mutane ba. Guji ɗaukar ma'aikata, mazauna ko masu wucewa daga kusa, kuma kada ka wallafa hotunan da za a iya gane yara a cikinsu.",
          'Ka kiyaye lafiyarka: kada ka shiga wurin gini, ka hau gini ko ka fuskanci kowa don samun hoto.',
        ],
      },
      {
        heading: '3. Soki aikin, ba mutumin ba',
        paragraphs: [
          "Ana maraba da sukar aiki, ƙungiya ko yadda ake kashe kuɗin jama'a da ƙarfi. Ba a maraba da zagin mutum.",
          "Babu zagi, barazana, tsangwama ko tsoratar da kowa: sauran masu amfani, jami'ai, 'yan kwangila ko ma'aikata.",
          'Babu kalaman ƙiyayya ko hari saboda ƙabila, addini, jihar asali, jinsi, nakasa ko makamantansu.',
          'Babu abubuwan batsa, tashin hankali mai ban tsoro ko kalamai marasa kunya.',
        ],
      },
      {
        heading: '4. Ka ɓoye bayanan sirri',
        paragraphs: [
          "Kada ka wallafa lambar wayar kowa, adireshin gida, adireshin imel, lambar shaida ko BVN, bayanan banki, ko makamantan bayanan mutum, ko da ka same su a wani wuri. Wannan ya shafi jami'ai da ma'aikatan 'yan kwangila ma.",
          'Kada ka wallafa takardun da ke ɗauke da bayanan wasu mutane.',
          "Idan kana da shaidar zamba ko cin hanci, kai rahoto ga hukumomin da suka dace, kamar Hukumar Yaƙi da Cin Hanci da Sauran Laifuka Masu Alaƙa (ICPC) ko Hukumar Yaƙi da Masu Yi wa Tattalin Arziki Zagon Ƙasa (EFCC). Kiran mutane masu laifi a rubutun jama'a na iya cutar da marasa laifi kuma ya jawo maka ƙara a kotu.",
        ],
      },
      {
        heading: '5. Babu yaƙin neman zaɓe',
        paragraphs: [
          "Oversight don bin ayyukan jama'a ne, ba don zaɓe ba. Kada ka yi amfani da sharhi, tsokaci ko sabbin labarai don yaƙin neman zaɓe ga wata jam'iyya ko ɗan takara ko a kansu, neman ƙuri'a, ko wallafa kayan kamfen.",
          'Ana maraba da magana kan abin da aiki ya kawo ko bai kawo ba, ko wane ne ya fara shi.',
          "Asusun gwamnati da na 'yan kwangila dole su tsaya kan gaskiyar aikin a sabbin labarai: ci gaba, kashe kuɗi, matakai da matsaloli. Sabon labarin aiki ba wurin taken jam'iyya ko yabon wani ɗan siyasa ba ne.",
        ],
      },
      {
        heading: '6. Kai rahoton rashin amfani da ya dace',
        paragraphs: [
          `Idan ka ga rubutun da ya saɓa wa waɗannan ƙa'idoji, buɗe shi, kwafi adireshinsa daga burauzarka ka aika ta imel zuwa ${SUPPORT_EMAIL} tare da ɗan bayani kan abin da ba daidai ba.`,
          "Da fatan kada ka rama zagi da zagi, kuma kada ka yi amfani da ƙuri'u don taruwa kan wani mai amfani. Kai rahoto ita ce hanya mafi sauri ta magance matsala.",
          "Idan rayuwar wani na cikin haɗari yanzu, fara tuntuɓar 'yan sanda ko ma'aikatan agajin gaggawa.",
        ],
      },
      {
        heading: '7. Yadda muke duba rubuce-rubuce',
        paragraphs: [
          "Ƙungiyar Oversight tana duba rahotanni bisa waɗannan ƙa'idoji da Sharuɗɗan Amfaninmu. Muna duba abin da aka rubuta da yanayinsa, ba wanda ya wallafa shi ko ɓangaren da yake goyon baya ba: sukar gwamnati ba dalilin cire rubutu ba ne.",
          "Za mu iya cire abin da ya saɓa wa ƙa'idojin, ko wanda doka ta tilasta mana cirewa. Inda hakan ba shi da haɗari, muna gaya wa wanda ya wallafa abin da aka cire da dalili.",
          'Idan kana ganin mun yi kuskure, amsa saƙonmu ko aiko mana da imel, kuma wani da bai shiga shawarar farko ba zai sake duba shi.',
        ],
      },
      {
        heading: '8. Sakamako',
        paragraphs: [
          'Gwargwadon tsananin laifin da ko ya taɓa faruwa a baya, za mu iya cire abin da aka wallafa, aika gargaɗi, taƙaita abin da asusun zai iya wallafawa, dakatar da shi na wani lokaci, ko rufe shi.',
          'Barazanar tashin hankali, wallafa bayanan sirri na wani, yin kama da wani da yaɗa ƙarya da gangan na iya sa a rufe asusu a karo na farko.',
          'Inda doka ta buƙata, ko lafiyar wani na cikin haɗari, za mu iya ba hukumomin da suka dace bayanai.',
        ],
      },
    ],
  },
  about: {
    title: 'Game da Oversight',
    paragraphs: [
      "Oversight dandali ne na bin ayyukan jama'a da tsara aiki don samun sakamako a Najeriya. Yana haɗa mutanen da ke ba da kuɗi, gudanarwa, gina da amfani da ayyukan jama'a a wuri ɗaya.",
      "Ma'aikatu, sassa da hukumomi suna wallafa ayyukansu a nan tare da wurare, kasafi, kuɗin da aka saki da wanda aka kashe, 'yan kwangila da ci gaba. Suna kuma amfani da Oversight don shigo da jerin ayyuka, gudanar da fom da bincike, tsara aiki da sakamako da ma'auni, gina dashboard, da gayyatar masu ruwa da tsaki da ya kamata su shiga.",
      '\'Yan ƙasa da ƙungiyoyin farar hula suna samun waɗannan ayyuka a taswira ko ta hanyar nema, suna sa ido a kan waɗanda suka damu da su, kuma suna wallafa sharhi da hotunan abin da suka gani a ƙasa. Hotunan da aka ɗauka a wurin aikin kansa ana yi musu alamar "an tabbatar a wurin".',
      "Sanya bayanan hukuma da rahotannin 'yan ƙasa gefe da gefe yana sauƙaƙa wa kowa ganin inda aiki ke tafiya daidai, inda ya tsaya, da inda kuɗin jama'a ke buƙatar ƙarin dubawa.",
    ],
  },
  resources: [
    {
      title: 'Tambayoyin da ake yawan yi',
      description:
        'Sa ido, rubuta sharhi, hotunan da aka tabbatar a wurin, shigo da takardun Excel, gayyatar masu ruwa da tsaki, da goge asusunka.',
      href: '/faqs',
    },
    {
      title: "Ƙa'idojin Al'umma",
      description:
        "Yadda ake rubuta sharhi mai amfani, irin hotunan da za a wallafa, abin da ba a yarda da shi ba, da yadda ake kai rahoton rubutun da ya saɓa wa ƙa'ida.",
      href: '/community-guidelines',
    },
    {
      title: 'Zaɓi abubuwan da kake so',
      description:
        "Zaɓi jihohi, ma'aikatu, burin ci gaba da fannonin da suka dame ka, don ayyukan da ka fara gani su zama waɗanda suka shafe ka.",
      href: '/settings/interests',
    },
    {
      title: 'Manufar Sirri',
      description:
        'Irin bayanan da muke tattarawa, yadda ake kula da wurin hotuna, kukis da muke amfani da su, tsawon lokacin da muke ajiye bayanai, da haƙƙoƙinka a ƙarƙashin Dokar Kare Bayanai ta Najeriya ta 2023.',
      href: '/privacy',
    },
    {
      title: 'Sharuɗɗan Amfani',
      description:
        'Dokokin amfani da Oversight: asusunka, abin da kake wallafawa, bayanan gwamnati, da abin da zai faru idan aka karya dokokin.',
      href: '/terms',
    },
  ],
};

export default content;
