import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.randn(4, 4, device=device)
x = torch.randn(2, 4, device=device)

with torch.autocast(device.type, dtype=torch.bfloat16):
    h = x @ w  # 结果是 bfloat16

print(h.dtype)
# 出了该区域就不再自动转换：bfloat16 @ float32 会失败。
out = h @ w
