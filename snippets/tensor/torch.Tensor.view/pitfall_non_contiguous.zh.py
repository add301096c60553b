import torch

# 有 GPU 就用 GPU，否则用 CPU
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(6, device=device).view(2, 3)
t = x.t()  # 形状 (3, 2)，转置后不再连续
print(t.is_contiguous())
t.view(6)  # 报错：不连续的张量无法这样 view，应改用 reshape
