import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { FeedbackPage } from '../../features/feedback/components/feedback-page.tsx';
import { translator, useT } from '../../lib/i18n.tsx';
import { pageTitle, rootMeta } from '../../lib/meta.ts';
import type { Route } from './+types/project-feedback';

export function meta({ matches }: Route.MetaArgs) {
  const { locale, brand } = rootMeta(matches);
  return [{ title: pageTitle(translator(locale)('feedback.title'), brand) }];
}

/** /client/projects/{offerKey}/feedback: the signed-in client's feedback on a project and its agencies. */
export default function ProjectFeedbackPage() {
  const t = useT();
  const { offerId = '' } = useParams();
  return (
    <FeedbackPage
      key={offerId}
      mode={{ kind: 'client', offerKey: offerId }}
      footer={
        <Anchor component={Link} to="/client/my-projects" size="sm">
          {t('feedback.backToProjects')}
        </Anchor>
      }
    />
  );
}
