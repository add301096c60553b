import torch

torch.manual_seed(0)
a = torch.randn(64, 64)
exact = (a.double() @ a.double()).float()

torch.set_float32_matmul_precision("highest")
error_highest = (a @ a - exact).abs().max().item()

torch.set_float32_matmul_precision("medium")  # may use bfloat16 on the CPU too
error_medium = (a @ a - exact).abs().max().item()
torch.set_float32_matmul_precision("highest")

print(error_highest < 1e-4)
print(error_medium > 1e-3)  # True on a CPU with bfloat16 instructions (AVX512-BF16, AMX)
