import { BarChartIcon, CalendarIcon, DownloadIcon } from '@radix-ui/react-icons';
import { PlannedFeatureButton } from '../parts/PlannedFeatureButton';
import { SectionEmptyState } from '../parts/SectionEmptyState';
import { SectionHeader } from '../parts/SectionHeader';

export function ReportsSection() {
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHeader
        title="Reports"
        description="Sales and stock over time."
        actions={
          <>
            <PlannedFeatureButton
              icon={<CalendarIcon aria-hidden />}
              label="Date Range"
              title="Date ranges are coming"
              description="Choosing the period a report covers arrives with orders, when there is data to report on."
            />
            <PlannedFeatureButton
              icon={<DownloadIcon aria-hidden />}
              label="Export"
              title="Export is coming"
              description="Exporting a report as a spreadsheet arrives with orders. There is no data to export yet."
            />
          </>
        }
      />
      <SectionEmptyState icon={<BarChartIcon width={28} height={28} />} title="No report data yet">
        Reports are drawn from orders: they will appear once shoppers place some.
      </SectionEmptyState>
    </section>
  );
}
