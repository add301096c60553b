import torch
import torch.nn.functional as F

torch.manual_seed(0)
tokens = torch.randn(6, 8, dtype=torch.bfloat16)
offs = torch.tensor([2, 4, 6], dtype=torch.int32)
print(F.grouped_mm(tokens, torch.randn(3, 8, 8, dtype=torch.bfloat16), offs=offs).shape)
# 5 output features x 2 bytes = 10 bytes per row, not a multiple of 16
out = F.grouped_mm(tokens, torch.randn(3, 8, 5, dtype=torch.bfloat16), offs=offs)
