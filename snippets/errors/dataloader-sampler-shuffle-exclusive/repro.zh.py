import torch
from torch.utils.data import DataLoader, TensorDataset, WeightedRandomSampler

ds = TensorDataset(torch.arange(6.0))
weights = torch.tensor([1.0, 1.0, 1.0, 1.0, 5.0, 5.0])  # 对稀有类别过采样
sampler = WeightedRandomSampler(weights, num_samples=6)
loader = DataLoader(ds, batch_size=2, sampler=sampler, shuffle=True)
