import torch
from torch.utils.data import DataLoader, TensorDataset, WeightedRandomSampler

torch.manual_seed(0)
ds = TensorDataset(torch.arange(6.0))
weights = torch.tensor([1.0, 1.0, 1.0, 1.0, 5.0, 5.0])
sampler = WeightedRandomSampler(weights, num_samples=6)  # sampler 已经打乱了顺序
loader = DataLoader(ds, batch_size=2, sampler=sampler)
print(len(loader), sum(b[0].numel() for b in loader))
