import torch

# 有 GPU 就用 GPU，否则用 CPU
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(6, device=device)
print(x.reshape(2, 3).shape)     # 方法可以分开传多个整数
torch.reshape(x, 2, 3)           # 函数只接受一个元组
