import torch

# 仅限 GPU：“最多用这块卡的 50%”写成了百分数。
torch.cuda.set_per_process_memory_fraction(50.0)
