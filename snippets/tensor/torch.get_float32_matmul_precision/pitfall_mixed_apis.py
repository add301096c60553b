import torch

torch.set_float32_matmul_precision("high")
torch.backends.cuda.matmul.allow_tf32 = False  # the legacy switch, e.g. set by an older library

torch.get_float32_matmul_precision()
