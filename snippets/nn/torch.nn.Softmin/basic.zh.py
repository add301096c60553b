import torch
import torch.nn.functional as F

distances = torch.tensor([[1.0, 2.0, 3.0]])
weights = torch.nn.Softmin(dim=1)(distances)
print(weights)  # 最小的值得到最大的权重；每行之和为 1
print(torch.allclose(weights, torch.softmax(-distances, dim=1)))
print(F.softmin(distances, dim=1, dtype=torch.float64).dtype)
