from torch.utils.data import DataLoader, Sampler


class EveryOther(Sampler[int]):
    def __init__(self, n):
        self.n = n

    def __iter__(self):  # 忘了实现 __len__
        return iter(range(0, self.n, 2))


loader = DataLoader(list(range(10)), batch_size=2, sampler=EveryOther(10))
print(len(loader))
