import torch

x = torch.zeros(2, 3)
idx = torch.tensor([[1.0], [0.0]])           # 例如由 argmax(...).float() 得到
print(x.gather(1, idx.long()).shape)
x.gather(1, idx)
