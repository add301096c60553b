import torch

if torch.cuda.is_available() and torch.cuda.is_tf32_supported():
    torch.set_float32_matmul_precision("high")  # 让 float32 矩阵乘法使用 TF32 张量核心
    print("TF32 matmuls on")
else:
    print("no TF32 on this device:", torch.cuda.is_tf32_supported())  # 没有 GPU 时为 False
print("matmul precision:", torch.get_float32_matmul_precision())
