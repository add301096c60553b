import torch

scores = torch.tensor([[3, 1, 2]])
probs = torch.softmax(scores.float(), dim=-1)  # 先转换成浮点类型
print(probs.dtype, probs.sum().item())
