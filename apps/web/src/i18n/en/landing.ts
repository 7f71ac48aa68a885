/** English strings of the landing page (part of the `en` source). */
export const enLanding = {
  hero: {
    eyebrow: 'Health guidance for every Indian home',
    title: 'Feeling unwell? Get clear guidance in your language.',
    body: 'Tell our AI assistant what you feel, in English, Hindi, Tamil or eight other Indian languages. Understand what to do next, find a verified doctor and book a consultation.',
    cta: 'Talk to the AI assistant',
    secondary: 'Find a Doctor',
    disclaimer: 'Arogya gives guidance, not a diagnosis. In an emergency, call 108 or 112.',
  },
  claims: {
    label: 'Why people choose Arogya',
    support: '24/7 AI support',
    verified: 'Verified doctors',
    secure: 'Secure and private',
    trusted: 'Trusted by 10,000+ users',
  },
  features: {
    title: 'Everything you need to look after your health',
    subtitle: 'One place for guidance, doctors and your medical documents.',
    assistant: {
      title: 'AI assistant in 11 Indian languages',
      body: 'Type or speak your symptoms in the language you are comfortable with. The assistant asks follow-up questions and tells you how urgent it looks.',
    },
    doctors: {
      title: 'Verified doctors',
      body: 'Every doctor profile is checked by our team before patients can see it. Compare specialty, experience, fee and languages spoken.',
    },
    analyzer: {
      title: 'Document analyzer',
      body: 'Photograph a prescription or lab report and get a plain-language explanation of the medicines and results.',
    },
    secure: {
      title: 'Secure and private',
      body: 'Passwords are stored only as strong hashes, uploaded documents are never stored, and you can ask us to delete your data.',
    },
  },
  how: {
    title: 'How it works',
    subtitle: 'From "I don\'t feel well" to the right doctor in three steps.',
    step: 'Step {{number}}',
    describe: {
      title: 'Describe symptoms',
      body: 'Tell the assistant what you feel, by typing or speaking.',
    },
    advice: {
      title: 'Get advice',
      body: 'Receive clear guidance: care at home, see a doctor soon, or get emergency help.',
    },
    book: {
      title: 'Book appointment',
      body: 'Choose a verified doctor, pick a time slot and consult by video.',
    },
  },
  testimonials: {
    title: 'What our users say',
    rating: '{{rating}} out of 5 stars',
    items: [
      {
        quote:
          'My mother speaks only Tamil. She described her symptoms herself and understood the advice. That meant a lot to us.',
        name: 'Lakshmi Narayanan',
        role: 'Caregiver, Chennai',
        rating: 5,
      },
      {
        quote:
          'I finally understood my blood test report before visiting the doctor. The explanation was simple and calm.',
        name: 'Rohit Sharma',
        role: 'Patient, Jaipur',
        rating: 5,
      },
      {
        quote:
          'Patients come to the consultation better prepared. The verification process gave me confidence in the platform.',
        name: 'Dr. Ananya Iyer',
        role: 'General Physician, Bengaluru',
        rating: 4,
      },
    ],
  },
  cta: {
    title: 'Take charge of your health today',
    body: 'Create a free account to save your appointments and talk to doctors.',
    button: 'Sign up for free',
  },
} as const;
