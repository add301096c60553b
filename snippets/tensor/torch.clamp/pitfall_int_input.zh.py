import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

idx = torch.tensor([1, 5, 9], device=device)  # int64

print(torch.clamp(idx, 0.5, 3.7))       # 浮点边界：结果悄悄变成了 float32
print(torch.clamp(idx, 0, 3).dtype)     # 整数边界保持 int64
idx.clamp_(0.5, 3.7)                    # 原地操作：浮点结果无法存入
