import torch

w = 3 + 4j
print(w.real)                          # Python 复数本身就有 .real
print(torch.real(torch.tensor(w)))     # 张量函数需要张量
torch.real(w)                          # 不接受 Python 复数
