import torch

# GPU 推理脚本里建图的代码，在没有 GPU 的机器上运行。
g = torch.cuda.CUDAGraph()
