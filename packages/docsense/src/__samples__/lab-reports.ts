// OCR-like texts of Indian lab reports, as a phone photo of a printed page reads: column gaps
// collapsed, some stray symbols and slips ('Haemog1obin', 'S6PT', 'Platelet Cont').

/** Lal PathLabs-style complete blood count with method notes, 'thou/mm3' units and H/L flags. */
export const CBC_REPORT = `
Dr Lal PathLabs
NABL Accredited Laboratory
Name : Mr. RAMESH KUMAR          Age : 45 Years
Sex : Male                        Lab No. : 412233871
Ref By : Dr. S K Gupta            Collected : 12/03/2024 08:15
Reported : 12/03/2024 14:02       Status : Final
~ ~ .
Test Name Results Units Bio. Ref. Interval
COMPLETE BLOOD COUNT (CBC)
Haemog1obin (Photometry) 11.2 L g/dL 13.00 - 17.00
Packed Cell Volume (PCV) 36.5 % 40.00 - 50.00
(Calculated)
RBC Count 4.21 mill/mm3 4.50 - 5.50
MCV 86.7 fL 83.00 - 101.00
MCH 26.6 pg 27.00 - 32.00
MCHC 30.7 g/dL 31.50 - 34.50
Red Cell Distribution Width (RDW) 14.9 % 11.60 - 14.00
Total Leukocyte Count (TLC) 12.6 thou/mm3 4.00 - 10.00
DIFFERENTIAL LEUCOCYTE COUNT
Neutrophils 78 % 40.00 - 80.00
Lymphocytes 15 % 20.00 - 40.00
Monocytes 5 % 2.00 - 10.00
Eosinophils 2 % 1.00 - 6.00
Basophils 0 % <2.00
Platelet Cont 1.2 lakhs/cumm 1.5 - 4.1
ESR (Westergren) 28 mm/hr 0 - 15
| I .
Interpretation: Please correlate clinically.
*** End of Report ***
`;

/** SRL-style liver and kidney panel: 'Test : value unit' rows, 'Up to' and '<' ranges. */
export const LFT_KFT_REPORT = `
SRL Diagnostics
Patient Name: Mrs Sunita Devi   Age/Sex: 52 Y / F
Referred By: Self
LIVER FUNCTION TEST
Bilirubin Total : 1.9 mg/dL 0.3 - 1.2
Bilirubin Direct : 0.6 mg/dL < 0.3
Bilirubin Indirect : 1.3 mg/dL 0.1 - 1.0
S6PT (ALT) : 56 U/L Up to 33
SGOT (AST) : 48 U/L Up to 32
Alkaline Phosphatase : 98 U/L 35 - 104
Total Protein : 7.1 g/dL 6.4 - 8.3
Albumin : 4.2 g/dL 3.5 - 5.2
Globulin : 2.9 g/dL 2.0 - 3.5
A/G Ratio : 1.45 1.0 - 2.1
KIDNEY FUNCTION TEST
Blood Urea : 28 mg/dL 17 - 43
Serum Creatinine : 0.9 mg/dL 0.6 - 1.1
Uric Acid : 6.8 mg/dL 2.6 - 6.0
Sodium (Na+) : 139 mmol/L 136 - 145
Potassium (K+) : 4.4 mmol/L 3.5 - 5.1
`;

/** Thyrocare-style lipid and thyroid profile with technology column and labelled bands. */
export const LIPID_THYROID_REPORT = `
THYROCARE
NAME : ANIL SHARMA (38Y/M)
REF. BY : SELF
TEST NAME TECHNOLOGY VALUE UNITS
LIPID PROFILE
TOTAL CHOLESTEROL PHOTOMETRY 236 mg/dL Desirable: < 200 Borderline: 200-239 High: >= 240
HDL CHOLESTEROL - DIRECT PHOTOMETRY 36 mg/dL >= 40
TRIGLYCERIDES PHOTOMETRY 210 mg/dL < 150
LDL CHOLESTEROL - DIRECT PHOTOMETRY 152 mg/dL Optimal < 100 Near optimal 100-129
VLDL CALCULATED 42 mg/dL 5 - 40
TC/ HDL CHOLESTEROL RATIO CALCULATED 6.6 Ratio 3 - 5
THYROID PROFILE
TOTAL TRIIODOTHYRONINE (T3) CLIA 112 ng/dL 60 - 200
TOTAL THYROXINE (T4) CLIA 8.1 µg/dL 4.5 - 12
TSH - ULTRASENSITIVE CLIA 6.42 µIU/mL 0.3 - 5.5
`;

/** Diabetes panel with a labelled HbA1c interpretation table after the rows. */
export const SUGAR_REPORT = `
City Diagnostic Centre
Name: Mr Prakash Rao Age: 61 Yrs Sex: M
GLUCOSE FASTING (FBS) 142 mg/dl 70 - 100
Glucose PP (2 hrs) 228 mg/dl 70 - 140
HbA1c 8.1 % Non-diabetic: < 5.7 Pre-diabetic: 5.7 - 6.4 Diabetic: >= 6.5
Estimated Average Glucose (eAG) 186 mg/dL
Interpretation:
Non diabetic adults < 5.7 %
At risk (prediabetes) 5.7 - 6.4 %
Diabetes >= 6.5 %
`;

/** Urine routine with dipstick words, '+' grades and a microscopy block with spans. */
export const URINE_REPORT = `
URINE ROUTINE EXAMINATION
PHYSICAL EXAMINATION
Colour Pale Yellow
Appearance Slightly Turbid
Specific Gravity 1.020 1.005 - 1.030
Reaction (pH) 6.0 4.5 - 8.0
CHEMICAL EXAMINATION
Albumin ++ Nil
Sugar Nil Nil
Ketone Bodies Absent Absent
Bile Pigments Absent Absent
Urobilinogen Normal Normal
Nitrite Positive Negative
MICROSCOPIC EXAMINATION
Pus Cells 12-15 /hpf 0 - 5
RBC 2-4 /hpf 0 - 2
Epithelial Cells 3-4 /hpf
Casts Absent
Crystals Calcium Oxalate Seen
Bacteria Present
`;

/** Fever panel: dengue NS1/IgM/IgG card test, malaria antigen, and a typed Widal result. */
export const FEVER_REPORT = `
SEROLOGY
Dengue NS1 Antigen : POSITIVE
Dengue IgM Antibody : Negative
Dengue IgG Antibody : Non Reactive
Malaria Antigen (Pf/Pv) : Negative
WIDAL TEST
S. Typhi O 1:160 1:80
S. Typhi H 1:80 1:80
S. Paratyphi AH 1:40
S. Paratyphi BH 1:20
HBsAg (Card) Non-Reactive
HIV I & II Non Reactive
Platelet Count 85,000 /cumm 1,50,000 - 4,10,000
`;

/** Slide Widal printed as a grid of dilutions with '+' and '-' under each. */
export const WIDAL_GRID_REPORT = `
WIDAL TEST (SLIDE AGGLUTINATION METHOD)
Antigen 1:20 1:40 1:80 1:160 1:320
S. Typhi O + + + + -
S. Typhi H + + - - -
S. Paratyphi AH - - - - -
S. Paratyphi BH + - - - -
Result: Significant titre for S. Typhi O
`;

/** Rows without printed ranges, so the knowledge base's ranges and unit conversions decide. */
export const NO_RANGE_REPORT = `
Sex: Female
Haemoglobin 10.4 gm/dl
Platelet Count 1.5 lakhs
WBC Count 7.8 x10^3/uL
Vitamin D (25-OH) 14.2 ng/mL
Vitamin B12 180 pg/mL
Serum Ferritin 9 ng/mL
Creatinine 1.3 mg/dL
`;
