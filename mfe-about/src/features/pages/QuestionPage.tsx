import { TextPage } from '../../shared/TextPage';

export default function QuestionPage() {
  return <TextPage name="question" fallbackTitle="nav.question" />;
}
