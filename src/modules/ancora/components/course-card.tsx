// A course in a list: what it is, how long, how far the learner got, and whether it is open to them.
import { Link } from 'react-router-dom';
import { LockIcon } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/cn';
import { formatMinutes, levelLabel, topicLabel } from '../catalogue';
import { ancoraPaths } from '../paths';

export interface CourseCardData {
  id: string;
  title: string;
  summary: string;
  topic: string;
  level: string;
  is_pro: boolean;
  lesson_count: number;
  estimated_minutes: number;
  certificate_validity_months?: number | null;
}

export function CourseCard({
  course,
  completed = 0,
  certified = false,
  placed = false,
  locked = false,
}: {
  course: CourseCardData;
  completed?: number;
  certified?: boolean;
  placed?: boolean;
  /** A Pro-track course below Professional: shown, but opens the upgrade path. */
  locked?: boolean;
}) {
  const percent = course.lesson_count ? Math.round((100 * completed) / course.lesson_count) : 0;
  return (
    <Link
      to={ancoraPaths.course.href({ courseId: course.id })}
      className={cn(
        'flex h-full flex-col gap-3 rounded-2xl border border-line bg-white p-5 shadow-xs transition-colors hover:border-brand-300',
        locked && 'opacity-75',
      )}
    >
      <span className="flex flex-wrap items-center gap-1.5">
        <Badge tone="brand">{topicLabel(course.topic)}</Badge>
        <Badge>{levelLabel(course.level)}</Badge>
        {course.is_pro ? (
          <Badge tone="warning">
            {locked ? <LockIcon className="size-3" /> : null}
            Pro
          </Badge>
        ) : null}
        {certified ? (
          <Badge tone="success">Certified</Badge>
        ) : placed ? (
          <Badge tone="info">Placed</Badge>
        ) : null}
      </span>
      <span className="text-lg font-semibold text-brand-950">{course.title}</span>
      <span className="text-sm text-muted">{course.summary}</span>
      <span className="mt-auto flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
        <span>{course.lesson_count} lessons</span>
        <span>{formatMinutes(course.estimated_minutes)}</span>
        {course.certificate_validity_months ? (
          <span>Certificate valid {course.certificate_validity_months} months</span>
        ) : null}
      </span>
      {completed > 0 ? (
        <span className="flex items-center gap-2 text-xs text-muted">
          <ProgressBar value={percent} label={`${course.title}: ${percent} % done`} className="flex-1" />
          {percent} %
        </span>
      ) : null}
    </Link>
  );
}
