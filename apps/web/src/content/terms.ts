import { SUPPORT_EMAIL } from './contact';
import type { LegalDocument } from './legal-document';

export const TERMS: LegalDocument = {
  title: 'Terms of Use',
  updated: '2026-11-21',
  intro:
    'These terms are the agreement between you and Oversight ("we", "us") for using the Oversight platform, whether you are a citizen, a civil-society organisation, a ministry, department or agency (MDA), a contractor, or a member of staff acting for one of them. By creating an account or using the platform you accept these terms, our Privacy Policy and our Community Guidelines. If you use Oversight on behalf of an organisation, you confirm that you are allowed to accept these terms for it.',
  sections: [
    {
      heading: '1. Your account',
      paragraphs: [
        'Citizens and civil-society organisations can sign up themselves. Accounts for ministries and agencies are created by their parent organisation, contractors are invited by the MDAs they work with, and organisations add their own staff accounts. One account is for one person or one organisation.',
        'Give accurate details when you sign up, including a working e-mail address, and keep them up to date. A civil-society organisation must give its correct name and registration (RC) number.',
        'Keep your password to yourself. You are responsible for what is done with your account. If you think someone else has used it, change your password at once and tell us.',
        'If you are under 18, you need the permission of a parent or guardian to create an account.',
      ],
    },
    {
      heading: '2. Acceptable use',
      paragraphs: [
        "Use Oversight to follow, discuss and manage public projects honestly. You must not: post false information on purpose; pretend to be another person, official or organisation; harass, threaten or abuse anyone; publish someone else's private information; use the platform for party-political campaigning; post unlawful material or material that infringes someone else's rights; or post spam or advertising.",
        'You must not interfere with the platform: no attempts to get into accounts or data you are not entitled to, no probing for security weaknesses without our written permission, no automated scraping or bulk requests that put a load on the service, and no malware.',
        'The Community Guidelines explain in more detail what is and is not welcome in reviews, comments and photos. They form part of these terms.',
      ],
    },
    {
      heading: '3. Content you post and the licence you give us',
      paragraphs: [
        'You keep ownership of the reviews, comments, updates and photos you post. Only post photos you took yourself or have the right to share.',
        'By posting, you give Oversight a non-exclusive, royalty-free, worldwide licence to store, display, copy, resize and share your content on the platform and in material about the projects it concerns, for as long as it is on Oversight. The organisation that owns a project may also use reviews and photos about that project in its own reports and monitoring.',
        'Public discussions have to stay readable. If you delete your account, your posts stay on the platform without your name, and this licence continues for them.',
        'You are responsible for what you post. We may remove content that breaks these terms or the Community Guidelines, or that we are required by law to remove.',
      ],
    },
    {
      heading: '4. Government and organisation data',
      paragraphs: [
        'Project information, forms, plans, indicators and dashboards are published by the organisations that own them. The publishing organisation is responsible for having the authority to publish that information and for what it says.',
        "Organisations that collect responses through forms and surveys are responsible for collecting them lawfully, telling respondents how their answers will be used, and handling them in line with the Nigeria Data Protection Act 2023. We store and process those responses on the organisation's behalf.",
        'You may view, quote and share project information that is public on Oversight, provided you name the publishing organisation as its source and do not misrepresent it.',
        "Staff and stakeholders given access to an organisation's content must use it only for the purpose it was shared for, and must not disclose content that has not been made public.",
      ],
    },
    {
      heading: '5. Accuracy of information',
      paragraphs: [
        'We show project information as the publishing organisation provided it, and reviews and photos as users posted them. We do not audit projects, check budget figures or confirm that work has been done, and we do not guarantee that any information on Oversight is complete, accurate or current.',
        'A "verified on site" mark means only that the GPS position saved in a photo was close to one of the project\'s recorded locations. It does not confirm what the photo shows, when it was taken, or that the position data was not altered.',
        'Do not rely on Oversight alone for financial, legal or investment decisions. Where accuracy matters, check with the publishing organisation.',
      ],
    },
    {
      heading: '6. Subscriptions and payment',
      paragraphs: [
        'Using Oversight as a citizen or civil-society organisation is free. Organisations may choose a paid subscription plan. Prices, what each plan includes and the billing period are shown before you subscribe.',
        'Card payments are handled by our payment provider. You can upgrade, downgrade or change the card on a subscription, and download invoices, in your subscription settings. Fees already paid are not refunded for a partly used period unless the law requires it.',
      ],
    },
    {
      heading: '7. Suspension and termination',
      paragraphs: [
        'You can stop using Oversight and delete your account at any time from Settings > Delete account.',
        'We may remove content, limit features, or suspend or close an account that breaks these terms, puts other users or the platform at risk, or where the law requires it. Where it is safe and lawful to do so, we will tell you why and give you a chance to respond.',
        "If an organisation's account is closed, content it published may be removed from public view. Sections 3, 5, 8 and 9 continue to apply after an account is closed.",
      ],
    },
    {
      heading: '8. Our liability',
      paragraphs: [
        'We work to keep Oversight available and secure, but we provide it "as is" and cannot promise it will always be uninterrupted or free of errors.',
        'We are not liable for losses caused by information published by organisations or other users, for indirect or consequential losses, or for loss of profit, revenue or data. For an organisation on a paid plan, our total liability for any claim is limited to the fees it paid us in the twelve months before the claim.',
        'Nothing in these terms limits any liability that cannot be limited under Nigerian law, or any right you have under the Federal Competition and Consumer Protection Act 2018 or the Nigeria Data Protection Act 2023.',
      ],
    },
    {
      heading: '9. Governing law and disputes',
      paragraphs: [
        'These terms are governed by the laws of the Federal Republic of Nigeria.',
        'If you have a complaint, please write to us first so that we can try to resolve it. If a dispute is not resolved within 30 days, either side may take it to a Nigerian court with jurisdiction.',
      ],
    },
    {
      heading: '10. Changes to these terms',
      paragraphs: [
        "We may update these terms as the platform or the law changes. The date at the top shows the latest version. For changes that materially affect you, we will give at least 14 days' notice by e-mail or in the app before they take effect.",
        'If you keep using Oversight after a change takes effect, the new terms apply. If you do not accept them, you can delete your account.',
      ],
    },
    {
      heading: '11. Contact',
      paragraphs: [
        `Questions about these terms can be sent to ${SUPPORT_EMAIL}. Questions about your personal data are answered in our Privacy Policy.`,
      ],
    },
  ],
};
