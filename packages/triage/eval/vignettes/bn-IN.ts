import type { Vignette } from '../vignette-schema';

/** Bengali (bn-IN), Bengali script; some numbers in Bengali digits, as people type them. */
export const BN_IN: Vignette[] = [
  {
    id: 'bn-stroke-father',
    language: 'bn-IN',
    turns: ['আমার বাবার বয়স ৭০, হঠাৎ মুখ বেঁকে গেছে, কথা জড়িয়ে যাচ্ছে আর বাঁ হাত তুলতে পারছেন না।'],
    expected: { level: 'emergency', area: 'head', conditions: ['stroke'] },
    tags: ['elderly'],
  },
  {
    id: 'bn-infant-fever-not-feeding',
    language: 'bn-IN',
    turns: ['আমার ২ মাসের বাচ্চার জ্বর, দুধ খাচ্ছে না, খুব ঝিমিয়ে আছে।'],
    expected: {
      level: 'emergency',
      area: 'none',
      conditions: ['very_sick_infant', 'sepsis', 'meningitis'],
    },
    tags: ['infant'],
  },
  {
    id: 'bn-snake-bite-field',
    language: 'bn-IN',
    turns: ['মাঠে কাজ করার সময় বাবাকে সাপে কামড়েছে, পায়ে দুটো দাঁতের দাগ, পা ফুলে যাচ্ছে।'],
    expected: { level: 'emergency', area: 'legs', conditions: ['snake_bite'] },
  },
  {
    id: 'bn-asthma-blue-lips',
    language: 'bn-IN',
    turns: [
      'মা হাঁপানির রোগী, এখন একদম শ্বাস নিতে পারছেন না, কথা বলতে পারছেন না, ঠোঁট নীল হয়ে যাচ্ছে।',
    ],
    expected: { level: 'emergency', area: 'chest', conditions: ['asthma', 'copd'] },
  },
  {
    id: 'bn-dengue-day-4',
    language: 'bn-IN',
    turns: ['৪ দিন ধরে ধুম জ্বর, চোখের পেছনে ব্যথা আর সারা গায়ে ব্যথা। বমি বা রক্তপাত নেই।'],
    expected: {
      level: 'urgent',
      area: 'none',
      conditions: ['dengue', 'chikungunya', 'viral_fever', 'malaria'],
    },
    tags: ['negation'],
  },
  {
    id: 'bn-jaundice',
    language: 'bn-IN',
    turns: ['এক সপ্তাহ ধরে চোখ হলুদ, প্রস্রাব গাঢ় হলুদ, একদম খিদে নেই, গা গোলাচ্ছে।'],
    expected: {
      level: 'urgent',
      area: 'abdomen',
      conditions: ['hepatitis_a', 'hepatitis_e', 'hepatitis_b'],
    },
  },
  {
    id: 'bn-rice-water-diarrhoea',
    language: 'bn-IN',
    turns: [
      'সকাল থেকে চাল ধোয়া জলের মতো পাতলা পায়খানা ১০ বার হয়েছে, খুব দুর্বল লাগছে, প্রস্রাব কম হচ্ছে।',
    ],
    expected: {
      level: 'urgent',
      acceptableLevels: ['emergency'],
      area: 'abdomen',
      conditions: ['cholera', 'gastroenteritis', 'dehydration'],
    },
  },
  {
    id: 'bn-uti',
    language: 'bn-IN',
    turns: ['দুদিন ধরে প্রস্রাবে জ্বালা আর বারবার প্রস্রাব পাচ্ছে। জ্বর নেই, কোমরে ব্যথা নেই।'],
    expected: {
      level: 'routine',
      acceptableLevels: ['urgent'],
      area: 'abdomen',
      conditions: ['urinary_tract_infection'],
    },
    tags: ['negation'],
  },
  {
    id: 'bn-hypothyroid',
    language: 'bn-IN',
    turns: ['সবসময় ক্লান্ত লাগে, ওজন বাড়ছে, শীত বেশি লাগে আর চুল পড়ে যাচ্ছে।'],
    expected: {
      level: 'routine',
      area: 'none',
      conditions: ['hypothyroidism', 'iron_deficiency_anaemia'],
    },
  },
  {
    id: 'bn-knee-pain-mother',
    language: 'bn-IN',
    turns: ['মায়ের বয়স ৬৫, অনেক দিন ধরে হাঁটুতে ব্যথা, সিঁড়ি ভাঙতে খুব কষ্ট হয়।'],
    expected: { level: 'routine', area: 'legs', conditions: ['osteoarthritis'] },
    tags: ['elderly'],
  },
  {
    id: 'bn-sore-throat',
    language: 'bn-IN',
    turns: ['কাল থেকে গলা ব্যাথা আর হালকা জর, ঢোক গিলতে একটু কষ্ট হচ্ছে, শ্বাসকষ্ট নেই।'],
    expected: {
      level: 'self_care',
      acceptableLevels: ['routine'],
      area: 'head',
      conditions: ['tonsillitis_pharyngitis', 'common_cold', 'viral_fever'],
    },
    tags: ['typo', 'negation'],
  },
  {
    id: 'bn-conjunctivitis',
    language: 'bn-IN',
    turns: ['দুই চোখ লাল, পিচুটি জমছে, সকালে চোখ জুড়ে যাচ্ছে। দেখতে কোনো অসুবিধা নেই, ব্যথা নেই।'],
    expected: { level: 'self_care', area: 'head', conditions: ['conjunctivitis'] },
    tags: ['negation'],
  },
  {
    id: 'bn-loose-motions-multi-turn',
    language: 'bn-IN',
    turns: [
      'শরীরটা ভালো লাগছে না',
      'পেট খারাপ, সকাল থেকে ৪ বার পাতলা পায়খানা হয়েছে, রক্ত নেই',
      'জ্বর নেই, জল আর ওআরএস খেতে পারছি, প্রস্রাব ঠিক আছে',
    ],
    expected: {
      level: 'self_care',
      area: 'abdomen',
      conditions: ['gastroenteritis', 'food_poisoning'],
    },
    tags: ['vague_opening', 'negation'],
  },
];
