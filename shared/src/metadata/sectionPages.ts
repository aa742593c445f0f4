import { journal } from '../journal.ts';

/** A page's head when it is a title and a description alone. */
export interface StaticPageMeta {
  title: string;
  description: string;
}

const { claims } = journal;

/**
 * The heads of section pages that are a title and a description alone: the pages render them (PageMeta)
 * and the site server reads them through the table of every static page (staticPages.ts). Kept apart
 * from that table, one export each, so a remote bundles only the heads its pages import, not the table
 * (docs/performance.md, JS budget).
 */
export const conferenceIndexMeta: StaticPageMeta = {
  title: `Published Conferences | ${journal.name}`,
  description: `Conference proceedings published by the ${journal.name}: peer-reviewed papers from computer science conferences, free to read, by year, volume and issue.`,
};
export const collaborationGuideMeta: StaticPageMeta = {
  title: `Apply for Collaboration: Conference Proceedings | ${journal.name}`,
  description: `Publish your conference proceedings with the ${journal.name}: approval in ${claims.conferenceApproval}, publication ${claims.publication}, six steps and answers to common questions.`,
};
export const thesisIndexMeta: StaticPageMeta = {
  title: `Thesis Archives | ${journal.name}`,
  description: `Theses published by the ${journal.name} (e-ISSN ${journal.eIssn}), by year and volume: M.Tech., M.Sc., MCA and Ph.D. research in computer science, free to read.`,
};
export const thesisPublicationMeta: StaticPageMeta = {
  title: `Thesis Publication | ${journal.name}`,
  description: `Publish your M.Tech., M.Sc., MCA or Ph.D. thesis in the ${journal.name}: eligibility, formatting, process and timeline, charges, DOI and how to submit.`,
};
export const contactMeta: StaticPageMeta = {
  title: `Contact Us | ${journal.name}`,
  description: `Contact the editorial office of ${journal.name} (${journal.shortName}) about submissions, peer review, publication or conference collaboration.`,
};
export const editorialBoardMeta: StaticPageMeta = {
  title: `Editorial Board | ${journal.name}`,
  description: `The editorial board of ${journal.name} (${journal.shortName}): the Editor-in-Chief, editors and advisers who handle peer review and publication decisions.`,
};
export const topicsMeta: StaticPageMeta = {
  title: `Research Topics | ${journal.name}`,
  description: `Research topics published by ${journal.name} (${journal.shortName}): scope, accepted contribution types and what reviewers check, grouped by area of computer science.`,
};
export const blogMeta: StaticPageMeta = {
  title: `Blog | ${journal.name}`,
  description: `The ${journal.shortName} editors' blog: advice on writing, reproducibility, peer review, DOIs and metadata, research ethics and open access for computer-science authors.`,
};

/** /blogs and its later pages (?page=N), whose number the title names. */
export function blogListMeta(page: number): StaticPageMeta {
  return page > 1 ? { ...blogMeta, title: `Blog, Page ${page} | ${journal.name}` } : blogMeta;
}
