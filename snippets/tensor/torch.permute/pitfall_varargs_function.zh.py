import torch

# 有 GPU 就用 GPU，否则用 CPU
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(2, 3, 4, device=device)
print(x.permute(2, 0, 1).shape)   # 方法接受分开的多个整数
torch.permute(x, 2, 0, 1)         # 函数只接受一个元组
