import torch

x = torch.tensor([[[1.0, 2.0, 3.0]]])
print(torch.nn.AdaptiveAvgPool1d(6)(x))  # 不报错：每个值只是被重复
