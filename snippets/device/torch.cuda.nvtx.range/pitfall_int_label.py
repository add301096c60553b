import torch

for step in range(2):
    torch.cuda.nvtx.range_push(step)  # label the range with the step number
    torch.cuda.nvtx.range_pop()
