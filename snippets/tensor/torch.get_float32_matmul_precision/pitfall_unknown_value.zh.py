import torch

torch.set_float32_matmul_precision("tf32")  # 不是合法的取值：只发出警告
print(torch.get_float32_matmul_precision())  # 没有改变
