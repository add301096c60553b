import torch
from torch.utils.data import DataLoader

samples = [torch.tensor([5, 3, 8]), torch.tensor([7]), torch.tensor([2, 9])]
loader = DataLoader(samples, batch_size=3)  # default_collate 会把样本堆叠起来
next(iter(loader))
