import torch

# 仅限 GPU：读取函数返回数字，而不是设置时用的名字。
torch.cuda.set_sync_debug_mode("warn")
mode = torch.cuda.get_sync_debug_mode()
print(mode, mode == "warn")  # 1 False
torch.cuda.set_sync_debug_mode("default")
