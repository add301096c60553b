import torch
from torch.utils.data import WeightedRandomSampler

labels = torch.tensor([[0], [0], [0], [1]])  # one label column, shape (4, 1)
class_weight = torch.tensor([1 / 3, 1.0])
weights = class_weight[labels]  # shape (4, 1), not (4,)
sampler = WeightedRandomSampler(weights, num_samples=4)
