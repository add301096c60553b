import torch

# An overlap helper written for the GPU, run on a CPU-only machine.
copy_stream = torch.cuda.Stream()
