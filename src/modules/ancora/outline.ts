// The course editor's changes to a draft, as one pure reducer: fields, and the outline's modules
// and lessons added, changed, removed and reordered (by drag, by keyboard, or by choosing another
// module). Rows are addressed by their ids, which stay the same across versions.
import { newLesson, newModule, type CourseDraft, type DraftLesson, type DraftModule } from './course-draft';

export type DraftAction =
  | { type: 'replace'; draft: CourseDraft }
  | { type: 'field'; patch: Partial<Omit<CourseDraft, 'modules'>> }
  | { type: 'addModule'; module?: DraftModule }
  | { type: 'updateModule'; moduleId: string; patch: Partial<Omit<DraftModule, 'id' | 'lessons'>> }
  | { type: 'removeModule'; moduleId: string }
  | { type: 'moveModule'; from: number; to: number }
  | { type: 'addLesson'; moduleId: string; lesson?: DraftLesson }
  | { type: 'updateLesson'; lessonId: string; patch: Partial<Omit<DraftLesson, 'id'>> }
  | { type: 'removeLesson'; lessonId: string }
  | { type: 'moveLesson'; moduleId: string; from: number; to: number }
  | { type: 'moveLessonToModule'; lessonId: string; moduleId: string };

/** An array with one item moved (dnd-kit's arrayMove, without the dependency in pure code). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

const mapLessons = (d: CourseDraft, fn: (m: DraftModule) => DraftLesson[]): CourseDraft => ({
  ...d,
  modules: d.modules.map((m) => ({ ...m, lessons: fn(m) })),
});

export function draftReducer(d: CourseDraft, a: DraftAction): CourseDraft {
  switch (a.type) {
    case 'replace':
      return a.draft;
    case 'field':
      return { ...d, ...a.patch };
    case 'addModule':
      return { ...d, modules: [...d.modules, a.module ?? newModule()] };
    case 'updateModule':
      return { ...d, modules: d.modules.map((m) => (m.id === a.moduleId ? { ...m, ...a.patch } : m)) };
    case 'removeModule':
      return { ...d, modules: d.modules.filter((m) => m.id !== a.moduleId) };
    case 'moveModule':
      return { ...d, modules: moved(d.modules, a.from, a.to) };
    case 'addLesson':
      return {
        ...d,
        modules: d.modules.map((m) =>
          m.id === a.moduleId ? { ...m, lessons: [...m.lessons, a.lesson ?? newLesson()] } : m,
        ),
      };
    case 'updateLesson':
      return mapLessons(d, (m) => m.lessons.map((l) => (l.id === a.lessonId ? { ...l, ...a.patch } : l)));
    case 'removeLesson':
      return mapLessons(d, (m) => m.lessons.filter((l) => l.id !== a.lessonId));
    case 'moveLesson':
      return {
        ...d,
        modules: d.modules.map((m) =>
          m.id === a.moduleId ? { ...m, lessons: moved(m.lessons, a.from, a.to) } : m,
        ),
      };
    case 'moveLessonToModule': {
      const lesson = d.modules.flatMap((m) => m.lessons).find((l) => l.id === a.lessonId);
      const target = d.modules.find((m) => m.id === a.moduleId);
      if (!lesson || !target || target.lessons.some((l) => l.id === a.lessonId)) return d;
      return {
        ...d,
        modules: d.modules.map((m) =>
          m.id === a.moduleId
            ? { ...m, lessons: [...m.lessons, lesson] }
            : { ...m, lessons: m.lessons.filter((l) => l.id !== a.lessonId) },
        ),
      };
    }
  }
}

/** Where a lesson is: its module and both positions (null when it is not in the draft). */
export function locateLesson(
  d: Pick<CourseDraft, 'modules'>,
  lessonId: string,
): { module: DraftModule; moduleIndex: number; lesson: DraftLesson; lessonIndex: number } | null {
  for (const [moduleIndex, module] of d.modules.entries()) {
    const lessonIndex = module.lessons.findIndex((l) => l.id === lessonId);
    if (lessonIndex >= 0) return { module, moduleIndex, lesson: module.lessons[lessonIndex]!, lessonIndex };
  }
  return null;
}
