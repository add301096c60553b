import torch

torch.manual_seed(0)
weights = torch.tensor([0.7, 0.0, 0.3])   # category 1 "can never happen"
picked = torch.multinomial(weights, 3)    # 3 distinct draws, only 2 non-zero weights
print(picked)                             # index 1 is returned anyway
print((weights > 0).sum().item())
