import torch
import torch.nn.functional as F

torch.manual_seed(0)
tokens = torch.randn(8, 16)
expert_weights = torch.randn(3, 16, 8)
counts = torch.tensor([2, 3, 3])  # 每个专家的 token 数，例如来自 bincount
offs = counts.cumsum(0)  # 与所有索引张量一样是 int64
out = F.grouped_mm(tokens, expert_weights, offs=offs)
