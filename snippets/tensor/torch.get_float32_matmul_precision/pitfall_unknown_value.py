import torch

torch.set_float32_matmul_precision("tf32")  # not a valid name: only a warning
print(torch.get_float32_matmul_precision())  # unchanged
