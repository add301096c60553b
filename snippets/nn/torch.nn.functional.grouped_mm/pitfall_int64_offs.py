import torch
import torch.nn.functional as F

torch.manual_seed(0)
tokens = torch.randn(8, 16)
expert_weights = torch.randn(3, 16, 8)
counts = torch.tensor([2, 3, 3])  # tokens per expert, e.g. from bincount
offs = counts.cumsum(0)  # int64, like every index tensor
out = F.grouped_mm(tokens, expert_weights, offs=offs)
