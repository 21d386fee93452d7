// The Ancora demo data (supabase/seeds/50_ancora_courses.sql, 51_ancora_demo.sql), as the demo
// users see it: complete courses, a demo certificate about to expire, a cohort to recruit from.
import { describe, expect, it } from 'vitest';
import { SEED } from './ancora-fixtures.ts';
import { demoUser } from './helpers.ts';

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
});
