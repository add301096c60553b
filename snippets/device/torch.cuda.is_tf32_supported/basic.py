import torch

if torch.cuda.is_available() and torch.cuda.is_tf32_supported():
    torch.set_float32_matmul_precision("high")  # let float32 matmuls use TF32 tensor cores
    print("TF32 matmuls on")
else:
    print("no TF32 on this device:", torch.cuda.is_tf32_supported())  # False without a GPU
print("matmul precision:", torch.get_float32_matmul_precision())
