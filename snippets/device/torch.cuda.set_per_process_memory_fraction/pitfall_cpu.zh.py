import torch

# 启动时设置的显存上限，而这个脚本也会在 CPU 机器上运行。
torch.cuda.set_per_process_memory_fraction(0.8)
