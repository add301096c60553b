import torch

beta = 8.0
print(torch.i0(torch.tensor(beta)))   # Kaiser 窗的归一化常数
torch.i0(beta)                        # 不接受 Python 浮点数
