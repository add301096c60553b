import torch
from torch.utils.data import BatchSampler, DataLoader, RandomSampler, Sampler

dataset = torch.arange(10) * 10  # sample i is 10 * i


class EvenThenOdd(Sampler[int]):
    """Yields the even indices first, then the odd ones."""

    def __init__(self, n):
        self.n = n

    def __iter__(self):
        yield from range(0, self.n, 2)
        yield from range(1, self.n, 2)

    def __len__(self):  # DataLoader's len() relies on it
        return self.n


print(list(DataLoader(dataset, batch_size=4, sampler=EvenThenOdd(len(dataset)))))

g = torch.Generator().manual_seed(0)
random_sampler = RandomSampler(dataset, generator=g)  # what shuffle=True builds for you
batches = BatchSampler(random_sampler, batch_size=4, drop_last=True)
print(list(batches))  # lists of indices; the short last batch is dropped
loader = DataLoader(dataset, batch_sampler=batches)  # no batch_size/shuffle/drop_last here
print(len(loader), [b.tolist() for b in loader][0])
