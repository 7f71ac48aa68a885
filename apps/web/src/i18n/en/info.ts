/** English strings of the information pages: FAQ, contact, terms, privacy. */
export const enInfo = {
  faq: {
    title: 'Frequently asked questions',
    subtitle: 'Quick answers about Arogya. Still unsure? Write to us.',
    items: [
      {
        q: 'Is the AI assistant a doctor?',
        a: 'No. The assistant gives general guidance based on what you describe and tells you how urgent it looks. It does not diagnose or prescribe. For a diagnosis, consult a doctor.',
      },
      {
        q: 'Which languages can I use?',
        a: 'English, Hindi, Punjabi, Bengali, Tamil, Telugu, Kannada, Marwari, Gujarati, Marathi and Bhojpuri. You can type or speak.',
      },
      {
        q: 'How are doctors verified?',
        a: 'A doctor creates a profile with their qualifications. Our team reviews it, and only verified profiles appear in the directory.',
      },
      {
        q: 'How do I pay for a consultation?',
        a: 'You pay the consultation fee shown on the doctor profile, in rupees, by card through a secure payment provider when you book. Arogya never sees your card details.',
      },
      {
        q: 'Do you keep the documents I upload?',
        a: 'No. A prescription or lab report is processed in memory to produce the explanation and is then discarded. It is never saved.',
      },
      {
        q: 'I forgot my password. What do I do?',
        a: 'Use "Forgot your password?" on the login page. We send a link that works for one hour.',
      },
      {
        q: 'Can I use Arogya in an emergency?',
        a: 'No. If you have chest pain, difficulty breathing, heavy bleeding, signs of a stroke or any other emergency, call 108 or 112 or go to the nearest hospital now.',
      },
      {
        q: 'How do I delete my account?',
        a: 'Write to support@arogya.health from the email of your account. We delete your account data and confirm by email.',
      },
    ],
  },
  contact: {
    title: 'Contact us',
    subtitle: 'We are happy to help with your account, appointments or anything else.',
    emailTitle: 'Email',
    emailBody: 'We answer within two working days.',
    email: 'support@arogya.health',
    cityTitle: 'Where we are',
    city: 'Bengaluru, Karnataka, India',
    emergencyTitle: 'Medical emergency?',
    emergencyBody:
      'Do not write to us. Call 108 (ambulance) or 112 (national emergency number) now, or go to the nearest hospital.',
  },
  terms: {
    title: 'Terms of Use',
    updated: 'Last updated: 1 November 2025',
    sections: [
      {
        heading: 'About Arogya',
        body: 'Arogya is an online platform that offers AI symptom guidance, a directory of verified doctors with appointment booking, an explanation of medical documents and chat for appointments. By using Arogya you agree to these terms.',
      },
      {
        heading: 'Not a substitute for medical care',
        body: 'The assistant and the document analyzer give general information, not a diagnosis or a prescription. Always follow the advice of a qualified doctor. In an emergency call 108 or 112.',
      },
      {
        heading: 'Your account',
        body: 'Give true information, keep your password secret and tell us at once if you think someone else has used your account. You must be 18 or older, or use Arogya with a parent or guardian.',
      },
      {
        heading: 'Doctors',
        body: 'Doctors must hold a valid registration with the National Medical Commission or a State Medical Council and follow the Telemedicine Practice Guidelines. Verification by Arogya checks the profile; the doctor remains responsible for the advice given.',
      },
      {
        heading: 'Appointments and payments',
        body: 'Fees are shown in Indian rupees before you pay. Payments are handled by a licensed payment provider; Arogya never sees your card details. For a question about a payment, write to support@arogya.health.',
      },
      {
        heading: 'Acceptable use',
        body: 'Do not misuse the service, upload content that is not yours to share, or try to access data of other users.',
      },
      {
        heading: 'Governing law',
        body: 'These terms are governed by the laws of India. Courts in Bengaluru, Karnataka have jurisdiction.',
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    updated: 'Last updated: 1 November 2025',
    intro:
      'Your health information is personal. We collect as little as we can, keep it only as long as we need it, and never sell it. This policy follows the Digital Personal Data Protection Act, 2023 (DPDP Act).',
    storedTitle: 'What we store and for how long',
    stored: [
      {
        what: 'Account data',
        detail:
          'Your name, email and role. Your password is never stored: we keep only an argon2 hash of it. Kept until you delete your account.',
      },
      {
        what: 'Appointments and chat messages',
        detail:
          'Date, time, doctor, fee and the messages exchanged for an appointment. Kept for as long as needed for your care relationship with the doctor.',
      },
      {
        what: 'Uploaded documents',
        detail:
          'Prescriptions and lab reports are processed in memory to produce the explanation and are then discarded. They are not stored.',
      },
      {
        what: 'Assistant conversations',
        detail: 'What you tell the AI assistant is used only to answer you and is not stored.',
      },
      {
        what: 'Password-reset links',
        detail: 'Stored only as a hash and expire after 1 hour.',
      },
      {
        what: 'Sign-in tokens',
        detail: 'Expire after 7 days and are revoked when you log out.',
      },
    ],
    sharingTitle: 'Who sees your data',
    sharing:
      'The doctor you book sees your name, email and the appointment details. The payment provider processes your payment. We do not sell data and do not use it for advertising.',
    rightsTitle: 'Your rights',
    rights:
      'Under the DPDP Act 2023 you have the right to access your data, to have it corrected, and to have it erased. You can also withdraw consent and nominate another person to exercise these rights.',
    contactTitle: 'Contact',
    contact:
      'To use your rights or ask a question, write to support@arogya.health. We answer within 30 days.',
  },
} as const;
