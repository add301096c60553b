import torch

# 仅限 GPU：把“用满整块卡”写成了整数。
torch.cuda.set_per_process_memory_fraction(1)
