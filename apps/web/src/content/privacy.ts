import { PRIVACY_EMAIL } from './contact';
import type { LegalDocument } from './legal-document';

export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  updated: '2026-11-21',
  intro:
    'This policy explains what personal data Oversight ("we", "us") collects, why, who can see it, how long we keep it and what your rights are. We handle personal data in line with the Nigeria Data Protection Act 2023 (the "Act"). We are the data controller for the accounts, profiles and posts on Oversight. When a ministry, department, agency or other organisation collects answers through its own forms or surveys on Oversight, that organisation is the controller of those answers and we process them on its behalf.',
  sections: [
    {
      heading: '1. What we collect',
      paragraphs: [
        'Account details: your e-mail address, username, password (stored only in scrambled, hashed form, never as readable text), account type, and, for a civil-society organisation, its name, RC number and contact phone number. If you sign in with Google, we receive your name and e-mail address from Google.',
        'Profile details you choose to add: display name, first and last name, profile photo, short bio, state of residence, and your interests (states, ministries, development goals and sectors). Where you give them, we also keep your gender and age range.',
        'What you post and do: reviews, comments, replies, photos, up and down votes, the projects you eyemark, the people you follow, and your answers to forms and surveys.',
        'Photo location: the GPS position saved inside photos you upload (see section 2).',
        "For organisation staff: your role, department and the organisations you belong to, and a record of changes you make to your organisation's projects.",
        'Technical data: your IP address, browser and device type, sign-in times, error reports, and records of which pages and features are used. We use this to keep the service secure, fix faults and improve it.',
        "Payments: for paid subscriptions, the organisation's billing details and invoices. Card details are entered with our payment provider; we do not store full card numbers.",
      ],
    },
    {
      heading: '2. Photos and location',
      paragraphs: [
        'When you upload a photo, we read the GPS position your camera saved in it and compare it with the project\'s recorded locations. If they are close, the photo is marked "verified on site".',
        'We then re-save the image without its GPS position and other hidden data (such as the camera model and time stamp), so that nobody who views or downloads the picture can read them.',
        'We keep the position in our database, separately from the image. The public sees only a rounded, approximate place for the photo. The organisation that owns the project can see the exact position, because it uses it to check work on the ground.',
        'If you choose to see projects "around me" on the Discover map, your browser asks your permission before sharing your position. The position is used to find projects within the distance you pick and is not saved to your profile or shown to anyone. You can choose a state instead.',
      ],
    },
    {
      heading: '3. Why we use your data and our lawful basis',
      paragraphs: [
        'To provide the service you signed up for (performance of a contract): creating and securing your account, showing your posts and profile, notifying you about projects you eyemark, and sending the verification code and password-reset e-mails.',
        'For transparency and monitoring of public projects (public interest and our legitimate interests): showing reviews and photos alongside projects, checking whether photos were taken on site, and giving organisations the information they need to respond.',
        'To keep Oversight safe and working (legitimate interests): preventing fraud and abuse, limiting excessive requests, investigating reports, and finding and fixing errors.',
        'To understand and improve the platform (legitimate interests): measuring how features are used. Government bodies that supervise a tenant see citizen statistics only as totals (for example by state, interest, age range or gender), never as individual profiles.',
        'With your consent: optional profile details such as gender and age range, and sharing your position for "around me". You can withdraw consent at any time by removing the detail or refusing the browser\'s location request.',
        'To meet legal obligations: keeping invoices and responding to lawful requests from authorities.',
      ],
    },
    {
      heading: '4. Who can see your data',
      paragraphs: [
        'Everyone, including people who are not signed in: your username, display name, profile photo, bio, account type, your posts and photos (with the rounded place), and the projects you eyemark.',
        'The organisation that owns a project: in addition to the above, the exact position of photos posted on that project. Organisations that run a form see the answers given to that form.',
        'Our service providers, only as needed to run Oversight and under contracts that require them to protect your data: hosting and storage, e-mail delivery, payment processing and error monitoring.',
        'Our advertising partner receives a single event when someone completes the sign-up verification step, so that we can tell whether our outreach campaigns work.',
        "Authorities, when Nigerian law requires us to disclose data, or when it is needed to protect someone's life or safety.",
        'We do not sell your personal data.',
      ],
    },
    {
      heading: '5. Cookies and storage on your device',
      paragraphs: [
        'Sign-in cookie: keeps you signed in. It is sent only over secure connections and lasts 30 days.',
        'Organisation cookie: remembers which organisation you are working as, if you belong to more than one. It lasts 364 days.',
        'Cookie notice: remembers that you have seen the cookie notice, whether you chose Accept or Close, so we do not show it again. It lasts 365 days.',
        "Your browser's local storage also keeps your chosen mode (citizen or organisation), your filters and recent searches, and a copy of recently viewed pages for up to 24 hours so the app loads faster on slow connections. Signing out clears your session and the sign-in and organisation cookies.",
        'You can clear cookies and site data in your browser settings at any time; you will then need to sign in again.',
      ],
    },
    {
      heading: '6. How long we keep data',
      paragraphs: [
        'Account and profile data: for as long as your account is open.',
        'Posts and photos: for as long as they are on the platform. If you delete your account they are kept without your name (see section 7).',
        'Form and survey answers: for as long as the organisation that collected them keeps the form, or until it deletes them.',
        'Security records and error reports: no longer than 12 months.',
        'Invoices and payment records: for as long as Nigerian tax and accounting law requires.',
        'Backups: deleted data may remain in our backups for up to 90 days, until those backups are overwritten.',
      ],
    },
    {
      heading: '7. Deleting your account',
      paragraphs: [
        'You can delete your account at any time from Settings > Delete account.',
        'When you do, we remove your personal data: your e-mail address, name, username, profile photo, bio, state of residence, interests, follows and eyemarks. Your sign-in sessions end straight away.',
        'Reviews, comments and photos you posted are not deleted but anonymised: they stay visible without your name or any link to you, so that public discussions about projects remain readable and replies still make sense. If you want a particular post removed before you delete your account, contact us.',
        'Records we must keep by law, such as invoices, are kept for the period the law requires.',
      ],
    },
    {
      heading: '8. Your rights',
      paragraphs: [
        'Under the Act you have the right to: be told how your data is used; get a copy of your personal data; have inaccurate data corrected; have your data erased; restrict or object to how we use it, including use based on our legitimate interests; receive your data in a commonly used, machine-readable format; withdraw consent at any time; and not be subject to decisions based solely on automated processing that significantly affect you.',
        'You can correct most details yourself in Settings. For anything else, e-mail us from the address on your account. We may ask you to confirm your identity. We will answer without undue delay and in any case within 30 days.',
        'If you are not satisfied with our answer, you can complain to the Nigeria Data Protection Commission.',
      ],
    },
    {
      heading: '9. Security and transfers',
      paragraphs: [
        'We protect your data with encrypted connections, hashed passwords, short-lived sign-in tokens that can be revoked, and access controls that limit staff and organisations to the data they need.',
        'If a personal data breach is likely to put your rights at risk, we will notify the Nigeria Data Protection Commission within 72 hours of becoming aware of it and tell you without undue delay.',
        'Some of our service providers may store or process data outside Nigeria. Where that happens, we transfer data only as the Act allows, for example to countries with adequate protection or under contractual safeguards.',
      ],
    },
    {
      heading: '10. Children',
      paragraphs: [
        'Oversight is meant for adults. Anyone under 18 needs the consent of a parent or guardian to create an account. If you believe a child has given us personal data without that consent, contact us and we will delete it.',
        'Please do not post photos in which children can be identified.',
      ],
    },
    {
      heading: '11. Changes and contact',
      paragraphs: [
        'We will update this policy when our practices or the law change. The date at the top shows the latest version, and we will tell you in advance, by e-mail or in the app, about changes that materially affect you.',
        `For any privacy question or request, contact our Data Protection Officer at ${PRIVACY_EMAIL}.`,
      ],
    },
  ],
};
