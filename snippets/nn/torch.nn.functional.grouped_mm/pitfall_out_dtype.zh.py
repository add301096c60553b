import torch
import torch.nn.functional as F

torch.manual_seed(0)
tokens = torch.randn(8, 16, dtype=torch.bfloat16)
expert_weights = torch.randn(3, 16, 8, dtype=torch.bfloat16)
offs = torch.tensor([2, 5, 8], dtype=torch.int32)

# 在 CPU 上要求 bfloat16 输入给出 float32 结果
out = F.grouped_mm(tokens, expert_weights, offs=offs, out_dtype=torch.float32)
