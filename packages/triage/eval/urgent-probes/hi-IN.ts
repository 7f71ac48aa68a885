/** Same-day probes, Hindi: everyday descriptions that need a doctor today (urgent or emergency). */
export const URGENT_PROBES_HI_IN: readonly { kind: string; text: string }[] = [
  {
    kind: 'dengue_warning',
    text: 'बेटे को 4 दिन से बुखार था आज बुखार उतर गया पर पेट में बहुत दर्द है और बार बार उल्टी हो रही है मसूड़ों से खून भी आया',
  },
  {
    kind: 'dengue_warning',
    text: 'mummy ko 5 din se tez bukhar tha ab thoda kam hua hai lekin haath pe lal lal daane nikal aaye aur naak se khoon aaya subah',
  },
  {
    kind: 'appendicitis',
    text: 'कल रात से नाभि के पास दर्द था अब दायीं तरफ नीचे चला गया है चलने पे और खांसने पे ज्यादा होता है भूख बिल्कुल नहीं',
  },
  {
    kind: 'appendicitis',
    text: 'bhai ke pet me dard pehle naabhi ke aas paas tha ab right side neeche shift ho gaya chalne me dikkat khana bhi nahi kha raha',
  },
  {
    kind: 'dog_bite',
    text: 'गली के कुत्ते ने पापा के पैर पे काट लिया दांत के निशान है थोड़ा खून निकला हमने साबुन से धो दिया',
  },
  {
    kind: 'dog_bite',
    text: 'chhoti ko bandar ne haath pe kaat liya mandir ke paas skin phat gayi hai halka khoon aa raha kya karein',
  },
  {
    kind: 'child_dehydration',
    text: 'मेरी 2 साल की बेटी को कल से दस्त और उल्टी हो रहे है सुबह से पेशाब बहुत कम किया आंखें धंसी हुई लग रही है सुस्त पड़ी है',
  },
  {
    kind: 'child_dehydration',
    text: 'baby 1.5 saal ka hai loose motion ho rahe din bhar se diaper sukha hai aankhe andar ko dhasi lag rahi bahut pyaas lag rahi usko',
  },
  {
    kind: 'kidney_infection',
    text: 'दो दिन से पेशाब में जलन थी अब कंपकंपी के साथ बुखार आ गया और कमर के साइड में दर्द हो रहा है',
  },
  {
    kind: 'kidney_infection',
    text: 'wife ko peshab karte waqt jalan ho rahi thi ab thand lag ke bukhar aaya hai aur peeth me ek side dard hai',
  },
  {
    kind: 'jaundice_fever',
    text: 'भैया की आंखें पीली पीली दिख रही है और तीन दिन से बुखार भी है खाना नहीं खा रहे',
  },
  {
    kind: 'jaundice_fever',
    text: 'papa ki aankhein peeli ho gayi hai skin bhi thodi peeli lag rahi aur 2 din se halka bukhar hai',
  },
  {
    kind: 'deep_wound',
    text: 'सब्जी काटते हुए चाकू से उंगली में गहरा कट लग गया है खुल गया है खून रुक ही नहीं रहा टांके लगेंगे क्या',
  },
  {
    kind: 'deep_wound',
    text: 'chai ka garam pani haath pe gir gaya bade bade chhale pad gaye hai bahut jalan ho rahi',
  },
  {
    kind: 'high_fever_child',
    text: 'मेरे 3 साल के बेटे को 104 बुखार है दवाई दी पर नहीं उतर रहा बहुत सुस्त है',
  },
  {
    kind: 'high_fever_child',
    text: 'beti 2 saal ki hai raat se tez bukhar hai bilkul dheeli padi hai uth hi nahi rahi jyada so rahi hai',
  },
];
