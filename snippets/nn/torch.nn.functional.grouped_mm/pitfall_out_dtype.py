import torch
import torch.nn.functional as F

torch.manual_seed(0)
tokens = torch.randn(8, 16, dtype=torch.bfloat16)
expert_weights = torch.randn(3, 16, 8, dtype=torch.bfloat16)
offs = torch.tensor([2, 5, 8], dtype=torch.int32)

# Asking for a float32 result from bfloat16 inputs, on CPU
out = F.grouped_mm(tokens, expert_weights, offs=offs, out_dtype=torch.float32)
