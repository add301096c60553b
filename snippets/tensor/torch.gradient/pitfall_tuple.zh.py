import torch

y = torch.tensor([0.0, 1.0, 4.0, 9.0])

dy = torch.gradient(y)  # 这是装着一个张量的元组，不是张量
print(type(dy).__name__, len(dy))
print(dy.shape)
