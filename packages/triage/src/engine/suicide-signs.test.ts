import { describe, expect, it } from 'vitest';
import type { AssistantLanguage } from '@arogya/contracts/assistant';
import { respond } from './index';
import { understandMessage } from './understand';

const suicidal = (text: string) => understandMessage(text).symptoms.get('suicidal_thoughts');
const reply = (message: string, language: AssistantLanguage) =>
  respond({ message, history: [], language });

describe('suicide warning signs told as a plan', () => {
  it('reads a means at hand with a set time, a stock, "finish everything" or a goodbye', () => {
    // A stock of tablets and tonight.
    expect(suicidal('I have 30 sleeping tablets, will take all of them tonight')).toBe(true);
    // 'All of them' is the tablets; not a few counted tablets asked about.
    expect(
      suicidal("I've collected my sleeping tablets and I plan to take all of them tonight"),
    ).toBe(true);
    expect(
      suicidal('doctor gave three tablets, should I take them all tonight or one in morning?'),
    ).not.toBe(true);
    // Despair, a height and a jump said as intent far apart in the message.
    expect(
      suicidal('ਕੋਠੇ ਤੇ ਖੜ੍ਹਾ ਹਾਂ, ਮਹੀਨਿਆਂ ਤੋਂ ਦਿਲ ਤੇ ਕਾਲਾ ਪੱਥਰ ਪਿਆ, ਹੁਣ ਨਹੀਂ ਝੱਲਿਆ ਜਾਂਦਾ, ਛਾਲ ਮਾਰ ਦੇਣੀ ਆ'),
    ).toBe(true);
    // A letter left beside the means; not a letter beside a crop to spray.
    expect(suicidal('बच्चों के लिए चिट्ठी लिख दी है, कीटनाशक की शीशी पास में रखी है')).toBe(true);
    expect(suicidal('बेटी को चिट्ठी लिखी, खेत में कीटनाशक छिड़कना है, कितना डालें?')).not.toBe(true);
    // All of one's insulin at once, with 'finish everything'; not insulin asked about.
    expect(suicidal('socha hai aaj raat saari insulin ek saath laga lunga, sab khatam')).toBe(true);
    expect(suicidal('insulin kitne units lagani chahiye, sugar 250 hai')).not.toBe(true);
    // A crash planned, with an insurance payout; not a crash that happened.
    expect(
      suicidal(
        'I keep thinking my family would get the insurance money if I drive the auto into a truck on the highway',
      ),
    ).toBe(true);
    expect(
      suicidal('A truck drove into our auto on the highway, how do we get the insurance money?'),
    ).not.toBe(true);
    // Pesticide with 'finish everything'.
    expect(suicidal('ਕੋਠੇ ਚ ਸਪਰੇ ਵਾਲੀ ਸ਼ੀਸ਼ੀ ਰੱਖੀ ਆ, ਸੋਚਦਾਂ ਸਭ ਕੁਝ ਮੁਕਾ ਦਿਆਂ')).toBe(true);
    // Sleeping pills kept hidden.
    expect(suicidal('அவ ரூம்ல தூக்க மாத்திரை ஒளிச்சு வச்சிருக்கா')).toBe(true);
    // Poison with a goodbye.
    expect(suicidal('जहर ला के रखले बा, सबके धन्यवाद, फेर ना भेंटाइब')).toBe(true);
    // A means with hopelessness, or carried off with the phone switched off.
    expect(suicidal('सहन नहीं होता अब, कीटनाशक की बोतल रख ली है')).toBe(true);
    expect(
      suicidal('since evening his phone is switched off and the rope from the shed is missing'),
    ).toBe(true);
    // Neither half alone, nor a sleeping pill asked for sleep or pain.
    expect(suicidal('सहन नहीं होता इतना दर्द, कमर में')).not.toBe(true);
    expect(suicidal('his phone is switched off since evening, we are worried')).not.toBe(true);
    expect(suicidal('दर्द सहन नहीं होता, नींद की गोली ले सकते हैं')).not.toBe(true);
    expect(
      suicidal('I switched off my phone at night but cannot sleep, can I take sleeping pills'),
    ).not.toBe(true);
    // Lying down or jumping at a railway line or a well.
    expect(suicidal('रेल की लाइन पर जाकर सो जाऊंगा')).toBe(true);
    expect(suicidal('अब लागत बा कुइयाँ में कूद जाईं')).toBe(true);
    expect(suicidal('kids jumping near the railway line, any safety tips')).not.toBe(true);
    // Jumping from a terrace with despair; a child jumping on the roof is not.
    expect(suicidal('sahan nahi hota, terrace pe khada hu, kood jaunga')).toBe(true);
    expect(suicidal('बच्चा छत पर कूद रहा था, गिर गया, घुटने में चोट')).not.toBe(true);
    // A bare 'bye', a pain that cannot be borne, pesticide taken to the field: no plan.
    expect(suicidal('we live near the railway tracks, the noise gives me headache. bye')).not.toBe(
      true,
    );
    expect(suicidal('dard sahan nahi hota, dawai sab khatam ho gayi')).not.toBe(true);
    expect(suicidal('papa khet me keetnashak chhidakne gaye, phone switch off hai')).not.toBe(true);
    // A set time with 'nobody troubled': 'after tonight nobody has to be ashamed of me'.
    expect(suicidal('failed again. after tonight nobody has to be ashamed of me')).toBe(true);
    expect(
      suicidal('after tonight nobody will disturb you, the loud neighbours are moving out'),
    ).not.toBe(true);
  });

  it('reads the belief that others are better off, and goodbyes said without a goodbye word', () => {
    expect(suicidal('ನಾನು ಇಲ್ಲದಿದ್ರೆ ಅಮ್ಮ ಅಪ್ಪ ಆರಾಮಾಗಿರ್ತಾರೆ')).toBe(true);
    expect(suicidal('if I am not there my parents will be at peace')).toBe(true);
    expect(suicidal('सगळां ने माफ करजो, अबे कोई ने तंग कोनी करूं')).toBe(true);
    expect(suicidal('સોરી મમ્મી પપ્પા, આ મારો છેલ્લો મેસેજ છે')).toBe(true);
    expect(suicidal('पापा ने वसीयत लिख दी और सबसे माफी मांग ली')).toBe(true);
  });

  it('reads a goodbye with "they will be fine without me" as a farewell, not a trip', () => {
    expect(suicidal("'ਹਰ ਚੀਜ਼ ਲਈ ਸ਼ੁਕਰੀਆ, ਮੇਰੇ ਬਿਨਾਂ ਮੇਰਾ ਬੱਚਾ ਚੰਗਾ ਰਹੂ, ਅਲਵਿਦਾ'")).toBe(true);
    expect(suicidal('bye, I am going to Delhi, the kids will manage without me for a week')).toBe(
      undefined,
    );
  });

  it('does not read everyday talk of tablets, sprays, thanks or sorry as a plan', () => {
    for (const text of [
      'I take all my BP tablets at night, is that ok?',
      'can I take a sleeping pill tonight, not able to sleep',
      'सब गोलियां रात को एक साथ ले सकते हैं क्या? शुगर और बीपी की',
      'कीटनाशक का छिड़काव कल करना है, खांसी है',
      'sorry to bother you doctor, bye',
      'thank you for everything doctor, my fever is gone now',
      'माफ कीजिए, एक और सवाल, बुखार कितने दिन रहेगा',
      'ನನಗೆ ತುಂಬಾ ಮಾತ್ರೆ ತಗೋಬೇಕು, ಶುಗರ್ ಬಿಪಿ ಎಲ್ಲಾ',
      'collected 30 tablets from the pharmacy for the month',
    ])
      expect([text, suicidal(text)]).toEqual([text, undefined]);
  });

  it('reads an empty strip in a message about tablets as tablets taken', () => {
    const findings = understandMessage('அவ ரூம்ல தூக்க மாத்திரை strip காலியா கிடந்துச்சு');
    expect(findings.symptoms.get('poisoning')).toBe(true);
    expect(
      understandMessage('take the tablet on an empty stomach?').symptoms.get('poisoning'),
    ).toBe(undefined);
  });

  it('answers a plan as an emergency with Tele-MANAS 14416, in the language', () => {
    const answer = reply(
      'ಅವಳ bag ಅಲ್ಲಿ ತುಂಬಾ ಮಾತ್ರೆ ಸಿಕ್ತು, ನಾನು ಇಲ್ಲದಿದ್ರೆ ಎಲ್ಲರೂ ನೆಮ್ಮದಿಯಾಗಿರ್ತಾರೆ ಅಂತ ಬರೆದಿದ್ದಾಳೆ',
      'kn-IN',
    );
    expect(answer.triage.level).toBe('emergency');
    expect(answer.responseText).toContain('14416');
    expect(answer.triage.possibleConditions[0]?.id).toBe('suicidal_crisis');
  });

  it('sorry and a bye sent before locking the door or switching the phone off is a farewell', () => {
    expect(suicidal("my son messaged 'sorry, don't worry about me, bye' and locked his room")).toBe(
      true,
    );
    expect(suicidal("my son messaged 'sorry, bye' and went to school")).toBeFalsy();
  });

  it('a jump into water to swim, or an empty strip to be bought again, is no plan', () => {
    expect(suicidal('kids are thinking to jump in the canal for swimming, is it safe')).toBeFalsy();
    expect(suicidal('I am thinking to jump in the canal, nobody cares about me')).toBe(true);
    const used = understandMessage('BP ki goli ka patta khali ho gaya, naya lana hai');
    expect(used.symptoms.get('poisoning')).toBeFalsy();
    const taken = understandMessage('neend ki goli ka patta khali pada hai, uth nahi rahi');
    expect(taken.symptoms.get('poisoning')).toBe(true);
  });
  it('thinking aloud of jumping from a roof is a plan, even with no despair said', () => {
    expect(suicidal('आज रात छत से कूदने का सोच रहा हूँ बस मम्मी के लिए बुरा लगता है')).toBe(true);
    expect(suicidal('thinking of jumping from the terrace tonight')).toBe(true);
    expect(suicidal('we dry clothes on the roof, kids jump around there')).toBeFalsy();
  });

  it('reads a means taken to die, said as what one will do; not a death of pain or heat', () => {
    expect(suicidal('zeher kha ke mar jaunga')).toBe(true);
    expect(suicidal('zeher kha lungi')).toBe(true);
    expect(suicidal('I will drink poison')).toBe(true);
    expect(suicidal('ঘুমের ওষুধ খেয়ে ঘুমিয়ে পড়ব আর উঠব না')).toBe(true);
    // An everyday means only when drunk: acid drunk, not pesticide taken to the field.
    expect(suicidal('I will drink acid')).toBe(true);
    // 'I'll die' with despair; not of a pain, nor of the heat.
    expect(suicidal('main aaj raat mar jaungi, sab khatam')).toBe(true);
    expect(suicidal('is dard se main mar jaungi, ab sahan nahi hota')).not.toBe(true);
    expect(suicidal('garmi se mar jaunga')).not.toBe(true);
    expect(suicidal('agar bachcha chuhe ka zeher kha le to kya mar jayega')).not.toBe(true);
  });

  it('reads a rope with the courage being mustered, and a jump from a height set for tonight', () => {
    expect(
      suicidal('Rassi le aaya hoon aur pankha bhi dekh liya hai, bas himmat jod raha hoon.'),
    ).toBe(true);
    expect(suicidal('hostel ki chhat pe baitha hoon. socha hai aaj raat kood jaunga')).toBe(true);
    expect(
      suicidal('bachche aaj raat chhat pe khel rahe the, ek kood gaya to pair me moch'),
    ).not.toBe(true);
  });

  it("reads a train's time asked with the tracks as where one will go; not a journey's timetable", () => {
    expect(
      suicidal(
        'hamar bhai kahat ba ki railway line pe jaai, 3 din se khana naikhe khaat, aaj saanjh 6 baje wala train ke time puchhat rahal.',
      ),
    ).toBe(true);
    expect(suicidal('what is the train time to Pune from this station')).not.toBe(true);
    expect(suicidal('hum log railway line ke paas rehte hain, train ka time kya hai')).not.toBe(
      true,
    );
  });
});
