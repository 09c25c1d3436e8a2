import type { ProgressView } from '@kalam/core/api';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/page-blocks';
import '../i18n';

/** Words learned, homework done, the practice streak and the lessons of the last weeks, as the student and their tutors see them. */
export function ProgressFigures({ progress }: { progress: ProgressView }) {
  const { t } = useTranslation();
  const lessons = progress.weeks.reduce((sum, w) => sum + w.lessons, 0);
  const minutes = progress.weeks.reduce((sum, w) => sum + w.minutes, 0);
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <StatCard
        testId="progress-words"
        label={t('progress.figures.words')}
        value={
          progress.words.total
            ? t('progress.figures.wordsValue', { learned: progress.words.learned, total: progress.words.total })
            : t('progress.figures.noWords')
        }
        hint={
          progress.words.total ? (
            <>
              {t('progress.figures.wordsNote')}
              <br />
              {t('progress.figures.due', { count: progress.words.due })}
            </>
          ) : (
            t('progress.figures.fromTutor')
          )
        }
      />
      <StatCard
        testId="progress-homework"
        label={t('progress.figures.homework')}
        value={
          progress.homework.total
            ? t('progress.figures.homeworkValue', { done: progress.homework.done, total: progress.homework.total })
            : t('progress.figures.noHomework')
        }
        hint={progress.homework.total ? t('progress.figures.homeworkNote') : t('progress.figures.fromTutor')}
      />
      <StatCard
        testId="progress-streak"
        label={t('progress.figures.streak')}
        value={t('progress.figures.streakValue', { count: progress.streak })}
        hint={t('progress.figures.streakNote')}
      />
      <StatCard
        testId="progress-lessons"
        label={t('progress.figures.recent')}
        value={t('progress.lessons', { count: lessons })}
        hint={t('progress.minutes', { count: minutes })}
      />
    </div>
  );
}
