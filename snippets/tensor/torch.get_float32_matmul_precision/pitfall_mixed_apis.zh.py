import torch

torch.set_float32_matmul_precision("high")
torch.backends.cuda.matmul.allow_tf32 = False  # 旧的开关，例如由较老的库设置

torch.get_float32_matmul_precision()
