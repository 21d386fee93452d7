-- Ancora academy content: two complete courses a grower learns from (Crop steering fundamentals;
-- IPM & pesticide safety, whose certificate expires after 12 months like a pesticide-safety
-- ticket) and one Pro-track course that needs the first, each with modules, lessons, lesson checks,
-- an exam question bank and a final quiz, plus the grower skill assessment. Figures come from
-- shared/reference/domain.md (AROYA field-capacity and shot-size figures, Growlink P0 drybacks,
-- Purdue PPP-122 mixing order, US WPS posting and record rules, IOBC classes).
-- Runs after seed.sql; fixed ids and `on conflict do nothing`, and questions are written only
-- into an empty bank, so running it twice changes nothing. Questions go through the same
-- ancora_save_question an admin uses, so they obey the same rules.

-- ---------------------------------------------------------------------------------------------
-- Courses
insert into public.ancora_courses (id, slug, title, summary, description, topic, level, is_pro, published,
  certificate_validity_months, position)
values
  ('ac100000-0000-4000-8000-000000000001', 'crop-steering-fundamentals', 'Crop steering fundamentals',
   'Read substrate sensors, size irrigation shots and steer a crop vegetative or generative with drybacks, EC and timing.',
   $md$Crop steering is the deliberate use of irrigation timing, shot size and substrate EC to push a plant towards
vegetative growth (leaves, stems, roots) or generative growth (flowers). This course gives you the numbers
behind it: what a substrate sensor actually measures, how to read a dryback, how the irrigation day is split
into phases, and how to calculate a shot.

**You will be able to**

- read volumetric water content (VWC) and substrate EC and explain what they mean for the plant;
- calculate a dryback in percentage points and tell it apart from a relative drop;
- describe the P0–P3 phases of an irrigation day;
- calculate shot volume, shot count and valve time from substrate volume and emitter flow;
- choose vegetative or generative settings for a stage of the crop.

The final quiz draws 10 questions from the course bank, needs 70 % and may be taken three times.$md$,
   'crop-steering', 'beginner', false, true, null, 10),
  ('ac100000-0000-4000-8000-000000000002', 'ipm-pesticide-safety', 'IPM & pesticide safety',
   'Scout and set thresholds, choose beneficials that survive your sprays, read a label, mix and calibrate safely, and keep records an inspector accepts.',
   $md$Integrated pest management (IPM) keeps pests below the level where they cost you money, with chemistry as the
last tool rather than the first. When you do spray, the label, the right protective equipment and honest
records protect you, your team and the crop.

**You will be able to**

- scout with cards and a hand lens, and set action thresholds before you need them;
- match beneficial insects and mites to pests and check a product's side effects on them;
- read a label: signal word, PPE, restricted-entry interval (REI) and pre-harvest interval (PHI);
- mix in the right order, jar-test and calibrate a sprayer;
- keep application records and post warning signs correctly.

Like most pesticide-safety training, the certificate is valid for **12 months**. You are reminded 90, 60, 30 and
7 days before it expires and can renew it with a shorter recertification quiz.$md$,
   'ipm', 'intermediate', false, true, 12, 20),
  ('ac100000-0000-4000-8000-000000000003', 'advanced-crop-steering', 'Advanced crop steering for commercial rooms',
   'Plan a room week by week through flower, check sensor readings against a water balance and find failing emitters before the plants do.',
   $md$For growers who already steer one room and now run several. You will build a week-by-week steering plan for a
flowering room and learn to trust (or distrust) your sensors with a water balance.

Requires **Crop steering fundamentals** (a certificate, or placement by the skill assessment).$md$,
   'crop-steering', 'advanced', true, true, null, 30)
on conflict (id) do nothing;

insert into public.ancora_course_prerequisites (course_id, prerequisite_id)
values ('ac100000-0000-4000-8000-000000000003', 'ac100000-0000-4000-8000-000000000001')
on conflict do nothing;

insert into public.ancora_modules (id, course_id, position, title, summary)
values
  ('ac200000-0000-4000-8000-000000000011', 'ac100000-0000-4000-8000-000000000001', 1,
   'Substrate water and how we measure it', 'VWC, EC, field capacity and the dryback.'),
  ('ac200000-0000-4000-8000-000000000012', 'ac100000-0000-4000-8000-000000000001', 2,
   'Irrigation phases and shot sizing', 'The irrigation day and the arithmetic of a shot.'),
  ('ac200000-0000-4000-8000-000000000013', 'ac100000-0000-4000-8000-000000000001', 3,
   'Vegetative and generative steering', 'Which lever pushes the plant which way, and the final quiz.'),
  ('ac200000-0000-4000-8000-000000000021', 'ac100000-0000-4000-8000-000000000002', 1,
   'Integrated pest management', 'Scouting, thresholds and beneficials.'),
  ('ac200000-0000-4000-8000-000000000022', 'ac100000-0000-4000-8000-000000000002', 2,
   'Pesticide safety', 'The label, protective equipment, mixing and calibration.'),
  ('ac200000-0000-4000-8000-000000000023', 'ac100000-0000-4000-8000-000000000002', 3,
   'Records and certification', 'Application records, re-entry, the final quiz and the annual refresher.'),
  ('ac200000-0000-4000-8000-000000000031', 'ac100000-0000-4000-8000-000000000003', 1,
   'Steering a room through flower', 'A week-by-week plan and a water balance you can trust.')
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------
-- Lessons
insert into public.ancora_lessons (id, module_id, position, title, estimated_minutes, body)
values
  ('ac300000-0000-4000-8000-000000000111', 'ac200000-0000-4000-8000-000000000011', 1,
   'Volumetric water content, EC and field capacity', 12,
   $md$## What a substrate sensor measures

A substrate sensor (a capacitance or TDR probe pushed into a slab, block or bag) usually reports three numbers:

- **Volumetric water content (VWC)**: the volume of water as a percentage of the volume of substrate. A 10 L slab at
  60 % VWC holds 6 L of water.
- **Substrate EC**: the electrical conductivity of the water in the substrate, in mS/cm. It tells you how
  concentrated the nutrient solution around the roots is, which is often not the same as the feed you send in.
- **Substrate temperature**, which matters for root activity and for correcting EC.

## Field capacity

**Field capacity (FC)** is the VWC a substrate holds once it has been saturated and has drained freely. Above it,
water simply runs out of the drain holes. Typical figures:

| substrate | typical field capacity |
|---|---|
| rockwool slab | 70–80 % |
| rockwool block | 50–65 % |
| coco coir | 40–55 % |

Measure your own: saturate a few slabs or bags, let them drain for about an hour, and read the sensor. That number
is your ceiling for the rest of the run.

## EC units you will meet

- µS/cm = mS/cm × 1000
- CF = EC (mS/cm) × 10
- ppm depends on the meter's scale: ppm500 = EC × 500 ("US", NaCl), ppm700 = EC × 700 ("442"/Australian).
  Convert between ppm scales *through EC*, never directly.

## Why substrate EC drifts from the feed

If the plant takes up water faster than nutrients, salts are left behind and substrate EC **rises** above the feed
EC. If it takes up nutrients faster than water, substrate EC **falls**. Both are signals you will use to steer.

> Check your understanding with the lesson quiz, or take the practice run, which records nothing.$md$),
  ('ac300000-0000-4000-8000-000000000112', 'ac200000-0000-4000-8000-000000000011', 2,
   'Reading a dryback', 10,
   $md$## The dryback

Between the last irrigation of the day and the first of the next, the plant drinks and the substrate dries. The
**dryback** is the peak VWC after the last irrigation minus the lowest VWC before the next one.

![VWC over one day: P1 ramps up, P2 holds, P3 dries back overnight, P0 continues after lights-on](/ancora/vwc-day.svg)

**Example.** The slab reads 62 % after the last shot and 50 % just before the first shot next morning. The dryback
is 62 − 50 = **12 percentage points**.

## Points, not per cent

The same example can be written as a *relative* drop: 12 ÷ 62 = 19 % of the peak. Both are used in the industry
(AROYA and Growlink talk in percentage points of VWC; some calculators use the relative drop), so always say which
one you mean. In this course a dryback is in **percentage points** unless it says "relative".

## Typical targets

| | vegetative steering | generative steering |
|---|---|---|
| total daily dryback | 5–10 points | 15–30 points |
| extra dryback after lights-on (P0) | 1–3 points | 4–6 points |

These are starting points: your substrate, pot size and cultivar set the real numbers. Record what you do and what
the crop does, and adjust.$md$),
  ('ac300000-0000-4000-8000-000000000121', 'ac200000-0000-4000-8000-000000000012', 1,
   'The irrigation day: P0, P1, P2 and P3', 12,
   $md$## Four phases

Crop steering splits the irrigation day into phases, named after the order they happen from lights-on:

1. **P0, morning dryback**: lights are on, the plant starts transpiring, and you wait before the first shot.
   A longer P0 means a bigger dryback and a more generative signal.
2. **P1, ramp-up**: a series of shots brings the substrate back up to your target VWC (often close to field
   capacity). Shots are spaced so each one is absorbed before the next.
3. **P2, maintenance**: smaller shots through the day keep VWC and substrate EC where you want them. Steering
   generatively you may skip P2 altogether so the substrate starts drying earlier.
4. **P3, overnight dryback**: from the last shot until lights-on next day. The earlier the last shot, the larger the
   overnight dryback.

## Timing levers

| lever | more vegetative | more generative |
|---|---|---|
| first shot after lights-on | sooner | later |
| P2 shots | several, small | few or none |
| last shot before lights-off | late | early |

## Runoff

Runoff (or leaching fraction) is drain volume ÷ applied volume × 100. More runoff flushes salts and keeps substrate
EC close to the feed; less runoff lets substrate EC climb. Measure it per day, not per shot.$md$),
  ('ac300000-0000-4000-8000-000000000122', 'ac200000-0000-4000-8000-000000000012', 2,
   'Calculating shot size and valve time', 15,
   $md$## Shot volume

A shot is sized as a percentage of the substrate volume:

**shot (mL) = substrate volume (L) × 1000 × shot size (%) ÷ 100**

A 2-gallon coco bag holds 7.57 L. A 3 % shot is 7.57 × 1000 × 3 ÷ 100 = **227 mL**.

## How many shots in P1

**shots = ⌈(field capacity − VWC now) ÷ shot size⌉** (round up).

At 48 % VWC, with field capacity at 60 % and 4 % shots: (60 − 48) ÷ 4 = 3 shots.

## Valve time

**duration (s) = shot (mL) ÷ (emitters × emitter flow in mL/s)**

Emitter flow is usually printed in L/h: divide by 3.6 to get mL/s (2 L/h = 0.556 mL/s).
For a 227 mL shot through 2 emitters of 2 L/h: 227 ÷ (2 × 0.556) = **204 s**.

## Check it in the room

Arithmetic assumes every emitter delivers its rated flow. Catch the output of a few emitters in a measuring cup for
a minute once a week: a clogged emitter turns a planned 3 % shot into 1 %, and the sensor slab may not be the one
that suffers. The Arca Shot Size Calculator does these sums for you.$md$),
  ('ac300000-0000-4000-8000-000000000131', 'ac200000-0000-4000-8000-000000000013', 1,
   'Steering signals: dryback, EC and climate', 12,
   $md$## The two directions

- **Vegetative** steering favours leaves, stems and roots: small drybacks, frequent smaller shots, more runoff,
  substrate EC close to the feed, higher humidity (lower VPD, around 0.8–1.2 kPa in veg).
- **Generative** steering favours flowers and tightens growth: large drybacks, fewer and larger shots, less runoff
  so substrate EC climbs, drier air (higher VPD, around 1.2–1.5 kPa in flower; sources vary, so keep targets
  editable).

## When growers use which

A common plan for a flowering room:

1. **Weeks 1–3 of flower**: generative, to control the stretch.
2. **Weeks 4–6**: back towards vegetative to bulk the flowers.
3. **Last two weeks**: generative again, for ripening.

## Reading the plant

Signals you can see: thin leaves held high and fast stretch point vegetative; thick, dark, downward-cupped leaves
and short internodes point generative. Change one lever at a time and log it, so you know which one worked.$md$),
  ('ac300000-0000-4000-8000-000000000132', 'ac200000-0000-4000-8000-000000000013', 2,
   'Final quiz', 20,
   $md$## Before you start

- 10 questions drawn at random from the course bank; the answers are shuffled.
- 20 minutes. The timer is kept by the server: when time is up your answers are graded as they stood.
- You need **70 %**. You have **3 attempts**, with a wait of 1 hour after the first and 24 hours after the second.
- Your best attempt counts.

Passing issues your certificate, with a link anyone can use to verify it.$md$),
  ('ac300000-0000-4000-8000-000000000211', 'ac200000-0000-4000-8000-000000000021', 1,
   'Scouting, thresholds and records', 12,
   $md$## IPM in one line

Prevent, monitor, decide against a threshold, act with the least disruptive tool that works, then check whether it
worked.

## Scouting

- **Sticky cards**: yellow cards catch flying adults such as fungus gnats, whiteflies and winged aphids; blue cards
  are especially attractive to thrips. Hang them just above the canopy, near doors and vents, and at least one
  per 100 m². Change and count them weekly.
- **Plant checks**: walk a fixed route, turn leaves over and use a 10–20× hand lens. Spider mites, thrips larvae and
  eggs live on the undersides.
- **Indicator plants**: a few plants of a susceptible cultivar show problems first.

## Thresholds

An **action threshold** is the pest level at which you act. Decide it *before* you scout (for example "5 thrips per
card per week in veg"), so a bad day does not turn into a panic spray.

## Records

Write down the date, location, pest, count and life stage every time. Counts per card per week, plotted over a few
weeks, tell you whether a population is growing faster than your controls.$md$),
  ('ac300000-0000-4000-8000-000000000212', 'ac200000-0000-4000-8000-000000000021', 2,
   'Beneficial insects and compatibility', 12,
   $md$## Match the beneficial to the pest

| pest | beneficial |
|---|---|
| two-spotted spider mite | *Phytoseiulus persimilis* |
| thrips (larvae on leaves) | *Neoseiulus cucumeris*, *Amblyseius swirskii* |
| thrips pupae and fungus gnat larvae in the substrate | *Stratiolaelaps scimitus* |
| fungus gnat larvae | *Steinernema feltiae* (nematodes) |
| aphids | *Aphidius colemani* |
| whitefly | *Encarsia formosa* |

Release early, at low pest pressure: beneficials prevent outbreaks far better than they end them.

## Side effects of sprays

Producers of beneficials publish side-effects tables that rate each product against each species on the IOBC
scale, plus a **persistence in weeks**: how long after a spray you must wait before releasing.

| IOBC class | effect on the beneficial |
|---|---|
| 1 | harmless (< 25 % reduction) |
| 2 | slightly harmful (25–50 %) |
| 3 | moderately harmful (50–75 %) |
| 4 | harmful (> 75 %) |

Check the table before every spray in a room with beneficials, and before every release into a room that was
sprayed.$md$),
  ('ac300000-0000-4000-8000-000000000221', 'ac200000-0000-4000-8000-000000000022', 1,
   'Reading a label: signal words, PPE, REI and PHI', 15,
   $md$## The label is the law

Using a product in a way its label does not allow is a violation, whatever the crop. Only use products registered
or permitted for your crop where you grow.

## Signal words (acute toxicity)

| signal word | meaning |
|---|---|
| CAUTION | lowest acute toxicity |
| WARNING | moderately toxic |
| DANGER (DANGER–POISON with skull and crossbones) | highly toxic |

## Personal protective equipment

Wear exactly what the label asks, at least. Chemical-resistant gloves (nitrile, butyl or neoprene, as the label
says) — **never** cotton or leather, which soak up the product and hold it against the skin. Wash gloves before
taking them off.

## REI and PHI

- **Restricted-entry interval (REI)**: the time after an application during which nobody enters the treated area
  without the early-entry PPE on the label. Under the US Worker Protection Standard it is often 12 hours, and can be
  as short as 4 hours for low-risk actives; the label is what counts.
- **Pre-harvest interval (PHI)**: the minimum time between the last application and harvest.

Write both on your application record and on the room's whiteboard.$md$),
  ('ac300000-0000-4000-8000-000000000222', 'ac200000-0000-4000-8000-000000000022', 2,
   'Mixing, tank-mix order and calibration', 15,
   $md$## Jar test first

Before combining two products for the first time, mix them in a jar in the same proportions as the tank and watch
for about **15 minutes**: clumps, layers, gel or heat mean they are not compatible.

## Tank-mix order: W-A-L-E-S

Fill the tank half with water and start agitation, then add:

1. **W**ettable powders and water-dispersible granules
2. **A**gitate thoroughly
3. **L**iquid flowables and suspensions
4. **E**mulsifiable concentrates
5. **S**olutions and surfactants

Top up with water and keep agitating while you spray.

## Dose arithmetic

A label rate of 50 mL per 100 L in a 15 L backpack: 50 × 15 ÷ 100 = **7.5 mL**.

## Calibrating a sprayer

Spray a measured area as you normally would and measure what you used:

**application volume (L/ha) = litres used × 10,000 ÷ area sprayed (m²)**

0.5 L on 10 m² is 500 L/ha. Recalibrate when you change nozzle, pressure or walking speed.

## Empty containers

Triple-rinse them and add the rinse water to the spray tank, then dispose of the container as the label says.$md$),
  ('ac300000-0000-4000-8000-000000000231', 'ac200000-0000-4000-8000-000000000023', 1,
   'Application records and re-entry', 10,
   $md$## What to record for every application

- product name and registration number, and its active ingredient(s)
- the crop and the room or area treated
- date and time of the application, the applicator, the dose and the volume
- the REI (and the PHI)

EU professional users keep the product, time, dose, area and crop in electronic form; the US Worker Protection
Standard asks employers to display application information for **30 days after the REI ends** and to keep the
records for two years.

## Warning signs

Post signs at the entrances of a treated room no more than **24 hours before** the application and remove them
within **3 days after the REI ends**. Nobody enters in between without the label's early-entry PPE.

## Resistance

Rotate between products from different mode-of-action groups (IRAC for insecticides and miticides, FRAC for
fungicides). Repeating one group selects for resistant pests.$md$),
  ('ac300000-0000-4000-8000-000000000232', 'ac200000-0000-4000-8000-000000000023', 2,
   'Final quiz', 20,
   $md$## Before you start

- 10 questions drawn at random from the course bank; the answers are shuffled.
- 20 minutes, kept by the server.
- You need **80 %**. You have **3 attempts**, with a wait of 1 hour after the first and 24 hours after the second.

Passing issues a certificate valid for 12 months.$md$),
  ('ac300000-0000-4000-8000-000000000233', 'ac200000-0000-4000-8000-000000000023', 3,
   'Annual refresher', 10,
   $md$## Keep your certificate current

Pesticide-safety training is renewed every year. In the last 90 days before your certificate expires (and after it
has expired) the **recertification quiz** opens: 8 questions, 15 minutes, 80 % to pass. Questions you missed last
time come first.

Passing renews the same certificate: its id and verification link stay the same, and its new expiry is 12 months
from the day you pass.

### Quick recap

- Signal words: CAUTION < WARNING < DANGER.
- REI keeps people out; PHI keeps the crop in.
- Jar-test new mixes; W-A-L-E-S order; triple-rinse containers.
- Records: product, registration number, active, area, date and time, dose, REI.$md$),
  ('ac300000-0000-4000-8000-000000000311', 'ac200000-0000-4000-8000-000000000031', 1,
   'Building a week-by-week steering plan', 15,
   $md$## Write the plan before the flip

For each week of flower, decide: first-shot time after lights-on (P0), P1 shot size and count, whether there is a
P2, last-shot time (P3), target daily dryback and target substrate EC.

| weeks of flower | direction | dryback target | substrate EC |
|---|---|---|---|
| 1–3 | generative (control the stretch) | larger, towards 15–30 points | allowed to climb above feed |
| 4–6 | balanced to vegetative (bulking) | smaller, 8–12 points | close to feed |
| 7 to harvest | generative (ripening) | larger again | climbing |

## Levers, in the order to try them

1. the time of the last shot (overnight dryback),
2. the number of P2 shots,
3. the time of the first shot (P0),
4. shot size.

Change one lever per room per few days and log it in the Arca diary, so the next run starts from your numbers, not
from a blog's.$md$),
  ('ac300000-0000-4000-8000-000000000312', 'ac200000-0000-4000-8000-000000000031', 2,
   'Reading the room: uniformity, sensors and water balance', 12,
   $md$## One sensor is an anecdote

Put sensors in several slabs per irrigation zone, at representative places (not only the one by the door), and
compare them. A zone is only as uniform as its emitters.

## The water balance

For each irrigation day and slab:

**applied − drained ≈ change in stored water + plant uptake**

Runoff % is drained ÷ applied × 100. If 2.0 L goes into a 10 L slab, 0.3 L drains and the plant takes up little
during the event, VWC should rise by (2.0 − 0.3) ÷ 10 = 17 percentage points.

When the sensor disagrees with the balance, suspect in this order: a clogged or kinked emitter, a blocked drain or
tray, a sensor that moved or lost contact, and only then the plant.$md$),
  ('ac300000-0000-4000-8000-000000000313', 'ac200000-0000-4000-8000-000000000031', 3,
   'Final quiz', 15,
   $md$5 questions from the course bank, 15 minutes, 80 % to pass, 3 attempts.$md$)
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------
-- Quizzes. Lesson checks: unlimited, untimed, everything shown at once (they teach). Final
-- quizzes: drawn, timed, three attempts with Moodle-style delays, right answers never shown (the
-- bank is reused for the next candidate). The skill assessment: 15 questions across the banks,
-- 20 minutes, nothing but the score shown, a three-month cool-down as LinkedIn's assessments use.
insert into public.ancora_quizzes (id, lesson_id, purpose, title, intro, draw_count, pass_percent, max_attempts,
  delay_first_seconds, delay_later_seconds, time_limit_seconds, review_correctness, review_right_answer,
  review_feedback)
values
  ('ac400000-0000-4000-8000-000000000111', 'ac300000-0000-4000-8000-000000000111', 'lesson',
   'Check: VWC, EC and field capacity', 'Three quick questions on the lesson.', null, 70, null, 0, 0, null,
   'immediately', 'immediately', 'immediately'),
  ('ac400000-0000-4000-8000-000000000112', 'ac300000-0000-4000-8000-000000000112', 'lesson',
   'Check: reading a dryback', 'Two questions on drybacks.', null, 70, null, 0, 0, null,
   'immediately', 'immediately', 'immediately'),
  ('ac400000-0000-4000-8000-000000000122', 'ac300000-0000-4000-8000-000000000122', 'lesson',
   'Check: shot size and valve time', 'Work these out with a calculator.', null, 70, null, 0, 0, null,
   'immediately', 'immediately', 'immediately'),
  ('ac400000-0000-4000-8000-000000000132', 'ac300000-0000-4000-8000-000000000132', 'final',
   'Crop steering fundamentals: final quiz', 'Ten questions drawn from the course bank. You need 70 %.',
   10, 70, 3, 3600, 86400, 1200, 'after_final', 'never', 'after_final'),
  ('ac400000-0000-4000-8000-000000000211', 'ac300000-0000-4000-8000-000000000211', 'lesson',
   'Check: scouting and thresholds', 'Two questions on scouting.', null, 70, null, 0, 0, null,
   'immediately', 'immediately', 'immediately'),
  ('ac400000-0000-4000-8000-000000000212', 'ac300000-0000-4000-8000-000000000212', 'lesson',
   'Check: beneficials', 'Two questions on beneficials and side effects.', null, 70, null, 0, 0, null,
   'immediately', 'immediately', 'immediately'),
  ('ac400000-0000-4000-8000-000000000221', 'ac300000-0000-4000-8000-000000000221', 'lesson',
   'Check: reading a label', 'Two questions on labels.', null, 70, null, 0, 0, null,
   'immediately', 'immediately', 'immediately'),
  ('ac400000-0000-4000-8000-000000000222', 'ac300000-0000-4000-8000-000000000222', 'lesson',
   'Check: mixing and calibration', 'Two questions on mixing.', null, 70, null, 0, 0, null,
   'immediately', 'immediately', 'immediately'),
  ('ac400000-0000-4000-8000-000000000231', 'ac300000-0000-4000-8000-000000000231', 'lesson',
   'Check: records and signs', 'One question on warning signs.', null, 70, null, 0, 0, null,
   'immediately', 'immediately', 'immediately'),
  ('ac400000-0000-4000-8000-000000000232', 'ac300000-0000-4000-8000-000000000232', 'final',
   'IPM & pesticide safety: final quiz', 'Ten questions drawn from the course bank. You need 80 %.',
   10, 80, 3, 3600, 86400, 1200, 'after_final', 'never', 'after_final'),
  ('ac400000-0000-4000-8000-000000000233', 'ac300000-0000-4000-8000-000000000233', 'recert',
   'IPM & pesticide safety: recertification', 'Eight questions, missed ones first. You need 80 %.',
   8, 80, 3, 3600, 3600, 900, 'after_final', 'never', 'after_final'),
  ('ac400000-0000-4000-8000-000000000313', 'ac300000-0000-4000-8000-000000000313', 'final',
   'Advanced crop steering: final quiz', 'Five questions from the course bank. You need 80 %.',
   5, 80, 3, 3600, 86400, 900, 'after_final', 'never', 'after_final')
on conflict (id) do nothing;

insert into public.ancora_quizzes (id, purpose, title, intro, draw_count, pass_percent, max_attempts,
  delay_first_seconds, delay_later_seconds, time_limit_seconds, review_correctness, review_right_answer,
  review_feedback, placement_percent)
values
  ('ac400000-0000-4000-8000-000000000999', 'assessment', 'Grower skill assessment',
   'Fifteen questions across crop steering and IPM, 20 minutes. We recommend courses from your result, and a course score of 80 % or more places you past that course. Only you ever see your result. After an attempt you can retake it in 3 months.',
   15, 70, null, 7776000, 7776000, 1200, 'never', 'never', 'never', 80)
on conflict (id) do nothing;

insert into public.ancora_quiz_feedback (quiz_id, min_percent, max_percent, message)
select q.id, b.min_percent, b.max_percent, b.message
from public.ancora_quizzes q
cross join (values
  (0, 50, 'Less than half right. Work through the lessons again before your next attempt, starting with the modules of the questions you found hardest.'),
  (50, 70, 'Getting there. Re-read the lessons on the topics you were unsure of, and use the lesson checks and practice runs: they record nothing.'),
  (70, 90, 'Well done: a solid grasp of the essentials.'),
  (90, 100, 'Excellent: you know this material thoroughly.')
) b(min_percent, max_percent, message)
where q.purpose in ('final', 'recert') and not exists (select 1 from public.ancora_quiz_feedback f where f.quiz_id = q.id);

insert into public.ancora_quiz_feedback (quiz_id, min_percent, max_percent, message)
select 'ac400000-0000-4000-8000-000000000999', b.min_percent, b.max_percent, b.message
from (values
  (0, 40, 'A good place to start: the courses below will take you through the fundamentals.'),
  (40, 70, 'You know parts of this well. Start with the recommended courses; you may move quickly through familiar lessons.'),
  (70, 100, 'Strong result. Courses where you scored 80 % or more are marked as placed: go straight to their final quiz for the certificate.')
) b(min_percent, max_percent, message)
where not exists (select 1 from public.ancora_quiz_feedback f where f.quiz_id = 'ac400000-0000-4000-8000-000000000999');

-- ---------------------------------------------------------------------------------------------
-- Question banks, written through ancora_save_question as the demo admin would.
create or replace function pg_temp.c(p_label text, p_correct boolean default false, p_feedback text default '')
returns jsonb language sql immutable as $$
  select jsonb_build_object('label', p_label, 'is_correct', p_correct, 'feedback', p_feedback)
$$;

-- A choice question (single, multiple or true_false) of a course bank (p_lesson null) or a lesson.
create or replace function pg_temp.q(p_course uuid, p_lesson uuid, p_type text, p_prompt text, p_choices jsonb,
  p_feedback text default '', p_assessment boolean default false)
returns void language sql as $$
  select public.ancora_save_question(null, p_course, p_lesson, p_type, p_prompt, 1, p_choices, null, null, null,
    p_feedback, p_assessment)
$$;

-- A numeric question with its tolerance and unit.
create or replace function pg_temp.n(p_course uuid, p_lesson uuid, p_prompt text, p_answer numeric, p_tolerance numeric,
  p_unit text, p_feedback text default '', p_assessment boolean default false)
returns void language sql as $$
  select public.ancora_save_question(null, p_course, p_lesson, 'numeric', p_prompt, 1, '[]'::jsonb, p_answer,
    p_tolerance, p_unit, p_feedback, p_assessment)
$$;

do $$
declare
  cs constant uuid := 'ac100000-0000-4000-8000-000000000001';
begin
  if exists (select 1 from public.ancora_questions where course_id = cs) then
    return;
  end if;
  perform set_config('request.jwt.claims', '{"sub": "a0000000-0000-4000-8000-000000000007", "role": "authenticated"}', true);

  -- Lesson checks
  perform pg_temp.q(cs, 'ac300000-0000-4000-8000-000000000111', 'single',
    'What is the typical field capacity of a rockwool slab?',
    jsonb_build_array(pg_temp.c('70–80 %', true), pg_temp.c('40–55 %', false, 'That is typical of coco coir.'),
      pg_temp.c('50–65 %', false, 'That is typical of rockwool blocks.'), pg_temp.c('90–100 %')));
  perform pg_temp.q(cs, 'ac300000-0000-4000-8000-000000000111', 'true_false',
    'VWC is the volume of water as a percentage of the volume of substrate.',
    jsonb_build_array(pg_temp.c('True', true), pg_temp.c('False', false, 'A 10 L slab at 60 % VWC holds 6 L of water.')));
  perform pg_temp.n(cs, 'ac300000-0000-4000-8000-000000000111',
    'Your feed reads 2.0 mS/cm. What is that in CF?', 20, 0, 'CF', 'CF = EC (mS/cm) × 10.');
  perform pg_temp.q(cs, 'ac300000-0000-4000-8000-000000000112', 'single',
    'The slab peaks at 65 % after the last shot and reads 52 % before the first shot next morning. What is the dryback?',
    jsonb_build_array(pg_temp.c('13 percentage points', true), pg_temp.c('20 %', false, '13 ÷ 65 = 20 % is the relative drop, not the dryback in points.'),
      pg_temp.c('52 %'), pg_temp.c('117 percentage points')));
  perform pg_temp.n(cs, 'ac300000-0000-4000-8000-000000000112',
    'Peak 60 % VWC, lowest 45 % VWC. What is the relative dryback, in per cent of the peak?', 25, 0.5, '%',
    '(60 − 45) ÷ 60 = 25 %: a 15-point dryback.');
  perform pg_temp.n(cs, 'ac300000-0000-4000-8000-000000000122',
    'How many millilitres is a 4 % shot into a 5 L pot?', 200, 1, 'mL', '5 × 1000 × 4 ÷ 100 = 200 mL.');
  perform pg_temp.n(cs, 'ac300000-0000-4000-8000-000000000122',
    'A 200 mL shot runs through one 4 L/h dripper. How many seconds should the valve stay open?', 180, 2, 's',
    '4 L/h = 1.111 mL/s; 200 ÷ 1.111 = 180 s.');

  -- Exam bank
  perform pg_temp.q(cs, null, 'single',
    'A sensor reads 58 % VWC right after the last irrigation and 46 % just before the first irrigation next morning. What is the overnight dryback?',
    jsonb_build_array(pg_temp.c('12 percentage points', true),
      pg_temp.c('21 %', false, 'That is the relative drop (12 ÷ 58). Drybacks here are in percentage points.'),
      pg_temp.c('46 %', false, 'That is the lowest reading, not the drop.'), pg_temp.c('4 percentage points')),
    'Dryback = peak after the last shot − lowest before the next.');
  perform pg_temp.n(cs, null, 'How many millilitres is a 3 % shot into a 7.57 L (2-gallon) coco bag?',
    227, 3, 'mL', 'shot = 7.57 × 1000 × 3 ÷ 100 = 227 mL.', true);
  perform pg_temp.n(cs, null, 'A 10 L rockwool slab should get a 2.5 % shot. How many millilitres is that?',
    250, 2, 'mL', '10 × 1000 × 2.5 ÷ 100 = 250 mL.');
  perform pg_temp.n(cs, null,
    'A 230 mL shot runs through 2 emitters rated 2 L/h each. How many seconds should the valve stay open?',
    207, 3, 's', '2 L/h = 0.556 mL/s per emitter; 230 ÷ (2 × 0.556) = 207 s.', true);
  perform pg_temp.q(cs, null, 'single', 'Which phase of the irrigation day is the overnight dryback?',
    jsonb_build_array(pg_temp.c('P3', true), pg_temp.c('P0', false, 'P0 is the dryback after lights-on, before the first shot.'),
      pg_temp.c('P1', false, 'P1 is the ramp-up back to target VWC.'), pg_temp.c('P2', false, 'P2 is maintenance through the day.')),
    '', true);
  perform pg_temp.q(cs, null, 'single', 'What is the job of P1?',
    jsonb_build_array(pg_temp.c('Bring the substrate back up to the target VWC with a series of shots', true),
      pg_temp.c('Flush salts with one large shot at lights-off'),
      pg_temp.c('Let the substrate dry before the first shot'),
      pg_temp.c('Hold VWC steady through the afternoon', false, 'That is P2, maintenance.')));
  perform pg_temp.q(cs, null, 'multiple', 'Which of these push a crop generatively?',
    jsonb_build_array(pg_temp.c('Larger drybacks', true), pg_temp.c('Letting substrate EC climb above the feed', true),
      pg_temp.c('Fewer, larger irrigations', true),
      pg_temp.c('More runoff to keep substrate EC at the feed', false, 'More runoff is a vegetative lever.'),
      pg_temp.c('Raising humidity to lower VPD', false, 'Lower VPD is a vegetative signal.')),
    '', true);
  perform pg_temp.q(cs, null, 'true_false',
    'Field capacity is the VWC a substrate holds after it has been saturated and allowed to drain freely.',
    jsonb_build_array(pg_temp.c('True', true), pg_temp.c('False')));
  perform pg_temp.q(cs, null, 'true_false', 'Rockwool slabs typically hold a higher field capacity than coco coir.',
    jsonb_build_array(pg_temp.c('True', true), pg_temp.c('False', false, 'Slabs hold about 70–80 %, coco about 40–55 %.')));
  perform pg_temp.q(cs, null, 'single',
    'Substrate EC has climbed from 3.0 to 4.5 mS/cm while the feed stays at 3.0 mS/cm. What is the most likely cause?',
    jsonb_build_array(pg_temp.c('The plants take up water faster than nutrients, so salts concentrate', true),
      pg_temp.c('The plants take up nutrients faster than water', false, 'That would make substrate EC fall.'),
      pg_temp.c('The feed is too weak'), pg_temp.c('The sensor is reading the drain water')),
    '', true);
  perform pg_temp.n(cs, null,
    'The substrate is at 48 % VWC, field capacity is 60 % and each shot adds 4 %. How many shots does P1 need to reach field capacity?',
    3, 0, 'shots', '⌈(60 − 48) ÷ 4⌉ = 3.', true);
  perform pg_temp.q(cs, null, 'single', 'Which change most directly increases the overnight dryback?',
    jsonb_build_array(pg_temp.c('Giving the last shot earlier in the day', true),
      pg_temp.c('Adding a P2 shot just before lights-off', false, 'A late shot shrinks the overnight dryback.'),
      pg_temp.c('Raising night-time humidity'), pg_temp.c('Using a smaller P1 shot size')),
    '', true);
  perform pg_temp.q(cs, null, 'multiple', 'What does a typical substrate sensor measure?',
    jsonb_build_array(pg_temp.c('Volumetric water content', true), pg_temp.c('Substrate EC', true),
      pg_temp.c('Substrate temperature', true), pg_temp.c('Nitrate concentration'), pg_temp.c('Root-zone oxygen')));
  perform pg_temp.n(cs, null, 'Convert an EC of 2.4 mS/cm to ppm on the 500 scale.', 1200, 5, 'ppm',
    'ppm500 = EC × 500.', true);
  perform pg_temp.q(cs, null, 'single', 'When do growers most commonly steer generatively?',
    jsonb_build_array(pg_temp.c('The first weeks of flower, to control the stretch', true),
      pg_temp.c('In propagation'), pg_temp.c('Mid-veg, to build leaf area'), pg_temp.c('During drying and curing')));
  perform pg_temp.q(cs, null, 'true_false',
    'A dryback of 20 % and a dryback of 20 percentage points always mean the same thing.',
    jsonb_build_array(pg_temp.c('True', false, 'A relative 20 % drop from a 60 % peak is 12 points.'), pg_temp.c('False', true)));
  perform set_config('request.jwt.claims', '', true);
end
$$;

do $$
declare
  ipm constant uuid := 'ac100000-0000-4000-8000-000000000002';
begin
  if exists (select 1 from public.ancora_questions where course_id = ipm) then
    return;
  end if;
  perform set_config('request.jwt.claims', '{"sub": "a0000000-0000-4000-8000-000000000007", "role": "authenticated"}', true);

  -- Lesson checks
  perform pg_temp.q(ipm, 'ac300000-0000-4000-8000-000000000211', 'single', 'What do yellow sticky cards mainly monitor?',
    jsonb_build_array(pg_temp.c('Flying adults such as fungus gnats, whiteflies and winged aphids', true),
      pg_temp.c('Spider mites', false, 'Mites do not fly; look for them on leaf undersides.'),
      pg_temp.c('Root aphids'), pg_temp.c('Powdery mildew spores')));
  perform pg_temp.q(ipm, 'ac300000-0000-4000-8000-000000000211', 'true_false',
    'Blue sticky cards are especially attractive to thrips.',
    jsonb_build_array(pg_temp.c('True', true), pg_temp.c('False')));
  perform pg_temp.q(ipm, 'ac300000-0000-4000-8000-000000000212', 'single', 'Aphidius colemani is released against which pest?',
    jsonb_build_array(pg_temp.c('Aphids', true), pg_temp.c('Spider mites'), pg_temp.c('Thrips'), pg_temp.c('Fungus gnats')));
  perform pg_temp.q(ipm, 'ac300000-0000-4000-8000-000000000212', 'single',
    'What does the persistence in weeks on a side-effects table tell you?',
    jsonb_build_array(pg_temp.c('How long after a spray to wait before releasing that beneficial', true),
      pg_temp.c('How long the product stays effective against the pest'),
      pg_temp.c('How long the beneficial lives'), pg_temp.c('The pre-harvest interval')));
  perform pg_temp.q(ipm, 'ac300000-0000-4000-8000-000000000221', 'single', 'Which signal word marks the highest acute toxicity?',
    jsonb_build_array(pg_temp.c('DANGER', true), pg_temp.c('WARNING'), pg_temp.c('CAUTION'), pg_temp.c('NOTICE')));
  perform pg_temp.q(ipm, 'ac300000-0000-4000-8000-000000000221', 'true_false',
    'Using a product in a way its label does not allow is a violation.',
    jsonb_build_array(pg_temp.c('True', true), pg_temp.c('False', false, 'The label is the law.')));
  perform pg_temp.n(ipm, 'ac300000-0000-4000-8000-000000000222',
    'The label says 2 mL per litre. How many millilitres go into a 12 L tank?', 24, 0, 'mL', '2 × 12 = 24 mL.');
  perform pg_temp.q(ipm, 'ac300000-0000-4000-8000-000000000222', 'single', 'In W-A-L-E-S, what does the A stand for?',
    jsonb_build_array(pg_temp.c('Agitate', true), pg_temp.c('Adjuvants'), pg_temp.c('Acids'), pg_temp.c('Aqueous solutions')));
  perform pg_temp.q(ipm, 'ac300000-0000-4000-8000-000000000231', 'single',
    'When must warning signs at a treated room come down?',
    jsonb_build_array(pg_temp.c('Within 3 days after the REI ends', true), pg_temp.c('As soon as spraying stops'),
      pg_temp.c('After the pre-harvest interval'), pg_temp.c('They stay up until harvest')));

  -- Exam bank
  perform pg_temp.q(ipm, null, 'single', 'A label carries the signal word WARNING. What does it tell you?',
    jsonb_build_array(pg_temp.c('The product is moderately toxic: more than CAUTION, less than DANGER', true),
      pg_temp.c('The product is the least toxic class'), pg_temp.c('The product is highly toxic'),
      pg_temp.c('The product is flammable only')), '', true);
  perform pg_temp.q(ipm, null, 'single', 'What is the restricted-entry interval (REI)?',
    jsonb_build_array(pg_temp.c('The time after an application when nobody enters the treated area without the label''s early-entry PPE', true),
      pg_temp.c('The minimum time between the last application and harvest', false, 'That is the pre-harvest interval (PHI).'),
      pg_temp.c('The minimum time between two applications of the same product'),
      pg_temp.c('How long a mixed tank may stand before it is sprayed')), '', true);
  perform pg_temp.q(ipm, null, 'single', 'What is the pre-harvest interval (PHI)?',
    jsonb_build_array(pg_temp.c('The minimum time between the last application and harvest', true),
      pg_temp.c('The time workers must stay out of a treated room', false, 'That is the REI.'),
      pg_temp.c('The time a product stays effective'), pg_temp.c('The shelf life of an opened container')));
  perform pg_temp.q(ipm, null, 'multiple', 'Which of these belong on a pesticide application record?',
    jsonb_build_array(pg_temp.c('Product name and registration number', true), pg_temp.c('Active ingredient', true),
      pg_temp.c('Room or area treated', true), pg_temp.c('Date, time and REI', true),
      pg_temp.c('The price paid for the product'), pg_temp.c('Next week''s weather forecast')));
  perform pg_temp.q(ipm, null, 'single', 'In the W-A-L-E-S mixing order, what goes into the tank first?',
    jsonb_build_array(pg_temp.c('Wettable powders and water-dispersible granules', true),
      pg_temp.c('Emulsifiable concentrates'), pg_temp.c('Surfactants'), pg_temp.c('Liquid flowables')), '', true);
  perform pg_temp.q(ipm, null, 'single', 'You are about to combine two products for the first time. What do you do first?',
    jsonb_build_array(pg_temp.c('A jar test in the same proportions, watched for about 15 minutes', true),
      pg_temp.c('Mix them in the full tank and watch the nozzle'), pg_temp.c('Add extra surfactant'),
      pg_temp.c('Nothing: products from one supplier always mix')));
  perform pg_temp.n(ipm, null, 'The label rate is 50 mL per 100 L of water. How many mL go into a 15 L backpack sprayer?',
    7.5, 0.1, 'mL', '50 × 15 ÷ 100 = 7.5 mL.', true);
  perform pg_temp.n(ipm, null, 'Calibrating, you sprayed 10 m² and used 0.6 L. What is the application volume in L/ha?',
    600, 1, 'L/ha', '0.6 × 10,000 ÷ 10 = 600 L/ha.');
  perform pg_temp.q(ipm, null, 'single', 'Which beneficial is the classic choice against two-spotted spider mite?',
    jsonb_build_array(pg_temp.c('Phytoseiulus persimilis', true), pg_temp.c('Aphidius colemani', false, 'A parasitoid of aphids.'),
      pg_temp.c('Encarsia formosa', false, 'A parasitoid of whitefly.'), pg_temp.c('Stratiolaelaps scimitus', false, 'A soil-dwelling predator.')),
    '', true);
  perform pg_temp.q(ipm, null, 'single', 'Which beneficial hunts fungus gnat larvae and thrips pupae in the substrate?',
    jsonb_build_array(pg_temp.c('Stratiolaelaps scimitus', true), pg_temp.c('Phytoseiulus persimilis'),
      pg_temp.c('Aphidius colemani'), pg_temp.c('Encarsia formosa')));
  perform pg_temp.q(ipm, null, 'single', 'On a side-effects table, what does IOBC class 4 mean?',
    jsonb_build_array(pg_temp.c('Harmful: more than 75 % reduction of the beneficial', true),
      pg_temp.c('Harmless: less than 25 % reduction'), pg_temp.c('Moderately harmful: 50–75 % reduction'),
      pg_temp.c('Four weeks of persistence')), '', true);
  perform pg_temp.q(ipm, null, 'true_false', 'Leather or cotton gloves are fine for handling pesticide concentrates.',
    jsonb_build_array(pg_temp.c('True', false, 'They absorb the product and hold it against the skin.'), pg_temp.c('False', true)),
    'Use the chemical-resistant gloves the label names.', true);
  perform pg_temp.q(ipm, null, 'true_false', 'Rotating between products of different mode-of-action groups slows resistance.',
    jsonb_build_array(pg_temp.c('True', true), pg_temp.c('False')));
  perform pg_temp.q(ipm, null, 'multiple', 'Which are good scouting practice?',
    jsonb_build_array(pg_temp.c('Checking leaf undersides with a hand lens', true),
      pg_temp.c('Changing and counting sticky cards weekly', true), pg_temp.c('Recording counts per location', true),
      pg_temp.c('Scouting only once damage is visible from the aisle')));
  perform pg_temp.q(ipm, null, 'single', 'What happens to the rinse water when you triple-rinse an empty container?',
    jsonb_build_array(pg_temp.c('It goes into the spray tank and is applied as labelled', true),
      pg_temp.c('It goes down the drain'), pg_temp.c('It is poured on the ground outside'),
      pg_temp.c('It is kept in an unlabelled bottle for later')), '', true);
  perform pg_temp.q(ipm, null, 'single',
    'Under the US Worker Protection Standard, how long must application information stay displayed after the REI ends?',
    jsonb_build_array(pg_temp.c('30 days', true), pg_temp.c('24 hours'), pg_temp.c('7 days'), pg_temp.c('Until the next application')));
  perform pg_temp.q(ipm, null, 'true_false', 'An action threshold should be set before scouting starts, not after a pest is found.',
    jsonb_build_array(pg_temp.c('True', true), pg_temp.c('False')));
  perform set_config('request.jwt.claims', '', true);
end
$$;

do $$
declare
  adv constant uuid := 'ac100000-0000-4000-8000-000000000003';
begin
  if exists (select 1 from public.ancora_questions where course_id = adv) then
    return;
  end if;
  perform set_config('request.jwt.claims', '{"sub": "a0000000-0000-4000-8000-000000000007", "role": "authenticated"}', true);
  perform pg_temp.q(adv, null, 'single', 'During the first two to three weeks of flower, most growers steer:',
    jsonb_build_array(pg_temp.c('Generatively, to control the stretch', true), pg_temp.c('Vegetatively, to bulk'),
      pg_temp.c('Neither: irrigation is fixed in flower'), pg_temp.c('By raising humidity')));
  perform pg_temp.n(adv, null, 'A slab received 1.2 L and 0.18 L drained. What is the runoff percentage?', 15, 0.1, '%',
    '0.18 ÷ 1.2 × 100 = 15 %.');
  perform pg_temp.q(adv, null, 'single',
    'After P1, one slab''s VWC rose far less than its neighbours''. What do you check first?',
    jsonb_build_array(pg_temp.c('Its emitters, for clogging or kinks', true), pg_temp.c('The plant''s cultivar'),
      pg_temp.c('The room''s CO₂ level'), pg_temp.c('The feed EC')));
  perform pg_temp.n(adv, null,
    '2.0 L went into a 10 L slab and 0.3 L drained. With little uptake during the event, by how many percentage points should VWC rise?',
    17, 0.5, 'points', '(2.0 − 0.3) ÷ 10 = 17 points.');
  perform pg_temp.q(adv, null, 'true_false', 'Giving the first shot later after lights-on increases the P0 dryback.',
    jsonb_build_array(pg_temp.c('True', true), pg_temp.c('False')));
  perform pg_temp.q(adv, null, 'single', 'Steering for ripening in late flower usually means:',
    jsonb_build_array(pg_temp.c('Larger drybacks and climbing substrate EC', true), pg_temp.c('Smaller drybacks and more runoff'),
      pg_temp.c('More P2 shots'), pg_temp.c('A later last shot')));
  perform set_config('request.jwt.claims', '', true);
end
$$;

-- What this file wrote is each course's first published version (course authoring keeps
-- versions; supabase/migrations/*_ancora_course_authoring.sql), as if an admin had published it.
do $$
declare
  r record;
begin
  for r in select c.id from public.ancora_courses c where c.published and c.version = 0 loop
    perform public.ancora_apply_version(r.id,
      public.ancora_normalize_draft(r.id, public.ancora_draft_from_rows(r.id)), 'First edition',
      'a0000000-0000-4000-8000-000000000007');
  end loop;
  update public.ancora_course_versions set published_at = now() - interval '420 days' where note = 'First edition';
  update public.ancora_course_drafts d set saved_at = v.published_at
  from public.ancora_course_versions v where v.course_id = d.course_id and v.note = 'First edition';
  update public.ancora_courses c set published_at = v.published_at
  from public.ancora_course_versions v where v.course_id = c.id and v.version = 1 and c.version = 1;
end
$$;
