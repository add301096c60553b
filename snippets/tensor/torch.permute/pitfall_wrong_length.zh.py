import torch

# 有 GPU 就用 GPU，否则用 CPU
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(8, 32, 32, 3, device=device)
x.permute(2, 0, 1)          # 4 维张量却只给了 3 个维度序号
