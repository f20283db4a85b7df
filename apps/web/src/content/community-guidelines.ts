import { SUPPORT_EMAIL } from './contact';
import type { LegalDocument } from './legal-document';

export const COMMUNITY_GUIDELINES: LegalDocument = {
  title: 'Community Guidelines',
  updated: '2026-11-21',
  intro:
    'Oversight works when people can trust what they read on it. Reviews, comments, updates and photos help citizens, civil-society organisations and government see how public projects are really going. These guidelines apply to everyone who posts, including ministries, departments, agencies and contractors, and they form part of our Terms of Use.',
  sections: [
    {
      heading: '1. Be factual',
      paragraphs: [
        'Say what you saw, where and when: "On 3 March the culvert at the Ilorin end was still unfinished and water was flooding the road" is more useful than "nothing is happening".',
        "Keep fact and opinion apart. Give your view, and choose the reaction that matches it, but don't present guesses or rumours as facts.",
        'Stay on the project. Reviews and comments should be about the project, its progress, quality, spending or effect on the community.',
        'If you made a mistake, say so in a reply. Never post something you know to be false.',
      ],
    },
    {
      heading: '2. Share photos of the site',
      paragraphs: [
        'The best photos are ones you took yourself at the project, showing the work as it is. Take them with your phone\'s camera with location turned on, so they can be marked "verified on site".',
        'Do not post edited or staged photos, pictures of a different site, or images copied from elsewhere and presented as your own.',
        'Point the camera at the work, not at people. Avoid close-ups of workers, residents or passers-by, and do not post photos in which children can be identified.',
        'Stay safe: do not enter a construction site, climb structures or confront anyone to get a picture.',
      ],
    },
    {
      heading: '3. Criticise the work, not the person',
      paragraphs: [
        'Robust criticism of a project, an organisation or how public money is spent is welcome. Personal attacks are not.',
        'No insults, threats, harassment or intimidation of anyone: other users, officials, contractors or workers.',
        'No hate speech or attacks based on ethnicity, religion, state of origin, gender, disability or any similar characteristic.',
        'No sexual content, graphic violence or obscene language.',
      ],
    },
    {
      heading: '4. Keep private information private',
      paragraphs: [
        "Do not post anyone's phone number, home address, e-mail address, ID or BVN number, bank details, or similar personal information, even if you found it elsewhere. This applies to officials and contractors' staff too.",
        "Do not post documents that contain other people's personal data.",
        'If you have evidence of fraud or corruption, report it to the proper authorities, such as the Independent Corrupt Practices and Other Related Offences Commission (ICPC) or the Economic and Financial Crimes Commission (EFCC). Naming individuals as criminals in a public post can harm innocent people and expose you to legal action.',
      ],
    },
    {
      heading: '5. No political campaigning',
      paragraphs: [
        'Oversight is for tracking public projects, not for elections. Do not use reviews, comments or updates to campaign for or against a party or candidate, ask for votes, or post campaign material.',
        'Talking about what a project has or has not delivered is welcome, whoever started it.',
        'Government and contractor accounts must keep updates to facts about the work: progress, spending, milestones and problems. Project updates are not a place for party slogans or praise of individual politicians.',
      ],
    },
    {
      heading: '6. Report misuse',
      paragraphs: [
        `If you see a post that breaks these guidelines, open it, copy its address from your browser and e-mail it to ${SUPPORT_EMAIL} with a short note on what is wrong.`,
        "Please don't reply to abuse with abuse, and don't use votes to pile on another user. Reporting is the quickest way to get a problem dealt with.",
        'If someone is in immediate danger, contact the police or emergency services first.',
      ],
    },
    {
      heading: '7. How moderation works',
      paragraphs: [
        'The Oversight team reviews reports against these guidelines and our Terms of Use. We look at the content and its context, not at who posted it or which side it takes: criticism of government is not a reason to remove a post.',
        'We may remove content that breaks the guidelines, or that we are legally required to remove. Where it is safe to do so, we tell the person who posted it what was removed and why.',
        'If you think we got it wrong, reply to our message or e-mail us, and someone who was not involved in the first decision will look at it again.',
      ],
    },
    {
      heading: '8. Consequences',
      paragraphs: [
        'Depending on how serious the breach is and whether it has happened before, we may remove the content, send a warning, limit what the account can post, suspend it for a period, or close it.',
        "Threats of violence, posting someone's private information, impersonation and deliberate false information may lead to an account being closed on the first occasion.",
        "Where the law requires it, or someone's safety is at risk, we may pass information to the relevant authorities.",
      ],
    },
  ],
};
