/** The anchor of the report link under a docs page, which the page menu's "Report a mistake" leads to. */
export const reportId = 'report-a-mistake';
