from torch.utils.data import DataLoader, IterableDataset


class Stream(IterableDataset):
    def __iter__(self):
        return iter(range(10))


loader = DataLoader(Stream(), batch_size=4)
print(len(loader))  # 比如给进度条用
