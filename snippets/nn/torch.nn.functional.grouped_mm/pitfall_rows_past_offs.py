import torch
import torch.nn.functional as F

torch.manual_seed(0)
tokens = torch.randn(8, 16)
expert_weights = torch.randn(3, 16, 8)
ref = F.grouped_mm(tokens, expert_weights, offs=torch.tensor([2, 5, 8], dtype=torch.int32))

# Per-group sizes passed instead of cumulative offsets: [2, 3, 3] instead of [2, 5, 8]
out = F.grouped_mm(tokens, expert_weights, offs=torch.tensor([2, 3, 3], dtype=torch.int32))
print(out.shape)
# Only rows 0-2 are right; rows past offs[-1] are never written and hold leftover memory
print([torch.allclose(out[i], ref[i]) for i in range(8)])
