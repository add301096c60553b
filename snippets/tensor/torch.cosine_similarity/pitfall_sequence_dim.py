import torch

torch.manual_seed(0)
x = torch.randn(2, 4, 3)    # (batch, tokens, features)
y = torch.randn(2, 4, 3)

print(torch.cosine_similarity(x, y).shape)          # default dim=1: across tokens
print(torch.cosine_similarity(x, y, dim=-1).shape)  # per token, over features
