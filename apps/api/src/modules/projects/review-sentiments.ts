import type { SentimentSummary } from '@oversight/shared/posts/posts.schemas';
import {
  SENTIMENT_DISPLAY_ORDER,
  SENTIMENT_GROUP_ORDER,
  SENTIMENTS,
  sentimentGroupOf,
  type Sentiment,
} from '@oversight/shared/reference/enums';
import type { Database } from '../../db/client.js';
import { projectSentimentCounts } from './catalogue.repository.js';

/** For the project page: reviews by group (positive, neutral, negative) and by sentiment in display order. */
export async function projectSentimentSummary(
  db: Database,
  tenantId: string,
  projectId: string,
): Promise<SentimentSummary> {
  const rows = await projectSentimentCounts(db, tenantId, projectId);
  const byName = new Map<Sentiment, number>();
  for (const row of rows) {
    const name = (Object.keys(SENTIMENTS) as Sentiment[]).find((key) => SENTIMENTS[key] === row.sentiment);
    if (name) byName.set(name, row.count);
  }
  const sentiments = SENTIMENT_DISPLAY_ORDER.map((name) => ({ name, count: byName.get(name) ?? 0 }));
  const groups = SENTIMENT_GROUP_ORDER.map((group) => ({
    name: group,
    count: sentiments
      .filter((entry) => sentimentGroupOf(entry.name) === group)
      .reduce((sum, entry) => sum + entry.count, 0),
  }));
  return { total: sentiments.reduce((sum, entry) => sum + entry.count, 0), groups, sentiments };
}
