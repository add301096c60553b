import torch

print(torch.get_float32_matmul_precision())  # 没被改过时是 "highest"

previous = torch.get_float32_matmul_precision()
torch.set_float32_matmul_precision("high")  # 允许 float32 矩阵乘使用 TF32 等内部格式
print(torch.get_float32_matmul_precision())

torch.set_float32_matmul_precision(previous)  # 恢复
print(torch.get_float32_matmul_precision())
