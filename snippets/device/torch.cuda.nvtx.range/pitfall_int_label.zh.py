import torch

for step in range(2):
    torch.cuda.nvtx.range_push(step)  # 用步数给区间命名
    torch.cuda.nvtx.range_pop()
