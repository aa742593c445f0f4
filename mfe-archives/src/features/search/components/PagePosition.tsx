/** " (page 2 of 5)" after the heading of a list that has more than one page. */
export function PagePosition({ answer }: { answer: { current_page: number; total_pages: number } }) {
  if (answer.total_pages <= 1) return null;
  return (
    <span className="font-normal text-slate-600">
      {' '}
      (page {answer.current_page} of {answer.total_pages})
    </span>
  );
}
