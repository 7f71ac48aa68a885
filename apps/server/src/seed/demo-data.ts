import type { Qualification } from '@arogya/contracts/doctors';

/** Every demo account shares this password; the start log prints it with the logins. */
export const DEMO_PASSWORD = 'Arogya@2026';

export const DEMO_ADMIN = { name: 'Anita Rao', email: 'admin@arogya.demo' };

export const DEMO_PATIENTS = [
  { name: 'Priya Sharma', email: 'priya@arogya.demo' },
  { name: 'Ramesh Kumar', email: 'ramesh@arogya.demo' },
];

export type DemoDoctor = {
  name: string;
  specialty: string;
  experience: number;
  consultationFee: number;
  location: string;
  languages: string[];
  qualifications: Qualification[];
  rating: { average: number; count: number };
  verified: boolean;
  bio: string;
};

const mbbs = (university: string, year: number): Qualification => ({
  degree: 'MBBS',
  university,
  year,
});
const pg = (degree: string, university: string, year: number): Qualification => ({
  degree,
  university,
  year,
});

// [name, specialty, experience, fee, city, languages, qualifications, rating, count]
type Row = [string, string, number, number, string, string[], Qualification[], number, number];

const verifiedRows: Row[] = [
  [
    'Dr. Arjun Mehta',
    'Cardiologist',
    18,
    1200,
    'Mumbai',
    ['English', 'Hindi', 'Marathi'],
    [mbbs('Grant Medical College, Mumbai', 2003), pg('DM Cardiology', 'AIIMS New Delhi', 2010)],
    4.8,
    212,
  ],
  [
    'Dr. Kavita Iyer',
    'Dermatologist',
    11,
    800,
    'Chennai',
    ['English', 'Tamil'],
    [mbbs('Madras Medical College', 2010), pg('MD Dermatology', 'JIPMER Puducherry', 2014)],
    4.6,
    154,
  ],
  [
    'Dr. Suresh Reddy',
    'General Physician',
    22,
    500,
    'Hyderabad',
    ['English', 'Telugu', 'Hindi'],
    [
      mbbs('Osmania Medical College', 1999),
      pg('MD General Medicine', 'Osmania Medical College', 2004),
    ],
    4.7,
    389,
  ],
  [
    'Dr. Harpreet Kaur',
    'Gynecologist',
    15,
    900,
    'Chandigarh',
    ['English', 'Hindi', 'Punjabi'],
    [
      mbbs('Government Medical College, Patiala', 2006),
      pg('MS Obstetrics & Gynaecology', 'PGIMER Chandigarh', 2010),
    ],
    4.9,
    276,
  ],
  [
    'Dr. Sourav Banerjee',
    'Pediatrician',
    13,
    700,
    'Kolkata',
    ['English', 'Bengali', 'Hindi'],
    [mbbs('Calcutta Medical College', 2008), pg('MD Paediatrics', 'IPGMER Kolkata', 2012)],
    4.7,
    198,
  ],
  [
    'Dr. Meera Nair',
    'Psychiatrist',
    9,
    1000,
    'Kochi',
    ['English', 'Hindi'],
    [
      mbbs('Government Medical College, Thiruvananthapuram', 2012),
      pg('MD Psychiatry', 'NIMHANS Bengaluru', 2016),
    ],
    4.8,
    121,
  ],
  [
    'Dr. Vikram Singh',
    'Orthopedic',
    20,
    1000,
    'Jaipur',
    ['English', 'Hindi'],
    [
      mbbs('SMS Medical College, Jaipur', 2001),
      pg('MS Orthopaedics', 'SMS Medical College, Jaipur', 2005),
    ],
    4.5,
    233,
  ],
  [
    'Dr. Anjali Deshpande',
    'Neurologist',
    16,
    1300,
    'Pune',
    ['English', 'Marathi', 'Hindi'],
    [mbbs('B. J. Medical College, Pune', 2005), pg('DM Neurology', 'KEM Hospital, Mumbai', 2012)],
    4.6,
    167,
  ],
  [
    'Dr. Ravi Patel',
    'Endocrinologist',
    12,
    1100,
    'Ahmedabad',
    ['English', 'Gujarati', 'Hindi'],
    [
      mbbs('B. J. Medical College, Ahmedabad', 2009),
      pg('DM Endocrinology', 'AIIMS New Delhi', 2016),
    ],
    4.7,
    142,
  ],
  [
    'Dr. Lakshmi Venkatesh',
    'Ophthalmologist',
    19,
    600,
    'Bengaluru',
    ['English', 'Kannada', 'Tamil'],
    [
      mbbs('Bangalore Medical College', 2002),
      pg('MS Ophthalmology', 'Minto Eye Hospital, Bengaluru', 2006),
    ],
    4.6,
    301,
  ],
  [
    'Dr. Imran Qureshi',
    'ENT Specialist',
    14,
    700,
    'Lucknow',
    ['English', 'Hindi'],
    [
      mbbs("King George's Medical University, Lucknow", 2007),
      pg('MS ENT', "King George's Medical University, Lucknow", 2011),
    ],
    4.4,
    176,
  ],
  [
    'Dr. Neha Gupta',
    'General Physician',
    7,
    400,
    'New Delhi',
    ['English', 'Hindi'],
    [
      mbbs('Maulana Azad Medical College', 2014),
      pg('MD General Medicine', 'Lady Hardinge Medical College', 2018),
    ],
    4.5,
    98,
  ],
  [
    'Dr. Rajesh Pillai',
    'Pulmonologist',
    17,
    1000,
    'Thiruvananthapuram',
    ['English', 'Hindi'],
    [
      mbbs('Government Medical College, Kozhikode', 2004),
      pg('MD Pulmonary Medicine', 'PGIMER Chandigarh', 2009),
    ],
    4.7,
    188,
  ],
  [
    'Dr. Farah Khan',
    'Dermatologist',
    8,
    750,
    'Bhopal',
    ['English', 'Hindi'],
    [mbbs('Gandhi Medical College, Bhopal', 2013), pg('MD Dermatology', 'AIIMS Bhopal', 2017)],
    4.3,
    87,
  ],
  [
    'Dr. Gurpreet Sandhu',
    'Cardiologist',
    24,
    1500,
    'Ludhiana',
    ['English', 'Punjabi', 'Hindi'],
    [
      mbbs('Dayanand Medical College, Ludhiana', 1997),
      pg('DM Cardiology', 'PGIMER Chandigarh', 2004),
    ],
    4.9,
    412,
  ],
  [
    'Dr. Ananya Bose',
    'Gynecologist',
    10,
    850,
    'Kolkata',
    ['English', 'Bengali'],
    [
      mbbs('NRS Medical College, Kolkata', 2011),
      pg('MS Obstetrics & Gynaecology', 'Calcutta Medical College', 2015),
    ],
    4.6,
    134,
  ],
  [
    'Dr. Karthik Subramanian',
    'Gastroenterologist',
    15,
    1200,
    'Chennai',
    ['English', 'Tamil', 'Telugu'],
    [
      mbbs('Stanley Medical College, Chennai', 2006),
      pg('DM Gastroenterology', 'CMC Vellore', 2013),
    ],
    4.8,
    205,
  ],
  [
    'Dr. Pooja Joshi',
    'Pediatrician',
    6,
    600,
    'Indore',
    ['English', 'Hindi'],
    [
      mbbs('MGM Medical College, Indore', 2015),
      pg('MD Paediatrics', 'MGM Medical College, Indore', 2019),
    ],
    4.5,
    76,
  ],
  [
    'Dr. Venkata Rao',
    'Nephrologist',
    21,
    1300,
    'Visakhapatnam',
    ['English', 'Telugu'],
    [mbbs('Andhra Medical College', 2000), pg('DM Nephrology', 'NIMS Hyderabad', 2008)],
    4.6,
    159,
  ],
  [
    'Dr. Sneha Kulkarni',
    'Psychiatrist',
    12,
    1100,
    'Mumbai',
    ['English', 'Marathi', 'Hindi'],
    [
      mbbs('Seth GS Medical College, Mumbai', 2009),
      pg('MD Psychiatry', 'KEM Hospital, Mumbai', 2013),
    ],
    4.7,
    143,
  ],
  [
    'Dr. Abdul Rahman',
    'General Physician',
    30,
    350,
    'Patna',
    ['English', 'Hindi'],
    [mbbs('Patna Medical College', 1991), pg('MD General Medicine', 'Patna Medical College', 1995)],
    4.4,
    520,
  ],
  [
    'Dr. Divya Menon',
    'Endocrinologist',
    9,
    1000,
    'Bengaluru',
    ['English', 'Kannada', 'Hindi'],
    [
      mbbs("St. John's Medical College, Bengaluru", 2012),
      pg('DM Endocrinology', 'CMC Vellore', 2019),
    ],
    4.8,
    111,
  ],
  [
    'Dr. Hitesh Shah',
    'Orthopedic',
    14,
    900,
    'Surat',
    ['English', 'Gujarati', 'Hindi'],
    [
      mbbs('Government Medical College, Surat', 2007),
      pg('MS Orthopaedics', 'B. J. Medical College, Ahmedabad', 2011),
    ],
    4.5,
    164,
  ],
  [
    'Dr. Tanvi Chatterjee',
    'Neurologist',
    11,
    1200,
    'Kolkata',
    ['English', 'Bengali', 'Hindi'],
    [mbbs('IPGMER Kolkata', 2010), pg('DM Neurology', 'NIMHANS Bengaluru', 2017)],
    4.7,
    122,
  ],
  [
    'Dr. Manoj Yadav',
    'General Physician',
    5,
    300,
    'Varanasi',
    ['Hindi', 'English'],
    [
      mbbs('Institute of Medical Sciences, BHU', 2016),
      pg('MD General Medicine', 'Institute of Medical Sciences, BHU', 2020),
    ],
    4.2,
    64,
  ],
  [
    'Dr. Revathi Krishnan',
    'Ophthalmologist',
    13,
    700,
    'Coimbatore',
    ['English', 'Tamil'],
    [
      mbbs('Coimbatore Medical College', 2008),
      pg('MS Ophthalmology', 'Aravind Eye Hospital, Madurai', 2012),
    ],
    4.8,
    266,
  ],
  [
    'Dr. Naveen Gowda',
    'Pulmonologist',
    10,
    900,
    'Mysuru',
    ['English', 'Kannada'],
    [
      mbbs('Mysore Medical College', 2011),
      pg('MD Pulmonary Medicine', 'JSS Medical College, Mysuru', 2015),
    ],
    4.5,
    92,
  ],
  [
    'Dr. Simran Arora',
    'Dentist',
    8,
    500,
    'Amritsar',
    ['English', 'Punjabi', 'Hindi'],
    [
      pg('BDS', 'Government Dental College, Amritsar', 2013),
      pg('MDS Endodontics', 'Government Dental College, Amritsar', 2017),
    ],
    4.6,
    118,
  ],
  [
    'Dr. Alok Mishra',
    'Urologist',
    19,
    1100,
    'Bhubaneswar',
    ['English', 'Hindi'],
    [mbbs('SCB Medical College, Cuttack', 2002), pg('MCh Urology', 'AIIMS New Delhi', 2010)],
    4.6,
    147,
  ],
  [
    'Dr. Shalini Verma',
    'Gynecologist',
    20,
    1000,
    'Lucknow',
    ['English', 'Hindi'],
    [
      mbbs("King George's Medical University, Lucknow", 2001),
      pg('MS Obstetrics & Gynaecology', "King George's Medical University, Lucknow", 2005),
    ],
    4.7,
    298,
  ],
  [
    'Dr. Prakash Jadhav',
    'Cardiologist',
    14,
    1100,
    'Nagpur',
    ['English', 'Marathi', 'Hindi'],
    [
      mbbs('Government Medical College, Nagpur', 2007),
      pg('DM Cardiology', 'KEM Hospital, Mumbai', 2014),
    ],
    4.6,
    139,
  ],
  [
    'Dr. Bhavna Desai',
    'ENT Specialist',
    9,
    650,
    'Vadodara',
    ['English', 'Gujarati'],
    [mbbs('Medical College Baroda', 2012), pg('MS ENT', 'Medical College Baroda', 2016)],
    4.4,
    83,
  ],
  [
    'Dr. Sanjay Chaudhary',
    'Gastroenterologist',
    18,
    1300,
    'New Delhi',
    ['English', 'Hindi', 'Punjabi'],
    [
      mbbs('Maulana Azad Medical College', 2003),
      pg('DM Gastroenterology', 'AIIMS New Delhi', 2011),
    ],
    4.8,
    254,
  ],
];

const pendingRows: Row[] = [
  [
    'Dr. Rohit Saxena',
    'General Physician',
    3,
    300,
    'Kanpur',
    ['Hindi', 'English'],
    [mbbs('GSVM Medical College, Kanpur', 2020)],
    0,
    0,
  ],
  [
    'Dr. Aishwarya Raman',
    'Pediatrician',
    4,
    550,
    'Madurai',
    ['English', 'Tamil'],
    [mbbs('Madurai Medical College', 2016), pg('MD Paediatrics', 'Madurai Medical College', 2021)],
    0,
    0,
  ],
  [
    'Dr. Debashish Ghosh',
    'Dermatologist',
    2,
    500,
    'Guwahati',
    ['English', 'Bengali', 'Hindi'],
    [mbbs('Gauhati Medical College', 2019), pg('MD Dermatology', 'Gauhati Medical College', 2023)],
    0,
    0,
  ],
];

const toDoctor =
  (verified: boolean) =>
  (row: Row): DemoDoctor => {
    const [
      name,
      specialty,
      experience,
      consultationFee,
      location,
      languages,
      qualifications,
      average,
      count,
    ] = row;
    return {
      name,
      specialty,
      experience,
      consultationFee,
      location,
      languages,
      qualifications,
      rating: { average, count },
      verified,
      bio: `${specialty} in ${location} with ${experience} years of practice. Consults in ${languages.join(', ')}.`,
    };
  };

export const DEMO_DOCTORS: DemoDoctor[] = [
  ...verifiedRows.map(toDoctor(true)),
  ...pendingRows.map(toDoctor(false)),
];

/** demo email for a doctor: "Dr. Arjun Mehta" -> "arjun.mehta@arogya.demo" */
export const doctorEmail = (name: string) =>
  `${name
    .replace(/^Dr\.\s*/, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '')}@arogya.demo`;
