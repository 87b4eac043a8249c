import { revalidatePath, revalidateTag } from 'next/cache';
import { POLLS_DATA_TAG, PUBLIC_DATA_TAG } from '@/lib/api/cache-tags';
import { revalidatePolls, revalidatePublic } from '../revalidate';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

describe('public cache expiry (DESIGN "Caching")', () => {
  beforeEach(() => jest.clearAllMocks());

  it('a staff write expires every public read and the public tree', () => {
    revalidatePublic();
    expect(revalidatePath).toHaveBeenCalledWith('/', 'layout');
    expect(revalidateTag).toHaveBeenCalledWith(PUBLIC_DATA_TAG, { expire: 0 });
  });

  it('votes expire the polls alone, at most once every 5 s', () => {
    revalidatePolls(100_000);
    revalidatePolls(103_000);
    revalidatePolls(104_999);
    expect(revalidateTag).toHaveBeenCalledTimes(1);
    expect(revalidateTag).toHaveBeenCalledWith(POLLS_DATA_TAG, { expire: 0 });
    revalidatePolls(105_000);
    expect(revalidateTag).toHaveBeenCalledTimes(2);
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});
