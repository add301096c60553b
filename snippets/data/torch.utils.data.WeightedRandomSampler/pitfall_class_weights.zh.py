import torch
from torch.utils.data import WeightedRandomSampler

labels = torch.tensor([0] * 90 + [1] * 10)
class_weights = [0.1, 0.9]  # 每个类别一个权重，却被当作每个样本的权重传入

gen = torch.Generator().manual_seed(0)
sampler = WeightedRandomSampler(class_weights, num_samples=len(labels), generator=gen)
indices = list(sampler)
print(len(indices), sorted(set(indices)))  # 只会抽到样本 0 和样本 1
