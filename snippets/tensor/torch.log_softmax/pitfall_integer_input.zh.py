import torch

scores = torch.tensor([[3, 1, 0]])               # 整数分数，比如票数

print(torch.log_softmax(scores, dim=1, dtype=torch.float32))
torch.log_softmax(scores, dim=1)                 # 没有整数版本的 kernel
