import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.randn(2, 2, device=device)

# 沿用旧 torch.cuda.amp.autocast 的习惯：只给了 dtype/enabled。
with torch.autocast(dtype=torch.bfloat16):
    y = x @ x
