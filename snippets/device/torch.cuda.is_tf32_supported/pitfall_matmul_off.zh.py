import torch

# 不论是否支持，float32 矩阵乘法一开始都是全精度：TF32 需要主动开启。
print("matmul TF32 allowed:", torch.backends.cuda.matmul.allow_tf32)
print("float32 matmul precision:", torch.get_float32_matmul_precision())
