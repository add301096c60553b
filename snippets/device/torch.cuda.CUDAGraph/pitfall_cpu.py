import torch

# Graph setup from a GPU inference script, run on a machine without a GPU.
g = torch.cuda.CUDAGraph()
