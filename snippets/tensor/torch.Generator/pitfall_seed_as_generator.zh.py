import torch
from torch.utils.data import DataLoader

loader = DataLoader(range(8), batch_size=4, shuffle=True, generator=42)  # 传的是种子，不是 Generator
next(iter(loader))
