// The Ancora demo data (supabase/seeds/50_ancora_courses.sql, 51_ancora_demo.sql,
// 52_ancora_authoring.sql), as the demo users see it: complete courses, a demo certificate about to
// expire, a cohort to recruit from, courses in every authoring state, and North Campus's training
// record with a valid, an expiring, an expired and a missing training.
import { describe, expect, it } from 'vitest';
import { SEED } from './ancora-fixtures.ts';
import { demoUser } from './helpers.ts';

const NORTH_CAMPUS = 'f0000000-0000-4000-8000-000000000401';

describe('seeded academy', () => {
  it('has two complete Basic courses and a Pro course, each with lessons, a bank and a final quiz', async () => {
    const admin = await demoUser('admin@example.com');
    const { data: courses } = await admin.client
      .from('ancora_courses')
      .select(
        'id, title, is_pro, modules:ancora_modules(id, lessons:ancora_lessons(id, body)), quizzes:ancora_quizzes(purpose, draw_count)',
      )
      .in('id', [SEED.cropSteering, SEED.ipm, SEED.advanced]);
    expect(courses).toHaveLength(3);
    for (const c of courses!) {
      const lessons = c.modules.flatMap((m) => m.lessons);
      expect(lessons.length, c.title).toBeGreaterThanOrEqual(3);
      expect(
        lessons.every((l) => l.body.length > 40),
        c.title,
      ).toBe(true);
      const final = c.quizzes.find((q) => q.purpose === 'final');
      expect(final, c.title).toBeDefined();
      const { count } = await admin.client
        .from('ancora_questions')
        .select('id', { count: 'exact', head: true })
        .eq('course_id', c.id)
        .is('lesson_id', null);
      // The bank holds more questions than one attempt draws, so attempts differ.
      expect(count!, c.title).toBeGreaterThan(final!.draw_count!);
    }
    expect(courses!.filter((c) => !c.is_pro)).toHaveLength(2);
  });

  it('gives basic@ a certificate that expires within the reminder window, and a place to continue', async () => {
    const priya = await demoUser('basic@example.com');
    const { data } = await priya.client
      .from('ancora_certificate_overview')
      .select('course_id, status, expires_at');
    expect(data).toEqual([expect.objectContaining({ course_id: SEED.ipm, status: 'expiring' })]);
    const days = (Date.parse(data![0]!.expires_at!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(20);
    expect(days).toBeLessThan(30);
    const { data: progress } = await priya.client.from('ancora_lesson_progress').select('completed_at');
    expect(progress!.filter((p) => p.completed_at).length).toBe(3);
    expect(progress!.filter((p) => !p.completed_at).length).toBe(1);
  });

  it('lets pro@ find opted-in certified growers with the recruiting search', async () => {
    const marcus = await demoUser('pro@example.com');
    const { data, error } = await marcus.client.rpc('ancora_search_candidates', {
      p_course_id: SEED.ipm,
      p_min_score: 85,
    });
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(2);
    expect(data!.every((r) => r.score_percent >= 85 && r.status !== 'expired')).toBe(true);
  });

  it('shows admins a course in each authoring state, IPM with two versions and a gradebook', async () => {
    const admin = await demoUser('admin@example.com');
    const { data: list } = await admin.client.rpc('ancora_admin_courses');
    const byTitle = Object.fromEntries(list!.map((c) => [c.title, c]));
    expect(byTitle['IPM & pesticide safety']).toMatchObject({
      published: true,
      version: 2,
      unpublished_changes: false,
    });
    expect(byTitle['Crop steering fundamentals']).toMatchObject({
      published: true,
      version: 1,
      unpublished_changes: true,
    });
    expect(byTitle['Drying and curing']).toMatchObject({ published: false, version: 0 });
    const { data: book } = await admin.client.rpc('ancora_gradebook', { p_course_id: SEED.ipm });
    expect(book!.length).toBeGreaterThan(10);
    expect(book!.some((r) => r.lesson_seconds > 0 && r.attempts > 0)).toBe(true);
    expect(book!.find((r) => r.learner_name === 'Mei Chen')?.extra_time_limit_seconds).toBe(2400);
  });

  it('gives North Campus a training record with every state, and an SOP that requires a certificate', async () => {
    const marcus = await demoUser('pro@example.com');
    const { data, error } = await marcus.client.rpc('facility_training_record', {
      p_facility_id: NORTH_CAMPUS,
    });
    expect(error).toBeNull();
    const ipm = data!.filter((r) => r.item_id === SEED.ipm);
    expect(new Set(ipm.map((r) => r.state))).toEqual(new Set(['valid', 'expiring', 'expired', 'missing']));
    expect(ipm[0]!.required_by).toEqual(['SOP-IPM-002', 'facility']);
  });
});
