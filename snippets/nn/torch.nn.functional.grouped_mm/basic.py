import torch
import torch.nn.functional as F

torch.manual_seed(0)
# Mixture-of-experts forward: 3 experts, tokens already sorted by expert (2, 3 and 3 tokens)
tokens = torch.randn(8, 16)
expert_weights = torch.randn(3, 16, 8)  # (groups, K, N): each expert maps 16 -> 8 features
offs = torch.tensor([2, 5, 8], dtype=torch.int32)  # cumulative end of each group's rows

out = F.grouped_mm(tokens, expert_weights, offs=offs)
print(out.shape)

ref = torch.cat([tokens[0:2] @ expert_weights[0], tokens[2:5] @ expert_weights[1], tokens[5:8] @ expert_weights[2]])
print(torch.allclose(out, ref, atol=1e-5))

# 3-D by 3-D: a batched matmul with one group per batch entry, no offs
batched = F.grouped_mm(torch.randn(3, 4, 16), expert_weights)
print(batched.shape)

# 2-D by 2-D: offs splits the shared K dimension (per-expert weight gradients)
grads = F.grouped_mm(tokens.t(), torch.randn(8, 8), offs=offs)
print(grads.shape)
