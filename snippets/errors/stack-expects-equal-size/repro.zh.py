import torch
from torch.utils.data import DataLoader

# 变长的 token 序列，文本数据集返回的就是这种。
seqs = [torch.arange(3), torch.arange(5), torch.arange(2), torch.arange(4)]
loader = DataLoader(seqs, batch_size=2)  # default_collate 会调用 torch.stack
next(iter(loader))
