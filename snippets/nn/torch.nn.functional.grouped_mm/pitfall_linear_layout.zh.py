import torch
import torch.nn.functional as F

torch.manual_seed(0)
tokens = torch.randn(8, 16)
offs = torch.tensor([2, 5, 8], dtype=torch.int32)
# 堆叠三个 nn.Linear(16, 8) 的权重：(组数, out_features, in_features)
linear_weights = torch.stack([torch.nn.Linear(16, 8).weight.detach() for _ in range(3)])
print(linear_weights.shape)
# 正确写法：F.grouped_mm(tokens, linear_weights.transpose(-2, -1), offs=offs)
out = F.grouped_mm(tokens, linear_weights, offs=offs)
