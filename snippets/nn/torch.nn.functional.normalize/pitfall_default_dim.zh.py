import torch
import torch.nn.functional as F

torch.manual_seed(0)
tokens = torch.randn(2, 5, 8)  # (batch, seq_len, hidden)

wrong = F.normalize(tokens)  # 默认 dim=1：在 seq_len 上归一化
right = F.normalize(tokens, dim=-1)
print(wrong.norm(dim=-1)[0])  # token 向量并不是单位长度
print(right.norm(dim=-1)[0])
