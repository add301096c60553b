import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

a = torch.randn(3, 3, device=device)
b = torch.randn(3, 3, device=device)

with torch.autocast(device.type, dtype=torch.bfloat16):
    fast = a @ b
    # 对数值敏感的部分关掉 autocast。外层区域里产生的输入
    # 可能是 bfloat16，所以要显式转回去。
    with torch.autocast(device.type, enabled=False):
        precise = fast.float() @ b

print(fast.dtype, precise.dtype)
