import { SUPPORT_EMAIL } from './contact';

export type FaqItem = { question: string; answer: string };

export const FAQS: FaqItem[] = [
  {
    question: 'What is Oversight?',
    answer:
      'Oversight is a public record of government projects in Nigeria: roads, schools, clinics, boreholes, power and more. Ministries, departments and agencies (MDAs) publish their projects with locations, budgets, contractors and progress. Citizens and civil-society organisations can find those projects on a map or in search, follow them, and post reviews and photos of what they see on the ground.',
  },
  {
    question: 'Is Oversight free?',
    answer:
      'Yes for citizens and civil-society organisations: finding, eyemarking, reviewing and commenting on projects cost nothing. Government bodies and contractors can take out a paid subscription plan, which raises limits such as the number of staff accounts an organisation can have. Current plans and prices are shown to organisation accounts under Settings > Subscription.',
  },
  {
    question: 'What does it mean to eyemark a project?',
    answer:
      "Eyemarking a project means following it. Press Eyemark on the project's page and it is added to your Eyemarked list, so you can come back to it quickly and be notified about activity on it. Projects you eyemark also appear on your public profile. Press the button again to stop following.",
  },
  {
    question: 'How do I review a project?',
    answer:
      'Sign in, open the project and choose to write a review. Give it a short title, say what you saw and when, and pick the reaction that fits best: Impressed, Excited, Hopeful, Unimpressed, Angry or Suggestion. You can attach up to four photos. Other people can reply, comment and vote your review up or down. You can also review an update posted by the organisation running the project. Please read the Community Guidelines before posting.',
  },
  {
    question: 'What does "verified on site" mean on a photo?',
    answer:
      "When you upload a photo, we read the GPS position your phone camera saved inside it. If that position is close to one of the project's recorded locations, the photo is marked as verified on site, which tells others it was very likely taken at the project itself. Photos without a position (for example screenshots, or pictures forwarded through messaging apps that remove location data) can still be posted; they just don't get the mark. To get it, take the picture with your phone's camera with location turned on.",
  },
  {
    question: 'How does Oversight use my location?',
    answer:
      'Location is used in two places. On the Discover map you can choose to see projects around you: your browser asks your permission, and your position is used to find projects within the distance you pick (10, 20 or 50 km). If you would rather not share it, choose a state instead. Secondly, when you upload a photo we read its saved GPS position to check whether it was taken on site. We never track your location in the background.',
  },
  {
    question: 'Who can see where my photos were taken?',
    answer:
      "After we read a photo's GPS position we remove it, with all other hidden data, from the image file itself, so nobody who downloads the picture can read it. The public sees only a rounded, approximate place for the photo. The organisation that owns the project can see the exact position, because it needs it to check the work on the ground.",
  },
  {
    question: 'Who publishes the projects?',
    answer:
      'Projects are published by the ministries, departments and agencies responsible for them, using their organisation accounts. The publishing organisation is named on every project page. Contractors and staff can manage projects or post progress updates where the owning organisation gives them access. Citizens and civil-society organisations do not create projects; they follow, review and comment on them.',
  },
  {
    question: "What if a project's information is wrong?",
    answer:
      'Figures such as cost, amount released, amount spent, dates and percentage completed come from the publishing organisation, and Oversight shows them as published. Organisations can correct their projects at any time, and changes are recorded in a change log. If what you see on the ground differs from what is published, say so in a review and attach photos: that is exactly what the review section is for, and the organisation can see it. If you believe information was published in error, you can also write to us and we will pass it on.',
  },
  {
    question: 'How does an MDA import projects from a spreadsheet?',
    answer:
      'From the organisation dashboard, open the project import. Download the template if you need it, then upload your Excel (.xlsx) or CSV file. Match each column in your file to an Oversight field, such as project name, project code, status, total cost or states. Before anything is saved, a preview lists errors that must be fixed (missing columns, or rows without a project name or project code) and warnings worth checking (values in the wrong format, or contractor names that look like a contractor already on Oversight). Large files are processed in the background, with progress shown on screen. Imported projects then appear in your project list, where you can edit them and decide when each is published.',
  },
  {
    question: 'How do I invite stakeholders to a project, form, plan or dashboard?',
    answer:
      "Open the item you want to share (a project, project group, form, form group, plan, outcome, indicator or dashboard) and choose to invite stakeholders. Pick a team member, department or organisation, and the role they should have on that item. The invitation waits until they accept or decline it, and you can withdraw it while it is pending. You can change someone's role or remove them later from the same place, or see everyone at once on the Stakeholders page.",
  },
  {
    question: 'How does a ministry, agency or contractor get an account?',
    answer:
      'Anyone can sign up as a citizen or a civil-society organisation. Government and contractor accounts are created from inside the platform instead: a ministry creates accounts for the agencies under it, MDAs invite the contractors they work with, and each organisation adds its own staff accounts. If your organisation is not on Oversight yet, contact us.',
  },
  {
    question: 'I forgot my password. What do I do?',
    answer:
      "On the sign-in page choose to reset your password and enter your e-mail address. If an account uses that address, we send a link for setting a new password. If it doesn't arrive within a few minutes, check your spam or promotions folder. Once signed in, you can change your password at any time in Settings.",
  },
  {
    question: 'Which browsers and phones can I use?',
    answer:
      "Oversight runs in your web browser; there is nothing to install. Use a recent version of Chrome, Firefox, Safari, Edge or Samsung Internet on an Android phone, iPhone, tablet or computer. The map and pages are built to work on low-cost phones and slower connections. To get the verified-on-site mark, upload photos taken with your phone's camera with location turned on.",
  },
  {
    question: 'How do I report abuse or a harmful post?',
    answer: `Every post has its own page. Open the post, copy its address from your browser and e-mail it to ${SUPPORT_EMAIL} with a line saying what is wrong, for example a personal attack, someone's phone number or home address, or political campaigning. We review every report against the Community Guidelines. If someone is in immediate danger, contact the police or emergency services first.`,
  },
  {
    question: 'How do I delete my account?',
    answer:
      'Go to Settings > Delete account and confirm. Your personal data (name, e-mail address, profile photo, interests and similar details) is removed. Reviews and comments you posted are not deleted but anonymised: they stay visible without your name, so that public discussions about projects remain readable. Deleting an account cannot be undone. If you manage an organisation, its projects, forms and plans belong to the organisation and are not affected.',
  },
  {
    question: 'How do I contact support?',
    answer: `E-mail ${SUPPORT_EMAIL}. Tell us the e-mail address or username on your account, what you were trying to do, and what happened, and add a screenshot if you can. For questions about your personal data, see the Privacy Policy.`,
  },
];
