import torch

device = torch.device("cuda")
x = torch.randn(1000, device=device)
torch.cuda.set_sync_debug_mode("error")     # 让每一次 GPU 到 CPU 的同步都报错
torch.is_nonzero(x.sum() > 0)               # 结果必须传回 CPU
