import torch
from torch.utils.data import BatchSampler, DataLoader, RandomSampler, Sampler

dataset = torch.arange(10) * 10  # 样本 i 的值是 10 * i


class EvenThenOdd(Sampler[int]):
    """Yields the even indices first, then the odd ones."""

    def __init__(self, n):
        self.n = n

    def __iter__(self):
        yield from range(0, self.n, 2)
        yield from range(1, self.n, 2)

    def __len__(self):  # DataLoader 的 len() 依赖它
        return self.n


print(list(DataLoader(dataset, batch_size=4, sampler=EvenThenOdd(len(dataset)))))

g = torch.Generator().manual_seed(0)
random_sampler = RandomSampler(dataset, generator=g)  # 相当于 shuffle=True 时自动创建的采样器
batches = BatchSampler(random_sampler, batch_size=4, drop_last=True)
print(list(batches))  # 索引列表；最后那个不满的批次被丢弃
loader = DataLoader(dataset, batch_sampler=batches)  # 这里不再传 batch_size/shuffle/drop_last
print(len(loader), [b.tolist() for b in loader][0])
