import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(4, 3, 1, device=device)
y = x.squeeze(1)  # 第 1 维大小为 3：什么也不做，也不报错
print(y.shape)
print(x.squeeze(2).shape)  # 大小为 1 的是第 2 维
