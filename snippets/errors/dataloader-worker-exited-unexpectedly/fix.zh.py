import torch
from torch.utils.data import DataLoader, Dataset


class Fixed(Dataset):
    def __len__(self):
        return 8

    def __getitem__(self, i):
        return torch.tensor([i])


# 调试第一步：num_workers=0 会在主进程中运行 __getitem__，这样其中抛出的 Python
# 异常会显示真正的 traceback，而不是只看到一个死掉的工作进程。
print([b.tolist() for b in DataLoader(Fixed(), batch_size=4, num_workers=0)])
# 数据集修好之后（且每个工作进程占用的内存不多），就可以放心地重新启用工作进程。
print([b.tolist() for b in DataLoader(Fixed(), batch_size=4, num_workers=1)])
