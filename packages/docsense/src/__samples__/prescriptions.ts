// OCR-like texts of typed Indian prescriptions, with the slips a phone photo brings
// ('Dol0 650', 'Pan-4O', 'Augmentn 625', '1-O-1').

/** A general physician's fever prescription: Rx block, dash notation, durations, food timing. */
export const FEVER_PRESCRIPTION = `
Dr. Anjali Mehta
MBBS, MD (General Medicine)
Reg. No. DMC/45821
Sunrise Clinic, 24 MG Road, Lajpat Nagar, New Delhi
Ph: 011-26431122 Timings: 10 am - 2 pm
Date: 14/08/2024
Name: Rahul Verma Age/Sex: 34/M Wt: 72 kg
C/o: Fever with body ache x 3 days
Dx: Viral fever
Rx
1. Tab. Dol0 650 1-O-1 x 5 days after food
2. Cap. Pan-4O 1-0-0 before breakfast x 7 days
3. Tab Augmentn 625 1-0-1 x 5 days (after food)
4. Syp. Ascoril LS 5 ml TDS x 5 days
5. Tab Montek LC 0-0-1 x 10 days
Advice: Plenty of oral fluids, rest
Review after 5 days or SOS
Dr. Anjali Mehta
`;

/** A diabetes and blood pressure follow-up: generics with strengths, Latin codes, ongoing use. */
export const CHRONIC_PRESCRIPTION = `
City Care Hospital
Dr. R. K. Iyer MD (Medicine) Regd. No. 38291
Patient: Mrs. Lakshmi Narayanan 58 Yrs F
BP: 150/90 mmHg FBS: 162 mg/dl
Diagnosis: Type 2 Diabetes Mellitus, Hypertension
Rx
Tab Metformin 500 mg BD after meals to continue
Tab. Glycomet GP 1 1-0-0 before breakfast x 1 month
Tab Telma 40 OD x 30 days
Tab. Atorva 10 HS
Tab Ecosprin 75 0-1-0 after lunch
Tab. Thyronorm 50 mcg 1-0-0 empty stomach
Inv: HbA1c, Lipid profile after 3 months
Follow up after 1 month
`;

/** Medicines with notation on the next line, a skin cream, drops, SOS and a weekly capsule. */
export const MULTILINE_PRESCRIPTION = `
Dr. S. Banerjee, MBBS, DDVL
Reg No: WBMC 61234
Rx
Tab. Allegra 120
1-0-0 x 10 days
Cap. Becosules
0-1-0 x 1 month (after food)
Oint. Soframycin
apply locally BD x 7 days
Tab Crocin 650 SOS for fever
Cap Uprise D3 60K once a week x 8 weeks with milk
Ciplox Eye Drops 2 drops QID x 5 days
Tab. Zyxoral 10 mg 1-0-1 x 3 days
`;

/** A pharmacy's bill: medicine names with batch, expiry, quantity, MRP and GST, but no notation. */
export const PHARMACY_BILL = `
SHREE BALAJI MEDICAL STORE
GSTIN: 07AAKFS1234M1Z5 DL No. 20B/1234
Invoice No: INV-2291 Date: 14/08/2024
Sr Product Batch Exp Qty MRP Amount
1 DOLO 650 TAB DL4421 12/26 15 30.91 30.91
2 PAN 40 TAB PN2213 11/26 10 155.00 155.00
3 AUGMENTIN 625 DUO TAB AG112 10/25 6 201.47 201.47
4 ASCORIL LS SYP 100ML AS22 09/26 1 118.00 118.00
Sub Total 505.38
CGST 6% 27.07 SGST 6% 27.07
Net Amount Rs. 505.38
Thank you. Get well soon!
`;
