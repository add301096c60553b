import torch

# 有 GPU 就用 GPU，否则用 CPU
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(2, 3, 4, device=device)
y = x.permute(0, 2, 1)                 # 形状 (2, 4, 3)，不连续
print(y.reshape(2, 12).shape)          # reshape 在必要时会复制
print(y.contiguous().view(2, 12).shape)
y.view(2, 12)
