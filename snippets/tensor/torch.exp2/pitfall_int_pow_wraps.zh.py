import torch

bits = torch.tensor([10, 62, 63, 64])

print(2 ** bits)                 # 仍是 int64，静默回绕
print(torch.exp2(bits))          # float32：不会回绕（大数有舍入）
