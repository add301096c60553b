import torch

print(torch.get_float32_matmul_precision())  # "highest" unless something changed it

previous = torch.get_float32_matmul_precision()
torch.set_float32_matmul_precision("high")  # allow TF32 (or similar) for float32 matmuls
print(torch.get_float32_matmul_precision())

torch.set_float32_matmul_precision(previous)  # restore
print(torch.get_float32_matmul_precision())
