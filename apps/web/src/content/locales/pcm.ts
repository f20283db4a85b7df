import { PRIVACY_EMAIL, SUPPORT_EMAIL } from '../contact';
import type { SiteContent } from '../site-content';

// Nigerian Pidgin: the same items, sections and paragraphs as the English texts, in the glossary's words (GLOSSARY.md).
const content: SiteContent = {
  faqs: [
    {
      question: 'Wetin be Oversight?',
      answer:
        'Oversight na public record of government project dem for Nigeria: road, school, clinic, borehole, light and plenty more. Ministry, department and agency (MDA) dey put their project dem for here with where dem dey, budget, contractor and how far the work don go. Citizen and civil-society organisation fit find the project dem for map or with search, follow dem, and post review and photo of wetin dem see for ground.',
    },
    {
      question: 'Oversight dey free?',
      answer:
        'Yes, for citizen and civil-society organisation: to find, eyemark, review and comment for project no cost anything. Government body and contractor fit pay for subscription plan, wey go raise limit like how many staff account one organisation fit get. Organisation account dey see the plan dem and their price for Settings > Subscription.',
    },
    {
      question: 'Wetin e mean to eyemark project?',
      answer:
        'To eyemark project mean say you dey follow am. Press Eyemark for the project page and e go enter your Eyemarked list, so you fit come back to am quick and we go tell you when something happen for there. Project wey you eyemark go also show for your public profile. Press the button again if you wan stop to follow am.',
    },
    {
      question: 'How I go take review project?',
      answer:
        'Enter your account, open the project and choose to write review. Give am short title, talk wetin you see and when, and pick the feeling wey fit am pass: Impressed, Excited, Hopeful, Unimpressed, Angry or Suggestion. You fit add reach four photo. Other people fit reply, comment, and vote your review up or down. You fit also review update wey the organisation wey dey run the project post. Abeg read the Community Rules before you post.',
    },
    {
      question: 'Wetin "verified on site" mean for photo?',
      answer:
        'When you upload photo, we dey read the GPS position wey your phone camera keep inside am. If that position near one of the place dem wey the project get, we go mark the photo as verified on site, wey mean say e be like say na for the project itself dem snap am. Photo wey no get position (like screenshot, or picture wey dem forward through chat app wey dey remove location) you fit still post am; e just no go get the mark. To get am, snap the picture with your phone camera when location dey on.',
    },
    {
      question: 'How Oversight dey use my location?',
      answer:
        'We dey use location for two place. For the Discover map you fit choose to see project wey dey near you: your browser go ask your permission, and we go use your position find project inside the distance wey you pick (10, 20 or 50 km). If you no wan share am, choose state instead. Second one, when you upload photo we dey read the GPS position wey dey inside am to check if na for the site dem snap am. We no dey follow your location for back.',
    },
    {
      question: 'Who fit see where dem snap my photo?',
      answer:
        'After we read the GPS position of photo, we dey remove am, with all the other hidden data, from the picture file itself, so nobody wey download the picture go fit read am. Public go only see one rough, near-near place for the photo. The organisation wey get the project fit see the exact position, because dem need am to check the work for ground.',
    },
    {
      question: 'Who dey post the project dem?',
      answer:
        'Na the ministry, department and agency wey dey in charge of the project dem dey post dem, with their organisation account. The name of the organisation wey post am dey for every project page. Contractor and staff fit manage project or post update of how work dey go if the organisation wey get the project give dem access. Citizen and civil-society organisation no dey create project; dem dey follow, review and comment for dem.',
    },
    {
      question: 'Wetin if project information no correct?',
      answer:
        'Figure like cost, money wey dem release, money wey dem spend, date and how many percent dem don finish, na from the organisation wey post am e come, and Oversight dey show dem as dem post am. Organisation fit correct their project anytime, and we dey write every change for change log. If wetin you see for ground different from wetin dem post, talk am for review and add photo: na exactly wetin review section dey for, and the organisation go see am. If you believe say dem post information by mistake, you fit also write us and we go pass am give dem.',
    },
    {
      question: 'How MDA dey bring project from spreadsheet enter?',
      answer:
        'From the organisation dashboard, open project import. Download the template if you need am, then upload your Excel (.xlsx) or CSV file. Match every column for your file to one Oversight field, like project name, project code, status, total cost or state dem. Before anything save, preview go list the error wey you must fix (column wey miss, or row wey no get project name or project code) and warning wey you suppose check (value wey no dey the correct format, or contractor name wey resemble contractor wey don already dey Oversight). Big file dey process for background, and you go see how far e don go for screen. The project dem wey you import go then show for your project list, where you fit edit dem and decide when to publish each one.',
    },
    {
      question: 'How I go invite stakeholder to project, form, plan or dashboard?',
      answer:
        'Open the thing wey you wan share (project, project group, form, form group, plan, outcome, indicator or dashboard) and choose to invite stakeholder. Pick team member, department or organisation, and the role wey dem suppose get for that thing. The invitation go wait until dem accept or reject am, and you fit withdraw am while e still dey wait. You fit change person role or remove dem later from the same place, or see everybody at once for the Stakeholders page.',
    },
    {
      question: 'How ministry, agency or contractor dey get account?',
      answer:
        'Anybody fit join as citizen or civil-society organisation. But government and contractor account, na from inside the platform dem dey create am: ministry dey create account for the agency dem under am, MDA dey invite the contractor dem wey dem dey work with, and every organisation dey add their own staff account. If your organisation never dey Oversight, contact us.',
    },
    {
      question: 'I forget my password. Wetin I go do?',
      answer:
        'For the enter page, choose to reset your password and put your e-mail address. If one account dey use that address, we go send link wey you go use set new password. If e no reach you after some minutes, check your spam or promotions folder. Once you don enter, you fit change your password anytime for Settings.',
    },
    {
      question: 'Which browser and phone I fit use?',
      answer:
        'Oversight dey run for your web browser; nothing to install. Use new version of Chrome, Firefox, Safari, Edge or Samsung Internet for Android phone, iPhone, tablet or computer. We build the map and page dem to work for cheap phone and slow network. To get the verified-on-site mark, upload photo wey you snap with your phone camera when location dey on.',
    },
    {
      question: 'How I go report abuse or bad post?',
      answer: `Every post get im own page. Open the post, copy im address from your browser and e-mail am to ${SUPPORT_EMAIL} with one line wey talk wetin dey wrong, like person wey dem dey insult, somebody phone number or house address, or political campaign. We dey check every report against the Community Rules. If somebody dey for danger right now, contact police or emergency people first.`,
    },
    {
      question: 'How I go delete my account?',
      answer:
        'Go Settings > Delete account and confirm. We go remove your personal data (name, e-mail address, profile photo, wetin concern you and other things like that). Review and comment wey you post no go delete, but we go comot your name: dem go still show without your name, so that public talk about project go still make sense. Once you delete account, e no fit come back. If you dey manage organisation, im project, form and plan na the organisation own, dem no go touch dem.',
    },
    {
      question: 'How I go contact support?',
      answer: `E-mail ${SUPPORT_EMAIL}. Tell us the e-mail address or username for your account, wetin you wan do, and wetin happen, and add screenshot if you fit. For question about your personal data, check the Privacy Rules.`,
    },
  ],
  terms: {
    title: 'Rules of Use',
    updated: '2026-11-21',
    intro:
      'These rules na the agreement between you and Oversight ("we", "us") for using the Oversight platform, whether you be citizen, civil-society organisation, ministry, department or agency (MDA), contractor, or staff wey dey work for one of dem. When you open account or use the platform, you don accept these rules, our Privacy Rules and our Community Rules. If you dey use Oversight for organisation, you dey confirm say dem allow you accept these rules for dem.',
    sections: [
      {
        heading: '1. Your own account',
        paragraphs: [
          'Citizen and civil-society organisation fit join by themself. Na the organisation wey dey above ministry and agency dey create their account, MDA dey invite the contractor dem wey dem dey work with, and organisation dey add their own staff account. One account na for one person or one organisation.',
          'Give correct details when you join, plus e-mail address wey dey work, and keep dem up to date. Civil-society organisation must give im correct name and registration (RC) number.',
          'No tell anybody your password. Na you get responsibility for wetin dem do with your account. If you think say another person don use am, change your password sharp sharp and tell us.',
          'If you never reach 18 years, you need permission from your papa, mama or guardian before you open account.',
        ],
      },
      {
        heading: '2. How you fit use am',
        paragraphs: [
          'Use Oversight to follow, talk about and manage public project with honesty. You no suppose: post lie on purpose; pretend say you be another person, official or organisation; harass, threaten or abuse anybody; post another person private information; use the platform for party campaign; post thing wey law no allow or wey spoil another person right; or post spam or advert.',
          'You no suppose disturb the platform: no try enter account or data wey no be your own, no dey look for security hole without our written permission, no use machine scrape data or send plenty request wey go put load for the service, and no malware.',
          'The Community Rules explain well well wetin we want and wetin we no want for review, comment and photo. Dem be part of these rules.',
        ],
      },
      {
        heading: '3. Wetin you post and the licence wey you give us',
        paragraphs: [
          'The review, comment, update and photo wey you post still be your own. Only post photo wey you snap by yourself or wey you get right to share.',
          'When you post, you give Oversight licence wey no be only for us, wey we no go pay for, for the whole world, to keep, show, copy, resize and share wetin you post for the platform and for material about the project wey e concern, as long as e dey Oversight. The organisation wey get project fit also use review and photo about that project for their own report and monitoring.',
          'Public talk must still make sense. If you delete your account, your post dem go remain for the platform without your name, and this licence go still dey for dem.',
          'Na you get responsibility for wetin you post. We fit remove thing wey break these rules or the Community Rules, or wey law say make we remove.',
        ],
      },
      {
        heading: '4. Data wey government and organisation dem post',
        paragraphs: [
          'Na the organisation wey get project information, form, plan, indicator and dashboard dey post dem. The organisation wey post am get responsibility to get the power to post that information and for wetin e talk.',
          'Organisation wey dey collect answer through form and survey get responsibility to collect dem as law talk, tell the people wey answer how dem go use their answer, and handle dem as the Nigeria Data Protection Act 2023 talk. We dey keep and process those answer for the organisation.',
          'You fit look, quote and share project information wey dey public for Oversight, as long as you name the organisation wey post am as where e come from and you no twist am.',
          'Staff and stakeholder wey get access to organisation content must use am only for the reason wey dem share am, and no suppose reveal content wey never dey public.',
        ],
      },
      {
        heading: '5. If information correct',
        paragraphs: [
          'We dey show project information as the organisation wey post am give am, and review and photo as the user dem post am. We no dey audit project, check budget figure or confirm say work don happen, and we no fit promise say every information for Oversight complete, correct or new.',
          'The "verified on site" mark only mean say the GPS position wey dey inside photo near one of the place wey the project get. E no confirm wetin the photo show, when dem snap am, or say nobody change the position data.',
          'No use only Oversight take decide matter of money, law or investment. Where to be correct dey important, check with the organisation wey post am.',
        ],
      },
      {
        heading: '6. Subscription and payment',
        paragraphs: [
          'To use Oversight as citizen or civil-society organisation na free. Organisation fit choose subscription plan wey dem go pay for. We go show price, wetin each plan get and how often you go pay before you subscribe.',
          'Na our payment company dey handle card payment. You fit upgrade, downgrade or change the card for subscription, and download invoice, for your subscription settings. Money wey you don pay no go return for time wey you don use part of am, unless law talk say make e return.',
        ],
      },
      {
        heading: '7. Suspension and closing account',
        paragraphs: [
          'You fit stop to use Oversight and delete your account anytime from Settings > Delete account.',
          'We fit remove content, reduce wetin account fit do, or suspend or close account wey break these rules, wey put other users or the platform for danger, or where law talk am. Where e safe and law allow am, we go tell you why and give you chance to answer.',
          'If dem close organisation account, content wey e post fit comot from public view. Section 3, 5, 8 and 9 go still apply after dem close account.',
        ],
      },
      {
        heading: '8. Wetin we go answer for',
        paragraphs: [
          'We dey try make Oversight dey work and dey safe, but we dey give am "as e be" and we no fit promise say e no go ever stop or get error.',
          'We no go answer for loss wey information wey organisation or other user post cause, for loss wey no come straight, or for loss of profit, income or data. For organisation wey dey paid plan, the most we go answer for any claim na the money wey dem pay us for the twelve months before the claim.',
          'Nothing for these rules go reduce any responsibility wey Nigerian law no allow make person reduce, or any right wey you get under the Federal Competition and Consumer Protection Act 2018 or the Nigeria Data Protection Act 2023.',
        ],
      },
      {
        heading: '9. Which law dey apply and how to settle quarrel',
        paragraphs: [
          'Na the laws of the Federal Republic of Nigeria dey control these rules.',
          'If you get complaint, abeg write us first so we fit try settle am. If the quarrel no settle inside 30 days, any side fit carry am go Nigerian court wey get power for the matter.',
        ],
      },
      {
        heading: '10. If we change these rules',
        paragraphs: [
          'We fit update these rules as the platform or the law dey change. The date for top dey show the latest one. For change wey go affect you well well, we go tell you at least 14 days before e start, by e-mail or inside the app.',
          'If you still dey use Oversight after change don start, na the new rules dey apply. If you no gree with dem, you fit delete your account.',
        ],
      },
      {
        heading: '11. How to reach us',
        paragraphs: [
          `You fit send question about these rules to ${SUPPORT_EMAIL}. Question about your personal data, our Privacy Rules answer dem.`,
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Rules',
    updated: '2026-11-21',
    intro:
      'This policy dey explain which personal data Oversight ("we", "us") dey collect, why, who fit see am, how long we dey keep am and wetin be your right. We dey handle personal data as the Nigeria Data Protection Act 2023 (the "Act") talk. Na we be data controller for the account, profile and post dem for Oversight. When ministry, department, agency or another organisation collect answer through their own form or survey for Oversight, na that organisation be controller of those answer and we dey process dem for the organisation.',
    sections: [
      {
        heading: '1. Wetin we dey collect',
        paragraphs: [
          'Account details: your e-mail address, username, password (we dey keep am only as scattered, hashed form, never as text wey person fit read), account type, and, for civil-society organisation, im name, RC number and contact phone number. If you enter with Google, we dey collect your name and e-mail address from Google.',
          'Profile details wey you choose to add: the name wey people go see, first and last name, profile photo, short bio, the state wey you dey live, and wetin concern you (state, ministry, development goal and sector). If you give am, we dey also keep your gender and age range.',
          'Wetin you post and do: review, comment, reply, photo, up and down vote, the project dem wey you eyemark, the people wey you dey follow, and your answer to form and survey.',
          'Photo location: the GPS position wey dey inside photo wey you upload (check section 2).',
          'For organisation staff: your role, department and the organisation dem wey you belong to, and record of the change dem wey you make to your organisation project.',
          'Technical data: your IP address, browser and device type, time wey you enter, error report, and record of which page and feature people dey use. We dey use am keep the service safe, fix problem and make am better.',
          'Payment: for paid subscription, the organisation billing details and invoice. Na for our payment company you go put card details; we no dey keep full card number.',
        ],
      },
      {
        heading: '2. Photo and location',
        paragraphs: [
          'When you upload photo, we dey read the GPS position wey your camera keep inside am and compare am with the place dem wey the project get. If dem near, we go mark the photo "verified on site".',
          'Then we go save the picture again without im GPS position and other hidden data (like camera model and time), so that nobody wey look or download the picture go fit read dem.',
          'We dey keep the position for our database, separate from the picture. Public go only see rough, near-near place for the photo. The organisation wey get the project fit see the exact position, because dem dey use am check work for ground.',
          'If you choose to see project "around me" for the Discover map, your browser go ask your permission before e share your position. We dey use the position find project inside the distance wey you pick, and we no dey save am for your profile or show am to anybody. You fit choose state instead.',
        ],
      },
      {
        heading: '3. Why we dey use your data and wetin law allow',
        paragraphs: [
          'To give you the service wey you join for (to do wetin we agree): to create and protect your account, show your post and profile, tell you about project wey you eyemark, and send the confirm code and the e-mail to reset password.',
          'For people to see and monitor public project (public interest and our correct interest): to show review and photo with project, check if dem snap photo for site, and give organisation the information wey dem need to answer.',
          'To keep Oversight safe and working (our correct interest): to stop fraud and abuse, limit too many request, look into report, and find and fix error.',
          'To understand the platform and make am better (our correct interest): to measure how people dey use feature. Government body wey dey supervise tenant dey see citizen numbers only as total (like by state, wetin concern dem, age range or gender), never as one person profile.',
          'If you gree: extra profile details like gender and age range, and to share your position for "around me". You fit take your agreement back anytime if you remove the detail or refuse when browser ask for location.',
          'To do wetin law talk: to keep invoice and answer correct request from authority.',
        ],
      },
      {
        heading: '4. Who fit see your data',
        paragraphs: [
          'Everybody, plus people wey never enter: your username, the name wey people dey see, profile photo, bio, account type, your post and photo (with the rough place), and the project dem wey you eyemark.',
          'The organisation wey get project: on top the one wey dey above, the exact position of photo wey dem post for that project. Organisation wey dey run form dey see the answer wey people give for that form.',
          'Our service provider dem, only as e need to run Oversight and under contract wey say make dem protect your data: hosting and storage, e-mail delivery, payment processing and error monitoring.',
          'Our advertising partner dey get only one event when person finish the sign-up confirm step, so we fit know if our outreach campaign dey work.',
          'Authority, when Nigerian law say make we reveal data, or when e need to protect somebody life or safety.',
          'We no dey sell your personal data.',
        ],
      },
      {
        heading: '5. Cookie and wetin we keep for your device',
        paragraphs: [
          'Enter cookie: e dey keep you inside your account. E dey go only through safe connection and e dey last 30 days.',
          'Organisation cookie: e dey remember which organisation you dey work as, if you belong to more than one. E dey last 364 days.',
          'Cookie notice: e dey remember say you don see the cookie notice, whether you choose Accept or Close, so we no go show am again. E dey last 365 days.',
          'Your browser local storage dey also keep the mode wey you choose (citizen or organisation), your filter and search wey you do recently, and copy of page wey you see recently for up to 24 hours so the app go load fast for slow network. When you comot (sign out), e go clear your session and the enter and organisation cookie.',
          'You fit clear cookie and site data for your browser settings anytime; after that you go need to enter again.',
        ],
      },
      {
        heading: '6. How long we dey keep data',
        paragraphs: [
          'Account and profile data: as long as your account still dey open.',
          'Post and photo: as long as dem dey the platform. If you delete your account, we go keep dem without your name (check section 7).',
          'Form and survey answer: as long as the organisation wey collect dem still keep the form, or until dem delete dem.',
          'Security record and error report: no pass 12 months.',
          'Invoice and payment record: as long as Nigerian tax and accounting law talk.',
          'Backup: data wey you delete fit still dey our backup reach 90 days, until new backup cover am.',
        ],
      },
      {
        heading: '7. To delete your account',
        paragraphs: [
          'You fit delete your account anytime from Settings > Delete account.',
          'When you do am, we go remove your personal data: your e-mail address, name, username, profile photo, bio, state wey you dey live, wetin concern you, people wey you dey follow and your eyemark. Your enter session dem go end sharp sharp.',
          'Review, comment and photo wey you post no go delete but we go comot your name: dem go still show without your name or anything wey link am to you, so that public talk about project go still make sense and reply dem go still get meaning. If you want make we remove one particular post before you delete your account, contact us.',
          'Record wey law say make we keep, like invoice, we go keep dem for the time wey law talk.',
        ],
      },
      {
        heading: '8. Your right dem',
        paragraphs: [
          'Under the Act you get right to: know how dem dey use your data; get copy of your personal data; make dem correct data wey no correct; make dem delete your data; limit or object to how we dey use am, plus the use wey dey based on our correct interest; collect your data for format wey people dey use and wey machine fit read; take your agreement back anytime; and make decision wey only machine take no affect you well well.',
          'You fit correct most details by yourself for Settings. For any other thing, e-mail us from the address wey dey your account. We fit ask you to confirm say na you. We go answer you without long delay, and no matter wetin, inside 30 days.',
          'If our answer no satisfy you, you fit complain to the Nigeria Data Protection Commission.',
        ],
      },
      {
        heading: '9. Security and sending data comot',
        paragraphs: [
          'We dey protect your data with encrypted connection, hashed password, short-time enter token wey we fit cancel, and access control wey dey give staff and organisation only the data wey dem need.',
          'If personal data leak fit put your right for danger, we go tell the Nigeria Data Protection Commission inside 72 hours after we know, and we go tell you without long delay.',
          'Some of our service provider dem fit keep or process data outside Nigeria. When e happen, we dey send data only as the Act allow, like to country wey get enough protection or under contract wey protect am.',
        ],
      },
      {
        heading: '10. Pikin dem',
        paragraphs: [
          'Oversight na for big people. Anybody wey never reach 18 need permission from papa, mama or guardian to open account. If you believe say pikin don give us personal data without that permission, contact us and we go delete am.',
          'Abeg no post photo where people fit recognise pikin.',
        ],
      },
      {
        heading: '11. Change and contact',
        paragraphs: [
          'We go update this policy when the way we dey work or the law change. The date for top dey show the latest one, and we go tell you before time, by e-mail or inside the app, about change wey go affect you well well.',
          `For any question or request about your privacy, contact our Data Protection Officer for ${PRIVACY_EMAIL}.`,
        ],
      },
    ],
  },
  communityGuidelines: {
    title: 'Community Rules',
    updated: '2026-11-21',
    intro:
      'Oversight dey work when people fit trust wetin dem read for am. Review, comment, update and photo dey help citizen, civil-society organisation and government see how public project dey really go. These rules dey for everybody wey dey post, plus ministry, department, agency and contractor, and dem be part of our Rules of Use.',
    sections: [
      {
        heading: '1. Talk wetin you see',
        paragraphs: [
          'Talk wetin you see, where and when: "On 3 March the culvert for Ilorin side never finish and water dey flood the road" better pass "nothing dey happen".',
          'Separate true talk from your own opinion. Give your view, and choose the feeling wey match am, but no present guess or rumour as if na true.',
          'Stay for the project. Review and comment suppose be about the project, how e dey go, im quality, how dem dey spend money or how e dey affect the community.',
          'If you make mistake, talk am for reply. No ever post something wey you know say na lie.',
        ],
      },
      {
        heading: '2. Share photo of the site',
        paragraphs: [
          'The best photo na the one wey you snap by yourself for the project, wey show the work as e be. Snap dem with your phone camera when location dey on, so dem fit get the "verified on site" mark.',
          'No post photo wey dem don edit or arrange, picture of another site, or picture wey you copy from another place and claim say na your own.',
          'Point camera to the work, no be to people. No snap worker, people wey dey live there or people wey dey pass from close, and no post photo where people fit recognise pikin.',
          'Make you dey safe: no enter construction site, climb building or face anybody because of picture.',
        ],
      },
      {
        heading: '3. Criticise the work, no be the person',
        paragraphs: [
          'Strong criticism of project, organisation or how dem dey spend public money dey welcome. To attack person no dey welcome.',
          'No insult, threat, harassment or to frighten anybody: other user, official, contractor or worker.',
          'No hate talk or attack because of tribe, religion, state of origin, gender, disability or anything like that.',
          'No sexual content, bad violence picture or dirty language.',
        ],
      },
      {
        heading: '4. Make private information stay private',
        paragraphs: [
          'No post anybody phone number, house address, e-mail address, ID or BVN number, bank details, or personal information like that, even if you see am for another place. E dey apply to official and contractor staff too.',
          'No post document wey get other people personal data.',
          'If you get evidence of fraud or corruption, report am to the correct authority, like the Independent Corrupt Practices and Other Related Offences Commission (ICPC) or the Economic and Financial Crimes Commission (EFCC). To call person criminal for public post fit harm innocent people and fit make dem carry you go court.',
        ],
      },
      {
        heading: '5. No political campaign',
        paragraphs: [
          'Oversight na to follow public project, no be for election. No use review, comment or update do campaign for or against party or candidate, ask for vote, or post campaign material.',
          'To talk about wetin project don deliver or never deliver dey welcome, no matter who start am.',
          'Government and contractor account must keep update to true talk about the work: how far e don go, money wey dem spend, milestone and problem. Project update no be place for party slogan or to praise one politician.',
        ],
      },
      {
        heading: '6. Report bad use',
        paragraphs: [
          `If you see post wey break these rules, open am, copy im address from your browser and e-mail am to ${SUPPORT_EMAIL} with short note wey talk wetin dey wrong.`,
          'Abeg no answer abuse with abuse, and no use vote gang up on another user. To report na the fastest way to make dem handle problem.',
          'If somebody dey for danger right now, contact police or emergency people first.',
        ],
      },
      {
        heading: '7. How we dey check post',
        paragraphs: [
          'The Oversight team dey check report against these rules and our Rules of Use. We dey look the content and wetin dey around am, no be who post am or which side e dey: to criticise government no be reason to remove post.',
          'We fit remove content wey break the rules, or wey law say make we remove. Where e safe, we go tell the person wey post am wetin we remove and why.',
          'If you think say we get am wrong, reply our message or e-mail us, and person wey no dey inside the first decision go look am again.',
        ],
      },
      {
        heading: '8. Wetin go happen',
        paragraphs: [
          'Depending on how serious the offence be and if e don happen before, we fit remove the content, send warning, limit wetin the account fit post, suspend am for some time, or close am.',
          'Threat of violence, to post somebody private information, to pretend say you be another person and to spread lie on purpose fit make us close account the first time.',
          'Where law talk am, or somebody safety dey for danger, we fit give information to the correct authority.',
        ],
      },
    ],
  },
  about: {
    title: 'Wetin Oversight be',
    paragraphs: [
      'Oversight na platform to follow public project and plan for result for Nigeria. E dey bring the people wey dey fund, run, build and use public project together for one place.',
      'Ministry, department and agency dey post their project here with where dem dey, budget, money wey dem release and spend, contractor and how far e don go. Dem dey also use Oversight bring project list enter, run form and survey, plan with outcome and indicator, build dashboard, and invite the stakeholder dem wey suppose join.',
      'Citizen and civil-society organisation dey find those project for map or with search, eyemark the one dem wey concern dem, and post review and photo of wetin dem see for ground. Photo wey dem snap for the project itself dey get the "verified on site" mark.',
      'To put the official record and wetin citizen report side by side dey make am easy for everybody to see where work dey go well, where e don stop, and where public money need make dem look am well.',
    ],
  },
  resources: [
    {
      title: 'Questions wey people dey ask well well',
      description:
        'Eyemark, how to write review, verified-on-site photo, to bring spreadsheet enter, to invite stakeholder, and to delete your account.',
      href: '/faqs',
    },
    {
      title: 'Community Rules',
      description:
        'How to write review wey go help, which photo to post, wetin we no allow, and how to report post wey break the rules.',
      href: '/community-guidelines',
    },
    {
      title: 'Choose wetin concern you',
      description:
        'Pick the state, ministry, development goal and sector dem wey concern you, so the project wey you go first see na the one wey matter to you.',
      href: '/settings/interests',
    },
    {
      title: 'Privacy Rules',
      description:
        'Which data we dey collect, how we dey handle photo location, which cookie we dey use, how long we dey keep data, and your right under the Nigeria Data Protection Act 2023.',
      href: '/privacy',
    },
    {
      title: 'Rules of Use',
      description:
        'The rules to use Oversight: your account, wetin you post, government data, and wetin go happen if person break the rules.',
      href: '/terms',
    },
  ],
};

export default content;
