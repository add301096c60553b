import torch
from torch.utils.data import DataLoader, SequentialSampler, TensorDataset

ds = TensorDataset(torch.arange(6.0))
sampler = SequentialSampler(len(ds))  # 传的是长度而不是数据集：这里不报错
loader = DataLoader(ds, batch_size=2, sampler=sampler)
next(iter(loader))  # 取第一个批次时才失败
