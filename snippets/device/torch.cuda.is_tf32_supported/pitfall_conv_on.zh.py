import torch

# ……而 cuDNN 卷积从一开始就允许使用 TF32。
print("conv TF32 allowed:", torch.backends.cudnn.allow_tf32)
print("matmul TF32 allowed:", torch.backends.cuda.matmul.allow_tf32)
