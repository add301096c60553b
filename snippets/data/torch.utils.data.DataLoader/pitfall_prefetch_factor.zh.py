import torch
from torch.utils.data import DataLoader, TensorDataset

ds = TensorDataset(torch.arange(8.0))
# num_workers 改成了 0（为了调试），但之前调好的 prefetch_factor 还留在配置里
DataLoader(ds, batch_size=2, num_workers=0, prefetch_factor=4)
