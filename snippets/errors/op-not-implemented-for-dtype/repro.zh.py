import torch

scores = torch.tensor([[3, 1, 2]])  # 整数字面量：int64
print(scores.dtype)
probs = torch.softmax(scores, dim=-1)
