import torch

torch.manual_seed(0)
a = torch.randn(64, 64)
exact = (a.double() @ a.double()).float()

torch.set_float32_matmul_precision("highest")
error_highest = (a @ a - exact).abs().max().item()

torch.set_float32_matmul_precision("medium")  # 在 CPU 上也可能改用 bfloat16
error_medium = (a @ a - exact).abs().max().item()
torch.set_float32_matmul_precision("highest")

print(error_highest < 1e-4)
print(error_medium > 1e-3)  # 在支持 bfloat16 指令（AVX512-BF16、AMX）的 CPU 上为 True
