/**
 * Hindi typed in Latin letters, as on a phone, where the symptom's own Hinglish list (in
 * knowledge/symptoms) misses a regional or chat spelling ('ho gya', Haryanvi 'te').
 */
export const ROMANIZED: Record<string, string[]> = {
  sudden_vision_loss: [
    'side dikhna band',
    'side te dikhna band',
    'side se dikhna band',
    'taraf dikhna band',
    'taraf se dikhna band',
    'dikhna band ho gya',
    'dikhna band hogya',
    'dikhna band ho gyi',
    'dikhna band ho gayi',
    'dikhai dena band ho gya',
    'dikhna band ho gyo',
    'aankh se dikhna band',
    'ankh se dikhna band',
    'side dikhai dena band',
  ],
  heavy_bleeding_wound: [
    'khoon rukne ka naam nahi',
    'khoon rukne ka naam na',
    'khun rukne ka naam nahi',
    'khun rukne ka naam na',
    'khoon rukan ka naam na',
    'khoon na ruk raha',
    'khun na ruk raha',
    'khoon ruk na raha',
    'khun ruk na raha',
    'khoon ruk na rya',
    'khoon ruke koni',
    'khoon nahi ruk rha',
    'khoon ruk nhi raha',
    'khun ruk nhi raha',
    'khoon nhi ruk raha',
    'khun nhi ruk raha',
  ],
};
