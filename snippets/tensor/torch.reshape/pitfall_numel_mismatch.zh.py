import torch

# 有 GPU 就用 GPU，否则用 CPU
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(6, device=device)
torch.reshape(x, (4, 2))     # 要 8 个元素，只有 6 个
