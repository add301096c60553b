import torch

# 数据生产进程的清理代码，在没有 GPU 的机器上运行。
torch.cuda.ipc_collect()
