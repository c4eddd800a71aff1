import { useNavigate } from 'react-router';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../lib/paths';
import { EngagementForm } from './engagement-form';

/** A new engagement; once created, its page opens to add roles and people. */
export function NewEngagementPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageBreadcrumbs
        parent={{ to: paths.engagements.root(), label: 'Engagements' }}
        current="New Engagement"
      />
      <PageTitle>New Engagement</PageTitle>
      <EngagementForm
        engagement={null}
        onSaved={(engagement) => navigate(paths.engagements.engagement(engagement.id))}
        onCancel={() => navigate(paths.engagements.root())}
      />
    </>
  );
}
