import torch
from torch.utils.data import WeightedRandomSampler

labels = torch.tensor([[0], [0], [0], [1]])  # 一列标签，形状 (4, 1)
class_weight = torch.tensor([1 / 3, 1.0])
weights = class_weight[labels]  # 形状是 (4, 1) 而不是 (4,)
sampler = WeightedRandomSampler(weights, num_samples=4)
