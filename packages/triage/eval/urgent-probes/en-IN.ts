/** Same-day probes, Indian English: everyday descriptions that need a doctor today (urgent or emergency). */
export const URGENT_PROBES_EN_IN: readonly { kind: string; text: string }[] = [
  {
    kind: 'dengue_warning',
    text: 'my husband had fever since 4 days now fever is bit down but he is vomiting again and again and stomach paining a lot also',
  },
  {
    kind: 'dengue_warning',
    text: 'son fever from last 5 days today temperature normal but gums are bleeding while brushing and small red red dots came on his legs',
  },
  {
    kind: 'appendicitis',
    text: 'stomach pain started near belly button yesterday night now it has shifted to right side down, cant walk properly, not feeling to eat anything',
  },
  {
    kind: 'appendicitis',
    text: 'my sister 19 yrs pain in lower right side of tummy since morning, first it was around the navel, when she coughs pain is more and no hunger at all',
  },
  {
    kind: 'dog_bite',
    text: 'street dog bit my son on leg while coming from tuition, teeth marks are there and little blood came, we washed with soap',
  },
  {
    kind: 'dog_bite',
    text: 'monkey came on terrace and scratched and bit my mothers hand skin is torn slightly bleeding what to do',
  },
  {
    kind: 'child_dehydration',
    text: 'my 2 yr old having loose motions and vomiting since yesterday, hardly passed urine today, eyes look sunken and she is very dull',
  },
  {
    kind: 'child_dehydration',
    text: 'baby 18 months lot of watery motions, diaper dry since morning, asking water again and again and lips are dry',
  },
  {
    kind: 'kidney_infection',
    text: 'burning while passing urine for 3 days now got high fever with shivering and pain in back on right side',
  },
  {
    kind: 'kidney_infection',
    text: 'my wife has urine burning since few days, today fever with chills came and pain in her left side near waist',
  },
  {
    kind: 'jaundice_fever',
    text: 'my father eyes have become yellow and he is having fever since 3 days, urine also dark yellow colour',
  },
  {
    kind: 'jaundice_fever',
    text: 'fever on and off and my skin and eyes are looking yellowish, no appetite, neighbour said it is jaundice',
  },
  {
    kind: 'deep_wound',
    text: 'cut my hand with kitchen knife while cutting vegetables, cut is deep and open, blood keeps oozing even after pressing cloth',
  },
  {
    kind: 'deep_wound',
    text: 'hot oil splashed on my daughters hand while cooking, now big blisters have come and its paining badly',
  },
  {
    kind: 'high_fever_child',
    text: 'my son 3 years fever is 104 since evening, even after giving crocin its not coming down',
  },
  {
    kind: 'high_fever_child',
    text: 'baby 1 yr has high fever and very drowsy not waking up properly, not taking feed, no fits',
  },
];
