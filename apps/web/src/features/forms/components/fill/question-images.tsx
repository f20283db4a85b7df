import { Image } from '@mantine/core';
import type { Question } from '@oversight/shared/surveys/questions.schemas';

/** The question's images under its text (photos of a sign to recognise, a diagram...). */
export function QuestionImages({ question }: { question: Question }) {
  if (!question.images.length) return null;
  return (
    <span style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 4 }}>
      {question.images.map((src, index) => (
        <Image
          key={src}
          src={src}
          alt={`Picture ${index + 1} of the question`}
          maw={320}
          radius="sm"
          fit="contain"
        />
      ))}
    </span>
  );
}
