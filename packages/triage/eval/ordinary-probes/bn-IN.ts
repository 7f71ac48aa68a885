import type { OrdinaryProbe } from '../ordinary-probes';

/** Ordinary probes, Bengali: everyday health messages that are not emergencies. */
export const ORDINARY_PROBES_BN_IN: readonly OrdinaryProbe[] = [
  { level: 'self_care', text: 'গত দুদিন ধরে নাক দিয়ে জল পড়ছে আর হাঁচি হচ্ছে, জ্বর নেই। কী করব?' },
  {
    level: 'self_care',
    text: 'gola ta ektu khuskhus korche kal theke, gorom jole nun diye gargle korle hobe?',
  },
  { level: 'self_care', text: 'রাতে ভাজাভুজি খাওয়ার পর বুক জ্বালা করে অম্বল হয় কী খাব' },
  {
    level: 'self_care',
    text: 'amar 5 bochorer chele ke kirmir osudh koto din por por dewa uchit? pet e kono kosto nei, emni jiggesh korchi',
  },
  {
    level: 'self_care',
    text: 'আমার বয়স ৩২, গত এক সপ্তাহ অফিসের কাজের চাপে রাতে ঘুম ঠিক হচ্ছে না। শুতে যাই কিন্তু দেড়-দু ঘণ্টা জেগে থাকি। রাতে মোবাইল বেশি দেখি সেটা মানছি। অন্য কোনো সমস্যা নেই, শুধু ঘুমটা কীভাবে ভালো করব জানতে চাই।',
  },
  { level: 'self_care', text: 'মশার কামড়ে বাচ্চার হাতে পায়ে লাল লাল ফুলে গেছে চুলকাচ্ছে খুব' },
  {
    level: 'self_care',
    text: 'sardi kashi 3 din hoye geche, halka gola byatha, jor nei. bhap nile kaj hobe?',
  },
  {
    level: 'self_care',
    text: 'বয়স ৪০, গত পাঁচ-ছ দিন ধরে কোষ্ঠকাঠিন্য হচ্ছে, দু-তিন দিন পর পর পায়খানা হয়। জল কম খাওয়া হচ্ছে আর শাকসবজিও কম খাচ্ছি। পেটে ব্যথা বা রক্ত কিছু নেই। ইসবগুল খাওয়া যায়?',
  },
  {
    level: 'self_care',
    text: 'মেয়ের বয়স ৮, স্কুল থেকে মাথায় উকুন নিয়ে এসেছে। রোজ চিরুনি দিয়ে আঁচড়াচ্ছি কিন্তু যাচ্ছে না। মাথায় ঘা বা অন্য কিছু নেই। কোন লোশন লাগাব, আর বাড়ির বাকিদেরও কি লাগাতে হবে?',
  },
  {
    level: 'self_care',
    text: 'periods er prothom dine pet byatha hoy protibar, hot water bag dile kome. eta ki normal?',
  },
  { level: 'self_care', text: 'সিঁড়ি দিয়ে নামতে গিয়ে গোড়ালি একটু মচকে গেছে, হাঁটতে পারছি, ফোলা অল্প' },
  {
    level: 'self_care',
    text: 'সবজি কাটতে গিয়ে আঙুল কেটে গেছে, রক্ত থেমে গেছে, ছোট কাটা। ডেটল লাগালেই হবে?',
  },
  { level: 'self_care', text: 'mouth ulcer hoyeche 2 ta, khete gele jale. ki lagabo' },
  {
    level: 'self_care',
    text: 'আমার মা ৬৫ বছর, প্রেশারের ওষুধ নিয়মিত খান। আজ সকালে মেশিনে মাপলাম ১৩৪/৮৪ এসেছে। মাথা ঘোরা বা অন্য কোনো কষ্ট নেই, দিব্যি আছেন। এটা কি ঠিক আছে?',
  },
  {
    level: 'self_care',
    text: 'আধঘণ্টা আগে হাতে মৌমাছি কামড়েছে। হুলটা বের করে দিয়েছি, বরফ দিয়েছি। জায়গাটা একটু ফুলে আছে আর জ্বালা করছে। শ্বাসকষ্ট বা গা চুলকানো কিছু নেই। আর কী করব?',
  },
  { level: 'self_care', text: 'গরমে পিঠে ঘামাচি হয়েছে, পাউডার দেব?' },
  {
    level: 'self_care',
    text: 'পরীক্ষার আগে খুব টেনশন হচ্ছে পড়া মনে থাকছে না মনে হচ্ছে সব ভুলে যাব কী করব',
  },
  {
    level: 'self_care',
    text: 'ami pregnant 2 mash, sokale bomi bomi lage ar thik moto khete parchi na. ektu ektu kore khacchi, jol o khacchi. ki korle bhalo hoy?',
  },
  {
    level: 'self_care',
    text: 'বাচ্চা ৩ বছর কিছুতেই খেতে চায় না কিন্তু খেলাধুলা করছে ডাক্তার বলেছিল ওজন ঠিক আছে',
  },
  { level: 'self_care', text: 'দুপুরে বাইরের খাবার খেয়ে একবার বমি হয়েছে, এখন ঠিক আছি, জল খাচ্ছি' },
  { level: 'self_care', text: 'pa er gorali fete geche, ki lagabo' },
  {
    level: 'self_care',
    text: 'আমি ৩৫ বছরের মহিলা, ওজন ৮০ কেজি, উচ্চতা ৫ ফুট ৩। ওজন কমাতে চাই, দু সপ্তাহ হল সকালে হাঁটা শুরু করেছি। রাতে রুটি না ভাত কোনটা ভালো? মিষ্টি একদম ছাড়তে পারছি না।',
  },
  {
    level: 'self_care',
    text: 'amar babar sugar ache, boyosh 60. aj fasting sugar 118 esheche, gotokal chilo 124. osudh thik moto khacchen, roj hatahati o korchen. kono durbolota ba matha ghora nei. eta ki thik range e ache?',
  },
  {
    level: 'self_care',
    text: 'সারাদিন কম্পিউটারে কাজ করে চোখ একটু লাল আর জল পড়ে, ব্যথা নেই, দেখতে ঠিক পাচ্ছি',
  },
  { level: 'self_care', text: 'ঠান্ডা লেগে নাক বন্ধ রাতে ঘুমাতে পারছিনা ভিক্স দিলে হবে' },
  {
    level: 'self_care',
    text: 'আমার মেয়ে ২ বছর, কাল সন্ধে থেকে হালকা জ্বর ৯৯.৮। খেলছে, খাচ্ছে, প্রস্রাবও ঠিক হচ্ছে। একটু সর্দি আছে। প্যারাসিটামল সিরাপ দেব কি?',
  },
  { level: 'self_care', text: 'থাইরয়েডের ওষুধ খালি পেটে খেতে হয়, চা কতক্ষণ পরে খাব?' },
  {
    level: 'self_care',
    text: 'মা চলে গেছেন ৩ মাস হল, এখনও মন খুব খারাপ থাকে। কাজকর্ম করছি, খাচ্ছি, কিন্তু হঠাৎ হঠাৎ কান্না পায়। কোনো খারাপ চিন্তা আসে না। এটা কি স্বাভাবিক?',
  },
  { level: 'self_care', text: 'khub gas hocche pet e, dhekur uthche baar baar' },
  {
    level: 'self_care',
    text: 'কানে ময়লা জমেছে মনে হচ্ছে, একটু ভার ভার লাগে। ব্যথা নেই, পুঁজ বা জল বেরোয় না, শুনতেও পাচ্ছি ঠিক। কটন বাড দিয়ে পরিষ্কার করা কি ঠিক?',
  },
  {
    level: 'self_care',
    text: 'kodin dhore pith e byatha, saradin chair e bose kaj kori. kono chot lageni, pa obosh hoy na. ki byayam korbo?',
  },
  { level: 'self_care', text: 'আয়রনের ট্যাবলেট খেলে পায়খানা কালো হয়, এটা কি চিন্তার বিষয়?' },
  { level: 'self_care', text: 'hothat pet kharap, 2 bar patla paykhana, ORS khacchi, jor nei' },
  {
    level: 'self_care',
    text: 'বয়স ৫৫, সিঁড়ি ভাঙলে হাঁটুতে ব্যথা হয়, ওজন একটু বেশি। সকালে দশ মিনিট মতো জড়তা থাকে। ফোলা বা লাল কিছু নেই। বাড়িতে কী করতে পারি?',
  },
  { level: 'self_care', text: 'কি খেলে হিমোগ্লোবিন বাড়বে' },
  { level: 'self_care', text: 'chul khub porche kichu din, stress e achi' },
  {
    level: 'self_care',
    text: 'প্রেজেন্টেশনের আগে খুব নার্ভাস লাগে, হাত ঘামে, গলা শুকিয়ে যায়। কীভাবে সামলাব?',
  },
  { level: 'self_care', text: 'শীতে ঠোঁট ফেটে যাচ্ছে' },
  {
    level: 'self_care',
    text: 'রোজ ডাবের জল খেলে কি প্রেসারের জন্য ভালো আমার হাই প্রেসার আছে ওষুধ খাই',
  },
  {
    level: 'self_care',
    text: 'আমার ৮ মাসের বাচ্চার দাঁত উঠছে, খুব লালা পড়ছে আর সব কামড়াচ্ছে, একটু খিটখিটে',
  },
  {
    level: 'routine',
    text: 'গত ৩ সপ্তাহ ধরে কাশি হচ্ছে। প্রথমে সর্দি ছিল, সেটা সেরে গেছে কিন্তু কাশিটা যাচ্ছে না, রাতে বেশি হয়। জ্বর নেই, ওজন কমেনি, কফে রক্ত নেই। কাশির সিরাপ খেয়েছি কাজ হয়নি। টিবি হতে পারে কি?',
  },
  {
    level: 'routine',
    text: 'mathay khushki ar chulkani onekdin dhore, shampoo bodlalam tao kaj hocche na',
  },
  { level: 'routine', text: 'কুঁচকিতে গোল গোল চুলকানি, দাদ মনে হয়, ক্রিম লাগালে কমে আবার হয়' },
  { level: 'routine', text: 'রাতে হাতের আঙুলের ফাঁকে খুব চুলকায় বাড়ির সবার হচ্ছে' },
  {
    level: 'routine',
    text: 'period 2-3 mash por por hoy, mukhe bron ar lom bere jacche, weight o barche. PCOS hote pare?',
  },
  {
    level: 'routine',
    text: 'বয়স ২৬, বিবাহিত। কদিন ধরে সাদা স্রাব বেশি হচ্ছে, দইয়ের মতো, একটু চুলকানিও আছে। জ্বর বা তলপেটে ব্যথা নেই। পিরিয়ড ঠিক সময়ে হয়েছে।',
  },
  {
    level: 'routine',
    text: 'আমার বয়স ২৮, অনেকদিন ধরে খুব ক্লান্ত লাগে, সিঁড়ি উঠলে একটু হাঁফ ধরে। আয়নায় দেখি চোখের নিচ ফ্যাকাশে। পিরিয়ড বেশি হয়। এখনও কোনো রক্ত পরীক্ষা করিনি। অ্যানিমিয়া হতে পারে?',
  },
  { level: 'routine', text: 'thyroid report e TSH 7.2 esheche, kono osudh khai na, ki korbo' },
  { level: 'routine', text: 'পায়খানার সময় অল্প রক্ত পড়ে, জ্বালা করে, কোষ্ঠকাঠিন্য থাকে। পাইলস?' },
  {
    level: 'routine',
    text: 'আমার বাবার বয়স ৭২, আজকাল ভুলে যাওয়া বেড়েছে। চাবি কোথায় রাখলেন, লোকের নাম মনে থাকে না। নিজের কাজকর্ম নিজেই করতে পারছেন। কোন ডাক্তার দেখাব?',
  },
  {
    level: 'routine',
    text: 'prothombar test korlam, sugar fasting 160 PP 240 esheche, kono osudh khai na',
  },
  { level: 'routine', text: 'কানের ভিতর চুলকায় আর একটু পুঁজের মতো বেরোয় এক সপ্তাহ' },
  {
    level: 'routine',
    text: 'ক্লাস নাইনে পড়ি, ব্ল্যাকবোর্ডের লেখা দূর থেকে ঝাপসা দেখি। বেশিক্ষণ পড়লে মাথাব্যথা করে। চশমা লাগবে কি?',
  },
  {
    level: 'routine',
    text: 'প্রেশার তিনদিন মাপলাম ১৪৬/৯৪, ১৫০/৯২, ১৪৪/৯০। বয়স ৪৫, কোনো ওষুধ খাই না, মাঝে মাঝে মাথাব্যথা হয়।',
  },
  { level: 'routine', text: 'বাচ্চার পায়খানায় সাদা সুতোর মতো কৃমি দেখলাম, রাতে পাছা চুলকায়' },
  {
    level: 'routine',
    text: 'pregnancy 5 mash cholche, ekhon kon kon test korate hobe? ar ki ki khabo na?',
  },
  { level: 'routine', text: 'ঘাড়ে ব্যথা আর হাতে মাঝে মাঝে ঝিনঝিন করে কম্পিউটারে কাজ করি সারাদিন' },
  {
    level: 'routine',
    text: 'বয়স ১৯, এক বছর ধরে মুখে খুব ব্রণ হচ্ছে, পুঁজ ভরা, সেরে গেলে দাগ থেকে যায়। ফেসওয়াশ বদলে দেখেছি, লাভ হয়নি। খুঁটি না তবুও দাগ পড়ছে। কোন ডাক্তার দেখাব?',
  },
  {
    level: 'routine',
    text: 'acidity er osudh roj khete hoy 2 mash dhore, na khele jala kore. roj khawa ki thik?',
  },
  {
    level: 'routine',
    text: 'ছেলের বয়স ১০। বছরে ৫-৬ বার গলা ব্যথা আর টনসিল ফুলে জ্বর হয়, প্রতিবার অ্যান্টিবায়োটিক লাগে। এখন ভালো আছে। অপারেশন করাতে হবে কিনা জানতে চাই।',
  },
  {
    level: 'routine',
    text: 'একমাস ধরে ঘুম ঠিক আসে না, মন ভালো থাকে না, কাজে মন বসে না। খাওয়াও কমে গেছে। কোনো খারাপ চিন্তা আসে না, শুধু সবকিছু ভারী লাগে। কাউন্সেলিং কোথায় পাব?',
  },
  {
    level: 'routine',
    text: 'USG te kidney stone 5mm dhora poreche, ekhon byatha nei. jol beshi khacchi, aar ki korbo?',
  },
  { level: 'routine', text: 'হাঁটু মাঝে মাঝে ফুলে যায়, বয়স ৬০, হাঁটতে কষ্ট, ব্যথার ওষুধ খেয়ে চলছে' },
  { level: 'routine', text: 'report e vitamin D 12 esheche, koto din osudh khete hobe' },
  { level: 'routine', text: 'রাতে ৩-৪ বার প্রস্রাব করতে উঠি, বয়স ৬৮, জ্বালা নেই' },
  { level: 'routine', text: 'পায়ের আঙুলের ফাঁকে সাদা হয়ে চুলকায় আর ফেটে যায়, বর্ষায় বেশি' },
  { level: 'routine', text: 'diet kore o weight komche na, thyroid check korbo?' },
  { level: 'routine', text: 'মাসিক খুব বেশি হয় ৭-৮ দিন, বারবার প্যাড বদলাতে হয়, দুর্বল লাগে' },
  {
    level: 'routine',
    text: 'amar meye 7 bochor, 1 mash dhore khabar khete chay na, ektu roga hoye geche mone hoy. jor nei, khela dhula kore, school e jay. pet e majhe majhe byatha bole. onekdin krimir osudh deoa hoyni.',
  },
  { level: 'routine', text: 'বাচ্চা ২ মাস, বুকের দুধ কম হচ্ছে মনে হচ্ছে, তবে ওজন ঠিকঠাক বাড়ছে' },
  { level: 'routine', text: 'golay koyekta anchil hoyeche, katate chai' },
  { level: 'routine', text: 'kadhe byatha, 3 soptaho dhore haat upore thik moto tulte parchi na' },
  { level: 'routine', text: 'খাওয়ার পর পেটের উপরের দিকে ব্যথা, মাসখানেক, ওষুধে কিছুদিন কমে আবার হয়' },
  {
    level: 'routine',
    text: 'pregnancy te sugar test e ektu beshi esheche, 6 mash cholche, ki korte hobe',
  },
  {
    level: 'routine',
    text: 'রাতে খুব নাক ডাকি, বউ বলে মাঝে মাঝে দম আটকে যায় মনে হয়। দিনে অফিসে বসে ঘুম পায়। ওজন ৯০ কেজি।',
  },
  {
    level: 'urgent',
    text: '৩ দিন ধরে জ্বর ১০৩ পর্যন্ত উঠছে, প্যারাসিটামল খেলে নামে আবার ওঠে। গা হাত পায়ে খুব ব্যথা, চোখের পেছনে ব্যথা। পাড়ায় ডেঙ্গু হচ্ছে। বমি বা রক্তপাত কিছু নেই, জল খাচ্ছি ভালোই।',
  },
  {
    level: 'urgent',
    text: 'kompo diye jor asche ekdin por por, ghame jor chere jay. malaria hote pare? amader elakay hoy',
  },
  {
    level: 'urgent',
    text: 'jor 5 din dhore komche na, pet e halka byatha, khide nei. typhoid test korabo?',
  },
  {
    level: 'urgent',
    text: 'সকাল থেকে কোমরের ডানদিক থেকে তলপেটের দিকে খুব ব্যথা আসছে যাচ্ছে। দু বছর আগে একবার স্টোন হয়েছিল, এরকমই ব্যথা ছিল। একবার বমি হয়েছে। জ্বর নেই।',
  },
  { level: 'urgent', text: 'প্রস্রাবে জ্বালা আর আজ কাঁপুনি দিয়ে জ্বর এসেছে, কোমরের একদিকে ব্যথা' },
  {
    level: 'urgent',
    text: 'আমার ছেলে ১২ বছর, সাইকেল থেকে পড়ে কবজিতে লেগেছে। ফুলে গেছে, ঘোরাতে পারছে না, ব্যথায় কাঁদছে। বরফ দিয়েছি। হাড় ভেঙেছে কিনা কোথায় দেখাব?',
  },
  {
    level: 'urgent',
    text: 'paray kukur kamriyeche payer gore, alpo rokto beriyeche, sabaan jol e dhuyechi. injection ajke kothay nebo?',
  },
  {
    level: 'urgent',
    text: 'ছেলে ৪ বছর, ২ দিন ধরে দিনে ৮-১০ বার পাতলা পায়খানা, প্রস্রাব কমে গেছে, মুখ শুকনো। তবে জল খাচ্ছে আর কথা বলছে।',
  },
  { level: 'urgent', text: 'চোখে কিছু পড়েছে মনে হচ্ছে খুব খচখচ করছে জল পড়ছে ধুয়েও যাচ্ছে না' },
  { level: 'urgent', text: 'baccha 6 bochor, kal rat theke kane khub byatha, jor 101, kandche' },
  {
    level: 'urgent',
    text: 'গলায় খুব ব্যথা, ঢোক গিলতে কষ্ট, জল খেতে পারছি। জ্বর ১০২, টনসিলে সাদা দাগ।',
  },
  { level: 'urgent', text: 'বগলে ফোঁড়া হয়েছে বড় হয়ে গেছে খুব ব্যথা জ্বর জ্বর লাগছে' },
  {
    level: 'urgent',
    text: '3 din age paye ghaa hoyechilo, ekhon lal hoye fule geche, gorom lage, pus berocche',
  },
  {
    level: 'urgent',
    text: 'amar ma 70 bochor, 2 din dhore bomi ar patla paykhana, kichu thik moto khete parchen na. khub durbol lagche bolchen, mukh shukiye geche. kotha thik bolchen, jor nei. ki korbo?',
  },
  {
    level: 'urgent',
    text: 'আজ বিকেলে ফুটবল খেলতে গিয়ে গোড়ালি মচকে গেছে। খুব ফুলে গেছে, একদম ভর দিতে পারছি না, হাড়ের উপর চাপ দিলে লাগে। বরফ দিয়েছি। এক্স-রে করাতে হবে?',
  },
  { level: 'urgent', text: 'biral anchre diyeche rokto beriyeche tika lagbe?' },
  {
    level: 'urgent',
    text: 'dengue NS1 positive esheche aj, platelet 1.4 lakh, jor ache, onno kono kosto nei. hospital e bhorti hote hobe?',
  },
  { level: 'urgent', text: 'এক চোখ লাল, ব্যথা করছে আর আলো সহ্য হচ্ছে না কাল থেকে' },
  {
    level: 'urgent',
    text: '৮ মাসের গর্ভবতী, ২ দিন ধরে প্রস্রাবে জ্বালা করছে, জ্বর নেই, বাচ্চা ঠিকঠাক নড়ছে',
  },
  { level: 'urgent', text: 'রোদে কাজ করে মাথা ঘুরছে খুব ঘাম হচ্ছে গা গোলাচ্ছে এখন ছায়ায় বসে জল খাচ্ছি' },
  {
    level: 'urgent',
    text: 'গত সপ্তাহে টাইফয়েড ধরা পড়েছে, ডাক্তার অ্যান্টিবায়োটিক দিয়েছেন। ৩ দিন ধরে খাচ্ছি তাও জ্বর ১০২ থেকে নামছে না। খাওয়া কমে গেছে তবে জল খাচ্ছি। আবার ডাক্তারের কাছে যাব?',
  },
  {
    level: 'urgent',
    text: 'kal rat theke pet er dan dike niche byatha barche, halka jor, bomi bomi bhab',
  },
  { level: 'urgent', text: 'দরজায় আঙুল চাপা পড়েছে, নখ কালো হয়ে গেছে, খুব ফুলে গেছে আর বাঁকা লাগছে' },
  {
    level: 'urgent',
    text: 'baccha 1.5 bochor, 3 din dhore jor 102-103, osudh dile kome, majhe majhe khelche. gaye kono rash nei',
  },
  { level: 'urgent', text: 'দাঁতে খুব ব্যথা, কাল থেকে গাল ফুলে গেছে' },
  {
    level: 'self_care',
    text: 'আমার দুদিন ধরে সর্দি, নাক দিয়ে জল পড়ছে আর হাঁচি হচ্ছে। গলা একটু খুসখুস করছে, তবে জ্বর নেই, গায়ে ব্যথাও নেই। বয়স ৩২, অফিস যাচ্ছি ঠিকঠাক। গরম জলের ভাপ নিচ্ছি, আর কী করলে তাড়াতাড়ি সারবে?',
  },
  {
    level: 'self_care',
    text: 'gola byatha 2 din dhore, jhal khele beshi lage. jor nei, khete parchi thik. nun gorom jole gargle korchi, r ki korbo?',
  },
  {
    level: 'self_care',
    text: 'মেয়ের বয়স ৫, কাল সন্ধে থেকে জ্বর ৯৯.৮। দিব্যি খেলছে, দৌড়াচ্ছে, খাওয়াও মোটামুটি ঠিক আছে। কোনো র‍্যাশ নেই, বমি নেই, প্রস্রাব স্বাভাবিক। প্যারাসিটামল দেব, নাকি এমনি নজরে রাখব?',
  },
  { level: 'self_care', text: 'খাওয়ার পর বুক জ্বালা করে, অম্বল' },
  {
    level: 'self_care',
    text: 'ami 45 bochor, raate bhat khaoar por buk jala kore r tok dhekur othe. 1 mash dhore maje maje hocche. gas er oshudh khele kome jay. bukey chapa byatha nei, hapani nei, bomi nei. khabar e ki bodlabo?',
  },
  {
    level: 'self_care',
    text: 'সিঁড়ি থেকে নামতে গিয়ে কাল গোড়ালি মচকে গেছে। একটু ফোলা আছে, তবে ভর দিয়ে হাঁটতে পারছি, ব্যথা সহ্য করা যায়। বরফ দিচ্ছি আর পা উঁচু করে রাখছি। আর কিছু করতে হবে?',
  },
  {
    level: 'self_care',
    text: 'সবজি কাটতে গিয়ে আঙুল কেটে গেছে ছোট কাটা ব্লিডিং থেমে গেছে এখন কি অ্যান্টিসেপটিক ক্রিম লাগাব নাকি ব্যান্ডেজ',
  },
  {
    level: 'self_care',
    text: 'mouchhak kamor diyeche haate, fule gache ar chulkachhe. shudhu oi jaygata lal, onno kothao kichu hoyni, shwas thik ache. ki lagabo?',
  },
  {
    level: 'self_care',
    text: 'বয়স ৬০, তিন-চার দিন ধরে পায়খানা পরিষ্কার হচ্ছে না। জল কম খাই, হাঁটাচলাও কম। পেটে ব্যথা নেই, পেট ফোলা নেই, মলে রক্ত নেই। ইসবগুল খাওয়া কি ঠিক হবে?',
  },
  {
    level: 'self_care',
    text: 'ajke sokale ekbar bomi holo, kal raate biyebari te kheyechilam.\nekhon thik lagche, jor nei, paykhana o swabhabik. kichu korte hobe?',
  },
  {
    level: 'self_care',
    text: 'আমি ক্লাস টুয়েলভে পড়ি, বোর্ড পরীক্ষা সামনে। খুব টেনশন হচ্ছে, রাতে ঘুম আসতে দেরি হয়, মনে হয় সব ভুলে যাব। কোনো খারাপ চিন্তা আসে না, শুধু ভয় লাগে। মন শান্ত রাখার কী উপায়?',
  },
  {
    level: 'self_care',
    text: 'baccha 3 bochor, 3-4 din dhore khete chaichhe na. kintu khelche thik, jor nei, paykhana prosrab thik. ki korbo?',
  },
  { level: 'self_care', text: 'মেয়ের মাথায় উকুন হইছে স্কুল থেকে মনে হয় কোন শ্যাম্পু ভাল' },
  { level: 'self_care', text: 'mukhe onek pimple hocche, 19 bochor. kon face wash use korbo' },
  {
    level: 'self_care',
    text: 'বয়স ২২, মাসিকের প্রথম দুদিন তলপেটে বেশ ব্যথা হয়। মাসিক নিয়মিত, ব্লিডিং স্বাভাবিক, অন্য সময় কোনো সমস্যা নেই। গরম জলের ব্যাগ দিলে একটু কমে। ব্যথার জন্য কোন ওষুধ খাওয়া যায়?',
  },
  {
    level: 'self_care',
    text: 'প্রেগন্যান্সির দুমাস চলছে, সকালে ঘুম থেকে উঠে খুব বমি বমি ভাব। দিনে একবার বমি হয়, তারপর খেতে পারি। জল খাচ্ছি, প্রস্রাবও ঠিক হচ্ছে। কী খেলে ভাবটা কমবে?',
  },
  {
    level: 'self_care',
    text: 'কানে ময়লা জমেছে মনে হয়, একটু বন্ধ বন্ধ লাগে। ব্যথা নেই, পুঁজ নেই, শুনতে পাচ্ছি। সরষের তেল দেব?',
  },
  {
    level: 'self_care',
    text: 'ami 28, raat 2 ta porjonto mobile dekhi, tarpor ghum aste deri hoy. sokale uthte kosto, sara din klanto lage. mon kharap ba onno kono somossya nei. ghum thik korar upay ki?',
  },
  {
    level: 'self_care',
    text: 'ami diabetic, 58 bochor. aaj sokale khali pete sugar 132 elo, aage 120-125 thakto. oshudh thik moto khachhi, kono osubidha nei. diet e ki bodlabo?',
  },
  {
    level: 'self_care',
    text: 'সারাদিন কম্পিউটারে বসে কাজ করি, কোমরের নিচে ব্যথা হয় সন্ধের দিকে। বয়স ৩৫, কোনো চোট লাগেনি। পায়ে ঝিনঝিন বা অবশ ভাব নেই। কী ব্যায়াম করলে ভালো হবে?',
  },
  {
    level: 'self_care',
    text: 'বাবা মারা গেছেন তিন সপ্তাহ হল। মন খুব খারাপ থাকে, কাজে মন বসে না, মাঝে মাঝে কান্না পায়। খাওয়া-ঘুম মোটামুটি চলছে, নিজের ক্ষতি করার কোনো চিন্তা নেই। এরকম লাগা কি স্বাভাবিক, কীভাবে সামলাব?',
  },
  {
    level: 'self_care',
    text: 'pet kharap 1 din, 3 bar patla paykhana. ORS r jol khachhi. jor nei, rokto nei, prosrab thik.',
  },
  {
    level: 'self_care',
    text: 'আমার ওজন ৭৮ কেজি, উচ্চতা ৫ ফুট ৩ ইঞ্চি, বয়স ৩৪। রোজ কী খেলে ওজন কমবে? ভাত পুরো ছেড়ে দেব?',
  },
  {
    level: 'self_care',
    text: '2 bochorer chheler nak bondho, raate ghumote osubidha hoy. jor nei, khelche, dudh khachhe thik.',
  },
  {
    level: 'self_care',
    text: 'কোমরে গোল গোল চাকা চাকা দাগ খুব চুলকায় গরমে ঘাম হলে বাড়ে কোন অ্যান্টিফাঙ্গাল ক্রিম লাগাব',
  },
  {
    level: 'self_care',
    text: 'gorome bachhar pithe r gola te ghamachi beriyeche, chulkachhe. ki powder lagabo?',
  },
  {
    level: 'self_care',
    text: 'মা ৭০ বছর, প্রেশারের ওষুধ নিয়মিত খান। আজ সকালে মাপলাম ১৩৮/৮৬। মাথা ঘোরা নেই, মাথাব্যথা নেই, ভালো আছেন। এই রিডিং কি ঠিক আছে?',
  },
  {
    level: 'self_care',
    text: 'জ্বর ছেড়েছে তিন দিন হল, কিন্তু খুব দুর্বল লাগছে আর খিদে কম। এখন কী খাওয়া ভালো?',
  },
  {
    level: 'self_care',
    text: '6 mash er pregnant, iron tablet khaoar por paykhana kalo hocche. pet e byatha nei. eta ki normal?',
  },
  { level: 'self_care', text: 'মুখে ঘা, ঝাল খেলে জ্বালা করে, দুদিন' },
  { level: 'self_care', text: 'ghum theke uthle ghare byatha, balish bodlabo?' },
  {
    level: 'self_care',
    text: 'বয়স ৫৫, সিঁড়ি ভাঙলে দুই হাঁটুতে ব্যথা করে। হাঁটু ফোলা নেই, লাল নেই, সমতলে হাঁটতে অসুবিধা নেই। ওজন একটু বেশি। কী ব্যায়াম করলে ভালো?',
  },
  {
    level: 'self_care',
    text: 'report e cholesterol 215 elo. doctor oshudh dey ni, bolechhe diet thik korte. 42 bochor, sugar BP normal. ki ki khabo na?',
  },
  {
    level: 'self_care',
    text: 'অফিসের চাপে খুব স্ট্রেস, সন্ধের দিকে মাথা ভার লাগে। বয়স ৩৮।\nযোগব্যায়াম আর প্রাণায়াম করলে কি কাজ হবে?',
  },
  {
    level: 'self_care',
    text: '4 bochorer chhele raate pachha chulkay, mati o khay. krimi r oshudh dewa ki dorkar?',
  },
  { level: 'self_care', text: 'শীতে গোড়ালি ফেটে যাচ্ছে, একটু ব্যথাও হয়। কী লাগাব?' },
  {
    level: 'self_care',
    text: '12 bochorer chheler gorom e nak diye ektu rokto porlo. nak chepe dhorte 5 minute e theme gelo. chot lageni, onno kothao rokto pore na. bhoyer kichu?',
  },
  {
    level: 'self_care',
    text: 'এক সপ্তাহ ধরে শুকনো কাশি, ঠান্ডা লেগে শুরু হয়েছিল। জ্বর নেই, শ্বাসকষ্ট নেই, কফে রক্ত নেই। মধু-আদা খাচ্ছি, একটু কমেছে। আর কী করব?',
  },
  {
    level: 'self_care',
    text: 'ami 30, roj sondhe belay halka matha byatha, sara din screen e kaj. chokhe jhapsa nei, bomi nei. jol o kom khai.',
  },
  {
    level: 'self_care',
    text: 'ডেঙ্গু সেরে গেছে দশ দিন হল, প্লেটলেট এখন ১ লাখ ৮০ হাজার। খাওয়া-দাওয়া স্বাভাবিক। আবার টেস্ট করাতে হবে?',
  },
  {
    level: 'routine',
    text: 'বয়স ৪২, তিন সপ্তাহ ধরে কাশি যাচ্ছে না। প্রথমে ঠান্ডা লেগেছিল, এখন সাদা কফ ওঠে, সন্ধের দিকে মাঝে মাঝে গা গরম লাগে। কফে রক্ত নেই, শ্বাসকষ্ট নেই, বুকে ব্যথা নেই। টিবি হতে পারে কি? কোথায় পরীক্ষা করাব?',
  },
  {
    level: 'routine',
    text: 'amar 24 bochor, 6 mash dhore period irregular, 2 mash por por hoy. mukhe r thutni te lom berochhe, ojon o barche. pet e byatha nei. PCOS hote pare? ki ki test korabo?',
  },
  {
    level: 'routine',
    text: 'এক সপ্তাহ ধরে সাদা স্রাব বেশি হচ্ছে, একটু গন্ধ আর চুলকানি। জ্বর নেই, তলপেটে ব্যথা নেই। কোন ডাক্তার দেখাব?',
  },
  {
    level: 'routine',
    text: 'thyroid report e TSH 7.8 elo. 34 bochor, klanti lage, chul pore. oshudh shuru korte hobe ki?',
  },
  {
    level: 'routine',
    text: 'রিপোর্টে হিমোগ্লোবিন ৯.২ এসেছে। বয়স ২৬, মাসিকে ব্লিডিং একটু বেশি হয়। মাঝে মাঝে মাথা ঘোরে আর সিঁড়ি উঠলে ক্লান্ত লাগে, তবে অজ্ঞান হইনি। আয়রন ট্যাবলেট নিজে থেকে খাব, নাকি ডাক্তার দেখাব?',
  },
  {
    level: 'routine',
    text: 'বয়স ৪০, দুই সপ্তাহ ধরে পায়খানার সময় মলদ্বারে ব্যথা আর টিস্যুতে একটু তাজা লাল রক্ত দেখি। অনেকদিনের কোষ্ঠকাঠিন্য আছে। মাথা ঘোরা নেই, ওজন কমেনি। পাইলস মনে হচ্ছে, কোন ডাক্তার দেখাব?',
  },
  {
    level: 'routine',
    text: 'সারা গায়ে চুলকানি রাতে বেশি বাড়ে আঙুলের ফাঁকে ছোট ছোট দানা বাড়ির সবার হচ্ছে স্ক্যাবিস কি',
  },
  { level: 'routine', text: 'বগলে একটা ফোঁড়া হয়েছে তিন দিন, ব্যথা করে। জ্বর নেই, খুব বড় নয়।' },
  {
    level: 'routine',
    text: 'baba 62, sugar khali pete 180 r khaoar por 260 asche. metformin khachhen 2 bochor. maje maje pa jhinjhin kore, kintu ghaa nei. oshudh bodlate hobe ki?',
  },
  {
    level: 'routine',
    text: 'মায়ের বয়স ৭৪, এক বছর ধরে ভুলে যাওয়া বাড়ছে। চাবি কোথায় রাখেন মনে থাকে না, একই কথা বারবার জিজ্ঞেস করেন। হঠাৎ কিছু হয়নি, ধীরে ধীরে বাড়ছে; হাঁটাচলা, খাওয়া ঠিক আছে। কোন ডাক্তার দেখালে ভালো?',
  },
  {
    level: 'routine',
    text: '৮ বছরের ছেলের কান থেকে একটু পুঁজ বের হচ্ছে, হালকা ব্যথা। জ্বর নেই। সাঁতার কাটতে গিয়েছিল।',
  },
  {
    level: 'routine',
    text: 'chokh lal, chulkachhe, sokale pichuti lege thake. ekta chokh e, dekhte kono osubidha nei. office e 2 jon er hoyeche.',
  },
  {
    level: 'routine',
    text: 'বয়স ৫০, দুই মাস ধরে ঘাড় থেকে ডান হাতে ঝিনঝিন ব্যথা নামে। বেশিক্ষণ মোবাইল দেখলে বাড়ে। হাতে জোর ঠিক আছে, কিছু হাত থেকে পড়ে যায় না। কোন পরীক্ষা করাতে হবে?',
  },
  {
    level: 'routine',
    text: 'প্রেগন্যান্সির পাঁচ মাস চলছে, সব ঠিক আছে। এখন কোন কোন টেস্ট করাতে হবে, অ্যানোমালি স্ক্যান কবে?',
  },
  {
    level: 'routine',
    text: 'pharmacy te BP mapalam 150/95, 48 bochor. aage kono oshudh khaini. matha byatha nei, buke byatha nei, shudhu kaaj er chap. ki korbo, abar mapbo?',
  },
  {
    level: 'routine',
    text: 'বাবা ৬৫, সকালে উঠলে হাঁটু শক্ত হয়ে থাকে, আধঘণ্টা পর ঠিক হয়। অনেক মাস ধরে।',
  },
  {
    level: 'routine',
    text: 'chhele 9 bochor, ekhono raate bichanay prosrab kore fele. dine thik ache, jala nei.',
  },
  {
    level: 'routine',
    text: 'মেয়ের বয়স দেড় বছর, এখনো দুটো-তিনটে শব্দের বেশি বলে না। ডাকলে সাড়া দেয়, হাঁটে, খেলে, চোখে চোখ রাখে। বাড়িতে সবাই বলছে চিন্তা নেই। কবে ডাক্তার দেখানো উচিত?',
  },
  { level: 'routine', text: 'ভিটামিন ডি ১২ এসেছে, কোমর আর পায়ে ব্যথা থাকে। কতদিন ওষুধ খেতে হবে?' },
  {
    level: 'routine',
    text: 'তিন মাস ধরে খুব দুশ্চিন্তা হয়, ভিড়ে গেলে বুক ধড়ফড় করে, দশ মিনিটে ঠিক হয়ে যায়। রাতে ঘুম ভেঙে যায়। বয়স ৩১, বুকে ব্যথা নেই, কোনো খারাপ চিন্তা নেই। কাউন্সেলিং করাব নাকি ওষুধ লাগবে?',
  },
  {
    level: 'routine',
    text: 'তিন মাস ধরে চুল খুব পড়ছে।\nবালিশে, চিরুনিতে গোছা গোছা উঠে আসে, বয়স ২৯। কোন টেস্ট করাব?',
  },
  {
    level: 'routine',
    text: '3 mash e 5 kg ojon bereche, sara din klanti, thanda beshi lage. thyroid check korabo?',
  },
  {
    level: 'routine',
    text: 'এক মাস ধরে গ্যাস-অম্বল, ওষুধ খেলে কমে আবার হয়। বয়স ৩৬, বমি নেই, ওজন কমেনি।',
  },
  { level: 'routine', text: '7 bochorer chheler gaale sada sada chhop, chulkay na. eta ki?' },
  { level: 'routine', text: 'পায়ের বুড়ো আঙুলের নখ হলদে আর মোটা হয়ে গেছে, মাস ছয়েক।' },
  {
    level: 'routine',
    text: 'টাইফয়েড ভালো হয়ে গেছে, আবার কি উইডাল টেস্ট করাতে হবে? ডাক্তারবাবু তো কিছু বলেননি।',
  },
  {
    level: 'routine',
    text: 'ultrasound e bam kidney te 5 mm stone dhora poreche. ekhon kono byatha nei, prosrab thik. ki khabo r ki khabo na, operation lagbe ki?',
  },
  {
    level: 'routine',
    text: 'প্রস্রাবে হালকা জ্বালা দুদিন, বারবার যেতে হচ্ছে। বয়স ২৯, জ্বর নেই, কোমরে ব্যথা নেই।',
  },
  {
    level: 'routine',
    text: 'প্রতি বছর শীত পড়লে আমার কাশি আর বুকে সাঁই সাঁই আওয়াজ হয়। বয়স ৩৩, এবারও শুরু হয়েছে এক সপ্তাহ হল। কথা বলতে বা হাঁটতে অসুবিধা নেই, জ্বর নেই। অ্যালার্জি পরীক্ষা করাব?',
  },
  { level: 'routine', text: 'মাসিক দুমাস হয়নি, প্রেগন্যান্সি টেস্ট নেগেটিভ। বয়স ২৭, পেটে ব্যথা নেই।' },
  {
    level: 'routine',
    text: 'baba 68 bochor, raate 3-4 bar prosrab korte othen, dhara o kom. jala nei, rokto nei. prostate er somossya? kon doctor dekhabo?',
  },
  { level: 'routine', text: 'হাতের আঙুলের গাঁটে সকালে ব্যথা আর ফোলা, বয়স ৪৬, মহিলা। দুমাস।' },
  {
    level: 'routine',
    text: 'মেয়ের বয়স ৬, খেতে একদম চায় না, ওজন গত এক বছরে প্রায় বাড়েনি। খেলাধুলা করে, জ্বর নেই, পায়খানা ঠিক। কৃমির ওষুধ শেষ দিয়েছি ছমাস আগে। কী পরীক্ষা করাব?',
  },
  {
    level: 'routine',
    text: 'dure jhapsa dekhi, blackboard er lekha porte parchi na. 14 bochor. chokh er doctor dekhabo?',
  },
  { level: 'routine', text: 'সুগারের রিপোর্টে HbA1c ৭.৪ এসেছে, এর মানে কী? ওষুধ বাড়াতে হবে?' },
  {
    level: 'urgent',
    text: 'বয়স ৩০, তিন দিন ধরে জ্বর ১০৩ পর্যন্ত উঠছে, প্যারাসিটামল খেলে নামে আবার ওঠে। গা-হাত-পা আর চোখের পেছনে ব্যথা। পাড়ায় অনেকের ডেঙ্গু হচ্ছে। বমি নেই, পেটে ব্যথা নেই, কোথাও রক্ত পড়ছে না। আজ কোন টেস্ট করাব?',
  },
  {
    level: 'urgent',
    text: 'kompo diye jor asche, ekdin por por. 2 bar holo, ghame bhije jor chere jay. amader para te mosha khub. malaria hote pare? aaj e test korabo?',
  },
  {
    level: 'urgent',
    text: 'ভাইয়ের বয়স ১৯, পাঁচ দিন ধরে জ্বর, রোজ একটু একটু করে বাড়ছে, আজ ১০২। পেটে অস্বস্তি, খিদে নেই, মাথাব্যথা। বাইরের খাবার খেয়েছিল। বমি নেই, জ্ঞান পুরো আছে। টাইফয়েড পরীক্ষা কি আজই করাব?',
  },
  {
    level: 'urgent',
    text: 'কোমরের ডান দিকে ঢেউয়ের মত ব্যথা উঠছে, সামনে তলপেটে নামছে। আগে স্টোন হয়েছিল। বমি নেই, জ্বর নেই।',
  },
  {
    level: 'urgent',
    text: 'prosrab e jala 3 din, ajke theke jor 101 r komore ek pashe byatha. 32 bochor mohila.',
  },
  {
    level: 'urgent',
    text: 'ছেলের বয়স ৬, আজ সকাল থেকে ৬-৭ বার পাতলা পায়খানা আর দুবার বমি। ওআরএস একটু একটু খাচ্ছে, প্রস্রাব সকাল থেকে একবারই হয়েছে। কথা বলছে, চিনতে পারছে, শুধু দুর্বল। জ্বর নেই, পায়খানায় রক্ত নেই।',
  },
  {
    level: 'urgent',
    text: 'বিকেলে পাড়ার কুকুর পায়ে কামড়ে দিয়েছে, দাঁত বসে একটু রক্ত বেরিয়েছে। সঙ্গে সঙ্গে সাবান জলে ১৫ মিনিট ধুয়েছি। বয়স ৩৫, আগে কোনো ভ্যাকসিন নেওয়া নেই। আজই কি ইনজেকশন নিতে হবে, সরকারি হাসপাতালে পাব?',
  },
  {
    level: 'urgent',
    text: 'meye 11 bochor, cycle theke pore giye kobji fule geche, byathay ghurate parchhe na. angul nadate parchhe.',
  },
  {
    level: 'urgent',
    text: 'বাবা ৬৫, কাল রাত থেকে চার-পাঁচবার পাতলা পায়খানা আর একবার বমি। উঠে দাঁড়ালে মাথা একটু ঘোরে, মুখ শুকনো। কথাবার্তা স্বাভাবিক, বুকে ব্যথা নেই। ওআরএস দিচ্ছি, আজ ডাক্তার দেখাব?',
  },
  { level: 'urgent', text: 'চোখে একটা পোকা ঢুকে গেছে খচখচ করছে জল পড়ছে ধুয়েছি বের হয়নি কি করব' },
  {
    level: 'urgent',
    text: 'chheler kaane kal raat theke khub byatha, 7 bochor.\njor 101, kaan e hat dile kande. kichhu berochhe na.',
  },
  {
    level: 'urgent',
    text: 'বিড়ালে আঁচড়ে দিয়েছে হাতে, একটু রক্ত বেরিয়েছে। রাস্তার বিড়াল। ভ্যাকসিন লাগবে?',
  },
  {
    level: 'urgent',
    text: 'kaaj korte giye tin e hat kete geche, pray 2 cm gobhir. kapor chepe rakhle rokto komche. TT injection 5 bochor aage niyechilam. stitch lagbe?',
  },
  {
    level: 'urgent',
    text: 'পায়ে ফোঁড়াটা বড় হয়ে লাল হয়ে গেছে, চারপাশ গরম, আজ থেকে জ্বর ১০০। সুগার আছে আমার।',
  },
  {
    level: 'urgent',
    text: 'ফুটবল খেলতে গিয়ে পা মচকে গেছে, বয়স ১৭। গোড়ালি অনেক ফুলে গেছে, পা মাটিতে ফেলতে পারছি না। বরফ দিয়েছি, ব্যথা কমেনি। এক্স-রে আজই করাতে হবে?',
  },
  { level: 'urgent', text: 'পাইলসের জায়গায় হঠাৎ একটা শক্ত নীলচে ফোলা, বসতে পারছি না ব্যথায়।' },
  {
    level: 'urgent',
    text: 'ছয় মাসের প্রেগন্যান্ট, দুদিন ধরে প্রস্রাবে জ্বালা, আজ জ্বর ১০০। বাচ্চা ঠিকমত নড়ছে, রক্তপাত নেই, পেটে ব্যথা নেই। আজ কি ডাক্তার দেখাতে হবে?',
  },
  {
    level: 'urgent',
    text: 'maa 60, aaj khali pete sugar 320 elo. jol tesha beshi, bar bar prosrab. kotha bolchhen thik, khachhen o. 2 din oshudh khete bhule gechhilen. ki korbo?',
  },
  {
    level: 'urgent',
    text: '৩ বছরের বাচ্চা কানে একটা পুঁতি ঢুকিয়েছে, বের করতে পারছি না। কান্নাকাটি করছে না, খেলছে।',
  },
  {
    level: 'urgent',
    text: 'বয়স ৫৫, চার দিন ধরে জ্বর ১০২ আর কাশিতে হলুদ কফ উঠছে। শ্বাসকষ্ট নেই, বুকে ব্যথা নেই, কফে রক্ত নেই। সুগার আছে, ওষুধ খাচ্ছি। আজ কি বুকের এক্স-রে করাব?',
  },
  {
    level: 'urgent',
    text: 'amar 30 bochor, gaye jolbosonter moto dana beriyeche, jor 101. chotobelay hoyni. ki korbo?',
  },
  {
    level: 'urgent',
    text: 'গলায় মাছের কাঁটা আটকেছে মনে হচ্ছে, ঢোক গিললে খোঁচা লাগে। ভাত গিলেছি, নামেনি। শ্বাস ঠিক আছে।',
  },
  {
    level: 'urgent',
    text: 'দশ দিন ধরে খিদে নেই, বমি বমি ভাব। আজ দেখি চোখ হলুদ, প্রস্রাবও গাঢ় হলুদ। বয়স ২৪, জ্বর নেই, পেটে ব্যথা হালকা। জন্ডিস হলে কোন টেস্ট করাব?',
  },
  {
    level: 'urgent',
    text: 'daant byatha 3 din, ekhon gaal fule geche r halka jor. khete parchi na thik moto.',
  },
  {
    level: 'urgent',
    text: 'দুবার মাপলাম প্রেশার ১৬৮/১০০, মাথা ভার লাগছে।\nবয়স ৫৮, দুদিন ওষুধ খাওয়া হয়নি। আজ কি ডাক্তার দেখাতে হবে?',
  },
  {
    level: 'urgent',
    text: 'গতকাল সাইকেল থেকে পড়ে গেছি, ডান কব্জি খুব ফুলে গেছে আর একটু বাঁকা লাগছে। আঙুল নাড়ালে খুব ব্যথা। মাথায় চোট লাগেনি, পুরো জ্ঞান আছে। আজই এক্স-রে করাব?',
  },
  {
    level: 'urgent',
    text: 'ma 72 bochor bathroom e pore gechen, kuchki te khub byatha, dariye thakte parchen na. mathay lageni, shabhabik bhabe kotha bolchen. ki korbo',
  },
  {
    level: 'urgent',
    text: 'আমার ছেলেকে রাস্তার কুকুর পায়ে কামড়ে দিয়েছে, বয়স ৯। সাবান জল দিয়ে ১৫ মিনিট ধুয়েছি, রক্ত বন্ধ হয়েছে। জলাতঙ্কের টিকা কত তাড়াতাড়ি নিতে হবে?',
  },
  {
    level: 'urgent',
    text: 'bandor hate khamche diyeche mondirer kache, chamra ektu chire geche. injection nite hobe?',
  },
  {
    level: 'urgent',
    text: 'লুচি ভাজার সময় গরম তেল হাতে ছিটকে পড়েছে, এখন হাতের পিঠে ৩-৪টা বড় ফোস্কা। ঠান্ডা জলে রেখেছিলাম, কিন্তু জ্বালা খুব। ফোস্কা ফাটাব নাকি ডাক্তার দেখাব?',
  },
  {
    level: 'urgent',
    text: 'বঁটিতে মাছ কাটতে গিয়ে আঙুল গভীর কেটে গেছে ক্ষত হাঁ হয়ে আছে চেপে ধরায় রক্ত থেমেছে সেলাই লাগবে',
  },
  {
    level: 'urgent',
    text: 'কোমরের বাঁ দিকে প্রচণ্ড ব্যথা, নিচে কুঁচকি পর্যন্ত যাচ্ছে, ২ ঘণ্টা ধরে। একবার বমি হয়েছে। আগেও পাথর হয়েছিল, জ্বর নেই।',
  },
  {
    level: 'urgent',
    text: 'proshab e jala 3 din dhore, ekhon jor 101 ar kaanpuni, komorer niche byatha. boyos 28 meye',
  },
  {
    level: 'urgent',
    text: 'আমার মেয়ের বয়স ৩, সকাল থেকে ১০৩ জ্বর কিন্তু খেলছে আর জল, জুস খাচ্ছে। প্যারাসিটামল দিলে ১০০-তে নামে। কোনো র‍্যাশ নেই, খিঁচুনি হয়নি। আজই ডাক্তার দেখাব?',
  },
  {
    level: 'urgent',
    text: 'রাত থেকে ৮ বার পাতলা পায়খানা, দুর্বল লাগছে আর মুখ শুকিয়ে যাচ্ছে। ওআরএস খাচ্ছি, প্রস্রাব হচ্ছে তবে কম। বয়স ৩৬',
  },
  {
    level: 'urgent',
    text: 'ধুলো ঝাড়ার পর রাতে বুকে সাঁই সাঁই আওয়াজ হচ্ছিল, ইনহেলারের দুটো পাফ নিতেই কমে গেছে। এখন পুরো বাক্যে কথা বলতে পারছি। আজ বুকটা একটু ভারী লাগছে, ডাক্তার দেখাব?',
  },
  {
    level: 'urgent',
    text: 'biyebarite chingri khawar por sara gaye lal chaka chaka ar chulkani, thot ba gola fole ni, nishwas thik ache. ekta allergy r oshudh kheyechi, doctor dekhate hobe?',
  },
  {
    level: 'urgent',
    text: 'বাড়ির মেশিনে প্রেশার ১৭০/১০০, দুবার মেপেছি। মাথার পেছনে হালকা ব্যথা। বুকে ব্যথা নেই, হাত-পা দুর্বল নয়, কথা ঠিক আছে। বয়স ৬০, প্রেশারের ওষুধ খাই।',
  },
  {
    level: 'urgent',
    text: 'sugar 350 esheche sokale, khub klanto ar testa pachhe. ek soptaho oshudh khaini. bomi nei, hush thik ache',
  },
  {
    level: 'urgent',
    text: 'ট্রেনে ৩০ ঘণ্টা জার্নি করে ফিরেছি, তারপর থেকে বাঁ পায়ের ডিম ফুলে ব্যথা। শ্বাস ঠিক আছে, বুকে ব্যথা নেই। রক্ত জমাট বাঁধেনি তো?',
  },
  {
    level: 'urgent',
    text: 'ওয়ার্কশপে গ্রাইন্ডার চালাতে গিয়ে চোখে কিছু ঢুকেছে। চোখ লাল, জল পড়ছে, কিচকিচ করছে। দেখতে অসুবিধা নেই।',
  },
  {
    level: 'urgent',
    text: 'kaane 4 din dhore byatha chilo ekhon holud puj berochhe, halka jor o ache',
  },
  {
    level: 'urgent',
    text: 'ভাই ২৩ বছর, ৫ দিন ধরে চোখ হলুদ আর প্রস্রাব গাঢ় হলুদ। খিদে নেই, গা গোলাচ্ছে। পুরো হুঁশে আছে, ঠিকঠাক কথা বলছে। জন্ডিস?',
  },
  {
    level: 'urgent',
    text: 'উরুতে ফোঁড়াটা বড় হয়ে গেছে, লাল আর পুঁজে ভরা, খুব ব্যথা, হালকা জ্বর। আমার সুগার আছে।',
  },
  {
    level: 'urgent',
    text: 'আমি ১০ সপ্তাহের অন্তঃসত্ত্বা, দিনে ৬-৭ বার বমি হচ্ছে, খাবার পেটে থাকছে না, অল্প জল থাকছে। রক্তপাত নেই, পেটে ব্যথা নেই। উঠে দাঁড়ালে মাথা ঘোরে।',
  },
  {
    level: 'urgent',
    text: 'দাদু ৮০ বছর, উঠোনে পড়ে গেছেন। হাঁটু খুব ফুলেছে, ধরে ধরে হাঁটছেন। মাথায় লাগেনি, একদম স্বাভাবিক কথা বলছেন।',
  },
  {
    level: 'urgent',
    text: 'মাঠে কাঁকড়াবিছে পায়ে হুল ফুটিয়েছে, শুধু ওই জায়গায় খুব জ্বালা করা ব্যথা। ঘাম নেই, বমি নেই, শ্বাস ঠিক। কী করব?',
  },
  {
    level: 'urgent',
    text: 'football khelte giye pa mochke geche, gorali khub fule nil hoye geche, matite pa rakhte parchi na',
  },
  {
    level: 'urgent',
    text: 'পড়ে যাওয়ার পর কাঁধটা অদ্ভুত দেখাচ্ছে, হাত ওপরে তুলতে পারছি না। জ্ঞান পুরো আছে, মাথায় চোট নেই। কাঁধ সরে গেছে?',
  },
  {
    level: 'urgent',
    text: 'biral kal hate kamre diyechilo, aaj daater daager charpashe lal ar fola, tontone byatha. biral er tika deoa nei',
  },
  {
    level: 'urgent',
    text: 'ছেলে দোলনা থেকে পড়ে গেছে, হাত ফুলে গেছে আর নাড়াচ্ছে না। কাঁদছে কিন্তু কথা বলছে, মাথায় লাগেনি। আজই নিয়ে যাব নাকি কাল অবধি দেখব?',
  },
  {
    level: 'urgent',
    text: '3 din dhore jor 102-103, gaye byatha, chokher pechone byatha. kothao rokto porche na, prochur jol khachhi. dengue test korabo?',
  },
  {
    level: 'urgent',
    text: 'ভিডাল পজিটিভ এসেছে, ৭ দিন ধরে জ্বর, পাড়ার ডাক্তারের ওষুধে নামছে না। অল্প খাচ্ছি, বমি নেই।',
  },
  {
    level: 'urgent',
    text: 'একদিন ছাড়া কাঁপুনি দিয়ে জ্বর আসে তারপর ঘাম। মাঝের দিন ভালো লাগে। গত মাসে কাজে পুরুলিয়ার জঙ্গল এলাকায় গিয়েছিলাম। ম্যালেরিয়া হতে পারে?',
  },
  {
    level: 'urgent',
    text: 'peter dan dike niche sokal theke byatha, hatle bare, halka jor. bomi nei. boyos 19',
  },
  {
    level: 'urgent',
    text: 'দেড় বছরের ছেলের কাল থেকে বমি-পায়খানা হচ্ছে। ওআরএস খাচ্ছে, আজ ৩ বার ডায়াপার ভিজেছে, হাসছে খেলছে। কখন দেখাব?',
  },
  { level: 'urgent', text: 'কুকুর হাতের কাটা জায়গা চেটে দিয়েছে, টিকা লাগবে?' },
  {
    level: 'urgent',
    text: 'মরচে ধরা পেরেক চটি ফুঁড়ে পায়ে ঢুকেছে। ডেটল দিয়ে পরিষ্কার করেছি। শেষ কবে টিটেনাস নিয়েছি মনে নেই।',
  },
  {
    level: 'urgent',
    text: 'chele 7 bochor, 2 din dhore mukh ar chokh fola ar proshab coca cola r moto rong. khelchhe khachhe, eta ki serious?',
  },
  {
    level: 'urgent',
    text: 'গলায় প্রচণ্ড ব্যথা, ১০২ জ্বর, টনসিলে সাদা দাগ। খাবার গিলতে কষ্ট তবে জল খেতে পারছি।',
  },
  {
    level: 'urgent',
    text: 'দুপুরে ইলিশের কাঁটা গলায় আটকেছে, খোঁচা লাগছে। থুতু গিলতে পারছি, শ্বাস একদম ঠিক।',
  },
  {
    level: 'urgent',
    text: '5 din kashi jor, ekhon holud kof ar lomba nishwas nile dan dike byatha. bishrame nishwas thik, oximeter 96',
  },
  {
    level: 'urgent',
    text: 'পায়ের বুড়ো আঙুল রাত থেকে হঠাৎ লাল, গরম, ফোলা, চাদর ছুঁলেও ব্যথা। গত বছর ইউরিক অ্যাসিড বেশি ছিল।',
  },
  {
    level: 'urgent',
    text: 'পিঠে এক পাশে বেল্টের মতো জ্বালা করা ফোস্কা ২ দিন ধরে, বয়স ৬২। এটা কি হার্পিস?',
  },
  {
    level: 'urgent',
    text: 'angul dorjay chipe geche, nokh kalo hoye geche ar khub fola. bhenge jayni to?',
  },
  {
    level: 'urgent',
    text: 'বাবা ৬৫, ওষুধের দোকানে প্রেশার ১৮০/১০৫ এসেছে। বলছেন ঠিক আছেন, মাথাব্যথা নেই, বুকে ব্যথা নেই। ১০ দিন ধরে নিজে থেকেই প্রেশারের ওষুধ বন্ধ রেখেছেন।',
  },
  {
    level: 'urgent',
    text: 'হাঁটুর নিচে পা লাল, গরম, ফোলা আর ব্যথা ২ দিন ধরে, জ্বরও আছে। একটা ছোট আঁচড় থেকে শুরু।',
  },
  {
    level: 'routine',
    text: 'প্রেশার কুকারের ভাপে হাত পুড়েছে, কয়েনের মতো একটা ফোস্কা। জলে রেখেছিলাম, এখন ব্যথা কম।',
  },
  {
    level: 'routine',
    text: 'khawar por sugar 240 ashche ek soptaho dhore, metformin khachhi, kono koshto nei',
  },
  {
    level: 'routine',
    text: 'তিন সপ্তাহ ধরে কাশি, সন্ধ্যায় হালকা জ্বর, ওজনও কমেছে। টিবির ভয় পাচ্ছি। শ্বাস ঠিক, কফে রক্ত নেই।',
  },
  { level: 'routine', text: 'bp 150/95 ashche ei mashe koyekbar, kono koshto nei, boyos 48' },
  {
    level: 'routine',
    text: 'স্নানের পর ২ দিন ধরে ডান কান বন্ধ আর হালকা ব্যথা, কিছু বেরোচ্ছে না, জ্বর নেই।',
  },
  {
    level: 'routine',
    text: 'এক সপ্তাহ আগে পড়ে গিয়েছিলাম, হাঁটু ফোলা। হাঁটতে পারি কিন্তু সিঁড়িতে আর বাবু হয়ে বসতে ব্যথা হয়।',
  },
  { level: 'routine', text: 'ghono sada srab ar chulkani ek soptaho, jor nei' },
  {
    level: 'routine',
    text: 'স্নানের সময় বাঁ স্তনে ছোট একটা গুটি টের পেয়েছি, ব্যথা নেই। বয়স ৩৮, কিছু বেরোয় না। কত তাড়াতাড়ি দেখাব?',
  },
  { level: 'routine', text: 'শক্ত পায়খানার পর কয়েক ফোঁটা রক্ত, অর্শের ব্যথা। মাথা ঘোরে না।' },
  {
    level: 'routine',
    text: 'thyroid report e TSH 9.8 esheche, klanti ar ojon barchhe. ekhono kono oshudh khaini',
  },
  {
    level: 'routine',
    text: 'রক্ত পরীক্ষায় হিমোগ্লোবিন ৮.৫ এসেছে। সারাদিন ক্লান্ত লাগে, সিঁড়ি উঠলে হাঁফ ধরে, মাসিক বেশি হয়। আয়রন ট্যাবলেট নিজে শুরু করে দেব?',
  },
  {
    level: 'routine',
    text: 'ঠাকুমা ৭০, ৬ মাস ধরে নতুন কথা ভুলে যান আর একই প্রশ্ন বারবার করেন। তবে সবাইকে চেনেন আর নিজের কাজ নিজেই করেন।',
  },
  {
    level: 'routine',
    text: 'ei soptahe hapanir inhaler dine 3-4 bar nite hochhe, protibar aram pai, bose thakle hapai na',
  },
  { level: 'routine', text: 'দুই চোখ লাল, চটচটে পিচুটি ২ দিন ধরে, দেখতে অসুবিধা নেই' },
  {
    level: 'routine',
    text: '৩ সপ্তাহ ধরে গায়ে আমবাত বেরোয় আবার চলে যায়, বেশিরভাগ রাতে। ঠোঁট ফোলে না, শ্বাস ঠিক।',
  },
  {
    level: 'routine',
    text: 'chakri jawar por ek mash dhore ghum hoy na, mon kharap thake. nijer khoti korar kono chinta nei, shudhu abar bhalo thakte chai',
  },
  { level: 'routine', text: '৬ বছরের মেয়ে রাতে পায়ুতে চুলকায়, পায়খানায় ছোট সাদা কৃমি দেখেছি।' },
  { level: 'routine', text: 'paye kata futechhilo 4 din age, ekhon ektu lal ar byatha, jor nei' },
  // Round 23: every message typed in Latin letters again, measured blind against rules and the detector trained on rounds 1–22 (rules 88.1 %, with the detector 92.3 % at 0.99).
  { level: 'self_care', text: '2 din dhore sordi nak diye jol porche, ki khabo' },
  { level: 'self_care', text: 'raat e shukno kashi hocche, modhu ada cha khete pari?' },
  { level: 'routine', text: 'ma r hatur byatha, shiri namte kosto, kon doctor dekhabo' },
  { level: 'self_care', text: 'khawar por ombol hoy, pantop khete pari?' },
  { level: 'self_care', text: 'haate lal lal rash, chulkay, 3 din holo' },
  { level: 'self_care', text: 'kal theke 99.8 jor, gaye byatha, paracetamol khacchi' },
  { level: 'self_care', text: 'computer e boshe theke komore byatha, ki exercise korbo' },
  { level: 'routine', text: 'fasting sugar 128 PP 190 elo, eta ki beshi?' },
  { level: 'self_care', text: 'sugar er rogi ki aam khete pare?' },
  {
    level: 'self_care',
    text: 'chele 3 bochor, 2 bar patla paikhana, khelche khacche, jor nei, ORS dilei hobe?',
  },
  { level: 'self_care', text: 'chul khub pore jacche, ki tel lagabo' },
  { level: 'routine', text: 'baba r BP 140/90 ashche, oshudh khete bhule jay, ki korbo' },
  { level: 'self_care', text: 'ghum aste deri hoy, onek raat obdi mobile dekhi' },
  { level: 'self_care', text: 'thanda khele dant shirshir kore' },
  { level: 'self_care', text: 'report e vitamin D kom eseche, kotodin oshudh khabo' },
  { level: 'self_care', text: 'meye r kaane moyla jomeche, drop dewa jay?' },
  // Round 24: half in the script, half in Latin letters, a mix of every earlier style; measured blind against rules and the detector of round 23 (rules 89.5 %, with the detector 96.0 %).
  { level: 'self_care', text: 'দুদিন ধরে সর্দি, নাক বন্ধ, হালকা গলা ব্যথা। ভাপ নেব না ওষুধ খাব?' },
  { level: 'routine', text: 'হাঁটুতে ব্যথা, সিঁড়ি ভাঙতে কষ্ট হয়, বয়স ৬২। কোন তেল মালিশ ভালো?' },
  { level: 'routine', text: 'সুগার টেস্ট করলাম, ফাস্টিং ১১৮, পিপি ১৬৫। এটা কি বেশি? ডায়েট কি হবে?' },
  {
    level: 'self_care',
    text: 'ছেলের ৫ বছর, কাল থেকে দুবার পাতলা পায়খানা, খেলছে খাচ্ছে, জ্বর নেই। ওআরএস দেব?',
  },
  { level: 'self_care', text: 'কোমরের নিচে ব্যথা, সারাদিন কম্পিউটারে বসে কাজ। কি ব্যায়াম করব?' },
  { level: 'self_care', text: 'হাতে চুলকানি আর লাল লাল দানা, নতুন সাবান লাগানোর পর থেকে।' },
  { level: 'self_care', text: 'এক সপ্তাহ ধরে রাতে শুকনো কাশি, জ্বর নেই। মধু আদা খেলে হবে?' },
  { level: 'self_care', text: 'ডায়াবেটিসে কি আম খাওয়া যায়? একটু করে?' },
  {
    level: 'self_care',
    text: 'kal theke halka jor 99.8, gaa byatha, aj ektu better. paracetamol khabo?',
  },
  { level: 'self_care', text: 'bhat khele pet fule jay ar tok dhekur uthe, roj rate. ki korbo?' },
  { level: 'self_care', text: 'chul khub porche, ki tel lagabo' },
  { level: 'routine', text: 'report e cholesterol 230 elo, ki khabo ki khabo na' },
  { level: 'self_care', text: 'meyer mathay ukun, school theke eneche 😩 kono shampoo?' },
  { level: 'self_care', text: 'ghum bhalo hoy na, raat 2 ta porjonto phone dekhi. kono tips?' },
  { level: 'self_care', text: 'rojar somoy durbol lage, sehri te ki khele bhalo?' },
  { level: 'self_care', text: 'paye corn hoyeche, hatle lage. ki lagabo' },
  // Round 25: half in the script, half in Latin letters, less typical presentations; measured blind against rules and the detector of round 24 (rules 83.5 %, with the detector 95.7 %).
  { level: 'self_care', text: 'দুদিন ধরে সর্দি, হাঁচি আর হালকা গলা ব্যথা। জ্বর নেই। বাড়িতে কী করব?' },
  { level: 'routine', text: 'মায়ের হাঁটুতে কয়েক মাস ধরে ব্যথা, সিঁড়ি ভাঙতে কষ্ট হয়। কোন ডাক্তার দেখাব?' },
  {
    level: 'urgent',
    text: 'প্রস্রাবে খুব জ্বালা, কোমরের একপাশে ব্যথা আর কাল রাত থেকে কাঁপুনি দিয়ে ১০২ জ্বর।',
  },
  {
    level: 'self_care',
    text: 'রোদে কাজ করে হালকা মাথা ব্যথা, জল কম খেয়েছিলাম। আর কোনো অসুবিধা নেই।',
  },
  {
    level: 'routine',
    text: 'এক সপ্তাহ ধরে খালি পেটে সুগার ১৬০ আসছে, ওষুধ ঠিক সময়ে খাই। ডোজ বদলাতে হবে?',
  },
  { level: 'urgent', text: 'ছেলের কাল থেকে কানে খুব ব্যথা আর জ্বর, আজ কান দিয়ে পুঁজ বেরোচ্ছে।' },
  { level: 'self_care', text: 'মশার কামড়ে পায়ে চুলকানির দানা বেরিয়েছে, আর কিছু না।' },
  {
    level: 'urgent',
    text: 'বঁটিতে আঙুল অনেকটা কেটে গেছে, চেপে ধরায় রক্ত থেমেছে কিন্তু কাটা হাঁ হয়ে আছে। সেলাই লাগবে?',
  },
  {
    level: 'routine',
    text: 'kichu mash dhore onek chul porche ar sob somoy klanto lage, thyroid check korabo?',
  },
  {
    level: 'self_care',
    text: 'bachchar aj halka patla paikhana 2 bar, khelche ar jol khacche. ORS debo?',
  },
  {
    level: 'urgent',
    text: 'babar 3 din dhore 102-103 jor, gaye hate paye khub byatha, parai dengue hocche onek. ki korbo',
  },
  {
    level: 'routine',
    text: 'dhire dhire chokhe jhapsa dekhchi, boi porte osubidha. chosma lagbe naki?',
  },
  {
    level: 'self_care',
    text: '2 din holo gym shuru korechi, pa e khub byatha ar shokto. eta normal?',
  },
  {
    level: 'urgent',
    text: 'mayer chokh lal ar khub byatha, alo te chokh khulte parche na, kal theke. dekhteo jhapsa',
  },
  {
    level: 'routine',
    text: '2 soptaho dhore shukno kashi, rate beshi. jor nei. ami cigarette khai',
  },
  {
    level: 'urgent',
    text: 'bouer aj prosraber sathe rokto esheche ar tolpete byatha, halka jor o ache',
  },
  // Round 26: a third in the script with English words, a third in Latin letters, a third with slips or as voice typing writes it, the danger told in passing; measured blind against rules and the detector of round 25 (rules 85.5 %, with the detector 96.0 %).
  { level: 'self_care', text: 'Du din dhore sordi ar gola kharap, jor nei. Barite ki kora jay?' },
  { level: 'self_care', text: 'গরমে পিঠে ঘামাচি বেরিয়েছে, খুব চুলকায়। কোনো powder লাগাব?' },
  {
    level: 'self_care',
    text: 'কাল বিয়েবাড়িতে বেশি তেলমশলা খেয়ে ফেলেছি আজ দুবার পাতলা পায়খানা হয়েছে জ্বর নেই জল খাচ্ছি',
  },
  {
    level: 'self_care',
    text: 'Gym er por payer dimer khub byatha, prothom din gechilam. Gorom sek debo na thanda?',
  },
  {
    level: 'self_care',
    text: 'বাচ্চার দাঁত উঠছে, ৮ মাস বয়স, খিটখিটে আর লালা পড়ে। দুধ ঠিক খায়। teether দেব?',
  },
  { level: 'self_care', text: 'মাথায় খুব খুশকি আর চুলকানি কোন শ্যাম্পু ব্যবহার করবো' },
  {
    level: 'routine',
    text: 'Maa er tin mash dhore hatute byatha, sinri bhangte kosto. Kon daktar dekhabo?',
  },
  {
    level: 'routine',
    text: 'আমার fasting sugar দুবার ১৬০ এসেছে, আগে কখনো ছিল না। কোনো কষ্ট নেই, শুধু জল তেষ্টা বেশি পায়।',
  },
  {
    level: 'routine',
    text: 'আমার স্বামী রাতে খুব নাক ডাকেন আর দিনে সারাক্ষন ঘুম পায় ওজনও বেড়েছে কোন টেস্ট করাবো',
  },
  {
    level: 'routine',
    text: 'দু সপ্তাহ ধরে রাতে বারবার প্রস্রাব পায়, বয়স ৬২। prostate এর test করানো উচিত?',
  },
  {
    level: 'routine',
    text: 'Meye class 9 e pore, board er lekha porte gele chokh diye jol pore ar matha byatha kore. Chosma lagbe ki?',
  },
  { level: 'urgent', text: 'কাল থেকে প্রস্রাবে খুব জ্বালা, কোমরের একপাশে ব্যথা আর ১০১ জ্বর।' },
  {
    level: 'urgent',
    text: 'Amar 4 bochorer cheler 3 din dhore jor 102-103, ekhon bolche kaan byatha korche. Khawa dawa kom.',
  },
  {
    level: 'urgent',
    text: 'কাস্তে দিয়ে আঙুলে গভীর কেটে গেছে কাপড় বাধার পর রক্ত থেমেছে কিন্তু কাটাটা হাঁ হয়ে আছে আর কাস্তেতে মরচে ছিল',
  },
  {
    level: 'urgent',
    text: 'সকালে চোখে ধানের শিষ লেগেছে, এখন চোখ লাল, জল পড়ছে আর light সহ্য হচ্ছে না।',
  },
  {
    level: 'urgent',
    text: 'Didar kal raat theke patla paykhana ar bomi, 8-10 bar hoye gache, aaj prosrab kom hoyeche. Boyosh 75, ORS ektu ektu khacchen.',
  },
  // Round 27: two thirds in Latin letters, short, typed fast and by ear; measured blind against rules and the detector of round 26 (rules 83.2 %, with the detector 95.2 %).
  { level: 'self_care', text: 'duin theke nak diye jol porche hachi hocche olpo sordi' },
  { level: 'self_care', text: 'রোদে কাজ করে মাথা ধরেছে' },
  { level: 'self_care', text: 'sheete thot fete geche' },
  { level: 'self_care', text: 'মুখে ঘা হয়েছে দুদিন ধরে খেতে কষ্ট' },
  { level: 'self_care', text: 'kal football khele payer pesite byatha' },
  { level: 'routine', text: 'tin soptaho dhore kashi jacche na jor nei' },
  { level: 'routine', text: 'mayer hatute byatha sinri uthte kosto' },
  { level: 'routine', text: 'idanig khub testa pay r rate 3-4 bar bathroom jete hoy' },
  { level: 'routine', text: 'এক মাস ধরে চুল খুব পড়ছে আর ক্লান্ত লাগে' },
  { level: 'routine', text: '2 mas period hoyni test negative' },
  { level: 'routine', text: 'গলায় একটা গুটলি হয়েছে ব্যথা নেই এক মাস হলো' },
  { level: 'urgent', text: 'prosrabe jala kapuni diye jor 102 pithe byatha' },
  { level: 'urgent', text: 'kukur paye kamreche daanter daag olpo rokto' },
  { level: 'urgent', text: '3 din dhore jor 103 gaye lal lal dana dengu naki' },
  { level: 'urgent', text: '৫ বছরের ছেলের কানে খুব ব্যথা পুঁজ বেরোচ্ছে সারা রাত কেঁদেছে' },
  {
    level: 'urgent',
    text: 'sobji katte giye angule gobhir kete geche rokto theme geche kintu ghata khola',
  },
  // Round 28: sent on someone else's behalf (an ASHA worker, a neighbour, a son far away), a third each in the script, in Latin letters and as voice typing writes it, less typical presentations; measured blind against rules and the detector of round 27 (rules 86.4 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'মায়ের দুদিন ধরে প্রস্রাবে জ্বালা, কাঁপুনি দিয়ে জ্বর ১০২ আর কোমরের এক পাশে ব্যথা। খাওয়া দাওয়া করছে, কথা বলছে।',
  },
  {
    level: 'urgent',
    text: 'amar chhele r 3 din dhore jor 103 er moto, ajke gaye lal lal dana beriyeche, amader parai dengue hochhe khub. ektu ektu khachhe',
  },
  {
    level: 'urgent',
    text: 'বাবার পায়ে একটা ঘা হয়েছিল সুগার আছে এখন চারপাশ লাল হয়ে ফুলে গেছে গরম লাগছে হালকা জ্বর',
  },
  {
    level: 'urgent',
    text: 'pasher barir meye ta (6 bochor) kal theke kaane khub byatha, aj kaan theke pNuj berochhe, jor 101',
  },
  {
    level: 'urgent',
    text: 'দোকানের কর্মচারীর কাল থেকে পাতলা পায়খানা, দশবারের বেশি হয়েছে, মুখ শুকিয়ে গেছে, প্রস্রাব কম হচ্ছে, তবে কথা বলছে, হাঁটছে।',
  },
  {
    level: 'routine',
    text: 'ma er hNatur byatha onek din dhore, sokale uthle shokto lage, sirhi namte kosto. ortho dekhabo?',
  },
  {
    level: 'routine',
    text: 'আমার মামার দুমাস ধরে খুসখুসে কাশি, হালকা। বিড়ি খান, জ্বর নেই, ওজন কমেনি।',
  },
  {
    level: 'routine',
    text: 'স্কুলের একটা বাচ্চা বোর্ডের লেখা দেখতে পারছে না চোখ কুঁচকে দেখে মাথা ব্যথা করে চোখের ডাক্তার দেখাতে বলব',
  },
  {
    level: 'routine',
    text: 'boudir period kodin dhore onek beshi hochhe, ar 2-3 mas dhore kemon klanto lage, hNapiye jay na',
  },
  {
    level: 'routine',
    text: 'বাবার হাতের তালুতে চুলকানি দেওয়া দাগ, মাসখানেক ধরে, দোকানের ক্রিম লাগিয়ে কমছে না।',
  },
  {
    level: 'routine',
    text: 'মায়ের সুগার রিপোর্ট এসেছে ফাস্টিং একশো চল্লিশ আগে কখনো সুগার ছিল না কোনো অসুবিধা নেই কাকে দেখাব',
  },
  {
    level: 'self_care',
    text: 'amar bhaipo r 2 din dhore sordi, nak diye jol porchhe, halka kashi, khelchhe khachhe, jor nei',
  },
  {
    level: 'self_care',
    text: 'দোকানে সারাদিন দাঁড়িয়ে থেকে পায়ের গোড়ালিতে একটু ব্যথা, রাতে বিশ্রাম নিলে ঠিক হয়ে যায়।',
  },
  {
    level: 'self_care',
    text: 'মা বলছে বিয়ে বাড়িতে বেশি তেল মশলা খেয়ে পেট ফাঁপা আর টক ঢেকুর উঠছে আর কিছু না',
  },
  {
    level: 'self_care',
    text: 'chhele ta football khelte giye hNatu te chhor legechhe, ektu chhal uthe geche, rokto theme geche',
  },
  {
    level: 'self_care',
    text: 'পাশের বাড়ির দিদার কয়েকদিন ধরে ঠোঁটের কোণ ফেটে গেছে, শীতে প্রতিবার হয়, আর কোনো কষ্ট নেই।',
  },
  // Round 29: a practical question with the danger inside it ('can we wait till morning?'), often about two people, the emergency the second one's; measured blind against rules and the detector of round 28 (rules 86.4 %, with the detector 94.3 %).
  {
    level: 'urgent',
    text: 'মেয়ের তিন দিন ধরে জ্বর ১০২-১০৩, গায়ে হাতে পায়ে ব্যথা, প্যারাসিটামল দিলে কমে আবার আসে। পাড়ায় ডেঙ্গু হচ্ছে। আজই রক্ত পরীক্ষা করাব, নাকি আরও দুদিন দেখব?',
  },
  {
    level: 'urgent',
    text: 'babar prosraber somoy jwala korche, jor 101, komorer ek pashe byatha, ektu kapuni. kal to robibar, aj e daktar dekhano dorkar?',
  },
  {
    level: 'urgent',
    text: 'আমার ছেলে সাইকেল থেকে পড়ে কবজিতে খুব ব্যথা ফুলে গেছে নাড়াতে পারছে না আঙুল অবশ্য নাড়তে পারছে বরফ দিয়েছি এক্সরে কি আজকেই করাতে হবে',
  },
  {
    level: 'urgent',
    text: 'ma er paye ekta chhoto kata theke jaygata lal hoye fule geche, gorom, lal ta upor dike chorachhe, halka jor o ache. ma sugar patient. kon malom lagabo?',
  },
  {
    level: 'urgent',
    text: 'বাবার ডান চোখ সকাল থেকে লাল, খুব ব্যথা, আলোর দিকে তাকাতে পারছেন না, ঝাপসা দেখছেন। দোকান থেকে চোখের ড্রপ এনে দেব, নাকি আজই চোখের ডাক্তার?',
  },
  {
    level: 'routine',
    text: 'amar 3 mas dhore hatur byatha, siri bhangte kosto, sokale uthe hatu jam hoye thake. orthopedic daktar ke dekhate hobe? tara ache?',
  },
  {
    level: 'routine',
    text: 'মায়ের গত কয়েক মাস ধরে খুব ক্লান্ত লাগে চুল পড়ছে ওজন বাড়ছে শীত শীত করে থাইরয়েড টেস্ট করাবো কি কোন ডাক্তার দেখাবো',
  },
  {
    level: 'routine',
    text: 'স্বামীর বয়স ষাট, রাতে বারবার প্রস্রাবে উঠতে হয়, ধারাটা সরু হয়ে গেছে। কোন ডাক্তার দেখাব? তাড়াহুড়োর কিছু আছে?',
  },
  {
    level: 'routine',
    text: 'chheler boyos 16, 6 mas dhore mukhe brone, daag hoye jacche, o khub mon kharap kore. skin doctor dekhano uchit? kon cream?',
  },
  {
    level: 'routine',
    text: 'ঘাড়ের পাশে একটা ছোট গুটি হয়েছে মাস দুয়েক ধরে ব্যথা নেই বাড়েওনি জ্বর নেই কোন ডাক্তার দেখাব কী টেস্ট লাগবে',
  },
  {
    level: 'routine',
    text: 'bou er mashik kichu mash dhore 7-8 din dhore hocche r onek besi, klanto lage. gyno ke kobe dekhale hobe?',
  },
  {
    level: 'self_care',
    text: 'কাল থেকে সর্দি, নাক বন্ধ, গলাটা একটু খুসখুস, জ্বর নেই। আদা-তুলসীর চা খেলে চলবে, নাকি ওষুধ লাগবে?',
  },
  {
    level: 'self_care',
    text: 'kal biye barite kheye aj 2 bar patla paikhana hoyeche, jor nei, pet e halka morora, jol khete parchi. ORS khele cholbe?',
  },
  {
    level: 'self_care',
    text: 'রান্না করতে গিয়ে আঙুলে গরম তেলের ছোট্ট ছ্যাঁকা লেগেছে একটু লাল হয়েছে ফোসকা পড়েনি টুথপেস্ট লাগাবো নাকি ঠান্ডা জল',
  },
  {
    level: 'self_care',
    text: 'mosar kamore haat pa te lal lal fule uthche, khub chulkacche, r kichu nei. calamine lagale hobe?',
  },
  {
    level: 'self_care',
    text: 'রাতে ঘুম কম হয়েছে বলে সকাল থেকে মাথা ধরে আছে, চা খেলে একটু কমে। অফিসে একটা প্যারাসিটামল খেয়ে নিতে পারি?',
  },
  // Round 30: people who write little and badly (short, broken, misspelt, English medical words mixed in); measured blind against rules and the detector of round 29 (rules 92.6 %, with the detector 98.0 %).
  { level: 'urgent', text: 'প্রসাবে খুব জালা, জ্বর কাপুনি দিয়ে, কোমরের পাশে বেথা ২ দিন' },
  { level: 'urgent', text: 'ছেলের ৩ দিন ধরে জর 103, গায়ে লাল দানা, গাটে বেথা' },
  { level: 'urgent', text: 'বাবার সুগার 450 মেশিনে, খুব পিপাসা বার বার প্রসাব' },
  { level: 'urgent', text: 'পায়ে পেরেক ঢুকেছে কাল, এখন ফুলে লাল পুজ, টিটেনাস নেওয়া নেই' },
  { level: 'urgent', text: 'ma er chokh lal, khub betha, kal theke jhapsa dekhche' },
  { level: 'routine', text: '২ মাস ধরে হাটুতে বেথা, সিঁড়ি ভাংতে কস্ট, বয়স 58' },
  { level: 'routine', text: 'গায়ে গোল গোল দাদ চুলকায় ১ মাস, মলম লাগিয়ে কমছে না' },
  { level: 'routine', text: 'বিপি র ওষুধ শেষ, প্রেসার 150/95 হয় মাঝে মাঝে, মাথা ধরে না' },
  { level: 'routine', text: '৩ সপ্তাহ ধরে হালকা কাশি, জ্বর নেই, বিড়ি খাই' },
  { level: 'routine', text: 'pet e gas ombol 1 mash dhore, khali pete betha, antacid khele kome' },
  { level: 'routine', text: 'meye r period 2 mash hoyni, pregnancy test negative, boyos 19' },
  { level: 'self_care', text: 'সর্দি হাচি নাক দিয়ে জল ২ দিন, হালকা গলা খুসখুস' },
  { level: 'self_care', text: 'মশা কামড়ে হাতে ফুলে চুলকাচ্ছে' },
  { level: 'self_care', text: 'কাল রাতে ঘুম কম হয়েছে মাথা ধরেছে একটু' },
  { level: 'self_care', text: 'রান্না করতে গিয়ে আঙুলে গরম তেল ছিটকে লাল হয়েছে ছোট জায়গা, ফোস্কা নেই' },
  { level: 'self_care', text: '2 din dhore paykhana shokto hocche, jol kom khai' },
  // Round 31: messages that mix times and people (a past emergency and a present worry, two family members, a question about signs, recovery after hospital); measured blind against rules and the detector of round 30 (rules 93.2 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: 'বাবার গত বছর বাইপাস হয়েছে। এখন তিন দিন ধরে জ্বর ১০৩, প্রস্রাবে জ্বালা আর কাঁপুনি দিয়ে জ্বর আসছে।',
  },
  {
    level: 'urgent',
    text: 'meyer kaan e kal theke khub byatha, aaj pus beroche, jor 102. chheler o ektu sordi, oita thik ache.',
  },
  {
    level: 'urgent',
    text: 'মা ডায়াবেটিসের রোগী, পায়ে একটা ঘা হয়েছিল গত সপ্তাহে, এখন লাল হয়ে ফুলে গেছে, গরম, জ্বর আসছে।',
  },
  {
    level: 'urgent',
    text: 'কাল থেকে পেটের ডান দিকে নিচে ব্যথা, আজ বেড়েছে, দুবার বমি হয়েছে, হাঁটলে লাগছে। আমার দাদার অ্যাপেন্ডিক্স অপারেশন হয়েছিল।',
  },
  {
    level: 'urgent',
    text: 'chheler 3 bochor, 2 din dhore patla paykhana, aaj theke prosrab kom hochhe, thot shukno, khub klanto lagche',
  },
  {
    level: 'routine',
    text: 'বাবার স্ট্রোকের পর থেকে আমি নিজের প্রেশার মাপছি। গত সপ্তাহে তিনবার ১৪৫/৯৫ এসেছে, কোনো কষ্ট নেই। ডাক্তার দেখাব?',
  },
  {
    level: 'routine',
    text: '2 mash dhore haater ganth e byatha, sokale shokto lage, mayer o arthritis chilo',
  },
  {
    level: 'routine',
    text: 'মেয়ের মাসিক অনিয়মিত, তিন মাস হয়নি, প্রেগন্যান্ট নয়, টেস্ট করেছি। মুখে ব্রণ বেড়েছে।',
  },
  { level: 'routine', text: 'এক মাস ধরে কাশি যাচ্ছে না, জ্বর নেই। আমার কাকার আগে টিবি হয়েছিল।' },
  {
    level: 'routine',
    text: 'ami ar amar bou dujonei kodin dhore raat e thik ghumate parchi na, bou er abar majhe majhe matha byatha. thyroid test korabo?',
  },
  {
    level: 'routine',
    text: 'দাদুর হার্ট অ্যাটাকের পর থেকে ওষুধ চলছে, এখন বিকেলে পায়ের গোড়ালি একটু ফুলছে, শ্বাসকষ্ট নেই। ওষুধের জন্য কি?',
  },
  {
    level: 'self_care',
    text: 'ছেলের সর্দি, নাক দিয়ে জল পড়ছে, হালকা কাশি, জ্বর নেই, খেলছে খাচ্ছে। আমার মায়েরও একই, দুজনেরই দু দিন হল।',
  },
  {
    level: 'self_care',
    text: 'kal beshi biriyani kheye acidity, aaj ektu bhalo. babar heart er problem chilo bole bhoy pelam, kintu eta gas-i mone hochhe, buke kono chap nei',
  },
  { level: 'self_care', text: 'আঙুলে গরম তেল ছিটে ছোট ফোস্কা, কী লাগাব?' },
  {
    level: 'self_care',
    text: 'গতকাল জিমে গিয়ে পায়ে মাসল টান, আজ একটু ভালো। বউয়ের আবার বালিশের জন্য ঘাড়ে ব্যথা।',
  },
  {
    level: 'self_care',
    text: 'machher kata gola e atke chilo kal, bhat kheye beriye geche, ekhon shudhu halka khoch khoch kore',
  },
  // Round 32: comparisons and sensations ('like an elephant on my chest', 'limp like a wet cloth', 'half my body feels like someone else's'); measured blind against rules and the detector of round 31 (rules 83.8 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'তিন দিন ধরে জ্বর, আজ প্রস্রাবে যেন আগুন জ্বলছে, কোমরের পাশে ব্যথা আর কাঁপুনি দিয়ে জ্বর আসছে',
  },
  {
    level: 'urgent',
    text: 'pa e ekta kete gechilo, ekhon jayga ta lal, fule uthche, dhak dhak korche, lal dag ta upor dike chorachhe',
  },
  { level: 'urgent', text: 'কানের ভেতর যেন কেউ হাতুড়ি পেটাচ্ছে, কাল রাত থেকে পুঁজ বেরোচ্ছে আর জ্বর ১০২' },
  {
    level: 'urgent',
    text: 'চোখে যেন বালি পড়েছে এমন ব্যথা, চোখ টকটকে লাল, আলো সহ্য হচ্ছে না, দেখতে ঝাপসা লাগছে',
  },
  {
    level: 'urgent',
    text: 'dater gorar kache fula, gaal ta balish er moto fule geche, jor o ache',
  },
  { level: 'routine', text: 'কয়েক সপ্তাহ ধরে রাতে খাওয়ার পর বুকের নিচে জ্বালা, টক জল গলায় উঠে আসে' },
  {
    level: 'routine',
    text: 'hatur bhetor ta jeno morche pora kobja, sokale uthe shokto thake, ek mas hoye gelo',
  },
  { level: 'routine', text: 'ঘাড়ের কাছে একটা তিল আগের থেকে বড় হচ্ছে, রংটাও বদলাচ্ছে' },
  {
    level: 'routine',
    text: "দু'মাস ধরে খুব ক্লান্ত লাগে, যেন ব্যাটারি শেষ। চুলও পড়ছে, ঠান্ডা একদম সহ্য হয় না, ওজনটাও একটু বেড়েছে। কাজে মন বসে না, সারাদিন ঘুম ঘুম। কোন ডাক্তার দেখাব?",
  },
  {
    level: 'routine',
    text: 'prosrab barbar pacche, raate 3-4 bar uthte hoy, tesh o beshi pay, ojon kome jacche',
  },
  {
    level: 'routine',
    text: 'কোমরের ব্যথাটা মাঝে মাঝে পা বেয়ে কারেন্টের মতো নামে, তিন সপ্তাহ হলো, হাঁটতে পারছি, প্রস্রাব-পায়খানা ঠিক আছে',
  },
  { level: 'self_care', text: "নাক বন্ধ, গলায় যেন শিরিষ কাগজ ঘষছে, দু'দিন ধরে হালকা সর্দি" },
  {
    level: 'self_care',
    text: 'kal football khelte giye gorali ta ektu mochke gelo, ektu fula, hatte parchi',
  },
  { level: 'self_care', text: 'ঠোঁটের কোণ ফেটে গেছে, হাসলেই চিড়চিড় করে' },
  { level: 'self_care', text: 'কাল রাতে ঘুম কম হয়েছে, মাথাটা যেন তুলো ভরা, ভারী ভারী' },
  {
    level: 'self_care',
    text: 'mosha kamranor jayga gulo khub chulkacche, chhoto chhoto fula, jor nei',
  },
  // Round 33: a practical question carries the message (can I wait till morning, which tablet, cost, travel, work or school); measured blind against rules and the detector of round 32 (rules 88.1 %, with the detector 96.9 %).
  {
    level: 'urgent',
    text: 'দুদিন ধরে প্রস্রাবে জ্বালা আর আজ থেকে কোমরের পাশে ব্যথা, কাঁপুনি দিয়ে জ্বর ১০২। কাল কলেজে প্র্যাকটিকাল পরীক্ষা আছে, আজকেই ডাক্তার দেখানো কি জরুরি?',
  },
  {
    level: 'urgent',
    text: 'Cheler 3 din dhore jor 103 porjonto uthche, gaye laal laal dana beriyeche, paracetamol dile ektu kome. Ekhane dengue hochhe khub. Aaj i blood test korabo na kal school theke phirle?',
  },
  {
    level: 'urgent',
    text: 'মাঠে কাজ করতে গিয়ে কাস্তেতে হাতের তালু অনেকটা কেটে গেছে, কাপড় চেপে রক্ত থেমেছে কিন্তু কাটাটা হাঁ হয়ে আছে। গ্রামের ডাক্তার কি সেলাই করে দিতে পারবে, আর টিটেনাসের ইনজেকশন লাগবে?',
  },
  {
    level: 'urgent',
    text: '৭০ বছরের বাবা দুদিন ধরে ঠিক করে খাচ্ছেন না, বমি হচ্ছে, মুখ শুকনো, প্রস্রাব কম, তবে কথাবার্তা ঠিকই আছে। আজই ডাক্তার দেখাতে হবে নাকি ওআরএস খাইয়ে দেখব? সুগারের ওষুধ বন্ধ রাখব?',
  },
  {
    level: 'urgent',
    text: 'Kal football khelte giye goralite mochke geche, ekhon phule dhol, paa mati te rakhte parchi na. Aaj i X-ray korate hobe na borof diye kal porjonto dekhbo?',
  },
  {
    level: 'routine',
    text: 'গত দুমাস ধরে রাতে বারবার প্রস্রাব পাচ্ছে আর খুব তেষ্টা পায়, ওজনও একটু কমেছে। আমার মায়ের সুগার ছিল। সুগার টেস্ট করাতে খালি পেটে যেতে হয়? কোন দিন গেলে ভিড় কম?',
  },
  {
    level: 'routine',
    text: 'Amar gola 3 saptaho dhore bhanga, byatha nei, jor nei, ami school e porai. ENT doctor dekhate hobe? Mongolbar chhuti ache, sedin gele cholbe?',
  },
  {
    level: 'routine',
    text: 'হাঁটুতে কয়েক মাস ধরে ব্যথা, সিঁড়ি ভাঙতে কষ্ট, সকালে শক্ত হয়ে থাকে। হাড়ের ডাক্তার দেখাতে কলকাতা যাব না জেলা হাসপাতালে দেখালেই হবে? খরচ কেমন?',
  },
  {
    level: 'routine',
    text: 'মেয়ের (১৪) মাসিক খুব অনিয়মিত, কখনও দুমাস হয় না, মুখে ব্রণও বেড়েছে। স্কুল কামাই না করে শনিবার গাইনি দেখানো যাবে?',
  },
  {
    level: 'routine',
    text: 'মাথার ত্বকে চুলকানি আর খুশকি, ঘাড়ে লাল গোল গোল দাদের মতো দাগ এক মাস ধরে। চর্মরোগের ডাক্তার কি অনলাইনে দেখানো যায়, না সামনাসামনি যেতে হবে?',
  },
  {
    level: 'routine',
    text: 'Babar 2 mash dhore shukno kashi, jor nei, onek bochor dhore bidi khay. Sorkari hospital e X-ray ki free hoy? Kon din gele bhir kom thake?',
  },
  {
    level: 'self_care',
    text: 'কাল থেকে সর্দি আর হালকা গলা ব্যথা, জ্বর নেই। কাল অফিস যাব নাকি বাড়ি থেকে কাজ করব? গরম জলে নুন দিয়ে গার্গল করলে হবে?',
  },
  {
    level: 'self_care',
    text: 'Gotokal biyebarite onek kheye felechi, aaj pet fapa ar ektu gas. Jol khete pari to? Kal bus e Digha jabo.',
  },
  {
    level: 'self_care',
    text: 'রোদে মাঠে কাজ করে মাথা ধরেছে, একটু ক্লান্ত লাগছে, এমনি ঠিক আছি। একটা প্যারাসিটামল খেয়ে নেব, না ওআরএস খাব?',
  },
  {
    level: 'self_care',
    text: 'বাচ্চার (৬ বছর) মশার কামড়ে হাতে পায়ে ছোট ছোট ফোলা, চুলকাচ্ছে, আর কোনো সমস্যা নেই। কাল স্কুলে পাঠাতে পারি? কোন ক্রিম লাগাব?',
  },
  {
    level: 'self_care',
    text: 'নতুন জুতো পরে গোড়ালিতে ফোস্কা পড়েছে। ফাটিয়ে দেব না রেখে দেব? কাল থেকে মর্নিং ওয়াকে যাওয়া যাবে?',
  },
  // Round 34: told from afar or alone (a son retelling a phone call from the village, a video call, someone living alone at night, a neighbour through the wall); measured blind against rules and the detector of round 33 (rules 86.1 %, with the detector 97.4 %).
  {
    level: 'urgent',
    text: 'মা ফোনে বলল তিন দিন ধরে জ্বর ১০২-১০৩, গা-হাত-পা ব্যথা, খেতে পারছে না, পাড়ায় অনেকের ডেঙ্গি হয়েছে। আমি বাইরে থাকি, মাকে কি আজই টেস্ট করাতে বলব?',
  },
  {
    level: 'urgent',
    text: 'Hostel e achi, kal theke peter dan dike niche byatha barche, hatle lage, ektu jor o ache. Bomi hoyni. Ajke doctor dekhano dorkar?',
  },
  {
    level: 'urgent',
    text: 'বাবার সুগার আছে, গ্রামে থাকে। ফোনে বলল পায়ের আঙুলে একটা ঘা হয়ে লাল হয়ে ফুলেছে, পুঁজ বেরোচ্ছে, হালকা জ্বরও আছে।',
  },
  {
    level: 'urgent',
    text: 'একা থাকি, প্রস্রাবের সময় খুব জ্বালা, কোমরের পাশে ব্যথা, কাল রাত থেকে কাঁপুনি দিয়ে জ্বর আসছে।',
  },
  {
    level: 'urgent',
    text: 'Didi phone e bollo jamaibabur 2 din dhore patla paykhana, dine 8-10 bar, mukh shukiye jacche, prosrab kom hocche. Ora ORS dicche.',
  },
  {
    level: 'routine',
    text: 'মা বলছে কয়েক সপ্তাহ ধরে রাতে বারবার প্রস্রাব পায়, খুব তেষ্টা পায়, ওজনও কমেছে। মা একা থাকে, কবের মধ্যে ডাক্তার দেখাবে?',
  },
  {
    level: 'routine',
    text: 'নাইট শিফট করি, প্রায় এক মাস ধরে দিনে ঘুমোতে পারি না, মেজাজ খিটখিটে হয়ে থাকে। কাউন্সেলর দেখাব না ডাক্তার?',
  },
  {
    level: 'routine',
    text: 'Babar hatur byatha onek din dhore, sinri uthte kosto. Phone e bollo ekhon aro bere geche. Gram e thake, kon doctor dekhabo?',
  },
  {
    level: 'routine',
    text: 'ভাই হোস্টেলে, দু সপ্তাহ ধরে শুকনো কাশি, রাতে বাড়ে, জ্বর নেই। ফোনে বলল খেলাধুলো ঠিকই করতে পারছে।',
  },
  {
    level: 'routine',
    text: 'দিদা কয়েক মাস ধরে চোখে ঝাপসা দেখছে, মামা বলছে ছানি হতে পারে। কোথায় দেখালে ভালো?',
  },
  {
    level: 'routine',
    text: 'Ami eka thaki, 2-3 sopta dhore hothat uthle matha ghore, ektu bosle thik hoye jay. Onek din BP check korini.',
  },
  {
    level: 'self_care',
    text: 'হোস্টেলে আছি, কাল থেকে নাক দিয়ে জল পড়ছে, হাঁচি, গলা একটু খুসখুস করছে। কী খেলে আরাম হবে?',
  },
  {
    level: 'self_care',
    text: 'মা ফোনে বলল বাগানে কাজ করতে গিয়ে হাতে একটু কেটে গেছে, রক্ত থেমে গেছে। ধুয়ে কী লাগাবে?',
  },
  {
    level: 'self_care',
    text: 'Raate eka, beshi biryani kheye pet fanpa lagche, gas hocche. Ki khele aram pabo?',
  },
  {
    level: 'self_care',
    text: 'বাবা বলল দুদিন ধরে কাঁধে একটু টান ধরেছে, ভারী বালতি তোলার পর থেকে। হাত নাড়াতে পারছে, ব্যথাও কম।',
  },
  {
    level: 'self_care',
    text: 'নাইট ডিউটির পর চোখ জ্বালা করে আর শুকনো লাগে, অনেকক্ষণ স্ক্রিনের দিকে তাকিয়ে থাকতে হয়।',
  },
  // Round 35: young writers (students 13–24: slang, emojis, English mixed in, hostel, exams, sports, a friend's forwarded message); measured blind against rules and the detector of round 34 (rules 87.8 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: 'হোস্টেলে ৩ দিন ধরে 103 জ্বর, গা-হাত-পা ব্যথা আর এখন হাতে লাল র‍্যাশ বেরিয়েছে। আমাদের পাড়ায় খুব ডেঙ্গু হচ্ছে',
  },
  {
    level: 'urgent',
    text: 'mar prosab e jwala ar komorer pashe byatha, kal theke kapuni diye jor o ashche. aaj i doctor dekhabo?',
  },
  {
    level: 'urgent',
    text: 'ক্রিকেট খেলতে গিয়ে পড়ে কবজি ফুলে গেছে আর একটু বাঁকা দেখাচ্ছে, নাড়াতে পারছি না। ব্যথা সহ্য করা যাচ্ছে যদিও',
  },
  { level: 'urgent', text: '৮ বছরের ভাইয়ের সকাল থেকে ৭-৮ বার বমি আর পায়খানা, এখন হিসুও কম হচ্ছে' },
  {
    level: 'urgent',
    text: 'kal raat theke peter dan dike niche byatha, hatle bere jacche ar ekbar bomi o holo. ami 19, meye',
  },
  {
    level: 'routine',
    text: 'কোচিং থেকে ফিরে প্রায় রোজ সন্ধেবেলা মাথাব্যথা, ২ সপ্তাহ ধরে। চশমা লাগবে নাকি?',
  },
  {
    level: 'routine',
    text: 'babar 2 soptaho dhore shukno kashi, jor nei, kintu jacchei na. bidi o khay',
  },
  { level: 'routine', text: '৪ মাস ধরে পিরিয়ড অনিয়মিত, কখনো হয় না কখনো দুবার। আমি 17, ওজনও বাড়ছে' },
  {
    level: 'routine',
    text: 'মুখে ব্রণ খুব বেড়ে গেছে আর দাগ থেকে যাচ্ছে, কত ফেসওয়াশ ট্রাই করলাম কিছুই হচ্ছে না',
  },
  { level: 'routine', text: 'দিদার হাঁটুতে খুব ব্যথা থাকে, সিঁড়ি উঠতে পারে না, একটু ফোলাও আছে' },
  {
    level: 'routine',
    text: 'প্রথম চাকরি নিয়ে বেঙ্গালুরু এসেছি এক মাস, মন খুব খারাপ থাকে আর ঘুম ঠিক হয় না। নিজের ক্ষতি করার মতো কিছু ভাবি না, শুধু সব ফিকে লাগে',
  },
  {
    level: 'self_care',
    text: 'সাইকেলে বৃষ্টিতে ভিজে সর্দি লেগেছে, নাক দিয়ে জল পড়ছে আর হাঁচি, জ্বর নেই। বাড়িতে কী করব?',
  },
  {
    level: 'self_care',
    text: 'parar dokane fuchka kheye halka acidity hocche 😅 khabar por buk jwala, kono gharoa upay?',
  },
  { level: 'self_care', text: 'পরীক্ষার টেনশনে মুখে ঘা হয়েছে, ঝাল খেলে খুব জ্বালা করে' },
  { level: 'self_care', text: 'কাল ডার্বি ম্যাচে এত চেঁচিয়েছি যে গলা বসে গেছে lol গলার আওয়াজ ভাঙা' },
  { level: 'self_care', text: 'hostel e mosha kamre hate khub chulkani, kono cream bolo' },
  // Round 36: people with a long-standing illness or a known history (diabetes, BP, asthma, epilepsy, an old stroke or heart attack, a stent, kidney disease, a past miscarriage or C-section, old TB) write about something new; measured blind against rules and the detector of round 35 (rules 90.9 %, with the detector 96.3 %).
  {
    level: 'urgent',
    text: 'আমার সুগার আছে। পায়ের বুড়ো আঙুলে তিন দিন আগে নতুন জুতোয় ফোস্কা পড়েছিল। এখন জায়গাটা লাল হয়ে ফুলে গেছে, পুঁজ বেরোচ্ছে, হালকা জ্বর। হাঁটতে পারছি, কিন্তু লালটা পায়ের পাতার দিকে ছড়াচ্ছে।',
  },
  {
    level: 'urgent',
    text: 'Amar kidney transplant hoyechilo 2 bochor age, immunity komanor osudh khai. Kal raat theke jor 101, prosrabe jwala, bar bar jete hocche. Emni bhalo achi, khacchi dacchi. Aaj i ki dekhano dorkar?',
  },
  {
    level: 'urgent',
    text: 'বাবার প্রেশার আছে, আজ মেশিনে মাপলাম ১৮৫/১১০, আধঘণ্টা পর আবার মাপলাম, প্রায় একই। মাথাটা একটু ভার, আর কোনও অসুবিধা নেই, হাত পা ঠিক চলছে, কথাও ঠিক। ওষুধ সকালে খেয়েছেন।',
  },
  {
    level: 'urgent',
    text: 'আমার সিজার হয়েছে দশ দিন আগে। সেলাইয়ের জায়গাটা লাল হয়ে গরম, টিপলে ব্যথা, একটু হলুদ রস বেরোচ্ছে, গায়ে হালকা জ্বর, ৯৯-১০০। রক্তপাত বেশি নেই, বাচ্চাও ভালো আছে।',
  },
  {
    level: 'urgent',
    text: "মেয়ের বয়স আট, ওর হাঁপানি আছে। দু'দিন ধরে সর্দি-কাশি, আজ ইনহেলার দিনে চার-পাঁচবার লাগছে। দিলে আরাম হচ্ছে, কথা বলছে, খেলছেও, কিন্তু রাতে কাশিতে বারবার ঘুম ভাঙছে।",
  },
  {
    level: 'routine',
    text: "আমার থাইরয়েড আছে, ছ'মাস আগে শেষ টিএসএইচ করিয়েছিলাম। ইদানীং চুল পড়ছে আর ওজন একটু বেড়েছে। ডোজ বদলাতে হবে কিনা দেখাতে চাই, কোন কোন টেস্ট করিয়ে যাব?",
  },
  {
    level: 'routine',
    text: 'Mayer sugar 10 bochor. Last 2-3 mash dhore paye jhinjhin kore, raate payer talu jwale. Kono ghaa nei. Doctor er appointment nebo bhabchi, kake dekhabo, sugar er doctor na nerve er doctor?',
  },
  {
    level: 'routine',
    text: 'আমার পুরনো টিবি হয়েছিল, সেরে গেছে। তিন সপ্তাহ ধরে একটা শুকনো কাশি, জ্বর নেই, রক্ত ওঠেনি, ওজনও কমেনি। তবু একবার দেখিয়ে নিতে চাই, আবার হল কিনা। কবে নাগাদ আসব?',
  },
  {
    level: 'routine',
    text: 'বাবার স্টেন্ট বসানোর পর দেড় বছর হল। ইদানীং রাতে পায়ে ক্র্যাম্প হয়, আর স্ট্যাটিন খাওয়ার পর থেকে থাইয়ের পেশিতে হালকা ব্যথা। বুকে কিছু নেই। ওষুধটা বদলানো যায় কিনা জানতে চাই।',
  },
  {
    level: 'routine',
    text: "আমার মৃগী আছে, ওষুধে ভালো আছি, দু'বছর ফিট হয়নি। আমরা বাচ্চা নেওয়ার কথা ভাবছি। ওষুধ কি বদলাতে হবে, ফলিক অ্যাসিড কবে থেকে খাব? ডাক্তারের সঙ্গে বসে কথা বলতে চাই।",
  },
  {
    level: 'routine',
    text: 'Ami BP r osudh khai 5 bochor. Notun osudh ta shuru korar por theke bikele gorali phule jay, sokale abar thik. Byatha nei, nishwas e kosto nei. Osudh bodlano jay kina dekhate chai, appointment ki pabo?',
  },
  {
    level: 'self_care',
    text: "আমার সুগার আছে, ওষুধে নিয়ন্ত্রণে। দু'দিন ধরে নাক দিয়ে জল পড়ছে, হাঁচি, গলা খুসখুস। জ্বর নেই। কোন কাশির সিরাপ খেলে সুগার বাড়বে না?",
  },
  {
    level: 'self_care',
    text: 'Amar thyroid ache, roj thyroxine khai. Kal biye barite beshi kheye felechi, aaj sokal theke pet fapa, chonya dhekur. Ar kichu na. Ghore ki korle aram pabo?',
  },
  {
    level: 'self_care',
    text: 'বাবার প্রেশার আছে। কাল বাগানে কাজ করতে গিয়ে কোমরে একটু টান লেগেছে, হাঁটতে পারছেন, পায়ে ঝিনঝিন নেই। গরম সেঁক দেওয়া যায়? কোন ব্যথার ওষুধ প্রেশারের ক্ষতি করবে না?',
  },
  {
    level: 'self_care',
    text: 'আমার পুরনো হাঁপানি, এখন কোনও টান নেই। কাল রান্না করতে গিয়ে আঙুলে গরম তেল ছিটে একটা ছোট পোড়া হয়েছে, সামান্য লাল, ফোস্কা পড়েনি। কী লাগাব?',
  },
  {
    level: 'self_care',
    text: "সিজারের পর ছ'মাস হল, সব ঠিক আছে, বাচ্চাকে বুকের দুধ খাওয়াই। আজকাল কোষ্ঠকাঠিন্য হচ্ছে, পায়খানা শক্ত। খাবারে কী বদল আনলে ভালো হবে?",
  },
  // Round 37: work and seasons (farm, construction site, brick kiln, factory, drivers, fishermen, migrant workers; monsoon floods, heat wave, winter smoke, festival fasting, pilgrimage, wedding crowds); measured blind against rules and the detector of round 36 (rules 92.0 %, with the detector 98.3 %).
  {
    level: 'urgent',
    text: 'বর্ষা নামার পর থেকে তিন দিন ধরে জ্বর ১০৩ পর্যন্ত উঠছে, গা-হাত-পায়ে অসহ্য ব্যথা, চোখের পেছনে টনটন করছে। পাড়ায় অনেকের ডেঙ্গু হয়েছে। খেতে পারছি, জলও খাচ্ছি, কোথাও রক্ত পড়া বা পেটব্যথা নেই। আজই কি রক্ত পরীক্ষা করিয়ে নেব?',
  },
  {
    level: 'urgent',
    text: 'Dhaner khete kaj korte giye payer talu te ekta jong dhora perek dhuke gechilo porshu. Ekhon jaygata lal, fule gache, gorom, pus jomeche mone hoy, kal raat theke halka jor. Tetanus er tika shesh kobe niyechi mone nei.',
  },
  {
    level: 'urgent',
    text: 'রাজমিস্ত্রির কাজের সময় সকালে চোখে সিমেন্টের গুঁড়ো ঢুকে গিয়েছিল। কল থেকে অনেকক্ষণ জল দিয়ে ধুয়েছি, কিন্তু এখনও চোখ টকটকে লাল, জ্বালা করছে, ঝাপসা দেখছি, আলোর দিকে তাকাতে পারছি না।',
  },
  {
    level: 'urgent',
    text: 'আমার সাত বছরের মেয়ে, বন্যার জল নামার পর থেকে দিনে ছ-সাত বার পাতলা পায়খানা, সঙ্গে মোচড়ানো পেটব্যথা আর জ্বর, আজ পায়খানায় আম আর একটু রক্ত দেখলাম। জল খাচ্ছে, প্রস্রাবও হচ্ছে, ওআরএস দিচ্ছি।',
  },
  {
    level: 'urgent',
    text: 'Ami auto chalai, gorome sara din jol kom khawa hoy. Kal theke prosrab korte khub jala, bar bar pacche, aaj sokal theke komorer dan dike byatha r kapuni diye jor esheche. Bomi hoyni, khete parchi.',
  },
  {
    level: 'routine',
    text: 'প্রতি বছর ধান ঝাড়াইয়ের সময় থেকে নাক দিয়ে জল পড়ে, হাঁচি থামে না, চোখ চুলকায়। এবারও শুরু হয়েছে। শ্বাসকষ্ট বা জ্বর নেই। ভাবছি এবার একবার অ্যালার্জির ডাক্তার দেখিয়ে নেব, কোন বিভাগে যাব?',
  },
  {
    level: 'routine',
    text: 'Tanter kaj kori, dine dosh ghonta bose thaki. Chhe mash dhore komore byatha, sokale uthle shokto lage, kaj shuru korle ektu kome jay. Paye jhinjhi ba durbolota nei. Ekbar bhalo kore doctor dekhate chai.',
  },
  {
    level: 'routine',
    text: 'জুটমিলের মেশিনের শব্দে পনেরো বছর কাজ করছি। ইদানীং মনে হচ্ছে বাঁ কানে কম শুনি, বাড়ির লোক বলে টিভির আওয়াজ বেশি দিই। কোনো ব্যথা বা পুঁজ নেই। কানের ডাক্তার দেখানো দরকার কি?',
  },
  {
    level: 'routine',
    text: 'মা চল্লিশ বছর ধরে মাটির উনুনে রান্না করছেন। শীতে কাশি বাড়ে, সকালে কফ ওঠে, সিঁড়ি ভাঙলে একটু হাঁপ ধরে। এখন আগের মতোই আছেন, নতুন করে বাড়েনি। ফুসফুসের একটা পরীক্ষা করাতে চাই।',
  },
  {
    level: 'routine',
    text: 'আমি জেলে, সারাদিন রোদে নৌকায় থাকি। গালে একটা তিলের মতো কালো দাগ গত কয়েক মাসে একটু বড় হয়েছে, ধারগুলো এবড়োখেবড়ো লাগে। ব্যথা বা রক্ত পড়া নেই। চামড়ার ডাক্তার দেখাতে চাই।',
  },
  {
    level: 'routine',
    text: 'Baba r bayesh shat, ekhono tractor chalan. Kichu mash dhore bolchen raate dui-tin bar prosrab korte uthte hoy, dhara ta durbol, shesh hoteo deri lage. Kono jala ba jor nei. Ekta appointment nite chai.',
  },
  {
    level: 'self_care',
    text: 'ঘাম আর গরমে পিঠে, গলায় লাল লাল ঘামাচি বেরিয়েছে, খুব চুলকায়। রাজমিস্ত্রির কাজ, রোদে থাকতেই হয়। জ্বর নেই, পুঁজও হয়নি। বাড়িতে কী করলে কমবে?',
  },
  {
    level: 'self_care',
    text: 'ভাইয়ের বিয়েতে তিন দিন ধরে টানা ভুরিভোজ চলছে, এখন একটু অম্বল, চোঁয়া ঢেকুর আর পেট ফাঁপা। বমি বা তেমন ব্যথা নেই। কী খেলে বা কী না খেলে আরাম পাব?',
  },
  {
    level: 'self_care',
    text: 'ধান কাটতে কাটতে দু হাতের তালুতে ফোসকা পড়েছে, দুটো ফেটেও গেছে। চারপাশ লাল হয়নি, পুঁজ নেই, জ্বরও নেই। কীভাবে যত্ন নিলে কাজ চালিয়ে যেতে পারব?',
  },
  {
    level: 'self_care',
    text: 'শীতে ঠোঁট আর পায়ের গোড়ালি ফেটে গেছে, হাঁটলে একটু জ্বালা করে। ভোর চারটেয় মাছের আড়তে যেতে হয়, জলে পা ভেজে। ঘরোয়া কী লাগালে তাড়াতাড়ি সারবে?',
  },
  {
    level: 'self_care',
    text: 'জন্মাষ্টমীর উপোস ভাঙার পর থেকে মাথাটা একটু ধরে আছে, গা ম্যাজম্যাজ করছে। এখন খাওয়াদাওয়া করেছি, আর কোনো অসুবিধা নেই। জল আর বিশ্রামেই কি চলবে?',
  },
  // Round 38: a long story told in order, ending with the speaker's own harmless guess (gas, acidity, the heat, a sprain, tiredness); measured blind against rules and the detector of round 37 (rules 88.9 %, with the detector 95.7 %).
  {
    level: 'urgent',
    text: 'পরশু থেকে জ্বর, গা-হাত-পা ব্যথা। আজ সকালে স্নান করে অফিস যাওয়ার জন্য তৈরি হচ্ছিলাম, তখন দেখি পায়ে লাল লাল ছোপ, দাঁতের মাড়ি থেকে একটু রক্ত। পাড়ায় অনেকের ডেঙ্গু হচ্ছে। ভাবছি গরমে হয়েছে, পেঁপে পাতার রস খাব।',
  },
  {
    level: 'urgent',
    text: 'Kal raat theke prosraber somoy khub jalapora, bar bar jete hochhe, aaj sokal theke kanpuni diye jor 102 r pither dan dike byatha. Office e boss chhuti dite chaiche na. Bhabchi beshi jol khele sere jabe.',
  },
  {
    level: 'urgent',
    text: 'কাল বিকেলে ছাদে কাপড় তুলতে গিয়ে সিঁড়িতে পা মচকে গেল। রাতে বরফ দিলাম, ভাবলাম সেরে যাবে। আজ সকালে গোড়ালি খুব ফুলে নীল হয়ে গেছে, পায়ে ভর দিতেই পারছি না, চার পা-ও হাঁটতে পারছি না। মনে হচ্ছে শুধু মচকানো, চুন-হলুদ লাগাব?',
  },
  {
    level: 'urgent',
    text: 'ছেলের (৬ বছর) দুদিন ধরে কানে ব্যথা, কাল রাতে কেঁদে কেঁদে ঘুমিয়েছে। আজ সকালে বালিশে হলুদ পুঁজের মতো দাগ, জ্বর ১০২। স্কুলের টিফিন গুছিয়ে দিয়েছিলাম কিন্তু পাঠাইনি। মা বলছে সরষের তেল গরম করে কানে দিতে।',
  },
  {
    level: 'urgent',
    text: 'Porshu ranna korte giye gorom tel chitke hate porechhilo, tokhon jol diyechilam. Aaj dekhi jayga ta lal hoye fule geche, puj jomechhe, lal dag ta haater upor dike chhoriye jacche, gaa ta o jor jor. Bhabchi Boroline lagiye rakhi.',
  },
  {
    level: 'routine',
    text: 'গত দু-তিন মাস ধরে রাতে বারবার বাথরুমে যেতে হয়, খুব তেষ্টা পায়, ওজনও একটু কমেছে মনে হয়। মা-বাবা দুজনেরই সুগার। অফিসের ক্যান্টিনে মিষ্টি খাওয়া কমিয়েছি। ভাবছি বয়সের জন্য, তবু একবার দেখানো দরকার?',
  },
  {
    level: 'routine',
    text: 'Ek mash dhore sokale uthe hater angul gulo shokto lage, adh ghonta por thik hoy. Rannaghore ruti belte kosto hoy. Ma bollo boyosh hoyeche (amar 45), bat dhoreche. Sorsher tel malish kori. Ki porikkha korabo?',
  },
  {
    level: 'routine',
    text: 'অনেকদিন ধরে সিঁড়ি ভাঙলে বা বাজারের ব্যাগ নিয়ে উঠলে হাঁটুতে ব্যথা হয়, বসলে কমে যায়। বয়স ৫৬, একটু ওজন বেশি। পাড়ার দোকান থেকে ব্যথার মলম কিনে লাগাচ্ছি। কোনো ব্যায়াম বা পরীক্ষা লাগবে কি?',
  },
  {
    level: 'routine',
    text: 'মাস দুয়েক ধরে খেলেই বুক জ্বালা করে, বিশেষ করে রাতে তেলেভাজা খেলে। শুয়ে পড়লে টক জল মুখে উঠে আসে। হাঁটাচলায় কোনো কষ্ট নেই। অ্যান্টাসিড খেলে কমে, কিন্তু আবার হয়। এই সপ্তাহের মধ্যে ডাক্তার দেখাব ভাবছি।',
  },
  {
    level: 'routine',
    text: 'Meyer (12) kodin dhore blackboard er lekha jhapsa dekhe, class e samner bench e boshte chay. Mobile e game beshi khelto, seta bondho korechi. Bikele mathabyatha o hoy. Chokher daktar dekhano dorkar ki?',
  },
  {
    level: 'routine',
    text: 'গত এক মাস ধরে খুব ক্লান্ত লাগে, নখ সাদাটে, চুল পড়ছে, একটু হাঁটলেই হাঁপ ধরে আবার কমে যায়। পিরিয়ডে বেশি রক্ত যায়। অফিস আর সংসার সামলে ঠিকমতো খাওয়া হয় না, ভাবছি দুর্বলতা। রক্ত পরীক্ষা করানো উচিত?',
  },
  {
    level: 'self_care',
    text: 'কাল বৃষ্টিতে ভিজে বাড়ি ফিরেছি, ছাতাটা বাসে ফেলে এসেছিলাম। আজ সকাল থেকে নাক দিয়ে জল, হাঁচি, গলা একটু খুসখুস। জ্বর নেই, খাচ্ছি-দাচ্ছি, অফিসও করেছি। আদা-চা আর গরম জলের ভাপ নিচ্ছি, এতেই হবে তো?',
  },
  {
    level: 'self_care',
    text: 'Kal biye barite biriyani, mangsho, rosogolla sob beshi kheye felechi. Aaj sokal theke pet ta bhar bhar, dhekur uthche, ektu ombol. Jor nei, bomi nei, paikhana thik. Jowan er jol khacchi. Aaj halka khabo bhabchi.',
  },
  {
    level: 'self_care',
    text: 'নতুন জুতো পরে কাল সারাদিন মেলায় ঘুরেছি। রাতে দেখি গোড়ালিতে একটা ফোস্কা পড়েছে, ছোট, লাল নয়, পুঁজও নেই। আজ চটি পরে আছি। ফোস্কাটা ফাটাব, না এমনি রেখে দেব?',
  },
  {
    level: 'self_care',
    text: 'কাল ঘর রং করার জন্য সারাদিন মই বেয়ে ওঠানামা করেছি, আজ সকালে উঠে কাঁধ আর ঘাড় টনটন করছে। হাত নাড়াতে পারছি, অবশ ভাব নেই, শুধু ব্যথা। গরম সেঁক দিচ্ছি, মনে হয় খাটুনির জন্য। আর কী করতে পারি?',
  },
  {
    level: 'self_care',
    text: 'Meye (4) aaj park e khelte giye pore giye hatu ta ektu chhore geche, ektu rokto beriyechhilo, dhuye diyechi. Ekhon abar dourachhe, khelchhe. Jaygata ektu lal. Antiseptic lagiye band-aid dilei hobe to?',
  },
  // Round 39: shyness and euphemism (bleeding called 'that' or 'my clothes got spoiled', pain called 'uneasiness', a suicide plan only hinted, elders' polite indirection); measured blind against rules and the detector of round 37 (rules 78.4 %, with the detector 94.3 %).
  {
    level: 'urgent',
    text: 'Kal raate maachh khete giye kanta gilechhi, ekhono golay bidhe achhe mone hoy, dhok gilte laagchhe. Nishwas thik achhe, kotha bolte parchhi.',
  },
  {
    level: 'urgent',
    text: 'মেয়ের (১০) প্রস্রাবে জ্বালা, আজ জ্বর ১০১, তলপেটে ব্যথা। জল খাচ্ছে, বমি নেই। ও লজ্জায় প্রথমে বলেনি।',
  },
  {
    level: 'urgent',
    text: 'ছেলের (৬) তিন দিন ধরে গলা ব্যথা আর জ্বর, টনসিলে সাদা সাদা দাগ, ঢোক গিলতে কষ্ট, তবে জল খাচ্ছে, নিঃশ্বাস ঠিক।',
  },
  {
    level: 'urgent',
    text: "Shami r payer buro angul hothat phule lal, gorom, chhuleo byatha, hatte parchhen na. Jor nei. Uni bolchhen 'ektu oshubidhe', kintu raate ghumote parenni.",
  },
  {
    level: 'urgent',
    text: 'কাজের দিদির হাতে বঁটিতে কেটে গেছে, বেশ গভীর, চেপে ধরায় রক্ত থেমেছে কিন্তু হাঁ হয়ে আছে, আঙুল নাড়াতে পারছেন।',
  },
  {
    level: 'routine',
    text: 'মাসিক বন্ধ হয়ে গেছে তিন বছর, কিন্তু গত সপ্তাহে আবার সামান্য দাগ লেগেছিল, একবারই। আর কিছু নেই। লজ্জায় কাউকে বলিনি।',
  },
  {
    level: 'routine',
    text: "Biyer 3 bochor, 'oi somoy' stri r byatha hoy, onek din dhore. O lojjay doctor ke bolte parchhe na. Ki dhoroner doctor dekhabo?",
  },
  {
    level: 'routine',
    text: 'মায়ের চোখে ছানি পড়েছে মনে হয়, কয়েক মাস ধরে ঝাপসা দেখছেন, আস্তে আস্তে বাড়ছে। রাতে গাড়ির আলো চোখে লাগে।',
  },
  {
    level: 'routine',
    text: 'স্বামী রাতে ভীষণ নাক ডাকেন, মাঝে মাঝে দম আটকে যায় মনে হয়, দিনে অফিসে ঝিমোন। উনি লজ্জায় ডাক্তার দেখাতে চান না।',
  },
  {
    level: 'routine',
    text: "Chhele (15) kichhu mash dhore ghor theke beroy na, porashonay mon nei, khub chup. Kharap kichhu bole na, shudhu mon mora. 'Pagoler daktar' dekhate bhoy pai, lok ki bolbe.",
  },
  {
    level: 'routine',
    text: 'কয়েক মাস ধরে সারাদিন ক্লান্ত লাগে, চুল উঠছে, শীত বেশি লাগে, ওজন বাড়ছে। বয়স ৩৪। আর কোনো অসুবিধা নেই।',
  },
  {
    level: 'self_care',
    text: "দু'দিন ধরে হালকা খুশখুশে কাশি, জ্বর নেই, খাওয়া-ঘুম ঠিক আছে। ছোট ব্যাপারে ডাক্তারকে বিরক্ত করতে চাই না।",
  },
  {
    level: 'self_care',
    text: 'Notun juto pore biye barite onek hetechhi, gorali te phoshka, ektu lal, puj nei. Ki lagabo?',
  },
  {
    level: 'self_care',
    text: 'মশার কামড়ে হাতে-পায়ে কয়েকটা চুলকানো ফুসকুড়ি, জ্বর নেই, আর কিছু নয়।',
  },
  {
    level: 'self_care',
    text: 'বাচ্চার (৪ বছর) নাকে সর্দি, একটু হাঁচি, খেলছে খাচ্ছে, জ্বর নেই।',
  },
  {
    level: 'self_care',
    text: 'রাতে কম ঘুম হওয়ায় আজ মাথাটা একটু ভার, চা খেয়ে অনেকটা কমেছে। আর কিছু নেই।',
  },
  // Round 40: readings and numbers (BP 82/50, pulse 44, SpO2 84, a baby's 35.2 °C, fits three times in an hour), the danger often in the number alone; measured blind after rounds 38 and 39's fixes (rules 87.8 %, with the detector 94.9 %).
  {
    level: 'urgent',
    text: '৩ দিন ধরে জ্বর ১০৩, গায়ে ব্যথা, আজ প্লেটলেট ৮৮ হাজার এসেছে। পাড়ায় ডেঙ্গু হচ্ছে। বমি নেই।',
  },
  {
    level: 'urgent',
    text: 'Prosrab e jala ar 102 jor, komorer ek pashe byatha 2 din dhore. Boyos 28, pregnant noi.',
  },
  {
    level: 'urgent',
    text: 'মাছ কাটতে গিয়ে বঁটিতে আঙুল কেটে গেছে, প্রায় ৩ সেমি গভীর, চেপে ধরে রক্ত থেমেছে। টিটেনাস শেষ কবে নিয়েছি মনে নেই।',
  },
  {
    level: 'urgent',
    text: 'গলায় খুব ব্যথা, ঢোক গিলতে প্রায় পারছি না, জ্বর ১০২, টনসিলে সাদা ছোপ, ২ দিন হল।',
  },
  {
    level: 'urgent',
    text: 'Sugar 410 elo raate, type 2, 1 soptaho osudh khaini. Khub testa pacche, bomi nei, matha thik ache.',
  },
  {
    level: 'routine',
    text: 'বাড়িতে এক সপ্তাহ প্রেশার মাপলাম: ১৪৬/৯৪, ১৫০/৯০, ১৪৪/৯৬। মাথাব্যথা নেই। বয়স ৪৯।',
  },
  {
    level: 'routine',
    text: 'Thyroid report e TSH 6.8, klanto lage, 3 mase 3 kg ojon bereche. Kono osudh khai na.',
  },
  {
    level: 'routine',
    text: 'কোমরে ব্যথা ৬ সপ্তাহ ধরে, সকালে বেশি, বয়স ৪০, কম্পিউটারে ১০ ঘণ্টা বসি। পায়ে ঝিনঝিন নেই।',
  },
  {
    level: 'routine',
    text: 'মেয়ের বয়স ১৩, প্রতি মাসে ৯-১০ দিন মাসিক চলে, হিমোগ্লোবিন ৯.৫ এসেছে।',
  },
  {
    level: 'routine',
    text: 'Fasting sugar 132 ar khawar por 198, prothom bar test korlam. Babar o sugar ache. Boyos 45.',
  },
  {
    level: 'routine',
    text: '৫ সপ্তাহ ধরে কাশি, রাতে বেশি, জ্বর নেই, দিনে ১০-১২টা বিড়ি খাই।',
  },
  {
    level: 'self_care',
    text: '2 din dhore sordi, hnachi, jor 99.2, khawa dawa thik. Bhap chara ar ki korbo?',
  },
  {
    level: 'self_care',
    text: 'পুজোর চার দিন খুব বাইরের খাবার খেয়ে ২ বার পাতলা পায়খানা, এখন ঠিক আছি, একটু পেট ভার।',
  },
  {
    level: 'self_care',
    text: '৮ মাসের নাতির দাঁত উঠছে, জ্বর ৯৯.৫, খুব লালা ঝরছে, খেলছে দিব্যি।',
  },
  {
    level: 'self_care',
    text: 'Paye moshar kamor 15-20 ta, khub chulkacche, jor nei. Kon cream lagabo?',
  },
  {
    level: 'self_care',
    text: 'রান্না করতে গিয়ে কড়াইয়ে হাত লেগে ১ সেমি লাল দাগ, ফোস্কা পড়েনি, একটু জ্বালা করছে।',
  },
];
