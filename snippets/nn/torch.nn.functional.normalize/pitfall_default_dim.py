import torch
import torch.nn.functional as F

torch.manual_seed(0)
tokens = torch.randn(2, 5, 8)  # (batch, seq_len, hidden)

wrong = F.normalize(tokens)  # default dim=1: normalises over seq_len
right = F.normalize(tokens, dim=-1)
print(wrong.norm(dim=-1)[0])  # token vectors are NOT unit length
print(right.norm(dim=-1)[0])
