import torch

# Supported or not, float32 matmuls start in full precision: TF32 is opt-in.
print("matmul TF32 allowed:", torch.backends.cuda.matmul.allow_tf32)
print("float32 matmul precision:", torch.get_float32_matmul_precision())
