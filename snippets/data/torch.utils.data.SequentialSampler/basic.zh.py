import torch
from torch.utils.data import DataLoader, SequentialSampler, TensorDataset

data = TensorDataset(torch.arange(5))
sampler = SequentialSampler(data)
print(list(sampler), len(sampler))  # 依次为 0, 1, ..., len(data) - 1

loader = DataLoader(data, batch_size=2)  # shuffle=False 时自动使用它
print(type(loader.sampler).__name__)
print([batch[0].tolist() for batch in loader])
