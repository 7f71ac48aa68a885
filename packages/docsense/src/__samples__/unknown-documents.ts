// OCR-like texts of pages that are neither a lab report nor a prescription.

/** A supermarket bill: items, quantities, rates, GST and a total; 'Sugar' and 'Salt' on it. */
export const GROCERY_BILL = `
MORE SUPERMARKET
GSTIN 29AABCM1234F1Z2
Bill No: 4521 Date: 02/09/2024 Time: 18:42
Item Qty Rate Amount
Sugar 1 kg 1 48.00 48.00
Tata Salt 1 kg 1 28.00 28.00
Aashirvaad Atta 5 kg 1 265.00 265.00
Amul Butter 100 g 2 56.00 112.00
Glucose D 500 g 1 120.00 120.00
Total Items: 5 Total: 573.00
CGST 2.5% 7.20 SGST 2.5% 7.20
Cash 600.00 Change 27.00
Thank you! Visit again
`;

/** A restaurant bill with table number, dishes and taxes. */
export const RESTAURANT_BILL = `
HOTEL SARAVANA BHAVAN
Table No: 12 Covers: 4 Waiter: Ravi
Masala Dosa 2 180.00
Paneer Butter Masala 1 260.00
Butter Naan 4 160.00
Filter Coffee 3 120.00
Sub Total 720.00
CGST @2.5% 18.00
SGST @2.5% 18.00
Grand Total Rs. 756.00
Thank you, visit again!
`;

/** A leave letter: prose with a duration ('for 5 days') but no medicine and no result. */
export const LEAVE_LETTER = `
To,
The Principal,
Kendriya Vidyalaya, Sector 8, R K Puram
Subject: Application for sick leave
Respected Sir,
I am writing to inform you that my son Aarav of class 6 B was down with fever
and could not attend school for 5 days from 12 August to 16 August 2024.
Kindly grant him leave for these days.
Thanking you,
Yours faithfully,
Sunil Kumar
`;

/** OCR of a landscape photo: fragments, symbols and a shop sign in the distance. */
export const LANDSCAPE_PHOTO = `
~ ' ., :: -- __
ii ll 1l | i
" ' ; - ~ ^
ee a ii o
ZSNWW ar
.. , ' |
`;

/** A diagnostic centre's invoice: test names with prices, not results. */
export const LAB_INVOICE = `
HEALTHCARE DIAGNOSTICS
Invoice No: HD/24/8812 Date: 03/09/2024
Patient: Meena Joshi
Test Name Rate
Complete Blood Count 350.00
Lipid Profile 600.00
HbA1c 450.00
TSH 400.00
Vitamin B12 800.00
Discount 10% 260.00
Net Amount Rs. 2340.00 Paid by UPI
`;
