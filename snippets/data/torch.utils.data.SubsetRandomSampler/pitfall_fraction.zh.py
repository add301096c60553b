import torch
from torch.utils.data import DataLoader, SubsetRandomSampler, TensorDataset

data = TensorDataset(torch.arange(10))
sampler = SubsetRandomSampler([0.8])  # 本意是"取 80% 的数据"
print(list(sampler))  # 原样接受：0.8 被当成下标产出
next(iter(DataLoader(data, batch_size=1, sampler=sampler)))
