// The three quiz routes: a lesson's check (/ancora/courses/{c}/lessons/{l}/quiz), a course's quiz
// (/ancora/courses/{c}/quiz/{quizId}: the final or recertification quiz) and the practice run of a
// lesson check (/ancora/test/quiz/{lessonId}), which records nothing.
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useCourse } from '../api/get-course';
import { useLesson } from '../api/get-lesson';
import { useQuiz } from '../api/get-quiz';
import { PracticeRunner } from '../components/quiz/practice-runner';
import { QuizPanel } from '../components/quiz/quiz-panel';
import { ancoraPaths } from '../paths';

function QuizLayout({
  back,
  eyebrow,
  title,
  children,
}: {
  back: { to: string; label: string };
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={back.to} className="text-brand-800 hover:underline">
          ← {back.label}
        </Link>
      </nav>
      <PageHeader title={title} description={eyebrow} />
      {children}
    </div>
  );
}

const loading = <PageSkeleton label="Loading the quiz" variant="detail" />;

export function LessonQuizPage() {
  const { courseId = '', lessonId = '' } = useParams();
  const course = useCourse(courseId);
  if (course.isPending) return loading;
  if (course.isError)
    return (
      <LoadError error={course.error} onRetry={() => void course.refetch()}>
        This quiz could not be loaded.
      </LoadError>
    );
  const lesson = course.data.modules.flatMap((m) => m.lessons).find((l) => l.id === lessonId);
  if (!lesson?.quiz) return <Navigate to={ancoraPaths.course.href({ courseId })} replace />;
  // The final and recertification quizzes have the course's quiz route.
  if (lesson.quiz.purpose !== 'lesson')
    return <Navigate to={ancoraPaths.courseQuiz.href({ courseId, quizId: lesson.quiz.id })} replace />;
  return (
    <QuizLayout
      back={{ to: ancoraPaths.lesson.href({ courseId, lessonId }), label: lesson.title }}
      eyebrow="Lesson check"
      title={lesson.quiz.title}
    >
      <QuizPanel quizId={lesson.quiz.id} />
    </QuizLayout>
  );
}

export function CourseQuizPage() {
  const { courseId = '', quizId = '' } = useParams();
  const quiz = useQuiz(quizId);
  const course = useCourse(courseId);
  if (quiz.isPending || course.isPending) return loading;
  if (quiz.isError || course.isError)
    return (
      <LoadError
        error={quiz.error ?? course.error}
        onRetry={() => void Promise.all([quiz.refetch(), course.refetch()])}
      >
        This quiz could not be loaded.
      </LoadError>
    );
  if (quiz.data.course_id !== courseId)
    return <Navigate to={ancoraPaths.course.href({ courseId })} replace />;
  return (
    <QuizLayout
      back={{ to: ancoraPaths.course.href({ courseId }), label: course.data.title }}
      eyebrow={
        quiz.data.purpose === 'recert'
          ? 'Recertification'
          : quiz.data.purpose === 'final'
            ? 'Final quiz'
            : 'Quiz'
      }
      title={quiz.data.title}
    >
      <QuizPanel quizId={quizId} />
    </QuizLayout>
  );
}

export function PracticePage() {
  const { lessonId = '' } = useParams();
  const lesson = useLesson(lessonId);
  if (lesson.isPending) return loading;
  if (lesson.isError)
    return (
      <LoadError error={lesson.error} onRetry={() => void lesson.refetch()}>
        This lesson could not be loaded.
      </LoadError>
    );
  return (
    <QuizLayout
      back={{
        to: ancoraPaths.lesson.href({ courseId: lesson.data.course_id, lessonId }),
        label: lesson.data.title,
      }}
      eyebrow="Practice run · nothing is recorded"
      title={`Practice: ${lesson.data.title}`}
    >
      <PracticeRunner lessonId={lessonId} />
    </QuizLayout>
  );
}
