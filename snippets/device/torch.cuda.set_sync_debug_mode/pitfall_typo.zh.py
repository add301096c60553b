import torch

# 仅限 GPU：模式名只能是 "default"、"warn"、"error"。
torch.cuda.set_sync_debug_mode("warning")
