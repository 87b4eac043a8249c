export type HtmlWeight = { htmlKb: number; rscKb: number };

export function htmlWeightOf(html: string): HtmlWeight;
export function htmlWeight(url: string): Promise<HtmlWeight>;
