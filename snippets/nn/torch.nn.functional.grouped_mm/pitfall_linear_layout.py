import torch
import torch.nn.functional as F

torch.manual_seed(0)
tokens = torch.randn(8, 16)
offs = torch.tensor([2, 5, 8], dtype=torch.int32)
# Three nn.Linear(16, 8) weights stacked: (groups, out_features, in_features)
linear_weights = torch.stack([torch.nn.Linear(16, 8).weight.detach() for _ in range(3)])
print(linear_weights.shape)
# Works: F.grouped_mm(tokens, linear_weights.transpose(-2, -1), offs=offs)
out = F.grouped_mm(tokens, linear_weights, offs=offs)
